"""The closure back end: the IR (ir.py) as Python closures over frames, and the nodes they
are made of.

A *node* is a Python function ``node(frame) -> value``. A frame is a Python list: slot 0
holds the enclosing frame, the other slots the variables of one procedure call (its
parameters, then every `let` and internal definition of its body, each with its own slot).
Variables are resolved to (depth, slot) once, so running code never looks a name up.

This back end runs what the Python-source back end (codegen.py) does not: code at the
top of a module or the REPL, and procedures when generating Python is switched off
(``MINISCHEME_CODEGEN=0``) or fails. ``ClosureEmitter`` turns the IR into nodes; the
helpers below it (calls, primitive calls, sequences) are shared with compiler.py.
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.data import UNDEFINED, VOID, MultipleValues
from minischeme.values.errors import result_arity_error, undefined_variable, uninitialized_local
from minischeme.compilation.codegen import generate_procedure, inliners, runtime_namespace
from minischeme.compilation.inliners import ONE_VALUE_INLINERS
from minischeme.expansion.expander import Builder
from minischeme.expansion.ir import (App, Body, Const, Define, DefineGlobal, Fn, Global, If, Lambda, Let, Local, NamedLet,
                 Outer, Seq, SetGlobal, SetLocal, SetOuter, Var)
from minischeme.expansion.namespace import Cell
from minischeme.values.procedures import MISSING, Closure, KeywordProcedure, Primitive, make_closure
from minischeme.values.runtime import CLOSURE_SOURCES, CaseLambda, TailCall, apply_procedure, single_value
from minischeme.values.procedures import make_tail_call
from minischeme.expansion.syntax import assign_constant, set_before_definition

Node = Callable[[list], Any]


class ClosureEmitter:
    """The IR of one lambda, and of everything nested in it, as nodes.

    Every procedure (an Fn) runs on its own frame: slot 0 the frame it was made in, then
    one slot per variable it owns (``Fn.vars``, in order: parameters, rest parameter, then
    its lets and definitions), as runtime.apply_procedure lays a frame out. A named let is
    a procedure here (the other back end may run it as a loop); a case-lambda is a
    CaseLambda of one procedure per clause. ``Outer`` references reach the frame the root
    lambda is made in."""

    def __init__(self, builder: Builder, generate: bool) -> None:
        self.builder = builder
        self.source = builder.c.source
        self.generate = generate        # nested procedures as Python source (codegen.py)
        self.slots: dict[Var, int] = {}
        self.fn: Fn | None = None       # the procedure whose frame the code runs on
        self.root: Fn | None = None     # the outermost one (Outer is relative to its maker)

    def expression(self, fn: Fn) -> tuple[Node, int]:
        """The body of ``fn``, a procedure of no parameters, to run on a frame of its own
        (code at the top of a module or the REPL): the node, and the frame's size."""
        for i, var in enumerate(fn.vars):
            self.slots[var] = i + 1
        self.fn = self.root = fn
        return self.node(fn.body), len(fn.vars) + 1

    # -- procedures
    def procedure(self, fn: Fn) -> Node:
        """A node making the procedure ``fn`` in the frame it runs on."""
        if self.root is None:
            self.root = fn
        elif self.generate:
            make = generate_procedure(self.builder, self.relocated(fn))
            if make is not None:
                return single(make)
            return ClosureEmitter(self.builder, False).procedure(fn)  # Outer now relative to here
        if fn.clauses is not None:
            clauses = [self.procedure(k) for k in fn.clauses]
            name = fn.name
            return single(lambda f: CaseLambda(name, [k(f) for k in clauses]))
        for i, var in enumerate(fn.vars):
            self.slots[var] = i + 1
        saved, self.fn = self.fn, fn
        try:
            defaults = [self.one(d) for d in fn.defaults]
            if fn.default_order is not None:
                defaults = in_written_order(defaults, fn.default_order, fn.nreq)
            body = self.node(fn.body, True)
        finally:
            self.fn = saved
        where = fn.reported()
        _record_source(body, where.name, self.source, where.loc)
        nreq, nopt, rest, name = fn.nreq, len(fn.params) - fn.nreq, fn.rest is not None, fn.name
        size = len(fn.vars) + 1
        if not fn.keywords:
            return single(lambda f: make_closure(nreq, nopt, rest, size, body, f, name, defaults))
        npositional = len(fn.params) - len(fn.keywords)
        names = [kw for kw, _ in fn.keywords]
        required = [req for _, req in fn.keywords]
        return single(lambda f: KeywordProcedure(make_closure(nreq, nopt, rest, size, body, f, name, defaults),
                                                 npositional, names, required))

    def relocated(self, fn: Fn) -> Fn:
        """``fn``, to be translated to Python on its own, with its references to variables
        of the frames around it as Outer ones (relative to the frame it is made in)."""
        def outer(var: Var) -> tuple[int, int] | None:
            return None if var.owner.within(fn) else (self.depth(var.owner), self.slots[var])

        def walk(ir: Any) -> Any:
            t = type(ir)
            if t is Local:
                where = outer(ir.var)
                return ir if where is None else Outer(where[0], where[1], ir.var.name.name)
            if t is Outer:
                return Outer(self.outer_depth(ir.depth), ir.slot, ir.name)
            if t is SetLocal:
                where = outer(ir.var)
                ir.value = walk(ir.value)
                return ir if where is None else SetOuter(where[0], where[1], ir.value)
            if t is SetOuter:
                return SetOuter(self.outer_depth(ir.depth), ir.slot, walk(ir.value))
            if t is If:
                ir.test, ir.then, ir.other = walk(ir.test), walk(ir.then), walk(ir.other)
            elif t is Seq or t is Body:
                ir.items = [walk(x) for x in ir.items]
            elif t is Let:
                ir.inits, ir.body = [walk(x) for x in ir.inits], walk(ir.body)
            elif t is Define or t is SetGlobal or t is DefineGlobal:
                ir.value = walk(ir.value)
            elif t is App:
                ir.op, ir.args = walk(ir.op), [walk(x) for x in ir.args]
            elif t is Lambda:
                walk_fn(ir.fn)
            elif t is NamedLet:
                ir.inits = [walk(x) for x in ir.inits]
                walk_fn(ir.fn)
            return ir

        def walk_fn(g: Fn) -> None:
            g.defaults = [walk(x) for x in g.defaults]
            if g.clauses is not None:
                for k in g.clauses:
                    walk_fn(k)
            else:
                g.body = walk(g.body)

        walk_fn(fn)
        if fn.self_var is not None and not fn.self_var.owner.within(fn):
            fn.self_outer = outer(fn.self_var)
            fn.self_var = None
        fn.inlined = False      # its own Python function, whoever was to host it
        return fn

    def depth(self, owner: Fn) -> int:
        """How many frames up from the current one ``owner``'s frame is."""
        n, fn = 0, self.fn
        while fn is not owner:
            fn = fn.parent
            if fn.clauses is None:      # a case-lambda has no frame: its clauses do
                n += 1
        return n

    def outer_depth(self, depth: int) -> int:
        """The frame hops to a frame ``depth`` up from the one the root lambda is made in."""
        n, fn = 0, self.fn
        while fn is not self.root:
            fn = fn.parent
            if fn.clauses is None:
                n += 1
        return n + 1 + depth

    # -- expressions
    def node(self, ir: Any, tail: bool = False) -> Node:
        """``ir`` as a node; ``tail``: in tail position (a call there is a TailCall)."""
        t = type(ir)
        if t is Const:
            return _constant(ir.value)
        if t is Local:
            var = ir.var
            return _local_ref(self.depth(var.owner), self.slots[var], var.name.name)
        if t is Outer:
            return _local_ref(self.outer_depth(ir.depth), ir.slot, ir.name)
        if t is Global:
            return _constant(ir.cell.value) if ir.fixed else global_ref(ir.cell, ir.module)
        if t is App:
            return self.app(ir, tail)
        if t is If:
            return self.if_node(ir, tail)
        if t is Seq:
            return self.sequence(ir.items, tail)
        if t is Let:
            return self.let(ir, tail)
        if t is Body:
            return self.body(ir, tail)
        if t is Lambda:
            return self.procedure(ir.fn)
        if t is NamedLet:
            return self.named_let(ir, tail)
        if t is Define or t is SetLocal:
            return _local_set(self.depth(ir.var.owner), self.slots[ir.var], self.one(ir.value))
        if t is SetOuter:
            return _local_set(self.outer_depth(ir.depth), ir.slot, self.one(ir.value))
        if t is SetGlobal:
            return set_global(ir.cell, ir.module, self.one(ir.value))
        if t is DefineGlobal:
            if ir.several:
                return define_globals(ir.cells, self.node(ir.value))
            return define_global(ir.cells[0], self.one(ir.value))
        raise TypeError(f"not an IR node: {ir!r}")

    def one(self, ir: Any) -> Node:
        """``ir`` where one value is expected: multiple values are Racket's error."""
        return one_value(self.node(ir))

    def if_node(self, ir: If, tail: bool) -> Node:
        return if_node(self.one(ir.test), self.node(ir.then, tail), self.node(ir.other, tail))

    def sequence(self, items: list, tail: bool) -> Node:
        return sequence([self.node(x) for x in items[:-1]] + [self.node(items[-1], tail)])

    def let(self, ir: Let, tail: bool) -> Node:
        inits = [(self.slots[v], self.one(init)) for v, init in zip(ir.vars, ir.inits)]
        body = self.node(ir.body, tail)
        if len(inits) == 1:
            (s0, v0), = inits

            def let1(f: list) -> Any:
                f[s0] = v0(f)
                return body(f)
            return let1

        def let(f: list) -> Any:
            values = [v(f) for _, v in inits]
            for (s, _), value in zip(inits, values):
                f[s] = value
            return body(f)
        return let

    def body(self, ir: Body, tail: bool) -> Node:
        """Definitions and expressions. A frame's slots start undefined; a variable some
        reference might read before its definition (``Var.unsafe``) is made undefined
        again on entry, in case the body runs again on the same frame (a continuation)."""
        slots = [self.slots[v] for v in ir.vars if v.unsafe]
        items = self.sequence(ir.items, tail)
        if not slots:
            return items

        def body(f: list) -> Any:
            for s in slots:
                f[s] = UNDEFINED
            return items(f)
        return body

    def named_let(self, ir: NamedLet, tail: bool) -> Node:
        """(let loop ([v init] ...) body): the procedure, stored in its variable, called.
        The variable is this frame's, or an enclosing one's for an internal loop the
        expander runs where it is called (Builder.run_called_once_in_place)."""
        slot, depth = self.slots[ir.var], self.depth(ir.var.owner)
        inits = [self.one(i) for i in ir.inits]
        make = self.procedure(ir.fn)

        def named_let(f: list) -> Any:
            args = [i(f) for i in inits]
            proc = make(f)
            owner = f
            for _ in range(depth):
                owner = owner[0]
            owner[slot] = proc
            if tail:
                return make_tail_call(proc, args)
            return apply_procedure(proc, args)
        return named_let

    def app(self, ir: App, tail: bool) -> Node:
        op = ir.op
        prim = (op.value if type(op) is Const else
                op.cell.value if type(op) is Global and op.fixed else None)
        return application_node(prim if type(prim) is Primitive else None, self.one(op),
                                [self.one(a) for a in ir.args], tail)


