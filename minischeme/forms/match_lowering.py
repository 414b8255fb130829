"""`match` and `match*` lowered into core forms, for the expander (see the comment below);
the clauses it cannot lower keep the matchers of match_patterns.py."""
from __future__ import annotations

from operator import itemgetter
from typing import Any, Callable

from minischeme.compilation.compiler import Block, Compiler
from minischeme.values.data import (NIL, Box, Char, MVector, Pair, StructInstance, StructType, Symbol, gensym, is_list,
                                    make_list, make_pair, mentions)
from minischeme.values.equality import is_equal
from minischeme.values.errors import SchemeSyntaxError
from minischeme.expansion.namespace import FrameInfo
from minischeme.expansion.syntax import LOWERINGS, SPECIAL_FORMS, L, compiling_lowered, lowered_form, parts
from minischeme.values.printer import write_string
from minischeme.values.procedures import Primitive
from minischeme.values.runtime import apply_procedure
from minischeme.forms.struct_names import language_struct_type, struct_type_variable
from minischeme.forms.match_patterns import (ARROW, LAMBDA, MATCH_STAR, QUOTE, S, UNDERSCORE, MatchFailure,
                                             PatternCompiler, _ellipsis, keyword_name, match_expander, no_match,
                                             struct_type_error)


# ------------------------------------------------------------------ lowering into core forms
# `match` and `match*` inside a procedure (and match-lambda, match-let, match-define, which
# become them), rewritten for the Python-source generator into core forms: each clause is
# one `if` whose test is the pattern's checks in order (a pair? before its car, an eq? with
# a symbol, a predicate's call ...), whose "then" binds the pattern variables (the parts of
# the value the checks found: (car (cdr v)) ...) around the body, and whose "else" is the
# next clause; after the last one, the no-match error. So the generated code makes no
# closure and no list at a match: the tests and accessors are inlined (the %match-...
# primitives, inliners.py), and a clause body is in tail position of the match. What needs
# more than a test of a part of the value uses variables the test assigns (`set!` of
# gensyms declared around the clause): `(app f p)`, the variables of an `or` pattern, and,
# before a `#:when` guard, variables read from mutable places (vector, box, struct fields)
# or that the guard may assign (it writes them back for the body). The last clauses, when
# all start with the same pair? test, make it once.
# The expressions inside patterns (`?`, `app`, `==`, a struct type) are evaluated as the
# tests reach them, in the scope of the match form: they never see the pattern's variables.
# A clause with `(=> id)` runs its body as a procedure of id, in %match-try, which catches
# the failure id raises. A clause whose pattern the lowering does not know (ellipses,
# list-no-order, hash-table, regexp, app of several values) keeps the matchers above: one
# primitive made at compile time that returns the variables' values as a list, or #f.

class _HoistingCompiler(PatternCompiler):
    """A pattern compiler whose pattern expressions are collected in ``hoisted`` (the caller
    evaluates them) and read, when matching, from the tuple in slot 0 of the matcher's frame."""

    def __init__(self, c: Compiler, blk: Block, pblk: Block, loc: Any, who: str,
                 hoisted: list) -> None:
        super().__init__(c, blk, pblk, loc, who)
        self.hoisted = hoisted

    def expr(self, e: Any) -> Callable[[list], Any]:
        k = len(self.hoisted)
        self.hoisted.append(e)
        return lambda f: f[0][k]


def _match_is(r: list, index: int) -> bool:
    return r[0] == index


def _match_ref(r: list, k: int) -> Any:
    return r[k + 1]


def _match_try(thunk: Any) -> Any:
    """Call the body of a `(=> id)` clause, a procedure of id: (its value,), or #f if it
    called id (the failure procedure) to go on with the next clause."""
    token = object()

    def fail() -> Any:
        raise MatchFailure(token)
    try:
        r = apply_procedure(thunk, [Primitive("match-fail", fail, 0, 0)])
    except MatchFailure as e:
        if e.token is not token:
            raise
        return False
    return (r,)


def _struct_test(n: int, pat_text: str, args_text: str) -> Primitive:
    """(%match-struct? v type n) for one struct pattern (its inliner answers the usual case)."""
    def test(v: Any, t: Any, _n: int) -> bool:
        if type(t) is not StructType or len(t.all_fields) != n:
            raise struct_type_error(t, n, pat_text, args_text)
        return type(v) is StructInstance and v.stype.is_subtype_of(t)
    return Primitive("%match-struct?", test, 3, 3)


