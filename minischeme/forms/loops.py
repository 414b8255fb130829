"""Racket's `for` loops: what each use means, and its bad syntax in Racket's words.

Forms: for, for/list, for/vector (with #:length and #:fill), for/sum, for/product, for/and,
for/or, for/first, for/last, for/fold and for/foldr (with #:result), for/lists, for/hash,
for/hasheq, for/hasheqv, and the for* variant of each. (Racket 8.7 has no for/count or
for/max.) for/fold/derived, for*/fold/derived, for/foldr/derived and for*/foldr/derived
are the folds whose bad syntax is reported as another form's (a macro's use that expands
into one: primitives/syntax_for_body.py splits such a macro's body).

Clauses: ``[id seq]``, ``[(id ...) seq]`` (multiple-valued sequences such as a hash or
`in-indexed`), and the keywords ``#:when e``, ``#:unless e``, ``#:break e``, ``#:final e``,
``#:do [body ...]`` (its definitions are seen by the clauses and body after it).
Bindings in one group iterate in parallel and stop at the shortest sequence; a keyword
clause (or, in for*, every binding clause) starts a nested group. ``#:break``/``#:final``
may also appear among the body forms.

Every use is lowered into core forms (loop_lowering.py, stepping each kind of sequence as
loop_sequences.py plans; the sequences themselves are primitives/sequences.py's), so the
family has no S-expression compiler. ``lower_for`` and ``lower_for_foldr`` take every
well-formed loop but one shape: a for/fold, for/foldr or for/lists with no accumulators,
whose body gives no values; it is rewritten here into one with a hidden accumulator
(``_without_accumulators``). For a use they refuse, ``check_for`` finds the syntax error,
checking the whole form before any expression in it is expanded, as Racket's macro does:
the accumulators, the clauses, the body's shape.
"""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Block, Compiler
from minischeme.expansion.syntax import L, keyword_misused, lowered_form, parts, prim
from minischeme.forms.loop_lowering import (BREAK, DO, FINAL, FOR_NAMES, _GUARD_KINDS, lower_for,
                                            lower_for_foldr)
from minischeme.forms.match_patterns import keyword_name
from minischeme.values.data import NIL, Pair, make_pair, Symbol, gensym, is_list, list_to_python, make_list, renamed, sym
from minischeme.values.errors import SchemeSyntaxError
from minischeme.values.printer import write_string

_RESULT = sym("#:result")
_VOID = prim("void")


# The forms the lowering writes around a loop's body: a clause's identifier of one of
# these names, which the body sees as its variable, is renamed first (_core_names_renamed)
_LOWERING_FORMS = frozenset(sym(n) for n in ("let", "if", "begin", "quote", "set!", "lambda",
                                             "define", "let-values", "define-values"))
_QUOTE, _QUASIQUOTE = sym("quote"), sym("quasiquote")
_UNQUOTES = frozenset((sym("unquote"), sym("unquote-splicing")))


def _substituted(x: Any, names: dict, depth: int = 0) -> Any:
    """``x`` with each name of ``names`` (not quoted) replaced by its renaming."""
    if type(x) is Symbol:
        return names.get(x, x) if depth == 0 else x
    if type(x) is not Pair:
        return x
    if x.car is _QUOTE and depth == 0:
        return x
    if x.car is _QUASIQUOTE:
        depth += 1
    elif x.car in _UNQUOTES and depth > 0:
        depth -= 1
    return make_pair(_substituted(x.car, names, depth), _substituted(x.cdr, names, depth), x.loc)


