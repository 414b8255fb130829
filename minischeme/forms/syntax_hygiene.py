"""Hygiene for procedural macros (syntax_parse.py): the names a transformer's templates
introduce, across all the templates of one expansion.

While a transformer runs, each name a template introduces (not a pattern variable) becomes
an alias: a fresh symbol printed as the name, the same one in every template of that
expansion (so a `#:with` piece may use a variable another template's `let` binds, as in
Racket). When the expansion is done, ``Expansion.resolve`` keeps an alias where a binder
of the expansion (`let`, `let*`, `letrec`, named `let`, `lambda`, `do`, `let-values` ...)
introduced it and it is in that binder's scope: such a variable captures none of the
user's names. Every other alias becomes its name again (mapped by ``free`` for a macro
used outside its module): a free reference, a special form, a `define`d name, quoted data.
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.data import NIL, MVector, Pair, make_pair, Symbol, list_to_python, make_list, renamed, sym
from minischeme.values.procedures import is_keyword

_KEEP = {sym("..."), sym("_"), sym("~@"), sym("~?")}
_QUOTE, _QUASIQUOTE = sym("quote"), sym("quasiquote")
_UNQUOTES = {sym("unquote"), sym("unquote-splicing")}
_LET = sym("let")
_SEQUENTIAL = {sym("let*")}
_RECURSIVE = {sym("letrec"), sym("letrec*")}
_VALUES = {sym("let-values"), sym("let*-values"), sym("letrec-values")}
_LAMBDAS = {sym("lambda"), sym("λ")}
_DO, _CASE_LAMBDA, _DEFINE = sym("do"), sym("case-lambda"), sym("define")


class Expansion:
    """One call of a transformer: the alias of each name its templates introduced."""

    def __init__(self, free: Callable[[Symbol], Symbol] | None) -> None:
        self.free = free
        self.aliases: dict[Symbol, Symbol] = {}
        self.names: dict[Symbol, Symbol] = {}      # alias -> name

    def alias_template(self, t: Any, pattern_vars: dict) -> Any:
        """The template with the names it introduces replaced by their aliases."""
        if type(t) is Symbol:
            if t in pattern_vars or t in _KEEP or is_keyword(t):
                return t
            alias = self.aliases.get(t)
            if alias is None:
                alias = self.aliases[t] = renamed(t)
                self.names[alias] = t
            return alias
        if type(t) is Pair:
            return make_pair(self.alias_template(t.car, pattern_vars),
                        self.alias_template(t.cdr, pattern_vars), t.loc)
        if type(t) is MVector:
            return MVector([self.alias_template(i, pattern_vars) for i in t.items])
        return t

    # -- after the expansion
    def resolve(self, x: Any) -> Any:
        """The expansion with each alias outside its binder's scope its name again."""
        if not self.names:
            return x
        return self._code(x, frozenset())

    def _name(self, alias: Symbol) -> Symbol:
        name = self.names[alias]
        return self.free(name) if self.free is not None else name

    def _kind(self, head: Any) -> Any:
        return self.names.get(head, head) if type(head) is Symbol else None

    def _code(self, x: Any, scope: frozenset) -> Any:
        if type(x) is Symbol:
            return x if x not in self.names or x in scope else self._name(x)
        if type(x) is not Pair:
            return self._data(x) if type(x) is MVector else x
        kind = self._kind(x.car)
        head = self._code(x.car, scope)
        rest = x.cdr
        if kind is _QUOTE:
            return make_pair(head, self._data(rest), x.loc)
        if kind is _QUASIQUOTE and type(rest) is Pair:
            return make_pair(head, make_pair(self._quasi(rest.car, 1, scope), self._data(rest.cdr), rest.loc), x.loc)
        if type(rest) is Pair and is_list(rest):
            form = self._binding_form(kind, head, list_to_python(rest), scope, x)
            if form is not None:
                return form
        return make_pair(head, self._each(rest, scope), x.loc)

    def _each(self, x: Any, scope: frozenset) -> Any:
        """Each element of the list ``x`` resolved, each cell keeping where its element
        was read (a syntax error in a form the expansion passes on points at it)."""
        cells = []
        while type(x) is Pair:
            cells.append((self._code(x.car, scope), x.loc))
            x = x.cdr
        out = self._code(x, scope) if x is not NIL else NIL
        for item, loc in reversed(cells):
            out = make_pair(item, out, loc)
        return out

    def _binding_form(self, kind: Any, head: Any, parts: list, scope: frozenset, x: Any) -> Any:
        """A binding form with its variables' scope respected; None for other forms and
        for a form not shaped as one (a macro's argument may be data another macro reads,
        such as a clause `(let exp body)` naming a variant: it must come out as it went in)."""
        if kind is _LET and type(parts[0]) is Symbol:                   # named let
            if len(parts) < 2 or not is_list(parts[1]):
                return None
            name = parts[0]
            names = {name} | self._binding_names(parts[1])
            inits = self._bindings(parts[1], scope, scope | names)
            return make_list([head, name, inits, *self._body(parts[2:], scope | names)])
        if kind is _LET or kind in _SEQUENTIAL or kind in _RECURSIVE or kind is _DO:
            if not is_list(parts[0]):
                return None
            names = self._binding_names(parts[0])
            inner = scope | names
            init_scope = scope if kind is _LET else inner     # (do's steps see its variables)
            bindings = self._bindings(parts[0], init_scope, inner)
            return make_list([head, bindings, *self._body(parts[1:], inner)])
        if kind in _VALUES:
            names = frozenset(n for b in _elements(parts[0]) if type(b) is Pair
                              for n in _params(b.car))
            inner = scope | names
            return make_list([head, self._each(parts[0], inner), *self._body(parts[1:], inner)])
        if kind in _LAMBDAS:
            inner = scope | _params(parts[0])
            return make_list([head, self._each(parts[0], inner), *self._body(parts[1:], inner)])
        if kind is _CASE_LAMBDA:
            clauses = []
            for clause in parts:
                if type(clause) is Pair:
                    inner = scope | _params(clause.car)
                    clauses.append(make_pair(self._each(clause.car, inner), self._each(clause.cdr, inner),
                                        clause.loc))
                else:
                    clauses.append(self._code(clause, scope))
            return make_list([head, *clauses])
        if kind is _DEFINE and type(parts[0]) is Pair:      # (define (f . params) body ...)
            inner = scope | _params(parts[0].cdr)
            target = make_pair(self._code(parts[0].car, scope), self._each(parts[0].cdr, inner),
                          parts[0].loc)
            return make_list([head, target, *self._body(parts[1:], inner)])
        return None

    def _binding_names(self, bindings: Any) -> frozenset:
        return frozenset(b.car for b in _elements(bindings)
                         if type(b) is Pair and type(b.car) is Symbol)

    def _bindings(self, bindings: Any, init_scope: frozenset, name_scope: frozenset) -> Any:
        out = []
        for b in _elements(bindings):
            if type(b) is Pair and type(b.car) is Symbol:
                out.append(make_pair(self._code(b.car, name_scope), self._each(b.cdr, init_scope), b.loc))
            else:
                out.append(self._code(b, init_scope))
        return make_list(out)

    def _body(self, forms: list, scope: frozenset) -> list:
        return [self._code(f, scope) for f in forms]

    def _data(self, x: Any) -> Any:
        """Quoted data: every alias its plain name (a symbol, whatever binds it)."""
        if type(x) is Symbol:
            return self.names.get(x, x)
        if type(x) is Pair:
            return make_pair(self._data(x.car), self._data(x.cdr), x.loc)
        if type(x) is MVector:
            return MVector([self._data(i) for i in x.items])
        return x

    def _quasi(self, x: Any, depth: int, scope: frozenset) -> Any:
        if type(x) is Pair:
            kind = self._kind(x.car)
            if kind in _UNQUOTES and type(x.cdr) is Pair:
                inner = self._code(x.cdr.car, scope) if depth == 1 else self._quasi(x.cdr.car, depth - 1, scope)
                return make_pair(self._data(x.car), make_pair(inner, NIL, x.cdr.loc), x.loc)
            if kind is _QUASIQUOTE and type(x.cdr) is Pair:
                return make_pair(self._data(x.car), make_pair(self._quasi(x.cdr.car, depth + 1, scope), NIL,
                                                    x.cdr.loc), x.loc)
            return make_pair(self._quasi(x.car, depth, scope), self._quasi(x.cdr, depth, scope), x.loc)
        if type(x) is MVector:
            return MVector(list_to_python(self._quasi(make_list(x.items), depth, scope)))
        return self._data(x)


def _elements(x: Any) -> list:
    out = []
    while type(x) is Pair:
        out.append(x.car)
        x = x.cdr
    return out


def _params(spec: Any) -> frozenset:
    """The variables a lambda's formals bind (`[x default]` and keywords' too)."""
    out = set()
    while type(spec) is Pair:
        p = spec.car
        if type(p) is Pair and type(p.car) is Symbol:
            out.add(p.car)
        elif type(p) is Symbol and not is_keyword(p):
            out.add(p)
        spec = spec.cdr
    if type(spec) is Symbol:
        out.add(spec)
    return frozenset(out)


def is_list(x: Any) -> bool:
    while type(x) is Pair:
        x = x.cdr
    return x is NIL