def in_written_order(defaults: list[Node], order: list[int], nreq: int) -> list[Node]:
    """The default nodes of a procedure whose keyword parameter is written before an
    optional positional one, made to run in the order written: the call fills its
    parameters' slots in their order (positional ones first), so the default of each
    slot first fills, in the order written, the slots of the defaults written before it
    that are still empty, then its own (once: a slot already filled is kept)."""
    slot = [1 + nreq + k for k in range(len(defaults))]

    def filling(k: int) -> Node:
        before = order[:order.index(k) + 1]

        def default(f: list) -> Any:
            for j in before:
                if f[slot[j]] is UNDEFINED or f[slot[j]] is MISSING:
                    f[slot[j]] = defaults[j](f)
            return f[slot[k]]
        return default
    return [filling(k) for k in range(len(defaults))]


def one_value(node: Node) -> Node:
    """``node`` where one value is expected (an argument, a test, an assignment): Racket's
    result arity error for multiple values. Nodes marked ``single`` need no check; a call
    node has a ``checked`` variant that checks only on its slow paths (a Python function
    of translated code never returns multiple values itself: see codegen.V)."""
    if getattr(node, "single", False):
        return node
    checked = getattr(node, "checked", None)
    if checked is not None:
        return checked

    def one(f: list) -> Any:
        v = node(f)
        return v if type(v) is not MultipleValues else single_value(v)
    return single(one)


