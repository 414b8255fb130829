"""The syntax-object procedures transformers written with syntax/parse call (`syntax-e`,
`syntax->datum`, `datum->syntax`, `identifier?` ...), for syntax as minischeme has it:
plain data, an identifier being a symbol (no lexical context, no source location).

`syntax-e`, `syntax->datum`, `datum->syntax` and `syntax->list` are racket/base's, as in
Racket: a program may call them at run time on a `#'template` (a course's test harness
names each test by `(syntax->datum #'name)` in a syntax-rules template), and `#'x` there is
the datum. The predicates (`syntax?`, `identifier?` ...) stay syntax/parse's: with syntax as
plain data, `syntax?` cannot answer #f as racket/base's does."""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.data import (RENAMED, VOID, MVector, Pair, make_pair, Symbol, as_str, gensym, is_list,
                                   list_to_python, make_list, sym)
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.values.procedures import is_keyword
from .base_io import format_text
from .registry import define, library

library("syntax/parse")

# How many procedural transformers are running (forms/syntax_parse.py counts them): while
# one is, the data raise-syntax-error is given is syntax, whose head names the form.
TRANSFORMERS_RUNNING = [0]


def _identifier(x: Any) -> bool:
    return type(x) is Symbol and not is_keyword(x)


class ExpansionPlace:
    """Where the transformers now running are used: in the module being expanded (its
    file, a path or None) and, while a form of its top is expanded, at that top; the
    declarations they lift to the module's end (`syntax-local-lift-module-end-declaration`)."""

    def __init__(self, source: Any) -> None:
        self.source = source
        self.at_module_top = False
        self.lifts: list = []
        # does a name already mean something in the module (running/interpreter.py sets it)
        self.bound: Callable[[Symbol], bool] | None = None


# the modules being expanded, innermost last (running/interpreter.py pushes and pops them)
PLACES: list[ExpansionPlace] = []


def _place(who: str) -> ExpansionPlace:
    if not PLACES or not TRANSFORMERS_RUNNING[0]:
        raise racket_error(f"{who}: not currently transforming", EXN_FAIL_CONTRACT)
    return PLACES[-1]


@define("syntax-local-context", 0, lib="racket/base")
def syntax_local_context() -> Symbol:
    """'module for a use at a module's top, 'expression elsewhere (a body's definitions
    are not told apart)."""
    return sym("module") if _place("syntax-local-context").at_module_top else sym("expression")


@define("identifier-binding", 1, 4, lib="racket/base")
def identifier_binding(x: Any, *rest: Any) -> Any:
    """#f for a name the module being expanded does not bind (yet), else a list: a name it
    defined before, requires (its language's too), a macro or a core form. Racket's list
    holds module path indexes, which minischeme has not: this one has the name where
    Racket has the names, #f for the modules, 0 for the phases. A name bound locally is
    not told apart (#f, where Racket answers 'lexical)."""
    if not _identifier(x):
        raise contract_error("identifier-binding", "identifier?", x)
    place = PLACES[-1] if PLACES else None
    if place is None or place.bound is None or not place.bound(x):
        return False
    return make_list([False, x, False, x, 0, 0, 0])


@define("syntax-local-lift-module-end-declaration", 1, lib="racket/base")
def lift_module_end_declaration(form: Any) -> Any:
    """Add ``form`` to the end of the module being expanded: it is expanded and run after
    the module's last form."""
    _place("syntax-local-lift-module-end-declaration").lifts.append(form)
    return VOID


@define("syntax-source", 1, lib="racket/base")
def syntax_source(x: Any) -> Any:
    """The file of the module whose code is being expanded (syntax here carries no source
    of its own); #f outside an expansion."""
    if PLACES and TRANSFORMERS_RUNNING[0] and PLACES[-1].source is not None:
        from minischeme.values.paths import RacketPath
        return RacketPath(str(PLACES[-1].source))
    return False


