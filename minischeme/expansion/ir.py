"""The IR: the tree a procedure becomes before a back end writes code for it.

``expander.Builder`` makes it from S-expressions (every variable resolved; which are
assigned, used by nested procedures, or might be read before their definition noted), and
``codegen.Emitter`` writes Python source from it. The nodes: constants (Const), variable
references (Local, Outer: a frame variable of an enclosing closure-compiled procedure,
Global), If, Seq, Let, Body (a body with definitions, or a letrec), Define, DefineGlobal
(a module-level definition), the three kinds of set! (SetLocal, SetOuter, SetGlobal), Lambda (an Fn: parameters, arity, body; or
a case-lambda's clauses), App, and NamedLet (a loop procedure, which may run in place as
a loop).
"""
from __future__ import annotations

from typing import Any

from minischeme.values.data import Symbol
from minischeme.values.procedures import Primitive
from minischeme.expansion.namespace import Cell


class CannotGenerate(Exception):
    """The lambda uses something the generator does not translate."""


class Var:
    """A Racket local variable of translated code: one Python variable ``py``."""

    __slots__ = ("name", "py", "owner", "kind", "mutated", "users", "group", "pos", "unsafe", "refs",
                 "captured_early", "proc")

    def __init__(self, name: Symbol, py: str, owner: "Fn", kind: str,
                 group: "Group | None" = None, pos: int = 0) -> None:
        self.name = name
        self.py = py
        self.owner = owner            # the Fn whose body binds it
        self.kind = kind              # "param", "let" or "rec" (letrec, internal define)
        self.mutated = False          # assigned by set!
        self.users: set[Fn] = set()   # Fns other than the owner that use it
        self.group = group            # for "rec": its Group and position in it
        self.pos = pos
        self.unsafe = False           # some reference might run before the definition
        self.refs = 0                 # references (not counting set!)
        self.captured_early = False   # "rec": a nested procedure made before the definition
        #                               might have run uses it (not an earlier item's define)
        self.proc: "Fn | None" = None  # the procedure it always holds, if every use is a
        #                               plain call of it (Builder.mark_known_procedures)


class Group:
    """The items of one body, letrec or named let, in order, and which of them are
    definitions whose value is a lambda (evaluating those runs no code)."""

    __slots__ = ("lambda_defs",)

    def __init__(self, lambda_defs: list[bool]) -> None:
        self.lambda_defs = lambda_defs


class Fn:
    """A lambda being translated: one Python function, unless ``inlined`` (a named let run
    as a loop inside its parent's function, or a clause of a case-lambda).

    A case-lambda is one Fn with ``clauses`` (an inlined Fn each, whose parameters and body
    are the clause's) and no parameters or body of its own: its Python function takes any
    number of arguments and runs the first clause that accepts their count."""

    __slots__ = ("params", "nreq", "defaults", "keywords", "rest", "name", "body", "parent",
                 "self_var", "self_global", "self_outer", "py", "inlined", "vars", "jumped",
                 "loc", "clauses", "default_order")

    def __init__(self, parent: "Fn | None", name: str | None, py: str) -> None:
        self.params: list[Var] = []             # positional, then keyword parameters
        self.nreq = 0                           # how many of them are required
        self.defaults: list[Any] = []           # the default of each optional one
        self.default_order: list[int] | None = None  # their order of evaluation (the order
        #                                              written), when not that of defaults
        self.keywords: list[tuple[Symbol, bool]] = []  # (keyword, required) of the last ones
        self.rest: Var | None = None
        self.name = name
        self.body: Any = None
        self.parent = parent
        self.self_var: Var | None = None        # the local variable holding this procedure
        self.self_global: Cell | None = None    # ... or the module-level variable
        self.self_outer: tuple | None = None    # ... or the (depth, slot) of a frame variable
        self.py = py
        self.inlined = False
        self.vars: list[Var] = []
        self.jumped = False                     # a self tail call was emitted as a jump
        self.loc: Any = None                    # the lambda's source position (limits' reports)
        self.clauses: list[Fn] | None = None    # a case-lambda's clauses, in order

    def accepts(self, n: int) -> bool:
        """Does a call with ``n`` arguments (no keywords) run this procedure's code?"""
        if self.clauses is not None:
            return any(k.accepts(n) for k in self.clauses)
        return n >= self.nreq and (self.rest is not None or n <= len(self.params))

    def reported(self) -> "Fn":
        """The procedure a limit hit in this one's code is reported in: a loop a lowering
        made (its name starts with `%`) is reported as the procedure it runs in, where the
        user wrote the form."""
        fn = self
        while fn.name is not None and fn.name.startswith("%") and fn.parent is not None:
            fn = fn.parent
        return fn

    def within(self, other: "Fn") -> bool:
        """Is this procedure ``other`` or written inside it (``other`` among its parents)?"""
        fn: Fn | None = self
        while fn is not None:
            if fn is other:
                return True
            fn = fn.parent
        return False

    def host(self) -> "Fn":
        """The Fn whose Python function this one's code runs in."""
        fn = self
        while fn.inlined:
            fn = fn.parent
        return fn


