"""Files (racket/base, racket/file): file ports, `call-with-*-file`, `with-*-file`,
`file->string` and its kin, `display-to-file` and its kin, and the file system
(`file-exists?`, `directory-list`, `delete-file`, `make-directory`, `current-directory`).

Paths are relative to `current-directory`, as in Racket; what a program may read or write
is the running interpreter's FileAccess (values/file_access.py): everything under `run`,
`eval`, `test`, `repl` and the kernels; under `grade` only reads inside the submission's
folder, and a refused access is racket/sandbox's exn:fail (``open-output-file: `write'
access denied for out.txt``). Every other failure is Racket's exn:fail:filesystem, worded
as Racket 8.7 words it (the complete path, the system error and its errno).

A file input port reads the whole file when it is opened (decoded as Racket decodes UTF-8:
each byte that makes no character reads as U+FFFD, and `read-byte` reads the bytes
themselves) into the string ports of sandbox.py; an output port writes
UTF-8 with the line ends it is given.
"""
from __future__ import annotations

import os
from typing import Any, Callable

from minischeme.values.data import EOF, VOID, MString, make_mstring, Symbol, is_list, make_list, sym
from minischeme.values.errors import contract_error
from minischeme.values import file_access as access
from minischeme.values.file_access import complete, current, path_text
from minischeme.values.ports import OutputPort, decode_utf8, file_port, leave, redirect
from minischeme.values.printer import display_string, write_string
from minischeme.values.runtime import apply_procedure, procedure_arity_includes, is_procedure
from .registry import define, library
from .base_lists import keyword_arity_error, split_keywords, to_pylist
from .sandbox import _INPUTS, InputPort, _read_line, _LINE_MODES, read as read_datum

library("racket/base")

_EXISTS = ("error", "append", "update", "can-update", "replace", "truncate", "must-truncate",
           "truncate/replace")
_EXISTS_CONTRACT = "(or/c " + " ".join("'" + f for f in _EXISTS) + ")"
# the access racket/sandbox asks for, by #:exists flag (the others: `write`)
_SANDBOX_MODE = {"append": "write+read", "replace": "write+delete",
                 "truncate/replace": "write+delete", "update": "write+read",
                 "can-update": "write+read"}


# ------------------------------------------------------------------ opening

def read_file_bytes(who: str, path: Any, denied_who: str | None = None) -> tuple[str, bytes]:
    """(complete path, bytes) of the file ``path`` names."""
    text = path_text(who, path)
    full = complete(text)
    current().check(denied_who or "open-input-file", text, full, "read")
    try:
        with open(full, "rb") as f:
            data = f.read()
    except OSError as e:
        raise access.open_error("open-input-file", "cannot open input file", full, e) from None
    return full, data


def read_file_text(who: str, path: Any, denied_who: str | None = None) -> tuple[str, str]:
    """(complete path, text) of the file ``path`` names, decoded as Racket decodes UTF-8
    (each byte that makes no character is U+FFFD); ``denied_who`` names the procedure a
    sandbox refusal names (file->string's is `file-size`, as racket/file checks the size
    first)."""
    full, data = read_file_bytes(who, path, denied_who)
    return full, decode_utf8(data)[0]


def open_input(who: str, path: Any) -> InputPort:
    """An input port over the file ``path`` names, named by its complete path: its bytes,
    read as characters or as bytes."""
    full, data = read_file_bytes(who, path)
    text, raw = decode_utf8(data)
    return InputPort(text, full, raw, kind="file")


def _check_mode(who: str, kw: dict) -> None:
    mode = kw.get("#:mode")
    if mode is not None and not (type(mode) is Symbol and mode.name in ("binary", "text")):
        raise contract_error(who, "(or/c 'binary 'text)", mode)


def _exists_flag(who: str, kw: dict) -> str:
    flag = kw.get("#:exists", sym("error"))
    if not (type(flag) is Symbol and flag.name in _EXISTS):
        raise contract_error(who, _EXISTS_CONTRACT, flag)
    return flag.name


def open_output(who: str, path: Any, exists: str = "error") -> OutputPort:
    """An output port writing to the file ``path`` names, as `open-output-file` opens it
    with ``#:exists exists``."""
    text = path_text(who, path)
    full = complete(text)
    current().check("open-output-file", text, full, _SANDBOX_MODE.get(exists, "write"))
    there = os.path.exists(full)
    if there and exists == "error":
        raise access.exists_error(f"open-output-file: file exists\n  path: {full}")
    if os.path.isdir(full) and exists in ("truncate", "must-truncate", "update", "can-update",
                                          "append"):
        raise access.filesystem_error(f"open-output-file: path is a directory\n  path: {full}\n"
                                      "  system error: path refers to a directory; rkt_err=9")
    if exists in ("must-truncate", "update") and not there:
        raise access.errno_error(f"open-output-file: error opening file\n  path: {full}",
                                 FileNotFoundError(2, "No such file or directory"))
    try:
        if exists in ("replace", "truncate/replace") and there:
            try:
                os.remove(full)
            except OSError as e:
                raise access.errno_error(f"open-output-file: error deleting file\n  path: {full}",
                                         e) from None
        mode = {"append": "a", "update": "r+", "can-update": "r+" if there else "w"}.get(exists, "w")
        stream = open(full, mode, encoding="utf-8", newline="")
    except OSError as e:
        raise access.errno_error(f"open-output-file: error opening file\n  path: {full}",
                                 e) from None
    return file_port(stream, full)


