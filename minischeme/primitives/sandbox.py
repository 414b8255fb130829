"""Procedures a submission may name but not use: files, processes, the environment, eval.

Racket has them, so a student file that mentions one still loads (as it would in Racket);
calling one raises a clear error instead of touching the machine. This is what keeps the
grader's sandbox: minischeme has no other way out to Python or the operating system.
"""
from __future__ import annotations

from typing import Any

from ..errors import EXN_FAIL_UNSUPPORTED, racket_error
from ..procedures import Primitive
from . import add

DENIED = {
    "racket/base": ["open-input-file", "open-output-file", "call-with-input-file",
                    "call-with-output-file", "with-input-from-file", "with-output-to-file",
                    "file-exists?", "directory-exists?", "delete-file", "rename-file-or-directory",
                    "directory-list", "make-directory", "current-directory", "getenv", "putenv",
                    "eval", "current-namespace", "dynamic-require", "namespace-require",
                    "make-base-namespace", "module->namespace", "current-command-line-arguments",
                    "find-system-path", "tcp-connect", "tcp-listen", "custodian-shutdown-all"],
    "racket/file": ["file->string", "file->lines", "file->list", "file->value", "display-to-file",
                    "write-to-file", "display-lines-to-file", "copy-directory/files",
                    "delete-directory/files", "make-temporary-file"],
    "racket/system": ["system", "system*", "process", "process*", "system/exit-code"],
}


def _denied(name: str) -> Primitive:
    def refuse(*args: Any) -> Any:
        raise racket_error(f"{name}: not available in minischeme: programs run without access to "
                           "files, processes, the network or the environment", EXN_FAIL_UNSUPPORTED)
    return Primitive(name, refuse, 0, None)


for _lib, _names in DENIED.items():
    for _name in _names:
        add(_name, _denied(_name), _lib)
