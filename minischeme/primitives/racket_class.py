"""racket/class at run time: class, object and interface values, `new`, `send`, fields.

The forms (`class`, `define/public`, `send`, `new` ...) are in forms/classes.py; they lower a
class into one call of ``%make-class`` and a use of an object into calls of the helpers
here. The model, kept simple:

* A ``RacketClass`` holds its superclass, the names of its init variables (in the order
  declared: by-position arguments fill them), its new and overriding methods, and its
  *initialiser*: a Scheme procedure ``(lambda (this ctx) ...)`` that is the class body.
  ``method_owner`` maps every method name of the class (inherited ones too) to the class
  whose implementation an instance runs.
* A ``RacketObject`` holds its class and, for each class of its chain, that class's
  method procedures (closures made when that class's body ran for this object, so they
  see the body's fields as plain variables) and its public fields' getter and setter.
* ``new`` runs the initialiser of the object's class with a fresh ``Construction`` (the
  init arguments not yet taken); `super-new` in the body runs the superclass's
  initialiser with what is left, as Racket passes on unused init arguments; object%
  complains about any still left.

Errors are worded as Racket 8.7 words them (`send: no such method`, `instantiate: no
argument for required init variable` ...).
"""
from __future__ import annotations

from typing import Any

from minischeme.values.data import NIL, VOID, Pair, make_pair, StructType, Symbol, sym
from minischeme.values.errors import EXN_FAIL, contract_error, racket_error
from minischeme.values.printer import CONSTRUCTOR_PRINTED, error_value_string
from minischeme.values.runtime import apply_procedure, procedure_arity_includes
from minischeme.values.struct_types import StructSpec, make_struct_procedures
from .registry import add, define, library
from .base_lists import to_pylist

library("racket/class")

# racket/class's own exception type: its errors (no such method, init arguments ...) raise it
EXN_FAIL_OBJECT = StructType("exn:fail:object", [], EXN_FAIL, transparent=True)
for _name, _value in make_struct_procedures(EXN_FAIL_OBJECT, StructSpec(
        sym("exn:fail:object"), None, [], True, False, False, False, None)).items():
    add(_name, _value)


class RacketInterface:
    """An interface: method names a class implementing it must have, and the interfaces
    it extends."""

    __slots__ = ("name", "supers", "methods")

    def __init__(self, name: str, supers: list["RacketInterface"], methods: list[str]) -> None:
        self.name = name
        self.supers = supers
        self.methods = list(dict.fromkeys(methods + [m for s in supers for m in s.methods]))

    def extends(self, other: "RacketInterface") -> bool:
        """Is this interface ``other`` or one extending it?"""
        return self is other or any(s.extends(other) for s in self.supers)

    def racket_repr(self) -> str:
        return f"#<interface:{self.name}>"


class RacketClass:
    """A class: see the module's docstring."""

    __slots__ = ("name", "superclass", "init_names", "initialiser", "method_owner",
                 "interfaces", "augmentable", "augments")

    def __init__(self, name: str | None, superclass: "RacketClass | None", init_names: list[str],
                 initialiser: Any, method_owner: dict[str, "RacketClass"],
                 interfaces: list[RacketInterface]) -> None:
        self.name = name
        self.superclass = superclass
        self.init_names = init_names
        self.initialiser = initialiser
        self.method_owner = method_owner
        self.interfaces = interfaces
        self.augmentable: set[str] = set()   # methods made by define/pubment: augmented, not overridden
        self.augments: set[str] = set()      # the methods this class augments (define/augment)

    def subclass_of(self, other: "RacketClass") -> bool:
        cls: RacketClass | None = self
        while cls is not None:
            if cls is other:
                return True
            cls = cls.superclass
        return False

    def implements(self, iface: RacketInterface) -> bool:
        cls: RacketClass | None = self
        while cls is not None:
            if any(i.extends(iface) for i in cls.interfaces):
                return True
            cls = cls.superclass
        return False

    def racket_repr(self) -> str:
        return f"#<class:{self.name}>" if self.name else "#<class>"

    def named(self, label: str = "class name") -> str:
        """The line naming this class in an error message (none for a class with no
        name: one made where Racket knows no source location, at the REPL)."""
        return f"\n  {label}: {self.name}" if self.name else ""


