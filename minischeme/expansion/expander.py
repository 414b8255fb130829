"""The expander: S-expressions to the IR (ir.py), for one lambda and everything in it, or
for a module-level `define` or `define-values` (``Builder.module_definition``).

``Builder`` resolves every variable (a Python local of the generated function, a frame
variable of an enclosing closure-compiled procedure, or a module-level cell), expands
macros and derived forms, applies the lowerings of syntax.LOWERINGS (for, match,
let-values ... rewritten into core forms) and translates the core forms itself (FORMS
below). Bad syntax is a SchemeSyntaxError in Racket's words, raised to the user as it
is. Every valid form has its IR: there is no other way to compile a form (ir.CannotGenerate
would be a bug, reported as an internal error).
"""
from __future__ import annotations

import re
from typing import Any, Callable

from minischeme.expansion import syntax as F
from minischeme.expansion import teaching
from minischeme.values.data import (NIL, VOID, Char, Pair, make_pair, Symbol, gensym, is_list, list_to_python, make_list,
                                    sym, UNDEFINED)
from minischeme.values.errors import SchemeSyntaxError
from minischeme.expansion.ir import (App, Body, CannotGenerate, Const, Define, DefineGlobal, Fn, Global, Group,
                                     If, Lambda, Let, Local, NamedLet, Outer, Seq, SetGlobal, SetLocal,
                                     SetOuter, Var, count_tail_calls, kept_by_nested,
                                     replace_node, tail_calls_bounded)
from minischeme.expansion.context import ExpansionContext
from minischeme.expansion.core_aliases import expand_derived
from minischeme.expansion.inlining import MAX_DEPTH, inline_body
from minischeme.expansion.namespace import Block, Cell, FrameInfo, Macro
from minischeme.values.printer import write_string
from minischeme.values.procedures import Closure, Primitive, is_keyword, make_closure
from minischeme.values.struct_types import StructSpec
from minischeme.primitives import loaded_library_primitive
from minischeme.values.runtime import MODULE_LEVEL, is_procedure


DEFINE_VALUES = sym("define-values")
CASE_LAMBDA = sym("case-lambda")


_IDENT = re.compile(r"[^A-Za-z0-9_]")
_PY_PARTS: dict[str, str] = {}     # a name -> its part of Python names (Builder.fresh)
LAMBDA_NAMES = (sym("lambda"), sym("λ"))


# the values of literals a module-level constant may be defined as (Cell.literal): read
# after the definition, the value itself (no cell read, and an inliner knows its type)
_LITERAL_TYPES = frozenset([int, float, bool, Char, Symbol, str])


