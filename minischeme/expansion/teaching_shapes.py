"""The forms the teaching languages (htdp/bsl ... htdp/asl) have, and the shapes they require
of `cond`, `lambda` and the `let` family, in their words (Racket 8.7's htdp-lib), where
racket would accept the form or word the error otherwise:

* a racket form a level lacks (`let` below htdp/isl, `begin`, `when`, `case` below
  htdp/asl), written by the student, is an unbound name: "this function is not defined";
  htdp/asl's `begin` is an expression (not spliced at the top), `%htdp-begin`;

* a `cond` has clauses, each `[question answer]`, an `else` clause only last;
* a `lambda` (`λ`) has exactly one body expression, the `let` family (`let`, `let*`,
  `letrec`, from htdp/isl) exactly one expression after the bindings;
* a definition where that one expression goes is "found a definition that is not at the
  top level".

Checked on the program's text before expansion (forms/htdp.py's lowering), so a message
shows the form as written and the forms that expansions introduce (a `define-struct`'s
`define-values`, a test's `let`) are not touched; ``shape_error`` answers (message, where) or
None, ``hide_absent_forms`` gives the text with the heads of absent forms made unbound.
"""
from __future__ import annotations

from typing import Any

from minischeme.values.data import NIL, Pair, Symbol, make_pair
from minischeme.values.printer import write_string

_LETS = frozenset({"let", "let*", "letrec"})
_LAMBDAS = frozenset({"lambda", "λ"})
_DEFINITIONS = frozenset({"define", "define-struct", "define-datatype"})


def _cells(x: Pair) -> list[Pair] | None:
    """The cells of the proper list ``x``, or None if it is improper."""
    cells, p = [], x
    while type(p) is Pair:
        cells.append(p)
        p = p.cdr
    return cells if p is NIL else None


def found_words(x: Any) -> str:
    """How the teaching languages name what stands where something else was expected."""
    if type(x) is Pair:
        return "a part"
    if x is NIL:
        return "an empty part"
    if type(x) in (int, float):
        return "a number"
    if isinstance(x, str):
        return "a string"
    return "something else"


def nested_definition(x: Any) -> str | None:
    """The error of a definition ``x`` where an expression goes, or None."""
    if type(x) is Pair and type(x.car) is Symbol and x.car.name in _DEFINITIONS:
        return (f"{x.car.name}: found a definition that is not at the top level\n"
                f"  in: {write_string(x)}")
    return None


def _parts(n: int) -> str:
    return f"{n} extra part{'s' if n > 1 else ''}"


def _cond_error(x: Pair, cells: list[Pair], loc: Any) -> tuple[str, Any] | None:
    shown = write_string(x)
    if len(cells) == 1:
        return f"cond: expected a clause after cond, but nothing's there\n  in: {shown}", loc
    expected = "cond: expected a clause with a question and an answer, but found"
    clauses = cells[1:]
    for i, cell in enumerate(clauses):
        clause = cell.car
        parts = _cells(clause) if type(clause) is Pair else None
        if parts is None:
            return (f"{expected} {found_words(clause)}\n  at: {write_string(clause)}\n  in: {shown}",
                    cell.loc)
        if len(parts) == 1:
            return (f"{expected} a clause with only one part\n  at: {write_string(clause)}\n"
                    f"  in: {shown}"), cell.loc
        if type(clause.car) is Symbol and clause.car.name == "else" and i < len(clauses) - 1:
            return ("cond: found an else clause that isn't the last clause in its cond "
                    f"expression\n  at: {write_string(clause)}\n  in: {shown}"), cell.loc
        if len(parts) > 2:
            return f"{expected} a clause with {len(parts)} parts\n  in: {shown}", loc
    return None


def _lambda_error(x: Pair, cells: list[Pair], level: str, loc: Any) -> tuple[str, Any] | None:
    if len(cells) < 2:
        return None     # (the expander's error)
    who = x.car.name if level in ("htdp/bsl", "htdp/bsl+", "htdp/isl") else "lambda"
    body = cells[2:]
    if not body:
        return (f"{who}: expected an expression for the function body, but nothing's there\n"
                f"  in: {write_string(x)}"), loc
    nested = nested_definition(body[0].car)
    if nested is not None:
        return nested, body[0].loc
    if len(body) > 1:
        return (f"{who}: expected only one expression for the function body, but found "
                f"{_parts(len(body) - 1)}\n  at: {write_string(body[1].car)}\n"
                f"  in: {write_string(x)}"), body[1].loc
    return None


def _let_error(x: Pair, cells: list[Pair], level: str, loc: Any) -> tuple[str, Any] | None:
    who = x.car.name
    if len(cells) < 2:
        return None
    if type(x.cdr.car) is Symbol:      # a named let: htdp/asl's only
        if level == "htdp/asl" and who == "let":
            return None
        return (f"{who}: expected at least one binding (in parentheses) after {who}, but found "
                f"{found_words(x.cdr.car)}\n  at: {write_string(x.cdr.car)}\n  in: {write_string(x)}"), cells[1].loc
    # htdp/asl's `let` is htdp/isl's renamed: its message shows the form under that name
    shown = write_string(x) if not (who == "let" and level == "htdp/asl") else \
        "(intermediate-let" + write_string(x)[len("(let"):]
    body = cells[2:]
    if not body:
        return (f"{who}: expected an expression after the bindings, but nothing's there\n"
                f"  in: {shown}"), loc
    if len(body) > 1:
        return (f"{who}: expected only one expression after the bindings, but found "
                f"{_parts(len(body) - 1)}\n  at: {write_string(body[1].car)}\n  in: {shown}"), body[1].loc
    nested = nested_definition(body[0].car)
    return None if nested is None else (nested, body[0].loc)


