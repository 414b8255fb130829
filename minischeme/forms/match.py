"""racket/match: `match`, `match*`, `match-define`, `match-define-values`, `match-lambda`,
`match-lambda*`, `match-let` and `match-let*`.

The forms and their clauses: each clause's patterns are matchers (match_patterns.py), its
guard and body compiled in the block of its variables; inside a procedure and at module
level the forms are lowered into core forms instead (match_lowering.py).

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
from minischeme.values.data import (NIL, Pair, Symbol, gensym, is_list, list_to_python, make_list, sym)
from minischeme.expansion.syntax import (LOWERINGS, SPECIAL_FORMS, L, definition, derived, parts, prim, special)
from minischeme.values.printer import write_string
from minischeme.values.procedures import Primitive
from minischeme.values.runtime import TailCall, apply_procedure, single_value
from minischeme.forms.match_patterns import (ARROW, LAMBDA, MATCH_STAR, S, MatchFailure,  # noqa: F401
                                             PatternCompiler, keyword_name, no_match)
from minischeme.forms.match_lowering import lower_match, lower_match_star  # noqa: F401


# ------------------------------------------------------------------ clauses

class Clause:
    __slots__ = ("matchers", "guard", "body", "fail_slot")

    def __init__(self, matchers: list, guard: Any, body: Any, fail_slot: int | None) -> None:
        self.matchers = matchers
        self.guard = guard
        self.body = body
        self.fail_slot = fail_slot


def compile_clause(c: Compiler, who: str, pats: list, rest: list, clause: Any, blk: Block,
                   tail: bool, loc: Any) -> Clause:
    """``pats``: the clause's patterns (one per value); ``rest``: what follows them."""
    guard_form = None
    fail_id = None
    if rest and keyword_name(rest[0][0]) == "when":
        if len(rest) < 2:
            raise c.syntax_error(f"match: expected at least one expression on the right-hand side "
                                 f"after #:when clause\n  in: {write_string(clause)}", loc, clause)
        guard_form = rest[1]
        rest = rest[2:]
        if not rest:
            raise c.syntax_error(f"match: expected at least one expression on the right-hand side "
                                 f"after #:when clause\n  in: {write_string(clause)}", loc, clause)
    if (rest and type(rest[0][0]) is Pair and rest[0][0].car is ARROW and type(rest[0][0].cdr) is Pair
            and type(rest[0][0].cdr.car) is Symbol):
        fail_id = rest[0][0].cdr.car
        rest = rest[1:]
    if not rest:
        raise c.syntax_error(f"match: expected at least one expression on the right-hand side\n"
                             f"  in: {write_string(clause)}", loc, clause)
    pblk = Block(blk, blk.frame, False)
    pc = PatternCompiler(c, blk, pblk, loc, who)
    matchers = [pc.compile(p) for p in pats]
    guard = c.comp(guard_form[0], pblk, False, guard_form[1] or loc) if guard_form else None
    fail_slot = pblk.add(fail_id) if fail_id is not None else None
    body = c.comp_body(rest, pblk, tail and fail_id is None, loc, who, clause)
    return Clause(matchers, guard, body, fail_slot)


def _run_with_fail(clause: Clause, f: list) -> tuple[bool, Any]:
    """Run a `(=> id)` clause's body; (False, None) if it called its failure procedure."""
    token = object()

    def fail() -> Any:
        raise MatchFailure(token)
    f[clause.fail_slot] = Primitive("match-fail", fail, 0, 0)
    try:
        r = clause.body(f)
        if type(r) is TailCall:
            r = apply_procedure(r.proc, r.args)
        return True, r
    except MatchFailure as e:
        if e.token is not token:
            raise
        return False, None


def match_node(c: Compiler, who: str, values: list, clauses: list[Clause]) -> Any:
    """The node that evaluates ``values`` then tries the clauses in order."""
    nvals = len(values)
    simple = all(cl.fail_slot is None for cl in clauses)
    if nvals == 1:
        value = values[0]
        table = [(cl.matchers[0], cl.guard, cl.body) for cl in clauses]
        if simple:
            def match1(f: list) -> Any:
                v = single_value(value(f))
                for m, guard, body in table:
                    if m(v, f) and (guard is None or guard(f) is not False):
                        return body(f)
                raise no_match(who, v)
            return match1

    def match_n(f: list) -> Any:
        vs = [single_value(v(f)) for v in values]
        for cl in clauses:
            ok = True
            for m, v in zip(cl.matchers, vs):
                if not m(v, f):
                    ok = False
                    break
            if not ok or (cl.guard is not None and cl.guard(f) is False):
                continue
            if cl.fail_slot is None:
                return cl.body(f)
            done, r = _run_with_fail(cl, f)
            if done:
                return r
        raise no_match(who, vs[0] if nvals == 1 else make_list(vs))
    return match_n


# ------------------------------------------------------------------ the forms

