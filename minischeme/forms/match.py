"""racket/match: `match`, `match*`, `match-define`, `match-lambda`, `match-lambda*`,
`match-let` and `match-let*`.

Each pattern is compiled once into a Python *matcher* ``m(value, frame) -> bool``. On success
a matcher has stored the values of its pattern variables in their frame slots: the variables
of a clause get slots in a new `Block` that shares the current frame (as `let` does), and the
clause's guard and body are compiled in that block. Expressions inside patterns (the
predicate of `?`, the function of `app`, the value of `==`, a struct's type) are compiled in
the enclosing block, so, as in Racket, they do not see the pattern's variables.

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

import re
from operator import itemgetter
from typing import Any, Callable

from minischeme.compilation.compiler import Block, Compiler
from minischeme.values.data import (NIL, UNDEFINED, VOID, Box, Char, HashTable, MVector, MultipleValues, Pair, StructInstance,
                   StructType, Symbol, gensym, is_string, list_to_python, make_list, mentions, sym)
from minischeme.values.equality import is_equal
from minischeme.values.hash_order import ordered_items
from minischeme.values.errors import EXN_FAIL, EXN_FAIL_SYNTAX, Raise, SchemeSyntaxError, racket_error
from minischeme.expansion.namespace import FrameInfo
from minischeme.expansion.syntax import LOWERINGS, SPECIAL_FORMS, L, assigner, definition, derived, lowering, parts, prim, special
from minischeme.values.printer import print_string, write_string
from minischeme.values.procedures import Primitive
from minischeme.values.runtime import TailCall, apply_procedure, run_tail_call, single_value

Matcher = Callable[[Any, list], bool]

S = sym
UNDERSCORE, QUOTE, QUASIQUOTE, UNQUOTE, UNQUOTE_SPLICING = (S("_"), S("quote"), S("quasiquote"),
                                                            S("unquote"), S("unquote-splicing"))
ARROW = S("=>")
LAMBDA = S("lambda")
_ELLIPSIS_RE = re.compile(r"^(?:\.\.\.|___|\.\.(\d+)|__(\d+))$")

# The internal form every match form compiles through. An uninterned symbol: no program
# can name it. (%match* who (expr ...) [(pat ...) clause-rest ...] ...)
MATCH_STAR = gensym("%match*")


def keyword_name(x: Any) -> str | None:
    """The name of a keyword datum (``#:when`` -> ``when``), or None for anything else."""
    t = type(x)
    if t is Symbol:
        return x.name[2:] if x.name.startswith("#:") else None
    if t.__name__ == "Keyword":
        name = getattr(x, "name", None) or getattr(x, "value", None) or str(x)
        return name[2:] if name.startswith("#:") else name
    return None


def _ellipsis(x: Any) -> int | None:
    """The minimum count if ``x`` is an ellipsis (``...``, ``___``, ``..k``, ``__k``), else None."""
    if type(x) is not Symbol:
        return None
    m = _ELLIPSIS_RE.match(x.name)
    if m is None:
        return None
    k = m.group(1) or m.group(2)
    return int(k) if k else 0


def no_match(who: str, value: Any) -> Raise:
    return racket_error(f"{who}: no matching clause for {print_string(value)}", EXN_FAIL)


class MatchFailure(Exception):
    """Raised by the procedure a `(=> id)` clause binds: go on with the next clause."""

    def __init__(self, token: object) -> None:
        super().__init__()
        self.token = token


# ------------------------------------------------------------------ the pattern compiler

class PatternCompiler:
    """Compiles the patterns of one clause. Variables get slots in ``pblk``; expressions
    inside patterns are compiled in ``blk``. With ``names_only`` it just collects the
    variable names (for `match-define`'s definition scan)."""

    def __init__(self, c: Compiler, blk: Block | None, pblk: Block | None, loc: Any,
                 who: str = "match", names_only: bool = False) -> None:
        self.c = c
        self.blk = blk
        self.pblk = pblk
        self.loc = loc
        self.who = who
        self.names_only = names_only
        self.slots: dict[Symbol, int] = {}   # every variable of the clause, and its slot
        self.order: list[Symbol] = []        # in order of first appearance
        self.bound: set[Symbol] = set()      # bound on the path compiled so far

    # -- errors
    def error(self, pat: Any, what: str = "syntax error in pattern") -> Exception:
        return self.c.syntax_error(f"match: {what}\n  in: {write_string(pat)}", self.loc, pat)

    # -- helpers
    def slot_of(self, name: Symbol) -> int:
        slot = self.slots.get(name)
        if slot is None:
            slot = self.pblk.add(name) if self.pblk is not None else len(self.slots)
            self.slots[name] = slot
            self.order.append(name)
        return slot

    def expr(self, e: Any) -> Callable[[list], Any]:
        if self.names_only:
            return lambda f: None
        return self.c.comp(e, self.blk, False, self.loc)

    # -- dispatch
    def compile(self, p: Any) -> Matcher:
        t = type(p)
        if t is Symbol:
            return self.symbol(p)
        if t is Pair:
            return self.compound(p)
        if p is NIL or t is MVector or t is Box:
            raise self.error(p)
        if t is bool:
            return (lambda v, f: v is True) if p else (lambda v, f: v is False)
        if t is int:
            return lambda v, f: type(v) is int and v == p
        if t is str:
            return lambda v, f: is_equal(v, p)
        if t is Char:
            return lambda v, f: type(v) is Char and v.ch == p.ch
        if keyword_name(p) is not None:
            return lambda v, f: v is p or (type(v) is type(p) and is_equal(v, p))
        return lambda v, f: is_equal(v, p)

    def symbol(self, p: Symbol) -> Matcher:
        if p is UNDERSCORE:
            return lambda v, f: True
        if _ellipsis(p) is not None:
            raise self.c.syntax_error(f"match: incorrect use of {p.name} in pattern\n  at: {p.name}"
                                      f"\n  in: {p.name}", self.loc, p)
        if keyword_name(p) is not None:
            return lambda v, f: v is p
        return self.variable(p)

    def variable(self, name: Symbol) -> Matcher:
        if name in self.bound:
            slot = self.slots[name]
            return lambda v, f: is_equal(v, f[slot])
        slot = self.slot_of(name)
        self.bound.add(name)

        def bind(v: Any, f: list) -> bool:
            f[slot] = v
            return True
        return bind

    def compound(self, p: Pair) -> Matcher:
        head = p.car
        if type(head) is not Symbol:
            raise self.error(p)
        args = self.args(p)
        name = head.name
        if S(f"struct:{name}") in self.c.module_names:   # a struct named like a pattern
            return self.struct(head, args, p)             # keyword (`app`) shadows it
        if name == "quote":
            if len(args) != 1:
                raise self.error(p, "syntax error in quote pattern")
            return self.literal(args[0])
        if name == "quasiquote":
            if len(args) != 1:
                raise self.error(p)
            return self.compile(self.quasi(args[0], p))
        if name == "list":
            return self.sequence(args, None, "list", p)
        if name in ("list-rest", "list*"):
            if not args:
                raise self.error(L(S("list-rest")))
            return self.sequence(args[:-1], args[-1], "list", p)
        if name == "vector":
            return self.sequence(args, None, "vector", p)
        if name == "list-no-order":
            return self.unordered(args, p, False)
        if name == "hash-table":
            return self.unordered(args, p, True)
        if name == "cons":
            if len(args) != 2:
                raise self.error(p)
            m1, m2 = self.compile(args[0]), self.compile(args[1])
            return lambda v, f: type(v) is Pair and m1(v.car, f) and m2(v.cdr, f)
        if name == "box":
            if len(args) != 1:
                raise self.error(p)
            m = self.compile(args[0])
            return lambda v, f: type(v) is Box and m(v.value, f)
        if name == "?":
            if not args:
                raise self.error(p)
            pred = self.expr(args[0])
            ms = self.conjunction(args[1:])

            def test(v: Any, f: list) -> bool:
                p = pred(f)
                if type(p) is Primitive and p.min_args <= 1 and p.max_args != 0:
                    r = p.fn(v)        # a predicate such as number?: its function at once
                    if type(r) is TailCall:
                        r = run_tail_call(r)
                else:
                    r = apply_procedure(p, [v])
                if single_value(r) is False:
                    return False
                return ms(v, f)
            return test
        if name == "app":
            if not args:
                raise self.error(p)
            fn = self.expr(args[0])
            ms = [self.compile(a) for a in args[1:]]
            if len(ms) == 1:
                m0 = ms[0]
                return lambda v, f: m0(single_value(apply_procedure(fn(f), [v])), f)

            def app(v: Any, f: list) -> bool:
                r = apply_procedure(fn(f), [v])
                vals = r.values if type(r) is MultipleValues else [r]
                if len(vals) != len(ms):
                    raise racket_error("result arity mismatch;\n expected number of values not "
                                       f"received\n  expected: {len(ms)}\n  received: {len(vals)}")
                return all(m(x, f) for m, x in zip(ms, vals))
            return app
        if name == "and":
            return self.conjunction(args)
        if name == "or":
            return self.disjunction(args, p)
        if name == "not":
            if len(args) != 1:
                raise self.error(p)
            saved = set(self.bound)
            m = self.compile(args[0])
            self.bound = saved
            return lambda v, f: not m(v, f)
        if name == "==":
            if len(args) not in (1, 2):
                raise self.error(p)
            want = self.expr(args[0])
            if len(args) == 1:
                return lambda v, f: is_equal(v, want(f))
            cmp = self.expr(args[1])
            return lambda v, f: single_value(apply_procedure(cmp(f), [v, want(f)])) is not False
        if name == "var":
            if len(args) != 1 or type(args[0]) is not Symbol:
                raise self.error(p)
            return self.variable(args[0])
        if name in ("regexp", "pregexp"):
            if len(args) not in (1, 2):
                raise self.error(p)
            rx = self.expr(args[0])
            sub = self.compile(args[1]) if len(args) == 2 else None
            return _regexp_matcher(name, rx, sub)
        if name == "struct":
            if len(args) != 2 or type(args[0]) is not Symbol:
                raise self.error(p)
            return self.struct(args[0], self.args_of(args[1], p), p)
        return self.struct(head, args, p)

    def args(self, p: Pair) -> list:
        return self.args_of(p.cdr, p)

    def args_of(self, x: Any, p: Any) -> list:
        out = []
        while type(x) is Pair:
            out.append(x.car)
            x = x.cdr
        if x is not NIL:
            raise self.error(p)
        return out

    def literal(self, d: Any) -> Matcher:
        t = type(d)
        if t is Symbol or t is bool or d is NIL:
            return lambda v, f: v is d
        if t is int:
            return lambda v, f: type(v) is int and v == d
        return lambda v, f: is_equal(v, d)

    def conjunction(self, pats: list) -> Matcher:
        ms = [self.compile(q) for q in pats]
        if not ms:
            return lambda v, f: True
        if len(ms) == 1:
            return ms[0]
        if len(ms) == 2:
            m1, m2 = ms
            return lambda v, f: m1(v, f) and m2(v, f)

        def conj(v: Any, f: list) -> bool:
            for m in ms:
                if not m(v, f):
                    return False
            return True
        return conj

    def disjunction(self, pats: list, p: Any) -> Matcher:
        if not pats:
            return lambda v, f: False
        before = set(self.bound)
        ms = []
        sets = []
        for q in pats:
            self.bound = set(before)
            ms.append(self.compile(q))
            sets.append(self.bound - before)
        for s in sets[1:]:
            if s != sets[0]:
                extra = [n for n in self.order if n in s and n not in sets[0]]
                missing = extra[0] if extra else [n for n in self.order if n in sets[0] and n not in s][0]
                raise self.c.syntax_error(f"match: variable not bound in all or patterns\n  at: "
                                          f"{missing.name}\n  in: {write_string(p)}", self.loc, p)
        self.bound = before | sets[0]
        if len(ms) == 1:
            return ms[0]

        def disj(v: Any, f: list) -> bool:
            for m in ms:
                if m(v, f):
                    return True
            return False
        return disj

    # -- struct patterns
    def struct(self, name: Symbol, pats: list, p: Any) -> Matcher:
        type_name = S(f"struct:{name.name}")
        c = self.c
        if not self.names_only:
            local = self.blk.lookup(type_name)
            cell = c.ns.cells.get(type_name)
            known = (local is not None or type_name in c.module_names
                     or (cell is not None and cell.value is not UNDEFINED))
            if not known and (c.module_mode or self.blk.lookup(name) is not None
                              or (c.ns.cells.get(name) is not None
                                  and c.ns.cells[name].value is not UNDEFINED)):
                raise self.error(p)
        stype = self.expr(type_name)
        ms = [self.compile(q) for q in pats]
        n = len(ms)
        pat_text = write_string(p)
        args_text = write_string(make_list(pats))

        def match_struct(v: Any, f: list) -> bool:
            t = stype(f)
            if type(t) is not StructType or len(t.all_fields) != n:
                raise struct_type_error(t, n, pat_text, args_text)
            if type(v) is not StructInstance or not v.stype.is_subtype_of(t):
                return False
            fields = v.fields
            for i in range(n):
                if not ms[i](fields[i], f):
                    return False
            return True
        return match_struct

    # -- quasi-patterns
    def quasi(self, q: Any, whole: Any) -> Any:
        """A quasi-pattern as an ordinary pattern."""
        t = type(q)
        if t is Pair:
            if q.car is UNQUOTE and type(q.cdr) is Pair and q.cdr.cdr is NIL:
                return q.cdr.car
            if q.car is QUASIQUOTE or q.car is UNQUOTE_SPLICING:
                raise self.error(whole)
            items = []
            x = q
            while type(x) is Pair:
                if items and x.car is UNQUOTE and type(x.cdr) is Pair and x.cdr.cdr is NIL:
                    break  # `(a . ,b)
                item = x.car
                if type(item) is Pair and item.car is UNQUOTE_SPLICING:
                    spliced = item.cdr.car if type(item.cdr) is Pair else NIL
                    tail_items = self.quasi_splice(spliced, whole)
                    items.extend(tail_items)
                else:
                    items.append(item if _ellipsis(item) is not None else self.quasi(item, whole))
                x = x.cdr
            if x is NIL:
                return Pair(S("list"), make_list(items))
            return Pair(S("list-rest"), make_list(items + [self.quasi(x, whole)]))
        if t is MVector:
            return Pair(S("vector"), make_list([i if _ellipsis(i) is not None else self.quasi(i, whole)
                                                for i in q.items]))
        if t is Box:
            return L(S("box"), self.quasi(q.value, whole))
        if t is Symbol or q is NIL:
            return L(QUOTE, q)
        return q

    def quasi_splice(self, spliced: Any, whole: Any) -> list:
        """`,@(list p ...)` or `,@'(d ...)` inside a quasi-pattern: its element patterns."""
        if type(spliced) is Pair and spliced.car is S("list"):
            return list_to_python(spliced.cdr)
        if type(spliced) is Pair and spliced.car is QUOTE and type(spliced.cdr) is Pair:
            return [L(QUOTE, d) for d in list_to_python(spliced.cdr.car)]
        raise self.error(whole)

    # -- list, list-rest and vector patterns
    def unordered(self, pats: list, whole: Any, hash_table: bool) -> Matcher:
        """`(list-no-order p ...)`: each p matches a different element of a list, in any
        order, and nothing is left over; `(hash-table (kp vp) ...)`: each (kp vp) matches a
        different entry of a hash table (other entries may be left over). The last pattern
        may be followed by an ellipsis: it then matches all the remaining elements or
        entries, its variables bound to lists."""
        def one(q: Any) -> Matcher:
            if not hash_table:
                return self.compile(q)
            kv = [q.car, *self.args(q)] if type(q) is Pair else []
            if len(kv) != 2:
                raise self.error(whole)
            mk, mv = self.compile(kv[0]), self.compile(kv[1])
            return lambda e, f: mk(e[0], f) and mv(e[1], f)
        fixed: list[Matcher] = []
        rest: tuple[Matcher, int, list[int]] | None = None
        i = 0
        while i < len(pats):
            q = pats[i]
            if _ellipsis(q) is not None:
                raise self.error(whole)
            if i + 1 < len(pats) and _ellipsis(pats[i + 1]) is not None:
                if i + 2 != len(pats):
                    raise self.error(whole)
                start = len(self.order)
                before = set(self.bound)
                m = one(q)
                new = self.order[start:]
                self.bound = before | set(new)
                rest = (m, _ellipsis(pats[i + 1]), [self.slots[n] for n in new])
                break
            fixed.append(one(q))
            i += 1
        leftovers_ok = hash_table and rest is None

        def assign(elements: list, used: set, k: int, f: list) -> bool:
            if k < len(fixed):
                for j, e in enumerate(elements):
                    if j not in used and fixed[k](e, f):
                        used.add(j)
                        if assign(elements, used, k + 1, f):
                            return True
                        used.discard(j)
                return False
            remaining = [e for j, e in enumerate(elements) if j not in used]
            if rest is None:
                return leftovers_ok or not remaining
            m, least, slots = rest
            if len(remaining) < least:
                return False
            columns: list[list] = [[] for _ in slots]
            for e in remaining:
                if not m(e, f):
                    return False
                for column, slot in zip(columns, slots):
                    column.append(f[slot])
            for column, slot in zip(columns, slots):
                f[slot] = make_list(column)
            return True

        if hash_table:
            def table(v: Any, f: list) -> bool:
                return type(v) is HashTable and assign(ordered_items(v), set(), 0, f)
            return table

        def lst(v: Any, f: list) -> bool:
            elements = []
            while type(v) is Pair:
                elements.append(v.car)
                v = v.cdr
            return v is NIL and assign(elements, set(), 0, f)
        return lst

    def sequence(self, pats: list, tail: Any, kind: str, whole: Any) -> Matcher:
        elems: list[tuple[Matcher, int | None, list[int]]] = []
        i = 0
        while i < len(pats):
            q = pats[i]
            if _ellipsis(q) is not None:
                raise self.c.syntax_error(f"match: incorrect use of {q.name} in pattern\n  at: {q.name}"
                                          f"\n  in: {write_string(whole)}", self.loc, whole)
            if i + 1 < len(pats) and _ellipsis(pats[i + 1]) is not None:
                mn = _ellipsis(pats[i + 1])
                start = len(self.order)
                before = set(self.bound)
                m = self.compile(q)
                new = self.order[start:]
                self.bound = before | set(new)
                elems.append((m, mn, [self.slots[n] for n in new]))
                i += 2
            else:
                elems.append((self.compile(q), None, []))
                i += 1
        tail_m = self.compile(tail) if tail is not None else None
        if all(mn is None for _, mn, _ in elems):
            ms = [m for m, _, _ in elems]
            return self.fixed(ms, tail_m, kind)
        return self.backtracking(elems, tail_m, kind)

    @staticmethod
    def fixed(ms: list[Matcher], tail_m: Matcher | None, kind: str) -> Matcher:
        n = len(ms)
        if kind == "vector":
            def vec(v: Any, f: list) -> bool:
                if type(v) is not MVector or len(v.items) != n:
                    return False
                items = v.items
                for i in range(n):
                    if not ms[i](items[i], f):
                        return False
                return True
            return vec
        if tail_m is None:
            def lst(v: Any, f: list) -> bool:
                for m in ms:
                    if type(v) is not Pair or not m(v.car, f):
                        return False
                    v = v.cdr
                return v is NIL
            return lst

        def lst_rest(v: Any, f: list) -> bool:
            for m in ms:
                if type(v) is not Pair or not m(v.car, f):
                    return False
                v = v.cdr
            return tail_m(v, f)
        return lst_rest

    @staticmethod
    def backtracking(elems: list, tail_m: Matcher | None, kind: str) -> Matcher:
        count = len(elems)
        need = [0] * (count + 1)
        for i in range(count - 1, -1, -1):
            mn = elems[i][1]
            need[i] = need[i + 1] + (1 if mn is None else mn)

        def run(items: list, cells: list | None, final: Any, f: list) -> bool:
            n = len(items)

            def go(i: int, pos: int) -> bool:
                if i == count:
                    if tail_m is None:
                        return pos == n
                    return tail_m(cells[pos] if pos < n else final, f)
                m, mn, slots = elems[i]
                if mn is None:
                    return pos < n and m(items[pos], f) and go(i + 1, pos + 1)
                limit = n - pos - need[i + 1]
                rows = []
                k = 0
                while k < limit and m(items[pos + k], f):
                    rows.append([f[s] for s in slots])
                    k += 1
                if k < mn:
                    return False
                for kk in range(k, mn - 1, -1):
                    for j, s in enumerate(slots):
                        f[s] = make_list([row[j] for row in rows[:kk]])
                    if go(i + 1, pos + kk):
                        return True
                return False
            return go(0, 0)

        if kind == "vector":
            def vec(v: Any, f: list) -> bool:
                if type(v) is not MVector:
                    return False
                return run(list(v.items), None, NIL, f)
            return vec

        def lst(v: Any, f: list) -> bool:
            items = []
            cells = []
            x = v
            while type(x) is Pair:
                cells.append(x)
                items.append(x.car)
                x = x.cdr
            if tail_m is None and x is not NIL:
                return False
            return run(items, cells, x, f)
        return lst


def struct_type_error(t: Any, n: int, pat_text: str, args_text: str) -> Exception:
    """The error of a struct pattern of ``n`` fields whose type ``t`` is not a struct type,
    or has another number of fields (Racket reports it when it compiles the pattern)."""
    if type(t) is not StructType:
        return racket_error(f"match: syntax error in pattern\n  in: {pat_text}", EXN_FAIL_SYNTAX, NIL)
    have = len(t.all_fields)
    if have > n:
        missing = " ".join(f"{t.name}-{fld}" for fld in t.all_fields[n:])
        return racket_error(f"match: insufficient number of fields for structure {t.name}: "
                            f"expected {have} but got {n}; missing fields ({missing})\n"
                            f"  at: {args_text}\n  in: {pat_text}", EXN_FAIL_SYNTAX, NIL)
    return racket_error(f"match: excess number of fields for structure {t.name}: expected "
                        f"{have} but got {n}\n  at: {args_text}\n  in: {pat_text}",
                        EXN_FAIL_SYNTAX, NIL)


def _regexp_matcher(name: str, rx: Callable[[list], Any], sub: Matcher | None) -> Matcher:
    """(regexp rx [pat]) / (pregexp rx [pat]): a string that `regexp-match`es rx (a string rx
    is compiled as `regexp` or `pregexp` says); pat is matched against the match's list."""

    def match_rx(v: Any, f: list) -> bool:
        if not is_string(v):
            return False
        r = rx(f)
        if is_string(r):
            r = apply_procedure(prim(name), [r])
        result = apply_procedure(prim("regexp-match"), [r, v])
        if result is False:
            return False
        return sub is None or sub(result, f)
    return match_rx


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


@special("match-define")
def form_match_define(c: Compiler, x: Any, blk: Block, tail: bool, loc: Any) -> Any:
    ps = parts(c, x, loc)
    if len(ps) != 3:
        raise c.bad_syntax("match-define", x, loc)
    value = c.comp(ps[2][0], blk, False, ps[2][1] or loc)
    pblk = Block(blk, blk.frame, False)
    pc = PatternCompiler(c, blk, pblk, loc, "match-define")
    m = pc.compile(ps[1][0])
    targets = [(assigner(c, n, blk), pc.slots[n]) for n in pc.order]

    def match_define(f: list) -> Any:
        v = single_value(value(f))
        if not m(v, f):
            raise no_match("match-define", v)
        for assign, slot in targets:
            assign(f, f[slot])
        return VOID
    return match_define


@lowering("match-define")
def lower_match_define(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """An internal `(match-define pat e)` as `(define-values (id ...) (match e [pat (values
    id ...)]))` (one id: a `define`; none: the match alone), for the expander."""
    try:
        names = match_define_names(c, x, loc)
    except SchemeSyntaxError:
        return None
    ps = parts(c, x, loc)
    if len(names) == 1:
        result = names[0]
    else:
        result = L(prim("values"), *names)
    match = lower_match(c, "match-define", [ps[2][0]], [([ps[1][0]], [(result, loc)], loc)], blk, loc)
    if match is None:
        return None
    if not names:
        return match
    if len(names) == 1:
        return L(S("define"), names[0], match)
    return L(S("define-values"), make_list(names), match)


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
MATCH_INT = Primitive("%match-int?", lambda v, k: type(v) is int and v == k, 2, 2)
MATCH_EQUAL = Primitive("%match-equal?", lambda a, b: is_equal(a, b), 2, 2)
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
        if t is int:
            return [L(MATCH_INT, s, p)]
        return [L(MATCH_EQUAL, s, L(QUOTE, p))]

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
        if t is int:
            return [L(MATCH_INT, s, d)]
        return [L(MATCH_EQUAL, s, L(QUOTE, d))]

    def compound(self, p: Pair, s: Any, mut: bool) -> list:
        head = p.car
        if type(head) is not Symbol:
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
            return self.struct(args[0], self.pc.args_of(args[1], p), p, s)
        if name in ("list-no-order", "hash-table", "regexp", "pregexp"):
            raise _Unsupported
        return self.struct(head, args, p, s)

    def sequence(self, pats: list, tail: Any, s: Any, mut: bool) -> list:
        if any(_ellipsis(q) is not None for q in pats):
            raise _Unsupported
        tests = []
        for q in pats:
            tests.append(L(MATCH_PAIR, s))
            tests += self.pat(q, L(MATCH_CAR, s), mut)
            s = L(MATCH_CDR, s)
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
        tests = [L(test, s, S(f"struct:{name.name}"), len(pats))]
        for i, q in enumerate(pats):
            tests += self.pat(q, L(MATCH_FIELD, s, i), True)
        return tests


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


def lower_match(c: Compiler, who: str, exprs: list, clauses: list, blk: Block, loc: Any) -> Any:
    """The core forms of a match of ``exprs`` against ``clauses``, each (patterns, the rest
    of the clause as (form, loc) pairs, loc); None when the special form should compile it
    (it reports the syntax errors)."""
    try:
        return _lower_match(c, who, exprs, clauses, blk, loc)
    except SchemeSyntaxError:
        return None


def _lower_match(c: Compiler, who: str, exprs: list, clauses: list, blk: Block, loc: Any) -> Any:
    parsed = []
    for pats, rest, l in clauses:
        guard = None
        if rest and keyword_name(rest[0][0]) == "when":
            if len(rest) < 3:
                return None
            guard, rest = rest[1][0], rest[2:]
        fail_id = None
        first = rest[0][0] if rest else None
        if (type(first) is Pair and first.car is ARROW and type(first.cdr) is Pair
                and type(first.cdr.car) is Symbol):
            fail_id, rest = first.cdr.car, rest[1:]
        if not rest or any(type(r) is Pair and r.car is ARROW for r, _ in rest):
            return None
        parsed.append((pats, guard, fail_id, make_list([r for r, _ in rest]), l or loc))
    if len(parsed) > MAX_LOWERED_CLAUSES:
        if any(fail_id is not None for _, _, fail_id, _, _ in parsed):
            return None
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
            prelude = [L(r, Pair(matcher, make_list(vals + hoisted)))]
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
    no_match_call: Any = Pair(_no_match_primitive(who, nvals), make_list(vals))
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
            answer = Pair(LET_, Pair(bindings, body))
            result = answer if test is True else L(IF_, test, answer, result)
            if i == shared:
                result = L(IF_, first, result, no_match_call)
        elif fail_id is None:
            answer = Pair(LET_, Pair(bindings, body))
            result = answer if test is True else L(IF_, test, answer, result)
        else:
            r = gensym("match-tried")
            attempt = L(LET_, bindings, L(MATCH_TRY, Pair(LAMBDA, Pair(L(fail_id), body))))
            result = L(LET_, L(L(r, L(IF_, test, attempt, False))), L(IF_, r, L(MATCH_RESULT, r), result))
        if prelude:
            result = L(LET_, make_list(prelude), result)
    return L(LET_, make_list([L(v, e) for v, e in zip(vals, exprs)]), result)


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
        answer: Any = Pair(LET_, Pair(NIL, body))
        if guard is not None:
            answer = L(IF_, guard, answer, L(loop, i + 1))
        answer = L(LET_, make_list([L(name, L(MATCH_REF, r, k)) for k, name in enumerate(names)]),
                   answer)
        dispatch = answer if dispatch is None else L(IF_, L(MATCH_IS, r, i), answer, dispatch)
    call = Pair(matcher, make_list(([start] if guarded else []) + vals + args))
    result: Any = L(LET_, L(L(r, call)), dispatch)
    if guarded:
        result = L(LET_, loop, L(L(start, 0)), result)
    if args:
        result = L(LET_, make_list([L(a, e) for a, e in zip(args, hoisted)]), result)
    return L(LET_, make_list([L(v, e) for v, e in zip(vals, exprs)]), result)


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


@lowering("match")
def lower_form_match(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    try:
        ps = parts(c, x, loc)
        if len(ps) < 2:
            return None
        clauses = []
        for clause, l in ps[2:]:
            cps = c.list_of(clause, "match", l or loc) if type(clause) is Pair else []
            if not cps:
                return None
            clauses.append(([cps[0][0]], cps[1:], l or loc))
        return lower_match(c, "match", [ps[1][0]], clauses, blk, loc)
    except SchemeSyntaxError:
        return None         # the special form reports it


def lower_match_star(c: Compiler, who: str, x: Any, ps: list, blk: Block, loc: Any) -> Any:
    try:
        if not ps:
            return None
        exprs = [e for e, _ in c.list_of(ps[0][0], who, loc)]
        clauses = []
        for clause, l in ps[1:]:
            cps = c.list_of(clause, who, l or loc) if type(clause) is Pair else []
            if not cps:
                return None
            pats = c.list_of(cps[0][0], who, l or loc) if cps[0][0] is not NIL else []
            if len(pats) != len(exprs):
                return None
            clauses.append(([p for p, _ in pats], cps[1:], l or loc))
        return lower_match(c, who, exprs, clauses, blk, loc)
    except SchemeSyntaxError:
        return None


@lowering("match*")
def lower_form_match_star(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    return lower_match_star(c, "match*", x, parts(c, x, loc)[1:], blk, loc)


def _lower_match_star_internal(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    ps = parts(c, x, loc)
    return lower_match_star(c, ps[1][0], x, ps[2:], blk, loc)


LOWERINGS[MATCH_STAR] = _lower_match_star_internal


# `match` under a name that no module gates, for expansions that need it where racket/match
# is not required (rackunit's check-match)
SPECIAL_FORMS[sym("%match")] = SPECIAL_FORMS[sym("match")]
LOWERINGS[sym("%match")] = LOWERINGS[sym("match")]