class Builder:
    """Forms to the tree, for one lambda and everything nested in it."""

    def __init__(self, c: ExpansionContext) -> None:
        self.c = c
        self.fn: Fn | None = None
        self.fns: list[Fn] = []
        self.counter = 0
        self.positions: dict[Group, int] = {}   # the item of each open group being built
        self.markers: dict[Group, int] = {}     # groups whose item at that position is a
        #                                         lambda the code being built is inside
        self.tail_names: list[tuple[Any, str]] = []  # (the last body form of a lambda
        #                                         named for its binding, that name)
        self.value_names: dict[int, tuple[Any, str]] = {}  # lambda forms in tail position
        #                                         of a binding's value (tail_procedures): the
        #                                         form and the binding's name, by the form's id
        self.calls: dict[Var, list[tuple[App, Fn]]] = {}  # a letrec/define variable's
        #                                         calls built, and the Fn each is in
        self.inlining: set[Cell] = set()        # the constants whose bodies are being
        #                                         inlined (inline_call): not again inside
        self.defining: Cell | None = None       # the module constant whose lambda is
        #                                         being built: its calls are not inlined

    def fresh(self, base: str, prefix: str) -> str:
        self.counter += 1
        part = _PY_PARTS.get(base)
        if part is None:
            part = _PY_PARTS[base] = _IDENT.sub('_', base)[:24]
        return f"{prefix}{self.counter}_{part}"

    def new_block(self, parent: Block) -> Block:
        """A lexical block for translated code (it adds no frame: see Outer)."""
        return Block(parent, FrameInfo(1), False)

    def new_var(self, name: Symbol, blk: Block, kind: str, group: Group | None = None,
                pos: int = 0) -> Var:
        var = Var(name, self.fresh(name.name, "v"), self.fn, kind, group, pos)
        self.fn.vars.append(var)
        blk.vars[name] = var
        return var

    # -- lambdas
    def root(self, params: Any, body: list, blk: Block, name: str | None, loc: Any, form: Any,
             self_name: Symbol | None) -> Fn:
        """The lambda (or, with ``params`` CASE_LAMBDA, the case-lambda ``form``) being
        translated; ``self_name``: the variable it is stored in, outside translated code."""
        if params is CASE_LAMBDA:
            fn = self.case_lambda(form, blk, name, loc)
        else:
            fn = self.function(params, body, blk, name, loc, form)
        if self_name is not None:
            binding = blk.lookup(self_name)
            if binding is None:
                fn.self_global = self.c.global_cell(self_name)
            elif isinstance(binding, tuple):
                fn.self_outer = binding
        return fn

    def module_definition(self, x: Any, blk: Block, loc: Any) -> Fn:
        """A module-level (define name expr) or (define-values (name ...) expr) as a
        procedure of no parameters, run once on a frame of its own
        (``ClosureEmitter.expression``), whose body is the DefineGlobal of the variables'
        cells. As ``root`` builds it: a lambda bound by `define` is named for the variable
        and knows it is stored there (``Fn.self_global``: a call of itself may be a direct
        call or a loop); a loop or `match` value, as ``Compiler.comp_as_procedure`` runs
        one, is a procedure of its own called once (translated to Python, it runs as fast
        as in a procedure)."""
        fn = Fn(None, None, "module_level")   # never Python: no fresh name (the numbering stays)
        fn.loc = loc
        self.fns.append(fn)
        self.fn = fn
        try:
            if x.car is DEFINE_VALUES:
                names = F.definition_names(self.c, x, blk, loc)   # its bad syntax reported
                value = self.module_value(x.cdr.cdr.car, blk, x.cdr.cdr.loc or loc)
                cells = [self.c.global_cell(n) for n in names]
                fn.body = DefineGlobal(cells, value, True)
                self.note_struct_fields(cells, value)
                self.c.note_defined(cells)
                return fn
            name, expr, eloc = F.normalize_define(self.c, x, loc)
            expr = F.named_delay(self.c, expr, name, blk)
            cell = self.c.global_cell(name)
            cell.tail_bounded = False
            written = expr
            if not makes_procedure(self.c, expr, blk):   # `match-lambda`, `thunk` ...
                expanded = self.c.expand_head(expr, blk, eloc)
                if makes_procedure(self.c, expanded, blk) or _keywords_wrapped(expanded):
                    expr = expanded
            if F.is_named_lambda(expr, blk) or is_case_lambda(self.c, expr, blk):
                # a call of itself inside a body inlined in its own (my-even? calling
                # a small my-odd? that calls my-even?) stays a call of itself: a jump
                # back to the top of its loop in tail position (inline_call)
                self.defining = cell
                value = self.named_value(expr, name, blk, eloc)
                value.fn.self_global = cell
                cell.tail_bounded = type(value) is Lambda and tail_calls_bounded(value.fn)
                if cell.constant and self.c.module_mode and F.is_named_lambda(written, blk):
                    cell.inline = inline_body(name, expr, self.c.ns)
                    if cell.inline is not None:
                        cell.inline.defined = True
            else:
                tails = tail_procedures(self.c, expr, blk, eloc)
                for form in tails:
                    self.value_names[id(form)] = (form, name.name)
                value = self.module_value(expr, blk, eloc)
        finally:
            self.fn = None
            self.defining = None
        if (self.c.module_mode and cell.constant and type(value) is Const
                and type(value.value) in _LITERAL_TYPES):
            # a reference compiled from now on runs after this definition ran: the value
            cell.literal = (value.value, self.c.ns)
        fn.body = DefineGlobal([self.c.global_cell(name)], value, False)
        self.c.note_defined(fn.body.cells)
        return fn

    def note_struct_fields(self, cells: list[Cell], value: Any) -> None:
        """A module-level `struct` with no parent (``(define-values (s struct:s s? s-a ...)
        (%struct-values spec #f auto))``, structs.lower_struct): note in each accessor's
        cell, if it and the type's are constants, the type's cell and the field's index
        (``Cell.struct_field``), and in the constructor's, if the type has no auto field,
        property or guard, the type's cell and the number of fields (``Cell.struct_new``)."""
        if not (self.c.module_mode and type(value) is App and type(value.op) is Const
                and type(value.op.value) is Primitive and value.op.value.name == "%struct-values"
                and len(value.args) >= 2 and type(value.args[0]) is Const
                and type(value.args[0].value) is StructSpec
                and type(value.args[1]) is Const and value.args[1].value is False):
            return
        spec = value.args[0].value
        names = [n.name for n in spec.names()]
        if len(names) != len(cells):
            return
        by_name = dict(zip(names, cells))
        stype = by_name.get(f"struct:{spec.name.name}")
        if stype is None or not stype.constant:
            return
        for i, (field, _) in enumerate(spec.fields):
            cell = by_name.get(f"{spec.name.name}-{field}")
            if cell is not None and cell.constant:
                cell.struct_field = (stype, i)
        if (not spec.auto_fields and not spec.properties and not spec.prefab
                and type(value.args[2]) is Const and value.args[2].value is False):
            # its constructor: names[0], and the struct's name too where it constructs
            for name in {names[0], spec.name.name} & set(names[:4]):
                cell = by_name[name]
                if cell.constant and cell is not stype:
                    cell.struct_new = (stype, len(spec.fields))

    def module_value(self, expr: Any, blk: Block, loc: Any) -> Any:
        """The value of a module-level definition: a loop or `match` as a procedure of
        its own called once (see ``module_definition``), anything else as it is."""
        expr = self.c.expand_head(expr, blk, loc)
        head = expr.car if type(expr) is Pair else None
        if (head in F.LOWERINGS and head.name not in F.DEFINITIONS and blk.lookup(head) is None
                and self.c.special_form(head) is F.SPECIAL_FORMS.get(head)):
            saved, self.fn = self.fn, None      # no parent: as comp_as_procedure's
            try:
                loop = self.function(NIL, [(expr, loc)], blk, MODULE_LEVEL, loc, expr)
            finally:
                self.fn = saved
            return App(Lambda(loop), [])
        return self.expr(expr, blk, loc)

    def function(self, params: Any, body: list, blk: Block, name: str | None, loc: Any,
                 form: Any, self_var: Var | None = None, inlined: bool = False) -> Fn:
        """A lambda: required, optional and keyword parameters in the order written,
        perhaps a rest parameter, and a body. ``inlined``: a clause
        of the case-lambda being built (its code runs in that one's Python function)."""
        fn = Fn(self.fn, name, self.fresh(name or "lambda", "f"))
        fn.loc = loc
        fn.inlined = inlined
        self.fns.append(fn)
        saved, self.fn = self.fn, fn
        try:
            inner = self.new_block(blk)
            if self.c.ns.r5rs_forms:
                self.r5rs_formals(params, body, loc)
            names, defaults, rest = self.parameters(fn, params, form, loc)
            for param in names:
                fn.params.append(self.new_var(param, inner, "param"))
            if rest is not None:
                fn.rest = self.new_var(rest, inner, "param")
            mutable_rest = rest is not None and self.c.ns.r5rs_forms
            if mutable_rest:        # r5rs's lambda: the rest argument is a mutable list
                fn.rest.mutated = True
                fn.rest.refs += 1
            fn.defaults = [self.expr(e, self.scope_of(inner, seen), l) for e, l, seen in defaults]
            order = sorted(range(len(defaults)), key=lambda k: len(defaults[k][2]))
            if order != sorted(order):  # a keyword parameter written before an optional one
                fn.default_order = order
            fn.self_var = None if fn.keywords else self_var
            fn.body = self.body(body, inner, loc, "lambda", form)
            if mutable_rest:
                to_mlist = App(Const(F.prim("%list->mlist")), [Local(fn.rest, False)])
                fn.body = Seq([SetLocal(fn.rest, to_mlist), fn.body])
        finally:
            self.fn = saved
        return fn

    def r5rs_formals(self, params: Any, body: list, loc: Any) -> None:
        """r5rs's lambda takes identifiers only (no optional or keyword parameters): the
        error of the #%plain-lambda it expands into, at the first other one."""
        p = params
        while type(p) is Pair:
            if type(p.car) is not Symbol or is_keyword(p.car):
                inner = F.make_list([S_R5RS_BODY] + [e for e, _ in body])
                form = F.make_list([S_PLAIN_LAMBDA, params, inner])
                raise self.c.syntax_error(f"#%plain-lambda: not an identifier\n  at: "
                                          f"{write_string(p.car)}\n  in: {write_string(form)}",
                                          p.loc or loc, form)
            p = p.cdr

    def case_lambda(self, x: Any, blk: Block, name: str | None, loc: Any,
                    self_var: Var | None = None) -> Fn:
        """(case-lambda [formals body ...+] ...): one Fn whose clauses are lambdas of
        required and rest parameters; a clause that is no (formals body ...+), or whose
        formals are not all identifiers, is bad syntax (Racket's words)."""
        if self.c.special_form(CASE_LAMBDA) is not F.SPECIAL_FORMS.get(CASE_LAMBDA):
            raise CannotGenerate("case-lambda")   # a bug: the callers check is_case_lambda
        fn = Fn(self.fn, name, self.fresh(name or "case_lambda", "f"))
        fn.loc = loc
        fn.clauses = []
        fn.self_var = self_var
        self.fns.append(fn)
        saved, self.fn = self.fn, fn
        try:
            for clause, l in F.parts(self.c, x, loc)[1:]:
                if type(clause) is not Pair or type(clause.cdr) is not Pair:
                    raise self.c.bad_syntax("case-lambda", x, loc)   # Racket's words
                self.check_case_formals(clause.car, x, l, loc)
                fn.clauses.append(self.function(clause.car, self.c.list_of(clause.cdr, "case-lambda", l),
                                                blk, name, l, clause, inlined=True))
        finally:
            self.fn = saved
        return fn

    def check_case_formals(self, formals: Any, x: Any, where: Any, loc: Any) -> None:
        """A case-lambda clause's formals are identifiers, perhaps with a rest one, none
        twice: Racket's words (optional and keyword parameters are no identifiers), at the
        formal (a rest, which has no position of its own, at the form)."""
        seen: set = set()
        p = formals
        while True:
            last = type(p) is not Pair
            name, at = (p, loc) if last else (p.car, p.loc or where)
            if last and name is NIL:
                return
            if type(name) is not Symbol or is_keyword(name) or name in seen:
                why = "duplicate argument name" if name in seen else "not an identifier"
                raise self.c.syntax_error(f"case-lambda: {why}\n  at: {write_string(name)}\n"
                                          f"  in: {write_string(x)}", at, x)
            if last:
                return
            seen.add(name)
            p = p.cdr

    def parameters(self, fn: Fn, params: Any, form: Any, loc: Any
                   ) -> tuple[list[Symbol], list[tuple[Any, Any, list[Symbol]]], Any]:
        """The parameter names (positional ones, then keyword ones), the default of each
        optional one as (form, loc, the parameters written before it: the only ones its
        scope holds, as in Racket), and the rest parameter; sets ``fn.nreq`` and
        ``fn.keywords``. Bad syntax is Racket's error, checked in Racket's order (each
        parameter, then each keyword's, then the rest)."""
        positional, keywords, defaults, names = [], [], [], []
        # racket/private/kw.rkt names the form as written (`λ:`); its duplicate-name check
        # is the core lambda's (`lambda:`)
        who = "λ" if type(form) is Pair and form.car is sym("λ") else "lambda"
        written: list[Symbol] = []     # the names in the order written
        p = params
        while type(p) is Pair:
            if type(p.car) is Symbol and p.car.name.startswith("#:"):
                if type(p.cdr) is not Pair:
                    raise self.c.syntax_error(f"{who}: missing argument identifier after keyword\n"
                                              f"  at: {p.car.name}\n  in: {write_string(form)}",
                                              p.loc or loc, form)
                keywords.append((p.car, p.cdr.car, p.cdr.loc or loc, len(written)))
                written.append(_param_name(p.cdr.car))
                p = p.cdr.cdr
            else:
                positional.append((p.car, p.loc or loc, len(written)))
                written.append(_param_name(p.car))
                p = p.cdr
        seen: set = set()

        def bind(name: Symbol, where: Any) -> None:
            if name in seen:
                raise self.c.syntax_error(f"lambda: duplicate argument name\n  at: {name.name}\n"
                                          f"  in: {write_string(form)}", where, form)
            seen.add(name)
            names.append(name)
        for param, where, k in positional:
            if type(param) is Symbol and not defaults:
                fn.nreq += 1
                bind(param, where)
            elif _optional(param):
                bind(param.car, where)
                defaults.append((param.cdr.car, param.cdr.loc, written[:k]))
            elif type(param) is Symbol:
                raise self.c.syntax_error(f"{who}: default-value expression missing\n  at: "
                                          f"{param.name}\n  in: {write_string(form)}", where, form)
            else:
                raise self.c.syntax_error(f"{who}: not an identifier, identifier with default, or "
                                          f"keyword\n  at: {write_string(param)}\n  in: "
                                          f"{write_string(form)}", where, form)
        for kw, spec, where, k in keywords:
            if type(spec) is Symbol:
                bind(spec, where)
                defaults.append((VOID, None, written[:k]))
                fn.keywords.append((kw, True))
            elif _optional(spec):
                bind(spec.car, where)
                defaults.append((spec.cdr.car, spec.cdr.loc, written[:k]))
                fn.keywords.append((kw, False))
            else:
                raise self.c.syntax_error(f"{who}: after keyword, not an identifier or identifier "
                                          f"with default\n  at: {write_string(spec)}\n  in: "
                                          f"{write_string(form)}", where, form)
        # Racket's words, at the lambda (the rest has no position of its own); a lambda with
        # optional or keyword parameters says `identifier` (racket/private/kw.rkt's words)
        rest = None if p is NIL else p
        if rest is not None and type(rest) is not Symbol:
            raise self.c.syntax_error(f"{who}: bad argument sequence\n  at: {write_string(rest)}"
                                      f"\n  in: {write_string(form)}", loc, form)
        if rest in seen:
            what, named = ("identifier", who) if defaults else ("name", "lambda")
            raise self.c.syntax_error(f"{named}: duplicate argument {what}\n  at: {rest.name}\n"
                                      f"  in: {write_string(form)}", loc, form)
        return names, defaults, rest

    def scope_of(self, params: Block, visible: list[Symbol]) -> Block:
        """The scope of a parameter's default: the block around the lambda and, of the
        parameters in ``params``, only ``visible`` (those written before it)."""
        scope = Block(params.parent, params.frame, False)
        for name in visible:
            scope.vars[name] = params.vars[name]
        return scope

    def named_value(self, expr: Any, name: Symbol, blk: Block, loc: Any,
                    self_var: Var | None = None, inferred: bool = True) -> Any:
        """The value of a binding: a lambda (or case-lambda) gets the name of its binding
        (unless not ``inferred``: then its place's, as a lambda with no name)."""
        expr = F.named_delay(self.c, expr, name, blk)
        if F.is_named_lambda(expr, blk) and expr.cdr.cdr is NIL and not self.c.ns.r5rs_forms:
            raise self.c.bad_syntax(expr.car.name, expr, loc)   # `(λ (x))`
        if F.is_named_lambda(expr, blk) and not inferred:
            body = self.c.list_of(expr.cdr.cdr, "lambda", loc)
            return Lambda(self.function(expr.cdr.car, body, blk, self.c.anonymous_name(loc), loc,
                                        expr, self_var))
        if F.is_named_lambda(expr, blk):
            body = self.c.list_of(expr.cdr.cdr, "lambda", loc)
            # a lambda with keywords that is the last form of this one's body gets its
            # name too, as in Racket (the inner procedure of a curried define)
            self.tail_names.append((body[-1][0] if body else None, name.name))
            try:
                fn = self.function(expr.cdr.car, body, blk, name.name, loc, expr, self_var)
            finally:
                self.tail_names.pop()
            return Lambda(fn)
        if is_case_lambda(self.c, expr, blk):
            return Lambda(self.case_lambda(expr, blk, name.name, loc, self_var))
        if not inferred:
            return self.expr(expr, blk, loc)
        expanded = self.c.expand_head(expr, blk, loc)
        if expanded is not expr and makes_procedure(self.c, expanded, blk):
            # a form that expands to a lambda (`match-lambda`, `thunk`, a macro's): named too
            return self.named_value(expanded, name, blk, loc, self_var)
        if expanded is not expr and _keywords_wrapped(expanded):
            expr = expanded     # `thunk*`: its lambda, wrapped to take keywords, is named too
        tails = tail_procedures(self.c, expr, blk, loc)
        for form in tails:
            self.value_names[id(form)] = (form, name.name)
        try:
            return self.expr(expr, blk, loc)
        finally:
            for form in tails:
                self.value_names.pop(id(form), None)

    def value_name(self, form: Any) -> str | None:
        """The name of the binding whose value ``form`` (a lambda or case-lambda) is the
        result of, through the `let`s, `begin`s and `if`s around it (tail_procedures)."""
        entry = self.value_names.get(id(form))
        return entry[1] if entry is not None and entry[0] is form else None

    def group_item(self, group: Group, pos: int, build: Callable[[], Any]) -> Any:
        """Build item ``pos`` of ``group``; inside a lambda that is the item's value, a
        reference to a later definition of the group may be safe (see ``is_safe``)."""
        self.positions[group] = pos
        saved = self.markers.get(group)
        if group.lambda_defs[pos]:
            self.markers[group] = pos
        try:
            return build()
        finally:
            if saved is None:
                self.markers.pop(group, None)
            else:
                self.markers[group] = saved

    # -- bodies
    def body(self, body: list, blk: Block, loc: Any, who: str, form: Any) -> Any:
        """A body: internal definitions (letrec* semantics) and expressions."""
        group = Group([])
        new: list[Var] = []

        def add(name: Symbol, i: int) -> None:
            new.append(self.new_var(name, blk, "rec", group, i))
        items = self.c.body_forms(body, blk, loc, who, form, add)
        group.lambda_defs = [names is not None and self.is_lambda_define(x, blk)
                             for x, _, names in items]
        out = []
        try:
            for i, (x, l, names) in enumerate(items):
                if names is None:
                    out.append(self.group_item(group, i, lambda x=x, l=l: self.expr(x, blk, l)))
                else:
                    out.append(self.group_item(group, i, lambda x=x, l=l: self.definition(x, blk, l)))
        finally:
            self.positions.pop(group, None)
        self.run_called_once_in_place(out)
        self.mark_known_procedures(_lambda_definitions(out))
        if new:
            return Body(new, out)
        return out[0] if len(out) == 1 else Seq(out)

    def is_lambda_define(self, x: Any, blk: Block) -> bool:
        if x.car is not F.DEFINE:
            return False
        try:
            _, expr, _ = F.normalize_define(self.c, x, None)
        except SchemeSyntaxError:
            return False
        return makes_procedure(self.c, expr, blk)

    def definition(self, x: Any, blk: Block, loc: Any) -> Any:
        head = x.car
        if self.c.special_form(head) is not F.SPECIAL_FORMS.get(head):   # a form this language rejects
            raise F.illegal_form(self.c, head, x, loc) or CannotGenerate(head.name)
        if head is F.DEFINE:
            name, expr, eloc = F.normalize_define(self.c, x, loc)
            var = blk.vars[name]
            # r5rs's internal definitions are a letrec of (values rhs ...): no lambda there
            # takes the name it is bound to, each is named for its place
            return Define(var, self.named_value(expr, name, blk, eloc, var,
                                                inferred=not self.c.ns.r5rs_forms))
        if head in (sym("define-syntax"), sym("define-syntax-rule")):
            return Const(VOID)  # definition_names put the macro in the block already
        if head is DEFINE_VALUES:
            return self.define_values(x, blk, loc)
        lower = F.LOWERINGS.get(head)
        lowered = lower(self.c, x, blk, loc) if lower is not None else None
        if lowered is None:
            raise CannotGenerate(head.name)
        if type(lowered) is Pair and lowered.car in (F.DEFINE, DEFINE_VALUES):
            return self.definition(lowered, blk, loc)   # a definition form lowers into one
        return self.expr(lowered, blk, loc)             # ... or defines nothing

    def define_values(self, x: Any, blk: Block, loc: Any) -> Any:
        """An internal (define-values (id ...) e): the list of e's values in a temporary,
        then a definition of each id (the names are the body's, bound already)."""
        ps = F.parts(self.c, x, loc)
        if len(ps) != 3:
            raise self.c.bad_syntax("define-values", x, loc)
        names = list(ps[1][0]) if type(ps[1][0]) is Pair else []
        thunk = make_pair(F.LAMBDA, make_pair(NIL, make_pair(ps[2][0], NIL)))
        if ps[1][0] is NIL:     # (define-values () e): e must give no values
            return Seq([self.expr(F.L(F.prim("%values-list"), 0, thunk), blk, loc), Const(VOID)])
        if any(blk.vars.get(n) is None or type(blk.vars.get(n)) is not Var for n in names) or not names:
            raise CannotGenerate("define-values")
        init = self.expr(F.L(F.prim("%values-list"), len(names), thunk), blk, loc)
        inner = self.new_block(blk)
        tmp = self.new_var(gensym("values"), inner, "let")
        defs = [Define(blk.vars[n], App(Const(F.prim("%values-ref")), [Local(tmp, False), Const(k)]))
                for k, n in enumerate(names)]
        return Let([tmp], [init], Seq(defs + [Const(VOID)]))

    # -- expressions
    def expr(self, x: Any, blk: Block, loc: Any) -> Any:
        t = type(x)
        if t is Symbol:
            return self.ref(x, blk, loc)
        if t is Pair:
            head = x.car
            if type(head) is Symbol:
                binding = blk.lookup(head)
                if binding is None:
                    special = self.c.special_form(head)
                    if special is not None:
                        return self.special(head, special, x, blk, loc)
                elif isinstance(binding, Macro):
                    return self.expr(self.c.expand_macro(binding, x, loc), blk, loc)
            return self.app(x, blk, loc)
        if x is NIL:
            raise self.c.syntax_error(
                "#%app: missing procedure expression;\n probably originally (), which is an "
                "illegal empty application\n  in: (#%app)", loc, x)
        return Const(x)

    def special(self, head: Symbol, special: Callable, x: Any, blk: Block, loc: Any) -> Any:
        macro = self.c.ns.macros.get(head)
        if macro is not None:
            return self.expr(self.c.expand_macro(macro, x, loc, blk), blk, loc)
        if special is not F.SPECIAL_FORMS.get(head):    # a form this language rejects
            raise F.illegal_form(self.c, head, x, loc) or CannotGenerate(head.name)
        nested = teaching.nested_definition_message(self.c.ns, x)
        if nested is not None:
            raise self.c.syntax_error(nested, loc, x)
        handler = FORMS.get(head.name)
        if handler is not None:
            return handler(self, x, blk, loc)
        expander = getattr(special, "expander", None)
        if expander is not None:
            return self.expr(expand_derived(expander, self.c, x, blk, loc, F.SPECIAL_FORMS), blk, loc)
        lower = F.LOWERINGS.get(head)
        if lower is not None:
            lowered = lower(self.c, x, blk, loc)
            if lowered is not None:
                return self.expr(lowered, blk, loc)
        error = F.misplaced(self.c, x, loc)    # a definition or module-level form
        if error is not None:
            raise error
        raise CannotGenerate(head.name)

    def ref(self, name: Symbol, blk: Block, loc: Any) -> Any:
        try:
            kind, where = self.c.resolve(name, blk, loc)
        except SchemeSyntaxError:
            # a macro that words its own error for a use as an identifier (define-macro's
            # `bad form`, as its transformer, called on the identifier, says in Racket)
            binding = blk.lookup(name)
            macro = binding if isinstance(binding, Macro) else (
                self.c.ns.macros.get(name) if binding is None else None)
            if macro is not None and macro.identifier:    # an identifier macro's use
                return self.expr(self.c.expand_macro(macro, name, loc), blk, loc)
            identifier_error = getattr(macro, "identifier_error", None)
            if identifier_error is not None:
                raise identifier_error(name, loc) from None
            if binding is None and teaching.is_template(self.c.ns, name):   # a template's `...`
                return self.expr(teaching.template_expression(name, F.prim("error")), blk, loc)
            raise
        if kind == "global":
            if name is not self.c.callee and teaching.is_first_order(self.c.ns) \
                    and self.is_function(name, where):
                raise self.c.syntax_error(teaching.no_parenthesis_message(name), loc, name)
            literal = where.literal
            if (literal is not None and where.constant and self.c.module_mode
                    and literal[1] is self.c.ns):
                return Const(literal[0])    # (define SIZE 100) read after its definition
            return Global(where, self.c.ns.module_label, self.c.fixed_value(name, where),
                          self.c.defined_before(where))
        depth, slot = where
        if type(slot) is not Var:
            return Outer(depth, slot, name.name)
        self.use(slot)
        slot.refs += 1
        check = slot.kind == "rec" and not self.is_safe(slot)
        if check:
            slot.unsafe = True
        return Local(slot, check)

    def use(self, var: Var) -> None:
        if var.owner is not self.fn:
            var.users.add(self.fn)
            if var.kind == "rec":   # made in an item after the definition's? (ir.copied_into_closures)
                cur = self.positions.get(var.group)
                if cur is None or var.pos >= cur:
                    var.captured_early = True

    def is_safe(self, var: Var) -> bool:
        """Is a reference to this letrec/define variable, at this point, sure to run after
        the definition? Yes if the definition comes earlier in its group; or if we are in a
        lambda that is the value of a definition of the group, and every item from there to
        the variable's definition is a definition of a lambda too (so nothing can call ours
        before the variable is defined)."""
        group = var.group
        cur = self.positions.get(group)
        if cur is None:
            return False
        if var.pos < cur:
            return True
        return (self.markers.get(group) == cur
                and all(group.lambda_defs[k] for k in range(cur + 1, var.pos + 1)))

    def check_structure_type_call(self, x: Pair, head: Symbol, loc: Any) -> None:
        """A teaching language's call of a structure type's name, `(posn 1 2)` for
        `(make-posn 1 2)`, is a syntax error naming the constructor (the module's
        `define-struct`s, and the language's posn where nothing defines that name)."""
        c = self.c
        if head in c.module_names:
            return
        if head in c.ns.structs:
            raise c.syntax_error(teaching.struct_type_message(head, x), loc, head)
        if head.name == "posn":
            cell = c.ns.cells.get(head)
            if cell is None or cell.value is UNDEFINED:
                raise c.syntax_error(teaching.struct_type_message(head, x, language_s=True), loc, head)

    def app(self, x: Any, blk: Block, loc: Any) -> Any:
        ps = self.c.list_of(F.keyword_call_form(x), "#%app", loc)
        head = ps[0][0]
        if type(head) is Symbol:
            if teaching.is_template(self.c.ns, head) and blk.lookup(head) is None \
                    and head not in self.c.module_names:    # `(.... x)` in a template: its
                return self.expr(teaching.template_expression(head, F.prim("error")), blk, loc)
            if teaching.level(self.c.ns) and blk.lookup(head) is None:
                self.check_structure_type_call(x, head, ps[0][1] or loc)
            self.c.callee = head      # (a teaching language names an unbound callee)
            try:
                op = self.expr(head, blk, ps[0][1])
            finally:
                self.c.callee = None
            if teaching.is_first_order(self.c.ns):
                self.check_first_order_call(x, head, op, blk, len(ps) - 1, ps[0][1], loc)
        else:
            op = self.expr(head, blk, ps[0][1])
        if type(op) is Global and op.fixed and op.cell.value in _HASH_REFS:
            lowered = self.lower_hash_ref(ps, blk, op.cell.value is _HASH_REFS[1])
            if lowered is not None:
                return self.expr(lowered, blk, loc)
        if type(op) is Global and op.fixed and op.cell.value is _APPLY and len(ps) == 3:
            lowered = self.lower_apply(ps, blk)
            if lowered is not None:
                return self.expr(lowered, blk, loc)
        marks = F.keyword_markers(self.c, ps)
        args = [Const(a) if i in marks else self.expr(a, blk, l)
                for i, (a, l) in enumerate(ps[1:], 1)]
        if type(op) is Global and op.cell.inline is not None and not marks:
            inlined = self.inline_call(op.cell, args, blk)
            if inlined is not None:
                return inlined
        if type(op) is Const and op.value is _VALUES_LIST and type(args[-1]) is Lambda:
            # a let-values' thunk runs in place (codegen.Emitter.values_list): its
            # variables are its host's, so a loop around it may still run in place;
            # not if a procedure made in it keeps one (each run needs fresh ones then)
            args[-1].fn.inlined = _runs_in_place(args[-1].fn)
        elif (type(op) is Global and op.fixed and args and type(args[0]) is Lambda
              and args[0].fn.clauses is None and args[0].fn.rest is None
              and not args[0].fn.keywords and args[0].fn.nreq == len(args[0].fn.params)
              and _runs_in_place_shape(op.cell.value, len(args), args[0].fn.nreq)):
            # (map (lambda (x) ...) lst), filter, for-each, andmap, ormap, and
            # (foldl (lambda (x acc) ...) init lst), foldr: the body runs in a loop in
            # place (compilation/elementwise.py)
            args[0].fn.inlined = _runs_in_place(args[0].fn)
        elif type(op) is Lambda and _plain_call(op.fn, len(args)):
            # ((lambda (x ...) body ...) e ...): the body runs in place, as a let
            op.fn.inlined = _runs_in_place(op.fn)
        app = App(op, args)
        if type(op) is Local and op.var.kind != "param" and not op.check:
            self.calls.setdefault(op.var, []).append((app, self.fn))
        return app

    def is_function(self, name: Symbol, cell: Cell) -> bool:
        """Is a module-level name a function in htdp/bsl: one the module defines as a
        function (or a structure's), or a procedure the language provides?"""
        if name in self.c.module_names:
            return name in self.c.first_order
        return cell.imported and is_procedure(cell.value)

    def check_first_order_call(self, x: Any, head: Symbol, op: Any, blk: Block, nargs: int,
                               head_loc: Any, loc: Any) -> None:
        """htdp/bsl checks a call as it compiles: a call of a variable (a parameter, a
        non-function the module defines: a required module's names are called as they are)
        and a call of the module's function with another number
        of arguments than it takes are syntax errors, in its words."""
        if type(op) in (Global, Const) and head in self.c.module_names and blk.lookup(head) is None:
            arity = self.c.first_order.get(head)
            if arity is None and head in self.c.ns.imported_names:
                return    # another module's export (a course's library of functions)
            if arity is None:
                where = "beginner-app"
            elif arity != nargs:
                raise self.c.syntax_error(teaching.call_arity_message(x, head, arity, nargs), loc, x)
            else:
                return
        elif type(op) is Local and op.var.kind == "param":
            where = "#%app"
        else:
            return
        raise self.c.syntax_error(teaching.variable_called_message(x, head, where), head_loc or loc, head)

    def inline_call(self, cell: Cell, args: list, blk: Block) -> Any:
        """A call of a module constant's small lambda (``cell.inline``, inlining.py) as
        ``((lambda params body) args ...)`` run in place, built from the definition's text
        here (only inside a procedure or loop: a top-level expression's own code runs
        once, and inlining costs compile time); None where that could change what the call
        means (outside the module's own
        body: a submodule, `eval`, the REPL; another module's procedure, a count of
        arguments it refuses, a name of its body bound locally here, a call inside its own
        inlined body), or where the call is better left a call: a call of the procedure
        being defined (``defining``), from a body inlined in its own, is a call of itself,
        a jump to the top of its loop in tail position (a module-level even?/odd? pair
        then runs as one loop, no trampoline)."""
        body = cell.inline
        if (self.fn is None or self.fn.parent is None    # a form's own code runs once
                or not (cell.constant and self.c.module_mode) or body.namespace is not self.c.ns
                or len(args) != len(body.params)
                or cell in self.inlining or len(self.inlining) >= MAX_DEPTH
                or cell is self.defining
                or blk.lookup(LAMBDA_NAMES[0]) is not None
                or any(blk.lookup(s) is not None for s in body.symbols)):
            return None
        form = F.L(LAMBDA_NAMES[0], F.L(*body.params), body.body)
        self.inlining.add(cell)
        try:
            value = self.named_value(form, body.name, blk, body.loc)
        except SchemeSyntaxError:
            # the body's error (an unbound name) is reported where Racket reports it: at
            # the definition, when the module's forms reach it in order, not at this call
            return None
        finally:
            self.inlining.discard(cell)
        value.fn.inlined = _runs_in_place(value.fn)
        if not body.defined:    # written before the definition: the variable read first
            return Seq([Global(cell, self.c.ns.module_label, False), App(value, args)])
        return App(value, args)

    def mark_known_procedures(self, bindings: Any) -> None:
        """Of the (variable, procedure) pairs a body, letrec, `let` or named let binds:
        note in ``Var.proc`` the procedure a variable surely holds whenever it is used,
        when every use is a call of it with one argument per parameter (never its value
        passed or stored, never assigned, never read before its definition). Such a
        variable holds the procedure's Python function itself: no Closure is made, and a
        call is a plain Python call, with no test of the value or its arity
        (``codegen.Emitter.known_call``)."""
        for var, fn in bindings:
            if var.mutated or var.unsafe or fn.inlined:
                continue
            calls = self.calls.get(var, [])
            if len(calls) == var.refs and all(_plain_call(fn, len(app.args)) for app, _ in calls):
                var.proc = fn

    def run_called_once_in_place(self, items: list) -> None:
        """A procedure an internal definition (or letrec) makes that the code calls at one
        place only, in the same Python function, never using it otherwise: its code runs
        in place at that call, and the definition makes nothing. A helper such as
        `(define (continue) ...)` called once runs as a let of its parameters to the
        arguments (the call's operator becomes the lambda, ``codegen.Emitter.in_place``);
        a loop such as `(define (iter i acc) ... (iter (+ i 1) ...))` that calls itself in
        tail position only, called once from outside, runs as a named let would (the call
        becomes one): a Python loop, where it was a procedure made at every run of the
        code around it and a tail call through the trampoline. No closure is made, and
        the helper's tail calls are the caller's. A procedure made in it that keeps one of
        its variables (ir.kept_by_nested) stops this, as for a named let run as a loop."""
        for i, item in enumerate(items):
            if type(item) is not Define or type(item.value) is not Lambda or item.var.mutated:
                continue
            var, fn = item.var, item.value.fn
            found = self.called_once_from_outside(var, fn)
            if found is None:
                continue
            app, site = found
            if var.refs > 1 and not replace_node(items, app, NamedLet(var, fn, app.args)):
                continue
            fn.inlined = True
            fn.parent = site        # its code runs where it is called now (a loop's round
            #                         rebinds its variables: invariants._bound_in)
            if var.refs == 1:
                app.op = item.value
            items[i] = Const(VOID)

    def called_once_from_outside(self, var: Var, fn: Fn) -> tuple[App, Fn] | None:
        """The one call of ``var`` (holding ``fn``) from outside ``fn``, and the Fn it is
        in, if ``fn`` may run in place there: every other reference is a call of itself
        in tail position of its own body (a jump), the call gives every parameter its
        argument, it is in the Python function ``fn`` is made in, and no procedure made in
        ``fn`` keeps one of its variables."""
        calls = self.calls.get(var, [])
        outside = [(app, site) for app, site in calls if not _within(site, fn)]
        if len(outside) != 1 or len(calls) != var.refs or fn.parent is None:
            return None
        app, site = outside[0]
        if (not _plain_call(fn, len(app.args)) or site.host() is not fn.parent.host()
                or any(user is not site and user.host() is not fn for user in var.users)
                or not _runs_in_place(fn)):
            return None
        if count_tail_calls(fn.body, var, len(fn.params)) != var.refs - 1:
            return None
        return app, site

    def lower_hash_ref(self, ps: list, blk: Block, bang: bool) -> Any:
        """`(hash-ref h k (lambda () body ...))` and `(hash-ref! h k (lambda () body ...))`
        (the memo idiom) as a lookup and, on a miss only, the body run in place (and, for
        hash-ref!, its value stored): no closure made per call. Any other third argument:
        None (the primitive is called)."""
        if len(ps) != 4:
            return None
        (h, _), (k, _), (thunk, tloc) = ps[1:]
        if not (type(thunk) is Pair and type(thunk.car) is Symbol and type(thunk.cdr) is Pair
                and thunk.cdr.car is NIL and type(thunk.cdr.cdr) is Pair
                and blk.lookup(thunk.car) is None and blk.lookup(F.LET) is None
                and blk.lookup(F.IF) is None
                and self.c.special_form(thunk.car) is F.SPECIAL_FORMS.get(F.LAMBDA)):
            return None
        th, tk, tv = gensym("table"), gensym("key"), gensym("found")
        body = make_pair(F.LET, make_pair(NIL, thunk.cdr.cdr, tloc), tloc)
        if bang:
            # the literal thunk as hash-ref!'s error message prints it: #<procedure:file:line:col>
            stand_in = make_closure(0, 0, False, 0, None, None, self.c.anonymous_name(tloc))
            lookup = F.L(F.prim("%hash-ref!-lookup"), th, tk, stand_in)
            miss = F.L(F.prim("%hash-ref!-store"), th, tk, body)
        else:                   # hash-ref's message leaves the failure thunk out
            lookup, miss = F.L(F.prim("%hash-ref-lookup"), th, tk), body
        return F.L(F.LET, F.L(F.L(th, h), F.L(tk, k)),
                   F.L(F.LET, F.L(F.L(tv, lookup)),
                       F.L(F.IF, F.L(F.prim("%hash-missing?"), tv), miss, tv)))

    def lower_apply(self, ps: list, blk: Block) -> Any:
        """`(apply (lambda (p ...) body ...) lst)` (generated code's way to take a list of
        results apart) as the lambda applied to the list's elements, so its body runs in
        place: no closure made, no argument list, the body's tail calls the caller's. The
        list is checked first by %apply-spread, which raises what apply of the lambda
        would (not a list; a count other than the parameters': the lambda's arity error,
        named as Racket names it); then its elements are bound, a tail at a time. Only
        for a lambda of distinct plain parameters, with `lambda` and `let` their core
        meaning here; anything else: None (apply is called)."""
        (form, floc), (lst, _) = ps[1], ps[2]
        if not (type(form) is Pair and type(form.car) is Symbol and type(form.cdr) is Pair
                and type(form.cdr.cdr) is Pair and blk.lookup(form.car) is None
                and blk.lookup(F.LET) is None
                and self.c.special_form(form.car) is F.SPECIAL_FORMS.get(F.LAMBDA)
                and is_list(form.cdr.car) and is_list(form.cdr.cdr)
                and not (type(lst) is Symbol and is_keyword(lst))):
            return None
        params = list_to_python(form.cdr.car)
        if (not all(type(p) is Symbol and not is_keyword(p) for p in params)
                or len(set(params)) != len(params)):
            return None
        n = len(params)
        stand_in = make_closure(n, 0, False, 0, None, None, self.c.anonymous_name(floc))
        tails = [gensym("tail") for _ in range(max(n, 1))]
        call = make_pair(form, make_list([F.L(F.prim("car"), t) for t in tails[:n]]), floc)
        for i in range(n - 1, 0, -1):
            call = F.L(F.LET, F.L(F.L(tails[i], F.L(F.prim("cdr"), tails[i - 1]))), call)
        return F.L(F.LET, F.L(F.L(tails[0], F.L(F.prim("%apply-spread"), lst, n, stand_in))), call)

    # -- decisions made when a named let is complete
    def inline_loop(self, fn: Fn, var: Var) -> bool:
        """Can this named let run as a loop in place? Its name must be used only for calls
        in tail position of its own body (then no procedure is needed), and no nested
        procedure may keep its variables (ir.kept_by_nested: a loop reuses them for every
        iteration; a procedure made in it gets copies of those that never change)."""
        if (var.mutated or any(user.host() is not fn for user in var.users)
                or fn.rest is not None):
            return False
        if count_tail_calls(fn.body, var, len(fn.params)) != var.refs:
            return False
        return not any(kept_by_nested(v, fn) for v in fn.vars)


