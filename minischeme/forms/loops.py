"""Racket's `for` loops and the sequences they iterate over.

Forms: for, for/list, for/vector (with #:length and #:fill), for/sum, for/product, for/and,
for/or, for/first, for/last, for/fold and for/foldr (with #:result), for/lists, for/hash,
for/hasheq, for/hasheqv, and the for* variant of each. (Racket 8.7 has no for/count or
for/max.)

Clauses: ``[id seq]``, ``[(id ...) seq]`` (multiple-valued sequences such as a hash or
`in-indexed`), and the keywords ``#:when e``, ``#:unless e``, ``#:break e``, ``#:final e``,
``#:do [body ...]`` (its definitions are seen by the clauses and body after it).
Bindings in one group iterate in parallel and stop at the shortest sequence; a keyword
clause (or, in for*, every binding clause) starts a nested group. ``#:break``/``#:final``
may also appear among the body forms.

How a loop runs: the clauses are compiled once into *groups*. Each group has its own block
that starts a new frame (``[parent, accumulators..., variables..., locals...]``), so every
iteration gets a fresh frame: a closure made in the body keeps that iteration's values, as
in Racket. The loop itself is a Python `for` over Python iterators (one level of Python
recursion per group, never per iteration), so a loop of any length runs in constant stack.

Sequences: lists, vectors, strings (chars), hash tables (key and value), exact nonnegative
integers, and the values of in-range, in-naturals, in-list, in-vector, in-string, in-hash,
in-hash-keys, in-hash-values, in-hash-pairs, in-indexed, in-value, in-inclusive-range, which
are registered here as racket/base primitives (with sequence? and sequence->list).
"""
from __future__ import annotations

import itertools
from fractions import Fraction
from typing import Any, Callable, Iterator

from minischeme.compilation.compiler import Block, Compiler, FrameInfo
from minischeme.values.data import (NIL, UNDEFINED, VOID, Char, HashTable, MVector, MultipleValues, Pair, Symbol,
                   gensym, is_list, list_to_python, make_list, normalize, sym)
from minischeme.values.equality import hash_put
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.expansion.syntax import SPECIAL_FORMS, L, deliver_values, lowering, parts, prim, special
from minischeme.forms.match import keyword_name
from minischeme.primitives.sequences import (Sequence, is_sequence, sequence_iter,  # noqa: F401  (re-exported)
                                   _arity_mismatch, mismatch_iter)
from minischeme.values.printer import print_string, write_string
from minischeme.values.runtime import BUDGET, TailCall, apply_procedure, single_value

S = sym
LIB = "racket/base"


# ------------------------------------------------------------------ parsing the clauses

WHEN, UNLESS, BREAK, FINAL, DO = "when", "unless", "break", "final", "do"
_GUARD_KINDS = {WHEN: WHEN, UNLESS: UNLESS, BREAK: BREAK, FINAL: FINAL}  # canonical objects
_BODY_BREAK = object()  # what a body returns when a body-level #:break fires


class Binding:
    __slots__ = ("names", "seq", "loc", "label")

    def __init__(self, names: list[Symbol], seq: Any, loc: Any, label: str) -> None:
        self.names = names
        self.seq = seq
        self.loc = loc
        self.label = label  # how the error for a non-sequence names the variables


class Group:
    """Bindings that iterate in parallel, and the guards that follow them."""

    def __init__(self) -> None:
        self.bindings: list[Binding] = []
        self.guards: list[tuple[str, Any, Any]] = []
        # filled in by compile_groups
        self.seqs: list = []
        self.guard_nodes: list = []
        self.frame: FrameInfo | None = None
        self.nvars = 0


def parse_clauses(c: Compiler, who: str, form: Any, clauses: Any, star: bool, loc: Any) -> list[Group]:
    items = c.list_of(clauses, who, loc)
    groups = [Group()]
    i = 0
    while i < len(items):
        x, l = items[i]
        kw = keyword_name(x)
        if kw == DO and i + 1 < len(items) and not is_list(items[i + 1][0]):
            raise c.syntax_error(f"{who}: expected parenthesized sequence after `#:do`\n  at: "
                                 f"{write_string(items[i + 1][0])}\n  in: {write_string(form)}",
                                 items[i + 1][1] or l or loc, form)
        if kw is not None:
            if kw not in _GUARD_KINDS or i + 1 >= len(items):
                raise c.syntax_error(f"{who}: bad sequence binding clause\n  at: {write_string(x)}\n"
                                     f"  in: {write_string(form)}", l or loc, form)
            groups[-1].guards.append((_GUARD_KINDS[kw], items[i + 1][0], items[i + 1][1] or l or loc))
            i += 2
            continue
        binding = _parse_binding(c, who, form, x, l or loc)
        if groups[-1].guards or (star and groups[-1].bindings):
            groups.append(Group())
        groups[-1].bindings.append(binding)
        i += 1
    return groups


def _parse_binding(c: Compiler, who: str, form: Any, x: Any, loc: Any) -> Binding:
    def bad() -> Exception:
        return c.syntax_error(f"{who}: bad sequence binding clause\n  at: {write_string(x)}\n"
                              f"  in: {write_string(form)}", loc, form)
    if type(x) is not Pair or type(x.cdr) is not Pair or x.cdr.cdr is not NIL:
        raise bad()
    target = x.car
    if type(target) is Symbol and keyword_name(target) is None:
        return Binding([target], x.cdr.car, x.cdr.loc or loc, target.name)
    if target is NIL or type(target) is Pair:
        names = []
        p = target
        while type(p) is Pair:
            if type(p.car) is not Symbol:
                raise bad()
            names.append(p.car)
            p = p.cdr
        if p is not NIL:
            raise bad()
        return Binding(names, x.cdr.car, x.cdr.loc or loc, write_string(target))
    raise bad()