def if_node(test: Node, then: Node, other: Node) -> Node:
    def if_node(f: list) -> Any:
        if test(f) is not False:
            return then(f)
        return other(f)
    if getattr(then, "single", False) and getattr(other, "single", False):
        if_node.single = True
    return if_node


def application_node(prim: Primitive | None, fnode: Node, args: list[Node], tail: bool) -> Node:
    """A call; ``prim``: the primitive the operator always denotes, if known (its fast
    path inlined, or its Python function called directly). In tail position a call of a
    procedure is a TailCall for the trampoline."""
    if prim is not None and prim.accepts(len(args)):
        # an inlined text that checks for one value would be wrong where several are taken
        # (a module-level expression prints them all): the primitive's call has both nodes
        one_value_only = prim.name in ONE_VALUE_INLINERS
        node = None if one_value_only else inlined_primitive_node(prim, args)
        if node is not None:
            return single(node)
        node = primitive_call_node(prim.fn, args, tail)
        if not tail:
            node.checked = single(primitive_call_node(prim.fn, args, False, True))
        return node
    if tail:
        if len(args) == 1:
            a0 = args[0]
            return lambda f: make_tail_call(fnode(f), [a0(f)])
        if len(args) == 2:
            a0, a1 = args
            return lambda f: make_tail_call(fnode(f), [a0(f), a1(f)])
        return lambda f: make_tail_call(fnode(f), [a(f) for a in args])
    node = call_node(fnode, args)
    node.checked = single(call_node(fnode, args, True))
    return node


