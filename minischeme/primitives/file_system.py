"""The file system (racket/base, racket/file): `file-exists?`, `directory-exists?`,
`directory-list`, `delete-file`, `make-directory`, `file-size`, `copy-file`,
`rename-file-or-directory`, `current-directory` ...

As file_ports.py: paths are relative to `current-directory`, the running interpreter's
FileAccess (values/file_access.py) says what may be seen, read, written or deleted (a
refusal is racket/sandbox's exn:fail), and every failure is Racket 8.7's
exn:fail:filesystem with the complete path and the system error.
"""
from __future__ import annotations

import os
import shutil
import tempfile
import time
from typing import Any

from minischeme.values.data import VOID, MString, MultipleValues, Symbol, make_list, sym
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.values.printer import write_string
from minischeme.values import file_access as access
from minischeme.values.file_access import complete, current, directory_of_program, path_text
from minischeme.values.paths import RacketPath
from minischeme.values.runtime import apply_procedure, is_procedure, procedure_arity_includes
from .registry import add, define, library
from .base_lists import keyword_arity_error, split_keywords
from .file_ports import keywords_expected

library("racket/base")

add("current-directory", access.CURRENT_DIRECTORY)


def _target(who: str, path: Any, mode: str) -> str:
    """The complete path of a path-string argument the program may use in ``mode``."""
    text = path_text(who, path)
    full = complete(text)
    current().check(who, text, full, mode)
    return full


@define("file-exists?", 1)
def file_exists_p(path: Any) -> bool:
    """Is there a file (not a directory) at path?"""
    return os.path.isfile(_target("file-exists?", path, "exists"))


@define("directory-exists?", 1)
def directory_exists_p(path: Any) -> bool:
    return os.path.isdir(_target("directory-exists?", path, "exists"))


@define("link-exists?", 1)
def link_exists_p(path: Any) -> bool:
    return os.path.islink(_target("link-exists?", path, "exists"))


@define("directory-list", 0, None)
def directory_list(*args: Any) -> Any:
    """(directory-list [path #:build? b]): the names in the directory, sorted, as paths
    (with #:build? #t, each built onto path)."""
    positional, kw = split_keywords("directory-list", args, ("#:build?",))
    if len(positional) > 1:
        raise keyword_arity_error("directory-list", keywords_expected("a different number",
                                                                     ("#:build?",)),
                                  args, len(positional), bool(kw))
    path = positional[0] if positional else RacketPath(directory_of_program())
    text = path_text("directory-list", path)
    full = complete(text)
    current().check("directory-list", text, full, "read")
    try:
        names = sorted(os.listdir(full), key=lambda n: n.encode("utf-8", "surrogateescape"))
    except OSError as e:
        raise access.errno_error(f"directory-list: could not open directory\n  path: {full}",
                                 e) from None
    build = kw.get("#:build?", False) is not False
    return make_list([RacketPath(join(text, n) if build else n) for n in names])


def join(base: str, name: str) -> str:
    """build-path of two path texts."""
    return base + name if base.endswith("/") else f"{base}/{name}"


@define("in-directory", 0, 2)
def in_directory(start: Any = False, use_dir: Any = False) -> Any:
    """(in-directory [dir use-dir?]): every path under dir (the current directory when #f),
    each directory before its contents, a directory's entries in directory-list's order;
    a directory use-dir? answers #f for is produced but not entered. The paths are built
    on dir (relative to the current directory without one). Nothing is read until the loop
    reaches it: a directory that cannot be listed fails then, as directory-list does."""
    from minischeme.values.data import list_to_python
    from .sequences import Sequence

    def names(text: str | None) -> list[str]:
        listed = directory_list(RacketPath(text)) if text is not None else directory_list()
        return [path_text("in-directory", p) for p in list_to_python(listed)]

    def items() -> Any:
        base = None if start is False else path_text("in-directory", start)
        todo = [n if base is None else join(base, n) for n in reversed(names(base))]
        while todo:
            text = todo.pop()
            yield RacketPath(text)
            if os.path.isdir(complete(text)) and (
                    use_dir is False or apply_procedure(use_dir, [RacketPath(text)]) is not False):
                todo.extend(join(text, n) for n in reversed(names(text)))
    return Sequence(items)