def _core_names_renamed(x: Any) -> Any:
    """A loop whose clause binds a name the lowering's own forms use (`(for ([let lets])
    ...)`, as a compiler course's pass names its loop variable) with that identifier renamed
    (a fresh name printed as it) where it is the variable: its clause, the guards and body,
    and in a for* the later clauses. The loop as it was when no clause does."""
    if not is_list(x):
        return x
    items = list_to_python(x)
    at = 1
    while at < len(items) and type(items[at]) is Symbol and items[at].name.startswith("#:"):
        at += 2                             # for/vector's #:length and #:fill
    if any(k in x.car.name for k in ("/fold", "/lists")):
        at += 1                             # the accumulators come first
    if at >= len(items) or not is_list(items[at]):
        return x
    clauses = list_to_python(items[at])
    star = x.car.name.startswith("for*")
    names: dict = {}
    out = []
    after_keyword = False
    for clause in clauses:
        if after_keyword:                   # a #:when, #:do ... clause's expression
            out.append(_substituted(clause, names) if names else clause)
            after_keyword = False
            continue
        after_keyword = type(clause) is Symbol and clause.name.startswith("#:")
        if names and (star or type(clause) is not Pair):
            clause = _substituted(clause, names)
        if type(clause) is Pair and is_list(clause) and len(list_to_python(clause)) == 2:
            ids = clause.car if type(clause.car) is Pair and is_list(clause.car) else L(clause.car)
            fresh = {i: renamed(i) for i in list_to_python(ids) if i in _LOWERING_FORMS}
            if fresh:
                names.update(fresh)
                clause = make_pair(_substituted(clause.car, fresh), clause.cdr, clause.loc)
        out.append(clause)
    if not names:
        return x
    body = [_substituted(item, names) for item in items[at + 1:]]
    return make_list(items[:at] + [make_list(out)] + body)