def global_ref(cell: Cell, module: str) -> Node:
    """A module-level variable's value; before its definition, Racket's error."""
    def gref(f: list) -> Any:
        v = cell.value
        if v is UNDEFINED:
            raise undefined_variable(cell.name, module)
        return v
    return single(gref)


def set_global(cell: Cell, module: str, value: Node) -> Node:
    """`set!` of a module-level variable (an error before its definition, and of a
    module's constant from outside it)."""
    if cell.constant:
        def set_constant(f: list) -> Any:
            value(f)
            raise assign_constant(cell.name)
        return set_constant

    def set_global(f: list) -> Any:
        v = value(f)
        if cell.value is UNDEFINED:
            raise set_before_definition(cell.name, module)
        cell.value = v
        return VOID
    return set_global


def define_global(cell: Cell, value: Node) -> Node:
    """A module-level (define name value): the cell gets the value and is no import any
    more."""
    def define(f: list) -> Any:
        cell.value = value(f)
        cell.imported = False
        return VOID
    return define


def define_globals(cells: list[Cell], value: Node) -> Node:
    """A module-level (define-values (name ...) value): each cell gets its value (Racket's
    arity error for another count of values, which names the first variable)."""
    n = len(cells)
    where = f"definition of {cells[0].name} ..." if cells else None

    def define_values(f: list) -> Any:
        v = value(f)
        vals = v.values if type(v) is MultipleValues else [v]
        if len(vals) != n:
            if n == 1:
                raise result_arity_error(1, len(vals))
            raise result_arity_error(n, len(vals), "define-values", where, vals)
        for cell, v in zip(cells, vals):
            cell.value = v
            cell.imported = False
        return VOID
    return define_values


def single(node: Node) -> Node:
    """Mark a node whose value is never multiple values (``one_value`` then checks nothing)."""
    node.single = True
    return node


