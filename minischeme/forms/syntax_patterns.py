"""syntax/parse's patterns: reading them, matching syntax against them, and the failure
Racket reports when no clause matches.

Syntax is plain data here (minischeme has no syntax objects): an identifier is a symbol,
a syntax list a list. A pattern is read once (``PatternReader``) into the small classes
below; ``Matcher`` matches a term against one, yielding each environment that matches
(a generator, so that `...`, `~or` and `~optional` backtrack as Racket's do). An
environment maps each pattern variable (a symbol; `x.attr` for an attribute) to its term,
to ``Seq`` under an ellipsis, or to None when an `~optional` or `~or` left it unbound.

Every way a match fails is recorded with its *progress* (the path of list positions to
the term that failed, a side condition counting past every term); as in Racket, the
failures that got furthest make the error: `m: expected identifier` `at: 1` `in: (m 1)`.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any, Callable, Iterator

from minischeme.values.data import RENAMED
from minischeme.values.data import NIL, MVector, Pair, Symbol, gensym, list_to_python, make_list, sym
from minischeme.values.equality import is_equal
from minischeme.values.errors import SchemeSyntaxError
from minischeme.values.printer import write_string
from minischeme.values.procedures import is_keyword

ELLIPSIS, ELLIPSIS_PLUS, UNDERSCORE = sym("..."), sym("...+"), sym("_")
POST = 1 << 40          # progress of a side condition: past every term of the pattern
THIS = gensym("this-syntax")    # the environment's entry for `this-syntax`


class Seq:
    """The terms a pattern variable matched under an ellipsis, one per repetition."""

    __slots__ = ("items",)

    def __init__(self, items: list) -> None:
        self.items = items


# ------------------------------------------------------------------ patterns

class PVar:
    """`x`, `x:class`, `_`, `(~var x class)`: any term (of the class), bound to ``name``."""
    __slots__ = ('name', 'cls')

    def __init__(self, name: Symbol | None, cls: str | None = None) -> None:
        self.name = name
        self.cls = cls


class PLiteral:
    """An identifier matched as itself (`#:literals`, `~literal`)."""
    __slots__ = ('name',)

    def __init__(self, name: Symbol) -> None:
        self.name = name


class PDatum:
    """A datum matched by equal? (`~datum`, `#:datum-literals`, numbers, strings ...)."""
    __slots__ = ('value',)

    def __init__(self, value: Any) -> None:
        self.value = value


class PList:
    """A list pattern: head patterns, then the pattern of what follows them."""
    __slots__ = ('heads', 'tail')

    def __init__(self, heads: list, tail: Any) -> None:
        self.heads = heads
        self.tail = tail


class PVector:
    __slots__ = ('inner',)

    def __init__(self, inner: PList) -> None:
        self.inner = inner


class POr:
    __slots__ = ('alts',)

    def __init__(self, alts: list) -> None:
        self.alts = alts


class PAnd:
    __slots__ = ('parts',)

    def __init__(self, parts: list) -> None:
        self.parts = parts


class PNot:
    __slots__ = ('pattern',)

    def __init__(self, pattern: Any) -> None:
        self.pattern = pattern


class PDescribe:
    """`(~describe "what" p)`: a failure at this term says "expected what"."""
    __slots__ = ('description', 'pattern')

    def __init__(self, description: str, pattern: Any) -> None:
        self.description = description
        self.pattern = pattern


class HSingle:
    __slots__ = ('pattern',)

    def __init__(self, pattern: Any) -> None:
        self.pattern = pattern


class HRepeat:
    """`head ...` (min 0) or `head ...+` (min 1)."""
    __slots__ = ('head', 'min')

    def __init__(self, head: Any, min: int) -> None:
        self.head = head
        self.min = min


class HSeq:
    __slots__ = ('heads',)

    def __init__(self, heads: list) -> None:
        self.heads = heads


class HOptional:
    """`(~optional H)`, or `(~once H)` (``required``) among the alternatives of an
    ellipsis: H at most (exactly) once; the messages when it is missing or repeated."""
    __slots__ = ('head', 'defaults', 'required', 'too_few', 'too_many')

    def __init__(self, head: Any,
                 defaults: list | None = None,
                 required: bool = False,
                 too_few: str | None = None,
                 too_many: str | None = None) -> None:
        self.head = head
        self.defaults = [] if defaults is None else defaults  # [(name, depth, expression index)]
        self.required = required
        self.too_few = too_few
        self.too_many = too_many


class HOr:
    __slots__ = ('alts',)

    def __init__(self, alts: list) -> None:
        self.alts = alts


class Directive:
    """A side clause: `#:with pat e`, `#:attr name e`, `#:when e`, `#:fail-when e msg`,
    `#:fail-unless e msg` (a `#:do` is read into the expressions after it); expressions are
    indexes into the procedures
    the parser runs them with."""
    __slots__ = ('kind', 'pattern', 'name', 'depth', 'expr', 'message')

    def __init__(self, kind: str,
                 pattern: Any = None,
                 name: Symbol | None = None,
                 depth: int = 0,
                 expr: int = -1,
                 message: int = -1) -> None:
        self.kind = kind
        self.pattern = pattern
        self.name = name
        self.depth = depth
        self.expr = expr
        self.message = message


class PatternReader:
    """Reads pattern S-expressions into patterns; ``literals`` and ``datum_literals`` are
    the identifiers matched as themselves. ``expression(e)`` registers an expression
    (an `#:defaults` value) and returns its index."""

    def __init__(self, who: str, literals: set, datum_literals: set,
                 expression: Callable[[Any], int], colons: bool = True) -> None:
        self.who = who
        self.colons = colons        # `x:class` names a class (not under #:disable-colon-notation)
        self.literals = literals
        self.datum_literals = datum_literals
        self.expression = expression

    def error(self, message: str, at: Any) -> SchemeSyntaxError:
        return SchemeSyntaxError(f"{self.who}: {message}\n  at: {write_string(at)}", None, at)

    def single(self, p: Any) -> Any:
        t = type(p)
        if t is Symbol:
            if is_keyword(p):
                return PDatum(p)
            if p in self.literals:
                return PLiteral(p)
            if p in self.datum_literals:
                return PDatum(p)
            if p is UNDERSCORE:
                return PVar(None)
            if p in (ELLIPSIS, ELLIPSIS_PLUS):
                raise self.error("misplaced ellipsis in pattern", p)
            name, colon, cls = p.name.partition(":")
            if colon and name and cls and self.colons:
                return PVar(None if name == "_" else sym(name), cls)
            return PVar(p)
        if t is Pair:
            head = p.car
            if type(head) is Symbol and head.name.startswith("~"):
                form = self.tilde(head.name, list_to_python(p.cdr), p)
                if form is not None:
                    return form
            return self.list_pattern(p)
        if t is MVector:
            return PVector(self.list_pattern(make_list(p.items)))
        return PDatum(p)

    def tilde(self, name: str, args: list, p: Any) -> Any:
        if name == "~literal":
            return PLiteral(args[0])
        if name == "~datum":
            return PDatum(args[0])
        if name == "~var":
            cls = args[1] if len(args) > 1 else None
            return PVar(None if args[0] is UNDERSCORE else args[0],
                        cls.name if type(cls) is Symbol else None)
        if name in ("~or", "~or*", "~alt"):
            return POr([self.single(a) for a in args])
        if name == "~and":
            return PAnd([self.single(a) for a in args])
        if name == "~not":
            return PNot(self.single(args[0]))
        if name == "~describe":
            while args and is_keyword(args[0]):      # #:opaque, #:role e
                args = args[2:] if args[0].name != "#:opaque" else args[1:]
            return PDescribe(args[0], self.single(args[1]))
        if name in ("~seq", "~optional", "~between", "~once"):
            raise self.error(f"{name} pattern not allowed here", p)
        return None

    def head(self, p: Any) -> Any:
        if type(p) is Pair and type(p.car) is Symbol:
            name, args = p.car.name, list_to_python(p.cdr)
            if name == "~seq":
                return HSeq([h for h in self.heads(make_list(args))[0]])
            if name in ("~optional", "~once"):
                return self.optional(name, args, p)
            if name in ("~or", "~alt") and any(_is_head_form(a) for a in args):
                return HOr([self.head(a) for a in args])
        return HSingle(self.single(p))

    def optional(self, name: str, args: list, p: Any) -> HOptional:
        """`(~optional H option ...)` or `(~once H option ...)`."""
        if not args:
            raise SchemeSyntaxError(f"{name}: bad syntax\n  in: {write_string(p)}", None, p)
        options = dict(zip([a.name for a in args[1::2] if type(a) is Symbol], args[2::2]))
        defaults = []
        for d in list_to_python(options.get("#:defaults", NIL)):
            target, expr = list_to_python(d)
            depth = 0
            if type(target) is Pair:
                target, depth = target.car, target.cdr.car
            defaults.append((target, depth, self.expression(expr)))
        label = options.get("#:name")
        label = label if type(label) is str else None
        too_few, too_many = options.get("#:too-few"), options.get("#:too-many")
        return HOptional(self.head(args[0]), defaults, name == "~once",
                         too_few if type(too_few) is str else
                         label and f"missing required occurrence of {label}",
                         too_many if type(too_many) is str else
                         label and f"too many occurrences of {label}")

    def heads(self, p: Any) -> tuple[list, Any]:
        """The head patterns of a list pattern, and the pattern of its tail."""
        out: list = []
        while type(p) is Pair:
            item = p.car
            nxt = p.cdr
            if type(nxt) is Pair and nxt.car in (ELLIPSIS, ELLIPSIS_PLUS):
                h = self.head(item)
                if type(h) is HSingle and type(h.pattern) is POr:   # (~or a b) ... : ~alt
                    h = HOr([HSingle(a) for a in h.pattern.alts])
                out.append(HRepeat(h, 1 if nxt.car is ELLIPSIS_PLUS else 0))
                p = nxt.cdr
                continue
            out.append(self.head(item))
            p = nxt
        return out, (PDatum(NIL) if p is NIL else self.single(p))

    def list_pattern(self, p: Any) -> PList:
        heads, tail = self.heads(p)
        return PList(heads, tail)


def _is_head_form(p: Any) -> bool:
    return type(p) is Pair and type(p.car) is Symbol and p.car.name in ("~seq", "~optional",
                                                                         "~once")


def pattern_vars(p: Any) -> list[Symbol]:
    """The variables a (head) pattern binds, attributes of classes left out."""
    t = type(p)
    if t is PVar:
        return [p.name] if p.name is not None else []
    if t is PList:
        return [v for h in p.heads for v in pattern_vars(h)] + pattern_vars(p.tail)
    if t is PVector:
        return pattern_vars(p.inner)
    if t in (POr, HOr):
        return list(dict.fromkeys(v for a in p.alts for v in pattern_vars(a)))
    if t is PAnd:
        return [v for a in p.parts for v in pattern_vars(a)]
    if t is PDescribe:
        return pattern_vars(p.pattern)
    if t in (HSingle,):
        return pattern_vars(p.pattern)
    if t in (HRepeat, HOptional):
        return pattern_vars(p.head)
    if t is HSeq:
        return [v for h in p.heads for v in pattern_vars(h)]
    return []


# ------------------------------------------------------------------ syntax classes

def _is_nat(x: Any) -> bool:
    return type(x) is int and x >= 0


BUILTIN_CLASSES: dict[str, tuple[Callable[[Any], bool], str]] = {
    "id": (lambda x: type(x) is Symbol and not is_keyword(x), "identifier"),
    "identifier": (lambda x: type(x) is Symbol and not is_keyword(x), "identifier"),
    "expr": (lambda x: not is_keyword(x), "expression"),
    "str": (lambda x: type(x) is str, "string"),
    "number": (lambda x: type(x) in (int, float, Fraction, complex), "number"),
    "integer": (lambda x: type(x) is int or (type(x) is float and x.is_integer()), "integer"),
    "exact-integer": (lambda x: type(x) is int, "exact-integer"),
    "exact-nonnegative-integer": (_is_nat, "exact-nonnegative-integer"),
    "exact-positive-integer": (lambda x: type(x) is int and x > 0, "exact-positive-integer"),
    "nat": (_is_nat, "exact-nonnegative-integer"),
    "boolean": (lambda x: type(x) is bool, "boolean"),
    "keyword": (is_keyword, "keyword"),
    "char": (lambda x: type(x).__name__ == "Char", "char"),
}


class SyntaxClass:
    """A `define-syntax-class`: its variants (pattern and side clauses), the attributes it
    exports (None: every variable of the matching variant), its description, and the
    procedures its side clauses' expressions are (set once they are evaluated)."""

    def __init__(self, name: str, description: str | None, attributes: list[Symbol] | None,
                 variants: list[tuple[Any, list[Directive]]], splicing: bool = False) -> None:
        self.name = name
        self.description = description or name
        self.attributes = attributes
        self.variants = variants
        self.splicing = splicing    # define-splicing-syntax-class: variants are head patterns
        self.procedures: list = []


