"""Forms of the libraries students require: racket/set's `for/set` family (and, as they
are added, racket/stream's `stream-cons`, racket/trace's `trace`, srfi/78's `check`).

Each is a small derived form that rewrites into core forms and calls of the library's
primitives (embedded as procedure objects, so user definitions cannot break them). They
exist only where their module is required (languages.MODULE_FORMS).
"""
from __future__ import annotations

from typing import Any

from .compiler import Compiler
from .data import NIL, Pair, Symbol, make_list, sym
from .syntax import L, derived, parts, prim

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


@derived("stream-cons")
def expand_stream_cons(c: Compiler, x: Any, loc: Any) -> Any:
    """(stream-cons first rest): both delayed, each evaluated once when first needed."""
    ps = parts(c, x, loc)
    if len(ps) != 3:
        raise c.bad_syntax("stream-cons", x, loc)
    return L(prim("%stream-cons"), _thunk(ps[1][0]), _thunk(ps[2][0]))


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
