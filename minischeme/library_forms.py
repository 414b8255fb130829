"""Forms of the libraries students require: racket/set's `for/set` family (and, as they
are added, racket/stream's `stream-cons`, racket/trace's `trace`, srfi/78's `check`, racket/contract's
`define/contract`).

Each is a small derived form that rewrites into core forms and calls of the library's
primitives (embedded as procedure objects, so user definitions cannot break them). They
exist only where their module is required (languages.MODULE_FORMS).
"""
from __future__ import annotations

from typing import Any

from .compiler import Compiler
from .data import NIL, Pair, Symbol, make_list, sym
from .primitives.racket_contract import contract_names
from .syntax import EXPANDERS, L, definition, derived, parts, prim

SET_LOOPS = {f"{loop}/{kind}": (loop, kind)
             for loop in ("for", "for*")
             for kind in ("set", "seteq", "seteqv", "mutable-set", "mutable-seteq",
                          "mutable-seteqv")}


@derived(*SET_LOOPS)
def expand_for_set(c: Compiler, x: Any, loc: Any) -> Any:
    """(for/set clauses body ...+) is the set of what (for/list clauses body ...+) lists."""
    loop, kind = SET_LOOPS[x.car.name]
    return L(prim("%list->set"), kind, Pair(sym(loop + "/list"), x.cdr))


# ------------------------------------------------------------------ racket/stream

def _thunk(body: Any) -> Any:
    return L(sym("lambda"), NIL, body)


_EAGER = sym("#:eager")


@derived("stream-cons")
def expand_stream_cons(c: Compiler, x: Any, loc: Any) -> Any:
    """(stream-cons first rest): both delayed, each evaluated once when first needed;
    `#:eager` before either evaluates it at once (an eager rest must be a stream)."""
    ps = [e for e, _ in parts(c, x, loc)[1:]]
    halves = []
    while ps:
        eager = ps[0] is _EAGER
        if eager:
            ps = ps[1:]
        if not ps or ps[0] is _EAGER:
            raise c.bad_syntax("stream-cons", x, loc)
        halves.append((eager, ps[0]))
        ps = ps[1:]
    if len(halves) != 2:
        raise c.bad_syntax("stream-cons", x, loc)
    (eager_first, first), (eager_rest, rest) = halves
    return L(prim("%stream-cons"),
             L(prim("%eager-thunk"), first) if eager_first else _thunk(first),
             L(prim("%eager-rest"), rest) if eager_rest else _thunk(rest))


@derived("stream-lazy")
def expand_stream_lazy(c: Compiler, x: Any, loc: Any) -> Any:
    """(stream-lazy [#:who who] expr): a stream that is expr's stream, evaluated when the
    stream is first looked at."""
    ps = [e for e, _ in parts(c, x, loc)[1:]]
    who: Any = False
    if len(ps) == 3 and ps[0] is sym("#:who"):
        who, ps = ps[1], ps[2:]
    if len(ps) != 1:
        raise c.bad_syntax("stream-lazy", x, loc)
    return L(prim("%stream-lazy"), _thunk(ps[0]), who)


@derived("stream")
def expand_stream(c: Compiler, x: Any, loc: Any) -> Any:
    """(stream e ...): a stream of the e's, each evaluated when needed."""
    out: Any = prim("empty-stream")
    for e, _ in reversed(parts(c, x, loc)[1:]):
        out = L(prim("%stream-cons"), _thunk(e), _thunk(out))
    return out


@derived("stream*")
def expand_stream_star(c: Compiler, x: Any, loc: Any) -> Any:
    """(stream* e ... tail): the e's in front of the stream tail."""
    ps = parts(c, x, loc)[1:]
    if not ps:
        raise c.bad_syntax("stream*", x, loc)
    out: Any = ps[-1][0]
    for e, _ in reversed(ps[:-1]):
        out = L(prim("%stream-cons"), _thunk(e), _thunk(out))
    return out


def _simple_clauses(c: Compiler, clauses: Any, loc: Any) -> list | None:
    """[(id seq) ...] with plain identifiers and no keywords, else None."""
    out = []
    p = clauses
    while type(p) is Pair:
        cl = p.car
        if not (type(cl) is Pair and type(cl.car) is Symbol and not cl.car.name.startswith("#:")
                and type(cl.cdr) is Pair and cl.cdr.cdr is NIL):
            return None
        out.append((cl.car, cl.cdr.car))
        p = p.cdr
    return out if p is NIL and out else None


@derived("for/stream", "for*/stream")
def expand_for_stream(c: Compiler, x: Any, loc: Any) -> Any:
    """(for/stream ([id seq] ...) body ...+): lazy over parallel sequences (each body runs
    when its element is looked at); other clause shapes run eagerly, as for/list."""
    ps = parts(c, x, loc)
    if len(ps) < 3:
        raise c.bad_syntax(x.car.name, x, loc)
    simple = _simple_clauses(c, ps[1][0], loc)
    body = make_list([e for e, _ in ps[2:]])
    if simple is not None and (x.car.name == "for/stream" or len(simple) == 1):
        proc = Pair(sym("lambda"), Pair(make_list([n for n, _ in simple]), body))
        return Pair(prim("%stream-of-sequences"), Pair(proc, make_list([s for _, s in simple])))
    loop = "for/list" if x.car.name == "for/stream" else "for*/list"
    return L(prim("%list->stream"), Pair(sym(loop), x.cdr))