LET_, IF_, BEGIN_, SET_ = S("let"), S("if"), S("begin"), S("set!")
MATCH_IS = Primitive("%match-is?", _match_is, 2, 2)
MATCH_REF = Primitive("%match-ref", _match_ref, 2, 2)
MATCH_PAIR = Primitive("%match-pair?", lambda v: type(v) is Pair, 1, 1)
MATCH_CAR = Primitive("%match-car", lambda v: v.car, 1, 1)
MATCH_CDR = Primitive("%match-cdr", lambda v: v.cdr, 1, 1)
MATCH_EQ = Primitive("%match-eq?", lambda a, b: a is b, 2, 2)
MATCH_LIST = Primitive("%match-list?", is_list, 1, 1)
MATCH_INT = Primitive("%match-int?", lambda v, k: type(v) is int and v == k, 2, 2)
MATCH_EQUAL = Primitive("%match-equal?", lambda a, b: is_equal(a, b), 2, 2)
# a character or string literal pattern: equal? to it, with no call of equal? where the value
# is a character (one object per character, so usually `is`) or an immutable string (==)
MATCH_CHAR = Primitive("%match-char?", lambda v, k: v is k or (type(v) is Char and v.ch == k.ch), 2, 2)
MATCH_STRING = Primitive("%match-string?", lambda v, k: v == k if type(v) is str else is_equal(v, k), 2, 2)
MATCH_VECTOR = Primitive("%match-vector?", lambda v, n: type(v) is MVector and len(v.items) == n, 2, 2)
MATCH_VECTOR_REF = Primitive("%match-vector-ref", lambda v, k: v.items[k], 2, 2)
MATCH_BOX = Primitive("%match-box?", lambda v: type(v) is Box, 1, 1)
MATCH_UNBOX = Primitive("%match-unbox", lambda v: v.value, 1, 1)
MATCH_FIELD = Primitive("%match-field", lambda v, k: v.fields[k], 2, 2)
MATCH_TRY = Primitive("%match-try", _match_try, 1, 1)
MATCH_RESULT = Primitive("%match-result", lambda r: r[0], 1, 1)   # not inlined: it may be
#                                                                   multiple values

# More clauses than this keep one matcher primitive for the whole match (_lower_match_table):
# each clause whose test is Python statements nests the next one a level deeper, and Python
# allows 100 levels of indentation (and 200 of parentheses). A clause whose test nests
# deeper than MAX_TEST_DEPTH (a list pattern of 40 elements ...) keeps the matchers.
MAX_LOWERED_CLAUSES = 40
MAX_TEST_DEPTH = 40


def _depth(x: Any, limit: int) -> int:
    """How deep the form ``x`` nests, counted up to ``limit``."""
    if type(x) is not Pair or limit <= 0:
        return 0
    deepest = 0
    while type(x) is Pair and deepest < limit:
        deepest = max(deepest, 1 + _depth(x.car, limit - 1))
        x = x.cdr
    return deepest


class _Unsupported(Exception):
    """A pattern the lowering leaves to the matchers."""


def _conjoin(tests: list) -> Any:
    if not tests:
        return True
    form = tests[-1]
    for t in reversed(tests[:-1]):
        form = L(IF_, t, form, False)
    return form


def _disjoin(tests: list) -> Any:
    if not tests:
        return False
    form = tests[-1]
    for t in reversed(tests[:-1]):
        form = L(IF_, t, True, form)
    return form