def compile_groups(c: Compiler, who: str, form: Any, groups: list[Group], accs: list[Symbol],
                   blk: Block) -> Block:
    """Compile every group's sequences and guards; returns the block the body goes in."""
    scope = blk
    for g in groups:
        g.seqs = [(c.comp_single(b.seq, scope, b.loc), len(b.names), b.label) for b in g.bindings]
        g.frame = FrameInfo(1)
        gblk = Block(scope, g.frame, True)
        for a in accs:
            gblk.add(a)
        seen: set = set()
        for b in g.bindings:
            for n in b.names:
                if n in seen:
                    raise c.syntax_error(f"{who}: duplicate identifier\n  at: {n.name}\n  in: "
                                         f"{write_string(form)}", b.loc, form)
                seen.add(n)
                gblk.add(n)
        g.nvars = len(seen)
        g.guard_nodes = [(kind, c.comp_single(e, gblk, l)) for kind, e, l in g.guards]
        scope = gblk
    return scope


def compile_body(c: Compiler, who: str, form: Any, body: list, blk: Block, loc: Any) -> Any:
    """The body forms, which may contain body-level `#:break e` / `#:final e`."""
    if not body:
        raise c.syntax_error(f"{who}: missing body expression after sequence bindings\n"
                             f"  in: {write_string(form)}", loc, form)
    if not any(keyword_name(x) in (BREAK, FINAL) for x, _ in body):
        return c.comp_body(body, blk, False, loc, who, form), False
    segments: list = []
    current: list = []
    i = 0
    while i < len(body):
        x, l = body[i]
        kw = keyword_name(x)
        if kw in (BREAK, FINAL):
            if i + 1 >= len(body):
                raise c.bad_syntax(who, form, loc)
            if current:
                segments.append(("body", c.comp_body(current + [(VOID, l)], blk, False, loc, who, form)))
            current = []
            segments.append((_GUARD_KINDS[kw], c.comp(body[i + 1][0], blk, False, body[i + 1][1] or loc)))
            i += 2
            continue
        current.append((x, l))
        i += 1
    if not current:
        raise c.syntax_error(f"{who}: missing body expression after sequence bindings\n"
                             f"  in: {write_string(form)}", loc, form)
    last = c.comp_body(current, blk, False, loc, who, form)
    return (segments, last), True


# ------------------------------------------------------------------ running a loop

def _run_segments(body: tuple, frame: list, st: State) -> Any:
    """Run a body with body-level `#:break` / `#:final` guards (see compile_body)."""
    segments, last = body
    for kind, node in segments:
        v = node(frame)
        if kind is BREAK:
            if v is not False:
                return _BODY_BREAK
        elif kind is FINAL and v is not False:
            st.final = True
    return last(frame)


class State:
    """What one run of a loop accumulates. ``accept(v)`` returns True to stop the loop."""

    __slots__ = ("accs", "final", "result", "items", "table", "vector", "index")

    def __init__(self) -> None:
        self.accs: list = []
        self.final = False
        self.result: Any = None


def make_runner(groups: list[Group], body: Any, segmented: bool, nacc: int,
                accept: Callable[[State, Any], bool]) -> Callable[[list, State], None]:
    """A function (frame, state) that runs the loop, feeding every body value to ``accept``."""
    ngroups = len(groups)
    budget = BUDGET

    def run_group(gi: int, parent: list, st: State) -> bool:
        """Iterate group ``gi``; True when the whole loop must stop."""
        g = groups[gi]
        seqs = g.seqs
        iters = []
        for node, nnames, label in seqs:
            v = node(parent)
            got = sequence_iter(v)
            if got is None:
                raise racket_error(f"for: expected a sequence for {label}, got something else: "
                                   f"{print_string(v)}", EXN_FAIL_CONTRACT)
            it, arity = got
            if arity != nnames:
                it = _mismatch_iter(it, nnames, arity)
            elif arity > 1:
                it = map(tuple, it)
            iters.append((it, nnames))
        pad = [UNDEFINED] * (g.frame.size - 1 - nacc - g.nvars)
        guards = g.guard_nodes
        innermost = gi == ngroups - 1
        if not iters:
            steps: Iterator = iter(((),))
        elif len(iters) == 1:
            it, n = iters[0]
            steps = ((v,) for v in it) if n == 1 else it
        else:
            steps = _parallel(iters)
        for vals in steps:
            frame = [parent, *st.accs, *vals, *pad] if nacc else [parent, *vals, *pad]
            skip = False
            for kind, gnode in guards:
                r = gnode(frame)
                if kind is WHEN:
                    if r is False:
                        skip = True
                        break
                elif kind is UNLESS:
                    if r is not False:
                        skip = True
                        break
                elif kind is BREAK:
                    if r is not False:
                        return True
                elif r is not False:
                    st.final = True
            if not skip:
                if innermost:
                    if budget.max_steps is not None:
                        budget.steps += 1
                        if budget.steps > budget.max_steps:
                            budget.over()
                    r = _run_segments(body, frame, st) if segmented else body(frame)
                    if r is _BODY_BREAK or accept(st, r):
                        return True
                elif run_group(gi + 1, frame, st):
                    return True
            if st.final:
                return True
        return False

    # the common case: one group, one single-valued binding, no guards
    g0 = groups[0]
    if (ngroups == 1 and len(g0.seqs) == 1 and g0.seqs[0][1] == 1 and not g0.guard_nodes
            and not nacc and not segmented):
        node, _, label = g0.seqs[0]

        def run_simple(parent: list, st: State) -> None:
            v = node(parent)
            got = sequence_iter(v)
            if got is None:
                raise racket_error(f"for: expected a sequence for {label}, got something else: "
                                   f"{print_string(v)}", EXN_FAIL_CONTRACT)
            it, arity = got
            if arity != 1:
                it = _mismatch_iter(it, 1, arity)
            pad = [UNDEFINED] * (g0.frame.size - 2)
            for x in it:
                if budget.max_steps is not None:
                    budget.steps += 1
                    if budget.steps > budget.max_steps:
                        budget.over()
                if accept(st, body([parent, x, *pad])):
                    return
        return run_simple

    def run(parent: list, st: State) -> None:
        run_group(0, parent, st)
    return run


_mismatch_iter = mismatch_iter


def _parallel(iters: list) -> Iterator:
    """Tuples of the values of several iterators, stopping at the shortest."""
    its = [it for it, _ in iters]
    singles = [n == 1 for _, n in iters]
    if all(singles):
        return zip(*its)

    def gen() -> Iterator:
        for row in zip(*its):
            out: list = []
            for v, single in zip(row, singles):
                if single:
                    out.append(v)
                else:
                    out.extend(v)
            yield out
    return gen()