class _Dots:
    """The `...` of an object's printed form."""

    def racket_repr(self) -> str:
        return "..."


_DOTS = _Dots()


class RacketObject:
    """An instance: its class, the method procedures it runs (by name), each class's own
    methods (for `super` calls), and its public fields (name -> (getter, setter, index))."""

    __slots__ = ("cls", "methods", "own_methods", "fields")

    def __init__(self, cls: RacketClass) -> None:
        self.cls = cls
        self.methods: dict[str, Any] = {}
        self.own_methods: dict[RacketClass, dict[str, Any]] = {}
        self.fields: dict[str, tuple[Any, Any, int]] = {}

    # print shows `(object:point% ...)`, write and display `#(struct:object:point% ...)`;
    # a list holding one prints in constructor style, as Racket prints it
    def racket_elements(self) -> tuple[str, list]:
        return self._label(), [] if self.cls is OBJECT_CLASS else [_DOTS]

    def racket_repr(self) -> str:
        dots = "" if self.cls is OBJECT_CLASS else " ..."   # object%'s own: #(struct:object)
        return f"#(struct:{self._label()}{dots})"

    def _label(self) -> str:
        return f"object:{self.cls.name}" if self.cls.name and self.cls is not OBJECT_CLASS else "object"


CONSTRUCTOR_PRINTED.add(RacketObject)


class Construction:
    """One class's part in making an object: the object, the class whose body runs, and
    the init arguments given to it (by position, by name) that its body has not taken."""

    __slots__ = ("obj", "cls", "named", "positional", "all_positional", "instantiated",
                 "super_done")

    def __init__(self, obj: RacketObject, cls: RacketClass, positional: list, named: list,
                 all_positional: list) -> None:
        self.obj, self.cls = obj, cls
        self.all_positional = all_positional    # for `too many initialization arguments`
        self.super_done = False
        # by-position arguments fill the init variables in the order declared; the rest go
        # on to the superclass, as do named arguments for names this class does not declare
        self.named: dict[str, Any] = dict(zip(cls.init_names, positional))
        self.positional = positional[len(cls.init_names):]
        rest = []
        for name, value in named:
            if name in cls.init_names and name not in self.named:
                self.named[name] = value
            else:
                rest.append((name, value))
        self.instantiated = rest    # named arguments for the superclass


OBJECT_CLASS = RacketClass("object%", None, [], None, {}, [])
add("object%", OBJECT_CLASS)