class _PatternLowerer:
    """The tests of one clause's patterns, as core forms on *subjects*: forms that read a
    part of the matched value again (a gensym, or accessors of one), pure once the tests
    before them hold. ``binds``: each variable's subject and whether it reads a mutable
    place; ``temps``: the gensyms the tests assign, to declare around the clause. ``pc``
    (which compiled the same patterns already, so they are well formed) reads them."""

    def __init__(self, c: Compiler, pc: PatternCompiler) -> None:
        self.c = c
        self.pc = pc
        self.binds: dict[Symbol, tuple[Any, bool]] = {}
        self.temps: list[Symbol] = []

    def temp(self) -> Symbol:
        t = gensym("match-temp")
        self.temps.append(t)
        return t

    def pat(self, p: Any, s: Any, mut: bool) -> list:
        t = type(p)
        if t is Symbol:
            if p is UNDERSCORE:
                return []
            if _ellipsis(p) is not None:
                raise _Unsupported
            if keyword_name(p) is not None:
                return [L(MATCH_EQ, s, L(QUOTE, p))]
            return self.variable(p, s, mut)
        if t is Pair:
            return self.compound(p, s, mut)
        if p is NIL or t is MVector or t is Box:
            raise _Unsupported
        if t is bool:
            return [L(MATCH_EQ, s, p)]
        return _literal_test(p, t, s)

    def variable(self, name: Symbol, s: Any, mut: bool) -> list:
        bound = self.binds.get(name)
        if bound is not None:   # a second occurrence: the values must be equal?
            return [L(MATCH_EQUAL, s, bound[0])]
        self.binds[name] = (s, mut)
        return []

    def literal(self, d: Any, s: Any) -> list:
        t = type(d)
        if t is Symbol or t is bool or d is NIL:
            return [L(MATCH_EQ, s, L(QUOTE, d))]
        return _literal_test(d, t, s)

    def compound(self, p: Pair, s: Any, mut: bool) -> list:
        head = p.car
        if type(head) is not Symbol:
            raise _Unsupported
        if match_expander(self.c, head) is not None:    # the pattern compiler expands it
            raise _Unsupported
        args = self.pc.args(p)
        name = head.name
        if S(f"struct:{name}") in self.c.module_names:
            return self.struct(head, args, p, s)
        if name == "quote":
            return self.literal(args[0], s)
        if name == "quasiquote":
            return self.pat(self.pc.quasi(args[0], p), s, mut)
        if name == "list":
            return self.sequence(args, None, s, mut)
        if name in ("list-rest", "list*"):
            return self.sequence(args[:-1], args[-1], s, mut)
        if name == "vector":
            if any(_ellipsis(q) is not None for q in args):
                raise _Unsupported
            tests = [L(MATCH_VECTOR, s, len(args))]
            for i, q in enumerate(args):
                tests += self.pat(q, L(MATCH_VECTOR_REF, s, i), True)
            return tests
        if name == "cons":
            return ([L(MATCH_PAIR, s)] + self.pat(args[0], L(MATCH_CAR, s), mut)
                    + self.pat(args[1], L(MATCH_CDR, s), mut))
        if name == "box":
            return [L(MATCH_BOX, s)] + self.pat(args[0], L(MATCH_UNBOX, s), True)
        if name == "?":
            return [L(args[0], s)] + self.conjunction(args[1:], s, mut)
        if name == "app":
            if len(args) != 2:
                raise _Unsupported
            t = self.temp()
            return [L(BEGIN_, L(SET_, t, L(args[0], s)), True)] + self.pat(args[1], t, False)
        if name == "and":
            return self.conjunction(args, s, mut)
        if name == "or":
            return self.disjunction(args, s, mut)
        if name == "not":
            saved = dict(self.binds)
            tests = self.pat(args[0], s, mut)
            self.binds = saved
            return [L(IF_, _conjoin(tests), False, True)]
        if name == "==":
            if len(args) == 1:
                return [L(MATCH_EQUAL, s, args[0])]
            return [L(args[1], s, args[0])]
        if name == "var":
            return self.variable(args[0], s, mut)
        if name == "struct":
            if args[1] is UNDERSCORE:     # `(struct id _)`: the matcher's (match_patterns.py)
                raise _Unsupported
            return self.struct(args[0], self.pc.args_of(args[1], p), p, s)
        if name in ("list-no-order", "hash-table", "regexp", "pregexp"):
            raise _Unsupported
        return self.struct(head, args, p, s)

    def sequence(self, pats: list, tail: Any, s: Any, mut: bool) -> list:
        rest = None
        if (tail is None and len(pats) >= 2 and _ellipsis(pats[-1]) is not None
                and self._whole_rest(pats[-2], pats[-1])):
            rest = pats[-2]
            pats = pats[:-2]
        if any(_ellipsis(q) is not None for q in pats):
            raise _Unsupported
        tests = []
        for q in pats:
            tests.append(L(MATCH_PAIR, s))
            tests += self.pat(q, L(MATCH_CAR, s), mut)
            s = L(MATCH_CDR, s)
        if rest is not None:
            # a list pattern's last `x ...` (or `_ ...`): Racket's `(and (? list?) x)`, the
            # rest of the list itself, eq? to the value's tail (as the matchers'
            # rest_of_list takes it), or compared with x's earlier value
            tests.append(L(MATCH_LIST, s))
            return tests + self.pat(rest, s, mut)
        return self._sequence_end(tests, tail, s, mut)

    @staticmethod
    def _whole_rest(q: Any, dots: Symbol) -> bool:
        """Is ``q dots`` a list pattern's last element that Racket matches as the whole rest
        of the list: a plain ``...`` (or ``___``) after a variable or `_`?"""
        return (dots.name in ("...", "___") and type(q) is Symbol and _ellipsis(q) is None
                and keyword_name(q) is None)

    def _sequence_end(self, tests: list, tail: Any, s: Any, mut: bool) -> list:
        if tail is None:
            tests.append(L(MATCH_EQ, s, L(QUOTE, NIL)))
        else:
            tests += self.pat(tail, s, mut)
        return tests

    def conjunction(self, pats: list, s: Any, mut: bool) -> list:
        tests = []
        for q in pats:
            tests += self.pat(q, s, mut)
        return tests

    def disjunction(self, pats: list, s: Any, mut: bool) -> list:
        before = dict(self.binds)
        alts = []
        for q in pats:
            self.binds = dict(before)
            tests = self.pat(q, s, mut)
            alts.append((tests, self.binds))
        self.binds = dict(before)
        names = [n for n in alts[0][1] if n not in before] if alts else []
        if not names:
            return [_disjoin([_conjoin(tests) for tests, _ in alts])]
        temps = {n: self.temp() for n in names}   # each alternative sets them its way
        forms = [_conjoin(tests + [L(BEGIN_, *[L(SET_, temps[n], binds[n][0]) for n in names], True)])
                 for tests, binds in alts]
        for n in names:
            self.binds[n] = (temps[n], False)
        return [_disjoin(forms)]

    def struct(self, name: Symbol, pats: list, p: Any, s: Any) -> list:
        test = _struct_test(len(pats), write_string(p), write_string(make_list(pats)))
        type_name = struct_type_variable(self.c, None, name)
        hidden = language_struct_type(self.c, None, name, type_name)
        tests = [L(test, s, type_name if hidden is None else hidden, len(pats))]  # (a type: a constant)
        for i, q in enumerate(pats):
            tests += self.pat(q, L(MATCH_FIELD, s, i), True)
        return tests