_HASH_REFS = (F.prim("hash-ref"), F.prim("hash-ref!"))
_APPLY = F.prim("apply")
_VALUES_LIST = F.prim("%values-list")
_ELEMENTWISE = (F.prim("map"), F.prim("filter"), F.prim("for-each"), F.prim("andmap"),
                F.prim("ormap"))   # compilation/elementwise.py runs them in place
_FOLDS = (F.prim("foldl"), F.prim("foldr"))
_FILTER = F.prim("filter")


def _runs_in_place_shape(prim: Any, nargs: int, nparams: int) -> bool:
    """May a call of ``prim`` with ``nargs`` arguments, the first a literal lambda of
    ``nparams`` parameters, run the lambda in place? (map f lst) and the like, map,
    for-each, andmap, ormap over two lists too, (foldl f init lst) and foldr, also over
    two or three lists, and racket/list's count, filter-map and append-map over one list."""
    if prim in _ELEMENTWISE:
        return nargs == nparams + 1 and (nparams == 1 or (nparams == 2 and prim is not _FILTER))
    if prim in _FOLDS:
        return nargs == nparams + 1 and 2 <= nparams <= 4
    return (nargs, nparams) == (2, 1) and is_racket_list_elementwise(prim)


# racket/list's procedures whose literal lambda runs in place over one list (each checks
# that its argument is a list before any call, as map does)
RACKET_LIST_ELEMENTWISE = ("count", "filter-map", "append-map")


