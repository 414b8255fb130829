"""racket/match's pattern compiler: each pattern compiled once into a Python *matcher*
``m(value, frame) -> bool`` (``PatternCompiler``), and what the match forms share (the
keyword and ellipsis syntax, the no-match error).

On success a matcher has stored the values of its pattern variables in their frame slots:
the variables of a clause get slots in a new `Block` that shares the current frame (as
`let` does). Expressions inside patterns (the predicate of `?`, the function of `app`, the
value of `==`, a struct's type) are compiled in the enclosing block, so, as in Racket, they
do not see the pattern's variables.

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
A struct pattern finds the struct type in the variable ``struct:name`` (bound by `struct`).
"""
from __future__ import annotations

import re
from typing import Any, Callable

from minischeme.compilation.compiler import Block, Compiler
from minischeme.values.data import (NIL, UNDEFINED, Box, Char, HashTable, MVector, MultipleValues, Pair, make_pair,
                                    StructInstance, StructType, Symbol, gensym, is_list, is_string, list_to_python,
                                    make_list, sym)
from minischeme.values.equality import is_equal
from minischeme.values.hash_order import ordered_items
from minischeme.values.errors import EXN_FAIL_SYNTAX, EXN_MISC_MATCH, Raise, racket_error
from minischeme.expansion.syntax import L, prim
from minischeme.values.printer import print_string, write_string
from minischeme.values.procedures import Primitive
from minischeme.values.runtime import TailCall, apply_procedure, run_tail_call, single_value
from minischeme.forms.struct_names import language_struct_type, struct_type_variable

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
    """racket/match's failure: an exn:misc:match (an exn:fail) holding the value."""
    return racket_error(f"{who}: no matching clause for {print_string(value)}", EXN_MISC_MATCH,
                        value, NIL)


class MatchFailure(Exception):
    """Raised by the procedure a `(=> id)` clause binds: go on with the next clause."""

    def __init__(self, token: object) -> None:
        super().__init__()
        self.token = token


# ------------------------------------------------------------------ the pattern compiler