def _literal_test(d: Any, t: type, s: Any) -> list:
    """The test that the value at ``s`` is equal? to the literal ``d`` (of type ``t``): the
    cheapest one that type allows."""
    if t is int:
        return [L(MATCH_INT, s, d)]
    if t is Char:
        return [L(MATCH_CHAR, s, L(QUOTE, d))]
    if t is str:
        return [L(MATCH_STRING, s, L(QUOTE, d))]
    return [L(MATCH_EQUAL, s, L(QUOTE, d))]


def _clause_matcher(who: str, ms: list, slots: list, size: int, nvals: int, n: int) -> Primitive:
    """The primitive that matches one clause's values with the matchers (the patterns the
    lowering leaves to them): [0, the variables' values ...], or #f."""
    rest = [None] * (size - 1)

    def run(*args: Any) -> Any:
        f = [args[nvals:], *rest]
        for m, v in zip(ms, args):
            if not m(v, f):
                return False
        return [0, *[f[s] for s in slots]]
    return Primitive(who, run, n, n)


def _no_match_primitive(who: str, nvals: int) -> Primitive:
    def fail(*vs: Any) -> Any:
        raise no_match(who, vs[0] if nvals == 1 else make_list(list(vs)))
    return Primitive(who, fail, nvals, nvals)


