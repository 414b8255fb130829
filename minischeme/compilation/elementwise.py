"""Higher-order list primitives of a literal lambda, run in place by the emitter.

``(map (lambda (x) body) lst)``, and the same with ``filter``, ``for-each``, ``andmap``
and ``ormap`` (all but filter also over two lists, ``(map (lambda (x y) body) xs ys)``),
racket/list's ``count``, ``filter-map`` and ``append-map`` (over one list), and
``(foldl (lambda (x acc) body) init lst)`` and ``foldr``, run the lambda's body in a loop in the procedure being translated (the
expander marks the lambda inlined when no procedure made in it keeps one of its
variables): no closure, no call an element. Each element counts one step, as the
lambda's calls counted them. The list is checked first, as the primitive checks it; a
non-list goes to the primitive with a stand-in of the lambda (its name, for the message),
which raises Racket's error.
"""
from __future__ import annotations

from typing import Any

from minischeme.expansion.expander import is_racket_list_elementwise
from minischeme.expansion.ir import Fn
from minischeme.primitives import lookup_primitive
from minischeme.primitives.base_lists import append_results
from minischeme.values.data import NIL, Pair, list_to_python
from minischeme.values.procedures import Closure, Primitive, make_closure
from minischeme.compilation.pytext import V, indent, step

# the primitives whose literal one-argument lambda runs in place (expander.py marks it);
# racket/list's count, filter-map and append-map too (expander.is_racket_list_elementwise)
ELEMENTWISE = tuple(lookup_primitive(n) for n in ("map", "filter", "for-each", "andmap", "ormap",
                                                 "foldl", "foldr"))
FOLDS = ELEMENTWISE[-2:]
# the results collected: map, filter and filter-map's as pairs, front to back (collect);
# append-map's in a Python list of lists, appended at the end (append_results)
COLLECTING = ("map", "filter", "filter-map", "append-map")


def runs_in_place(prim: Primitive) -> bool:
    """Is ``prim`` a primitive whose literal lambda (when the expander marked it inlined)
    runs in place: ELEMENTWISE, or racket/list's count, filter-map, append-map?"""
    return prim in ELEMENTWISE or is_racket_list_elementwise(prim)


