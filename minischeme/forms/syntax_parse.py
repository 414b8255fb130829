"""syntax/parse: `syntax-parse`, `syntax-parser`, `define-syntax-class`, and (from
syntax/parse/define) `define-syntax-parser` and `define-simple-macro`.

minischeme has no separate compile-time phase: a transformer is an ordinary procedure,
evaluated in the module's namespace when its `define-syntax` is compiled, and called on
the form (plain data: an identifier is a symbol) to produce the expansion. What makes the
procedure's code work is a rewrite of it (``Rewriter``) before it is compiled:

* `(syntax-parse e clause ...)` becomes a call of the ``%syntax-parse`` helper with the
  clauses read into patterns (syntax_patterns.py) and each expression of the clauses (side
  conditions and bodies) as a procedure of the *pattern environment* (the variables
  matched so far, in a lexical variable of its own); the helper matches, runs the side
  clauses and the body of the first clause that matches, or raises Racket's error;
* `#'template` and `` #`template `` in a clause become instantiations of the template in
  that environment (syntax_templates.py); `(attribute x)` and `this-syntax` read it.

`begin-for-syntax` and `define-for-syntax` run their definitions at once, in the module's
namespace, for the transformers after them. Syntax classes are kept per namespace.
"""
from __future__ import annotations

import weakref
from typing import Any, Callable

from minischeme.compilation.compiler import Compiler, Macro
from minischeme.expansion.syntax import derived, parts, prim
from minischeme.forms import macros
from minischeme.forms.syntax_patterns import (THIS, Directive, Failures, Matcher, PatternReader, Seq,
                                              SyntaxClass)
from minischeme.forms.syntax_hygiene import Expansion
from minischeme.forms.syntax_templates import instantiate
from minischeme.forms.syntax_classes import LIBRARY_CLASSES
from minischeme.primitives.syntax_objects import IN_CONTEXT, PLACES, TRANSFORMERS_RUNNING, RenameTransformer, SetTransformer
from minischeme.primitives.registry import library_primitives
from minischeme.values.data import NIL, VOID, Pair, make_pair, Symbol, gensym, is_list, list_to_python, make_list, sym
from minischeme.values.errors import EXN_FAIL_SYNTAX, Raise, SchemeSyntaxError, racket_error, syntax_exn
from minischeme.values.printer import print_string, write_string
from minischeme.values.procedures import Primitive, is_keyword
from minischeme.values.runtime import apply_procedure, is_procedure

# Not a module of forms but a mark in a namespace's enabled modules: racket/base is bound
# in the transformer environment, which is what procedural transformers need. `#lang racket`
# has it; a `#lang racket/base` module gets it by `(require (for-syntax racket/base))`
# (minischeme has one phase: any require of racket/base or racket brings it).
TRANSFORMER_BASE = "for-syntax racket/base"
ENV = gensym("pattern-environment")     # the lexical variable of the pattern environment
_LAMBDA, _LET, _QUOTE = sym("lambda"), sym("let"), sym("quote")
_DEFINE, _DEFINE_SYNTAX = sym("define"), sym("define-syntax")


class PatternEnv:
    """The pattern variables of a clause, as the value its expressions receive."""

    __slots__ = ("vars",)

    def __init__(self, vars: dict) -> None:
        self.vars = vars


# ------------------------------------------------------------------ syntax classes

_CLASSES: "weakref.WeakKeyDictionary[Any, dict[str, SyntaxClass]]" = weakref.WeakKeyDictionary()


def classes_of(ns: Any) -> dict[str, SyntaxClass]:
    """The syntax classes defined in a namespace (by name)."""
    found = _CLASSES.get(ns)
    if found is None:
        found = _CLASSES[ns] = {}
    return found


def class_finder(ns: Any) -> Callable[[str], Any]:
    """Finds a syntax class by name: defined in this namespace, required from a module
    that provides it (a Macro of ``ns.macros`` carrying it), or a library's."""
    mine = classes_of(ns)

    def find(name: str) -> Any:
        found = mine.get(name)
        if found is None:
            found = getattr(ns.macros.get(sym(name)), "syntax_class", None)
        return found or LIBRARY_CLASSES.get(name)
    return find


