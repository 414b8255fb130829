"""racket/match: `match`, `match*`, `match/values`, `match-define`, `match-define-values`, `match-lambda`,
`match-lambda*`, `match-lambda**`, `match-let`, `match-let*`, `match-let-values` and `match-let*-values`.

The forms: `match` and `match*` are lowered into core forms wherever they are
(match_lowering.py, which reports their bad syntax); the others here are derived forms
that expand into them. A clause whose pattern the lowering does not translate keeps the
matchers of match_patterns.py.

Patterns
    _  id  literal (number, string, boolean, char, keyword)  'datum  `quasi-pattern
    (list p ...)  (list-rest p ... tail) = (list* p ... tail)  (cons p p)  (vector p ...)
    (box p)  (? pred p ...)  (app f p ...)  (and p ...)  (or p ...)  (not p)  (== v [cmp])
    (var id)  (struct name (p ...))  (name p ...) for a struct type `name`
    (regexp rx [p])  (pregexp rx [p])   (need the core's regexp-match)
    (list-no-order p ...)  (hash-table (kp vp) ...)   (the last may take an ellipsis)
In list, list-rest and vector patterns an element may be followed by an ellipsis ``...``,
``___``, ``..k`` or ``__k`` (at least k); the element's variables are then bound to lists.
Several ellipses in one list are matched greedily, backtracking like Racket.

Clauses: ``[pat body ...+]``, ``[pat #:when guard body ...+]``, ``[pat (=> fail) body ...+]``.
A struct pattern finds the struct type in the variable ``struct:name`` (bound by `struct`).
"""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Block, Compiler
from minischeme.values.data import (NIL, Pair, make_pair, Symbol, gensym, is_list, list_to_python, make_list)
from minischeme.expansion.syntax import (L, definition, derived, parts, prim)
from minischeme.values.printer import write_string
from minischeme.values.procedures import Primitive
from minischeme.forms.match_patterns import LAMBDA, MATCH_STAR, S, PatternCompiler, no_match
from minischeme.forms import match_lowering  # noqa: F401  (registers match and match*)


@definition("match-define")
def _match_define_names(c: Compiler, x: Any, blk: Block, loc: Any) -> list[Symbol]:
    return match_define_names(c, x, loc)


def match_define_names(c: Compiler, x: Any, loc: Any) -> list[Symbol]:
    """The variables `(match-define pat expr)` defines, in order."""
    ps = parts(c, x, loc)
    if len(ps) != 3:
        raise c.bad_syntax("match-define", x, loc)
    pc = PatternCompiler(c, None, None, loc, "match-define", names_only=True)
    pc.compile(ps[1][0])
    return list(pc.order)


@derived("match-define")
def expand_match_define(c: Compiler, x: Any, loc: Any) -> Any:
    """`(match-define pat e)` as `(define-values (id ...) (%match* match-define (e) [(pat)
    (values id ...)]))` (one id: a `define`; none: the match, then no values), so that it
    defines its names as `define` does, at the top and in a body alike."""
    names = match_define_names(c, x, loc)
    ps = parts(c, x, loc)
    result = names[0] if len(names) == 1 else L(prim("values"), *names)
    match = L(MATCH_STAR, "match-define", L(ps[2][0]), L(L(ps[1][0]), result))
    if not names:
        return match        # no values: the match alone, as the lowering made it
    if len(names) == 1:
        return L(S("define"), names[0], match)
    return L(S("define-values"), make_list(names), match)


def match_define_values_names(c: Compiler, x: Any, loc: Any) -> list[Symbol]:
    """The variables `(match-define-values (pat ...) expr)` defines, in order."""
    ps = parts(c, x, loc)
    if len(ps) != 3 or not is_list(ps[1][0]):
        raise c.bad_syntax("match-define-values", x, loc)
    pc = PatternCompiler(c, None, None, loc, "match-define-values", names_only=True)
    for pattern in list_to_python(ps[1][0]):
        pc.compile(pattern)
    return list(pc.order)


@definition("match-define-values")
def _match_define_values_names(c: Compiler, x: Any, blk: Block, loc: Any) -> list[Symbol]:
    return match_define_values_names(c, x, loc)