# ------------------------------------------------------------------ failures

class Failure:
    __slots__ = ('progress', 'message', 'at', 'within', 'kind', 'token')

    def __init__(self, progress: tuple,
                 message: str | None,
                 at: Any,
                 within: Any = None,
                 kind: str = "message",
                 token: str = "") -> None:
        self.progress = progress
        self.message = message  # None: no description ("bad syntax")
        self.at = at
        self.within = within  # the list that ran out (or ended in a dot)
        self.kind = kind  # or "thing" (a class), "identifier", "symbol", "literal"
        self.token = token  # the identifier or literal expected, as Racket writes it


class Failures:
    """The failures of one parse; ``best`` keeps those that got furthest."""

    def __init__(self) -> None:
        self.best: list[Failure] = []

    def add(self, f: Failure) -> None:
        if not self.best or f.progress > self.best[0].progress:
            self.best = [f]
        elif f.progress == self.best[0].progress:
            self.best.append(f)

    def error_text(self, who: str, whole: Any) -> str:
        """Racket's message for the failures that got furthest."""
        described = [f for f in self.best if f.message is not None]
        if len(described) > 1:
            described = [f for f in described if f.message != "unexpected term"] or described
        if not described:
            return f"{who}: bad syntax\n  in: {write_string(whole)}"
        first = described[0]
        text = f"{who}: {_expectations([f for f in described if f.at is first.at])}\n" \
               f"  at: {write_string(first.at)}"
        if first.within is not None:
            text += f"\n  within: {write_string(first.within)}"
        return text + f"\n  in: {write_string(whole)}"