def keywords_expected(count: str, keywords: tuple[str, ...]) -> str:
    """The `expected:` of Racket's arity error for a procedure taking ``count`` arguments
    and optional ``keywords``: `1 plus optional arguments with keywords #:a and #:b`."""
    ks = sorted(keywords)
    if len(ks) == 1:
        return f"{count} plus an optional argument with keyword {ks[0]}"
    listed = " and ".join(ks) if len(ks) == 2 else ", ".join(ks[:-1]) + ", and " + ks[-1]
    return f"{count} plus optional arguments with keywords {listed}"


def _positional(who: str, args: tuple, allowed: tuple[str, ...], n: int,
                expected: str = "") -> tuple[list, dict]:
    positional, kw = split_keywords(who, args, allowed)
    if len(positional) != n:
        raise keyword_arity_error(who, keywords_expected(str(n), allowed), args,
                                  len(positional), bool(kw))
    return positional, kw


def _check_proc(who: str, proc: Any, arity: int, contract: str) -> None:
    if not is_procedure(proc) or not procedure_arity_includes(proc, arity):
        raise contract_error(who, contract, proc)


# ------------------------------------------------------------------ input

@define("open-input-file", 0, None)
def open_input_file(*args: Any) -> InputPort:
    """(open-input-file path [#:mode m]): a port reading the file."""
    (path,), kw = _positional("open-input-file", args, ("#:mode", "#:for-module?"), 1, "1")
    _check_mode("open-input-file", kw)
    return open_input("open-input-file", path)


def _call_with_input(who: str, args: tuple) -> Any:
    (path, proc), kw = _positional(who, args, ("#:mode",), 2, "2")
    path_text(who, path)
    _check_proc(who, proc, 1, "(input-port? . -> . any)")
    _check_mode(who, kw)
    port = open_input(who, path)
    try:
        return apply_procedure(proc, [port])
    finally:
        port.closed = True


for _name in ("call-with-input-file", "call-with-input-file*"):
    define(_name, 0, None)((lambda who: lambda *a: _call_with_input(who, a))(_name))


@define("with-input-from-file", 0, None)
def with_input_from_file(*args: Any) -> Any:
    """(with-input-from-file path thunk): thunk's result, with the file as current input."""
    (path, thunk), kw = _positional("with-input-from-file", args, ("#:mode",), 2, "2")
    path_text("with-input-from-file", path)
    _check_proc("with-input-from-file", thunk, 0, "(-> any)")
    _check_mode("with-input-from-file", kw)
    port = open_input("with-input-from-file", path)
    depth = len(_INPUTS)
    _INPUTS.append(port)
    try:
        return apply_procedure(thunk, [])
    finally:
        leave(_INPUTS, port, depth)
        port.closed = True


@define("port-closed?", 1)
def port_closed_p(port: Any) -> bool:
    if type(port) is not InputPort and type(port) is not OutputPort:
        raise contract_error("port-closed?", "port?", port)
    return port.closed


@define("close-output-port", 1)
def close_output_port(port: Any) -> Any:
    """Close the port (a file port's file is complete then)."""
    if type(port) is not OutputPort:
        raise contract_error("close-output-port", "output-port?", port)
    port.close()
    return VOID


# ------------------------------------------------------------------ output

_OUTPUT_KEYWORDS = ("#:exists", "#:mode", "#:permissions")


@define("open-output-file", 0, None)
def open_output_file(*args: Any) -> OutputPort:
    """(open-output-file path [#:exists flag]): a port writing the file."""
    (path,), kw = _positional("open-output-file", args, _OUTPUT_KEYWORDS, 1, "1")
    path_text("open-output-file", path)
    _check_mode("open-output-file", kw)
    return open_output("open-output-file", path, _exists_flag("open-output-file", kw))


def _call_with_output(who: str, args: tuple) -> Any:
    (path, proc), kw = _positional(who, args, _OUTPUT_KEYWORDS, 2, "2")
    path_text(who, path)
    _check_proc(who, proc, 1, "(output-port? . -> . any)")
    _check_mode(who, kw)
    port = open_output(who, path, _exists_flag(who, kw))
    try:
        return apply_procedure(proc, [port])
    finally:
        port.close()


for _name in ("call-with-output-file", "call-with-output-file*"):
    define(_name, 0, None)((lambda who: lambda *a: _call_with_output(who, a))(_name))