@define("%make-class", 6, 6)
def make_class(name: Any, superclass: Any, init_names: Any, members: Any, interfaces: Any,
               initialiser: Any) -> RacketClass:
    """The value of a `class` form. ``members``: '((public m ...) (pubment ...) (override
    ...) (augment ...) (inherit ...)), the class's method names by how it declares them,
    checked against the superclass's methods (an override, augment or inherit needs one, a
    new public method must not clash, a pubment one is augmented, not overridden) and
    against its interfaces' required methods."""
    cname = name.name if type(name) is Symbol else None     # #f: a class with no name
    named = f"\n  class name: {cname}" if cname else ""
    if type(superclass) is not RacketClass:
        raise racket_error(f"class*: superclass expression result is not a class\n"
                           f"  result: {error_value_string(superclass)}{named}",
                           EXN_FAIL_OBJECT)
    kinds = {item.car.name: [m.name for m in to_pylist(item.cdr)] for item in to_pylist(members)}
    owner = dict(superclass.method_owner)
    for kind in ("override", "augment", "inherit"):
        for m in kinds.get(kind, ()):
            if m not in owner:
                raise racket_error("class*: superclass does not provide an expected method for "
                                   f"{kind}\n  {kind} name: {m}{named}", EXN_FAIL_OBJECT)
    for m in kinds.get("override", ()):
        if m in superclass.augmentable:
            raise racket_error("class*: superclass method for override, overment, inherit/super, "
                               f"or rename-super is not overrideable\n  superclass: "
                               f"{superclass.racket_repr()}\n  method name: {m}{named}",
                               EXN_FAIL_OBJECT)
    for m in kinds.get("public", []) + kinds.get("pubment", []):
        if m in owner:
            raise racket_error(f"class*: superclass already contains method\n  superclass: "
                               f"{superclass.racket_repr()}\n  method name: {m}{named}",
                               EXN_FAIL_OBJECT)
    cls = RacketClass(cname, superclass, [n.name for n in to_pylist(init_names)], initialiser,
                      owner, [])
    for m in kinds.get("public", []) + kinds.get("pubment", []) + kinds.get("override", []):
        owner[m] = cls
    cls.augmentable = superclass.augmentable | set(kinds.get("pubment", ()))
    cls.augments = set(kinds.get("augment", ()))
    for iface in to_pylist(interfaces):
        if type(iface) is not RacketInterface:
            raise racket_error("class*: interface expression returned a non-interface\n"
                               f"  result: {error_value_string(iface)}{named}",
                               EXN_FAIL_OBJECT)
        for m in iface.methods:
            if m not in owner:
                raise racket_error(f"class*: missing interface-required method\n  method name: {m}"
                                   f"{named}\n  interface name: {iface.name}",
                                   EXN_FAIL_OBJECT)
        cls.interfaces.append(iface)
    return cls


@define("%make-interface", 3, 3)
def make_interface(name: Symbol, supers: Any, methods: Any) -> RacketInterface:
    parents = to_pylist(supers)
    for p in parents:
        if type(p) is not RacketInterface:
            raise racket_error("interface: superinterface expression returned a non-interface\n"
                               f"  result: {error_value_string(p)}\n  interface name: {name.name}",
                               EXN_FAIL_OBJECT)
    return RacketInterface(name.name, parents, [m.name for m in to_pylist(methods)])


# ------------------------------------------------------------------ making objects

def instantiate(cls: Any, positional: list, named: list) -> RacketObject:
    """`new`, `make-object`, `instantiate`: a new object of ``cls``, its class's body run
    with the init arguments."""
    if type(cls) is not RacketClass:
        raise contract_error("instantiate", "class?", cls)
    obj = RacketObject(cls)
    _run_body(Construction(obj, cls, positional, named, positional), cls)
    return obj


def _run_body(ctx: Construction, cls: RacketClass) -> None:
    """Run ``cls``'s body for ctx's object; for object%, complain of arguments left."""
    if cls.initialiser is None:     # object%: every init argument must have been taken
        instantiated = ctx.obj.cls
        if ctx.positional:
            args = " ".join(error_value_string(a) for a in ctx.all_positional)
            raise racket_error(f"instantiate: too many initialization arguments\n  arguments: {args}"
                               f"{instantiated.named()}", EXN_FAIL_OBJECT)
        if ctx.instantiated:
            unused = "\n".join(f"   [{n} {error_value_string(v)}]" for n, v in ctx.instantiated)
            raise racket_error(f"instantiate: unused initialization arguments\n  unused arguments:\n"
                               f"{unused}{instantiated.named('instantiated class name')}",
                               EXN_FAIL_OBJECT)
        return
    apply_procedure(cls.initialiser, [ctx.obj, ctx])
    if not ctx.super_done:
        raise racket_error("instantiate: superclass initialization not invoked by initialization"
                           f"{cls.named()}", EXN_FAIL_OBJECT)


@define("%new", 1, None)
def new(cls: Any, *names_and_values: Any) -> RacketObject:
    """(new cls [name value] ...): the forms pass name, value, name, value ..."""
    pairs = [(names_and_values[i].name, names_and_values[i + 1])
             for i in range(0, len(names_and_values), 2)]
    return instantiate(cls, [], pairs)


@define("make-object", 1, None)
def make_object(cls: Any, *args: Any) -> RacketObject:
    return instantiate(cls, list(args), [])