class Const:
    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value


class Local:
    """A reference to a Var; ``check``: it might run before the definition."""

    __slots__ = ("var", "check")

    def __init__(self, var: Var, check: bool) -> None:
        self.var = var
        self.check = check


class Outer:
    """A reference to a frame variable of an enclosing closure-compiled procedure."""

    __slots__ = ("depth", "slot", "name")

    def __init__(self, depth: int, slot: int, name: str) -> None:
        self.depth = depth
        self.slot = slot
        self.name = name


class Global:
    """A reference to a module-level variable; ``fixed``: its value cannot change;
    ``defined``: it is surely defined when the reference runs (``defined_before``: no
    test of its definedness)."""

    __slots__ = ("cell", "module", "fixed", "defined")

    def __init__(self, cell: Cell, module: str, fixed: bool, defined: bool = False) -> None:
        self.cell = cell
        self.module = module
        self.fixed = fixed
        self.defined = defined


class If:
    __slots__ = ("test", "then", "other")

    def __init__(self, test: Any, then: Any, other: Any) -> None:
        self.test = test
        self.then = then
        self.other = other


class Seq:
    """Expressions in order; the value is the last one's."""

    __slots__ = ("items",)

    def __init__(self, items: list) -> None:
        self.items = items


class Let:
    __slots__ = ("vars", "inits", "body")

    def __init__(self, vars: list[Var], inits: list, body: Any) -> None:
        self.vars = vars
        self.inits = inits
        self.body = body


class Body:
    """A body with definitions (or a letrec): its variables start undefined."""

    __slots__ = ("vars", "items")

    def __init__(self, vars: list[Var], items: list) -> None:
        self.vars = vars
        self.items = items


class Define:
    __slots__ = ("var", "value")

    def __init__(self, var: Var, value: Any) -> None:
        self.var = var
        self.value = value


class SetLocal:
    __slots__ = ("var", "value")

    def __init__(self, var: Var, value: Any) -> None:
        self.var = var
        self.value = value


class SetOuter:
    __slots__ = ("depth", "slot", "value")

    def __init__(self, depth: int, slot: int, value: Any) -> None:
        self.depth = depth
        self.slot = slot
        self.value = value


class DefineGlobal:
    """A module-level definition: (define name value), or with ``several`` (define-values
    (name ...) value), whose value must be as many values as names (Racket's arity error
    otherwise). Each cell gets its value and is the module's own from then on, no longer
    an import. Only code at the top of a module or the REPL has one
    (``Builder.module_definition``), so only the closure back end meets it."""
    __slots__ = ("cells", "value", "several")

    def __init__(self, cells: list[Cell], value: Any, several: bool) -> None:
        self.cells = cells
        self.value = value
        self.several = several


class SetGlobal:
    """A `set!` of a module-level variable; ``defined`` as Global's."""

    __slots__ = ("cell", "module", "value", "defined")

    def __init__(self, cell: Cell, module: str, value: Any, defined: bool = False) -> None:
        self.cell = cell
        self.module = module
        self.value = value
        self.defined = defined


class Lambda:
    __slots__ = ("fn",)

    def __init__(self, fn: Fn) -> None:
        self.fn = fn


class App:
    __slots__ = ("op", "args")

    def __init__(self, op: Any, args: list) -> None:
        self.op = op
        self.args = args


class NamedLet:
    """(let name ([v init] ...) body): ``fn`` is the loop procedure, stored in ``var``."""

    __slots__ = ("var", "fn", "inits")

    def __init__(self, var: Var, fn: Fn, inits: list) -> None:
        self.var = var
        self.fn = fn
        self.inits = inits