@define("with-output-to-file", 0, None)
def with_output_to_file(*args: Any) -> Any:
    """(with-output-to-file path thunk [#:exists flag]): thunk's result; what it prints
    goes to the file."""
    (path, thunk), kw = _positional("with-output-to-file", args, _OUTPUT_KEYWORDS, 2, "2")
    path_text("with-output-to-file", path)
    _check_proc("with-output-to-file", thunk, 0, "(-> any)")
    _check_mode("with-output-to-file", kw)
    port = open_output("with-output-to-file", path, _exists_flag("with-output-to-file", kw))
    try:
        with redirect(port):
            return apply_procedure(thunk, [])
    finally:
        port.close()


# ------------------------------------------------------------------ racket/file

library("racket/file")


def _one_path(who: str, args: tuple, allowed: tuple[str, ...]) -> tuple[Any, dict]:
    (path,), kw = _positional(who, args, allowed, 1, "1")
    path_text(who, path)
    _check_mode(who, kw)
    return path, kw


@define("file->string", 0, None)
def file_to_string(*args: Any) -> MString:
    """The file's text."""
    path, _ = _one_path("file->string", args, ("#:mode",))
    return make_mstring(read_file_text("file->string", path, "file-size")[1])


@define("file->bytes", 0, None)
def file_to_bytes(*args: Any) -> bytearray:
    """The file's bytes."""
    path, _ = _one_path("file->bytes", args, ("#:mode",))
    text = path_text("file->bytes", path)
    full = complete(text)
    current().check("file-size", text, full, "read")
    try:
        with open(full, "rb") as f:
            return bytearray(f.read())
    except OSError as e:
        raise access.open_error("open-input-file", "cannot open input file", full, e) from None


@define("file->lines", 0, None)
def file_to_lines(*args: Any) -> Any:
    """The file's lines, without their line ends (`#:line-mode`, 'any by default)."""
    path, kw = _one_path("file->lines", args, ("#:mode", "#:line-mode"))
    mode = kw.get("#:line-mode", sym("any"))
    if not (type(mode) is Symbol and mode.name in _LINE_MODES):
        raise contract_error("file->lines", "(or/c 'linefeed 'return 'return-linefeed 'any "
                             "'any-one)", mode)
    port = open_input("file->lines", path)
    lines = []
    while (line := _read_line(port, mode.name)) is not EOF:
        lines.append(line)
    return make_list(lines)


@define("file->list", 0, None)
def file_to_list(*args: Any) -> Any:
    """(file->list path [proc]): the data of the file, each read by proc (`read`)."""
    positional, kw = split_keywords("file->list", args, ("#:mode",))
    if len(positional) not in (1, 2):
        raise keyword_arity_error("file->list", keywords_expected("a different number",
                                                                 ("#:mode",)),
                                  args, len(positional), bool(kw))
    path_text("file->list", positional[0])
    _check_mode("file->list", kw)
    reader = positional[1] if len(positional) == 2 else None
    if reader is not None:
        _check_proc("file->list", reader, 1, "(input-port? . -> . any/c)")
    port = open_input("file->list", positional[0])
    items = []
    while True:
        x = read_datum(port) if reader is None else apply_procedure(reader, [port])
        if x is EOF:
            break
        items.append(x)
    return make_list(items)


@define("file->value", 0, None)
def file_to_value(*args: Any) -> Any:
    """The first datum of the file (eof if it has none)."""
    path, _ = _one_path("file->value", args, ("#:mode",))
    return read_datum(open_input("file->value", path))


def _write_file(who: str, args: tuple, render: Callable[[Any], str]) -> Any:
    (value, path), kw = _positional(who, args, ("#:exists", "#:mode"), 2, "2")
    path_text(who, path)
    _check_mode(who, kw)
    port = open_output(who, path, _exists_flag(who, kw))
    try:
        port.write(render(value))
    finally:
        port.close()
    return VOID


@define("display-to-file", 0, None)
def display_to_file(*args: Any) -> Any:
    """(display-to-file v path [#:exists flag]): write v to the file as display does."""
    return _write_file("display-to-file", args, display_string)


@define("write-to-file", 0, None)
def write_to_file(*args: Any) -> Any:
    """(write-to-file v path [#:exists flag]): write v to the file as write does."""
    return _write_file("write-to-file", args, write_string)


@define("display-lines-to-file", 0, None)
def display_lines_to_file(*args: Any) -> Any:
    """(display-lines-to-file lst path [#:separator s #:exists flag]): each element
    displayed, each followed by the separator (a newline)."""
    who = "display-lines-to-file"
    (lst, path), kw = _positional(who, args, ("#:exists", "#:mode", "#:separator"), 2, "2")
    if not is_list(lst):
        raise contract_error(who, "list?", lst)
    path_text(who, path)
    _check_mode(who, kw)
    separator = display_string(kw.get("#:separator", "\n"))
    port = open_output(who, path, _exists_flag(who, kw))
    try:
        for item in to_pylist(lst):
            port.write(display_string(item) + separator)
    finally:
        port.close()
    return VOID