@define("%instantiate", 2, None)
def instantiate_form(cls: Any, positional: Any, *names_and_values: Any) -> RacketObject:
    """(instantiate cls (arg ...) [name value] ...)."""
    pairs = [(names_and_values[i].name, names_and_values[i + 1])
             for i in range(0, len(names_and_values), 2)]
    return instantiate(cls, to_pylist(positional), pairs)


@define("%class-init-arg", 3, 3)
def init_arg(ctx: Construction, name: Symbol, default: Any) -> Any:
    """The value of init variable ``name`` as its declaration runs: the argument given for
    it, else its default (a thunk), else Racket's error for a required one."""
    if name.name in ctx.named:
        return ctx.named.pop(name.name)
    if default is False:
        raise racket_error(f"instantiate: no argument for required init variable\n"
                           f"  init variable name: {name.name}"
                           f"{ctx.obj.cls.named('instantiated class name')}", EXN_FAIL_OBJECT)
    return apply_procedure(default, [])


@define("%super-new", 2, None)
def super_new(ctx: Construction, positional: Any, *names_and_values: Any) -> Any:
    """`super-new`, `super-make-object`, `super-instantiate`: run the superclass's body
    with these arguments, then the ones this class left (by position after, by name
    after)."""
    if ctx.super_done:
        raise racket_error("instantiate: superclass already initialized by class initialization"
                           f"{ctx.cls.named()}", EXN_FAIL_OBJECT)
    ctx.super_done = True
    superclass = ctx.cls.superclass
    assert superclass is not None
    named = [(names_and_values[i].name, names_and_values[i + 1])
             for i in range(0, len(names_and_values), 2)] + ctx.instantiated
    args = to_pylist(positional) + ctx.positional
    _run_body(Construction(ctx.obj, superclass, args, named, ctx.all_positional), superclass)
    return VOID


@define("%class-methods!", 3, 3)
def set_methods(ctx: Construction, names: Any, procs: Any) -> Any:
    """A class's body, as it starts, gives the object its methods (closures of the body):
    each one the object's class runs from this class becomes the object's method."""
    obj, cls = ctx.obj, ctx.cls
    own = obj.own_methods[cls] = {}
    owner = obj.cls.method_owner
    for name, proc in zip(to_pylist(names), to_pylist(procs)):
        own[name.name] = proc
        if owner[name.name] is cls:
            obj.methods[name.name] = proc
    return VOID


@define("%class-fields!", 4, 4)
def set_fields(ctx: Construction, names: Any, getter: Any, setter: Any) -> Any:
    """A class's public fields (`field`, `init-field`): `(getter)` gives their values as
    a vector, `(setter i v)` assigns field ``i``; get-field and set-field! use them."""
    for i, name in enumerate(to_pylist(names)):
        ctx.obj.fields[name.name] = (getter, setter, i)
    return VOID


# ------------------------------------------------------------------ using objects

@define("%send-method", 3, 3)
def send_method(who: Symbol, obj: Any, name: Symbol) -> Any:
    """The procedure `(send obj name arg ...)` calls (the forms then call it with the
    arguments, so a method's tail call is a tail call)."""
    if type(obj) is not RacketObject:
        raise racket_error(f"{who.name}: target is not an object\n  target: {error_value_string(obj)}\n"
                           f"  method name: {name.name}", EXN_FAIL_OBJECT)
    proc = obj.methods.get(name.name)
    if proc is None:
        raise racket_error(f"{who.name}: no such method\n  method name: {name.name}"
                           f"{obj.cls.named()}", EXN_FAIL_OBJECT)
    return proc


@define("%super-method", 2, 2)
def super_method(ctx: Construction, name: Symbol) -> Any:
    """The superclass's implementation of method ``name`` for ctx's object: `(super name
    arg ...)` in a class's body."""
    superclass = ctx.cls.superclass
    owner = superclass.method_owner.get(name.name) if superclass is not None else None
    proc = ctx.obj.own_methods.get(owner, {}).get(name.name) if owner is not None else None
    if proc is None:
        raise racket_error(f"super: no such method\n  method name: {name.name}"
                           f"{ctx.cls.named()}", EXN_FAIL_OBJECT)
    return proc


