"""The compiler: one top-level form to a *node* (``node(frame) -> value``, closures.py).

``Compiler.compile_top(form)`` handles what only the top of a module or the REPL has: a
`begin` that splices, `require`, `provide`, submodules, `define-syntax` (their `@special`
compilers in forms/), and a loop or `match` run as a procedure of its own
(``comp_as_procedure``). Everything else, an expression there or anything in a
procedure, and every module-level `define` and `define-values` (the IR's DefineGlobal of
the variables' ``Cell`` objects), goes through the expander (expander.py) to the IR, the
one pipeline: a procedure becomes Python source (codegen.py) or, where Python cannot take
it, closures (closures.py); code at the top runs as closures over a frame of its own
(``top_expression``). Bad syntax is the expander's error, in Racket's words, raised from
here as it is. No form is compiled from S-expressions: the core forms are the
expander's (syntax.core_form), and so is code nested however deep (its recursion runs on
the interpreter's big stack, as the reader's does).
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.data import NIL, UNDEFINED, VOID, Pair, make_pair, Symbol, sym
from minischeme.expansion import teaching
from minischeme.expansion.namespace import Block, Cell, FrameInfo, Macro  # noqa: F401  (re-exported)
from minischeme.values.data import renamed
from minischeme.values.errors import SchemeSyntaxError
from minischeme.compilation import codegen
from minischeme.compilation.codegen import build_lambda, generate_procedure
from minischeme.expansion.expander import Builder
from minischeme.compilation.closures import ClosureEmitter, Node, _constant, sequence, single  # noqa: F401  (re-exported)
from minischeme.values.printer import write_string
from minischeme.values.procedures import Primitive, is_keyword
from minischeme.expansion.core_aliases import alias as core_alias, expand_derived
from minischeme.expansion.syntax import (DEFINITIONS, EXPANDERS, LOWERINGS, MODULE_LEVEL_FORMS, SPECIAL_FORMS,
                                         SPLICING_HEADS, as_core_definition, defined_macro_name, definition_names,
                                         illegal_form, keyword_misused, name_loc)
from minischeme.values.runtime import MODULE_LEVEL, TailCall, apply_procedure

_BEGIN = sym("begin")
_DEFINITIONS = (sym("define"), sym("define-values"))


def _without_empty_begins(form: Pair) -> Pair:
    """A top-level ``(begin ...)`` without the ``(begin)`` forms inside it (at any depth of
    begins): Racket splices top-level begins, so an empty one contributes nothing."""
    def empty(x: Any) -> bool:
        if not (type(x) is Pair and x.car is _BEGIN):
            return False
        p = x.cdr
        while type(p) is Pair:
            if not empty(p.car):
                return False
            p = p.cdr
        return p is NIL

    if empty(form):
        return make_pair(_BEGIN, NIL, form.loc)
    kept = []
    p = form.cdr
    while type(p) is Pair:
        if not empty(p.car):
            kept.append(p)
        p = p.cdr
    if p is not NIL or len(kept) == _length(form.cdr):
        return form
    tail: Any = NIL
    for cell in reversed(kept):
        tail = make_pair(cell.car, tail, cell.loc)
    return make_pair(_BEGIN, tail, form.loc)


def _length(p: Any) -> int:
    n = 0
    while type(p) is Pair:
        n, p = n + 1, p.cdr
    return n


class Compiler:
    """Compiles forms for one namespace. ``module_mode`` makes unbound names compile errors."""

    def __init__(self, namespace: Any) -> None:
        self.ns = namespace
        self.module_mode = False
        self.callee: Symbol | None = None   # the name an application being compiled calls
        self.expanding_module = False   # pass 1 of a module file (expanding heads)
        self.in_submodule = False       # compiling a `module+` body of a module file
        self.module_names: set[Symbol] = set()
        # htdp/bsl's functions (a module's `define`d functions and structure procedures) by
        # their number of parameters: their calls are checked when the module compiles
        self.first_order: dict[Symbol, int] = {}
        self.constant_names: set[Symbol] = set()  # a module's constants (constants.py)
        self.constant_assigned = False  # a module's `set!` of a name thought constant
        self.source = "stdin"
        # a module's cells whose definitions this pass compiled, in the order of its forms
        # (defined_before); and how many compile_top calls are running (more than one:
        # transformer code, compiled and run while a form is being expanded)
        self.defined_cells: set[Cell] = set()
        self.top_depth = 0

    def anonymous_name(self, loc: Any, keep: int = 19) -> str | None:
        """The name Racket gives a lambda with no inferred name in a module file: its source
        location, `/path/file.rkt:LINE:COL` (at the REPL, and for text without a file, none).
        A path of 20 characters or more is cut to its last 19 after `...`, as Racket cuts it
        (`...ctoryname/sub/l.rkt:2:0`; /tmp/abcdefgh/t1.rkt, 20 characters, is cut too)."""
        path = getattr(self.ns, "source_path", None)
        if not (self.module_mode or self.expanding_module or self.in_submodule) or path is None \
                or loc is None:
            return None
        path = str(path)
        if len(path) > keep:     # a promise's name keeps 20 (`delay` names its thunk itself)
            path = "..." + path[-keep:]
        return f"{path}:{loc[0]}:{loc[1]}"

    # -- errors
    def syntax_error(self, message: str, loc: Any, form: Any = None) -> SchemeSyntaxError:
        return SchemeSyntaxError(message, loc, form)

    def bad_syntax(self, name: str, form: Any, loc: Any, why: str = "") -> SchemeSyntaxError:
        msg = f"{name}: bad syntax" + (f" ({why})" if why else "")
        return SchemeSyntaxError(f"{msg}\n  in: {write_string(form)}", loc, form)

    # -- entry
    def compile_top(self, form: Any, loc: Any = None) -> Node:
        """Compile one top-level form (its frame is the top frame, slot 0 unused)."""
        if type(form) is Pair and form.car is _BEGIN and self.special_form(_BEGIN) is not None:
            form = _without_empty_begins(form)  # top-level begins splice: `(begin)` is nothing
            if form.cdr is NIL:
                return lambda _=None: VOID
        frame = FrameInfo(1)
        blk = Block(None, frame, True)
        self.top_depth += 1
        try:
            node = self.comp(form, blk, False, loc)
        finally:
            self.top_depth -= 1
        size = frame.size

        def run_top(_: Any = None) -> Any:
            f = [None] * size
            r = node(f)
            if type(r) is TailCall:
                r = apply_procedure(r.proc, r.args)
            return r
        return run_top

    def top_expression(self, x: Any, blk: Block, loc: Any) -> tuple[Node | None, Any]:
        """An expression at the top (in no procedure) through the expander and the
        closure back end, as a node running on a frame of its own; and ``x``, its head
        expanded. A `define` or `define-values` is the expander's ``module_definition``.
        No node for another definition form, `begin`, a module-level form, a loop or
        `match` (``comp`` compiles those)."""
        x = self.expand_head(x, blk, loc)
        definition = False
        if type(x) is Pair and type(x.car) is Symbol:
            special = self.special_form(x.car)
            if special is not None:
                head = x.car
                definition = head in _DEFINITIONS and special is SPECIAL_FORMS.get(head)
                if not definition and (head is _BEGIN or head in LOWERINGS or head.name in DEFINITIONS
                                       or head.name in MODULE_LEVEL_FORMS):
                    return None, x
        builder = Builder(self)
        if definition:
            fn = builder.module_definition(x, blk, loc)
        else:
            fn = builder.root(NIL, [(x, loc)], blk, None, loc, x, None)
        body, size = ClosureEmitter(builder, codegen.ENABLED).expression(fn)
        pad = [UNDEFINED] * (size - 1)

        def on_own_frame(f: list) -> Any:
            return body([f, *pad])
        if getattr(body, "single", False):
            on_own_frame.single = True
        return on_own_frame, x

    # -- dispatch
    def comp(self, x: Any, blk: Block, tail: bool, loc: Any = None) -> Node:
        """A form at the top: an expression or definition through the expander
        (``top_expression``); a loop or `match` as a procedure of its own; a module-level
        form or a definition form other than `define` and `define-values`, its
        compiler."""
        node, x = self.top_expression(x, blk, loc)
        if node is not None:
            return node
        head = x.car
        special = self.special_form(head)
        if head in LOWERINGS and head.name not in DEFINITIONS and special is SPECIAL_FORMS.get(head):
            node = self.comp_as_procedure(x, blk, loc)
            if node is not None:
                return node
        return special(self, x, blk, tail, loc)

    def comp_as_procedure(self, x: Any, blk: Block, loc: Any) -> Node | None:
        """A loop or `match` at module level (``(for/fold ...)``, ``(define x (match ...))``)
        run as the body of a procedure of no arguments translated to Python (codegen.py),
        called once: it runs as fast as in a procedure. None if it cannot be translated."""
        make = lambda_node(self, NIL, [(x, loc)], blk, MODULE_LEVEL, loc, x, None)
        if make is None:
            return None

        def run_as_procedure(f: list) -> Any:
            return apply_procedure(make(f), [])
        return run_as_procedure

    def special_form(self, name: Symbol) -> Callable | None:
        """The compiler of a special form or macro named ``name``, unless a variable shadows it."""
        if name not in SPECIAL_FORMS and name not in self.ns.macros \
                and name.name not in self.ns.language.illegal_forms:
            return None         # (a variable's name: nothing below would answer otherwise)
        if name in self.module_names or not self.ns.form_enabled(name):
            return None
        cell = self.ns.cells.get(name)
        if cell is not None and not cell.imported and cell.value is not UNDEFINED:
            return None
        macro = self.ns.macros.get(name)
        if macro is not None:
            return lambda c, x, blk, tail, loc: c.comp(c.expand_macro(macro, x, loc, blk), blk, tail, loc)
        if name.name in self.ns.language.illegal_forms:
            def reject(c: Compiler, x: Any, blk: Block, tail: bool, loc: Any) -> Node:
                raise illegal_form(c, name, x, loc)
            return reject
        return SPECIAL_FORMS.get(name)

    def expand_macro(self, macro: Macro, form: Any, loc: Any, blk: Block | None = None) -> Any:
        """A macro use expanded; a macro defined in another module has its template's free
        names mean what they mean there (``foreign_name``), one defined at this module's
        top what they mean at the top where the use (in block ``blk``) binds them
        (``top_name``)."""
        home = macro.home
        try:
            if home is self and blk is not None and blk.parent is not None:
                return macro.expand(form, lambda name: self.top_name(name, blk))
            if home is None or home is self:
                return macro.expand(form)
            introduced: dict[Symbol, Symbol] = {}
            return macro.expand(form, lambda name: self.foreign_name(home, name, introduced))
        except SchemeSyntaxError as e:
            if e.loc is None:
                e.loc = loc
            raise

    def top_name(self, name: Symbol, blk: Block) -> Symbol:
        """The name that denotes in block ``blk`` what ``name``, free in the template of a
        macro defined at this module's top, denotes at the top: ``name`` itself unless the
        block binds it (`(let ([not ...]) (my-unless ...))`, the template's `not` still
        racket's, as Racket's hygiene has it); else an alias of the top's form, macro or
        variable, a fresh symbol printed as ``name`` that nothing binds."""
        if blk.lookup(name) is None or is_keyword(name):
            return name
        if name in SPECIAL_FORMS and name not in self.ns.macros and self.special_form(name) is not None:
            return core_alias(name, SPECIAL_FORMS)
        aliases = self.ns.macro_aliases
        alias = aliases.get((id(self), name))
        if alias is None:
            alias = aliases[id(self), name] = renamed(name)
            macro = self.ns.macros.get(name)
            if macro is not None:
                self.ns.macros[alias] = macro
            else:
                self.ns.cells[alias] = self.global_cell(name)
                self.module_names.add(alias)
                self.ns.imported_names.add(alias)
        return alias

    def foreign_name(self, home: "Compiler", name: Symbol, introduced: dict) -> Symbol:
        """The name that denotes here what ``name``, free in the template of a macro
        defined in the module ``home`` compiles, denotes there: ``name`` itself when it
        denotes the same here (a special form, the same library's variable); an alias, a
        fresh symbol printed as ``name``, bound here to ``home``'s variable or macro (its
        private helpers included) and to nothing else; and for a name bound to nothing
        there (the template introduces it, for a binding form of its own to bind), one
        fresh symbol for this expansion (``introduced``), so that it captures none of the
        user's names, as Racket's hygiene has it."""
        binding = home.ns.macros.get(name)
        if binding is None:
            binding = home.ns.cells.get(name)
            if binding is None:
                if is_keyword(name) or home.special_form(name) is not None:
                    return name
                fresh = introduced.get(name)
                if fresh is None:
                    fresh = introduced[name] = renamed(name)
                return fresh
            mine = self.ns.cells.get(name)
            if mine is binding or (mine is not None and name not in home.module_names
                                   and name not in self.module_names and mine.imported
                                   and mine.value is binding.value and name not in self.ns.macros):
                return name     # the same library's name in both
        elif self.ns.macros.get(name) is binding:
            return name
        aliases = self.ns.macro_aliases
        alias = aliases.get((id(home), name))
        if alias is None:
            alias = aliases[id(home), name] = renamed(name)
            if isinstance(binding, Macro):
                self.ns.macros[alias] = binding
            else:
                self.ns.cells[alias] = binding
                self.module_names.add(alias)
                self.ns.imported_names.add(alias)
        return alias

    def expand_head(self, x: Any, blk: Block, loc: Any = None) -> Any:
        """Expand macro uses at the head of ``x`` until it is a core or special form."""
        while type(x) is Pair and type(x.car) is Symbol:
            binding = blk.lookup(x.car)
            if isinstance(binding, Macro):
                x = self.expand_macro(binding, x, loc)
                continue
            if binding is not None or x.car in SPLICING_HEADS:
                return x
            special = self.special_form(x.car)
            macro = self.ns.macros.get(x.car)
            if macro is not None and special is not None:
                x = self.expand_macro(macro, x, loc, blk)
                continue
            expander = EXPANDERS.get(x.car) if special is not None else None
            if expander is None:
                return x
            x = expand_derived(expander, self, x, blk, loc, SPECIAL_FORMS)
        return x

    # -- variables
    def resolve(self, name: Symbol, blk: Block, loc: Any) -> tuple[str, Any]:
        """What a variable reference denotes: ("local", (depth, slot)) or ("global", cell);
        bad references (a keyword among them) are syntax errors."""
        if is_keyword(name):  # a keyword argument's marker is no reference (keyword_markers)
            raise keyword_misused(self, name, loc)
        binding = blk.lookup(name)
        if isinstance(binding, Macro) or (binding is None and self.special_form(name) is not None
                                          and name not in self.ns.cells):
            why = "illegal use" if name.name == "#%app" else "bad syntax"   # Racket's words
            raise self.syntax_error(f"{name.name}: {why}\n  in: {name.name}", loc, name)
        if binding is not None:
            return "local", binding
        return "global", self.checked_cell(name, loc)

    def global_cell(self, name: Symbol) -> Cell:
        cell = self.ns.cells.get(name)
        if cell is None:
            cell = self.ns.cells[name] = Cell(name.name)
            cell.constant = name in self.constant_names
        return cell

    def mark_constants(self, names: set[Symbol]) -> None:
        """From now on, the cells of ``names`` are a module's constants (constants.py);
        the empty set unmarks those marked."""
        for name in self.constant_names | names:
            cell = self.ns.cells.get(name)
            if cell is not None:
                cell.constant = name in names
                if not cell.constant:
                    cell.inline = None   # its calls are calls again (expansion/inlining.py)
                    cell.literal = cell.struct_field = cell.struct_new = None
        self.constant_names = names

    def checked_cell(self, name: Symbol, loc: Any) -> Cell:
        """The cell of a module-level variable a reference names (in a module, an unbound
        name is a syntax error)."""
        cell = self.ns.cells.get(name)
        if self.module_mode and name not in self.module_names and (cell is None or cell.value is UNDEFINED):
            if not teaching.level(self.ns):
                message = f"{name.name}: unbound identifier\n  in: {name.name}"
            elif name in self.ns.structs and name is not self.callee:
                message = teaching.struct_type_message(name)
            else:
                message = teaching.unbound_message(name, name is self.callee)
            raise self.syntax_error(message, loc, name)
        return self.global_cell(name)

    def defined_before(self, cell: Cell) -> bool:
        """Has the variable surely been defined whenever code compiled now runs? Yes if it
        holds a value now (a cell never loses its value), or if a module's form compiled
        before this one in this pass defines it: the forms of a module run in order, and
        if one raises, none after it runs, so no procedure made by a later form exists
        before the definition ran. Not for transformer code (a compile_top inside
        another), which runs while the module is expanded, before any of its forms."""
        return cell.value is not UNDEFINED or (
            self.module_mode and self.top_depth == 1 and cell in self.defined_cells)

    def note_defined(self, cells: list[Cell]) -> None:
        """A module-level definition of ``cells`` was compiled (``defined_before``)."""
        if self.module_mode and self.top_depth == 1:
            self.defined_cells.update(cells)

    def fixed_value(self, name: Symbol, cell: Cell) -> bool:
        """Is the cell's value known for good? In a module, an imported primitive the module
        does not define cannot change: Racket forbids `set!` on an import."""
        return (self.module_mode and cell.imported and name not in self.module_names
                and type(cell.value) is Primitive)

    # -- reading forms
    def list_of(self, x: Any, who: str, loc: Any) -> list[tuple[Any, Any]]:
        """Elements of a form with their locations; an improper form is bad syntax."""
        out = []
        p = x
        while type(p) is Pair:
            out.append((p.car, p.loc or loc))
            p = p.cdr
        if p is not NIL:
            if who == "#%app":      # Racket shows the application it made: (#%app f . x)
                raise self.bad_syntax(who, make_pair(Symbol.intern("#%app"), x), loc)
            raise self.bad_syntax(who, x, loc, "illegal use of `.'")
        return out

    # -- bodies
    def body_forms(self, body: list[tuple[Any, Any]], blk: Block, loc: Any, who: str, form: Any,
                   add: Callable[[Symbol, int], Any]) -> list[tuple[Any, Any, list | None]]:
        """A body's forms, macro heads expanded and `begin`s spliced, each with the names it
        defines (None for an expression). ``add(name, index)`` binds each defined name in
        ``blk`` as soon as its definition is seen, as Racket's body expansion does, so the
        heads of the forms after it are expanded with it in scope (an internal
        `define-syntax` shadowing a module's macro of the same name, a variable a macro).
        A name defined twice (a macro's too) is Racket's duplicate binding error."""
        out: list[tuple[Any, Any, list | None]] = []
        has_defs = False
        seen: set[Symbol] = set()       # the names the body defines, macros too

        def defined(name: Symbol, x: Any, l: Any, who: str) -> None:
            if name in seen:            # Racket's error, at the second definition's name
                raise self.syntax_error(f"{who}: duplicate binding name\n  at: {name.name}\n  in: "
                                        f"{write_string(as_core_definition(x))}", name_loc(x, name) or l, x)
            seen.add(name)
        pending = list(body)
        while pending:
            x, l = pending.pop(0)
            x = self.expand_head(x, blk, l)
            if type(x) is Pair and x.car is sym("begin") and blk.lookup(x.car) is None:
                pending[0:0] = self.list_of(x.cdr, "begin", l)
                continue
            macro = defined_macro_name(x)
            if macro is not None and blk.lookup(x.car) is None:
                defined(macro, x, l, "define-syntaxes")
            names = definition_names(self, x, blk, l)
            if names is not None:
                has_defs = True
                for name in names:
                    defined(name, x, l, "define-values")
                    add(name, len(out))
            out.append((x, l, names))
        if self.ns.r5rs_forms and (not out or out[-1][2] is not None):
            raise self.r5rs_no_expression(body, loc)
        if not out and body:        # every form a `(begin)`: Racket's words for its last one
            raise self.no_last_expression(body, loc)
        if not out:
            raise self.bad_syntax(who, form if form is not None else NIL, loc, "no expressions for body")
        if has_defs and out[-1][2] is not None:
            raise self.no_last_expression(body, loc)
        return out

    def r5rs_no_expression(self, body: list[tuple[Any, Any]], loc: Any) -> SchemeSyntaxError:
        """r5rs's error for a body with no expression (none at all, or a definition last),
        at the body (Racket's is at r5rs's own source)."""
        written = "".join(" " + write_string(x) for x, _ in body)
        return self.syntax_error(f"r5rs:body: no expression in body\n  in: (r5rs:body{written})",
                                 body[-1][1] if body and body[-1][1] else loc)

    def no_last_expression(self, body: list[tuple[Any, Any]], loc: Any) -> SchemeSyntaxError:
        """Racket 8.7's error for a body whose last form is a definition, in its words:
        the last form as written, the body as an implicit `begin`, at the last form."""
        last, last_loc = body[-1]
        written = " ".join(write_string(x) for x, _ in body)
        return self.syntax_error("begin (possibly implicit): the last form is not an expression"
                                 f"\n  at: {write_string(last)}\n  in: (begin {written})",
                                 last_loc or loc)


def lambda_node(c: Compiler, params: Any, body: list, blk: Block, name: str | None,
                loc: Any, form: Any, self_name: Symbol | None) -> Node | None:
    """A lambda (or, with ``params`` CASE_LAMBDA, the case-lambda ``form``) built once as
    the IR, then Python source (codegen.py) or, when that is switched off or fails, the
    IR as closures (closures.py); None if the expander does not take it."""
    built = build_lambda(c, params, body, blk, name, loc, form, self_name)
    if built is None:
        return None
    builder, fn = built
    make = generate_procedure(builder, fn) if codegen.ENABLED else None
    return single(make if make is not None else ClosureEmitter(builder, False).procedure(fn))