def _class_binding(c: Compiler, name: Symbol, cls: SyntaxClass) -> None:
    """A syntax class defined at a module's top (not in begin-for-syntax) is a binding the
    module may provide, as in Racket: a macro that carries it (and refuses to be used as
    an expression), so that `provide` and `require` move it as they move macros."""
    def illegal(form: Any, free: Any = None) -> Any:
        raise SchemeSyntaxError(f"{name.name}: illegal use of syntax\n  in: {write_string(form)}",
                                None, form)
    macro = Macro(name.name, illegal)
    macro.syntax_class = cls        # type: ignore[attr-defined]
    macro.home = c
    c.ns.macros[name] = macro
    defined = getattr(c.ns, "defined_macros", None)
    if defined is not None:
        defined.add(name)


_FOR_SYNTAX: list = []      # non-empty while begin-for-syntax's forms are evaluated


# ------------------------------------------------------------------ the parser

class Parser:
    """One `syntax-parse` form read: its clauses (pattern, side clauses, the index of its
    body's procedure) and where to find syntax classes."""

    def __init__(self, clauses: list, classes: Callable[[str], Any]) -> None:
        self.clauses = clauses
        self.classes = classes


def _run(procedures: Any, index: int, env: dict) -> Any:
    return apply_procedure(procedures[index], [PatternEnv(env)])


def _syntax_parse(parser: Parser, stx: Any, outer: Any, context: Any, *procedures: Any) -> Any:
    """The `%syntax-parse` helper: the value of the body of the first clause ``stx``
    matches, or Racket's error for the failures that got furthest."""
    start = dict(outer.vars) if type(outer) is PatternEnv else {}
    start[THIS] = stx
    failures = Failures()
    matcher = Matcher(parser.classes, _run, failures, procedures)
    for pattern, directives, body in parser.clauses:
        for env in matcher.match(pattern, stx, (), start):
            for env in matcher.directives(directives, stx, (), env):
                return _run(procedures, body, env)
    whole = context if context is not False else stx
    raise racket_error(failures.error_text(_who(whole), whole), EXN_FAIL_SYNTAX, NIL)


def _who(stx: Any) -> str:
    if type(stx) is Pair and type(stx.car) is Symbol:
        return stx.car.name
    return stx.name if type(stx) is Symbol else "?"


_EXPANSIONS: list[Expansion] = []     # the macro expansions under way, innermost last


def _template(template: Any, env: Any, holes: Any = NIL, *values: Any) -> Any:
    """The `%syntax-template` helper: ``template`` filled from the pattern environment
    (and `#,` holes, named by ``holes``, from ``values``)."""
    vars = dict(env.vars) if type(env) is PatternEnv else {}
    for name, value in zip(list_to_python(holes), values):
        vars[name] = value
    return instantiate(template, vars, _EXPANSIONS[-1] if _EXPANSIONS else None)


def _attribute(env: Any, name: Symbol) -> Any:
    """The `%syntax-attribute` helper: `(attribute x)`, `this-syntax`."""
    if type(env) is not PatternEnv or name not in env.vars:
        raise racket_error(f"attribute: not bound as an attribute\n  at: {write_string(name)}",
                           EXN_FAIL_SYNTAX, NIL)
    return _as_value(env.vars[name])


def _as_value(v: Any) -> Any:
    if v is None:
        return False
    if type(v) is Seq:
        return make_list([_as_value(i) for i in v.items])
    return v


_PARSE = Primitive("%syntax-parse", _syntax_parse, 4, None)
_TEMPLATE = Primitive("%syntax-template", _template, 2, None)
_ATTRIBUTE = Primitive("%syntax-attribute", _attribute, 2, 2)


# ------------------------------------------------------------------ the rewrite

# racket/base's syntax procedures that primitives/syntax_objects.py keeps in syntax/parse
# (at run time a symbol is no syntax): transformer code has them wherever it may be a
# procedure (racket/base bound for syntax), as in Racket
_PHASE1_BASE = frozenset(("syntax?", "identifier?", "free-identifier=?", "bound-identifier=?",
                          "generate-temporaries", "syntax-property", "check-duplicate-identifier"))


