"""2htdp/web-io, How to Design Programs' teachpack that shows an X-expression in a web
browser: `show-in-browser` is there, so a file requiring the teachpack loads and runs (as
HtDP's exercises of Intermezzo 2 do, their tests never opening a browser), and refuses
when called, a browser being the machine's (sandbox.py)."""
from __future__ import annotations

from .registry import add, library
from .sandbox import _denied

library("2htdp/web-io")

add("show-in-browser", _denied("show-in-browser"))
