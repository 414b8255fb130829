"""racket/class's forms: `class`, `class*`, `new`, `send`, `get-field`, `interface` ... lowered
into core forms over the run-time helpers of primitives/racket_class.py.

A class's body becomes its *initialiser*, one procedure run once for each new object:

    (class super% (init-field x) (define/public (get) x) (super-new))
    =>
    (%make-class 'point% super% '(x) '((public get) (pubment) (override) (augment) (inherit)) (list)
      (lambda (this ctx)                   ; ctx: this class's part in making the object
        (define |get method in point%| (lambda () x))        ; the methods first: the
        (define get (lambda args (apply (%send-method 'send this 'get) args)))
        (%class-methods! ctx '(get) (list |get method in point%|))   ; object has them
        (%class-fields! ctx '(x) (lambda () (vector x)) (lambda (i v) ...))
        (define x (%class-init-arg ctx 'x #f))  ; then the body, in order: fields and
        (%super-new ctx '())                    ; expressions as the body runs
        (void)))

So fields are the initialiser's local variables, which the methods (closures made for each
object) see and assign as plain variables; a public method's name in the body calls the
object's method (a subclass's override, as in Racket), a private one's the procedure
itself; `this` is the initialiser's parameter. `super-new`, `super` and the other forms of a
class body find the class's part through a variable only class bodies bind (``_CTX``).
`inherit-field` names, being another class's variables, are rewritten in the body into
get-field / set-field! of `this` (a local binding of the same name does not hide them).

`define/pubment` makes a method subclasses augment (`define/augment`) rather than override;
`(inner default m arg ...)` calls the augmentation of the nearest subclass that has one.

Left out: `init-rest`, renamed members `((internal external))`, `define-local-member-name`,
`send+`, `with-method`, keyword arguments in a call of a method by name inside its class
(`send` passes them), and Racket's compile-time refusal of an `init` variable (not a
field) used in a method, which runs here.
"""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Block, Compiler
from minischeme.expansion.syntax import NAMED_FORMS, L, lowered_form, parts, prim
from minischeme.values.data import NIL, Pair, make_pair, Symbol, is_list, list_to_python, make_list, sym
from minischeme.values.printer import write_string

_CTX = Symbol("class-context")      # uninterned: bound only by a class's initialiser
_THIS = sym("this")
_QUOTE, _LAMBDA, _DEFINE, _LET, _SET = sym("quote"), sym("lambda"), sym("define"), sym("let"), sym("set!")
_IF = sym("if")

# `define/...` forms: the kind of method each defines
_METHOD_DEFINES = {"define/public": "public", "define/public-final": "public",
                   "define/pubment": "pubment", "define/override": "override",
                   "define/override-final": "override", "define/overment": "override",
                   "define/private": "private", "define/augment": "augment",
                   "define/augride": "augment", "define/augment-final": "augment"}
_DECLARATIONS = {"public": "public", "public-final": "public", "override": "override",
                 "override-final": "override", "private": "private", "pubment": "pubment",
                 "augment": "augment", "overment": "override", "augride": "augment"}
_CLASS_KEYWORDS = (list(_METHOD_DEFINES) + list(_DECLARATIONS) +
                   ["init", "init-field", "field", "inherit", "inherit-field", "super-new",
                    "super-make-object", "super-instantiate", "super", "inner", "init-rest"])


class _Named:
    """The name of the variable a class or interface is bound to, put after the form's
    head (``NAMED_FORMS``) for its lowering to read."""

    def __init__(self, name: Symbol) -> None:
        self.name = name


def _named(x: Any, name: Symbol) -> Any:
    return make_pair(x.car, make_pair(_Named(name), x.cdr, x.cdr.loc if type(x.cdr) is Pair else None), x.loc)


for _form in ("class", "class*", "interface"):
    NAMED_FORMS[sym(_form)] = _named


def _error(c: Compiler, who: str, why: str, at: Any, x: Any, loc: Any) -> Exception:
    at_line = f"\n  at: {write_string(at)}" if at is not None else ""
    return c.syntax_error(f"{who}: {why}{at_line}\n  in: {write_string(x)}", loc, x)