class Rewriter:
    """Rewrites transformer code so that its syntax/parse forms run (see the module's
    docstring). ``inside``: within a clause of a syntax-parse (the environment is bound)."""

    def __init__(self, c: Compiler) -> None:
        self.c = c

    def in_context(self, datum: Any, loc: Any) -> Any:
        """``datum`` of a `#'datum` at run time, noted as written in this module: `eval`
        of it runs here, as Racket's eval of a syntax object does (primitives/eval_namespaces.py)."""
        if type(datum) is Pair:
            c = self.c

            def evaluate(d: Any) -> Any:
                try:
                    run = c.compile_top(d, loc)
                except SchemeSyntaxError as e:
                    raise syntax_exn(e, c.source) from None
                return run()
            IN_CONTEXT[id(datum)] = (datum, evaluate)
        return datum

    def rewrite(self, x: Any, inside: bool) -> Any:
        if type(x) is Symbol:
            if inside and x.name == "this-syntax":
                return make_list([_ATTRIBUTE, ENV, make_list([_QUOTE, THIS])])
            if x.name in _PHASE1_BASE and self.c.ns.cells.get(x) is None and x not in self.c.ns.macros:
                return library_primitives("syntax/parse")[x.name]   # racket/base's at phase 1
            return x
        if type(x) is not Pair:
            return x
        head = x.car
        if type(head) is Symbol and is_list(x):
            name = head.name
            if name == "quote" or name in _REWRITTEN_BY_THEMSELVES:
                return x
            if name in ("syntax/loc", "quasisyntax/loc") and type(x.cdr) is Pair \
                    and type(x.cdr.cdr) is Pair:        # a source location syntax has not
                return self.rewrite(make_list([sym(name[:-4]), x.cdr.cdr.car]), inside)
            if name == "quote-syntax" and type(x.cdr) is Pair:
                return make_list([_QUOTE, x.cdr.car])
            if name == "with-syntax*":
                return self.rewrite(self.with_syntax_star(x), inside)
            if name == "syntax" and type(x.cdr) is Pair:
                if not inside:
                    return make_list([_QUOTE, self.in_context(x.cdr.car, x.cdr.loc)])
                return make_list([_TEMPLATE, make_list([_QUOTE, x.cdr.car]), ENV])
            if name == "quasisyntax" and type(x.cdr) is Pair:
                return self.quasisyntax(x.cdr.car, inside)
            if name == "syntax-parse":
                return self.syntax_parse(x, inside)
            if name == "syntax-parser":
                stx = gensym("stx")
                return self.rewrite(make_list([_LAMBDA, make_list([stx]),
                                               make_pair(sym("syntax-parse"), make_pair(stx, x.cdr))]), inside)
            if name == "with-syntax":
                return self.rewrite(self.with_syntax(x), inside)
            if name == "syntax-case":
                return self.rewrite(self.syntax_case(x), inside)
            if name == "syntax-rules":
                return self.rewrite(self.syntax_rules(x), inside)
            if name == "attribute" and inside and type(x.cdr) is Pair:
                return make_list([_ATTRIBUTE, ENV, make_list([_QUOTE, x.cdr.car])])
        out = []
        while type(x) is Pair:
            if _is_define_syntax_parse(x.car) and type(x.cdr) is Pair:
                # (define/syntax-parse pattern e) in a body: the rest of the body is
                # inside (with-syntax ([pattern e]) ...), which binds as syntax-parse does
                bind = x.car.cdr
                rest = make_list([sym("with-syntax"), make_list([bind]), make_pair(_LET, make_pair(NIL, x.cdr))])
                out.append(self.rewrite(rest, inside))
                x = NIL
                break
            out.append(self.rewrite(x.car, inside))
            x = x.cdr
        return make_list(out, self.rewrite(x, inside))

    def quasisyntax(self, t: Any, inside: bool) -> Any:
        holes: list = []
        values: list = []

        def walk(t: Any, depth: int) -> Any:
            if type(t) is Pair:
                if t.car in (_UNSYNTAX, _UNSYNTAX_SPLICING) and type(t.cdr) is Pair:
                    if depth == 1:
                        hole = gensym("hole")
                        holes.append(hole)
                        values.append(self.rewrite(t.cdr.car, inside))
                        return hole
                    return make_pair(t.car, walk(t.cdr, depth - 1), t.loc)
                if t.car is _QUASISYNTAX:
                    return make_pair(t.car, walk(t.cdr, depth + 1), t.loc)
                out = []
                while type(t) is Pair:
                    item = t.car
                    if type(item) is Pair and item.car is _UNSYNTAX_SPLICING and depth == 1 \
                            and type(item.cdr) is Pair:
                        hole = gensym("hole")
                        holes.append(hole)
                        values.append(self.rewrite(item.cdr.car, inside))
                        out.append(make_pair(sym("~@"), hole))
                    else:
                        out.append(walk(item, depth))
                    t = t.cdr
                return make_list(out, walk(t, depth) if t is not NIL else NIL)
            return t
        filled = walk(t, 1)
        return make_list([_TEMPLATE, make_list([_QUOTE, filled]), ENV if inside else False,
                          make_list([_QUOTE, make_list(holes)]), *values])

    def syntax_parse(self, x: Any, inside: bool) -> Any:
        try:
            return self._syntax_parse(x, inside)
        except (IndexError, AttributeError, TypeError):     # a malformed option or pattern
            raise self.c.bad_syntax("syntax-parse", x, x.loc) from None
        except SchemeSyntaxError as e:
            if e.loc is None:
                e.loc = x.loc
            raise

    def _syntax_parse(self, x: Any, inside: bool) -> Any:
        items = list_to_python(x)
        if len(items) < 2:
            raise self.c.bad_syntax("syntax-parse", x, x.loc)
        subject = self.rewrite(items[1], inside)
        rest = items[2:]
        literals: set = set()
        datum_literals: set = set()
        context: Any = False
        colons = True
        while rest and is_keyword(rest[0]):
            option = rest[0].name
            if option in ("#:track-literals", "#:disable-colon-notation"):
                colons = colons and option != "#:disable-colon-notation"
                rest = rest[1:]
                continue
            if len(rest) < 2:
                raise self.c.bad_syntax("syntax-parse", x, x.loc)
            if option == "#:literals":
                literals |= set(_names(rest[1]))
            elif option == "#:datum-literals":
                datum_literals |= set(_names(rest[1]))
            elif option == "#:context":
                context = self.rewrite(rest[1], inside)
            rest = rest[2:]
        procedures: list = []
        clauses = []
        for clause in rest:
            if not is_list(clause) or type(clause) is not Pair:
                raise self.c.syntax_error(f"syntax-parse: expected clause\n"
                                          f"  at: {write_string(clause)}\n  in: {write_string(x)}",
                                          x.loc, x)
            ps = list_to_python(clause)

            def expression(e: Any) -> int:
                procedures.append(make_list([_LAMBDA, make_list([ENV]), self.rewrite(e, True)]))
                return len(procedures) - 1
            reader = PatternReader("syntax-parse", literals, datum_literals, expression, colons)
            pattern = reader.single(ps[0])
            directives, body = read_directives(ps[1:], reader, expression)
            if not body:
                raise self.c.syntax_error(f"syntax-parse: expected body expressions\n  in: "
                                          f"{write_string(clause)}", x.loc, x)
            clauses.append((pattern, directives,
                            expression(make_list([_LET, NIL, *body]))))
        parser = Parser(clauses, class_finder(self.c.ns))
        return make_list([_PARSE, parser, subject, ENV if inside else False, context,
                          *procedures])

    def with_syntax(self, x: Any) -> Any:
        """(with-syntax ([pattern e] ...) body ...) as a syntax-parse of (list e ...)."""
        ps = list_to_python(x)
        bindings = [list_to_python(b) for b in list_to_python(ps[1])]
        return make_list([sym("syntax-parse"),
                          make_list([prim("list"), *[b[1] for b in bindings]]),
                          make_list([make_list([b[0] for b in bindings]), *ps[2:]])])

    def with_syntax_star(self, x: Any) -> Any:
        """(with-syntax* ([p e] ...) body ...): nested with-syntax, one binding each."""
        ps = list_to_python(x)
        body = make_list([_LET, NIL, *ps[2:]])
        for binding in reversed(list_to_python(ps[1])):
            body = make_list([sym("with-syntax"), make_list([binding]), body])
        return body

    def syntax_case(self, x: Any) -> Any:
        """(syntax-case e (literal ...) [pattern (fender) body] ...) as a syntax-parse."""
        ps = list_to_python(x)
        clauses = []
        for clause in ps[3:]:
            cs = list_to_python(clause)
            if len(cs) == 3:
                cs = [cs[0], sym("#:when"), cs[1], cs[2]]
            clauses.append(make_list(cs))
        return make_list([sym("syntax-parse"), ps[1], sym("#:literals"), ps[2],
                          sym("#:disable-colon-notation"), *clauses])

    def syntax_rules(self, x: Any) -> Any:
        """(syntax-rules (literal ...) [pattern template] ...) as an expression (a
        transformer's code may call one on its form): a procedure of a syntax-case whose
        patterns ignore the keyword's position, each clause's body #'template."""
        ps = list_to_python(x)
        if len(ps) < 2:
            raise self.c.bad_syntax("syntax-rules", x, x.loc)
        stx = gensym("stx")
        clauses = []
        for rule in ps[2:]:
            rs = list_to_python(rule) if is_list(rule) else []
            if len(rs) != 2 or type(rs[0]) is not Pair:
                raise self.c.bad_syntax("syntax-rules", x, x.loc)
            clauses.append(make_list([make_pair(sym("_"), rs[0].cdr), make_list([sym("syntax"), rs[1]])]))
        return make_list([_LAMBDA, make_list([stx]),
                          make_list([sym("syntax-case"), stx, ps[1], *clauses])])