@define("syntax-line", 1, lib="racket/base")
def syntax_line(x: Any) -> Any:
    """The line a form read from the program starts on (a list's cell records where its
    first element was read, on the line of its parenthesis as written); #f for what
    carries no position here (an identifier, a datum a program built)."""
    loc = x.loc if type(x) is Pair else None
    return loc[0] if isinstance(loc, tuple) and type(loc[0]) is int else False


@define("syntax-column", 1, lib="racket/base")
def syntax_column(x: Any) -> Any:
    """The column of a form's opening parenthesis, taken as one before its first element's
    (as `(f x)` is written); #f where `syntax-line` is."""
    loc = x.loc if type(x) is Pair else None
    if isinstance(loc, tuple) and len(loc) > 1 and type(loc[1]) is int and loc[1] > 0:
        return loc[1] - 1
    return False


@define("syntax-e", 1, lib="racket/base")
def syntax_e(x: Any) -> Any:
    return RENAMED.get(x, x) if type(x) is Symbol else x


# a syntax object `#'(...)` written in a module (forms/syntax_parse.py): its datum's id ->
# (the datum, how to evaluate it there). Racket's `eval` of a syntax object resolves its
# identifiers where they were written -- the module's definitions, imports and macros --
# not in the (empty) current namespace a quoted datum meets (eval_namespaces.py).
IN_CONTEXT: dict[int, tuple[Any, Any]] = {}


@define("syntax->datum", 1, lib="racket/base")
def syntax_to_datum(x: Any) -> Any:
    """The datum with every name a macro's template introduced (an alias that prints as
    the name, expansion/RENAMED) the name itself again, as Racket's `syntax->datum` strips
    all lexical context: `(eq? (car (syntax->datum stx)) 'inner)` is #t for a form another
    macro wrote. Pairs and vectors are copied only where something changed; a `#'(...)`
    written in a module is copied (its context, IN_CONTEXT, stays with the syntax)."""
    if type(x) is Pair and id(x) in IN_CONTEXT and IN_CONTEXT[id(x)][0] is x:
        x = make_pair(x.car, x.cdr, x.loc)
    if not RENAMED:
        return x
    return _strip(x)


def _strip(x: Any) -> Any:
    if type(x) is Symbol:
        return RENAMED.get(x, x)
    if type(x) is Pair:
        items, tail = [], x
        while type(tail) is Pair:
            items.append(tail.car)
            tail = tail.cdr
        stripped = [_strip(item) for item in items]
        end = _strip(tail)
        if end is tail and all(a is b for a, b in zip(stripped, items)):
            return x
        out = end
        for item in reversed(stripped):
            out = make_pair(item, out)
        return out
    if type(x) is MVector:
        stripped = [_strip(item) for item in x.items]
        return x if all(a is b for a, b in zip(stripped, x.items)) else MVector(stripped)
    return x


@define("datum->syntax", 2, 5, lib="racket/base")
def datum_to_syntax(ctx: Any, datum: Any, *rest: Any) -> Any:
    return datum


@define("syntax->list", 1, lib="racket/base")
def syntax_to_list(x: Any) -> Any:
    return x if is_list(x) else False


@define("syntax?", 1)
def is_syntax(x: Any) -> bool:
    return True


@define("identifier?", 1)
def is_identifier(x: Any) -> bool:
    return _identifier(x)


@define("free-identifier=?", 2, 4)
def free_identifier_eq(a: Any, b: Any, *phases: Any) -> bool:
    for x in (a, b):
        if not _identifier(x):
            raise contract_error("free-identifier=?", "identifier?", x)
    return a is b


@define("bound-identifier=?", 2, 3)
def bound_identifier_eq(a: Any, b: Any, *phase: Any) -> bool:
    for x in (a, b):
        if not _identifier(x):
            raise contract_error("bound-identifier=?", "identifier?", x)
    return a is b


@define("generate-temporaries", 1)
def generate_temporaries(xs: Any) -> Any:
    if not is_list(xs):
        raise contract_error("generate-temporaries", "(or/c list? syntax->list)", xs)
    return make_list([gensym("temp") for _ in list_to_python(xs)])


@define("syntax-property", 2, 3)
def syntax_property(x: Any, key: Any, *value: Any) -> Any:
    return x if value else False