@lowered_form(*[n for n in FOR_NAMES if "foldr" not in n])
def lower_for_form(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """A `for` loop (any but for/foldr) as core forms; Racket's error for bad syntax."""
    x = _core_names_renamed(x)
    lowered = lower_for(c, x, blk, loc)
    if lowered is None:
        check_for(c, x, loc)
        lowered = lower_for(c, _without_accumulators(c, x, loc), blk, loc)
    return lowered


@lowered_form("for/foldr", "for*/foldr")
def lower_for_foldr_form(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """A for/foldr as core forms; Racket's error for bad syntax."""
    x = _core_names_renamed(x)
    lowered = lower_for_foldr(c, x, blk, loc)
    if lowered is None:
        check_for(c, x, loc)
        lowered = lower_for_foldr(c, _without_accumulators(c, x, loc), blk, loc)
    return lowered


def _without_accumulators(c: Compiler, x: Any, loc: Any) -> Any:
    """A well-formed for/fold, for/foldr or for/lists of no accumulators (`(for/fold
    (#:result r) ...)`) as the same loop (for/lists: for/fold) of one hidden accumulator,
    whose body's last form must give no values (Racket's result arity error otherwise) and
    whose result is ``r``, or no values."""
    items = list_to_python(x)
    spec = list_to_python(items[1])
    kind = x.car.name.split("/", 1)[-1]
    if kind not in ("fold", "foldr", "lists") or any(keyword_name(a) != "result" for a in spec[::2]):
        raise c.bad_syntax(x.car.name, x, loc)      # not reached: check_for took it
    result = spec[1] if spec else L(prim("values"))
    hidden = gensym("for-nothing")
    body = items[3:]
    last = L(prim("%values-list"), 0, L(sym("lambda"), NIL, body[-1]))
    who = x.car.name.replace("lists", "fold")
    return make_pair(sym(who), make_list([L(L(hidden, _VOID), _RESULT, result), items[2], *body[:-1],
                                     L(sym("begin"), last, L(_VOID))]), x.loc)


@lowered_form("for/fold/derived", "for*/fold/derived", "for/foldr/derived", "for*/foldr/derived")
def lower_derived_form(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """`(for/fold/derived orig-datum ([acc init] ...) (clause ...) body ...)`: the for/fold
    (for*/fold, for/foldr, for*/foldr) of the rest, whose bad syntax Racket reports as the
    form ``orig-datum``'s, the use of a macro that expands into it (a `for/sum` of one's
    own, with syntax/for-body's split-for-body)."""
    who = x.car.name
    items = parts(c, x, loc)
    if len(items) < 2:
        raise c.bad_syntax(who, x, loc)
    plain = _core_names_renamed(make_pair(sym(who.removesuffix("/derived")), x.cdr.cdr, x.loc))
    lower = lower_for_foldr if "foldr" in who else lower_for
    lowered = lower(c, plain, blk, loc)
    if lowered is None:
        check_for(c, plain, loc, items[1][0])
        lowered = lower(c, _without_accumulators(c, plain, loc), blk, loc)
    return lowered


def check_for(c: Compiler, x: Any, loc: Any, orig: Any = None) -> None:
    """Raise Racket's error for a `for` form's bad syntax, the first in Racket's order;
    nothing for a well-formed one. ``orig``: the form a for/fold/derived reports as."""
    who = x.car.name
    star = who.startswith("for*")
    kind = who.split("/", 1)[1] if "/" in who else ""
    rest = parts(c, x, loc)[1:]
    if orig is not None:
        who = orig.car.name if type(orig) is Pair and type(orig.car) is Symbol else "?"
        x = orig
    if kind in ("fold", "foldr", "lists"):
        if len(rest) < 2:
            raise c.bad_syntax(who, x, loc)
        _check_accumulators(c, who, x, rest[0][0], rest[0][1] or loc, kind == "lists")
        clauses, body = rest[1], rest[2:]
    else:
        fill = length = False
        while rest and keyword_name(rest[0][0]) in ("length", "fill") and kind == "vector":
            if len(rest) < 2:
                raise c.bad_syntax(who, x, loc)
            length = length or keyword_name(rest[0][0]) == "length"
            fill = fill or keyword_name(rest[0][0]) == "fill"
            rest = rest[2:]
        if not rest or (fill and not length) or ((fill or length) and not is_list(rest[0][0])):
            raise c.bad_syntax(who, x, loc)
        clauses, body = rest[0], rest[1:]
    _check_clauses(c, who, x, clauses[0], star, clauses[1] or loc)
    _check_body(c, who, x, body, loc)


def _check_accumulators(c: Compiler, who: str, x: Any, spec: Any, loc: Any, ids_only: bool) -> None:
    """The accumulators of a for/fold, for/foldr (``[id init]``, then perhaps `#:result e`)
    or for/lists (``id``), with the errors of Racket's for/fold/derived: what it cannot
    read is `invalid accumulator binding clause(s)` (`option(s)` after the `#:result`),
    then a name that is not an identifier or is bound twice."""
    if ids_only:
        items = c.list_of(spec, who, loc)
        for i, (a, _) in enumerate(items):
            if keyword_name(a) == "result":
                if i + 2 != len(items):
                    raise c.bad_syntax(who, x, loc)
                break
            if type(a) is not Symbol:
                raise c.bad_syntax(who, x, loc)
        return
    names: list[tuple[Any, Any]] = []
    p, options = spec, False
    while p is not NIL:
        a = p.car if type(p) is Pair else None
        if not options and type(a) is Pair and type(a.cdr) is Pair and a.cdr.cdr is NIL:
            names.append((a.car, a.loc or p.loc or loc))
            p = p.cdr
            continue
        if type(p) is Pair and keyword_name(a) == "result" and not options:
            if type(p.cdr) is not Pair or keyword_name(p.cdr.car) is not None:
                raise _accumulator_error(who, "expected expression for #:result option",
                                         p.cdr, x, loc)
            options, p = True, p.cdr.cdr
            continue
        if type(p) is Pair and keyword_name(a) == "result":
            raise c.bad_syntax(who, x, loc)     # (Racket's own error is broken here)
        raise _accumulator_error(who, "invalid accumulator option(s)" if options else
                                 "invalid accumulator binding clause(s)", p, x, loc)
    seen: set = set()
    for name, where in names:
        if type(name) is not Symbol or keyword_name(name) is not None:
            raise _accumulator_error(who, "expected an identifier to bind", name, x, where)
        if name in seen:
            raise _accumulator_error(who, "duplicate identifier as accumulator binding", name,
                                     x, where)
        seen.add(name)


def _accumulator_error(who: str, message: str, at: Any, form: Any, loc: Any) -> SchemeSyntaxError:
    return SchemeSyntaxError(f"{who}: {message}\n  at: {write_string(at)}\n  in: "
                             f"{write_string(form)}", loc, form)


def _check_clauses(c: Compiler, who: str, form: Any, clauses: Any, star: bool, loc: Any) -> None:
    """The sequence clauses: bindings `[id seq]`, `[(id ...) seq]`, and `#:when e`,
    `#:unless e`, `#:break e`, `#:final e`, `#:do (e ...)`; no name twice in one group."""
    items = c.list_of(clauses, who, loc)
    groups: list[list] = [[]]
    guarded = False
    i = 0
    while i < len(items):
        x, l = items[i]
        kw = keyword_name(x)
        if kw == DO and i + 1 < len(items) and not is_list(items[i + 1][0]):
            raise c.syntax_error(f"{who}: expected parenthesized sequence after `#:do`\n  at: "
                                 f"{write_string(items[i + 1][0])}\n  in: {write_string(form)}",
                                 items[i + 1][1] or l or loc, form)
        if kw is not None:
            if (kw not in _GUARD_KINDS and kw != DO) or i + 1 >= len(items):
                raise _bad_clause(who, x, form, l or loc)
            guarded = True
            i += 2
            continue
        bound = _binding_names(who, form, x, l or loc)
        if guarded or (star and groups[-1]):
            groups.append([])
            guarded = False
        groups[-1] += bound
        i += 1
    for group in groups:        # once every clause is read
        seen: set = set()
        for n, nloc in group:
            if n in seen:
                raise c.syntax_error(f"{who}: duplicate identifier\n  at: {n.name}\n  in: "
                                     f"{write_string(form)}", nloc, form)
            seen.add(n)


def _binding_names(who: str, form: Any, x: Any, loc: Any) -> list[tuple[Symbol, Any]]:
    """The names a binding clause `[id seq]` or `[(id ...) seq]` binds, each with where its
    sequence is (duplicates are reported there)."""
    if type(x) is not Pair or type(x.cdr) is not Pair or x.cdr.cdr is not NIL:
        raise _bad_clause(who, x, form, loc)
    target, where = x.car, x.cdr.loc or loc
    if type(target) is Symbol and keyword_name(target) is None:
        return [(target, where)]
    if target is NIL or type(target) is Pair:
        out = []
        p = target
        while type(p) is Pair:
            if type(p.car) is not Symbol:
                raise _bad_clause(who, x, form, loc)
            out.append((p.car, where))
            p = p.cdr
        if p is not NIL:
            raise _bad_clause(who, x, form, loc)
        return out
    raise _bad_clause(who, x, form, loc)


def _bad_clause(who: str, x: Any, form: Any, loc: Any) -> SchemeSyntaxError:
    return SchemeSyntaxError(f"{who}: bad sequence binding clause\n  at: {write_string(x)}\n"
                             f"  in: {write_string(form)}", loc, form)


def _check_body(c: Compiler, who: str, form: Any, body: list, loc: Any) -> None:
    """The body: forms, with `#:break e` / `#:final e` among them, ending in a form."""
    missing = SchemeSyntaxError(f"{who}: missing body expression after sequence bindings\n"
                                f"  in: {write_string(form)}", loc, form)
    if not body:
        raise missing
    current = False
    i = 0
    while i < len(body):
        x, l = body[i]
        kw = keyword_name(x)
        if kw in (BREAK, FINAL):
            if i + 1 >= len(body):
                raise c.bad_syntax(who, form, loc)
            current = False
            i += 2
            continue
        if kw is not None:      # a keyword as a body expression
            raise keyword_misused(c, x, l or loc)
        current = True
        i += 1
    if not current:
        raise missing
