"""wxme: DrRacket's binary file format (a file with pictures or comment boxes in it).

A course's test harness asks `(is-wxme-stream? port)` of a student's file before reading
it, and refuses such a file. minischeme reads text only:

* ``is-wxme-stream?`` peeks (never consumes) whether the port starts with a WXME header
  (`WXME01NN ## `, perhaps after `#reader(lib"read.ss""wxme")`), as Racket's does.
* ``wxme-port->text-port`` and ``wxme-port->port`` of a port that is not WXME raise what
  Racket's raise there: `read-bytes: bad WXME stream; does not start with "WXME"`; of a
  WXME port, exn:fail:unsupported: minischeme does not decode the format.
"""
from __future__ import annotations

import re
from typing import Any

from minischeme.values.errors import EXN_FAIL, EXN_FAIL_UNSUPPORTED, contract_error, racket_error
from .registry import define, library
from .sandbox import InputPort, _in

library("wxme")

_HEADER = re.compile(r'(?:#reader[(]lib"read[.]ss""wxme"[)])?WXME01[0-9][0-9] ##[ \r\n]')


def _port(who: str, port: Any) -> InputPort:
    if type(port) is not InputPort:
        raise contract_error(who, "input-port?", port)
    return _in("peek-bytes-avail!", (port,))     # the procedure Racket's peek names


@define("is-wxme-stream?", 1)
def is_wxme_stream(port: Any) -> bool:
    """Does the port start with a WXME header? (peeked: nothing is consumed)"""
    p = _port("is-wxme-stream?", port)
    return _HEADER.match(p.text, p.pos) is not None


def _convert(who: str, port: Any) -> Any:
    p = _port(who, port)
    if not p.text.startswith("WXME", p.pos):
        raise racket_error('read-bytes: bad WXME stream; does not start with "WXME"', EXN_FAIL)
    raise racket_error(f"{who}: not available in minischeme: it does not decode DrRacket's "
                       "WXME format (save the file as plain text)", EXN_FAIL_UNSUPPORTED)


@define("wxme-port->text-port", 1, 2)
def wxme_port_to_text_port(port: Any, close: Any = True) -> Any:
    """The text of a WXME port (see the module's doc: not decoded here)."""
    return _convert("wxme-port->text-port", port)


@define("wxme-port->port", 1, 3)
def wxme_port_to_port(port: Any, close: Any = True, snip_filter: Any = None) -> Any:
    """A port of a WXME port's content (see the module's doc: not decoded here)."""
    return _convert("wxme-port->port", port)
