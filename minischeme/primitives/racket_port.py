"""racket/port: the string and byte-string port procedures programs use that racket/base
lacks (`call-with-input-string`, `call-with-input-bytes`, `call-with-output-bytes`,
`with-output-to-bytes`, `with-input-from-bytes`, `port->bytes`, `port->bytes-lines`,
`port->list`, `display-lines`, `input-port-append`, `open-output-nowhere`), each with
Racket 8.7's errors. `copy-port` is in sandbox.py; `port->string`, `port->lines`,
`with-output-to-string`, `call-with-output-string` and `with-input-from-string` are
racket/base's in minischeme (sandbox.py, control.py), where Racket has them in racket/port.

Ports are string ports (sandbox.InputPort, values/ports.OutputPort): `input-port-append`
takes what is left of its ports when it is made (they are at their end then; with
close-at-eof? true they are closed), not as the appended port reads on.
"""
from __future__ import annotations

from typing import Any

from minischeme.values import ports
from minischeme.values.data import EOF, VOID, MString, make_mstring, as_str, is_list, make_list
from minischeme.values.errors import EXN_FAIL_CONTRACT_ARITY, contract_error, racket_error
from minischeme.values.ports import OutputPort, redirect
from minischeme.values.printer import display_string
from minischeme.values.runtime import apply_procedure, is_procedure, procedure_arity_includes
from .base_lists import keyword_arity_error, refuse_keywords, to_pylist
from .registry import define, library
from .sandbox import (_INPUTS, InputPort, _close, _in, _in_bytes, _line_mode, _port_name, _read_line,
                      _with_keywords, read)

library("racket/port")


def _check_proc(who: str, proc: Any, arity: int, contract: str, args: list | None = None,
                position: int | None = None) -> None:
    if not is_procedure(proc) or not procedure_arity_includes(proc, arity):
        raise contract_error(who, contract, proc, position, args)


def _bytes_arg(who: str, x: Any, args: list) -> bytes:
    if type(x) not in (bytes, bytearray):
        raise contract_error(who, "bytes?", x, 0, args)
    return bytes(x)


# ------------------------------------------------------------------ calling with ports

@define("call-with-input-string", 2)
def call_with_input_string(text: Any, proc: Any) -> Any:
    """(call-with-input-string str proc): proc called with a port reading str; its values."""
    chars = as_str(text)
    if chars is None:
        raise contract_error("call-with-input-string", "string?", text, 0, [text, proc])
    _check_proc("call-with-input-string", proc, 1, "(input-port? . -> . any)", [text, proc], 1)
    return apply_procedure(proc, [InputPort(chars)])


@define("call-with-input-bytes", 2)
def call_with_input_bytes(data: Any, proc: Any) -> Any:
    """(call-with-input-bytes bstr proc): proc called with a port reading the bytes."""
    raw = _bytes_arg("call-with-input-bytes", data, [data, proc])
    _check_proc("call-with-input-bytes", proc, 1, "(input-port? . -> . any)", [data, proc], 1)
    text, escaped = ports.decode_utf8(raw)
    return apply_procedure(proc, [InputPort(text, "string", escaped)])


@define("with-input-from-bytes", 2)
def with_input_from_bytes(data: Any, thunk: Any) -> Any:
    """(with-input-from-bytes bstr thunk): thunk called with the current input port reading
    the bytes."""
    raw = _bytes_arg("with-input-from-bytes", data, [data, thunk])
    _check_proc("with-input-from-bytes", thunk, 0, "(-> any)", [data, thunk], 1)
    text, escaped = ports.decode_utf8(raw)
    _INPUTS.append(InputPort(text, "string", escaped))
    try:
        return apply_procedure(thunk, [])
    finally:
        _INPUTS.pop()


@define("call-with-output-bytes", 1)
def call_with_output_bytes(proc: Any) -> bytearray:
    """What proc writes to the string port it is given, as a new byte string."""
    _check_proc("call-with-output-bytes", proc, 1, "(output-port? . -> . any)")
    port = OutputPort()
    apply_procedure(proc, [port])
    return bytearray(port.getbytes())


@define("with-output-to-bytes", 1)
def with_output_to_bytes(thunk: Any) -> bytearray:
    """What thunk prints, as a new byte string."""
    _check_proc("with-output-to-bytes", thunk, 0, "(-> any)")
    port = OutputPort()
    with redirect(port):
        apply_procedure(thunk, [])
    return bytearray(port.getbytes())