@special("match")
def form_match(c: Compiler, x: Any, blk: Block, tail: bool, loc: Any) -> Any:
    ps = parts(c, x, loc)
    if len(ps) < 2:
        raise c.bad_syntax("match", x, loc)
    value = c.comp(ps[1][0], blk, False, ps[1][1])
    clauses = []
    for clause, l in ps[2:]:
        cps = c.list_of(clause, "match", l or loc) if type(clause) is Pair else []
        if not cps:
            raise c.syntax_error(f"match: expected more terms starting with any term\n  at: "
                                 f"{write_string(clause)}\n  in: {write_string(x)}", l or loc, x)
        shown = Pair(L(cps[0][0]), clause.cdr)  # Racket shows the clause as match* sees it
        clauses.append(compile_clause(c, "match", [cps[0][0]], cps[1:], shown, blk, tail, l or loc))
    return match_node(c, "match", [value], clauses)


@special("match*")
def form_match_star(c: Compiler, x: Any, blk: Block, tail: bool, loc: Any) -> Any:
    return _match_star(c, "match*", x, parts(c, x, loc)[1:], blk, tail, loc)


def _form_match_star_internal(c: Compiler, x: Any, blk: Block, tail: bool, loc: Any) -> Any:
    ps = parts(c, x, loc)
    return _match_star(c, ps[1][0], x, ps[2:], blk, tail, loc)


SPECIAL_FORMS[MATCH_STAR] = _form_match_star_internal


def _match_star(c: Compiler, who: str, x: Any, ps: list, blk: Block, tail: bool, loc: Any) -> Any:
    if not ps:
        raise c.bad_syntax(who, x, loc)
    exprs = c.list_of(ps[0][0], who, loc)
    values = [c.comp(e, blk, False, l or loc) for e, l in exprs]
    clauses = []
    for clause, l in ps[1:]:
        cps = c.list_of(clause, who, l or loc) if type(clause) is Pair else []
        if not cps:
            raise c.syntax_error(f"{who}: expected more terms starting with any term\n  at: "
                                 f"{write_string(clause)}\n  in: {write_string(x)}", l or loc, x)
        pats = c.list_of(cps[0][0], who, l or loc) if cps[0][0] is not NIL else []
        if len(pats) != len(values):
            raise c.syntax_error(f"match: wrong number of match clauses, expected {len(values)} and "
                                 f"got {len(pats)}\n  in: {write_string(cps[0][0])}", l or loc, x)
        clauses.append(compile_clause(c, who, [p for p, _ in pats], cps[1:], clause, blk, tail,
                                      l or loc))
    return match_node(c, who, values, clauses)


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
             L(Pair(S("list"), ps[1][0]), Pair(prim("values"), make_list(names))),
             L(S("_"), L(NO_VALUES_MATCH, got)))
    return L(S("define-values"), make_list(names),
             L(prim("call-with-values"), L(LAMBDA, NIL, ps[2][0]), L(LAMBDA, got, body)))


@derived("match-lambda")
def expand_match_lambda(c: Compiler, x: Any, loc: Any) -> Any:
    arg = gensym("arg")
    clauses = [_wrap_clause(c, cl, l or loc, "match-lambda") for cl, l in parts(c, x, loc)[1:]]
    return L(LAMBDA, L(arg), Pair(MATCH_STAR, Pair("match-lambda", Pair(L(arg), make_list(clauses)))))


@derived("match-lambda*")
def expand_match_lambda_star(c: Compiler, x: Any, loc: Any) -> Any:
    arg = gensym("args")
    clauses = [_wrap_clause(c, cl, l or loc, "match-lambda*") for cl, l in parts(c, x, loc)[1:]]
    return L(LAMBDA, arg, Pair(MATCH_STAR, Pair("match-lambda*", Pair(L(arg), make_list(clauses)))))


def _wrap_clause(c: Compiler, clause: Any, loc: Any, who: str) -> Any:
    """[pat rest ...] as the match* clause [(pat) rest ...]."""
    if type(clause) is not Pair:
        raise c.syntax_error(f"{who}: expected more terms starting with any term\n  at: "
                             f"{write_string(clause)}", loc, clause)
    return Pair(L(clause.car), clause.cdr, clause.loc)


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
    return L(MATCH_STAR, "match-let", make_list(exprs), Pair(make_list(pats), x.cdr.cdr))


@derived("match-let*")
def expand_match_let_star(c: Compiler, x: Any, loc: Any) -> Any:
    ps = parts(c, x, loc)
    if len(ps) < 3:
        raise c.syntax_error(f"match-let*: expected more terms starting with any term\n  at: ()\n"
                             f"  within: {write_string(x)}\n  in: {write_string(x)}", loc, x)
    bindings = c.list_of(ps[1][0], "match-let*", loc)
    body: Any = Pair(S("let"), Pair(NIL, x.cdr.cdr))
    for b, l in reversed(bindings):
        bps = c.list_of(b, "match-let*", l or loc) if type(b) is Pair else []
        if len(bps) != 2:
            raise c.bad_syntax("match-let*", x, loc)
        body = L(MATCH_STAR, "match-let*", L(bps[1][0]), L(L(bps[0][0]), body))
    return body


# `match` under a name that no module gates, for expansions that need it where racket/match
# is not required (rackunit's check-match)
SPECIAL_FORMS[sym("%match")] = SPECIAL_FORMS[sym("match")]
LOWERINGS[sym("%match")] = LOWERINGS[sym("match")]