def copied_into_closures(v: Var) -> bool:
    """Does a procedure made where ``v`` is bound get its own copy of ``v`` (codegen's
    snapshot of it, passed to a factory around the procedure's Python function) instead of
    sharing its Python variable? Yes for a parameter or `let` variable that no `set!`
    changes: it is bound before any procedure in its scope is made and never changes after,
    so a copy taken then is the variable. A loop may then rebind it for its next round
    without changing what a procedure made in an earlier round sees (Racket gives every
    round fresh variables). A letrec or internal-define variable is copied too when every
    procedure using it is made in a later item of its body than its definition (so after
    it); one captured earlier (mutual recursion) is shared."""
    if v.mutated:
        return False
    return v.kind in ("param", "let") or (v.kind == "rec" and not v.captured_early)


def kept_by_nested(v: Var, host: "Fn") -> bool:
    """Does a procedure made in ``host``'s Python function, and not run in place there,
    keep ``v``'s Python variable itself? Then ``host`` cannot rerun the code binding ``v``
    in a loop: every run needs a fresh variable."""
    return not copied_into_closures(v) and any(user.host() is not host for user in v.users)


def tail_nodes(ir: Any) -> Any:
    """The expressions in tail position of ``ir``, through `if`, `begin`, bodies, `let`
    and calls of lambdas run in place (a named let is one of them: its own body is a
    loop's)."""
    t = type(ir)
    if t is If:
        yield from tail_nodes(ir.then)
        yield from tail_nodes(ir.other)
    elif t is Seq or t is Body:
        yield from tail_nodes(ir.items[-1])
    elif t is Let:
        yield from tail_nodes(ir.body)
    elif t is App and type(ir.op) is Lambda and ir.op.fn.inlined:
        yield from tail_nodes(ir.op.fn.body)    # a lambda run in place: its body's
    else:
        yield ir


def tail_calls_bounded(fn: Fn) -> bool:
    """Does every call in tail position of ``fn``'s body (and of named lets run there) go
    to a primitive, to ``fn`` or the named let itself, or to a module constant defined
    earlier whose tail calls are bounded in turn (``Cell.tail_bounded``)? Then a tail call
    of ``fn`` may be a plain Python call: the chain of frames it starts ends within the
    definitions before it (a procedure defined later cannot be reached this way, so
    there is no cycle), where a tail call of anything else could go on forever."""
    def bounded(ir: Any, selves: frozenset) -> bool:
        if type(ir) is NamedLet:
            return all(bounded(x, selves | {ir.var}) for x in tail_nodes(ir.fn.body))
        if type(ir) is not App:
            return True
        op = ir.op
        if type(op) is Global:
            if op.fixed and type(op.cell.value) is Primitive:
                return True
            return op.cell is fn.self_global or (op.cell.constant and op.cell.tail_bounded)
        return type(op) is Local and (op.var in selves or op.var is fn.self_var)
    return fn.clauses is None and all(bounded(x, frozenset()) for x in tail_nodes(fn.body))


def count_tail_calls(ir: Any, var: Var, nargs: int) -> int:
    """How many calls of ``var`` with ``nargs`` arguments are in tail position of ``ir``."""
    return sum(1 for x in tail_nodes(ir) if type(x) is App and type(x.op) is Local
               and x.op.var is var and len(x.args) == nargs)


def replace_node(irs: list, old: Any, new: Any) -> bool:
    """Put ``new`` where the node ``old`` is (by identity) in the trees of ``irs``, the
    procedures made there included; False if it is not there."""
    stack: list = [irs]
    while stack:
        x = stack.pop()
        if type(x) is list:
            for i, y in enumerate(x):
                if y is old:
                    x[i] = new
                    return True
                stack.append(y)
        elif type(x) is Fn:
            if x.body is old:
                x.body = new
                return True
            stack += [x.body, x.defaults, *(x.clauses or [])]
        elif type(x) in _NODES:
            for name in type(x).__slots__:
                y = getattr(x, name)
                if y is old:
                    setattr(x, name, new)
                    return True
                if type(y) is list or type(y) is Fn or type(y) in _NODES:
                    stack.append(y)
    return False


NODES = _NODES = frozenset([If, Seq, Let, Body, Define, SetLocal, SetOuter, DefineGlobal, SetGlobal,
                    Lambda, App, NamedLet])