@define("delete-file", 1)
def delete_file(path: Any) -> Any:
    full = _target("delete-file", path, "delete")
    try:
        if os.path.isdir(full) and not os.path.islink(full):
            raise IsADirectoryError(21, "Is a directory")
        os.remove(full)
    except OSError as e:
        raise access.errno_error(f"delete-file: cannot delete file\n  path: {full}", e) from None
    return VOID


@define("delete-directory", 1)
def delete_directory(path: Any) -> Any:
    full = _target("delete-directory", path, "delete")
    try:
        os.rmdir(full)
    except OSError as e:
        raise access.errno_error(f"delete-directory: cannot delete directory\n  path: {full}",
                                 e) from None
    return VOID


@define("make-directory", 1, 2)
def make_directory(path: Any, permissions: Any = 0o777) -> Any:
    full = _target("make-directory", path, "write")
    try:
        os.mkdir(full)
    except FileExistsError:
        raise access.exists_error(f"make-directory: cannot make directory;\n the path already "
                                  f"exists\n  path: {full}") from None
    except OSError as e:
        raise access.errno_error(f"make-directory: cannot make directory\n  path: {full}",
                                 e) from None
    return VOID


@define("file-size", 1)
def file_size(path: Any) -> int:
    full = _target("file-size", path, "read")
    try:
        if os.path.isdir(full):
            raise IsADirectoryError(21, "Is a directory")
        return os.path.getsize(full)
    except OSError as e:
        raise access.errno_error(f"file-size: cannot get size\n  path: {full}", e) from None


@define("file-or-directory-modify-seconds", 1, 3)
def modify_seconds(path: Any, secs: Any = False, fail: Any = None) -> Any:
    """The time the file was last changed, in seconds (setting it is not supported)."""
    full = _target("file-or-directory-modify-seconds", path, "read")
    try:
        return int(os.stat(full).st_mtime)
    except OSError as e:
        raise access.errno_error("file-or-directory-modify-seconds: error getting "
                                 f"file/directory time\n  path: {full}", e) from None


@define("copy-file", 2, 3)
def copy_file(src: Any, dest: Any, exists_ok: Any = False) -> Any:
    source = _target("copy-file", src, "read")
    target = _target("copy-file", dest, "write+delete")
    paths = f"\n  source path: {source}\n  destination path: {target}"
    if os.path.exists(target) and exists_ok is False:
        raise access.exists_error(f"copy-file: destination exists{paths}")
    try:
        with open(source, "rb") as f:
            data = f.read()
    except OSError as e:
        raise access.errno_error(f"copy-file: cannot open source file{paths}", e) from None
    try:
        with open(target, "wb") as f:
            f.write(data)
        shutil.copymode(source, target)
    except OSError as e:
        raise access.errno_error(f"copy-file: cannot open destination file{paths}", e) from None
    return VOID


@define("rename-file-or-directory", 2, 3)
def rename_file_or_directory(old: Any, new: Any, exists_ok: Any = False) -> Any:
    target = _target("rename-file-or-directory", new, "write")    # Racket checks it first
    source = _target("rename-file-or-directory", old, "write")
    paths = f"\n  source path: {source}\n  dest path: {target}"
    if os.path.exists(target) and exists_ok is False:
        raise access.exists_error("rename-file-or-directory: cannot rename file or directory;\n"
                                  f" the destination path already exists{paths}")
    try:
        os.rename(source, target)
    except OSError as e:
        raise access.errno_error(f"rename-file-or-directory: cannot rename file or directory"
                                 f"{paths}", e) from None
    return VOID


@define("file-or-directory-permissions", 1, 2)
def file_or_directory_permissions(path: Any, mode: Any = False) -> Any:
    """What the program may do with the file (`'(execute write read)`), its permission
    bits (mode `'bits`), or, given bits, set them."""
    who = "file-or-directory-permissions"
    setting = type(mode) is int
    if not (mode is False or setting or (type(mode) is Symbol and mode.name == "bits")):
        raise contract_error(who, "(or/c #f 'bits (integer-in 0 65535))", mode, 1)
    full = _target(who, path, "write" if setting else "read")
    try:
        if setting:
            os.chmod(full, mode)
            return VOID
        bits = os.stat(full).st_mode & 0o7777
    except OSError as e:
        raise access.errno_error(f"{who}: access failed\n  path: {full}", e) from None
    if type(mode) is Symbol:
        return bits
    allowed = [name for name, flag in (("execute", os.X_OK), ("write", os.W_OK),
                                       ("read", os.R_OK)) if os.access(full, flag)]
    return make_list([sym(name) for name in allowed])