def is_racket_list_elementwise(prim: Any) -> bool:
    """Is ``prim`` one of RACKET_LIST_ELEMENTWISE (racket/list's own, not srfi/1's count)?"""
    name = getattr(prim, "name", None)
    return (name in RACKET_LIST_ELEMENTWISE
            and prim is loaded_library_primitive("racket/list", name))


def _lambda_definitions(items: list) -> list[tuple[Var, Fn]]:
    """The (variable, procedure) of each definition of a lambda among a body's items."""
    return [(x.var, x.value.fn) for x in items if type(x) is Define and type(x.value) is Lambda]


def _within(fn: Fn | None, outer: Fn) -> bool:
    """Is ``fn`` the Fn ``outer`` or one nested in it?"""
    while fn is not None and fn is not outer:
        fn = fn.parent
    return fn is outer


def _plain_call(fn: Fn, nargs: int) -> bool:
    """Does a call of ``fn`` with ``nargs`` arguments bind its parameters to them, one
    each (no optional, rest or keyword parameters, not a case-lambda)?"""
    return (fn.clauses is None and fn.rest is None and not fn.keywords
            and fn.nreq == len(fn.params) == nargs)


def _runs_in_place(fn: Fn) -> bool:
    """May the body of ``fn`` run in the Python function around it? Not if a procedure
    made in it keeps one of its variables (ir.kept_by_nested): each run needs fresh ones
    then."""
    return not any(kept_by_nested(v, fn) for v in fn.vars)