def _expectations(failures: list[Failure]) -> str:
    """What the failures expected, as Racket words it: messages and classes one by one,
    then identifiers, literal symbols and other literals each as one group ("expected one of
    these literal symbols: `a' or `b'"), joined by "or" (by "; " and "; or" past two)."""
    def unique(kind: str, field: str) -> list:
        return list(dict.fromkeys(getattr(f, field) for f in failures if f.kind == kind))
    parts = unique("message", "message") + unique("thing", "message")
    for kind, singular, plural in (("identifier", "the identifier", "identifiers"),
                                   ("symbol", "the literal symbol", "literal symbols"),
                                   ("literal", "the literal", "literals")):
        tokens = unique(kind, "token")
        if len(tokens) == 1:
            parts.append(f"expected {singular} {tokens[0]}")
        elif tokens:
            parts.append(f"expected one of these {plural}: {_or(tokens, ', ')}")
    return _or(parts, "; ")


def _or(items: list, separator: str) -> str:
    if len(items) <= 2:
        return " or ".join(items)
    return separator.join(items[:-1]) + f"{separator}or {items[-1]}"


def describe_start(h: Any, classes: Callable[[str], Any]) -> str | None:
    """What a missing term was to start with ("identifier", "the identifier `foo'"), for
    "expected more terms starting with ..."; None where Racket says no more."""
    if type(h) is HRepeat:
        return describe_start(h.head, classes)
    if type(h) is HSeq:
        return describe_start(h.heads[0], classes) if h.heads else None
    if type(h) is HSingle:
        return describe_single(h.pattern, classes)
    return None


