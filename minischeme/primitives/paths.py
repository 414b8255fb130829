"""Paths (racket/base, racket/path): `build-path`, `path->string`, `string->path`,
`path?`, `path-string?`, `split-path`, `path->complete-path`, `file-name-from-path` ...

Paths are Unix paths, kept as written (values/paths.py); these procedures only compute
with their text and touch no file, so they are the same under every FileAccess.
"""
from __future__ import annotations

import os
from typing import Any

from minischeme.values.data import MString, make_mstring, MultipleValues, Symbol, sym
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.values.file_access import complete, path_text
from minischeme.values.paths import RacketPath
from minischeme.values.printer import write_string
from .registry import define, library

library("racket/base")


def _string(x: Any) -> str | None:
    return x if type(x) is str else x.value() if type(x) is MString else None


@define("path?", 1)
def path_p(x: Any) -> bool:
    return type(x) is RacketPath


@define("path-string?", 1)
def path_string_p(x: Any) -> bool:
    """A path, or a non-empty string without a NUL character."""
    if type(x) is RacketPath:
        return True
    text = _string(x)
    return text is not None and text != "" and "\0" not in text


@define("path-for-some-system?", 1)
def path_for_some_system_p(x: Any) -> bool:
    return type(x) is RacketPath


@define("string->path", 1)
def string_to_path(s: Any) -> RacketPath:
    text = _string(s)
    if text is None:
        raise contract_error("string->path", "string?", s)
    if text == "":
        raise racket_error("string->path: path string is empty", EXN_FAIL_CONTRACT)
    if "\0" in text:
        raise racket_error("string->path: path string contains a nul character\n"
                           f"  path string: {write_string(text)}", EXN_FAIL_CONTRACT)
    return RacketPath(text)


@define("path->string", 1)
def path_to_string(p: Any) -> MString:
    if type(p) is not RacketPath:
        raise contract_error("path->string", "path?", p)
    return make_mstring(p.text)


@define("some-system-path->string", 1)
def some_system_path_to_string(p: Any) -> MString:
    if type(p) is not RacketPath:
        raise contract_error("some-system-path->string", "path-for-some-system?", p)
    return make_mstring(p.text)


_PART = "(or/c path-string? path-for-some-system? 'up 'same)"


def _part(x: Any) -> str:
    if type(x) is Symbol and x.name in ("up", "same"):
        return ".." if x.name == "up" else "."
    if not path_string_p(x):
        raise contract_error("build-path", _PART, x)
    return x.text if type(x) is RacketPath else _string(x)


@define("build-path", 1, None)
def build_path(base: Any, *parts: Any) -> RacketPath:
    """The path of base followed by each part (`'up` is `..`, `'same` is `.`)."""
    text = _part(base)
    for part in parts:
        piece = _part(part)
        if piece.startswith("/"):
            raise racket_error("build-path: absolute path cannot be added to a path\n"
                               f"  absolute path: {write_string(part)}", EXN_FAIL_CONTRACT)
        text = text + piece if text.endswith("/") else f"{text}/{piece}"
    return RacketPath(text)


@define("path->complete-path", 1, 2)
def path_to_complete_path(p: Any, base: Any = None) -> RacketPath:
    """p made complete against base (by default the current directory)."""
    text = path_text("path->complete-path", p)
    if base is None:
        return RacketPath(complete(text))
    base_text = path_text("path->complete-path", base)
    if text.startswith("/"):
        return RacketPath(text)
    if not base_text.startswith("/"):
        raise contract_error("path->complete-path", "(and/c path-string? complete-path?)", base, 1)
    return RacketPath(base_text + text if base_text.endswith("/") else f"{base_text}/{text}")


@define("path->directory-path", 1)
def path_to_directory_path(p: Any) -> RacketPath:
    text = path_text("path->directory-path", p)
    return RacketPath(text if text.endswith("/") else text + "/")