class ElementwiseLoops:
    """The emitter's (codegen.Emitter) loops for ELEMENTWISE calls."""

    def elementwise(self, prim: Primitive, fn: Fn, list_irs: list, lines: list[str]) -> V:
        """``(prim (lambda (x ...) body) lst ...)`` as a loop over the lists in place (one
        for filter, one or two for the others: the expander marks no other shape)."""
        lists = [self.one(self.val(ir), lines) for ir in list_irs]
        self.forget()   # common_reads.py: each round reads anew (the last one may have written)
        t, item, acc = self.temp(), self.temp(), self.temp()
        rests = [self.temp() for _ in lists]
        body = step(self.where(fn))
        for rest, var in zip(rests, fn.params):
            body += [f"{item} = {rest}.car", f"{rest} = {rest}.cdr", f"{var.py} = {item}"]
        name = prim.name
        last, new = self.temp(), self.temp()    # the result's last pair so far; a new one
        if name == "map":
            body += self.collect(self.one(self.val(fn.body), body), last, new)
        elif name == "append-map":
            body.append(f"{acc}.append({self.one(self.val(fn.body), body)})")
        elif name == "filter":
            more, cond = self.test(fn.body)
            body += more + [f"if {cond}:"] + indent(self.collect(item, last, new))
        elif name == "filter-map":
            value = self.one(self.val(fn.body), body)
            body += [f"if {value} is not False:"] + indent(self.collect(value, last, new))
        elif name == "count":
            more, cond = self.test(fn.body)
            body += more + [f"if {cond}: {t} += 1"]
        elif name == "for-each":
            body += self.effect(fn.body)
        else:
            body += self.until(name == "ormap", fn.body, t)
        start = ([f"{acc} = []"] if name == "append-map"
                 else [f"{acc} = {last} = _Pair()"] if name in COLLECTING
                 else [f"{t} = 0"] if name == "count"
                 else [f"{t} = {name == 'andmap'}"] if name != "for-each" else [])
        loop = start + [f"{r} = {x}" for r, x in zip(rests, lists)]
        loop += [f"while {rests[0]} is not _NIL:"] + indent(body)
        if name == "for-each":
            loop.append(f"{t} = _VOID")
        elif name == "append-map":
            loop.append(f"{t} = {self.constant(append_results, 'p')}({acc})")
        elif name in COLLECTING:
            loop += [f"{last}.cdr = _NIL", f"{t} = {acc}.cdr"]
        stand_in = self.constant(make_closure(len(lists), 0, False, 0, None, None, fn.name), "k")
        lines.append(f"if {self.all_lists(lists)}:")
        lines += indent(loop)
        lines += ["else:", f"    {t} = {self.constant(prim.fn, 'p')}({stand_in}, {', '.join(lists)})"]
        return V(lines, t, True, True)

    @staticmethod
    def collect(value: str, last: str, new: str) -> list[str]:
        """The statements adding ``value`` to the list map, filter or filter-map returns, a
        pair at a time, front to back after a placeholder pair (its cdr is the result; the
        last pair's cdr is '() once the loop ends): a fresh Pair's slots filled in place (as
        codegen.Emitter.new_pair), no Python list of the values to turn into pairs after."""
        return [f"{new} = _Pair()", f"{new}.car = {value}", f"{new}.loc = None",
                f"{new}.listp = True", f"{last}.cdr = {new}", f"{last} = {new}"]

    @staticmethod
    def all_lists(lists: list[str]) -> str:
        """The test that the values of ``lists`` are lists, of the same length if several
        (else the primitive raises Racket's error: it checks them all before any call)."""
        if len(lists) > 1:
            return f"_same_length_lists({', '.join(lists)})"
        xs = lists[0]
        return f"{xs} is _NIL or {xs}.__class__ is _Pair and ({xs}.listp is True or _is_list({xs}))"

    def until(self, found: bool, body: Any, t: str) -> list[str]:
        """The loop's statements for one element of andmap (``found`` False: stop at the
        first #f) or ormap (True: stop at the first true value); ``t`` holds the value
        of the last call, which is the result: #t (andmap) or #f (ormap) for no element."""
        lines: list[str] = []
        value = self.one(self.val(body), lines)
        lines.append(f"{t} = {value}")
        return lines + [f"if {t} is {'not ' if found else ''}False: break"]

    def fold(self, prim: Primitive, fn: Fn, init_ir: Any, list_irs: list, lines: list[str]) -> V:
        """``(foldl (lambda (x acc) body) init lst)`` (or foldr, or over several lists:
        ``(foldl (lambda (x i acc) body) init xs is)``) as a loop in place: the accumulator
        starts as ``init`` and becomes each run's value; foldr takes the elements from the
        last, as its calls do."""
        init = self.one(self.val(init_ir), lines)
        lists = [self.one(self.val(ir), lines) for ir in list_irs]
        self.forget()   # common_reads.py: each round reads anew
        t, acc = self.temp(), self.temp()
        rests = [self.temp() for _ in lists]
        items = [self.temp() for _ in lists]
        a = fn.params[-1].py
        body = step(self.where(fn)) + [f"{x.py} = {item}" for x, item in zip(fn.params, items)]
        body += [f"{a} = {t}"]
        body.append(f"{t} = {self.one(self.val(fn.body), body)}")
        if prim.name == "foldl":
            walk = []
            for item, rest in zip(items, rests):
                walk += [f"{item} = {rest}.car", f"{rest} = {rest}.cdr"]
            loop = ([f"{t} = {init}"] + [f"{r} = {x}" for r, x in zip(rests, lists)]
                    + [f"while {rests[0]} is not _NIL:"] + indent(walk + body))
        elif len(lists) == 1:
            xs, rest, item = lists[0], rests[0], items[0]
            loop = [f"{acc} = []", f"{rest} = {xs}", f"while {rest} is not _NIL:",
                    f"    {acc}.append({rest}.car)", f"    {rest} = {rest}.cdr",
                    f"{t} = {init}", f"for {item} in reversed({acc}):"] + indent(body)
        else:           # foldr over several lists: their elements side by side, from the last
            to_python = self.constant(list_to_python, "p")
            columns = ", ".join(f"{to_python}({x})" for x in lists)
            loop = [f"{t} = {init}",
                    f"for {', '.join(items)} in reversed(list(zip({columns}))):"] + indent(body)
        stand_in = self.constant(make_closure(len(lists) + 1, 0, False, 0, None, None, fn.name), "k")
        lines.append(f"if {self.all_lists(lists)}:")
        lines += indent(loop)
        lines += ["else:", f"    {t} = {self.constant(prim.fn, 'p')}({stand_in}, {init}, {', '.join(lists)})"]
        return V(lines, t, True, True)


def same_length_lists(*values: Any) -> bool:
    """Are all ``values`` lists of one length? (The guard of a loop over several lists.)"""
    length = -1
    for x in values:
        n = 0
        while type(x) is Pair:
            x = x.cdr
            n += 1
        if x is not NIL or (length >= 0 and n != length):
            return False
        length = n
    return True