def is_case_lambda(c: ExpansionContext, expr: Any, blk: Block) -> bool:
    """Is ``expr`` a case-lambda form (which gets the name of its binding, as a lambda)?
    Not where a variable or macro of the module takes the name."""
    return (type(expr) is Pair and expr.car is CASE_LAMBDA and blk.lookup(expr.car) is None
            and c.special_form(CASE_LAMBDA) is F.SPECIAL_FORMS.get(CASE_LAMBDA))


_TAIL_BODIES = frozenset(sym(n) for n in ("let", "let*", "letrec", "letrec*", "begin"))


def _keywords_wrapped(x: Any) -> bool:
    """Is x `thunk*`'s expansion, a lambda given to %accept-any-keywords?"""
    return (type(x) is Pair and type(x.cdr) is Pair and x.cdr.cdr is NIL
            and x.car is F.prim("%accept-any-keywords"))


def tail_procedures(c: ExpansionContext, expr: Any, blk: Block, loc: Any,
                    depth: int = 0) -> list[Any]:
    """The lambda and case-lambda forms whose procedure ``expr``'s value can be, through
    the last form of a `let`'s (not a named let's), `let*`'s, `letrec`'s or `begin`'s body,
    both branches of an `if`, after the forms that expand into those (`when`, `cond`
    ...): Racket names such a procedure for the binding ``expr`` is the value of
    (`(define f (let ([memo ...]) (lambda (n) ...)))` is `f`). A form whose expansion
    makes a new lambda there (a `match-lambda` in a `let`) is not found: it is made again."""
    if depth > 40 or type(expr) is not Pair:
        return []
    if makes_procedure(c, expr, blk):
        return [expr]
    if _keywords_wrapped(expr) and makes_procedure(c, expr.cdr.car, blk):
        return [expr.cdr.car]       # `thunk*`'s expansion, named as the lambda inside
    try:
        x = c.expand_head(expr, blk, loc)
    except SchemeSyntaxError:
        return []           # reported when the expression is built, in its order
    if x is not expr:
        return tail_procedures(c, x, blk, loc, depth + 1)
    if type(x) is not Pair or type(x.car) is not Symbol or blk.lookup(x.car) is not None \
            or x.car in c.module_names or not is_list(x):
        return []
    if x.car in _TAIL_BODIES and c.special_form(x.car) is F.SPECIAL_FORMS.get(x.car):
        if x.car is not sym("begin") and (type(x.cdr) is not Pair or type(x.cdr.car) is Symbol):
            return []       # a named let: its value is its body's, called
        last = x
        while type(last.cdr) is Pair:
            last = last.cdr
        if last is x or (x.car is not sym("begin") and last is x.cdr):
            return []
        return tail_procedures(c, last.car, blk, loc, depth + 1)
    if x.car is sym("if") and c.special_form(x.car) is F.SPECIAL_FORMS.get(x.car):
        branches = list_to_python(x)[2:]
        return [f for b in branches for f in tail_procedures(c, b, blk, loc, depth + 1)]
    return []