def _name_and_parts(c: Compiler, x: Any, loc: Any) -> tuple[str | None, list[tuple[Any, Any]]]:
    """The name a form's value gets (bound by `define`: the variable's; else its source
    location, as Racket names it), and the form's parts after its head."""
    ps = parts(c, x, loc)[1:]
    if ps and type(ps[0][0]) is _Named:
        return ps[0][0].name.name, ps[1:]
    return c.anonymous_name(loc), ps


class _ClassBody:
    """The clauses of one class body sorted out: methods, fields, init variables,
    inherited names, and the body's forms in order."""

    def __init__(self, c: Compiler, blk: Block) -> None:
        self.c, self.blk = c, blk
        self.methods: list[tuple[Symbol, str, Any, Any]] = []  # (name, kind, value, loc)
        self.declared: dict[Symbol, str] = {}     # `(public m)`: m's kind, defined later
        self.init_names: list[Symbol] = []
        self.fields: list[Symbol] = []            # public fields (init-field, field)
        self.inherit: list[Symbol] = []
        self.inherit_fields: list[Symbol] = []
        self.body: list[tuple[Any, Any]] = []     # (form, loc) in order

    def clause(self, form: Any, loc: Any) -> None:
        head = form.car if type(form) is Pair else None
        name = head.name if type(head) is Symbol else None
        if name == "begin":
            for item, l in self.c.list_of(form.cdr, "begin", loc):
                self.clause(item, l)
        elif name in _METHOD_DEFINES:
            mname, value = self.definition(form, loc)
            self.methods.append((mname, _METHOD_DEFINES[name], value, loc))
        elif name in _DECLARATIONS:
            for m, l in self.identifiers(form, loc):
                self.declared[m] = _DECLARATIONS[name]
        elif name == "define" and self.defines_declared(form):
            mname, value = self.definition(form, loc)
            self.methods.append((mname, self.declared[mname], value, loc))
        elif name in ("init", "init-field", "field"):
            self.variables(form, name, loc)
        elif name == "inherit":
            self.inherit += [m for m, _ in self.identifiers(form, loc)]
        elif name == "inherit-field":
            self.inherit_fields += [m for m, _ in self.identifiers(form, loc)]
        else:
            expanded = self.c.expand_head(form, self.blk, loc)   # a macro making clauses
            if expanded is not form:
                self.clause(expanded, loc)
            else:
                self.body.append((form, loc))

    def defines_declared(self, form: Any) -> bool:
        target = form.cdr.car if type(form.cdr) is Pair else None
        if type(target) is Pair:
            target = target.car
        return type(target) is Symbol and target in self.declared

    def definition(self, form: Any, loc: Any) -> tuple[Symbol, Any]:
        """(define/public (m . formals) body ...) or (define/public m expr): m and its value."""
        ps = self.c.list_of(form, form.car.name, loc)
        if len(ps) < 3:
            raise self.c.bad_syntax(form.car.name, form, loc)
        target = ps[1][0]
        if type(target) is Symbol and len(ps) == 3:
            return target, ps[2][0]
        body = form.cdr.cdr
        # a curried head, as `define`'s: (define/public ((m a) b) body) is m of a, whose
        # result is a procedure of b
        while type(target) is Pair and type(target.car) is Pair:
            body = L(make_pair(_LAMBDA, make_pair(target.cdr, body), loc))
            target = target.car
        if type(target) is Pair and type(target.car) is Symbol:
            return target.car, make_pair(_LAMBDA, make_pair(target.cdr, body), loc)
        raise self.c.bad_syntax(form.car.name, form, loc)

    def identifiers(self, form: Any, loc: Any) -> list[tuple[Symbol, Any]]:
        out = self.c.list_of(form.cdr, form.car.name, loc)
        for item, l in out:
            if type(item) is not Symbol:
                raise _error(self.c, form.car.name, "expected an identifier", item, form, l)
        return out

    def variables(self, form: Any, kind: str, loc: Any) -> None:
        """`init`, `init-field`, `field`: each a define in the body, where it runs."""
        for spec, l in self.c.list_of(form.cdr, kind, loc):
            if type(spec) is Symbol and kind != "field":     # a field needs its value
                var, default = spec, None
            elif (type(spec) is Pair and is_list(spec) and type(spec.car) is Symbol
                  and len(list_to_python(spec)) == 2):
                var, default = spec.car, spec.cdr.car
            else:
                raise _error(self.c, kind, "bad syntax", spec, form, l)
            if kind == "field":
                value = default
            else:
                self.init_names.append(var)
                thunk = L(_LAMBDA, NIL, default) if default is not None else False
                value = L(prim("%class-init-arg"), _CTX, L(_QUOTE, var), thunk)
            if kind != "init":
                self.fields.append(var)
            self.body.append((L(_DEFINE, var, value), l))