def shape_error(x: Any, level: str, names: frozenset, loc: Any) -> tuple[str, Any] | None:
    """What is wrong with the shape of the teaching-language form ``x`` (at ``loc``; its
    head one of the language's ``names``), as (message, where), or None."""
    if type(x) is not Pair or type(x.car) is not Symbol or x.car.name not in names:
        return None
    cells = _cells(x)
    if cells is None:
        return None
    head = x.car.name
    if head == "cond":
        return _cond_error(x, cells, loc)
    if head in _LAMBDAS:
        return _lambda_error(x, cells, level, loc)
    if head in _LETS:
        return _let_error(x, cells, level, loc)
    return None


# racket forms a student may write that some level lacks (teaching_names.txt has the
# level's own); a required library (other than the teachpacks, which bring no forms) may
# bring them, so a module that requires one is left as written
_RACKET_FORMS = frozenset("""
    let let* letrec letrec* local when unless case begin begin0 time set! do delay quasiquote
    define-values let-values let*-values struct match shared recur parameterize case-lambda
    define-syntax define-syntax-rule for for/list for/fold for* for*/list for/sum for/and
    for/or
""".split())
_FORMLESS_LIBRARIES = ("2htdp/", "htdp/", "test-engine/", "teachpack/", "lang/posn")
_QUOTES = frozenset({"quote", "quasiquote"})
_UNTOUCHED = frozenset({"define-struct", "define-datatype", "require", "match", "shared",
                        "check-error"})


def _requires_forms(data: list[tuple[Any, Any]]) -> bool:
    """Does the module require a library that may bring forms of its own?"""
    for x, _ in data:
        if type(x) is Pair and type(x.car) is Symbol and x.car.name == "require":
            for cell in (_cells(x) or [])[1:]:
                spec = cell.car
                if not (isinstance(spec, str) or (type(spec) is Symbol and spec.name != "2htdp/abstraction"
                                                  and spec.name.startswith(_FORMLESS_LIBRARIES))):
                    return True
    return False


def _defined_names(data: list[tuple[Any, Any]]) -> set[str]:
    """The names the module's top-level definitions define (a student's own `time`)."""
    names = set()
    for x, _ in data:
        if type(x) is Pair and type(x.car) is Symbol and x.car.name == "define" and type(x.cdr) is Pair:
            target = x.cdr.car
            while type(target) is Pair:
                target = target.car
            if type(target) is Symbol:
                names.add(target.name)
    return names


# the names that stand for the forms a teaching language lacks: uninterned, printed as the
# form's name, bound by nothing (a module's top-level pass takes none for a form)
_ABSENT: dict[str, Symbol] = {}
ABSENT_HEADS: set[Symbol] = set()


def absent_head(name: str) -> Symbol:
    """The unbound name standing for the form ``name`` where the language lacks it."""
    head = _ABSENT.get(name)
    if head is None:
        head = _ABSENT[name] = Symbol(name)
        ABSENT_HEADS.add(head)
    return head


def hide_absent_forms(data: list[tuple[Any, Any]], level: str, names: frozenset,
                      begin: Symbol) -> list[tuple[Any, Any]]:
    """The module's forms with the head of each expression the student wrote with a racket
    form ``level`` lacks replaced by ``absent_head`` (a name nothing binds), and in
    htdp/asl each `begin` by ``begin`` (its expression form). Only expression positions are
    walked: parameters, binding names, structure definitions and quoted data are left."""
    if _requires_forms(data):
        return data
    absent = {n for n in _RACKET_FORMS if n not in names} - _defined_names(data)
    asl = level == "htdp/asl"

    def items(x: Any, start: int) -> Any:
        """``x`` (a list) with its elements from index ``start`` walked as expressions."""
        cells = _cells(x)
        if cells is None:
            return x
        out: Any = NIL
        for i in range(len(cells) - 1, -1, -1):
            cell = cells[i]
            out = make_pair(expr(cell.car) if i >= start else cell.car, out, cell.loc)
        return out

    def mapped(x: Any, walk: Any) -> Any:
        cells = _cells(x)
        if cells is None:
            return x
        out: Any = NIL
        for cell in reversed(cells):
            out = make_pair(walk(cell.car), out, cell.loc)
        return out

    def binding(b: Any) -> Any:
        return items(b, 1) if type(b) is Pair else b

    def clause(c: Any) -> Any:
        return items(c, 0) if type(c) is Pair else c

    def expr(x: Any) -> Any:
        if type(x) is not Pair:
            return x
        head = x.car
        if type(head) is not Symbol:
            return items(x, 0)
        name = head.name
        if name in _QUOTES or name in _UNTOUCHED:
            return x
        if name in absent:
            return make_pair(absent_head(name), items(x.cdr, 0), x.loc)
        if asl and name == "begin":
            return make_pair(begin, items(x.cdr, 0), x.loc)
        if type(x.cdr) is not Pair:
            return x
        if name in ("define", "lambda", "λ"):
            return make_pair(head, make_pair(x.cdr.car, items(x.cdr.cdr, 0), x.cdr.loc), x.loc)
        if name in ("let", "let*", "letrec", "local"):
            rest = x.cdr
            if type(rest.car) is Symbol and type(rest.cdr) is Pair:     # a named let
                return make_pair(head, make_pair(rest.car, make_pair(
                    mapped(rest.cdr.car, binding), items(rest.cdr.cdr, 0), rest.cdr.loc), rest.loc), x.loc)
            walk = expr if name == "local" else binding
            return make_pair(head, make_pair(mapped(rest.car, walk), items(rest.cdr, 0), rest.loc), x.loc)
        if name == "cond":
            return make_pair(head, mapped(x.cdr, clause), x.loc)
        return items(x, 1)

    return [(expr(x), loc) for x, loc in data]