def match_expander(c: Compiler, name: Symbol) -> Any:
    """The pattern transformer (a Macro) ``name`` is bound to by `define-match-expander`
    (match_expanders.py), or None."""
    return getattr(c.ns.macros.get(name), "match_expander", None)


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
        # bound to lists by an ellipsis Racket matches in a loop (any but a list's last
        # plain `x ...`): a later occurrence matches anything, compared with nothing
        self.looped: set[Symbol] = set()

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
        if name in self.looped:
            # Racket's match only logs "non-linear pattern used in `match` with ..." and
            # binds a renamed variable the body does not see: the ellipsis's list stays
            return lambda v, f: True
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
        expander = match_expander(self.c, head)
        if expander is not None:        # define-match-expander's name: its expansion
            return self.compile(self.c.expand_macro(expander, p, self.loc))
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
            if args[1] is UNDERSCORE:     # `(struct id _)`: an instance, whatever its fields
                return self.struct(args[0], None, p)
            if type(args[1]) is not Pair and args[1] is not NIL:
                raise self.c.syntax_error(f"match: improper syntax for struct pattern\n  at: "
                                          f"{write_string(args[1])}\n  in: {write_string(p)}",
                                          p.cdr.cdr.loc or self.loc, p)
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
    def struct(self, name: Symbol, pats: list | None, p: Any) -> Matcher:
        c = self.c
        type_name = struct_type_variable(c, self.blk, name)
        hidden = language_struct_type(c, self.blk, name, type_name)
        if hidden is not None:
            return self.struct_matcher(lambda f: hidden, pats, p)
        if not self.names_only:
            local = self.blk.lookup(type_name)
            cell = c.ns.cells.get(type_name)
            known = (local is not None or type_name in c.module_names
                     or (cell is not None and cell.value is not UNDEFINED))
            if not known and (c.module_mode or self.blk.lookup(name) is not None
                              or (c.ns.cells.get(name) is not None
                                  and c.ns.cells[name].value is not UNDEFINED)):
                raise self.error(p)
        return self.struct_matcher(self.expr(type_name), pats, p)

    def struct_matcher(self, stype: Callable[[list], Any], pats: list | None, p: Any) -> Matcher:
        """The matcher of a struct pattern whose type ``stype`` gives, of fields ``pats``
        (None: any fields, `(struct id _)`)."""
        ms = [self.compile(q) for q in pats or ()]
        n = len(ms)
        pat_text = write_string(p)
        args_text = write_string(make_list(pats or []))

        def match_struct(v: Any, f: list) -> bool:
            t = stype(f)
            if type(t) is not StructType or (pats is not None and len(t.all_fields) != n):
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
                    if x.cdr is NIL and not _splices_a_list(spliced):   # `(a ,@rest): the tail
                        return make_pair(S("list-rest"), make_list(items + [spliced])) if items else spliced
                    tail_items = self.quasi_splice(spliced, whole)
                    items.extend(tail_items)
                else:
                    items.append(item if _ellipsis(item) is not None else self.quasi(item, whole))
                x = x.cdr
            if x is NIL:
                return make_pair(S("list"), make_list(items))
            return make_pair(S("list-rest"), make_list(items + [self.quasi(x, whole)]))
        if t is MVector:
            return make_pair(S("vector"), make_list([i if _ellipsis(i) is not None else self.quasi(i, whole)
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
                if self._whole_rest(q, pats[i + 1], i + 2 == len(pats), tail, kind):
                    # Racket's `(and (? list?) x)`: x is the rest of the list, compared
                    # with its earlier value as any repeated variable is
                    m = (lambda v, f: True) if q is UNDERSCORE else self.variable(q)
                    elems.append((m, mn, [], q))
                    i += 2
                    continue
                start = len(self.order)
                before = set(self.bound)
                m = self.compile(q)
                new = self.order[start:]
                self.bound = before | set(new)
                self.looped |= set(new)
                elems.append((m, mn, [self.slots[n] for n in new], None))
                i += 2
            else:
                elems.append((self.compile(q), None, [], None))
                i += 1
        tail_m = self.compile(tail) if tail is not None else None
        if elems and elems[-1][3] is not None:     # the list's last plain `x ...`
            elems, tail_m = elems[:-1], self.rest_of_list(elems[-1][0], elems[-1][3])
        elems = [e[:3] for e in elems]
        if all(mn is None for _, mn, _ in elems):
            ms = [m for m, _, _ in elems]
            return self.fixed(ms, tail_m, kind)
        return self.backtracking(elems, tail_m, kind)

    @staticmethod
    def _whole_rest(q: Any, dots: Symbol, last: bool, tail: Any, kind: str) -> bool:
        """Is ``q ...`` a list or vector pattern's last element, ``q`` a variable or `_`
        and the ellipsis a plain ``...`` (or ``___``)? Racket then matches the rest of the
        list (the vector's other elements, as a list) as a whole (racket/match's dd-parse),
        so ``q`` is bound, or compared, to it: `(vector x x ...)` matches #('(1 1) 1 1)."""
        return (kind in ("list", "vector") and last and tail is None and dots.name in ("...", "___")
                and type(q) is Symbol and _ellipsis(q) is None and keyword_name(q) is None)

    @staticmethod
    def rest_of_list(m: Matcher, q: Symbol) -> Matcher:
        """The matcher of a list pattern's last ``x ...`` (or ``_ ...``): the rest of the
        list must be a proper list, which ``m`` (the variable's matcher) then binds, or
        compares with the variable's earlier value; bound as it is, the rest is `eq?` to
        the list's tail as in Racket, and no list is rebuilt at each match."""
        if q is UNDERSCORE:
            return lambda v, f: is_list(v)

        def rest(v: Any, f: list) -> bool:
            return is_list(v) and m(v, f)
        return rest

    @staticmethod
    def fixed(ms: list[Matcher], tail_m: Matcher | None, kind: str) -> Matcher:
        n = len(ms)
        if kind == "vector":
            def vec(v: Any, f: list) -> bool:
                if type(v) is not MVector or len(v.items) != n:
                    if tail_m is None or type(v) is not MVector or len(v.items) < n:
                        return False
                items = v.items
                for i in range(n):
                    if not ms[i](items[i], f):
                        return False
                return tail_m is None or tail_m(make_list(items[n:]), f)
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
                    if cells is None:       # a vector's last `x ...`: the rest as a list
                        return tail_m(make_list(items[pos:]), f)
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


def _splices_a_list(spliced: Any) -> bool:
    """Is ``spliced`` (what follows `,@` in a quasi-pattern) `(list p ...)` or `'(d ...)`,
    whose elements are spliced in? Anything else, last in the list, matches its tail."""
    return type(spliced) is Pair and (spliced.car is S("list") or spliced.car is QUOTE)
