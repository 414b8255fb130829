"""`#lang eopl`'s SLLGEN forms: `sllgen:make-define-datatypes`,
`sllgen:make-string-parser`, `sllgen:make-string-scanner`, `sllgen:list-define-datatypes`
and `sllgen:show-define-datatypes` (the generator itself: primitives/sllgen.py).

As in Racket, they are forms whose scanner spec and grammar are known when they are
expanded: each is a quoted datum or the name of an earlier module-level
`(define name 'datum)`, which eopl's `define` remembers at compile time (here: the
definition hook of `define`, wrapped below, records it while a module's definitions are
collected). A parser's reductions call the variants' constructors by name in the module
that made it, when it parses. A stream parser reads standard input, for
sllgen:make-rep-loop (the only maker of SLLGEN's character streams).
"""
from __future__ import annotations

import weakref
from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.expansion.syntax import DEFINITIONS, L, derived, parts, prim
from minischeme.primitives import sllgen
from minischeme.values.data import NIL, Pair, make_pair, Symbol, as_str, list_to_python, make_list, sym
from minischeme.values.errors import SchemeSyntaxError, contract_error
from minischeme.values.printer import write_string
from minischeme.values.procedures import Primitive
from minischeme.values.runtime import apply_procedure

_QUOTE = sym("quote")
# how Racket names the procedures SLLGEN makes (Racket names a scanner `s` when it is
# `(define s (sllgen:make-string-scanner ...))`, by inference through the macro: not here)
PARSER_NAME = ".../private/sllgen.rkt:1371:2"
SCANNER_NAME = ".../private/sllgen.rkt:138:18"


class _ModuleState:
    """One module's SLLGEN compile-time state: the quoted definitions seen so far, the
    name counter, and each form's expansion (a module compiled twice expands it once)."""

    def __init__(self) -> None:
        self.quoted: dict[Symbol, Any] = {}
        self.gensym = sllgen.Gensym()
        self.expansions: dict[int, tuple[Any, Any]] = {}


_STATES: "weakref.WeakKeyDictionary[Any, _ModuleState]" = weakref.WeakKeyDictionary()


def _state(c: Compiler) -> _ModuleState:
    state = _STATES.get(c.ns)
    if state is None:
        state = _STATES[c.ns] = _ModuleState()
    return state


_define_names = DEFINITIONS["define"]


def _define_names_remembering_quotes(c: Any, x: Any, blk: Any, loc: Any) -> Any:
    """`define`'s names; in #lang eopl a `(define name 'datum)` at module level is also
    remembered, for the SLLGEN forms (eopl's own `define` does this)."""
    names = _define_names(c, x, blk, loc)
    if blk.parent is None and "eopl" in getattr(c.ns, "enabled_modules", ()):
        rest = x.cdr
        if (type(rest) is Pair and type(rest.car) is Symbol and type(rest.cdr) is Pair
                and rest.cdr.cdr is NIL and type(rest.cdr.car) is Pair and rest.cdr.car.car is _QUOTE
                and type(rest.cdr.car.cdr) is Pair):
            _state(c).quoted[rest.car] = rest.cdr.car.cdr.car
    return names


DEFINITIONS["define"] = _define_names_remembering_quotes


def _tables(c: Compiler, x: Any, loc: Any) -> tuple[list, list]:
    """The scanner spec and the grammar a form names, as Python lists."""
    ps = parts(c, x, loc)
    if len(ps) != 3:
        raise c.bad_syntax(x.car.name, x, loc)
    out = []
    for (arg, arg_loc), what in zip(ps[1:], ("scanner", "grammar")):
        state = _state(c)
        if type(arg) is Symbol and arg in state.quoted:
            out.append(sllgen.to_python(state.quoted[arg]))
        elif type(arg) is Pair and arg.car is _QUOTE and type(arg.cdr) is Pair:
            out.append(sllgen.to_python(arg.cdr.car))
        else:
            raise SchemeSyntaxError(f"{x.car.name}: bad {what} specification\n  at: "
                                    f"{write_string(arg)}\n  in: {write_string(x)}", arg_loc or loc, x)
    return out[0], out[1]


def _once(c: Compiler, x: Any, loc: Any, build: Any) -> Any:
    """The expansion of ``x``, built once per module (it consumes generated names)."""
    state = _state(c)
    known = state.expansions.get(id(x))
    if known is None or known[0] is not x:
        known = state.expansions[id(x)] = (x, build(*_tables(c, x, loc), state.gensym))
    return known[1]