# Forms whose parts are names, not expressions: `[name expr]` clauses from the part at
# the index given, or one part naming a field or method
_NAMED_CLAUSES = {sym("super-new"): 1, sym("new"): 2, sym("instantiate"): 3,
                  sym("super-instantiate"): 2}
_NAME_PARTS = {sym("get-field"): 1, sym("set-field!"): 1, sym("field-bound?"): 1,
               sym("send"): 2, sym("send/apply"): 2, sym("super"): 1, sym("inner"): 2}


_LAMBDAS = frozenset(sym(n) for n in ("lambda", "λ"))
_LETS = frozenset(sym(n) for n in ("let", "let*", "letrec", "letrec*"))
_DEFINES = frozenset(sym(n) for n in ("define", "define-values"))


def _formals(params: Any) -> set[Symbol]:
    """The names a lambda's parameters bind (`x`, `[x default]`, a rest name; keywords
    skipped)."""
    out: set[Symbol] = set()
    while type(params) is Pair:
        p = params.car
        if type(p) is Symbol and not p.name.startswith("#:"):
            out.add(p)
        elif type(p) is Pair and type(p.car) is Symbol:
            out.add(p.car)
        params = params.cdr
    if type(params) is Symbol:
        out.add(params)
    return out


def _body_definitions(body: Any) -> set[Symbol]:
    """The names a body's internal `define`s and `define-values` bind (for the whole body)."""
    out: set[Symbol] = set()
    while type(body) is Pair:
        form = body.car
        if type(form) is Pair and form.car in _DEFINES and type(form.cdr) is Pair:
            target = form.cdr.car
            while type(target) is Pair and form.car is _DEFINE:   # (define ((f a) b) ...)
                target = target.car
            if type(target) is Symbol:
                out.add(target)
            elif form.car is not _DEFINE:
                out |= _formals(target)
        body = body.cdr
    return out


def _scoped(x: Any, names: set[Symbol]) -> Any:
    """A binding form (a lambda, a procedure `define`, a `let` family form) with the
    inherited fields its parameters, bindings or internal definitions shadow left alone in
    its body (a method's `(define result ...)` beside an inherited field `result`);
    None for any other form."""
    head = x.car
    if head in _LAMBDAS and type(x.cdr) is Pair:
        inner = names - _formals(x.cdr.car) - _body_definitions(x.cdr.cdr)
        return make_pair(head, make_pair(x.cdr.car, _inherited_fields(x.cdr.cdr, inner), x.cdr.loc), x.loc)
    if head is _DEFINE and type(x.cdr) is Pair and type(x.cdr.car) is Pair:
        header, bound = x.cdr.car, set()
        while type(header) is Pair:          # curried: every level's parameters
            bound |= _formals(header.cdr)
            header = header.car
        inner = names - bound - _body_definitions(x.cdr.cdr)
        return make_pair(head, make_pair(x.cdr.car, _inherited_fields(x.cdr.cdr, inner), x.cdr.loc), x.loc)
    if head in _LETS and type(x.cdr) is Pair:
        rest, label = x.cdr, None
        if type(rest.car) is Symbol and type(rest.cdr) is Pair:     # a named let
            label, rest = rest.car, rest.cdr
        if not is_list(rest.car):
            return None
        bound = {b.car for b in list_to_python(rest.car) if type(b) is Pair and type(b.car) is Symbol}
        outer = names - bound if head is not _LET else names
        bindings = make_list([make_pair(b.car, _inherited_fields(b.cdr, outer), b.loc) if type(b) is Pair else b
                              for b in list_to_python(rest.car)])
        inner = names - bound - _body_definitions(rest.cdr) - ({label} if label else set())
        tail = make_pair(bindings, _inherited_fields(rest.cdr, inner), rest.loc)
        return make_pair(head, make_pair(label, tail, x.cdr.loc) if label else tail, x.loc)
    return None