@define("%inner-method", 2, 2)
def inner_method(ctx: Construction, name: Symbol) -> Any:
    """`(inner default m arg ...)` in a class's body: the augmentation of method ``name``
    by the nearest subclass (of the object's class chain) that augments it, or #f (then
    the default is the value)."""
    below = []
    cls: RacketClass | None = ctx.obj.cls
    while cls is not None and cls is not ctx.cls:
        below.append(cls)
        cls = cls.superclass
    for cls in reversed(below):
        if name.name in cls.augments:
            return ctx.obj.own_methods[cls][name.name]
    return False


def _field(who: str, name: Symbol, obj: Any) -> tuple[Any, Any, int]:
    if type(obj) is not RacketObject:
        raise contract_error(who, "object?", obj)
    found = obj.fields.get(name.name)
    if found is None:
        raise racket_error(f"{who}: given object does not have the requested field\n"
                           f"  field name: {name.name}\n  object: {error_value_string(obj)}",
                           EXN_FAIL_OBJECT)
    return found


@define("%get-field", 2, 2)
def get_field(name: Symbol, obj: Any) -> Any:
    getter, _, i = _field("get-field", name, obj)
    return apply_procedure(getter, []).items[i]


@define("%set-field!", 3, 3)
def set_field(name: Symbol, obj: Any, value: Any) -> Any:
    _, setter, i = _field("set-field!", name, obj)
    apply_procedure(setter, [i, value])
    return VOID


@define("%field-bound?", 2, 2)
def field_bound(name: Symbol, obj: Any) -> bool:
    if type(obj) is not RacketObject:
        raise contract_error("field-bound?", "object?", obj)
    return name.name in obj.fields


# ------------------------------------------------------------------ predicates

@define("object?", 1, 1)
def is_object(v: Any) -> bool:
    return type(v) is RacketObject


@define("class?", 1, 1)
def is_class(v: Any) -> bool:
    return type(v) is RacketClass


@define("interface?", 1, 1)
def is_interface(v: Any) -> bool:
    return type(v) is RacketInterface


@define("is-a?", 2, 2)
def is_a(v: Any, t: Any) -> bool:
    if type(t) is RacketClass:
        return type(v) is RacketObject and v.cls.subclass_of(t)
    if type(t) is RacketInterface:
        return type(v) is RacketObject and v.cls.implements(t)
    raise contract_error("is-a?", "(or/c class? interface?)", t, 1, [v, t])


@define("subclass?", 2, 2)
def subclass(v: Any, cls: Any) -> bool:
    if type(cls) is not RacketClass:
        raise contract_error("subclass?", "class?", cls, 1, [v, cls])
    return type(v) is RacketClass and v.subclass_of(cls)


@define("implementation?", 2, 2)
def implementation(v: Any, iface: Any) -> bool:
    if type(iface) is not RacketInterface:
        raise contract_error("implementation?", "interface?", iface, 1, [v, iface])
    return type(v) is RacketClass and v.implements(iface)


@define("object-method-arity-includes?", 3, 3)
def method_arity_includes(obj: Any, name: Symbol, n: int) -> bool:
    if type(obj) is not RacketObject:
        raise contract_error("object-method-arity-includes?", "object?", obj, 0, [obj, name, n])
    proc = obj.methods.get(name.name)
    return proc is not None and bool(procedure_arity_includes(proc, n))


@define("method-in-interface?", 2, 2)
def method_in_interface(name: Symbol, iface: Any) -> bool:
    if type(iface) is not RacketInterface:
        raise contract_error("method-in-interface?", "interface?", iface, 1, [name, iface])
    return name.name in iface.methods


@define("interface->method-names", 1, 1)
def interface_method_names(iface: Any) -> Any:
    if type(iface) is not RacketInterface:
        raise contract_error("interface->method-names", "interface?", iface)
    out: Any = NIL
    for m in sorted(iface.methods, reverse=True):
        out = make_pair(sym(m), out)
    return out