def makes_procedure(c: ExpansionContext, expr: Any, blk: Block) -> bool:
    """Is ``expr`` a lambda or case-lambda form (evaluating it runs no code)?"""
    return F.is_named_lambda(expr, blk) or is_case_lambda(c, expr, blk)


def _param_name(param: Any) -> Any:
    """The name a parameter binds (``[name default]``'s name), or the parameter itself
    when it is neither (bad syntax, reported where it is read)."""
    return param.car if type(param) is Pair else param


def _optional(spec: Any) -> bool:
    """Is ``spec`` an optional parameter `[name default]`?"""
    return (type(spec) is Pair and type(spec.car) is Symbol and type(spec.cdr) is Pair
            and spec.cdr.cdr is NIL)


S_R5RS_BODY, S_PLAIN_LAMBDA = sym("r5rs:body"), sym("#%plain-lambda")


# -- the forms the builder translates itself (every derived form is expanded first)

FORMS: dict[str, Callable[[Builder, Any, Block, Any], Any]] = {}


def form(*names: str) -> Callable:
    def register(fn: Callable) -> Callable:
        for n in names:
            FORMS[n] = fn
        return fn
    return register


@form("#%datum")
def build_datum(b: Builder, x: Any, blk: Block, loc: Any) -> Any:
    """(#%datum . d), what Racket puts around a literal: 'd; a keyword is no expression."""
    if is_keyword(x.cdr):
        raise F.keyword_misused(b.c, x.cdr, loc)
    return Const(x.cdr)