# ------------------------------------------------------------------ arithmetic for for/sum

_ARITH: dict[str, Any] = {}


def _arith(name: str, a: Any, b: Any) -> Any:
    if type(a) is int and type(b) is int:
        return a + b if name == "+" else a * b
    proc = _ARITH.get(name)
    if proc is None:
        try:
            proc = _ARITH[name] = prim(name)
        except Exception:
            proc = None
    if proc is not None:
        return apply_procedure(proc, [a, b])
    for x in (a, b):
        if type(x) not in (int, float, Fraction, complex):
            raise contract_error(name, "number?", x)
    return normalize(a + b if name == "+" else a * b)


# ------------------------------------------------------------------ the forms

FOR_KINDS = ["", "list", "vector", "sum", "product", "and", "or", "first", "last", "fold",
             "foldr", "lists", "hash", "hasheq", "hasheqv"]
FOR_NAMES = [f"for{s}{'/' + k if k else ''}" for k in FOR_KINDS for s in ("", "*")]


@special(*FOR_NAMES)
def form_for(c: Compiler, x: Any, blk: Block, tail: bool, loc: Any) -> Any:
    who = x.car.name
    star = who.startswith("for*")
    kind = who.split("/", 1)[1] if "/" in who else ""
    ps = parts(c, x, loc)
    rest = ps[1:]
    if kind == "fold" or kind == "foldr":
        return _for_fold(c, who, x, rest, star, blk, loc, kind == "foldr")
    if kind == "lists":
        return _for_lists(c, who, x, rest, star, blk, loc)
    length_node = fill_node = None
    if kind == "vector":
        while rest and keyword_name(rest[0][0]) in ("length", "fill"):
            if len(rest) < 2:
                raise c.bad_syntax(who, x, loc)
            node = c.comp(rest[1][0], blk, False, rest[1][1] or loc)
            if keyword_name(rest[0][0]) == "length":
                length_node = node
            else:
                fill_node = node
            rest = rest[2:]
    if not rest:
        raise c.bad_syntax(who, x, loc)
    groups = parse_clauses(c, who, x, rest[0][0], star, rest[0][1] or loc)
    body_blk = compile_groups(c, who, x, groups, [], blk)
    body, segmented = compile_body(c, who, x, rest[1:], body_blk, loc)
    accept, start, finish = _KIND_OPS[kind]
    if length_node is not None:
        accept = _accept_vector_slot
    run = make_runner(groups, body, segmented, 0, accept)

    if kind == "vector" and length_node is not None:
        return _for_vector_length(run, length_node, fill_node)

    def for_node(f: list) -> Any:
        st = State()
        start(st)
        run(f, st)
        return finish(st)
    return for_node


# ------------------------------------------------------------------ lowering into core forms
# Inside a procedure, every loop above is rewritten into core forms (for/foldr: see
# lower_for_foldr), so
# that the Python-source generator translates it (and the procedure around it) like any
# other code: the body runs inline, a recursion through it takes one Python frame a call,
# and every iteration counts one step. Each group of clauses is a named `let` stepping
# its sequences (_clause_plan): a cdr walk for in-list or a literal list, a counter for
# in-range, in-naturals or a literal count, an iterator made at once for in-vector,
# in-string and anything else (%for-iter dispatches on the value; %for-next: no allocation
# per iteration), checked where and as Racket's for-clause expansions check; the
# accumulators are hidden variables the innermost body updates with `set!`, bound afresh to
# the user's names (for/fold, for/lists) at every iteration, and a hidden flag stops every
# level at once where a loop can stop early with several groups (#:break, #:final,
# for/first, for/and, for/or, for/vector #:length). A body giving several values (for/fold,
# for/lists, for/hash) has each `(values e ...)` in its tail positions rewritten into the
# updates (syntax.deliver_values), or else its values are captured at run time.

LET_, IF_, BEGIN_, QUOTE_, SET_, LAMBDA_ = (sym("let"), sym("if"), sym("begin"), sym("quote"),
                                            sym("set!"), sym("lambda"))
_HASH_TABLE_KINDS = {"hash": "equal", "hasheq": "eq", "hasheqv": "eqv"}


def _is_keyword(x: Any) -> bool:
    return keyword_name(x) is not None


class _Loop:
    """What one loop being lowered needs: the hidden accumulator variables and flag."""

    def __init__(self, kind: str, ngroups: int, early: bool) -> None:
        self.kind = kind
        self.flag = gensym("for-stop") if ngroups > 1 and early else None

    def stop(self) -> Any:
        return L(SET_, self.flag, True) if self.flag is not None else VOID

    def cont(self, loop: Symbol, steps: list) -> Any:
        call = L(loop, *steps)
        return L(IF_, self.flag, VOID, call) if self.flag is not None else call


def _split_body(body: list) -> list | None:
    """The body forms as segments: ("body", forms) and ("break"/"final", expr), ending
    with the forms whose value is the body's; None if malformed."""
    segments: list = []
    current: list = []
    i = 0
    while i < len(body):
        kw = keyword_name(body[i])
        if kw in (BREAK, FINAL):
            if i + 1 >= len(body):
                return None
            segments.append(("body", current))
            segments.append((kw, body[i + 1]))
            current = []
            i += 2
        elif kw is not None:
            return None
        else:
            current.append(body[i])
            i += 1
    if not current:
        return None
    segments.append(("body", current))
    return segments


def _accumulator_spec(kind: str, rest: list) -> tuple[list[Symbol], list, Any] | None:
    """The accumulators of a for/fold or for/foldr (``[id init] ...``) or for/lists (``id
    ...``) at the head of ``rest``: (names, init forms, #:result form or None), or None
    for a spec the lowerings leave to form_for (which reports bad syntax)."""
    if not rest or not is_list(rest[0]):
        return None
    spec = list_to_python(rest[0])
    accs: list[Symbol] = []
    inits: list = []
    result = None
    while spec:
        a = spec.pop(0)
        if keyword_name(a) == "result":
            if len(spec) != 1:
                return None
            result = spec.pop()
        elif kind == "lists" and type(a) is Symbol and not _is_keyword(a):
            accs.append(a)
            inits.append(L(QUOTE_, NIL))
        elif (kind != "lists" and is_list(a) and len(list_to_python(a)) == 2
              and type(a.car) is Symbol and not _is_keyword(a.car)):
            accs.append(a.car)
            inits.append(a.cdr.car)
        else:
            return None
    if len(set(accs)) != len(accs):
        return None
    return accs, inits, result