# ------------------------------------------------------------------ racket/trace

@derived("trace", "untrace")
def expand_trace(c: Compiler, x: Any, loc: Any) -> Any:
    """(trace f ...) replaces each f by a procedure that prints its calls and results;
    (untrace f ...) puts the original back."""
    who = x.car.name
    names = parts(c, x, loc)[1:]
    for name, l in names:
        if type(name) is not Symbol:
            raise c.bad_syntax(who, x, l or loc, "not an identifier")
    helper = prim("%trace" if who == "trace" else "%untrace")
    sets = [L(sym("set!"), name, L(helper, L(sym("quote"), name), name)) for name, _ in names]
    return Pair(sym("begin"), make_list([*sets, L(prim("void"))]))


# ------------------------------------------------------------------ srfi/78's check

# rackunit's (check op a b): forms.py loads checks.py before this module
_RACKUNIT_CHECK = EXPANDERS[sym("check")]
_ARROW = sym("=>")


def _srfi78_shape(x: Any) -> bool:
    """(check expr => expected) or (check expr (=> equal) expected)."""
    rest = x.cdr
    if not (type(rest) is Pair and type(rest.cdr) is Pair):
        return False
    arrow = rest.cdr.car
    return arrow is _ARROW or (type(arrow) is Pair and arrow.car is _ARROW)


@derived("check")
def expand_check(c: Compiler, x: Any, loc: Any) -> Any:
    """srfi/78's `check` where srfi/78 is required (and the form has its arrow), else
    rackunit's."""
    if "srfi/78" not in c.ns.enabled_modules or (
            "rackunit" in c.ns.enabled_modules and not _srfi78_shape(x)):
        return _RACKUNIT_CHECK(c, x, loc)
    ps = parts(c, x, loc)
    if len(ps) != 4:
        raise c.bad_syntax("check", x, loc)
    expr, arrow, expected = ps[1][0], ps[2][0], ps[3][0]
    if arrow is _ARROW:
        equal: Any = prim("equal?")
    elif type(arrow) is Pair and arrow.car is _ARROW and type(arrow.cdr) is Pair \
            and arrow.cdr.cdr is NIL:
        equal = arrow.cdr.car
    else:
        raise c.bad_syntax("check", x, loc)
    return L(prim("%srfi78-check"), L(sym("quote"), expr), _thunk(expr), _thunk(equal),
             _thunk(expected))


# ------------------------------------------------------------------ racket/contract

@definition("define/contract")
def _define_contract_names(c: Compiler, x: Any, blk: Any, loc: Any) -> list[Symbol]:
    return [_define_contract_parts(c, x, loc)[0]]


def _define_contract_parts(c: Compiler, x: Any, loc: Any) -> tuple[Symbol, Any, Any, Any, Any]:
    """(name, contract, value expression, kind, loc of the name) of a define/contract."""
    ps = parts(c, x, loc)
    if len(ps) < 4:
        raise c.bad_syntax("define/contract", x, loc)
    head, contract = ps[1][0], ps[2][0]
    if type(head) is Symbol and len(ps) == 4:
        return head, contract, ps[3][0], "definition", x.cdr.loc or loc
    if type(head) is Pair and type(head.car) is Symbol:
        body = make_list([e for e, _ in ps[3:]])
        return head.car, contract, Pair(sym("lambda"), Pair(head.cdr, body)), "function", \
            head.loc or loc
    raise c.bad_syntax("define/contract", x, loc)


@derived("define/contract")
def expand_define_contract(c: Compiler, x: Any, loc: Any) -> Any:
    """(define/contract (f arg ...) contract body ...+) or (define/contract x contract
    expr): the definition's value checked against the contract (racket/contract's
    `%define/contract`): wrong arguments blame the module, a wrong result the definition;
    calls from inside the function itself are not checked, as in Racket.
    The names the contract mentions (its predicates) are evaluated here, so a local
    predicate works too."""
    name, contract, expr, kind, at_loc = _define_contract_parts(c, x, loc)
    path = getattr(c.ns, "source_path", None)
    negative = str(path) if path is not None else "top-level"
    at: Any = f"{path}:{at_loc[0]}:{at_loc[1]}" if path is not None and at_loc else False
    # each name's reference carries where it is written (an unbound one is reported there)
    names = [Pair(prim("cons"), Pair(L(sym("quote"), n), Pair(n, NIL, where or loc)))
             for n, where in contract_names(contract)]
    # the value gets the defined name; the function's own recursive calls are not checked
    value = L(sym("letrec" if kind == "function" else "let"), L(L(name, expr)), name)
    return L(sym("define"), name,
             L(prim("%define/contract"), value, L(sym("quote"), contract),
               Pair(prim("list"), make_list(names)), L(sym("quote"), name), kind, negative, at))
