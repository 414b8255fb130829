"""How to Design Programs' student languages, as `racket FILE` runs a file DrRacket saved.

DrRacket saves a file in a teaching language with a header that names the language
through a reader (reading/student_header.py reads it as `#lang htdp/isl+` and the like);
running/languages.py defines the languages.

Run by `racket`, a student program's tests (`check-expect` and the rest) report nothing:
they are compiled (a name nothing defines is an error) and recorded, and only `minischeme
test` runs them and prints their report, as `raco test` does. Each question a
student writes is checked (``question_lowering``). Results print as the teaching languages
print them (values/htdp_printer.py's ``htdp_print``).
"""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.forms import checks  # noqa: F401  (rackunit's forms register first: _RACKUNIT)
from minischeme.forms import test_engine
from minischeme.compilation.compiler import Block
from minischeme.expansion import teaching
from minischeme.expansion.expander import Builder, form
from minischeme.expansion.syntax import EXPANDERS, QUOTE, L, core_form, derived, lowered_form, parts, prim
from minischeme.values.errors import SchemeSyntaxError, syntax_exn
from minischeme.expansion.teaching_shapes import hide_absent_forms, shape_error
from minischeme.values.data import NIL, Pair, Symbol, list_to_python, make_pair, sym
from minischeme.values.printer import write_string

TEST_FORMS = ("check-expect", "check-random", "check-within", "check-member-of", "check-range",
              "check-satisfied", "check-error")


# rackunit's forms of the same names (check-within), registered by forms/checks.py
_RACKUNIT = {name: EXPANDERS[sym(name)] for name in TEST_FORMS if sym(name) in EXPANDERS}


def _no_report(c: Compiler, x: Any, loc: Any) -> Any:
    """A test form: run by `racket`, a student program's tests report nothing. Outside
    the teaching languages the name is test-engine/racket-tests' form where that is
    required, else rackunit's (check-within)."""
    if test_engine.MODULE in c.ns.enabled_modules and "htdp" not in c.ns.enabled_modules:
        return test_engine.record_test(c, x, loc)
    rackunit = _RACKUNIT.get(x.car.name) if type(x.car) is Symbol else None
    if rackunit is not None and "htdp" not in c.ns.enabled_modules:
        return rackunit(c, x, loc)
    # recorded, not run (`minischeme test` runs them, as `raco test` runs the module's test
    # submodule); a name the test uses that nothing defines is still an error, found in
    # Racket's order (the expected value and the rest, then the tested expression)
    return test_engine.record_test(c, x, loc, tested_last=True)


for _name in TEST_FORMS:
    derived(_name)(_no_report)