@define("resolve-path", 1)
def resolve_path(path: Any) -> RacketPath:
    """The target of a soft link (as the link holds it: relative ones stay relative), or
    the path itself; a trailing slash is looked through (`lnk/` is the link), `lnk/.` is
    not."""
    text = path_text("resolve-path", path)
    link = text.rstrip("/") or "/"
    full = complete(link)
    current().check("resolve-path", link, full, "exists")
    if os.path.islink(full):
        return RacketPath(os.readlink(full))
    return path if type(path) is RacketPath else RacketPath(text)


# ------------------------------------------------------------------ racket/path

library("racket/path")


def _cleansed(text: str) -> str:
    """cleanse-path: repeated slashes made one."""
    while "//" in text:
        text = text.replace("//", "/")
    return text


def _split_text(text: str) -> tuple[Any, str]:
    """split-path of a text: (base text, or "relative", or None for the root; name)."""
    if set(text) == {"/"}:
        return None, "/"
    body = text.rstrip("/")
    cut = body.rfind("/")
    return ("relative" if cut < 0 else body[:cut + 1]), body[cut + 1:]


def _joined(base: str, name: str) -> str:
    return base + name if base.endswith("/") else f"{base}/{name}"


def _is_directory(text: str) -> bool:
    full = complete(text)
    current().check("directory-exists?", text, full, "exists")
    return os.path.isdir(full)


def _resolved(text: str) -> str:
    return resolve_path(RacketPath(text)).text


def _normalize_error(what: str, path: str) -> Exception:
    return racket_error(f"normalize-path: {what}\n  {path}")


@define("normalize-path", 1, 2)
def normalize_path(path: Any, wrt: Any = None) -> RacketPath:
    """racket/path's normalize-path, as racket/path.rkt computes it: the path made complete
    against ``wrt`` (the current directory), each element followed through soft links,
    `.` and `..` resolved against the directories they name (an element that is no
    directory is an error), case left as it is."""
    if type(path) is not RacketPath and (type(path) not in (str, MString) or _string_of(path) in ("",)
                                         or "\0" in _string_of(path)):
        raise contract_error("cleanse-path", "(or/c path-string? path-for-some-system?)", path)
    if wrt is None:
        base_dir = directory_of_program()
    else:
        if type(wrt) not in (RacketPath, str, MString) or not path_text_or_none(wrt, "/"):
            raise contract_error("normalize-path", "(and/c path-string? complete-path?)", wrt)
        base_dir = path_text("normalize-path", wrt)
    orig = path_text("normalize-path", path)

    def not_a_directory(p: str) -> Exception:
        return _normalize_error("element within the input path is not a directory or does not exist",
                                f"element: {p}")

    def resolve_all(p: str, against: str | None) -> str:
        start = p if against is None or p.startswith("/") else _joined(against, p)
        full, seen = start, [start]
        while True:
            resolved = _resolved(full)
            if resolved == full:
                return normalize(resolved, None)
            if not resolved.startswith("/"):
                base, _ = _split_text(full)
                resolved = _joined(base if isinstance(base, str) and base != "relative" else "", resolved)
            if resolved in seen:
                raise _normalize_error("circular reference found", f"path: {resolved}")
            seen.append(resolved)
            full = _simplified(resolved)

    def resolve(p: str) -> str:
        return p if _resolved(p) == p else resolve_all(p, None)

    def normalize(p: str, against: str | None) -> str:
        base, name = _split_text(p)
        if name == "..":
            def up(b: str) -> str:
                if not _is_directory(b):
                    raise not_a_directory(b)
                prev, prev_name = _split_text(b)
                if prev is None:
                    raise _normalize_error("root has no parent directory", f"root path: {orig}")
                prev = against if prev == "relative" else normalize(prev, against)
                if prev_name == ".":
                    return up(prev)
                if prev_name == "..":
                    return up(up(prev))
                return prev
            return up(against if base == "relative" else resolve_all(base, against))
        if name == ".":
            if base == "relative":
                return against
            n = normalize(base, against)
            if _is_directory(n):
                return n
            raise not_a_directory(n)
        if base is None:
            return complete(p)
        base = normalize(against if base == "relative" else base, against)
        if not _is_directory(base):
            raise not_a_directory(base)
        resolved = _cleansed(resolve(_joined(base, name)))
        if not resolved.startswith("/"):
            return normalize(_joined(base, resolved), against)
        return resolved

    return RacketPath(normalize(_cleansed(orig), base_dir))