def _no_values_match(values: Any) -> Any:
    raise no_match("match-define-values", values)


NO_VALUES_MATCH = Primitive("match-define-values", _no_values_match, 1, 1)


@derived("match-define-values")
def expand_match_define_values(c: Compiler, x: Any, loc: Any) -> Any:
    """(match-define-values (pat ...) expr): the values of expr matched against the patterns
    in parallel, their variables defined; no match is Racket's error naming the values."""
    names = match_define_values_names(c, x, loc)
    ps = parts(c, x, loc)
    got = gensym("values")
    body = L(S("match"), got,
             L(make_pair(S("list"), ps[1][0]), make_pair(prim("values"), make_list(names))),
             L(S("_"), L(NO_VALUES_MATCH, got)))
    return L(S("define-values"), make_list(names),
             L(prim("call-with-values"), L(LAMBDA, NIL, ps[2][0]), L(LAMBDA, got, body)))


@derived("match/values")
def expand_match_values(c: Compiler, x: Any, loc: Any) -> Any:
    """(match/values expr [(pat ...) body ...] ...): the values of expr matched against each
    clause's patterns in parallel (as one list, so no match is Racket's error naming the
    values as a list: `match/values: no matching clause for '(1 2)`)."""
    ps = parts(c, x, loc)
    if len(ps) < 2:
        raise c.bad_syntax("match/values", x, loc)
    got = gensym("values")
    clauses = []
    for clause, l in ps[2:]:
        if type(clause) is not Pair or not is_list(clause.car):
            raise c.bad_syntax("match/values", x, l or loc)
        clauses.append(make_pair(L(make_pair(S("list"), clause.car)), clause.cdr, clause.loc))
    return L(prim("call-with-values"), L(LAMBDA, NIL, ps[1][0]),
             L(LAMBDA, got, make_pair(MATCH_STAR, make_pair("match/values", make_pair(L(got), make_list(clauses))))))


@derived("match-lambda")
def expand_match_lambda(c: Compiler, x: Any, loc: Any) -> Any:
    arg = gensym("arg")
    clauses = [_wrap_clause(c, cl, l or loc, "match-lambda") for cl, l in parts(c, x, loc)[1:]]
    return L(LAMBDA, L(arg), make_pair(MATCH_STAR, make_pair("match-lambda", make_pair(L(arg), make_list(clauses)))))


@derived("match-lambda*")
def expand_match_lambda_star(c: Compiler, x: Any, loc: Any) -> Any:
    arg = gensym("args")
    clauses = [_wrap_clause(c, cl, l or loc, "match-lambda*") for cl, l in parts(c, x, loc)[1:]]
    return L(LAMBDA, arg, make_pair(MATCH_STAR, make_pair("match-lambda*", make_pair(L(arg), make_list(clauses)))))


@derived("match-lambda**")
def expand_match_lambda_star_star(c: Compiler, x: Any, loc: Any) -> Any:
    """(match-lambda** [(pat ...) body ...] ...): a procedure of as many arguments as the
    first clause has patterns, matching them as `match*` does (a clause of another count
    is `match*`'s syntax error; no match names the arguments as a list)."""
    ps = parts(c, x, loc)
    if len(ps) < 2:
        raise c.syntax_error("match-lambda**: expected at least one clause to match-lambda**"
                             f"\n  in: {write_string(x)}", loc, x)
    first, first_loc = ps[1]
    if type(first) is not Pair or not is_list(first.car):
        raise c.bad_syntax("match-lambda**", x, first_loc or loc)
    args = make_list([gensym("arg") for _ in list_to_python(first.car)])
    return L(LAMBDA, args, make_pair(MATCH_STAR, make_pair("match-lambda**", make_pair(args, x.cdr))))


def _wrap_clause(c: Compiler, clause: Any, loc: Any, who: str) -> Any:
    """[pat rest ...] as the match* clause [(pat) rest ...]."""
    if type(clause) is not Pair:
        raise c.syntax_error(f"{who}: expected more terms starting with any term\n  at: "
                             f"{write_string(clause)}", loc, clause)
    return make_pair(L(clause.car), clause.cdr, clause.loc)


