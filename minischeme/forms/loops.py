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

Inside a procedure and at module level a loop is lowered into core forms instead
(loop_lowering.py, stepping each kind of sequence as loop_sequences.py plans); what is
here compiles the loops the lowering leaves (a for/fold with no accumulators, bad syntax,
which it reports in Racket's words) as closures over frames.

How a loop runs here: the clauses are compiled once into *groups*. Each group has its own block
that starts a new frame (``[parent, accumulators..., variables..., locals...]``), so every
iteration gets a fresh frame: a closure made in the body keeps that iteration's values, as
in Racket. The loop itself is a Python `for` over Python iterators (one level of Python
recursion per group, never per iteration), so a loop of any length runs in constant stack.

Sequences: lists, vectors, strings (chars), hash tables (key and value), exact nonnegative
integers, and the values of in-range, in-naturals, in-list, in-vector, in-string, in-hash,
in-hash-keys, in-hash-values, in-hash-pairs, in-indexed, in-value, in-inclusive-range
(primitives/sequences.py).
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any, Callable, Iterator

from minischeme.compilation.compiler import Block, Compiler, FrameInfo
from minischeme.values.data import (NIL, UNDEFINED, VOID, HashTable, MVector, MultipleValues, Pair, Symbol,
                                    is_list, list_to_python, make_list, normalize, sym)
from minischeme.values.equality import hash_put
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.expansion.syntax import parts, prim, special
from minischeme.forms.match_patterns import keyword_name
from minischeme.primitives.sequences import (Sequence, is_sequence, sequence_iter,  # noqa: F401  (re-exported)
                                   _arity_mismatch, mismatch_iter)
from minischeme.values.printer import print_string, write_string
from minischeme.values.runtime import BUDGET, TailCall, apply_procedure, single_value
from minischeme.forms.loop_lowering import _GUARD_KINDS, BREAK, DO, FINAL, FOR_NAMES, UNLESS, WHEN

S = sym
LIB = "racket/base"


# ------------------------------------------------------------------ parsing the clauses

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
