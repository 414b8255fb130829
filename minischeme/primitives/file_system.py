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
from typing import Any

from minischeme.values.data import VOID, make_list
from minischeme.values import file_access as access
from minischeme.values.file_access import complete, current, directory_of_program, path_text
from minischeme.values.paths import RacketPath
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