def _inherited_fields(x: Any, names: set[Symbol]) -> Any:
    """``x`` with each use of an inherited field read and assigned through `this`
    (quoted data, the names of init arguments, fields and methods, and a name a local
    binding shadows left alone)."""
    if type(x) is Symbol:
        return L(prim("%get-field"), L(_QUOTE, x), _THIS) if x in names else x
    if type(x) is not Pair:
        return x
    if x.car is _QUOTE:
        return x
    if not names:
        return x
    scoped = _scoped(x, names)
    if scoped is not None:
        return scoped
    if x.car is _SET and type(x.cdr) is Pair and x.cdr.car in names and type(x.cdr.cdr) is Pair:
        return L(prim("%set-field!"), L(_QUOTE, x.cdr.car), _THIS, _inherited_fields(x.cdr.cdr.car, names))
    items, tail, out = [], x, []
    while type(tail) is Pair:
        items.append((tail.car, tail.loc))
        tail = tail.cdr
    for i, (item, loc) in enumerate(items):
        if i == _NAME_PARTS.get(x.car):
            out.append((item, loc))
        elif i >= _NAMED_CLAUSES.get(x.car, len(items)) and type(item) is Pair:
            out.append((make_pair(item.car, _inherited_fields(item.cdr, names), item.loc), loc))
        else:
            out.append((_inherited_fields(item, names), loc))
    result = _inherited_fields(tail, names)
    for item, loc in reversed(out):
        result = make_pair(item, result, loc)
    return result


