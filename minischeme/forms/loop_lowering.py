"""The `for` family lowered into core forms, for the expander (see the comment below): the
clauses as groups, each a named `let` stepping its sequences (loop_sequences.py), the
accumulators, `#:when`/`#:unless`/`#:break`/`#:final`/`#:do`, and for/foldr."""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Block, Compiler
from minischeme.values.data import NIL, VOID, Pair, make_pair, Symbol, gensym, is_list, list_to_python, make_list, sym
from minischeme.expansion.syntax import L, deliver_values, prim
from minischeme.forms.match_patterns import keyword_name
from minischeme.values.printer import write_string
from minischeme.forms.loop_sequences import _clause_plan

WHEN, UNLESS, BREAK, FINAL, DO = "when", "unless", "break", "final", "do"
_GUARD_KINDS = {WHEN: WHEN, UNLESS: UNLESS, BREAK: BREAK, FINAL: FINAL}  # canonical objects

FOR_KINDS = ["", "list", "vector", "sum", "product", "and", "or", "first", "last", "fold",
             "foldr", "lists", "hash", "hasheq", "hasheqv"]
FOR_NAMES = [f"for{s}{'/' + k if k else ''}" for k in FOR_KINDS for s in ("", "*")]


# ------------------------------------------------------------------ lowering into core forms
# Every loop is rewritten into core forms (for/foldr: see lower_for_foldr; loops.py
# registers these lowerings as the forms' meaning and reports bad syntax), so that the
# Python-source generator translates it (and the procedure around it) like any other code: the body runs inline, a recursion through it takes one Python frame a call,
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
    for a spec the lowerings refuse (loops.check_for reports its bad syntax)."""
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


def lower_for(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """A `for` loop as core forms (see above), or None for a use it refuses (bad syntax,
    which loops.check_for reports; a for/fold with no accumulators, which loops rewrites)."""
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
            return L(BEGIN_, L(prim("%for-collect!"), a, value), cont)
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
                    out = accept(make_pair(LET_, make_pair(NIL, make_list(forms))), cont)
                elif forms:
                    out = make_pair(LET_, make_pair(NIL, make_list(forms + [out])))
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
                nxt = make_pair(LET_, make_pair(NIL, make_list(e + [nxt])))
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
        outer = [b for p in plans for b in p.outer]
        if gi == 0 and kind in ("fold", "lists"):
            first_group.extend([outer, checks])     # before the accumulators' inits
            return L(BEGIN_, *pre, out) if pre else out
        if checks:
            out = L(BEGIN_, *checks, out)
        for t, e in reversed(outer):
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

    first_group: list = []      # a for/fold's first sequences and their checks (level)
    run = level(0)
    a = hidden[0]
    if kind in ("list", "vector") and length is None:
        # the values in order in a Python list no one else sees, made a list or vector at
        # the end: not a pair a value consed and a reversed copy (sequences.for_collector)
        start = [L(prim("%for-collector"))]
        finish = L(prim("%for-collected-vector" if kind == "vector" else "%for-collected-list"), a)
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
    # accumulators' inits run in order (let* order), after the first group's sequence
    # expressions and their checks, as Racket's for/fold evaluates them
    out = L(LET_, make_list(state[len(start):]), L(BEGIN_, run, finish))
    for binding in reversed(state[:len(start)]):
        out = L(LET_, L(binding), out)
    if first_group:
        outer, checks = first_group
        if checks:
            out = L(BEGIN_, *checks, out)
        for t, e in reversed(outer):
            out = L(LET_, L(L(t, e)), out)
    return out


def _lowered_groups(clauses: list, star: bool) -> list | None:
    """The clauses as groups [(bindings, guards)], each binding (names, seq, label) as
    Racket runs them; None if malformed (loops.check_for then reports it)."""
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