# forms whose own expanders rewrite their code (as transformers or syntax classes)
_REWRITTEN_BY_THEMSELVES = {"define-syntax-class", "define-syntax", "define-syntax-parser",
                            "define-simple-macro", "define-syntax-parse-rule", "begin-for-syntax",
                            "define-match-expander", "let-syntax", "letrec-syntax"}
_UNSYNTAX, _UNSYNTAX_SPLICING, _QUASISYNTAX = sym("unsyntax"), sym("unsyntax-splicing"), sym("quasisyntax")


def _names(spec: Any) -> list[Symbol]:
    """The identifiers of a `#:literals` list (an entry may be `[name id]`)."""
    out = []
    for item in list_to_python(spec):
        out.append(item if type(item) is Symbol else item.car)
    return out


_ARGUMENTS = {"with": 2, "attr": 2, "when": 1, "do": 1, "fail-when": 2, "fail-unless": 2}


def read_directives(items: list, reader: PatternReader,
                    expression: Callable[[Any], int]) -> tuple[list[Directive], list]:
    """The side clauses at the front of ``items``, and what follows them (the body).

    The definitions of a `#:do` are seen by the expressions after it: each of those (the
    body too) runs after the `#:do` forms before it, in a body of its own."""
    out = []
    done: list = []         # the forms of the #:do clauses so far

    def after_do(e: Any) -> Any:
        return make_list([_LET, NIL, *done, e]) if done else e

    def expr(e: Any) -> int:
        return expression(after_do(e))
    i = 0
    while i < len(items) and is_keyword(items[i]):
        kind = items[i].name[2:]
        if i + _ARGUMENTS.get(kind, 0) >= len(items):
            raise SchemeSyntaxError(f"syntax-parse: too few arguments for keyword\n  at: "
                                    f"{items[i].name}", None, items[i])
        if kind == "with":
            out.append(Directive("with", pattern=reader.single(items[i + 1]),
                                 expr=expr(items[i + 2])))
            i += 3
        elif kind == "attr":
            target, depth = items[i + 1], 0
            if type(target) is Pair:
                target, depth = target.car, target.cdr.car
            out.append(Directive("attr", name=target, depth=depth, expr=expr(items[i + 2])))
            i += 3
        elif kind == "when":
            out.append(Directive(kind, expr=expr(items[i + 1])))
            i += 2
        elif kind == "do":
            done = done + list_to_python(items[i + 1])
            i += 2
        elif kind in ("fail-when", "fail-unless"):
            out.append(Directive(kind, expr=expr(items[i + 1]), message=expr(items[i + 2])))
            i += 3
        else:
            break
    body = items[i:]
    if done and body:
        body = [make_list([_LET, NIL, *done, *body])]
    return out, body