def _local_ref(depth: int, slot: int, name: str) -> Node:
    return single(_local_ref_node(depth, slot, name))


def _local_ref_node(depth: int, slot: int, name: str) -> Node:
    def check(v: Any) -> Any:
        if v is UNDEFINED:
            raise uninitialized_local(name)
        return v
    if depth == 0:
        def ref0(f: list) -> Any:
            v = f[slot]
            return v if v is not UNDEFINED else check(v)
        return ref0
    if depth == 1:
        def ref1(f: list) -> Any:
            v = f[0][slot]
            return v if v is not UNDEFINED else check(v)
        return ref1
    if depth == 2:
        def ref2(f: list) -> Any:
            v = f[0][0][slot]
            return v if v is not UNDEFINED else check(v)
        return ref2

    def refn(f: list) -> Any:
        for _ in range(depth):
            f = f[0]
        v = f[slot]
        return v if v is not UNDEFINED else check(v)
    return refn


def _local_set(depth: int, slot: int, value: Node) -> Node:
    def setter(f: list) -> Any:
        v = value(f)
        for _ in range(depth):
            f = f[0]
        f[slot] = v
        return VOID
    return setter


def _constant(value: Any) -> Node:
    return single(lambda f: value)



_INLINE_FACTORIES: dict[tuple[int, int], Callable] = {}


def inlined_primitive_node(prim: Primitive, args: list[Node]) -> Node | None:
    """A call of a common primitive with codegen's fast path for the usual case (fixnums,
    pairs) written into the node, or None if it has none for this many arguments.

    The node's Python text depends only on the primitive and the number of arguments, so
    it is compiled once per such pair and shared."""
    inliner = inliners().get(id(prim))
    if inliner is None:
        return None
    key = (id(prim), len(args))
    factory = _INLINE_FACTORIES.get(key)
    if factory is None:
        values = [f"x{i}" for i in range(len(args))]
        inline = inliner(values, "fn")
        if inline is None:
            return None
        nodes = [f"a{i}" for i in range(len(args))]
        lines = [f"def factory(fn, {', '.join(nodes)}):", "    def node(f):"]
        lines += [f"        {x} = {a}(f)" for x, a in zip(values, nodes)]
        lines += [f"        return {inline[0]}", "    return node"]
        namespace = runtime_namespace()
        exec("\n".join(lines), namespace)
        factory = _INLINE_FACTORIES[key] = namespace["factory"]
    return factory(prim.fn, *args)


def primitive_call_node(fn: Callable, args: list[Node], tail: bool, one: bool = False) -> Node:
    """A call of a known primitive's Python function (its arity already checked). In tail
    position its result goes back as it is (a TailCall from `apply` included). ``one``:
    the context takes one value, multiple values are an error."""
    if tail:
        if len(args) == 1:
            a0 = args[0]
            return lambda f: fn(a0(f))
        if len(args) == 2:
            a0, a1 = args
            return lambda f: fn(a0(f), a1(f))
        return lambda f: fn(*[a(f) for a in args])
    if one:
        if len(args) == 1:
            a0 = args[0]

            def call_primitive1_one(f: list) -> Any:
                r = fn(a0(f))
                return r if (t := type(r)) is not TailCall and t is not MultipleValues else _finish1(r)
            return call_primitive1_one
        if len(args) == 2:
            a0, a1 = args

            def call_primitive2_one(f: list) -> Any:
                r = fn(a0(f), a1(f))
                return r if (t := type(r)) is not TailCall and t is not MultipleValues else _finish1(r)
            return call_primitive2_one

        def call_primitive_one(f: list) -> Any:
            r = fn(*[a(f) for a in args])
            return r if (t := type(r)) is not TailCall and t is not MultipleValues else _finish1(r)
        return call_primitive_one

    def call_primitive(f: list) -> Any:
        r = fn(*[a(f) for a in args])
        return r if type(r) is not TailCall else apply_procedure(r.proc, r.args)
    if len(args) == 1:
        a0 = args[0]

        def call_primitive1(f: list) -> Any:
            r = fn(a0(f))
            return r if type(r) is not TailCall else apply_procedure(r.proc, r.args)
        return call_primitive1
    if len(args) == 2:
        a0, a1 = args

        def call_primitive2(f: list) -> Any:
            r = fn(a0(f), a1(f))
            return r if type(r) is not TailCall else apply_procedure(r.proc, r.args)
        return call_primitive2
    return call_primitive