@lowered_form(test_engine.TESTED.name)
def lower_tested(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """`(%htdp-tested expr)`: expr, except that a syntax error in it (a name nothing
    defines, a call of a function with too many arguments) fails when the test runs (the
    test reports it), not when the module compiles, as in Racket. Expanded once on trial,
    as forms/macro_testing.py does."""
    ps = parts(c, x, loc)
    expr, eloc = ps[1]
    try:
        Builder(c).root(NIL, [(expr, eloc or loc)], blk, None, eloc or loc, expr, None)
    except SchemeSyntaxError as e:
        return L(prim("raise"), L(QUOTE, syntax_exn(e, c.source).value))
    return expr


core_form(test_engine.CALLED.name)


@form(test_engine.CALLED.name)
def build_called(b: Builder, x: Any, blk: Block, loc: Any) -> Any:
    """`(%htdp-called name)`: the variable ``name``, which the test engine calls
    (check-satisfied's predicate): htdp/bsl lets a function be named there without an open
    parenthesis before it."""
    name = parts(b.c, x, loc)[1][0]
    b.c.callee = name
    try:
        return b.expr(name, blk, loc)
    finally:
        b.c.callee = None


# ------------------------------------------------------------------ questions

# The forms whose questions must answer #true or #false in a teaching language: the
# position of the question in an `if`, `when`, `unless`; every operand of `and`, `or`;
# each clause's question in a `cond`, which fails when none holds.
_IF, _WHEN, _UNLESS, _AND, _OR, _COND, _ELSE = (sym(n) for n in ("if", "when", "unless", "and",
                                                                 "or", "cond", "else"))
_QUOTES = (sym("quote"), sym("quasiquote"))
_SET, _BEGIN = sym("set!"), sym("begin")


def question_lowering(level: str) -> Any:
    """The lowering of a teaching language's modules (running/languages.py): their
    top-level forms (datum, position) with each question written in them checked: `(if q a
    b)` is `(if (%htdp-question "if" q #t) a b)` (#t: the answer printed with list
    abbreviations, as all but htdp/bsl print), and so on; a `cond` with no `else` gets one
    that fails ("cond: all question results were false"). Done on the program's text,
    before expansion, so the code forms expand to is not checked (an `or`'s own `if` tests
    a value, not a question). In htdp/asl a `set!` a student writes answers
    ``%htdp-set!-result`` (printed `(void)`, where a void result prints nothing)."""
    abbreviated = level != "htdp/bsl"
    set_result = level == "htdp/asl"
    names = teaching.provided_names(level)

    def lower_questions(data: list[tuple[Any, Any]]) -> list[tuple[Any, Any]]:
        data = hide_absent_forms(data, level, names, _EXPRESSION_BEGIN)
        return [(_lower(x, abbreviated, set_result, level, names, loc), loc) for x, loc in data]
    return lower_questions


def _question(name: str, p: Pair, abbreviated: bool) -> Pair:
    """The pair ``p`` (its car a question) with the question checked."""
    checked = make_pair(prim("%htdp-question"),
                        make_pair(name, make_pair(p.car, make_pair(abbreviated, NIL, p.loc), p.loc),
                                  p.loc), p.loc)
    return make_pair(checked, p.cdr, p.loc)


def _lower(x: Any, abbreviated: bool, set_result: bool, level: str, names: frozenset,
           loc: Any) -> Any:
    """``x`` (at ``loc``) with its questions checked (``question_lowering``)."""
    if type(x) is not Pair or x.car in _QUOTES:
        return x
    wrong = shape_error(x, level, names, loc)
    if wrong is not None:       # a form of the wrong shape: its error when it is expanded
        return L(_SHAPE_ERROR, wrong[0], wrong[1], x)
    cells, p = [], x
    while type(p) is Pair:
        cells.append(p)
        p = p.cdr
    tail = p
    for cell in reversed(cells):
        tail = make_pair(_lower(cell.car, abbreviated, set_result, level, names, cell.loc), tail, cell.loc)
    x = tail
    head, n = x.car, len(cells)
    if type(head) is not Symbol or p is not NIL:
        return x
    if head is _SET and set_result and n == 3:
        return make_pair(_BEGIN, L(x, L(prim("%htdp-set!-result"))), x.loc)
    if (head is _IF and n == 4) or (head in (_WHEN, _UNLESS) and n >= 3):
        return make_pair(head, _question(head.name, x.cdr, abbreviated), x.loc)
    if head in (_AND, _OR) and n >= 3:
        operands, q = [], x.cdr
        while type(q) is Pair:
            operands.append(q)
            q = q.cdr
        rest: Any = NIL
        for q in reversed(operands):
            rest = _question(head.name, make_pair(q.car, rest, q.loc), abbreviated)
        return make_pair(head, rest, x.loc)
    if head is _COND and n >= 2:
        clauses, q = [], x.cdr
        while type(q) is Pair:
            clauses.append(q)
            q = q.cdr
        if not all(type(c.car) is Pair for c in clauses):
            return x
        rest = NIL
        if clauses[-1].car.car is not _ELSE:
            rest = L(L(_ELSE, L(prim("error"), "cond: all question results were false")))
        for q in reversed(clauses):
            clause = q.car
            if clause.car is not _ELSE:
                clause = _question("cond", clause, abbreviated)
            rest = make_pair(clause, rest, q.loc)
        return make_pair(head, rest, x.loc)
    return x


_SHAPE_ERROR = sym("%htdp-shape-error")
_EXPRESSION_BEGIN = sym("%htdp-begin")


@derived(_EXPRESSION_BEGIN.name)
def _expression_begin(c: Compiler, x: Any, loc: Any) -> Any:
    """htdp/asl's `(begin e ...)` as the student wrote it: an expression, at the top too (not
    spliced), each part an expression (a definition there is "not at the top level")."""
    ps = parts(c, x, loc)[1:]
    if not ps:
        raise c.syntax_error("begin: expected at least one expression after begin, but nothing's "
                             f"there\n  in: {write_string(make_pair(_BEGIN, x.cdr, x.loc))}", loc, x)
    body: Any = NIL
    for e, l in reversed(ps):
        body = make_pair(make_pair(sym("#%expression"), make_pair(e, NIL, l), l), body, l)
    return make_pair(sym("let"), make_pair(NIL, body, loc), loc)


@derived(_SHAPE_ERROR.name)
def _shape_error(c: Compiler, x: Any, loc: Any) -> Any:
    """`(%htdp-shape-error MESSAGE WHERE FORM)`, put by the lowering where a form's shape
    is wrong (expansion/teaching_shapes.py): the syntax error, raised when the form is
    expanded, so errors come in the order Racket finds them."""
    _, message, where, form = list_to_python(x)
    raise c.syntax_error(message, where or loc, form)


# ------------------------------------------------------------------ recur

@derived("recur")
def _recur(c: Compiler, x: Any, loc: Any) -> Any:
    """htdp/isl+'s and htdp/asl's `(recur name ([x e] ...) body)`: a named `let`, the
    loop `name` called at once with the e's."""
    if type(x.cdr) is not Pair or type(x.cdr.car) is not Symbol:
        raise c.bad_syntax("recur", x, loc)
    return make_pair(sym("let"), x.cdr, loc)
