"""A path's elements and extensions (racket/base): `path-add-extension`,
`path-replace-extension` (and their older `-suffix` names), `path-element->string`,
`path-element->bytes`, `string->path-element`, `path->bytes`, `bytes->path`, `path<?`,
`explode-path`; racket/path's `simple-form-path` and `filename-extension`. Over paths.py's
path texts (Unix paths, UTF-8 bytes), with Racket 8.7's results and errors."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import NIL, MString, make_mstring, Symbol, sym
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.values.paths import RacketPath
from minischeme.values.printer import error_value_string
from .base_lists import from_pylist
from .paths import _split, _string, path_string_p, simplify_path
from .registry import define

_PATHY = "(or/c path-for-some-system? path-string?)"


def _text(who: str, p: Any, args: list | None = None, expected: str = _PATHY) -> str:
    if not path_string_p(p):
        raise contract_error(who, expected, p, 0 if args else None, args)
    return p.text if type(p) is RacketPath else _string(p)


def _suffix(who: str, sfx: Any, args: list) -> str:
    if type(sfx) in (bytes, bytearray):
        return bytes(sfx).decode("utf-8", "surrogateescape")
    text = _string(sfx)
    if text is None:
        raise contract_error(who, "(or/c string? bytes?)", sfx, 1, args)
    return text


def _base_and_name(who: str, p: Any, sfx: Any) -> tuple[str, str, str]:
    """The folder part of p (with its slash), its last element and the suffix text; an
    element `..` or `.` is path-element->bytes's error, a root path who's own."""
    args = [p, sfx]
    text = _text(who, p, args)
    suffix = _suffix(who, sfx, args)
    base, name, _ = _split(text)
    if base is False:
        raise racket_error(f"{who}: cannot add an extension to a root path: "
                           f"{error_value_string(p)}", EXN_FAIL_CONTRACT)
    if name in ("..", "."):
        raise contract_error("path-element->bytes", "path-element?", sym("up" if name == ".." else "same"))
    return (base if type(base) is str else ""), name, suffix


def _add(who: str, p: Any, sfx: Any, leading_dot_counts: bool) -> RacketPath:
    base, name, suffix = _base_and_name(who, p, sfx)
    dot = name.rfind(".")
    if dot > 0 or (dot == 0 and leading_dot_counts):
        name = name[:dot] + "_" + name[dot + 1:]
    return RacketPath(base + name + suffix)


def _replace(who: str, p: Any, sfx: Any, leading_dot_counts: bool) -> RacketPath:
    base, name, suffix = _base_and_name(who, p, sfx)
    dot = name.rfind(".")
    if dot > 0 or (dot == 0 and leading_dot_counts):
        name = name[:dot]
    return RacketPath(base + name + suffix)


@define("path-add-extension", 2)
def path_add_extension(p: Any, sfx: Any) -> RacketPath:
    """p with sfx added to its last element, whose own extension's dot becomes `_`
    ("b.txt" and ".gz": "b_txt.gz"); a leading dot is no extension's."""
    return _add("path-add-extension", p, sfx, False)


@define("path-replace-extension", 2)
def path_replace_extension(p: Any, sfx: Any) -> RacketPath:
    """p with its last element's extension (from its last dot, not a leading one)
    replaced by sfx."""
    return _replace("path-replace-extension", p, sfx, False)


@define("path-add-suffix", 2)
def path_add_suffix(p: Any, sfx: Any) -> RacketPath:
    """path-add-extension's older name; a leading dot counts as an extension's."""
    return _add("path-add-suffix", p, sfx, True)


@define("path-replace-suffix", 2)
def path_replace_suffix(p: Any, sfx: Any) -> RacketPath:
    """path-replace-extension's older name; a leading dot counts as an extension's."""
    return _replace("path-replace-suffix", p, sfx, True)


def _element(who: str, p: Any) -> str:
    if type(p) is not RacketPath or "/" in p.text or p.text in (".", ".."):
        raise contract_error(who, "path-element?", p)
    return p.text


@define("path-element->string", 1)
def path_element_to_string(p: Any) -> MString:
    """The name of the one-element path p, as a string."""
    return make_mstring(_element("path-element->string", p))


@define("path-element->bytes", 1)
def path_element_to_bytes(p: Any) -> bytearray:
    """The name of the one-element path p, as a byte string."""
    return bytearray(_element("path-element->bytes", p).encode("utf-8", "surrogateescape"))


@define("string->path-element", 1, 2)
def string_to_path_element(s: Any, false_on_bad: Any = False) -> Any:
    """The path of one element named s (no `/`, not `.` or `..`)."""
    text = _string(s)
    if text is None:
        raise contract_error("string->path-element", "string?", s)
    if text == "":
        raise racket_error("string->path-element: path string is empty", EXN_FAIL_CONTRACT)
    if "\0" in text:      # even with false-on-non-element?, as Racket
        raise racket_error("string->path-element: path string contains a nul character\n"
                           f"  path string: {error_value_string(s)}", EXN_FAIL_CONTRACT)
    if "/" in text or text in (".", ".."):
        if false_on_bad is not False:
            return False
        raise racket_error("string->path-element: cannot be converted to a path element\n"
                           f"  path: {error_value_string(s)}\n"
                           "  explanation: path can be split, is not relative, or names a special element",
                           EXN_FAIL_CONTRACT)
    return RacketPath(text)