def _parse_clause(c: Compiler, pats: list, rest: list, loc: Any, shown: Any) -> tuple:
    """A clause as (patterns, guard or None, the `(=> id)` id or None, body, loc); Racket's
    error for a clause with nothing to run."""
    guard = None
    if rest and keyword_name(rest[0][0]) == "when":
        if len(rest) < 3:
            raise c.syntax_error("match: expected at least one expression on the right-hand "
                                 f"side after #:when clause\n  in: {write_string(shown)}",
                                 loc, shown)
        guard, rest = rest[1][0], rest[2:]
    fail_id = None
    first = rest[0][0] if rest else None
    if (type(first) is Pair and first.car is ARROW and type(first.cdr) is Pair
            and type(first.cdr.car) is Symbol):
        fail_id, rest = first.cdr.car, rest[1:]
    if not rest:
        raise c.syntax_error("match: expected at least one expression on the right-hand side\n"
                             f"  in: {write_string(shown)}", loc, shown)
    body: Any = NIL     # the body forms, each keeping its position
    for r, rloc in reversed(rest):
        body = make_pair(r, body, rloc)
    return pats, guard, fail_id, body, loc


def lower_match(c: Compiler, who: str, exprs: list, clauses: list, blk: Block, loc: Any) -> Any:
    """The core forms of a match of ``exprs`` against ``clauses``, each (patterns, the rest
    of the clause as (form, loc) pairs, loc, the clause as Racket's errors show it). Bad
    syntax is Racket's error, clause by clause (its shape, then its patterns), before anything
    inside the match is expanded, as Racket's macro reports it."""
    parsed: list = []
    try:
        for pats, rest, l, shown in clauses:
            parsed.append(_parse_clause(c, pats, rest, l or loc, shown))
    except SchemeSyntaxError:
        for pats, _, _, _, l in parsed:     # an earlier clause's bad pattern comes first
            mframe = FrameInfo(1)
            pc = _HoistingCompiler(c, blk, Block(Block(None, mframe, True), mframe, False), l, who, [])
            for p in pats:
                pc.compile(p)
        raise
    if len(parsed) > MAX_LOWERED_CLAUSES and all(fail_id is None for _, _, fail_id, _, _ in parsed):
        return _lower_match_table(c, who, exprs, [(pats, guard, body, l) for pats, guard, _, body, l
                                                  in parsed], blk, loc)
    vals = [gensym("match-value") for _ in exprs]
    nvals = len(vals)
    forms = []
    for pats, guard, fail_id, body, l in parsed:
        # the matchers' compiler checks the patterns (its errors are the special form's)
        mframe = FrameInfo(1)
        hoisted: list = []
        pc = _HoistingCompiler(c, blk, Block(Block(None, mframe, True), mframe, False), l, who, hoisted)
        ms = [pc.compile(p) for p in pats]
        prelude: list = []
        try:
            low = _PatternLowerer(c, pc)
            tests = []
            for p, v in zip(pats, vals):
                tests += low.pat(p, v, False)
            if _depth(_conjoin(tests), MAX_TEST_DEPTH + 1) > MAX_TEST_DEPTH:
                raise _Unsupported
            prelude = [L(t, False) for t in low.temps]
            subjects = [(n, subject, mutable) for n, (subject, mutable) in low.binds.items()]
        except _Unsupported:
            names = [n for n in pc.order if n in pc.bound]
            r = gensym("match-result")
            matcher = _clause_matcher(who, ms, [pc.slots[n] for n in names], mframe.size, nvals,
                                      nvals + len(hoisted))
            prelude = [L(r, make_pair(matcher, make_list(vals + hoisted)))]
            tests = [r]
            subjects = [(n, L(MATCH_REF, r, k), False) for k, n in enumerate(names)]
        binds = []
        # the guard and the body bind the variables apart: a guard that may assign them
        # leaves their values for the body in temporaries, which the test fills (as it
        # does for a part of a mutable place, read once, before the guard runs)
        assigning = guard is not None and mentions(guard, {SET_})
        kept = []
        for n, subject, mutable in subjects:
            if guard is not None and (mutable or assigning):
                t = gensym("match-temp")
                prelude.append(L(t, False))
                tests.append(L(BEGIN_, L(SET_, t, subject), True))
                subject = t
                kept.append((n, t))
            binds.append(L(n, subject))
        if assigning and kept:
            g = gensym("match-guard")
            guard = L(LET_, L(L(g, guard)), *[L(SET_, t, n) for n, t in kept], g)
        bindings = make_list(binds)
        if guard is not None:
            tests.append(L(LET_, bindings, guard))
        forms.append((prelude, tests, bindings, fail_id, body))
    no_match_call: Any = make_pair(_no_match_primitive(who, nvals), make_list(vals))
    # The last clauses, if each starts with the same pair? test of a value (`(,f . ,args)
    # and the like), test it once: when it fails, none of them can match.
    shared, first = len(forms), None
    while shared > 0:
        prelude, tests, _, fail_id, _ = forms[shared - 1]
        if (prelude or fail_id is not None or not tests or type(tests[0]) is not Pair
                or tests[0].car is not MATCH_PAIR):
            break
        if first is not None and not is_equal(tests[0], first):
            break
        first = tests[0]
        shared -= 1
    if len(forms) - shared < 2:
        shared = len(forms)
    result = no_match_call
    for i in reversed(range(len(forms))):
        prelude, tests, bindings, fail_id, body = forms[i]
        if i >= shared:
            tests = tests[1:]
        test = _conjoin(tests)
        if i >= shared:    # in the group, which ends in the no-match error
            answer = make_pair(LET_, make_pair(bindings, body))
            result = answer if test is True else L(IF_, test, answer, result)
            if i == shared:
                result = L(IF_, first, result, no_match_call)
        elif fail_id is None:
            answer = make_pair(LET_, make_pair(bindings, body))
            result = answer if test is True else L(IF_, test, answer, result)
        else:
            r = gensym("match-tried")
            attempt = L(LET_, bindings, L(MATCH_TRY, make_pair(LAMBDA, make_pair(L(fail_id), body))))
            result = L(LET_, L(L(r, L(IF_, test, attempt, False))), L(IF_, r, L(MATCH_RESULT, r), result))
        if prelude:
            result = L(LET_, make_list(prelude), result)
    return L(LET_, _bindings(vals, exprs), result)