# ------------------------------------------------------------------ evaluation at compile time

def evaluate(c: Compiler, x: Any, loc: Any) -> Any:
    """The value of ``x`` (transformer code), rewritten, compiled and run now."""
    return c.compile_top(Rewriter(c).rewrite(x, False), loc)()


def procedural_macros(ns: Any) -> bool:
    """May a transformer be a procedure here? Where racket/base is bound in the transformer
    environment (`#lang racket`, `(require (for-syntax racket/base))`), or syntax/parse or
    racket/syntax (the libraries of procedural macros) is required; not in the teaching
    languages, whose `define-syntax` takes syntax-rules only."""
    return (TRANSFORMER_BASE in ns.enabled_modules or "racket/syntax" in ns.enabled_modules
            or ns.form_enabled(sym("syntax-parse")))


def transformer(c: Compiler, name: str, spec: Any, loc: Any) -> Macro | None:
    """A Macro for a `define-syntax` whose transformer is a procedure (syntax-parser, a
    lambda using syntax-parse or syntax-case ...), where ``procedural_macros``; None
    otherwise."""
    if not procedural_macros(c.ns):
        return None
    proc = evaluate(c, spec, loc)
    assignable = type(proc) is SetTransformer
    if assignable:
        proc = proc.procedure
    if type(proc) is RenameTransformer:
        target = proc.target
        return Macro(name, lambda form, free=None: target if type(form) is Symbol
                     else make_pair(target, form.cdr, form.loc), identifier=True)
    if not is_procedure(proc):
        def illegal(form: Any, free: Any = None) -> Any:
            raise SchemeSyntaxError(f"{name}: illegal use of syntax\n  in: {write_string(form)}",
                                    None, form)
        return Macro(name, illegal)

    def expand(form: Any, free: Callable[[Symbol], Symbol] | None = None) -> Any:
        expansion = Expansion(free)
        _EXPANSIONS.append(expansion)
        TRANSFORMERS_RUNNING[0] += 1
        lifts = PLACES[-1].lifts if PLACES else []
        lifted = len(lifts)
        try:
            result = apply_procedure(proc, [form])
            if result is VOID or is_procedure(result) or type(result).__name__ in _NOT_SYNTAX:
                raise SchemeSyntaxError(f"{name}: received value from syntax expander was not "
                                        f"syntax\n  received: {print_string(result)}", None, form)
            # the declarations it lifted to the module's end name what its result names
            lifts[lifted:] = [expansion.resolve(x) for x in lifts[lifted:]]
            return expansion.resolve(result)
        except Raise as r:
            exn = r.value
            if getattr(exn, "stype", None) is not None and exn.stype.is_subtype_of(EXN_FAIL_SYNTAX):
                # (at the position the raiser knew, if any: split-for-body's keyword)
                raise SchemeSyntaxError(exn.fields[0], getattr(r, "syntax_loc", None),
                                        form) from None
            raise
        finally:
            _EXPANSIONS.pop()
            TRANSFORMERS_RUNNING[0] -= 1
    macro = Macro(name, expand, identifier=True)
    macro.assignable = assignable
    return macro