@lowering("for/foldr", "for*/foldr")
def lower_for_foldr(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """for/foldr as Racket's expansion runs it: the clauses, and the body forms up to its
    last #:break or #:final, run forwards (a for/fold collecting what each iteration's last
    body forms need); then the inits are evaluated, and those body forms run from the last
    iteration to the first, each given the accumulators the one after it gave. The first
    iteration's body is in tail position and its values are the loop's (no #:result), as
    with Racket's innermost `let-values`.

    The last body forms are one procedure, `step`, of the clauses' variables and the
    accumulators, made once, and each iteration collects its variables' values; where
    body forms before a #:break may define variables the last ones use, each iteration
    collects the last forms as a procedure of the accumulators instead (a closure)."""
    if not is_list(x):
        return None
    items = list_to_python(x)
    spec = _accumulator_spec("foldr", items[1:])
    if spec is None or len(items) < 4 or not is_list(items[2]):
        return None
    groups = _lowered_groups(list_to_python(items[2]), False)   # for the variables' names
    segments = _split_body(items[3:])
    if groups is None or segments is None:
        return None
    accs, inits, result = spec
    last = segments[-1][1]
    head = items[3:len(items) - len(last)]
    collected = not any(kw == "body" and forms for kw, forms in segments[:-1])
    if collected:   # the clauses' variables (the innermost of a name; the accumulators shadow them)
        names: list[Symbol] = []
        for bindings, _ in groups:
            for ns, _, _ in bindings:
                names = [n for n in names if n not in ns] + list(ns)
        names = [n for n in names if n not in accs]
        item = names[0] if len(names) == 1 else L(prim("vector"), *names)
    # the procedures it makes are named with `%`: a limit hit in them is reported in the
    # procedure the user wrote the loop in (ir.Fn.reported)
    step = gensym("%for-step")
    if not collected:
        names = []
        item = L(LET_, L(L(step, L(LAMBDA_, make_list(accs), *last))), step)
    steps, rest, back = gensym("for-steps"), gensym("for-rest"), gensym("%for-back")
    star = x.car.name.startswith("for*")
    forward = lower_for(c, L(sym("for*/fold" if star else "for/fold"), L(L(steps, L(QUOTE_, NIL))),
                             items[2], *head, L(prim("cons"), item, steps)), blk, loc)
    if forward is None:
        return None
    if not collected:
        call = L(L(prim("car"), rest), *accs)
    elif len(names) == 1:
        call = L(step, L(prim("car"), rest), *accs)
    else:
        got = L(prim("car"), rest)
        call = L(step, *[L(prim("vector-ref"), got, k) for k in range(len(names))], *accs)
    if len(accs) == 1:
        again = L(back, L(prim("cdr"), rest), call)
    else:
        again = L(sym("let-values"), L(L(make_list(accs), call)),
                  L(back, L(prim("cdr"), rest), *accs))
    if result is not None:
        loop_body = L(IF_, L(prim("null?"), rest), result, again)
    else:
        finish = accs[0] if len(accs) == 1 else L(prim("values"), *accs)
        loop_body = L(IF_, L(prim("null?"), rest), finish,
                      L(IF_, L(prim("null?"), L(prim("cdr"), rest)), call, again))
    out = L(LET_, back, make_list([L(rest, steps)] + [L(a, e) for a, e in zip(accs, inits)]),
            loop_body)
    if collected:
        out = L(LET_, L(L(step, L(LAMBDA_, make_list(names + accs), *last))), out)
    return L(LET_, L(L(steps, forward)), out)


@lowering(*[n for n in FOR_NAMES if "foldr" not in n])
def lower_for(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """A `for` loop as core forms (see above), or None for a use it leaves to form_for (bad
    syntax, which form_for reports; a for/fold with no accumulators)."""
    if not is_list(x):
        return None
    who = x.car.name
    star = who.startswith("for*")
    kind = who.split("/", 1)[1] if "/" in who else ""
    rest = list_to_python(x)[1:]
    accs: list[Symbol] = []
    inits: list = []
    result = None
    length = fill = None
    if kind in ("fold", "lists"):
        spec = _accumulator_spec(kind, rest)
        if spec is None or not spec[0]:
            return None
        accs, inits, result = spec
        rest = rest[1:]
    elif kind == "vector":
        while len(rest) >= 2 and keyword_name(rest[0]) in ("length", "fill"):
            if keyword_name(rest[0]) == "length":
                length = rest[1]
            else:
                fill = rest[1]
            rest = rest[2:]
        if fill is not None and length is None:
            length, fill = None, None
            return None
    if len(rest) < 2 or not is_list(rest[0]):
        return None
    groups = _lowered_groups(list_to_python(rest[0]), star)
    segments = _split_body(rest[1:])
    if groups is None or segments is None:
        return None
    early = (kind in ("first", "and", "or") or length is not None or len(segments) > 1
             or any(g for _, guards in groups for g, _ in guards if g in (BREAK, FINAL)))
    lp = _Loop(kind, len(groups), early or any(k == FINAL for k, _ in segments))
    if any(k == FINAL for k, _ in segments) or any(g == FINAL for _, gs in groups for g, _ in gs):
        lp.flag = lp.flag or gensym("for-stop")
    hidden = [gensym(f"for-{a.name}") for a in accs] if accs else [gensym("for-acc")]
    index = gensym("for-index")
    user = list(zip(accs, hidden))          # the names the clauses and body see

    def accept(value: Any, cont: Any) -> Any:
        """Feed the body's value to the accumulators, then go on (``cont``) or stop."""
        a = hidden[0]
        if kind == "":
            return L(BEGIN_, value, cont)
        if kind in ("list", "vector") and length is None:
            return L(BEGIN_, L(SET_, a, L(prim("cons"), value, a)), cont)
        if kind == "vector":
            return L(BEGIN_, L(prim("vector-set!"), a, index, value),
                     L(SET_, index, L(prim("+"), index, 1)),
                     L(IF_, L(prim("="), index, L(prim("vector-length"), a)), lp.stop(), cont))
        if kind in ("sum", "product"):
            return L(BEGIN_, L(SET_, a, L(prim("+" if kind == "sum" else "*"), a, value)), cont)
        v = gensym("for-value")
        if kind == "and":
            return L(LET_, L(L(v, value)), L(SET_, a, v), L(IF_, v, cont, lp.stop()))
        if kind == "or":
            return L(LET_, L(L(v, value)), L(SET_, a, v), L(IF_, v, lp.stop(), cont))
        if kind == "first":
            return L(BEGIN_, L(SET_, a, value), lp.stop())
        if kind == "last":
            return L(BEGIN_, L(SET_, a, value), cont)
        n = 2 if kind in _HASH_TABLE_KINDS else len(hidden)
        temps = [gensym("for-value") for _ in range(n)]

        def update(vals: list) -> Any:
            if kind in _HASH_TABLE_KINDS:
                sets = [L(prim("%for-hash-put"), a, vals[0], vals[1])]
            elif kind == "lists":
                sets = [L(SET_, h, L(prim("cons"), t, h)) for h, t in zip(hidden, vals)]
            else:
                sets = [L(SET_, h, t) for h, t in zip(hidden, vals)]
            return L(BEGIN_, *sets, cont)
        if n == 1:
            return update([value])

        def bind(vals: list) -> Any:
            return L(LET_, make_list([L(t, e) for t, e in zip(temps, vals)]), update(temps))
        direct = deliver_values(c, value, n, bind, blk, loc)
        if direct is not None:
            return direct
        got = gensym("for-values")
        return L(LET_, L(L(got, L(prim("%values-list"), n, L(LAMBDA_, NIL, value)))),
                 update([L(prim("%values-ref"), got, k) for k in range(n)]))

    def body_of(cont: Any, stop: Any) -> Any:
        out = None
        for kw, seg in reversed(segments):
            if kw == "body":
                forms = seg
                if out is None:         # the last forms: the body's value
                    out = accept(Pair(LET_, Pair(NIL, make_list(forms))), cont)
                elif forms:
                    out = Pair(LET_, Pair(NIL, make_list(forms + [out])))
            elif kw == BREAK:
                out = L(IF_, seg, stop, out)
            else:
                out = L(BEGIN_, L(IF_, seg, L(SET_, lp.flag, True), VOID), out)
        return out

    def level(gi: int) -> Any:
        bindings, guards = groups[gi]
        loop = gensym("%for-loop")
        plans = [_clause_plan(c, blk, names, seq, label) for names, seq, label in bindings]
        cont = lp.cont(loop, [st for p in plans for _, _, st in p.loop]) if bindings else VOID
        # Racket's loop gives the accumulators' values where it skips or breaks: what their
        # names mean there, so a variable of this group's that has an accumulator's name
        # gives its value instead
        keep = shadowed(gi)
        skip = L(BEGIN_, *keep, cont) if keep else cont
        stop = L(BEGIN_, *keep, lp.stop()) if keep else lp.stop()
        nxt = body_of(cont, stop) if gi == len(groups) - 1 else (
            L(BEGIN_, level(gi + 1), cont) if bindings else level(gi + 1))
        for g, e in reversed(guards):
            if g == WHEN:
                nxt = L(IF_, e, nxt, skip)
            elif g == UNLESS:
                nxt = L(IF_, e, skip, nxt)
            elif g == BREAK:
                nxt = L(IF_, e, stop, nxt)
            elif g == DO:       # its definitions are seen by the clauses and body after it
                nxt = Pair(LET_, Pair(NIL, make_list(e + [nxt])))
            else:
                nxt = L(BEGIN_, L(IF_, e, L(SET_, lp.flag, True), VOID), nxt)
        binds = L(LET_, make_list([L(u, h) for u, h in user])) if user else None
        pre = reinit(gi)
        if not bindings:
            nxt = L(*binds, nxt) if binds is not None else nxt
            return L(BEGIN_, *pre, nxt) if pre else nxt
        # Racket's order and scope: the accumulators (bound as the loop's own variables),
        # every clause's test of its position, then the clauses' variables all at once
        values: list = []
        for (names, _, _), p in zip(bindings, plans):
            if p.iterator is not None:
                p.next_value = gensym("for-next")
                if len(names) == 1:
                    values.append(L(names[0], p.next_value))
                else:
                    values += [L(n, L(prim("%values-ref"), p.next_value, k))
                               for k, n in enumerate(names)]
            else:
                values.append(L(names[0], p.value))
        nxt = L(LET_, make_list(values), nxt)
        for p in reversed(plans):
            if p.iterator is not None:
                nxt = L(LET_, L(L(p.next_value, L(prim("%for-next"), p.iterator))),
                        L(IF_, L(prim("%for-end?"), p.next_value), VOID, nxt))
            elif p.test is not None:
                nxt = L(IF_, p.test, nxt, VOID)
        if binds is not None:
            nxt = L(*binds, nxt)
        out = L(LET_, loop, make_list([L(v, init) for p in plans for v, init, _ in p.loop]), nxt)
        # Racket's order: every sequence expression of the group (the generic ones, in-vector
        # and in-string checked at once), then the checks of in-list, in-range, in-naturals
        checks = [e for p in plans for e in p.checks]
        if checks:
            out = L(BEGIN_, *checks, out)
        for t, e in reversed([b for p in plans for b in p.outer]):
            out = L(LET_, L(L(t, e)), out)
        return L(BEGIN_, *pre, out) if pre else out

    def shadowed(gi: int) -> list:
        """Where group ``gi``'s variables are in scope, the accumulators take the values of
        those named as they are (set!s of the hidden variables)."""
        if gi < 0 or not user:
            return []
        names = {n for ns, _, _ in groups[gi][0] for n in ns}
        return [L(SET_, h, u) for u, h in user if u in names]

    def reinit(gi: int) -> list:
        """A nested group starts its accumulators afresh from what their names mean there,
        as Racket's nested for/fold `([acc acc] ...)` does."""
        return shadowed(gi - 1)

    run = level(0)
    a = hidden[0]
    if kind in ("list", "vector") and length is None:
        start, finish = [L(QUOTE_, NIL)], L(prim("reverse"), a)
        if kind == "vector":
            finish = L(prim("list->vector"), finish)
    elif kind == "vector":
        start, finish = [L(prim("make-vector"), L(prim("%for-vector-length"), length),
                           0 if fill is None else fill)], a
        run = L(IF_, L(prim("="), L(prim("vector-length"), a), 0), VOID, run)
    elif kind in _HASH_TABLE_KINDS:
        start, finish = [L(prim("%for-hash-new"), _HASH_TABLE_KINDS[kind])], a
    elif kind in ("fold", "lists"):
        start = inits
        finals = [L(prim("reverse"), h) for h in hidden] if kind == "lists" else list(hidden)
        if result is not None:
            finish = L(LET_, make_list([L(u, f) for u, f in zip(accs, finals)]), result)
        else:
            finish = finals[0] if len(finals) == 1 else L(prim("values"), *finals)
    else:
        start = [{"": VOID, "sum": 0, "product": 1, "and": True}.get(kind, False)]
        finish = a
    state = [L(h, e) for h, e in zip(hidden, start)]
    if length is not None:
        state.append(L(index, 0))
    if lp.flag is not None:
        state.append(L(lp.flag, False))
    # accumulators' inits run in order, before the first sequence (let* order)
    out = L(LET_, make_list(state[len(start):]), L(BEGIN_, run, finish))
    for binding in reversed(state[:len(start)]):
        out = L(LET_, L(binding), out)
    return out


class _Plan:
    """How a lowered loop steps through one clause's sequence: the temporaries its
    expressions are evaluated into (``outer``, in order), the checks that run once every
    ``outer`` of the group has (``checks``), the loop's variables (var, init, next value),
    and either an ``iterator`` (a temporary) stepped with %for-next, or the element
    (``value``) while ``test`` holds (None: forever)."""

    __slots__ = ("outer", "checks", "loop", "iterator", "test", "value", "next_value")

    def __init__(self) -> None:
        self.outer: list = []
        self.checks: list = []
        self.loop: list = []
        self.iterator: Any = None
        self.test: Any = None
        self.value: Any = None
        self.next_value: Any = None


_DIRECT_SEQUENCES = {"in-list": (1, 1), "in-range": (1, 3), "in-naturals": (0, 1),
                     "in-vector": (1, 1), "in-string": (1, 1)}


def _primitive_named(c: Compiler, name: Any, blk: Block) -> str | None:
    """Which of _DIRECT_SEQUENCES ``name`` denotes here for good (an import in a module
    that neither defines nor shadows it, under any name), if one."""
    if type(name) is not Symbol or blk.lookup(name) is not None:
        return None
    cell = c.ns.cells.get(name)
    if cell is None or not c.fixed_value(name, cell):
        return None
    for seq in _DIRECT_SEQUENCES:
        if cell.value is prim(seq):
            return seq
    return None


def _literal(c: Compiler, x: Any, blk: Block) -> tuple[bool, Any]:
    """(True, value) if ``x`` is a self-evaluating literal or a quoted datum."""
    t = type(x)
    if t in (int, float, Fraction, str, MVector):
        return True, x
    if (t is Pair and x.car is QUOTE_ and type(x.cdr) is Pair and x.cdr.cdr is NIL
            and blk.lookup(QUOTE_) is None and c.special_form(QUOTE_) is SPECIAL_FORMS.get(QUOTE_)):
        return True, x.cdr.car
    return False, None


def _is_exact_int(x: Any) -> bool:
    return type(x) is int


def _clause_plan(c: Compiler, blk: Block, names: list, seq: Any, label: str) -> _Plan:
    """The plan of one clause ``[names seq]``: a direct loop for the common sequences, an
    iterator over any sequence (dispatching on its value at run time) otherwise."""
    p = _Plan()
    if len(names) == 1:
        known, value = _literal(c, seq, blk)
        if known:
            if value is NIL or (type(value) is Pair and is_list(value)):
                cur = gensym("for-list")
                p.loop = [(cur, seq, L(prim("%for-cdr"), cur))]
                p.test, p.value = L(prim("pair?"), cur), L(prim("%for-car"), cur)
                return p
            if type(value) is int and value >= 0:
                return _counter(p, 0, seq, 1)
            if type(value) is MVector or type(value) is str:
                it = gensym("for-iter")
                make = "%in-vector-iter" if type(value) is MVector else "%in-string-iter"
                p.outer = [(it, L(prim(make), seq))]
                p.iterator = it
                return p
        elif type(seq) is Pair and is_list(seq):
            name = _primitive_named(c, seq.car, blk)
            args = list_to_python(seq.cdr)
            if name is not None and _DIRECT_SEQUENCES[name][0] <= len(args) <= _DIRECT_SEQUENCES[name][1]:
                return _direct_plan(c, blk, p, name, args)
    it = gensym("for-iter")
    make = (L(prim("%for-iter"), label, seq) if len(names) == 1
            else L(prim("%for-iter-values"), label, len(names), seq))
    p.outer = [(it, make)]
    p.iterator = it
    return p


def _direct_plan(c: Compiler, blk: Block, p: _Plan, name: str, args: list) -> _Plan:
    def temp(e: Any, what: str) -> Any:
        """A temporary holding ``e``, or ``e`` itself if it is a number literal."""
        known, value = _literal(c, e, blk)
        if known and type(value) in (int, float, Fraction):
            return value
        t = gensym(what)
        p.outer.append((t, e))
        return t
    if name == "in-list":
        lst = temp(args[0], "for-list")
        cur = gensym("for-list")
        p.checks = [L(prim("%in-list-check"), lst)]
        p.loop = [(cur, lst, L(prim("%for-cdr"), cur))]
        p.test, p.value = L(prim("pair?"), cur), L(prim("%for-car"), cur)
        return p
    if name == "in-naturals":
        start = temp(args[0], "for-start") if args else 0
        if not (_is_exact_int(start) and start >= 0):
            p.checks = [L(prim("%in-naturals-check"), start)]
        i = gensym("for-i")
        p.loop = [(i, start, L(prim("%for-add"), i, 1))]
        p.value = i
        return p
    if name == "in-range":
        if len(args) == 1:
            start, end, step = 0, temp(args[0], "for-end"), 1
        else:
            start, end = temp(args[0], "for-start"), temp(args[1], "for-end")
            step = temp(args[2], "for-step") if len(args) == 3 else 1
        if not all(type(x) in (int, float, Fraction) for x in (start, end, step)):
            p.checks = [L(prim("%in-range-check"), start, end, step)]
        if type(step) in (int, float, Fraction):
            return _counter(p, start, end, step)
        # as Racket 8.7's in-range does, the test evaluates the step's expression again
        # (in the scope of the loop's accumulators), the next position adds its first value
        i = gensym("for-i")
        p.loop = [(i, start, L(prim("+"), i, step))]
        p.test = L(IF_, L(prim(">="), args[2], 0), L(prim("%for-lt"), i, end),
                   L(prim("%for-gt"), i, end))
        p.value = i
        return p
    it = gensym("for-iter")
    p.outer.append((it, L(prim("%in-vector-iter" if name == "in-vector" else "%in-string-iter"),
                          args[0])))
    p.iterator = it
    return p


def _counter(p: _Plan, start: Any, end: Any, step: Any) -> _Plan:
    """A counting loop from ``start`` while below (above, for a negative ``step``) ``end``,
    by a literal ``step``. Python's + is Racket's for a fixnum step (on any real), not for
    a rational one (1/2 + 1/2 must become the integer 1) nor a float one (a bignum start
    too big for a float would raise OverflowError)."""
    i = gensym("for-i")
    add = prim("%for-add") if type(step) is int and -2 ** 53 < step < 2 ** 53 else prim("+")
    p.loop = [(i, start, L(add, i, step))]
    p.test = L(prim("%for-gt" if step < 0 else "%for-lt"), i, end)
    p.value = i
    return p


def _lowered_groups(clauses: list, star: bool) -> list | None:
    """The clauses as groups [(bindings, guards)], each binding (names, seq, label) as
    form_for runs them; None if malformed (form_for then reports it)."""
    groups: list = [([], [])]
    i = 0
    while i < len(clauses):
        x = clauses[i]
        kw = keyword_name(x)
        if kw is not None:
            if kw == DO and i + 1 < len(clauses) and is_list(clauses[i + 1]):
                groups[-1][1].append((DO, list_to_python(clauses[i + 1])))
                i += 2
                continue
            if kw not in _GUARD_KINDS or i + 1 >= len(clauses):
                return None
            groups[-1][1].append((_GUARD_KINDS[kw], clauses[i + 1]))
            i += 2
            continue
        if not (is_list(x) and len(list_to_python(x)) == 2):
            return None
        target = x.car
        if type(target) is Symbol and not _is_keyword(target):
            names, label = [target], target.name
        elif target is NIL or (is_list(target) and all(type(n) is Symbol and not _is_keyword(n)
                                                       for n in list_to_python(target))):
            names, label = list_to_python(target), write_string(target)
        else:
            return None
        if groups[-1][1] or (star and groups[-1][0]):
            groups.append(([], []))
        groups[-1][0].append((names, x.cdr.car, label))
        i += 1
    for bindings, _ in groups:
        names = [n for ns, _, _ in bindings for n in ns]
        if len(set(names)) != len(names):
            return None
    return groups


def _start_none(st: State) -> None:
    st.result = VOID


def _accept_void(st: State, v: Any) -> bool:
    return False


def _start_items(st: State) -> None:
    st.items = []


def _accept_item(st: State, v: Any) -> bool:
    if type(v) is MultipleValues:
        raise _arity_mismatch(1, len(v.values))
    st.items.append(v)
    return False


def _start_value(value: Any) -> Callable[[State], None]:
    def start(st: State) -> None:
        st.result = value
    return start


def _accept_sum(st: State, v: Any) -> bool:
    st.result = _arith("+", st.result, single_value_of(v))
    return False


def _accept_product(st: State, v: Any) -> bool:
    st.result = _arith("*", st.result, single_value_of(v))
    return False


def _accept_and(st: State, v: Any) -> bool:
    v = single_value_of(v)
    st.result = v
    return v is False


def _accept_or(st: State, v: Any) -> bool:
    v = single_value_of(v)
    st.result = v
    return v is not False


def _accept_first(st: State, v: Any) -> bool:
    st.result = single_value_of(v)
    return True


def _accept_last(st: State, v: Any) -> bool:
    st.result = single_value_of(v)
    return False


def _hash_kind(kind: str) -> tuple:
    table_kind = {"hash": "equal", "hasheq": "eq", "hasheqv": "eqv"}[kind]

    def start(st: State) -> None:
        st.table = HashTable(table_kind, mutable=False)

    def accept(st: State, v: Any) -> bool:
        if type(v) is not MultipleValues or len(v.values) != 2:
            vals = v.values if type(v) is MultipleValues else [v]
            raise _arity_mismatch(2, len(vals), vals)
        hash_put(st.table, v.values[0], v.values[1])
        return False
    return accept, start, lambda st: st.table


def single_value_of(v: Any) -> Any:
    if type(v) is MultipleValues:
        raise _arity_mismatch(1, len(v.values))
    return v


_KIND_OPS: dict[str, tuple] = {
    "": (_accept_void, _start_none, lambda st: VOID),
    "list": (_accept_item, _start_items, lambda st: make_list(st.items)),
    "vector": (_accept_item, _start_items, lambda st: MVector(st.items)),
    "sum": (_accept_sum, _start_value(0), lambda st: st.result),
    "product": (_accept_product, _start_value(1), lambda st: st.result),
    "and": (_accept_and, _start_value(True), lambda st: st.result),
    "or": (_accept_or, _start_value(False), lambda st: st.result),
    "first": (_accept_first, _start_value(False), lambda st: st.result),
    "last": (_accept_last, _start_value(False), lambda st: st.result),
    "hash": _hash_kind("hash"),
    "hasheq": _hash_kind("hasheq"),
    "hasheqv": _hash_kind("hasheqv"),
}


def _accept_vector_slot(st: State, v: Any) -> bool:
    st.vector[st.index] = single_value_of(v)
    st.index += 1
    return st.index >= len(st.vector)


def _for_vector_length(run: Callable, length_node: Any, fill_node: Any) -> Any:
    """for/vector with #:length (and #:fill): a vector of that length, filled in order."""
    def for_vector(f: list) -> Any:
        n = length_node(f)
        if type(n) is not int or n < 0:
            raise contract_error("for/vector", "exact-nonnegative-integer?", n)
        fill = fill_node(f) if fill_node is not None else 0
        st = State()
        st.vector = [fill] * n
        st.index = 0
        if n:
            run(f, st)
        return MVector(st.vector)
    return for_vector


def _parse_accumulators(c: Compiler, who: str, x: Any, spec: Any, loc: Any,
                        ids_only: bool) -> tuple[list[Symbol], list, Any]:
    """The accumulator names, their init forms, and the #:result form (or None)."""
    items = c.list_of(spec, who, loc)
    result = None
    names, inits = [], []
    i = 0
    while i < len(items):
        a, l = items[i]
        if keyword_name(a) == "result":
            if i + 2 != len(items):
                raise c.bad_syntax(who, x, loc)
            result = items[i + 1]
            break
        if ids_only:
            if type(a) is not Symbol:
                raise c.bad_syntax(who, x, loc)
            names.append(a)
        else:
            aps = c.list_of(a, who, l or loc) if type(a) is Pair else []
            if len(aps) != 2 or type(aps[0][0]) is not Symbol:
                raise c.bad_syntax(who, x, loc)
            names.append(aps[0][0])
            inits.append(aps[1])
        i += 1
    return names, inits, result


def _result_node(c: Compiler, names: list[Symbol], result: Any, blk: Block, loc: Any) -> Any:
    """A function (frame, values) evaluating `#:result` with the accumulators bound."""
    if result is None:
        return None
    frame_info = FrameInfo(1)
    rblk = Block(blk, frame_info, True)
    for n in names:
        rblk.add(n)
    node = c.comp(result[0], rblk, False, result[1] or loc)

    def run_result(f: list, vals: list) -> Any:
        frame = [f, *vals]
        frame.extend([UNDEFINED] * (frame_info.size - len(frame)))
        r = node(frame)
        if type(r) is TailCall:
            r = apply_procedure(r.proc, r.args)
        return r
    return run_result


def _for_fold(c: Compiler, who: str, x: Any, rest: list, star: bool, blk: Block, loc: Any,
              right: bool = False) -> Any:
    """for/fold, and for/foldr (``right``): the sequences are iterated forwards, keeping each
    iteration's frame, then the body runs on those frames from the last to the first."""
    if len(rest) < 2:
        raise c.bad_syntax(who, x, loc)
    names, inits, result = _parse_accumulators(c, who, x, rest[0][0], rest[0][1] or loc, False)
    init_nodes = [c.comp(e, blk, False, l or loc) for e, l in inits]
    groups = parse_clauses(c, who, x, rest[1][0], star, rest[1][1] or loc)
    # for/foldr binds its accumulators in the body only (the clauses run before any body)
    body_blk = compile_groups(c, who, x, groups, [] if right else names, blk)
    acc_slots = [body_blk.add(n) for n in names] if right else []
    body, segmented = compile_body(c, who, x, rest[2:], body_blk, loc)
    nacc = len(names)
    result_node = _result_node(c, names, result, blk, loc)

    def accept(st: State, v: Any) -> bool:
        vals = v.values if type(v) is MultipleValues else [v]
        if len(vals) != nacc:
            raise _arity_mismatch(nacc, len(vals), vals)
        st.accs = vals
        return False
    if right:
        return _for_foldr(groups, body, segmented, acc_slots, accept, init_nodes, result_node)
    run = make_runner(groups, body, segmented, nacc, accept)

    def for_fold(f: list) -> Any:
        st = State()
        st.accs = [single_value(n(f)) for n in init_nodes]
        run(f, st)
        if result_node is not None:
            return result_node(f, st.accs)
        if nacc == 1:
            return st.accs[0]
        return MultipleValues(list(st.accs))
    return for_fold


def _for_foldr(groups: list[Group], body: Any, segmented: bool, acc_slots: list[int],
               accept: Callable, init_nodes: list, result_node: Any) -> Any:
    nacc = len(acc_slots)
    frames_of = make_runner(groups, lambda frame: frame, False, 0, _accept_item)

    def for_foldr(f: list) -> Any:
        accs = [single_value(n(f)) for n in init_nodes]
        st = State()
        st.items = []
        frames_of(f, st)  # every iteration's (fresh) frame, in order
        st.accs = accs
        for frame in reversed(st.items):
            for slot, v in zip(acc_slots, st.accs):
                frame[slot] = v
            r = _run_segments(body, frame, st) if segmented else body(frame)
            if r is _BODY_BREAK:
                break
            accept(st, r)
        if result_node is not None:
            return result_node(f, st.accs)
        if nacc == 1:
            return st.accs[0]
        return MultipleValues(list(st.accs))
    return for_foldr


def _for_lists(c: Compiler, who: str, x: Any, rest: list, star: bool, blk: Block, loc: Any) -> Any:
    """for/lists: like for/fold whose accumulators are the lists so far (reversed)."""
    if len(rest) < 2:
        raise c.bad_syntax(who, x, loc)
    names, _, result = _parse_accumulators(c, who, x, rest[0][0], rest[0][1] or loc, True)
    groups = parse_clauses(c, who, x, rest[1][0], star, rest[1][1] or loc)
    body_blk = compile_groups(c, who, x, groups, names, blk)
    body, segmented = compile_body(c, who, x, rest[2:], body_blk, loc)
    nacc = len(names)
    result_node = _result_node(c, names, result, blk, loc)

    def accept(st: State, v: Any) -> bool:
        vals = v.values if type(v) is MultipleValues else [v]
        if len(vals) != nacc:
            raise _arity_mismatch(nacc, len(vals), vals)
        st.accs = [Pair(val, acc) for val, acc in zip(vals, st.accs)]
        return False
    run = make_runner(groups, body, segmented, nacc, accept)

    def for_lists(f: list) -> Any:
        st = State()
        st.accs = [NIL] * nacc
        run(f, st)
        lists = [make_list(reversed(list_to_python(a))) for a in st.accs]
        if result_node is not None:
            return result_node(f, lists)
        if nacc == 1:
            return lists[0]
        return MultipleValues(lists)
    return for_lists