def _bindings(vals: list, exprs: list) -> Any:
    """The `let` bindings of the match's values: each expression keeps its position (for
    the errors inside it)."""
    return make_list([make_pair(v, make_pair(e, NIL, l)) for v, (e, l) in zip(vals, exprs)])


def _lower_match_table(c: Compiler, who: str, exprs: list, parsed: list, blk: Block, loc: Any) -> Any:
    """A match of many clauses: one matcher primitive for all of them returns the number of
    the clause that matched and its variables' values, and the clauses' bodies are core
    forms dispatched on that number (a guard that fails goes round again from the next
    clause)."""
    guarded = any(g is not None for _, g, _, _ in parsed)
    mframe = FrameInfo(1)
    mblk = Block(None, mframe, True)
    hoisted: list = []
    table, shapes = [], []
    for pats, guard, body, l in parsed:
        pc = _HoistingCompiler(c, blk, Block(mblk, mframe, False), l or loc, who, hoisted)
        ms = [pc.compile(p) for p in pats]
        table.append((ms, [pc.slots[n] for n in pc.order]))
        shapes.append((list(pc.order), guard, body))
    nvals, nhoisted, size = len(exprs), len(hoisted), mframe.size

    def run(*args: Any) -> list:
        start = args[0] if guarded else 0
        vs = args[guarded:guarded + nvals]
        f = [None] * size
        f[0] = args[guarded + nvals:]
        for i in range(start, len(table)):
            ms, slots = table[i]
            for m, v in zip(ms, vs):
                if not m(v, f):
                    break
            else:
                return [i, *[f[s] for s in slots]]
        raise no_match(who, vs[0] if nvals == 1 else make_list(list(vs)))
    if nvals == 1 and not guarded:
        run = _run_one(who, table, size)     # the usual match: the same, with less work
    n = guarded + nvals + nhoisted
    matcher = Primitive(who, run, n, n)
    vals = [gensym("match-value") for _ in exprs]
    args = [gensym("match-arg") for _ in hoisted]
    r, loop, start = gensym("match-result"), gensym("%match-loop"), gensym("match-start")
    dispatch: Any = None
    for i in reversed(range(len(shapes))):
        names, guard, body = shapes[i]
        answer: Any = make_pair(LET_, make_pair(NIL, body))
        if guard is not None:
            answer = L(IF_, guard, answer, L(loop, i + 1))
        answer = L(LET_, make_list([L(name, L(MATCH_REF, r, k)) for k, name in enumerate(names)]),
                   answer)
        dispatch = answer if dispatch is None else L(IF_, L(MATCH_IS, r, i), answer, dispatch)
    call = make_pair(matcher, make_list(([start] if guarded else []) + vals + args))
    result: Any = L(LET_, L(L(r, call)), dispatch)
    if guarded:
        result = L(LET_, loop, L(L(start, 0)), result)
    if args:
        result = L(LET_, make_list([L(a, e) for a, e in zip(args, hoisted)]), result)
    return L(LET_, _bindings(vals, exprs), result)