# values a transformer may not return (anything else is data, so syntax here)
_NOT_SYNTAX = {"HashTable", "StructInstance", "PatternEnv"}

macros.TRANSFORMER_HOOKS.append(transformer)


def _void_form() -> Any:
    return make_list([prim("void")])


@derived("begin-for-syntax")
def expand_begin_for_syntax(c: Compiler, x: Any, loc: Any) -> Any:
    """Its forms run now, in this namespace, for the transformers that follow."""
    _FOR_SYNTAX.append(x)
    try:
        for form, l in parts(c, x, loc)[1:]:
            evaluate(c, form, l or loc)
            c.ns.phase1_forms.append((c, x, form, l or loc))
    finally:
        _FOR_SYNTAX.pop()
    return _void_form()


@derived("define-for-syntax")
def expand_define_for_syntax(c: Compiler, x: Any, loc: Any) -> Any:
    definition = make_pair(_DEFINE, x.cdr, x.loc)
    evaluate(c, definition, loc)
    c.ns.phase1_forms.append((c, x, definition, loc))
    return _void_form()


def instantiate_for_syntax(ns: Any, owner: Any) -> None:
    """Run a required module's begin-for-syntax and define-for-syntax forms again, for the
    module ``owner`` requiring it: its transformers' state (a flag a macro sets) starts
    afresh in each module they expand, as in Racket."""
    ns.phase1_owner = owner
    for c, outer, form, loc in ns.phase1_forms:
        _FOR_SYNTAX.append(outer)
        try:
            evaluate(c, form, loc)
        finally:
            _FOR_SYNTAX.pop()


@derived("define-syntax-class", "define-splicing-syntax-class")
def expand_define_syntax_class(c: Compiler, x: Any, loc: Any) -> Any:
    """(define-syntax-class name option ... (pattern p side-clause ...) ...): the class is
    known from here on in this namespace."""
    try:
        return _define_syntax_class(c, x, loc)
    except (IndexError, AttributeError, TypeError):
        raise c.bad_syntax(x.car.name, x, loc) from None
    except SchemeSyntaxError as e:
        if e.loc is None:
            e.loc = loc
        raise