def describe_single(p: Any, classes: Callable[[str], Any]) -> str | None:
    t = type(p)
    if t is PVar:
        if p.cls is None:
            return "any term"
        builtin = BUILTIN_CLASSES.get(p.cls)
        if builtin is not None:
            return builtin[1]
        user = classes(p.cls)
        return user.description if user is not None else p.cls
    if t is PLiteral:
        return f"the identifier `{p.name.name}'"
    if t is PDatum:
        return literal_description(p.value)
    if t is PDescribe:
        return p.description
    return None


def literal_description(v: Any) -> str:
    if type(v) is Symbol and not is_keyword(v):
        return f"the literal symbol `{v.name}'"
    return f"the literal {write_string(v)}"


# ------------------------------------------------------------------ matching

Env = dict


class Matcher:
    """Matches terms against patterns, recording failures. ``classes(name)`` finds a user
    syntax class; ``run(index, env)`` runs a side-clause expression's procedure."""

    def __init__(self, classes: Callable[[str], SyntaxClass | None],
                 run: Callable[[Any, int, Env], Any], failures: Failures,
                 procedures: Any = None) -> None:
        self.classes = classes
        self.run = run
        self.failures = failures
        self.procedures = procedures    # what side-clause expression indexes refer to

    def fail(self, progress: tuple, message: str | None, at: Any, within: Any = None,
             kind: str = "message", token: str = "") -> None:
        self.failures.add(Failure(progress, message, at, within, kind, token))

    # -- single-term patterns
    def match(self, p: Any, x: Any, path: tuple, env: Env) -> Iterator[Env]:
        t = type(p)
        if t is PVar:
            yield from self.var(p, x, path, env)
        elif t is PDatum:
            if x is p.value or is_equal(x, p.value) and type(x) is type(p.value):
                yield env
            else:
                v = p.value
                symbol = type(v) is Symbol and not is_keyword(v)
                self.fail(path, "expected " + literal_description(v), x, None,
                          "symbol" if symbol else "literal",
                          f"`{v.name}'" if symbol else write_string(v))
        elif t is PLiteral:
            if type(x) is Symbol and (x is p.name or RENAMED.get(x) is p.name):
                yield env
            else:
                self.fail(path, f"expected the identifier `{p.name.name}'", x, None, "identifier",
                          f"`{p.name.name}'")
        elif t is PList:
            if type(x) is Pair or x is NIL:
                yield from self.list_(p, x, path, env)
            else:
                self.fail(path, None, x)
        elif t is PVector:
            if type(x) is MVector:
                yield from self.list_(p.inner, make_list(x.items), path, env)
            else:
                self.fail(path, None, x)
        elif t is POr:
            names = pattern_vars(p)
            for alt in p.alts:
                for e in self.match(alt, x, path, env):
                    yield {**{n: None for n in names if n not in e}, **e}
        elif t is PAnd:
            yield from self.all_of(p.parts, 0, x, path, env)
        elif t is PNot:
            scratch = Matcher(self.classes, self.run, Failures(), self.procedures)
            if next(iter(scratch.match(p.pattern, x, path, env)), None) is None:
                yield env
            else:
                self.fail(path, None, x)
        elif t is PDescribe:
            inner = Failures()
            found = False
            for e in Matcher(self.classes, self.run, inner, self.procedures).match(p.pattern, x, path, env):
                found = True
                yield e
            if not found:
                self.describe_failure(inner, path, p.description, x)

    def describe_failure(self, inner: Failures, path: tuple, description: str, x: Any) -> None:
        """A syntax class's (or `~describe`'s) failure, as Racket reports it: the failures
        inside it that say what was expected, where there are; else "expected
        DESCRIPTION" at the term."""
        described = [f for f in inner.best if f.progress >= path and f.message is not None]
        for f in described:
            self.failures.add(f)
        if not described:
            self.fail(path, "expected " + description, x, None, "thing")

    def all_of(self, parts: list, i: int, x: Any, path: tuple, env: Env) -> Iterator[Env]:
        if i == len(parts):
            yield env
            return
        for e in self.match(parts[i], x, path, env):
            yield from self.all_of(parts, i + 1, x, path, e)

    def var(self, p: PVar, x: Any, path: tuple, env: Env) -> Iterator[Env]:
        if p.cls is None:
            yield env if p.name is None else {**env, p.name: x}
            return
        builtin = BUILTIN_CLASSES.get(p.cls)
        if builtin is not None:
            if builtin[0](x):
                yield env if p.name is None else {**env, p.name: x}
            else:
                self.fail(path, "expected " + builtin[1], x, None, "thing")
            return
        cls = self.classes(p.cls)
        if cls is None:
            raise SchemeSyntaxError(f"syntax-parse: not defined as syntax class\n  at: {p.cls}",
                                    None)
        inner = Failures()
        found = False
        for attrs in self.class_match(cls, x, path, inner):
            found = True
            yield self.bind_class(p, x, cls, attrs, env)
        if not found:
            self.describe_failure(inner, path, cls.description, x)

    def class_match(self, cls: SyntaxClass, x: Any, path: tuple,
                    failures: Failures) -> Iterator[Env]:
        if callable(getattr(cls, "match", None)):          # a class written in Python
            attrs = cls.match(x)
            if attrs is not None:
                yield attrs
            return
        m = Matcher(self.classes, self.run, failures, cls.procedures)
        for pattern, directives in cls.variants:
            for e in m.match(pattern, x, path, {THIS: x}):
                yield from m.directives(directives, x, path, e)

    # -- lists
    def list_(self, p: PList, x: Any, path: tuple, env: Env) -> Iterator[Env]:
        cells = []
        rest = x
        while type(rest) is Pair:
            cells.append(rest)
            rest = rest.cdr
        for j, e in self.heads(p.heads, 0, cells, 0, path, env, x):
            tail = p.tail
            if type(tail) is PDatum and tail.value is NIL:
                if j < len(cells):
                    self.fail(path + (j,), "unexpected term", cells[j].car)
                elif rest is not NIL:       # after an ellipsis Racket gives no description
                    after_ellipsis = bool(p.heads) and type(p.heads[-1]) is HRepeat
                    self.fail(path + (j,), None if after_ellipsis else "expected the literal ()",
                              rest, x)
                else:
                    yield e
            else:
                yield from self.match(tail, cells[j] if j < len(cells) else rest, path + (j,), e)

    def heads(self, heads: list, i: int, cells: list, j: int, path: tuple, env: Env,
              whole: Any) -> Iterator[tuple[int, Env]]:
        """Match ``heads[i:]`` against the terms from ``cells[j]`` on; yields where each
        way of matching them stops, and its environment."""
        if i == len(heads):
            yield j, env
            return
        for j2, e in self.head(heads[i], cells, j, path, env, whole):
            yield from self.heads(heads, i + 1, cells, j2, path, e, whole)

    def head(self, h: Any, cells: list, j: int, path: tuple, env: Env,
             whole: Any) -> Iterator[tuple[int, Env]]:
        t = type(h)
        if t is HSingle:
            splicing = self.splicing_class(h.pattern)
            if splicing is not None:
                yield from self.splice(h.pattern, splicing, cells, j, path, env, whole)
                return
            if j >= len(cells):
                start = describe_start(h, self.classes)
                more = "expected more terms" + (f" starting with {start}" if start else "")
                self.fail(path + (j,), more, NIL, whole)
                return
            for e in self.match(h.pattern, cells[j].car, path + (j,), env):
                yield j + 1, e
        elif t is HSeq:
            yield from self.heads(h.heads, 0, cells, j, path, env, whole)
        elif t is HOr:
            names = pattern_vars(h)
            for alt in h.alts:
                for j2, e in self.head(alt, cells, j, path, env, whole):
                    yield j2, {**{n: None for n in names if n not in e}, **e}
        elif t is HOptional:
            yield from self.head(h.head, cells, j, path, env, whole)
            absent = dict(env)
            for n in pattern_vars(h.head):
                absent[n] = None
            for name, depth, index in h.defaults:
                absent[name] = as_depth(self.run(self.procedures, index, absent), depth)
            yield j, absent
        elif t is HRepeat:
            once = _once_alternatives(h.head)
            once_names = {n for _, _, ns in once for n in ns}
            names = pattern_vars(h.head)
            for j2, reps in self.repeats(h, cells, j, path, whole, []):
                if len(reps) < h.min:
                    continue
                envs = [r for _, r in reps]
                e = dict(env)
                for n in names:
                    if n not in once_names:
                        e[n] = Seq([r.get(n) for r in envs])
                    for k in {k for r in envs for k in r if k.name.startswith(n.name + ".")}:
                        e[k] = Seq([r.get(k) for r in envs])
                if self.once_alternatives(once, reps, e, cells, j2, path, whole):
                    yield j2, e

    def once_alternatives(self, once: list, reps: list, e: Env, cells: list, j: int,
                          path: tuple, whole: Any) -> bool:
        """Bind in ``e`` the variables of the `~optional`/`~once` alternatives of an
        ellipsis (at depth 0: they match at most once); False, with the failure, when one
        matched twice or a `~once` never."""
        rest = cells[j] if j < len(cells) else NIL
        for index, alt, _ in once:
            if sum(1 for which, _ in reps if which == index) > 1:   # Racket finds it first,
                self.fail(path + (j, 0), alt.too_many, rest, whole)   # past the terms taken
                return False
        for index, alt, alt_names in once:
            found = [r for which, r in reps if which == index]
            if alt.required and not found:
                self.fail(path + (j,), alt.too_few, rest, whole)
                return False
            for n in alt_names:
                e[n] = found[0].get(n) if found else None
            if not found:
                for name, depth, index_ in alt.defaults:
                    e[name] = as_depth(self.run(self.procedures, index_, e), depth)
        return True

    def splicing_class(self, p: Any) -> SyntaxClass | None:
        """The splicing syntax class ``p`` (a head pattern `x:class`) names, if any."""
        if type(p) is not PVar or p.cls is None or p.cls in BUILTIN_CLASSES:
            return None
        cls = self.classes(p.cls)
        return cls if getattr(cls, "splicing", False) else None

    def splice(self, p: PVar, cls: SyntaxClass, cells: list, j: int, path: tuple, env: Env,
               whole: Any) -> Iterator[tuple[int, Env]]:
        """`x:class` of a `define-splicing-syntax-class`: its variants match several terms
        (head patterns); x is the list of them."""
        inner = Failures()
        m = Matcher(self.classes, self.run, inner, cls.procedures)
        found = False
        for head, directives in cls.variants:
            for j2, e in m.head(head, cells, j, path, {}, whole):
                terms = make_list([c.car for c in cells[j:j2]])
                for attrs in m.directives(directives, terms, path + (j,), {**e, THIS: terms}):
                    found = True
                    yield j2, self.bind_class(p, terms, cls, attrs, env)
        if not found:
            self.describe_failure(inner, path + (j,), cls.description,
                                  cells[j].car if j < len(cells) else NIL)

    def bind_class(self, p: PVar, x: Any, cls: Any, attrs: Env, env: Env) -> Env:
        """``env`` with the class variable ``p`` bound to ``x`` and its attributes."""
        attrs = {k: v for k, v in attrs.items() if k is not THIS}
        exported = getattr(cls, "attributes", None)
        if exported is not None:
            names = {a.name for a in exported}
            attrs = {k: v for k, v in attrs.items() if k.name.split(".")[0] in names}
        e = dict(env)
        if p.name is not None:
            e[p.name] = x
            for k, v in attrs.items():
                e[sym(f"{p.name.name}.{k.name}")] = v
        return e

    def repeats(self, h: HRepeat, cells: list, j: int, path: tuple, whole: Any,
                reps: list) -> Iterator[tuple[int, list]]:
        """The ways to match repetitions of ``h.head`` from ``cells[j]``, most first: each
        repetition is (which alternative of an `~alt` head matched, its environment)."""
        if j < len(cells) or len(reps) < h.min:
            for which, (j2, e) in self.repetition(h.head, cells, j, path, whole):
                if j2 > j:
                    yield from self.repeats(h, cells, j2, path, whole, reps + [(which, e)])
        yield j, reps

    def repetition(self, head: Any, cells: list, j: int, path: tuple,
                   whole: Any) -> Iterator[tuple[int, tuple[int, Env]]]:
        if type(head) is not HOr:
            for matched in self.head(head, cells, j, path, {}, whole):
                yield 0, matched
            return
        names = pattern_vars(head)
        for which, alt in enumerate(head.alts):
            for j2, e in self.head(alt, cells, j, path, {}, whole):
                yield which, (j2, {**{n: None for n in names if n not in e}, **e})

    # -- side clauses
    def directives(self, ds: list[Directive], whole: Any, path: tuple, env: Env,
                   k: int = 0) -> Iterator[Env]:
        if k == len(ds):
            yield env
            return
        d = ds[k]
        post = path + (POST + k,)
        run = self.run
        if d.kind == "with":
            value = run(self.procedures, d.expr, env)
            for e in self.match(d.pattern, value, post, env):
                yield from self.directives(ds, whole, path, e, k + 1)
            return
        if d.kind == "attr":
            env = {**env, d.name: as_depth(run(self.procedures, d.expr, env), d.depth)}
        elif d.kind == "when":
            if run(self.procedures, d.expr, env) is False:
                self.fail(post, None, whole)
                return
        else:       # fail-when, fail-unless
            value = run(self.procedures, d.expr, env)
            if (value is not False) == (d.kind == "fail-when"):
                message = run(self.procedures, d.message, env)
                at = value if d.kind == "fail-when" and value is not True else whole
                self.fail(post, message if type(message) is str else None, at)
                return
        yield from self.directives(ds, whole, path, env, k + 1)


def _once_alternatives(head: Any) -> list:
    """The `~optional` and `~once` alternatives of an ellipsis head `(~alt ...)`: (index,
    alternative, its variables); they match at most once, so their variables have no
    ellipsis depth."""
    if type(head) is not HOr:
        return []
    return [(i, alt, pattern_vars(alt.head)) for i, alt in enumerate(head.alts)
            if type(alt) is HOptional]


def as_depth(value: Any, depth: int) -> Any:
    """A value for a variable of ellipsis depth ``depth`` (a list becomes nested Seqs)."""
    if depth == 0 or value is False:
        return value
    return Seq([as_depth(v, depth - 1) for v in list_to_python(value)])