def _string_of(x: Any) -> str:
    return x if type(x) is str else x.value()


def path_text_or_none(x: Any, prefix: str) -> bool:
    """Is x a non-empty path-string starting with ``prefix``?"""
    text = x.text if type(x) is RacketPath else _string_of(x)
    return bool(text) and "\0" not in text and text.startswith(prefix)


def _simplified(text: str) -> str:
    """simplify-path of a complete path: `.` and `..` elements removed."""
    simple = os.path.normpath(text)
    return simple + "/" if (text.endswith("/") or text.rsplit("/", 1)[-1] in (".", "..")) \
        and not simple.endswith("/") else simple


# ------------------------------------------------------------------ racket/file

library("racket/file")


@define("make-directory*", 1)
def make_directory_star(path: Any) -> Any:
    """Make the directory and any missing directories above it."""
    full = _target("make-directory*", path, "write")
    try:
        os.makedirs(full, exist_ok=True)
    except OSError as e:
        raise access.errno_error(f"make-directory: cannot make directory\n  path: {full}",
                                 e) from None
    return VOID


@define("delete-directory/files", 0, None)
def delete_directory_files(*args: Any) -> Any:
    """(delete-directory/files path [#:must-exist? b]): delete the file, or the directory
    and everything in it."""
    positional, kw = split_keywords("delete-directory/files", args, ("#:must-exist?",))
    if len(positional) != 1:
        raise keyword_arity_error("delete-directory/files",
                                  keywords_expected("1", ("#:must-exist?",)), args,
                                  len(positional), bool(kw))
    full = _target("delete-directory/files", positional[0], "delete")
    if os.path.isdir(full) and not os.path.islink(full):
        for name in sorted(os.listdir(full)):
            delete_directory_files(RacketPath(os.path.join(full, name)))
        delete_directory(RacketPath(full))
    elif os.path.lexists(full):
        delete_file(RacketPath(full))
    elif kw.get("#:must-exist?", True) is not False:
        raise access.filesystem_error(f"delete-directory/files: encountered {full}, neither a "
                                      "file nor a directory")
    return VOID


def _walk(who: str, start: Any, follow_links: bool) -> Any:
    """(path text, kind) of each file and directory under ``start`` (the current directory
    when None, whose own entry is left out), before its contents, in name order."""
    if start is not None:
        text = path_text(who, start)
        full = complete(text)
        current().check("directory-exists?", text, full, "exists")
        if not os.path.lexists(full):
            raise racket_error(f"fold-files: path disappeared: {RacketPath(text).racket_repr()}")
        todo = [(text, full)]
    else:
        base = directory_of_program()
        current().check("directory-list", base, base, "read")
        todo = [(name, os.path.join(base, name)) for name in sorted(os.listdir(base))]
    todo.reverse()
    while todo:
        text, full = todo.pop()
        kind = ("link" if os.path.islink(full) and not follow_links else
                "dir" if os.path.isdir(full) else "file")
        descend = yield text, kind
        if kind == "dir" and descend is not False:
            current().check("directory-list", text, full, "read")
            names = sorted(os.listdir(full), reverse=True)
            todo.extend((join(text, n), os.path.join(full, n)) for n in names)


def _each(walk: Any) -> Any:
    """Drive a _walk generator: yields (text, kind, send) where send(b) says whether to
    go into a directory (b is False: not)."""
    try:
        item = next(walk)
        while True:
            decision = [True]
            yield item[0], item[1], decision
            item = walk.send(decision[0])
    except StopIteration:
        return