@form("#%app")
def build_app(b: Builder, x: Any, blk: Block, loc: Any) -> Any:
    """(#%app f arg ...), an application written out: (f arg ...) with f an expression
    (a form's or macro's name there is bad syntax, as in Racket)."""
    if x.cdr is NIL:
        raise b.c.syntax_error("#%app: missing procedure expression;\n probably originally (), "
                               "which is an illegal empty application\n  in: (#%app)", loc, x)
    if type(x.cdr) is not Pair:
        raise b.c.bad_syntax("#%app", x, loc)
    return b.app(x.cdr, blk, loc)


@form("quote")
def build_quote(b: Builder, x: Any, blk: Block, loc: Any) -> Any:
    ps = F.parts(b.c, x, loc)
    if len(ps) != 2:
        raise b.c.bad_syntax("quote", x, loc)
    if b.c.ns.r5rs_forms:       # r5rs's quote: its pairs mutable ones, made once
        from minischeme.primitives.r5rs import to_mutable
        return Const(to_mutable(ps[1][0]))
    return Const(ps[1][0])


@form("if")
def build_if(b: Builder, x: Any, blk: Block, loc: Any) -> Any:
    ps = F.parts(b.c, x, loc)
    if len(ps) == 3 and b.c.ns.r5rs_forms:       # r5rs's if: no else is (void)
        return If(b.expr(ps[1][0], blk, ps[1][1]), b.expr(ps[2][0], blk, ps[2][1]), Const(VOID))
    if len(ps) == 3:
        raise b.c.syntax_error(f'if: missing an "else" expression\n  in: {write_string(x)}', loc, x)
    if len(ps) != 4:
        raise b.c.bad_syntax("if", x, loc)
    return If(b.expr(ps[1][0], blk, ps[1][1]), b.expr(ps[2][0], blk, ps[2][1]),
              b.expr(ps[3][0], blk, ps[3][1]))


