"""`load`: in student files it almost always loads the Simply Scheme library.

`(load "…/simply.scm")`, with any path, brings in the simply-scheme library as the
course's set-up instructions intend; so does `(load "…/functions.scm")`, the book's other
set-up file (its chapter 2 `functions` program, which loads simply.scm: the book tells
students to load both, and many files begin so). Its `functions` program, which reads the
keyboard, is not provided. Loading other files is not offered: submissions are
graded without file access. `(include "file")` is refused the same way where no file may
be read; in a module where files may be read, pass 1 splices the file's forms in its
place (``Interpreter._included``) and this compiler never sees it.
"""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.values.data import VOID
from minischeme.expansion.syntax import derived, parts
from minischeme.values.printer import write_string


@derived("load")
def expand_load(c: Compiler, x: Any, loc: Any) -> Any:
    ps = parts(c, x, loc)
    if len(ps) != 2 or type(ps[1][0]) is not str:
        raise c.bad_syntax("load", x, loc)
    path = ps[1][0]
    if path.endswith(("simply.scm", "simply.rkt", "/functions.scm")) or path == "functions.scm":
        c.ns.require("simply-scheme", loc, c)
        return VOID
    raise c.syntax_error(f"load: minischeme loads only the Simply Scheme library (simply.scm); "
                         f"put the code of {write_string(path)} in this file\n  in: {write_string(x)}",
                         loc, x)


@derived("include")
def expand_include(c: Compiler, x: Any, loc: Any) -> Any:
    """`(include "file")` would read another file's code into this one: refused."""
    ps = parts(c, x, loc)
    if len(ps) != 2 or type(ps[1][0]) is not str:
        raise c.bad_syntax("include", x, loc)
    raise c.syntax_error(f"include: minischeme includes no other files; put the code of "
                         f"{write_string(ps[1][0])} in this file\n  in: {write_string(x)}",
                         loc, x)