@define("path->bytes", 1)
def path_to_bytes(p: Any) -> bytearray:
    """The bytes of path p."""
    if type(p) is not RacketPath:
        raise contract_error("path->bytes", "path-for-some-system?", p)
    return bytearray(p.text.encode("utf-8", "surrogateescape"))


@define("bytes->path", 1, 2)
def bytes_to_path(b: Any, kind: Any = None) -> RacketPath:
    """The path whose bytes are b."""
    if type(b) not in (bytes, bytearray):
        raise contract_error("bytes->path", "bytes?", b)
    if kind is not None and not (type(kind) is Symbol and kind.name in ("unix", "windows")):
        raise contract_error("bytes->path", "(or/c 'unix 'windows)", kind)
    if not b:
        raise racket_error("bytes->path: byte string is empty", EXN_FAIL_CONTRACT)
    return RacketPath(bytes(b).decode("utf-8", "surrogateescape"))


@define("path<?", 1, None)
def path_less_p(*paths: Any) -> bool:
    """Are the paths in increasing order of their bytes?"""
    for p in paths:
        if type(p) is not RacketPath:
            raise contract_error("path<?", "path?", p)
    keys = [p.text.encode("utf-8", "surrogateescape") for p in paths]
    return all(a < b for a, b in zip(keys, keys[1:]))


@define("explode-path", 1)
def explode_path(p: Any) -> Any:
    """The elements of p as a list of paths ('up and 'same for `..` and `.`), the root first."""
    text = _text("explode-path", p, expected="(or/c path-string? path-for-some-system?)")
    parts: list = []
    if text.startswith("/"):
        parts.append(RacketPath("/"))
    for name in text.split("/"):
        if name:
            parts.append(sym("up") if name == ".." else sym("same") if name == "." else RacketPath(name))
    return from_pylist(parts) if parts else NIL


# ------------------------------------------------------------------ racket/path

@define("simple-form-path", 1, lib="racket/path")
def simple_form_path(p: Any) -> RacketPath:
    """p made complete, then without `.` and `..` elements (not asking the file system)."""
    if not path_string_p(p):
        raise contract_error("simple-form-path", "path-string?", p)
    return simplify_path(p)


@define("find-relative-path", 2, None, lib="racket/path")
def find_relative_path(*args: Any) -> Any:
    """(find-relative-path directory filename #:more-than-root? #:more-than-same?
    #:normalize-case?): filename relative to directory (`..` for each element of the
    directory past their common start), or filename itself when they share no root (nor
    more than the root, with #:more-than-root?); racket/path's algorithm."""
    from .base_lists import keyword_arity_error, split_keywords
    keys = ("#:more-than-root?", "#:more-than-same?", "#:normalize-case?")
    positional, kw = split_keywords("find-relative-path", args, keys)
    if len(positional) != 2:
        raise keyword_arity_error("find-relative-path", "2 plus optional arguments with keywords "
                                  "#:more-than-root?, #:more-than-same?, and #:normalize-case?",
                                  args, len(positional), bool(kw))
    directory, filename = positional
    dirs = _elements(directory)
    files = _elements(filename)
    more_than_root = kw.get("#:more-than-root?", False) is not False
    if not (dirs[0] == files[0] and (not more_than_root or len(dirs) == 1 or len(files) == 1
                                     or dirs[1] == files[1])):
        return filename
    dirs, files = dirs[1:], files[1:]
    while dirs and files and dirs[0] == files[0]:
        dirs, files = dirs[1:], files[1:]
    if not dirs and not files:
        return filename if kw.get("#:more-than-same?", True) is not False else RacketPath(".")
    return RacketPath("/".join([".."] * len(dirs) + files))


def _elements(p: Any) -> list:
    """find-relative-path's explode-path of p: its elements' texts (p in simple form: no
    `..` or `.`)."""
    items = []
    tail = explode_path(p)
    while tail is not NIL:
        if type(tail.car) is not RacketPath:
            raise contract_error("find-relative-path", "(and/c path-for-some-system? simple-form?)", p)
        items.append(tail.car.text)
        tail = tail.cdr
    return items


@define("filename-extension", 1, lib="racket/path")
def filename_extension(p: Any) -> Any:
    """The bytes after the last dot of p's last element (#f for none, or a folder)."""
    text = _text("filename-extension", p, expected="(or/c path-string? path-for-some-system?)")
    _, name, is_dir = _split(text)
    dot = name.rfind(".")
    if is_dir or dot < 0 or dot == len(name) - 1:
        return False
    return bytearray(name[dot + 1:].encode("utf-8", "surrogateescape"))