def _run_one(who: str, table: list, size: int) -> Callable[..., list]:
    """The matcher of a `match` of one value without guards: the result of the first
    clause whose pattern matches, [clause number, pattern variables' values...]. It is
    called for every evaluation of the match, so what it can, it does once here: the
    clauses as (number, matcher, what builds the result)."""
    rest = [None] * (size - 1)
    clauses = []
    for i, (ms, slots) in enumerate(table):
        # the values of several variables as a tuple, of one alone, or none
        get = itemgetter(*slots) if slots else None
        clauses.append((i, ms[0], get, len(slots) > 1, [i]))

    def run(v: Any, *hoisted: Any) -> list:
        f = [hoisted, *rest]
        for i, m, get, several, head in clauses:
            if m(v, f):
                if get is None:
                    return head     # never changed by its user: shared
                return [i, *get(f)] if several else [i, get(f)]
        raise no_match(who, v)
    return run


# `match` under a name that no module gates, for expansions that need it where racket/match
# is not required (rackunit's check-match)
@lowered_form("match", "%match")
def lower_form_match(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """(match e clause ...): every use lowered (its bad syntax is Racket's error)."""
    ps = parts(c, x, loc)
    if len(ps) < 2:
        raise c.bad_syntax("match", x, loc)
    clauses = []
    for clause, l in ps[2:]:
        cps = c.list_of(clause, "match", l or loc) if type(clause) is Pair else []
        if not cps:
            raise _no_terms("match", clause, x, l or loc)
        shown = make_pair(L(cps[0][0]), clause.cdr)  # Racket shows the clause as match* sees it
        clauses.append(([cps[0][0]], cps[1:], l or loc, shown))
    return lower_match(c, "match", [(ps[1][0], ps[1][1])], clauses, blk, loc)


def _no_terms(who: str, clause: Any, x: Any, loc: Any) -> SchemeSyntaxError:
    return SchemeSyntaxError(f"{who}: expected more terms starting with any term\n  at: "
                             f"{write_string(clause)}\n  in: {write_string(x)}", loc, x)


def lower_match_star(c: Compiler, who: str, x: Any, ps: list, blk: Block, loc: Any) -> Any:
    """(match* (e ...) clause ...) (``ps``: its parts after the head), ``who`` naming the
    form the user wrote (match-lambda, match-let ... expand into it)."""
    if not ps:
        raise c.bad_syntax(who, x, loc)
    exprs = c.list_of(ps[0][0], who, loc)
    clauses = []
    for clause, l in ps[1:]:
        cps = c.list_of(clause, who, l or loc) if type(clause) is Pair else []
        if not cps:
            raise _no_terms(who, clause, x, l or loc)
        pats = c.list_of(cps[0][0], who, l or loc) if cps[0][0] is not NIL else []
        if len(pats) != len(exprs):
            raise c.syntax_error(f"match: wrong number of match clauses, expected {len(exprs)} and "
                                 f"got {len(pats)}\n  in: {write_string(cps[0][0])}",
                                 cps[0][1], x)     # at the patterns, as Racket says
        clauses.append(([p for p, _ in pats], cps[1:], l or loc, clause))
    return lower_match(c, who, exprs, clauses, blk, loc)


@lowered_form("match*")
def lower_form_match_star(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    return lower_match_star(c, "match*", x, parts(c, x, loc)[1:], blk, loc)


def _lower_match_star_internal(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """The internal match* the derived forms expand into, with the name of the form the
    user wrote (its errors name it)."""
    ps = parts(c, x, loc)
    return lower_match_star(c, ps[1][0], x, ps[2:], blk, loc)


LOWERINGS[MATCH_STAR] = _lower_match_star_internal
SPECIAL_FORMS[MATCH_STAR] = compiling_lowered(_lower_match_star_internal)