@form("begin")
def build_begin(b: Builder, x: Any, blk: Block, loc: Any) -> Any:
    ps = F.parts(b.c, x, loc)[1:]
    if not ps:
        raise b.c.bad_syntax("begin", x, loc)  # in an expression, as Racket says
    items = [b.expr(e, blk, l) for e, l in ps]
    return items[0] if len(items) == 1 else Seq(items)


@form("lambda", "λ")
def build_lambda(b: Builder, x: Any, blk: Block, loc: Any) -> Any:
    ps = F.parts(b.c, x, loc)
    if len(ps) < 3 and not (len(ps) == 2 and b.c.ns.r5rs_forms):    # (r5rs: its body's error)
        raise b.c.bad_syntax(x.car.name, x, loc)      # Racket's words: no reason given
    name = b.value_name(x) or b.c.anonymous_name(loc)
    if b.tail_names and b.tail_names[-1][0] is x and _takes_keywords(ps[1][0]):
        name = b.tail_names[-1][1]
    return Lambda(b.function(ps[1][0], ps[2:], blk, name, loc, x))


def _takes_keywords(params: Any) -> bool:
    """Do these lambda parameters include a keyword one?"""
    while type(params) is Pair:
        if is_keyword(params.car):
            return True
        params = params.cdr
    return False


@form("case-lambda")
def build_case_lambda(b: Builder, x: Any, blk: Block, loc: Any) -> Any:
    return Lambda(b.case_lambda(x, blk, b.value_name(x) or b.c.anonymous_name(loc), loc))


@form("set!")
def build_set(b: Builder, x: Any, blk: Block, loc: Any) -> Any:
    ps = F.parts(b.c, x, loc)
    if len(ps) != 3 or type(ps[1][0]) is not Symbol:
        raise b.c.bad_syntax("set!", x, loc)
    name = ps[1][0]
    binding = blk.lookup(name)
    macro = binding if isinstance(binding, Macro) else (
        b.c.ns.macros.get(name) if binding is None and name not in b.c.module_names else None)
    if macro is not None and macro.assignable:      # make-set!-transformer's: it expands the set!
        return b.expr(b.c.expand_macro(macro, x, loc), blk, loc)
    if macro is not None:
        raise b.c.syntax_error(f"set!: cannot mutate syntax identifier\n  at: {name.name}\n"
                               f"  in: {write_string(x)}", x.cdr.loc or loc, x)
    value = b.expr(ps[2][0], blk, ps[2][1])
    if binding is None:
        cell = F.set_target_cell(b.c, x, name, loc)
        return SetGlobal(cell, b.c.ns.module_label, value, b.c.defined_before(cell))
    depth, slot = binding
    if type(slot) is not Var:
        return SetOuter(depth, slot, value)
    slot.mutated = True
    b.use(slot)
    return SetLocal(slot, value)


@form("let")
def build_let(b: Builder, x: Any, blk: Block, loc: Any) -> Any:
    ps = F.parts(b.c, x, loc)
    if len(ps) < 3:     # Racket's words for each way of being too short
        raise b.c.bad_syntax("let", x, loc, "missing name or binding pairs" if len(ps) == 1
                             else "missing binding pairs or body")
    if type(ps[1][0]) is Symbol:
        return build_named_let(b, x, ps, blk, loc)
    bindings = F.let_bindings(b.c, x, ps[1][0], "let", loc)
    inits = [b.named_value(e, n, blk, l) for n, e, l in bindings]
    inner = b.new_block(blk)
    vars = [b.new_var(n, inner, "let") for n, _, _ in bindings]
    body = b.body(ps[2:], inner, loc, "let", x)
    b.mark_known_procedures((v, e.fn) for v, e in zip(vars, inits) if type(e) is Lambda)
    return Let(vars, inits, body) if vars else body


def build_named_let(b: Builder, x: Any, ps: list, blk: Block, loc: Any) -> Any:
    if len(ps) < 4:
        raise b.c.bad_syntax("let", x, loc, "missing body")
    name = ps[1][0]
    bindings = F.let_bindings(b.c, x, ps[2][0], "let", loc)
    inits = [b.expr(e, blk, l) for _, e, l in bindings]
    inner = b.new_block(blk)
    group = Group([True, False])
    var = b.new_var(name, inner, "rec", group, 0)
    params = F.make_list([n for n, _, _ in bindings])

    def build() -> Fn:
        return b.function(params, ps[3:], inner, name.name, loc, x, var)
    fn = b.group_item(group, 0, build)
    b.positions.pop(group, None)
    fn.inlined = b.inline_loop(fn, var)
    b.mark_known_procedures([(var, fn)])
    return NamedLet(var, fn, inits)


@form("letrec")
def build_letrec(b: Builder, x: Any, blk: Block, loc: Any) -> Any:
    ps = F.parts(b.c, x, loc)
    if len(ps) < 3:
        raise b.c.bad_syntax(x.car.name, x, loc)
    who = x.car.name
    bindings = F.let_bindings(b.c, x, ps[1][0], who, loc)
    inner = b.new_block(blk)
    group = Group([makes_procedure(b.c, e, inner) for _, e, _ in bindings] + [False])
    vars = [b.new_var(n, inner, "rec", group, i) for i, (n, _, _) in enumerate(bindings)]
    items: list = []
    try:
        for i, ((n, e, l), var) in enumerate(zip(bindings, vars)):
            value = b.group_item(group, i, lambda n=n, e=e, l=l, var=var:    # (r5rs: a letrec
                                 b.named_value(e, n, inner, l, var,                 # of values)
                                               inferred=not b.c.ns.r5rs_forms))
            items.append(Define(var, value))
        items.append(b.group_item(group, len(bindings),
                                  lambda: b.body(ps[2:], inner, loc, who, x)))
    finally:
        b.positions.pop(group, None)
    b.run_called_once_in_place(items)
    b.mark_known_procedures(_lambda_definitions(items))
    return Body(vars, items) if vars else items[-1]