@derived("sllgen:make-define-datatypes")
def expand_make_define_datatypes(c: Compiler, x: Any, loc: Any) -> Any:
    """A define-datatype for each non-terminal, its variants the grammar's productions."""
    return _once(c, x, loc, lambda spec, grammar, gensym:
                 make_pair(sym("begin"), make_list(sllgen.datatype_definitions(spec, grammar, gensym))))


@derived("sllgen:list-define-datatypes")
def expand_list_define_datatypes(c: Compiler, x: Any, loc: Any) -> Any:
    """The define-datatype forms make-define-datatypes would make, as a quoted list."""
    return _once(c, x, loc, lambda spec, grammar, gensym:
                 L(_QUOTE, make_list(sllgen.datatype_definitions(spec, grammar, gensym))))


@derived("sllgen:show-define-datatypes")
def expand_show_define_datatypes(c: Compiler, x: Any, loc: Any) -> Any:
    """Pretty-print each of those forms."""
    return _once(c, x, loc, lambda spec, grammar, gensym:
                 L(prim("for-each"), prim("pretty-write"),     # (eopl prints as write does)
                   L(_QUOTE, make_list(sllgen.datatype_definitions(spec, grammar, gensym)))))


def _scanner(spec: list, grammar: list, gensym: sllgen.Gensym) -> list:
    sllgen.check_grammar(grammar)
    return sllgen.parse_scanner_spec(sllgen.literal_scanner_spec(grammar, gensym) + spec)


@derived("sllgen:make-string-scanner")
def expand_make_string_scanner(c: Compiler, x: Any, loc: Any) -> Any:
    """A procedure from a string to its tokens, each (class data line)."""
    def build(spec: list, grammar: list, gensym: sllgen.Gensym) -> Any:
        start = _scanner(spec, grammar, gensym)
        return L(_QUOTE, Primitive(SCANNER_NAME, lambda text: sllgen.scan_all(start, _text(text)), 1, 1))
    return _once(c, x, loc, build)


@derived("sllgen:make-string-parser")
def expand_make_string_parser(c: Compiler, x: Any, loc: Any) -> Any:
    """A procedure from a string to its tree, built by the variants' constructors."""
    def build(spec: list, grammar: list, gensym: sllgen.Gensym) -> Any:
        tables = sllgen.ParserTables(grammar, gensym)      # (Racket: the parser's names first)
        start = sllgen.parse_scanner_spec(sllgen.literal_scanner_spec(grammar, gensym) + spec)
        actions = list(dict.fromkeys(p[2] for p in grammar))

        def make(constructors: Any) -> Primitive:
            def parse(text: Any) -> Any:
                procs = list_to_python(apply_procedure(constructors, []))
                return sllgen.parse_string(tables, start, dict(zip(actions, procs)), _text(text))
            return Primitive(PARSER_NAME, parse, 1, 1)
        maker = Primitive("sllgen:make-string-parser", make, 1, 1)
        return L(maker, L(sym("lambda"), NIL, make_pair(prim("list"), make_list(actions))))
    return _once(c, x, loc, build)


@derived("sllgen:make-stream-parser")
def expand_make_stream_parser(c: Compiler, x: Any, loc: Any) -> Any:
    """A parser of standard input, for sllgen:make-rep-loop."""
    def build(spec: list, grammar: list, gensym: sllgen.Gensym) -> Any:
        tables = sllgen.ParserTables(grammar, gensym)
        start = sllgen.parse_scanner_spec(sllgen.literal_scanner_spec(grammar, gensym) + spec)
        actions = list(dict.fromkeys(p[2] for p in grammar))

        def make(constructors: Any) -> Any:
            return sllgen.StreamParser(tables, start, lambda: dict(zip(
                actions, list_to_python(apply_procedure(constructors, [])))))
        maker = Primitive("sllgen:make-stream-parser", make, 1, 1)
        return L(maker, L(sym("lambda"), NIL, make_pair(prim("list"), make_list(actions))))
    return _once(c, x, loc, build)


@derived("sllgen:make-stream-scanner")
def expand_make_stream_scanner(c: Compiler, x: Any, loc: Any) -> Any:
    """A scanner of SLLGEN's character streams (which programs cannot make)."""
    def build(spec: list, grammar: list, gensym: sllgen.Gensym) -> Any:
        _scanner(spec, grammar, gensym)         # its checks, and its generated names
        return L(_QUOTE, sllgen.StreamScanner())
    return _once(c, x, loc, build)


def _text(v: Any) -> str:
    text = as_str(v)
    if text is None:            # (Racket's scanner fails at string-length)
        raise contract_error("string-length", "string?", v)
    return text