def _define_syntax_class(c: Compiler, x: Any, loc: Any) -> Any:
    ps = [p for p, _ in parts(c, x, loc)]
    if len(ps) < 2:
        raise c.bad_syntax(x.car.name, x, loc)
    name = ps[1].car if type(ps[1]) is Pair else ps[1]
    if type(name) is not Symbol:
        raise c.bad_syntax(x.car.name, x, loc)
    rest = ps[2:]
    description, attributes, literals, datum_literals = None, None, set(), set()
    while rest and is_keyword(rest[0]):
        option = rest[0].name
        if option in ("#:opaque", "#:commit", "#:no-delimit-cut"):
            rest = rest[1:]
            continue
        value = rest[1]
        if option == "#:description":
            description = value if type(value) is str else None
        elif option == "#:attributes":
            attributes = [a if type(a) is Symbol else a.car for a in list_to_python(value)]
        elif option == "#:literals":
            literals |= set(_names(value))
        elif option == "#:datum-literals":
            datum_literals |= set(_names(value))
        rest = rest[2:]
    rewriter = Rewriter(c)
    procedures: list = []

    def expression(e: Any) -> int:
        procedures.append(make_list([_LAMBDA, make_list([ENV]), rewriter.rewrite(e, True)]))
        return len(procedures) - 1
    reader = PatternReader(name.name, literals, datum_literals, expression)
    splicing = x.car.name == "define-splicing-syntax-class"
    variants = []
    for variant in rest:
        vs = list_to_python(variant) if is_list(variant) else []
        if not vs or vs[0] is not sym("pattern") or len(vs) < 2:
            raise c.bad_syntax(x.car.name, x, loc)
        pattern = reader.head(vs[1]) if splicing else reader.single(vs[1])
        directives, _ = read_directives(vs[2:], reader, expression)
        variants.append((pattern, directives))
    cls = SyntaxClass(name.name, description, attributes, variants, splicing)
    classes_of(c.ns)[name.name] = cls
    if not _FOR_SYNTAX:
        _class_binding(c, name, cls)
    if procedures:
        cls.procedures = list_to_python(c.compile_top(make_list([prim("list"), *procedures]), loc)())
    return _void_form()


def _is_define_syntax_parse(x: Any) -> bool:
    """Is x a `(define/syntax-parse pattern e)` form?"""
    return (type(x) is Pair and x.car is _DEFINE_SYNTAX_PARSE and type(x.cdr) is Pair
            and type(x.cdr.cdr) is Pair and x.cdr.cdr.cdr is NIL)


_DEFINE_SYNTAX_PARSE = sym("define/syntax-parse")


@derived("syntax-parse", "syntax-parser", "with-syntax", "with-syntax*", "attribute", "syntax",
         "syntax/loc", "quasisyntax/loc", "quote-syntax", "syntax-case")
def expand_syntax_parse(c: Compiler, x: Any, loc: Any) -> Any:
    """Outside a transformer (at run time): the same rewrite."""
    return Rewriter(c).rewrite(x, False)


@derived("quasisyntax")
def expand_quasisyntax(c: Compiler, x: Any, loc: Any) -> Any:
    return Rewriter(c).rewrite(x, False)


@derived("define-syntax-parser")
def expand_define_syntax_parser(c: Compiler, x: Any, loc: Any) -> Any:
    """(define-syntax-parser name clause ...) = (define-syntax name (syntax-parser clause ...))."""
    ps = [p for p, _ in parts(c, x, loc)]
    if len(ps) < 2 or type(ps[1]) is not Symbol:
        raise c.bad_syntax("define-syntax-parser", x, loc)
    return make_list([_DEFINE_SYNTAX, ps[1], make_pair(sym("syntax-parser"), make_list(ps[2:]))])


@derived("define-simple-macro", "define-syntax-parse-rule")
def expand_define_simple_macro(c: Compiler, x: Any, loc: Any) -> Any:
    """(define-simple-macro (name . pattern) side-clause ... template) = a syntax-parser
    with one clause whose body is #'template."""
    who = x.car.name
    ps = [p for p, _ in parts(c, x, loc)]
    if len(ps) < 3 or type(ps[1]) is not Pair or type(ps[1].car) is not Symbol:
        raise c.bad_syntax(who, x, loc)
    name = ps[1].car
    clause = make_list([make_pair(sym("_"), ps[1].cdr), *ps[2:-1], make_list([sym("syntax"), ps[-1]])])
    return make_list([_DEFINE_SYNTAX, name, make_list([sym("syntax-parser"), clause])])