@derived("match-let")
def expand_match_let(c: Compiler, x: Any, loc: Any) -> Any:
    ps = parts(c, x, loc)
    if len(ps) < 3:
        raise c.syntax_error(f"match-let: expected more terms starting with any term\n  at: ()\n"
                             f"  within: {write_string(x)}\n  in: {write_string(x)}", loc, x)
    pats, exprs = [], []
    for b, l in c.list_of(ps[1][0], "match-let", loc):
        bps = c.list_of(b, "match-let", l or loc) if type(b) is Pair else []
        if len(bps) != 2:
            raise c.bad_syntax("match-let", x, loc)
        pats.append(bps[0][0])
        exprs.append(bps[1][0])
    return L(MATCH_STAR, "match-let", make_list(exprs), make_pair(make_list(pats), x.cdr.cdr))


@derived("match-let*")
def expand_match_let_star(c: Compiler, x: Any, loc: Any) -> Any:
    ps = parts(c, x, loc)
    if len(ps) < 3:
        raise c.syntax_error(f"match-let*: expected more terms starting with any term\n  at: ()\n"
                             f"  within: {write_string(x)}\n  in: {write_string(x)}", loc, x)
    bindings = c.list_of(ps[1][0], "match-let*", loc)
    body: Any = make_pair(S("let"), make_pair(NIL, x.cdr.cdr))
    for b, l in reversed(bindings):
        bps = c.list_of(b, "match-let*", l or loc) if type(b) is Pair else []
        if len(bps) != 2:
            raise c.bad_syntax("match-let*", x, loc)
        body = L(MATCH_STAR, "match-let*", L(bps[1][0]), L(L(bps[0][0]), body))
    return body



def _values_bindings(c: Compiler, x: Any, loc: Any, who: str) -> list[tuple[list, Any]]:
    """The clauses `[(pat ...) expr]` of a `match-let-values` or `match-let*-values` form:
    each clause's patterns and expression (Racket's `expected more terms` error for a form
    without a body)."""
    ps = parts(c, x, loc)
    if len(ps) < 3:
        raise c.syntax_error(f"{who}: expected more terms starting with any term\n  at: ()\n"
                             f"  within: {write_string(x)}\n  in: {write_string(x)}", loc, x)
    out = []
    for b, l in c.list_of(ps[1][0], who, loc):
        bps = c.list_of(b, who, l or loc) if type(b) is Pair else []
        if len(bps) != 2 or not is_list(bps[0][0]):
            raise c.bad_syntax(who, x, l or loc)
        out.append((list_to_python(bps[0][0]), bps[1][0]))
    return out


@derived("match-let-values")
def expand_match_let_values(c: Compiler, x: Any, loc: Any) -> Any:
    """(match-let-values ([(pat ...) expr] ...) body ...+): every expr's values bound first
    (by `let-values`: a wrong count is its arity error), then all of them matched against
    all the patterns at once, as Racket's `match*` (no match names the values: one value
    alone, several as a list)."""
    bindings = _values_bindings(c, x, loc, "match-let-values")
    temps = [[gensym("v") for _ in pats] for pats, _ in bindings]
    flat_temps = [t for ts in temps for t in ts]
    flat_pats = [p for pats, _ in bindings for p in pats]
    body = make_pair(S("let"), make_pair(NIL, x.cdr.cdr))
    match = L(MATCH_STAR, "match-let-values", make_list(flat_temps), L(make_list(flat_pats), body))
    return L(S("let-values"), make_list([L(make_list(ts), e) for ts, (_, e) in zip(temps, bindings)]),
             match)


@derived("match-let*-values")
def expand_match_let_star_values(c: Compiler, x: Any, loc: Any) -> Any:
    """(match-let*-values ([(pat ...) expr] ...) body ...+): each clause's values bound and
    matched in turn, so a later expr sees the variables of the patterns before it."""
    bindings = _values_bindings(c, x, loc, "match-let*-values")
    body: Any = make_pair(S("let"), make_pair(NIL, x.cdr.cdr))
    for pats, expr in reversed(bindings):
        temps = [gensym("v") for _ in pats]
        body = L(S("let-values"), L(L(make_list(temps), expr)),
                 L(MATCH_STAR, "match-let*-values", make_list(temps), L(make_list(pats), body)))
    return body
