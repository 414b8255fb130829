"""syntax/parse's templates: `#'(...)` with pattern variables filled in.

A template is the S-expression under `syntax` (or `quasisyntax`, its `#,` holes being
variables the caller fills). ``instantiate`` substitutes an environment of
syntax_patterns (a term, a ``Seq`` under an ellipsis, None when unbound): `x ...`
repeats for each of x's terms, `(... ...)` is a literal ellipsis, `(~@ . ts)` splices,
`(~? t1 t2)` is t1 unless one of its variables is unbound. The names a template
introduces are made hygienic by syntax_hygiene.py.
"""
from __future__ import annotations

from typing import Any

from minischeme.forms.syntax_hygiene import Expansion
from minischeme.forms.syntax_patterns import Seq
from minischeme.values.data import NIL, MVector, Pair, make_pair, Symbol, list_to_python, make_list, sym
from minischeme.values.errors import EXN_FAIL_SYNTAX, racket_error

ELLIPSIS, SPLICE, OPTIONAL = sym("..."), sym("~@"), sym("~?")


class _Absent(Exception):
    """A `~?` template's variable is unbound."""


def instantiate(template: Any, env: dict, expansion: Expansion | None = None) -> Any:
    """The template with ``env``'s variables substituted; in a macro's expansion, the
    names it introduces are the expansion's aliases (syntax_hygiene.py)."""
    if expansion is not None:
        template = expansion.alias_template(template, env)
    try:
        return _fill(template, env)
    except _Absent:
        raise _error("attribute contains non-syntax value\n  value: #f") from None


def _error(message: str) -> Exception:
    return racket_error(f"syntax: {message}", EXN_FAIL_SYNTAX, NIL)


def _fill(t: Any, env: dict) -> Any:
    if type(t) is Symbol:
        if t in env:
            v = env[t]
            if v is None:
                raise _Absent
            if type(v) is Seq:
                raise _error(f"missing ellipsis with pattern variable in template\n  at: {t.name}")
            return v
        return t
    if type(t) is Pair:
        if t.car is ELLIPSIS and type(t.cdr) is Pair:        # (... ...): a literal ellipsis
            return _escaped(t.cdr.car, env)
        if t.car is OPTIONAL and type(t.cdr) is Pair:
            try:
                return _fill(t.cdr.car, env)
            except _Absent:
                return _fill(t.cdr.cdr.car, env) if type(t.cdr.cdr) is Pair else NIL
        out: list = []
        while type(t) is Pair:
            item, nxt = t.car, t.cdr
            depth = 0
            while type(nxt) is Pair and nxt.car is ELLIPSIS:
                depth += 1
                nxt = nxt.cdr
            if depth:
                out.extend(_repeat(item, env, depth))
            else:
                out.extend(_element(item, env))
            t = nxt
        return make_list(out, _fill(t, env))
    if type(t) is MVector:
        return MVector(list_to_python(_fill(make_list(t.items), env)))
    return t


def _element(item: Any, env: dict) -> list:
    """What one template element contributes to its list (several for `~@`)."""
    if type(item) is Pair and item.car is SPLICE:
        return list_to_python(_fill(item.cdr, env))
    if type(item) is Pair and item.car is OPTIONAL and type(item.cdr) is Pair:
        try:
            return _element(item.cdr.car, env)
        except _Absent:
            return _element(item.cdr.cdr.car, env) if type(item.cdr.cdr) is Pair else []
    return [_fill(item, env)]


def _repeat(item: Any, env: dict, depth: int) -> list:
    names = [n for n in _symbols(item) if type(env.get(n)) is Seq]
    if not names:
        raise _error("too many ellipses in template")
    lengths = {len(env[n].items) for n in names}
    if len(lengths) > 1:
        raise _error("incompatible ellipsis match counts for template")
    out: list = []
    for i in range(lengths.pop()):
        sub = dict(env)
        for n in names:
            sub[n] = env[n].items[i]
        if depth > 1:
            out.extend(_repeat(item, sub, depth - 1))
        else:
            out.extend(_element(item, sub))
    return out


def _symbols(t: Any) -> set:
    if type(t) is Symbol:
        return {t}
    if type(t) is Pair:
        return _symbols(t.car) | _symbols(t.cdr)
    if type(t) is MVector:
        return {s for i in t.items for s in _symbols(i)}
    return set()


def _escaped(t: Any, env: dict) -> Any:
    """`(... template)`: the template with its ellipses literal (`(... ...)` is `...`), its
    pattern variables still filled in, as Racket's escape does (a macro that defines a
    macro writes its inner ellipses so)."""
    if type(t) is Symbol:
        return _fill(t, env) if t in env else t
    if type(t) is Pair:
        return make_pair(_escaped(t.car, env), _escaped(t.cdr, env), t.loc)
    if type(t) is MVector:
        return MVector([_escaped(i, env) for i in t.items])
    return t