@define("find-files", 1, None)
def find_files(*args: Any) -> Any:
    """(find-files pred [start #:skip-filtered-directory? b #:follow-links? b]): the paths
    under start (the current directory) that pred accepts, each directory before its
    contents."""
    who = "find-files"
    positional, kw = split_keywords(who, args, ("#:follow-links?", "#:skip-filtered-directory?"))
    if len(positional) not in (1, 2):
        raise keyword_arity_error(who, keywords_expected("a different number", (
            "#:follow-links?", "#:skip-filtered-directory?")), args, len(positional), bool(kw))
    pred = positional[0]                # (Racket checks it only by calling it)
    skip = kw.get("#:skip-filtered-directory?", False) is not False
    found = []
    walk = _walk(who, positional[1] if len(positional) == 2 else None,
                 kw.get("#:follow-links?", False) is not False)
    for text, kind, decision in _each(walk):
        ok = apply_procedure(pred, [RacketPath(text)]) is not False
        if ok:
            found.append(RacketPath(text))
        elif skip and kind == "dir":
            decision[0] = False
    return make_list(found)


@define("fold-files", 2, 4)
def fold_files(proc: Any, init: Any, start: Any = False, follow_links: Any = True) -> Any:
    """(fold-files proc init [start follow-links?]): proc called with each path, its kind
    ('file, 'dir or 'link) and the result so far; for a directory it may give two values,
    the second #f to leave the directory's contents out."""
    if not is_procedure(proc) or not procedure_arity_includes(proc, 3):
        raise contract_error("fold-files", "(path? (or/c 'file 'dir 'link) any/c . -> . any)",
                             proc)
    acc = init
    walk = _walk("fold-files", None if start is False else start, follow_links is not False)
    for text, kind, decision in _each(walk):
        result = apply_procedure(proc, [RacketPath(text), sym(kind), acc])
        if type(result) is MultipleValues and len(result.values) == 2:
            acc, descend = result.values
            if descend is False:
                decision[0] = False
        else:
            acc = result
    return acc


@define("copy-directory/files", 2, None)
def copy_directory_files(src: Any, dest: Any, *options: Any) -> Any:
    """Copy the file, or the directory and everything in it, to dest."""
    text = path_text("copy-directory/files", src)
    full = complete(text)
    if os.path.isdir(full):
        make_directory(dest)
        for name in sorted(os.listdir(full)):
            copy_directory_files(RacketPath(join(text, name)),
                                 RacketPath(join(path_text("copy-directory/files", dest), name)))
    elif os.path.isfile(full):
        copy_file(src, dest)
    else:
        raise access.filesystem_error("copy-directory/files: encountered path that is neither "
                                      f"file nor directory\n  path: {text}")
    return VOID


@define("make-temporary-file", 0, 3)
def make_temporary_file(template: Any = "rkttmp~a", copy_from: Any = False,
                        directory: Any = False) -> RacketPath:
    """A new empty file (a copy of copy_from) in the temporary directory (or directory),
    named by template with ~a replaced."""
    pattern = path_text("make-temporary-file", template) if template != "rkttmp~a" else template
    if "~a" not in pattern:
        raise racket_error("make-temporary-file: malformed template\n  expected: a format string "
                           f"accepting 1 string argument\n  given: {write_string(template)}",
                           EXN_FAIL_CONTRACT)
    folder = (complete(path_text("make-temporary-file", directory)) if directory is not False
              else os.environ.get("TMPDIR") or "/var/tmp")
    prefix, suffix = pattern.split("~a", 1)
    name = os.path.join(folder, f"{prefix}{time.time_ns()}{suffix}")
    current().check("open-output-file", name, name, "write")
    try:
        fd, name = tempfile.mkstemp(prefix=f"{prefix}{time.time_ns()}", suffix=suffix, dir=folder)
        os.close(fd)
    except OSError as e:
        raise access.errno_error(f"open-output-file: error opening file\n  path: {name}",
                                 e) from None
    if copy_from is not False:
        copy_file(copy_from, RacketPath(name), True)
    return RacketPath(name)