@lowered_form("class", "class*")
def lower_class(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """A class form as a call of %make-class with its initialiser (the module's
    docstring shows one)."""
    name, ps = _name_and_parts(c, x, loc)
    head = x.car.name
    if not ps or (head == "class*" and (len(ps) < 2 or not is_list(ps[1][0]))):
        raise c.bad_syntax(head, x, loc)
    superclass = ps[0]
    interfaces = list_to_python(ps[1][0]) if head == "class*" else []
    body = _ClassBody(c, blk)
    for form, l in ps[2 if head == "class*" else 1:]:
        body.clause(form, l)
    defined = {n for n, _, _, _ in body.methods}
    for m in body.declared:
        if m not in defined:    # (public m) with no (define (m) ...)
            raise _error(c, "class", "method declared as concrete but not defined", m, x, loc)
    fixed = set(body.inherit_fields)
    fix = (lambda f: _inherited_fields(f, fixed)) if fixed else (lambda f: f)
    forms = ([(f, loc) for f in _header(body, name, fix)] + [(fix(f), l) for f, l in body.body]
             + [(L(prim("void")), loc)])
    initialiser = make_pair(_LAMBDA, make_pair(L(_THIS, _CTX), _located(forms)), loc)
    members = [make_list([sym(kind), *(m for m, k, _, _ in body.methods if k == kind)])
               for kind in ("public", "pubment", "override", "augment")]
    members.append(make_list([sym("inherit"), *body.inherit]))
    return _located([(prim("%make-class"), loc), (L(_QUOTE, sym(name)) if name else False, loc), superclass,
                     (L(_QUOTE, make_list(body.init_names)), loc), (L(_QUOTE, make_list(members)), loc),
                     (make_list([prim("list"), *interfaces]), loc), (initialiser, loc)])


def _header(body: _ClassBody, name: str | None, fix: Any) -> list[Any]:
    """The forms an initialiser starts with: the methods (each procedure named `m method
    in point%`, as Racket names it in errors), each public, overriding or inherited
    method's name bound to a procedure calling the object's method, the methods given to
    the object, and its public fields' getter and setter."""
    header: list[Any] = []
    registered = []
    for m, kind, value, l in body.methods:
        impl = Symbol(f"{m.name} method in {name}" if name else f"{m.name} method")  # its name in errors
        header.append(make_pair(_DEFINE, L(impl, fix(value)), l))
        if kind == "private":
            header.append(L(_DEFINE, m, impl))
        else:
            registered.append((m, impl))
    for m in [m for m, _ in registered] + body.inherit:
        args = Symbol("args")
        send = L(prim("%send-method"), L(_QUOTE, sym("send")), _THIS, L(_QUOTE, m))
        header.append(L(_DEFINE, m, L(_LAMBDA, args, L(prim("apply"), send, args))))
    header.append(L(prim("%class-methods!"), _CTX, L(_QUOTE, make_list([m for m, _ in registered])),
                    make_list([prim("list"), *(impl for _, impl in registered)])))
    if body.fields:
        i, v = Symbol("i"), Symbol("v")
        setter: Any = L(prim("void"))
        for k in reversed(range(len(body.fields))):
            setter = L(_IF, L(prim("eqv?"), i, k), L(_SET, body.fields[k], v), setter)
        header.append(L(prim("%class-fields!"), _CTX, L(_QUOTE, make_list(body.fields)),
                        L(_LAMBDA, NIL, make_list([prim("vector"), *body.fields])),
                        L(_LAMBDA, L(i, v), setter)))
    return header


def _located(items: list[tuple[Any, Any]]) -> Any:
    """A list of forms each at its source position (a list's cell holds its item's)."""
    out: Any = NIL
    for item, loc in reversed(items):
        out = make_pair(item, out, loc)
    return out


@lowered_form("interface")
def lower_interface(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """(interface (super-interface ...) method ...): a method may be `[m contract]`."""
    name, ps = _name_and_parts(c, x, loc)
    if not ps or not is_list(ps[0][0]):
        raise c.bad_syntax("interface", x, loc)
    methods = []
    for m, l in ps[1:]:
        if type(m) is Pair and type(m.car) is Symbol:
            m = m.car
        if type(m) is not Symbol:
            raise _error(c, "interface", "not an identifier", m, x, l)
        methods.append(m)
    return L(prim("%make-interface"), L(_QUOTE, sym(name or "interface")),
             make_list([prim("list"), *list_to_python(ps[0][0])]), L(_QUOTE, make_list(methods)))


# ------------------------------------------------------------------ inside a class body

def _in_class(c: Compiler, x: Any, blk: Block, loc: Any) -> None:
    """Racket's error for a class body's form used outside one."""
    if blk.lookup(_CTX) is None:
        raise c.syntax_error(f"{x.car.name}: use of a class keyword is not in a class\n"
                             f"  in: {write_string(x)}", loc, x)


def _named_arguments(c: Compiler, who: str, x: Any, items: list[tuple[Any, Any]]) -> list[tuple[Any, Any]]:
    """`[name expr] ...` as 'name expr 'name expr ... (what the helpers take), each at
    its clause's position."""
    out: list[tuple[Any, Any]] = []
    for item, l in items:
        if not (type(item) is Pair and is_list(item) and len(list_to_python(item)) == 2
                and type(item.car) is Symbol):
            raise _error(c, who, "expected `[id expr]'", item, x, l)
        out += [(L(_QUOTE, item.car), l), (item.cdr.car, item.cdr.loc or l)]
    return out


@lowered_form("super-new")
def lower_super_new(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    _in_class(c, x, blk, loc)
    named = _named_arguments(c, "super-new", x, parts(c, x, loc)[1:])
    return _located([(prim("%super-new"), loc), (_CTX, loc), (L(prim("list")), loc), *named])


@lowered_form("super-make-object")
def lower_super_make_object(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    _in_class(c, x, blk, loc)
    return L(prim("%super-new"), _CTX, make_pair(prim("list"), x.cdr))


@lowered_form("super-instantiate")
def lower_super_instantiate(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    _in_class(c, x, blk, loc)
    ps = parts(c, x, loc)
    if len(ps) < 2 or not is_list(ps[1][0]):
        raise c.bad_syntax("super-instantiate", x, loc)
    named = _named_arguments(c, "super-instantiate", x, ps[2:])
    return _located([(prim("%super-new"), loc), (_CTX, loc), (make_pair(prim("list"), ps[1][0]), ps[1][1]), *named])


@lowered_form("super")
def lower_super(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """(super m arg ...): the superclass's method m for this object, called."""
    _in_class(c, x, blk, loc)
    ps = parts(c, x, loc)
    if len(ps) < 2 or type(ps[1][0]) is not Symbol:
        raise c.bad_syntax("super", x, loc)
    return make_pair(L(prim("%super-method"), _CTX, L(_QUOTE, ps[1][0])), x.cdr.cdr, loc)


@lowered_form("inner")
def lower_inner(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """(inner default m arg ...): the augmentation of m by the nearest subclass that has
    one, called, or else the default (evaluated only then)."""
    _in_class(c, x, blk, loc)
    ps = parts(c, x, loc)
    if len(ps) < 3 or type(ps[2][0]) is not Symbol:
        raise c.bad_syntax("inner", x, loc)
    f = Symbol("augmentation")
    return L(_LET, L(L(f, L(prim("%inner-method"), _CTX, L(_QUOTE, ps[2][0])))),
             _located([(_IF, loc), (f, loc), (make_pair(f, x.cdr.cdr.cdr, loc), loc), ps[1]]))


def _misplaced(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """A class clause (`define/public`, `init-field` ...) outside a class's body."""
    raise c.syntax_error(f"{x.car.name}: use of a class keyword is not in a class\n"
                         f"  in: {write_string(x)}", loc, x)


for _keyword in _CLASS_KEYWORDS:
    if _keyword not in ("super-new", "super-make-object", "super-instantiate", "super", "inner"):
        lowered_form(_keyword)(_misplaced)


# ------------------------------------------------------------------ using objects

@lowered_form("new")
def lower_new(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """(new cls [name expr] ...)."""
    ps = parts(c, x, loc)
    if len(ps) < 2:
        raise c.bad_syntax("new", x, loc)
    return _located([(prim("%new"), loc), ps[1], *_named_arguments(c, "new", x, ps[2:])])


@lowered_form("instantiate")
def lower_instantiate(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """(instantiate cls (arg ...) [name expr] ...)."""
    ps = parts(c, x, loc)
    if len(ps) < 3 or not is_list(ps[2][0]):
        raise c.bad_syntax("instantiate", x, loc)
    named = _named_arguments(c, "instantiate", x, ps[3:])
    return _located([(prim("%instantiate"), loc), ps[1], (make_pair(prim("list"), ps[2][0]), ps[2][1]), *named])


def _method(c: Compiler, who: str, x: Any, loc: Any, least: int) -> tuple[list, Any]:
    ps = parts(c, x, loc)
    if len(ps) < least or type(ps[2][0]) is not Symbol:
        raise c.bad_syntax(who, x, loc)
    found = _located([(prim("%send-method"), loc), (L(_QUOTE, sym(who)), loc), ps[1],
                      (L(_QUOTE, ps[2][0]), ps[2][1])])
    return ps, found


@lowered_form("send")
def lower_send(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """(send obj m arg ...): the object's method found, then called with the arguments
    (a call in tail position stays one)."""
    ps, found = _method(c, "send", x, loc, 3)
    return make_pair(found, x.cdr.cdr.cdr, loc)


@lowered_form("send/apply")
def lower_send_apply(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    ps, found = _method(c, "send/apply", x, loc, 4)
    return make_pair(prim("apply"), make_pair(found, x.cdr.cdr.cdr), loc)


@lowered_form("send*")
def lower_send_star(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """(send* obj (m arg ...) ...): each message sent to the one object in turn."""
    ps = parts(c, x, loc)
    if len(ps) < 2:
        raise c.bad_syntax("send*", x, loc)
    obj = Symbol("obj")
    sends = []
    for msg, l in ps[2:]:
        if not (type(msg) is Pair and is_list(msg) and type(msg.car) is Symbol):
            raise c.bad_syntax("send*", x, loc)
        sends.append((make_pair(sym("send"), make_pair(obj, msg, l), l), l))
    return _located([(_LET, loc), (L(_located([(obj, loc), ps[1]])), loc),
                     *(sends or [(L(prim("void")), loc)])])


def _field_form(c: Compiler, who: str, helper: str, x: Any, loc: Any, size: int) -> Any:
    ps = parts(c, x, loc)
    if len(ps) != size or type(ps[1][0]) is not Symbol:
        raise c.bad_syntax(who, x, loc)
    return _located([(prim(helper), loc), (L(_QUOTE, ps[1][0]), ps[1][1]), *ps[2:]])


@lowered_form("get-field")
def lower_get_field(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    return _field_form(c, "get-field", "%get-field", x, loc, 3)


@lowered_form("set-field!")
def lower_set_field(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    return _field_form(c, "set-field!", "%set-field!", x, loc, 4)


@lowered_form("field-bound?")
def lower_field_bound(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    return _field_form(c, "field-bound?", "%field-bound?", x, loc, 3)


FORMS = {"class", "class*", "interface", "new", "instantiate", "send", "send/apply", "send*",
         "get-field", "set-field!", "field-bound?", *_CLASS_KEYWORDS}
