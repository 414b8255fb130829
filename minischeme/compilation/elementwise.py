"""Higher-order list primitives of a literal lambda, run in place by the emitter.

``(map (lambda (x) body) lst)``, and the same with ``filter``, ``for-each``, ``andmap``
and ``ormap``, and ``(foldl (lambda (x acc) body) init lst)`` and ``foldr``, run the lambda's body in a loop in the procedure being translated (the
expander marks the lambda inlined when no procedure made in it keeps one of its
variables): no closure, no call an element. Each element counts one step, as the
lambda's calls counted them. The list is checked first, as the primitive checks it; a
non-list goes to the primitive with a stand-in of the lambda (its name, for the message),
which raises Racket's error.
"""
from __future__ import annotations

from typing import Any

from minischeme.expansion.ir import Fn
from minischeme.primitives import lookup_primitive
from minischeme.values.procedures import Closure, Primitive
from minischeme.compilation.pytext import V, indent, step

# the primitives whose literal one-argument lambda runs in place (expander.py marks it)
ELEMENTWISE = tuple(lookup_primitive(n) for n in ("map", "filter", "for-each", "andmap", "ormap",
                                                 "foldl", "foldr"))


class ElementwiseLoops:
    """The emitter's (codegen.Emitter) loops for ELEMENTWISE calls."""

    def elementwise(self, prim: Primitive, fn: Fn, list_ir: Any, lines: list[str]) -> V:
        """``(prim (lambda (x) body) lst)`` as a loop over the list in place."""
        xs = self.one(self.val(list_ir), lines)
        t, rest, item, acc = self.temp(), self.temp(), self.temp(), self.temp()
        body = step(self.where(fn)) + [f"{item} = {rest}.car", f"{rest} = {rest}.cdr",
                                      f"{fn.params[0].py} = {item}"]
        name = prim.name
        if name == "map":
            body.append(f"{acc}.append({self.one(self.val(fn.body), body)})")
        elif name == "filter":
            more, cond = self.test(fn.body)
            body += more + [f"if {cond}: {acc}.append({item})"]
        elif name == "for-each":
            body += self.effect(fn.body)
        else:
            body += self.until(name == "ormap", fn.body, t)
        start = [f"{acc} = []"] if name in ("map", "filter") else (
            [f"{t} = {name == 'andmap'}"] if name != "for-each" else [])
        loop = start + [f"{rest} = {xs}", f"while {rest} is not _NIL:"] + indent(body)
        if name == "for-each":
            loop.append(f"{t} = _VOID")
        elif name in ("map", "filter"):
            loop.append(f"{t} = _mklist({acc})")
        stand_in = self.constant(Closure(1, 0, False, 0, None, None, fn.name), "k")
        lines.append(f"if {xs} is _NIL or {xs}.__class__ is _Pair and ({xs}.listp is True "
                     f"or _is_list({xs})):")
        lines += indent(loop)
        lines += ["else:", f"    {t} = {self.constant(prim.fn, 'p')}({stand_in}, {xs})"]
        return V(lines, t, True, True)

    def until(self, found: bool, body: Any, t: str) -> list[str]:
        """The loop's statements for one element of andmap (``found`` False: stop at the
        first #f) or ormap (True: stop at the first true value); ``t`` holds the value
        of the last call, which is the result: #t (andmap) or #f (ormap) for no element."""
        lines: list[str] = []
        value = self.one(self.val(body), lines)
        lines.append(f"{t} = {value}")
        return lines + [f"if {t} is {'not ' if found else ''}False: break"]

    def fold(self, prim: Primitive, fn: Fn, init_ir: Any, list_ir: Any, lines: list[str]) -> V:
        """``(foldl (lambda (x acc) body) init lst)`` (or foldr) as a loop in place: the
        accumulator starts as ``init`` and becomes each run's value; foldr takes the
        elements from the last, as its calls do."""
        init = self.one(self.val(init_ir), lines)
        xs = self.one(self.val(list_ir), lines)
        t, rest, item, acc = self.temp(), self.temp(), self.temp(), self.temp()
        x, a = fn.params[0].py, fn.params[1].py
        body = step(self.where(fn)) + [f"{x} = {item}", f"{a} = {t}"]
        body.append(f"{t} = {self.one(self.val(fn.body), body)}")
        if prim.name == "foldl":
            loop = [f"{t} = {init}", f"{rest} = {xs}", f"while {rest} is not _NIL:"] + indent(
                [f"{item} = {rest}.car", f"{rest} = {rest}.cdr"] + body)
        else:
            loop = [f"{acc} = []", f"{rest} = {xs}", f"while {rest} is not _NIL:",
                    f"    {acc}.append({rest}.car)", f"    {rest} = {rest}.cdr",
                    f"{t} = {init}", f"for {item} in reversed({acc}):"] + indent(body)
        stand_in = self.constant(Closure(2, 0, False, 0, None, None, fn.name), "k")
        lines.append(f"if {xs} is _NIL or {xs}.__class__ is _Pair and ({xs}.listp is True "
                     f"or _is_list({xs})):")
        lines += indent(loop)
        lines += ["else:", f"    {t} = {self.constant(prim.fn, 'p')}({stand_in}, {init}, {xs})"]
        return V(lines, t, True, True)