# ------------------------------------------------------------------ reading all of a port

@define("port->bytes", 0, None)
def port_to_bytes(*args: Any) -> bytearray:
    """(port->bytes [in #:close? close?]): the rest of the port's bytes."""
    positional, kw = _with_keywords("port->bytes", args, ("#:close?",), 1)
    p = _in_bytes("port->bytes", tuple(positional))
    src = p.text if p.raw is None else p.raw
    data = ports.utf8_bytes(src[p.pos:])[p.bpos:]
    p.pos, p.bpos = len(p.text), 0
    _close(p, kw)
    return bytearray(data)


@define("port->bytes-lines", 0, None)
def port_to_bytes_lines(*args: Any) -> Any:
    """(port->bytes-lines [in #:line-mode mode #:close? close?]): the rest of the port's
    lines, as byte strings."""
    positional, kw = _with_keywords("port->bytes-lines", args, ("#:close?", "#:line-mode"), 1)
    p = _in("port->bytes-lines", tuple(positional))
    mode = _line_mode("port->bytes-lines", kw)
    lines = []
    while True:
        start = p.pos
        line = _read_line(p, mode)
        if line is EOF:
            break
        src = p.text if p.raw is None else p.raw
        lines.append(bytearray(ports.utf8_bytes(src[start:start + len(as_str(line))])))
    _close(p, kw)
    return make_list(lines)


@define("port->list", 0, None)
def port_to_list(*args: Any) -> Any:
    """(port->list [r in]): the values r reads from the port (read by default) up to eof."""
    refuse_keywords("port->list", args)
    if len(args) > 2:
        raise racket_error("port->list: arity mismatch;\n the expected number of arguments does "
                           f"not match the given number\n  given: {len(args)}",
                           EXN_FAIL_CONTRACT_ARITY)
    reader = args[0] if args else None
    if reader is not None:
        _check_proc("port->list", reader, 1, "(procedure-arity-includes/c 1)")
    p = _in("port->list", args, 1)
    items = []
    while True:
        x = read(p) if reader is None else apply_procedure(reader, [p])
        if x is EOF:
            return make_list(items)
        items.append(x)


@define("display-lines", 1, None)
def display_lines(*args: Any) -> Any:
    """(display-lines lst [out #:separator sep]): each element displayed, sep (a newline)
    after each."""
    positional, kw = _with_keywords("display-lines", args, ("#:separator",), 2)
    if not positional:
        raise keyword_arity_error("display-lines", "", args, 0, bool(kw))
    lst = positional[0]
    if not is_list(lst):
        raise contract_error("display-lines", "list?", lst)
    out = positional[1] if len(positional) > 1 else ports.current_output()
    if type(out) is not OutputPort:
        raise contract_error("display-lines", "output-port?", out)
    sep = display_string(kw.get("#:separator", make_mstring("\n")))
    out.write("".join(display_string(x) + sep for x in to_pylist(lst)))
    return VOID


# ------------------------------------------------------------------ made ports

@define("input-port-append", 1, None)
def input_port_append(close_at_eof: Any, *ins: Any) -> InputPort:
    """(input-port-append close-at-eof? in ...): a port reading what is left of each port in
    turn (taken when it is made; the ports are closed then when close-at-eof? is true)."""
    escaped = []
    for p in ins:
        if type(p) is not InputPort:
            raise contract_error("input-port-append", "input-port?", p)
    for p in ins:
        if p.closed:
            continue
        if p.bpos:
            p.settle()
        escaped.append((p.text if p.raw is None else p.raw)[p.pos:])
        p.pos, p.read_ahead = len(p.text), None
        if close_at_eof is not False and p is not _INPUTS[0]:
            p.closed = True
    joined = "".join(escaped)
    text = ports.racket_text(joined)
    return InputPort(text, "", None if text is joined else joined, kind="custom")


class _Nowhere:
    """What `open-output-nowhere`'s port writes to: nothing."""

    def write(self, text: str) -> None:
        pass

    def flush(self) -> None:
        pass


@define("open-output-nowhere", 0, 2)
def open_output_nowhere(name: Any = None, special_ok: Any = True) -> OutputPort:
    """(open-output-nowhere [name special-ok?]): an output port that discards what is
    written to it."""
    port = OutputPort(_Nowhere(), "nowhere" if name is None else _port_name(name))
    port.keeps_bytes = True
    return port
