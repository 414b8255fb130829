"""srfi/41's forms: `stream-lambda`, `define-stream`, `stream-let`, `stream-match` and
`stream-of`, as Racket 8.7's srfi/41 defines them (srfi-lib's srfi/41/derived.rkt and
racket/private/stream-cons.rkt). `stream-cons` and `stream` are racket/stream's forms
(forms/library_forms.py); `stream` ends in srfi/41's stream-null where srfi/41 is required.

Each form rewrites into core forms and calls of the helpers of primitives/srfi_41.py,
embedded as procedure objects. A `stream-lambda` is a procedure whose call returns a lazy
stream at once: its body runs when that stream is first looked at, and a body that
returns another such call is forced in the same loop (no Python frame per call), which is
what lets a `define-stream` function recurse over long streams.
"""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.values.data import NIL, Pair, make_pair, Symbol, gensym, make_list, sym
from minischeme.expansion.syntax import L, definition, derived, parts, prim

LAMBDA, LET, LETREC, IF, AND, COND, ELSE, ARROW = (sym("lambda"), sym("let"), sym("letrec"), sym("if"),
                                                   sym("and"), sym("cond"), sym("else"), sym("=>"))
WILDCARD, IN, IS = sym("_"), sym("in"), sym("is")


def stream_lambda(formals: Any, body: Any) -> Any:
    """`(stream-lambda formals . body)` in core forms: a lambda whose body is delayed as a
    stream (``body`` a Racket list of forms)."""
    delayed = L(LAMBDA, NIL, make_pair(LET, make_pair(NIL, body)))
    return L(LAMBDA, formals, L(prim("%srfi41-lazy"), delayed))


@derived("stream-lambda")
def expand_stream_lambda(c: Compiler, x: Any, loc: Any) -> Any:
    """(stream-lambda formals body ...+): a procedure returning a lazy stream of its body."""
    ps = parts(c, x, loc)
    if len(ps) < 3:
        raise c.bad_syntax("stream-lambda", x, loc)
    return stream_lambda(ps[1][0], x.cdr.cdr)


def _define_stream_parts(c: Compiler, x: Any, loc: Any) -> tuple[Symbol, Any, Any]:
    """(name, formals, body) of `(define-stream (name . formals) body ...+)`."""
    ps = parts(c, x, loc)
    if len(ps) < 3 or type(ps[1][0]) is not Pair or type(ps[1][0].car) is not Symbol:
        raise c.bad_syntax("define-stream", x, loc)
    head = ps[1][0]
    return head.car, head.cdr, x.cdr.cdr


@definition("define-stream")
def _define_stream_names(c: Compiler, x: Any, blk: Any, loc: Any) -> list[Symbol]:
    return [_define_stream_parts(c, x, loc)[0]]


@derived("define-stream")
def expand_define_stream(c: Compiler, x: Any, loc: Any) -> Any:
    """(define-stream (name . formals) body ...+) is (define name (stream-lambda formals
    body ...+))."""
    name, formals, body = _define_stream_parts(c, x, loc)
    return L(sym("define"), name, stream_lambda(formals, body))


def _stream_let(tag: Any, bindings: list[tuple[Any, Any]], body: Any) -> Any:
    """((letrec ((tag (stream-lambda (name ...) . body))) tag) val ...)."""
    proc = stream_lambda(make_list([n for n, _ in bindings]), body)
    return make_pair(L(LETREC, L(L(tag, proc)), tag), make_list([v for _, v in bindings]))


@derived("stream-let")
def expand_stream_let(c: Compiler, x: Any, loc: Any) -> Any:
    """(stream-let tag ((name val) ...) body ...+): a named let whose procedure is a
    stream-lambda (so the loop is a lazy stream)."""
    ps = parts(c, x, loc)
    if len(ps) < 4 or type(ps[1][0]) is not Symbol:
        raise c.bad_syntax("stream-let", x, loc)
    bindings = []
    for b, _ in c.list_of(ps[2][0], "stream-let", loc):
        items = [e for e, _ in c.list_of(b, "stream-let", loc)] if type(b) is Pair else []
        if len(items) != 2 or type(items[0]) is not Symbol:
            raise c.bad_syntax("stream-let", x, loc)
        bindings.append((items[0], items[1]))
    return _stream_let(ps[1][0], bindings, x.cdr.cdr.cdr)


# ------------------------------------------------------------------ stream-match