@define("simplify-path", 1, 2)
def simplify_path(p: Any, use_filesystem: Any = True) -> RacketPath:
    """The path without `.` and `..` elements (made complete first, unless
    ``use_filesystem`` is #f)."""
    text = path_text("simplify-path", p)
    full = complete(text) if use_filesystem is not False else text
    simple = os.path.normpath(full)
    names_a_directory = full.endswith("/") or full.rsplit("/", 1)[-1] in (".", "..")
    if names_a_directory and not simple.endswith("/"):
        simple += "/"
    return RacketPath(simple)


@define("complete-path?", 1)
def complete_path_p(p: Any) -> bool:
    return path_text("complete-path?", p).startswith("/")


@define("absolute-path?", 1)
def absolute_path_p(p: Any) -> bool:
    return path_text("absolute-path?", p).startswith("/")


@define("relative-path?", 1)
def relative_path_p(p: Any) -> bool:
    return not path_text("relative-path?", p).startswith("/")


def _split(text: str) -> tuple[Any, str, bool]:
    """split-path of a path text: (base text, 'relative or #f; name; must be a directory)."""
    if text == "/" or set(text) == {"/"}:
        return False, "/", True
    is_dir = text.endswith("/")
    body = text.rstrip("/")
    cut = body.rfind("/")
    name = body[cut + 1:]
    is_dir = is_dir or name in (".", "..")
    if cut < 0:
        return sym("relative"), name, is_dir
    return body[:cut + 1], name, is_dir


@define("split-path", 1)
def split_path(p: Any) -> MultipleValues:
    """(values base name must-be-dir?): the path's last element and what comes before."""
    base, name, is_dir = _split(path_text("split-path", p))
    shown_name = sym("up") if name == ".." else sym("same") if name == "." else RacketPath(name)
    return MultipleValues([RacketPath(base) if type(base) is str else base, shown_name, is_dir])


# ------------------------------------------------------------------ racket/path

library("racket/path")


@define("file-name-from-path", 1)
def file_name_from_path(p: Any) -> Any:
    """The last element of the path, or #f if it names a directory."""
    _, name, is_dir = _split(path_text("file-name-from-path", p))
    return False if is_dir else RacketPath(name)


@define("path-only", 1)
def path_only(p: Any) -> Any:
    """The directory part of the path (all of it if it names a directory), or #f."""
    text = path_text("path-only", p)
    base, _, is_dir = _split(text)
    if is_dir:
        return RacketPath(text)
    return RacketPath(base) if type(base) is str else False


@define("path-get-extension", 1)
def path_get_extension(p: Any) -> Any:
    """The extension of the path's last element, with its dot, as a byte string; or #f."""
    _, name, is_dir = _split(path_text("path-get-extension", p))
    dot = name.rfind(".")
    if is_dir or dot <= 0:
        return False
    return name[dot:].encode("utf-8")


@define("path-has-extension?", 2)
def path_has_extension_p(p: Any, ext: Any) -> bool:
    _, name, is_dir = _split(path_text("path-has-extension?", p))
    suffix = ext.decode("utf-8", "replace") if type(ext) in (bytes, bytearray) else _string(ext)
    if suffix is None:
        raise contract_error("path-has-extension?", "(or/c bytes? string?)", ext, 1)
    return not is_dir and name.endswith(suffix) and len(name) > len(suffix)



def _runtime_path(folder: Any, value: Any) -> RacketPath:
    if type(value) is RacketPath:
        text = value.text
    elif type(value) is str or type(value) is MString:
        text = _string(value)
    else:
        raise racket_error(f"runtime-path: unknown form: {write_string(value)}")
    if text.startswith("/"):
        return RacketPath(text)
    return RacketPath((folder + text) if folder is not False else complete(text))


@define("%runtime-path", 2)
def runtime_path(folder: Any, value: Any) -> RacketPath:
    """What `define-runtime-path` binds (forms/runtime_paths.py): ``value`` (a path or a
    string) complete against the defining module's ``folder`` (False: the current
    directory)."""
    return _runtime_path(folder, value)


@define("%runtime-paths", 2)
def runtime_paths(folder: Any, values: Any) -> MultipleValues:
    """`define-runtime-paths`: each of the expression's values (a list) as ``runtime_path``."""
    from minischeme.values.data import list_to_python
    return MultipleValues([_runtime_path(folder, v) for v in list_to_python(values)])
