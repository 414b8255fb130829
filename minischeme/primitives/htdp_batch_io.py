"""2htdp/batch-io, How to Design Programs' file procedures: `read-file` (the text, less a
last newline), `read-1strings`, `read-lines`, `read-words` and `read-words/line` (words
split at spaces), `read-words-and-numbers/line`, `write-file` (it answers the file's
name); a file name may be the symbol 'stdin or 'standard-in ('stdout, 'standard-out for
`write-file`): the current ports. Errors in the teachpack's words (a file that is not
there: "file "x.txt" not found in "/dir/" [the program's folder]")."""
from __future__ import annotations

import os
import re
from typing import Any

from minischeme.primitives import lookup_primitive
from minischeme.values.data import MString, Symbol, as_str, make_list, make_mstring
from minischeme.values.errors import racket_error
from minischeme.values.file_access import complete, current
from minischeme.values.number_syntax import parse_number
from minischeme.values.printer import display_string, print_string
from minischeme.values.runtime import apply_procedure
from .file_ports import open_output, read_file_text
from .registry import define, library

library("2htdp/batch-io")

_INPUT_DEVICES = ("stdin", "standard-in")
_OUTPUT_DEVICES = ("stdout", "standard-out")
_LINE_END = re.compile(r"\r\n|\r|\n")


def _is_device(f: Any, devices: tuple[str, ...]) -> bool:
    return type(f) is Symbol and f.name in devices


def _check_name(who: str, f: Any, devices: tuple[str, ...]) -> None:
    if not (type(f) is str or type(f) is MString or _is_device(f, devices)):
        choices = ", ".join("'" + d for d in devices)
        raise racket_error(f"{who}: expects a string or one of: {choices} as first argument, "
                           f"given {print_string(f)}")


def _text(who: str, f: Any) -> str:
    """The whole text of the file (or the current input port) ``f`` names."""
    _check_name(who, f, _INPUT_DEVICES)
    if _is_device(f, _INPUT_DEVICES):
        port = apply_procedure(lookup_primitive("current-input-port"), [])
        text = apply_procedure(lookup_primitive("port->string"), [port])
        return as_str(text)
    text = as_str(f)
    full = complete(text)
    current().check(who, text, full, "read")   # a sandbox's refusal before any look at it
    if not os.path.isfile(full):
        folder = os.path.join(os.getcwd(), "")
        raise racket_error(f'{who}: file "{as_str(f)}" not found in "{folder}" '
                           f"[the program's folder]")
    return read_file_text(who, f)[1]


def _lines(text: str) -> list[str]:
    """The lines of a text as `read-line` with 'any reads them (no empty last one)."""
    lines = _LINE_END.split(text)
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def _words(line: str) -> list[str]:
    return [w for w in re.split(r"[ ]+", line.strip()) if w != ""]


def _without_last_newline(text: str) -> str:
    return text[:-1] if text.endswith("\n") else text


@define("read-file", 1)
def read_file(f: Any) -> MString:
    return make_mstring(_without_last_newline(_text("read-file", f)))


@define("read-1strings", 1)
def read_1strings(f: Any) -> Any:
    return make_list([make_mstring(c) for c in _without_last_newline(_text("read-1strings", f))])


@define("read-lines", 1)
def read_lines(f: Any) -> Any:
    return make_list([make_mstring(line) for line in _lines(_text("read-lines", f))])


@define("read-words", 1)
def read_words(f: Any) -> Any:
    return make_list([make_mstring(w) for line in _lines(_text("read-words", f)) for w in _words(line)])


@define("read-words/line", 1)
def read_words_per_line(f: Any) -> Any:
    return make_list([make_list([make_mstring(w) for w in _words(line)])
                      for line in _lines(_text("read-words/line", f))])


@define("read-words-and-numbers/line", 1)
def read_words_and_numbers_per_line(f: Any) -> Any:
    def item(w: str) -> Any:
        n = parse_number(w)
        return make_mstring(w) if n is None else n
    return make_list([make_list([item(w) for w in _words(line)])
                      for line in _lines(_text("read-words-and-numbers/line", f))])


@define("write-file", 2)
def write_file(f: Any, text: Any) -> Any:
    _check_name("write-file", f, _OUTPUT_DEVICES)
    if not (type(text) is str or type(text) is MString):
        raise racket_error(f"write-file: expects a string as second argument, given "
                           f"{print_string(text)}")
    if _is_device(f, _OUTPUT_DEVICES):
        apply_procedure(lookup_primitive("display"), [text])
        return f
    port = open_output("write-file", f, "replace")
    try:
        port.write(display_string(text))
    finally:
        port.close()
    return f