def _pattern_test(s: Symbol, pattern: Any, bindings: list, body: Any) -> Any:
    """srfi/41's stream-match-pattern: a test of the stream ``s`` against ``pattern``
    (a list pattern, maybe dotted, of names and `_`) whose value is ``body``'s with the
    names bound, or #f."""
    if pattern is NIL:
        return L(AND, L(prim("%srfi41-stream-null?"), s), L(LET, make_list(bindings), body))
    if type(pattern) is Pair:
        rest_s = gensym("strm")
        head = pattern.car
        if head is WILDCARD:
            inner = _pattern_test(rest_s, pattern.cdr, bindings, body)
            return L(AND, L(prim("%srfi41-stream-pair?"), s),
                     L(LET, L(L(rest_s, L(prim("%srfi41-stream-cdr"), s))), inner))
        temp = gensym("temp")
        inner = _pattern_test(rest_s, pattern.cdr, [L(head, temp), *bindings], body)
        return L(AND, L(prim("%srfi41-stream-pair?"), s),
                 L(LET, L(L(temp, L(prim("%srfi41-stream-car"), s)), L(rest_s, L(prim("%srfi41-stream-cdr"), s))), inner))
    if pattern is WILDCARD:
        return L(LET, make_list(bindings), body)
    return L(LET, make_list([L(pattern, s), *bindings]), body)


@derived("stream-match")
def expand_stream_match(c: Compiler, x: Any, loc: Any) -> Any:
    """(stream-match stream-expr (pattern [fender] expr) ...): the expr of the first clause
    whose pattern matches the stream (and whose fender holds), its names bound to the
    elements (and to the rest, after a dot); an error if none does."""
    ps = parts(c, x, loc)
    if len(ps) < 2:
        raise c.bad_syntax("stream-match", x, loc)
    s = gensym("strm")
    clauses = [L(L(prim("not"), L(prim("%srfi41-stream?"), s)),
                 L(prim("%srfi41-error"), L(sym("quote"), sym("stream-match")), "non-stream argument"))]
    for clause, cloc in ps[2:]:
        items = [e for e, _ in c.list_of(clause, "stream-match", cloc)] if type(clause) is Pair else []
        if len(items) == 3:
            body = L(AND, items[1], L(prim("list"), items[2]))
        elif len(items) == 2:
            body = L(prim("list"), items[1])
        else:
            test = make_pair(sym("stream-match-test"), L(s, clause))
            raise c.bad_syntax("stream-match-test", test, cloc or loc)
        clauses.append(L(_pattern_test(s, items[0], [], body), ARROW, prim("car")))
    clauses.append(L(ELSE, L(prim("%srfi41-error"), L(sym("quote"), sym("stream-match")),
                             "pattern failure")))
    return L(LET, L(L(s, ps[1][0])), make_pair(COND, make_list(clauses)))


# ------------------------------------------------------------------ stream-of

def _stream_of(c: Compiler, x: Any, loc: Any, expr: Any, base: Any, clauses: list) -> Any:
    """srfi/41's stream-of-aux: the stream of expr for each binding of the clauses, in
    front of the stream ``base``."""
    if not clauses:
        return L(prim("%stream-cons"), L(LAMBDA, NIL, expr), L(LAMBDA, NIL, base))
    clause, more = clauses[0], clauses[1:]
    items = None
    if type(clause) is Pair:
        items = [e for e, _ in c.list_of(clause, "stream-of", loc)]
    if items is not None and len(items) == 3 and items[1] is IN:
        var, source = items[0], items[2]
        loop, strm = gensym("loop"), gensym("strm")
        inner = _stream_of(c, x, loc, expr, L(loop, L(prim("%srfi41-stream-cdr"), strm)), more)
        body = L(IF, L(prim("%srfi41-stream-null?"), strm), base,
                 L(LET, L(L(var, L(prim("%srfi41-stream-car"), strm))), inner))
        return _stream_let(loop, [(strm, source)], L(body))
    if items is not None and len(items) == 3 and items[1] is IS:
        return L(LET, L(L(items[0], items[2])), _stream_of(c, x, loc, expr, base, more))
    return L(IF, clause, _stream_of(c, x, loc, expr, base, more), base)


@derived("stream-of")
def expand_stream_of(c: Compiler, x: Any, loc: Any) -> Any:
    """(stream-of expr clause ...): a lazy comprehension; a clause is (var in stream),
    (var is expr) or a test."""
    ps = parts(c, x, loc)
    if len(ps) < 2:
        raise c.bad_syntax("stream-of", x, loc)
    return _stream_of(c, x, loc, ps[1][0], prim("%srfi41-stream-null"), [e for e, _ in ps[2:]])