@define("check-duplicate-identifier", 1)
def check_duplicate_identifier(ids: Any) -> Any:
    """The first identifier of the list that an earlier one equals (bound-identifier=?),
    or #f."""
    if not is_list(ids) or not all(_identifier(x) for x in list_to_python(ids)):
        raise contract_error("check-duplicate-identifier", "(listof identifier?)", ids)
    seen: set = set()
    for x in list_to_python(ids):
        if x in seen:
            return x
        seen.add(x)
    return False


# racket/syntax: making identifiers from formats

def _format_name(who: str, fmt: Any, args: tuple) -> str:
    text = as_str(fmt)
    if text is None:
        raise contract_error(who, "string?", fmt)
    for a in args:
        if not (type(a) is Symbol or as_str(a) is not None or type(a) is int):
            raise contract_error(who, "(or/c string? symbol? identifier? keyword? char? number?)", a)
    # as racket/syntax does: identifiers become their names' strings, then `format`
    return format_text("format", text, tuple(a.name if type(a) is Symbol else
                                            str(a) if type(a) is int else a for a in args))


@define("format-id", 2, None, lib="racket/syntax")
def format_id(ctx: Any, fmt: Any, *args: Any) -> Symbol:
    """(format-id lctx fmt v ...): the identifier named by formatting fmt (keyword
    arguments such as #:source are accepted and have no effect here)."""
    args = tuple(a for i, a in enumerate(args) if not is_keyword(a)
                 and not (i > 0 and is_keyword(args[i - 1])))
    return sym(_format_name("format-id", fmt, args))


@define("format-symbol", 1, None, lib="racket/syntax")
def format_symbol(fmt: Any, *args: Any) -> Symbol:
    return sym(_format_name("format-symbol", fmt, args))


@define("generate-temporary", 0, 1, lib="racket/syntax")
def generate_temporary(*name: Any) -> Symbol:
    return gensym("temp")


class RenameTransformer:
    """The value of `(make-rename-transformer #'id)`: a macro whose uses mean ``id``
    (syntax_parse.transformer makes the Macro)."""

    def __init__(self, target: Symbol) -> None:
        self.target = target

    def __repr__(self) -> str:
        return "#<rename-transformer>"

    racket_repr = __repr__


class SetTransformer:
    """`make-set!-transformer`'s value: a transformer called for `(set! name e)` too."""

    def __init__(self, procedure: Any) -> None:
        self.procedure = procedure

    def __repr__(self) -> str:
        return "#<set!-transformer>"

    racket_repr = __repr__


@define("make-set!-transformer", 1, lib="racket/base")
def make_set_transformer(proc: Any) -> SetTransformer:
    from minischeme.values.runtime import is_procedure, procedure_arity_includes
    if not (is_procedure(proc) and procedure_arity_includes(proc, 1)):
        raise contract_error("make-set!-transformer", "(procedure-arity-includes/c 1)", proc)
    return SetTransformer(proc)


@define("set!-transformer?", 1, lib="racket/base")
def is_set_transformer(x: Any) -> bool:
    return type(x) is SetTransformer


@define("set!-transformer-procedure", 1, lib="racket/base")
def set_transformer_procedure(x: Any) -> Any:
    if type(x) is not SetTransformer:
        raise contract_error("set!-transformer-procedure", "set!-transformer?", x)
    return x.procedure


@define("make-rename-transformer", 1, 2, lib="racket/base")
def make_rename_transformer(target: Any, *rest: Any) -> RenameTransformer:
    if not _identifier(target):
        raise contract_error("make-rename-transformer", "identifier?", target)
    return RenameTransformer(target)


@define("make-parameter-rename-transformer", 1, lib="racket/stxparam")
def make_parameter_rename_transformer(target: Any) -> RenameTransformer:
    """racket/stxparam's transformer renaming to another syntax parameter: a rename
    transformer (the parameter it names is looked up where it is used, parameterized or
    not, forms/syntax_parameters.py)."""
    if not _identifier(target):
        raise contract_error("make-parameter-rename-transformer", "identifier?", target)
    return RenameTransformer(target)
