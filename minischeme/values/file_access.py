"""Which files a running program may touch, where its relative paths start, and the
errors of the file system in Racket's words.

Each interpreter has a ``FileAccess``, made from its module root (``Interpreter(module_root=
...)``), and makes it the active one while its code runs (``active``):

* ``module_root=ANY_FOLDER`` (`run`, `eval`, `test`, `repl`, the kernels): files as in
  `racket`: anything the user may read or write, relative to the current directory;
* a folder (`grade`, a submission's folder): racket/sandbox's model with
  ``sandbox-path-permissions`` ``((read FOLDER))``: the program may read inside its own
  folder (which is its current directory) and write nowhere; a refused access is the
  exn:fail Racket's sandbox raises: ``open-input-file: `read' access denied for x.txt``;
* ``None`` (the default, and a file graded on its own): no file may be read or written.

``current-directory`` is a parameter (``CURRENT_DIRECTORY``) whose value follows the active
interpreter: setting it in one run lasts for that interpreter's later runs (a REPL).
"""
from __future__ import annotations

import errno as errno_codes
import os
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

from minischeme.values.data import MString, Pair, make_pair, sym
from minischeme.values.errors import (EXN_FAIL, EXN_FAIL_FILESYSTEM, EXN_FAIL_FILESYSTEM_ERRNO,
                                      EXN_FAIL_FILESYSTEM_EXISTS, Raise, contract_error,
                                      racket_error)
from minischeme.values.paths import RacketPath
from minischeme.values.ports import flush_file_ports
from minischeme.values.procedures import Parameter, Primitive

ANY = "any"            # every file may be read
_ANY_FOLDER = Path(os.sep)   # running.modules.ANY_FOLDER: requires resolve anywhere


class FileAccess:
    """What a program may read (``ANY``, a folder, or nothing: None), whether it may
    write, and its current directory (a complete path ending in a slash)."""

    def __init__(self, readable: Any, writable: bool, cwd: str) -> None:
        self.readable = readable
        self.writable = writable
        self.cwd = cwd

    @classmethod
    def for_root(cls, root: Path | None) -> "FileAccess":
        """The access of an interpreter whose requires resolve in ``root``."""
        if root is not None and Path(root) == _ANY_FOLDER:
            return cls(ANY, True, _directory_text(os.getcwd()))
        if root is not None:
            folder = os.path.realpath(root)
            return cls(folder, False, _directory_text(str(Path(root).absolute())))
        return cls(None, False, _directory_text(os.getcwd()))

    def may_read(self, full: str) -> bool:
        if self.readable == ANY:
            return True
        if self.readable is None:
            return False
        real = os.path.realpath(full)
        return real == self.readable or real.startswith(self.readable.rstrip(os.sep) + os.sep)

    def check(self, who: str, shown: str, full: str, mode: str) -> None:
        """Refuse an access in ``mode`` (`read`, `exists`, `write`, `delete`, `write+read`,
        ...) as racket/sandbox does: ``WHO: `MODE' access denied for PATH``."""
        if self.readable == ANY and self.writable:
            return
        allowed = self.may_read(full) if mode in ("read", "exists") else self.writable
        if not allowed:
            raise racket_error(f"{who}: `{mode}' access denied for {shown}", EXN_FAIL)


def _directory_text(path: str) -> str:
    return path if path.endswith(os.sep) else path + os.sep


NO_ACCESS = FileAccess(None, False, _directory_text("/"))
_ACTIVE: list[FileAccess] = [NO_ACCESS]


def current() -> FileAccess:
    """The access of the program running now."""
    return _ACTIVE[-1]


# ------------------------------------------------------------------ paths

def path_text(who: str, x: Any) -> str:
    """The text of a path-string argument (a non-empty string without NUL, or a path), or
    Racket's contract violation."""
    if type(x) is RacketPath:
        return x.text
    text = x if type(x) is str else x.value() if type(x) is MString else None
    if text is None or text == "" or "\0" in text:
        raise contract_error(who, "path-string?", x)
    return text


def complete(text: str) -> str:
    """``text`` made complete against the current directory (as path->complete-path: not
    simplified, so `./a.txt` stays `/cwd/./a.txt`)."""
    if text.startswith(os.sep):
        return text
    return directory_of_program() + text


def directory_of_program() -> str:
    """The current directory (the `current-directory` parameter's value), ending in '/'."""
    value = CURRENT_DIRECTORY.value
    return value.text if type(value) is RacketPath else current().cwd


def _set_directory(x: Any) -> RacketPath:
    """current-directory's guard: a path-string, made complete and simplified, that the
    program may at least see."""
    text = path_text("current-directory", x)
    full = complete(text)
    current().check("current-directory", text, full, "exists")
    return RacketPath(_directory_text(os.path.normpath(full)))


CURRENT_DIRECTORY = Parameter(None, Primitive("current-directory", _set_directory, 1, 1),
                              "current-directory")


@contextmanager
def active(access: FileAccess) -> Iterator[None]:
    """Make ``access`` the running program's (and its current directory the parameter's
    value) for the body; the directory the body leaves is kept in ``access``."""
    if _ACTIVE[-1] is access:       # already running (a guard inside a guard)
        yield
        return
    saved = CURRENT_DIRECTORY.value
    _ACTIVE.append(access)
    CURRENT_DIRECTORY.value = RacketPath(access.cwd)
    try:
        yield
    finally:
        value = CURRENT_DIRECTORY.value
        if type(value) is RacketPath:
            access.cwd = value.text
        _ACTIVE.pop()
        CURRENT_DIRECTORY.value = saved
        flush_file_ports()        # what the program wrote is in its files when it ends


# ------------------------------------------------------------------ errors

def system_error(e: OSError) -> str:
    """The `system error:` text of an OSError, as Racket writes it."""
    return f"{e.strerror or type(e).__name__}; errno={e.errno}"


def errno_error(message: str, e: OSError) -> Raise:
    """An exn:fail:filesystem:errno with the system error's line and errno."""
    code = e.errno if e.errno is not None else 0
    return racket_error(f"{message}\n  system error: {system_error(e)}", EXN_FAIL_FILESYSTEM_ERRNO,
                        make_pair(code, sym("posix")))


def open_error(who: str, action: str, full: str, e: OSError) -> Raise:
    """`WHO: ACTION` with its path and system error (`cannot open input file`, ...)."""
    if e.errno == errno_codes.EISDIR and who == "open-input-file":
        return racket_error(f"{who}: {action}\n  path: {full}\n  system error: path refers to "
                            "a directory; rkt_err=9", EXN_FAIL_FILESYSTEM)
    return errno_error(f"{who}: {action}\n  path: {full}", e)


def exists_error(message: str) -> Raise:
    """An exn:fail:filesystem:exists (`open-output-file: file exists` ...)."""
    return racket_error(message, EXN_FAIL_FILESYSTEM_EXISTS)


def filesystem_error(message: str) -> Raise:
    return racket_error(message, EXN_FAIL_FILESYSTEM)