def _finish1(r: Any) -> Any:
    """A primitive's result (a TailCall, or multiple values) where one value is expected."""
    if type(r) is TailCall:
        r = apply_procedure(r.proc, r.args)
    if type(r) is MultipleValues:
        single_value(r)
    return r


def call_node(fnode: Node, args: list[Node], one: bool = False) -> Node:
    """A call not in tail position; a procedure translated to Python with the right arity
    is called directly, anything else through apply_procedure. ``one``: the context takes
    one value (the direct call's result never is multiple values: see codegen.V). The
    checks are written out, not a helper's call: a Python frame more per Racket call can
    cost much more than its own time (CPython 3.11 allocates frames in chunks, and a deep
    recursion that keeps crossing a chunk's end maps and unmaps memory each time)."""
    if one:
        return _call_node_one(fnode, args)
    if len(args) == 1:
        a0 = args[0]

        def call1(f: list) -> Any:
            p = fnode(f)
            x = a0(f)
            if type(p) is Closure and p.arity == 1:
                r = p.fn(x)
                return r if type(r) is not TailCall else apply_procedure(r.proc, r.args)
            return apply_procedure(p, [x])
        return call1
    if len(args) == 2:
        a0, a1 = args

        def call2(f: list) -> Any:
            p = fnode(f)
            x = a0(f)
            y = a1(f)
            if type(p) is Closure and p.arity == 2:
                r = p.fn(x, y)
                return r if type(r) is not TailCall else apply_procedure(r.proc, r.args)
            return apply_procedure(p, [x, y])
        return call2
    return lambda f: apply_procedure(fnode(f), [a(f) for a in args])


def _call_node_one(fnode: Node, args: list[Node]) -> Node:
    """``call_node`` where one value is expected."""
    if len(args) == 1:
        a0 = args[0]

        def call1_one(f: list) -> Any:
            p = fnode(f)
            x = a0(f)
            if type(p) is Closure and p.arity == 1:
                r = p.fn(x)
                return r if type(r) is not TailCall else apply_procedure(r.proc, r.args, True)
            r = apply_procedure(p, [x])
            return r if type(r) is not MultipleValues else single_value(r)
        return call1_one
    if len(args) == 2:
        a0, a1 = args

        def call2_one(f: list) -> Any:
            p = fnode(f)
            x = a0(f)
            y = a1(f)
            if type(p) is Closure and p.arity == 2:
                r = p.fn(x, y)
                return r if type(r) is not TailCall else apply_procedure(r.proc, r.args, True)
            r = apply_procedure(p, [x, y])
            return r if type(r) is not MultipleValues else single_value(r)
        return call2_one

    def call_one(f: list) -> Any:
        r = apply_procedure(fnode(f), [a(f) for a in args])
        return r if type(r) is not MultipleValues else single_value(r)
    return call_one


def sequence(nodes: list[Node]) -> Node:
    """Run nodes in order; the value is the last one's."""
    if len(nodes) == 1:
        return nodes[0]
    if len(nodes) == 2:
        n0, n1 = nodes

        def seq2(f: list) -> Any:
            n0(f)
            return n1(f)
        node = seq2
    else:
        init, last = nodes[:-1], nodes[-1]

        def seq(f: list) -> Any:
            for n in init:
                n(f)
            return last(f)
        node = seq
    if getattr(nodes[-1], "single", False):
        node.single = True
    return node


def _record_source(body_node: Node, name: str | None, source: str, loc: Any) -> None:
    """Remember where a lambda is written, for the message of a limit hit in it."""
    try:
        CLOSURE_SOURCES[body_node] = (name, source, loc if type(loc) is tuple else None)
    except TypeError:           # a node that takes no weak reference: no position
        pass
