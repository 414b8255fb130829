"""`define-syntax` with `syntax-rules`, and `define-syntax-rule`.

Macros rewrite forms before compiling. Hygiene is approximated the way that matters in
teaching code: a name that a template *binds* (in let, lambda, do, ...) is renamed afresh at
each expansion, so `(my-or x t)` cannot capture the user's `t`.
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.compilation.compiler import Block, Compiler, Macro, _constant
from minischeme.values.data import RENAMED
from minischeme.values.data import NIL, VOID, MVector, Pair, make_pair, Symbol, gensym, is_list, list_to_python, make_list, sym
from minischeme.values.equality import is_equal
from minischeme.values.errors import SchemeSyntaxError
from minischeme.expansion.syntax import definition, derived, parts, special
from minischeme.values.printer import write_string

ELLIPSIS = sym("...")
UNDERSCORE = sym("_")
# Makers of other kinds of transformer (syntax_parse.py: procedures), tried in turn for a
# transformer that is no syntax-rules: ``hook(compiler, name, spec, loc) -> Macro | None``.
TRANSFORMER_HOOKS: list[Callable[[Compiler, str, Any, Any], Macro | None]] = []
_BINDERS = {sym(n) for n in ("let", "let*", "letrec", "letrec*", "lambda", "λ", "do",
                             "let-values", "let*-values", "define")}


class SyntaxRules:
    """A syntax-rules transformer: literals and (pattern, template) rules."""

    def __init__(self, name: str, literals: list[Symbol], rules: list[tuple[Any, Any]]) -> None:
        self.name = name
        self.literals = set(literals)
        self.rules = rules

    def expand(self, form: Any, free: Callable[[Symbol], Symbol] | None = None) -> Any:
        for pattern, template in self.rules:
            b: dict = {}
            # the macro keyword position is ignored, as in syntax-rules; a syntax-case
            # clause's bare pattern (`_`, an id) takes the whole use, a lone identifier too
            if type(pattern) is Symbol:
                matched = _match(pattern, form, self.literals, b)
            else:
                matched = type(form) is Pair and _match(pattern.cdr if type(pattern) is Pair else NIL,
                                                        form.cdr, self.literals, b)
            if matched:
                template = _rename_binders(template, b)
                if free is not None:
                    template = _rename_free(template, b, free)
                return _substitute(template, b)
        raise SchemeSyntaxError(f"{self.name}: bad syntax\n  in: {write_string(form)}", None, form)


def _match(pat: Any, x: Any, literals: set, b: dict) -> bool:
    if type(pat) is Symbol:
        if pat is UNDERSCORE:
            return True
        if pat in literals:
            return x is pat or RENAMED.get(x) is pat
        b[pat] = x
        return True
    if type(pat) is Pair:
        if type(pat.cdr) is Pair and pat.cdr.car is ELLIPSIS:
            after = pat.cdr.cdr
            min_after = 0
            p = after
            while type(p) is Pair:
                min_after += 1
                p = p.cdr
            items = []
            while type(x) is Pair:
                items.append(x)
                x = x.cdr
            n = len(items) - min_after
            if n < 0:
                return False
            matches = []
            for cell in items[:n]:
                sub: dict = {}
                if not _match(pat.car, cell.car, literals, sub):
                    return False
                matches.append(sub)
            for var, depth in _pattern_depths(pat.car, literals, 0):
                b[var] = _Seq([m[var] for m in matches], depth + 1)
            rest = items[n] if n < len(items) else x
            return _match(after, rest, literals, b)
        if type(x) is not Pair:
            return False
        return _match(pat.car, x.car, literals, b) and _match(pat.cdr, x.cdr, literals, b)
    if pat is NIL:
        return x is NIL
    if type(pat) is MVector:
        return type(x) is MVector and _match(make_list(pat.items), make_list(x.items), literals, b)
    return is_equal(pat, x)


class _Seq:
    """The matches of a pattern variable under ``depth`` ellipses (its items are _Seqs of
    depth - 1, or matched forms when depth is 1)."""

    def __init__(self, items: list, depth: int = 1) -> None:
        self.items = items
        self.depth = depth


def _pattern_depths(pat: Any, literals: set, depth: int) -> list[tuple[Symbol, int]]:
    """Each pattern variable of ``pat`` with the number of ellipses it is under there."""
    if type(pat) is Symbol:
        return [] if pat in literals or pat in (ELLIPSIS, UNDERSCORE) else [(pat, depth)]
    if type(pat) is Pair:
        if type(pat.cdr) is Pair and pat.cdr.car is ELLIPSIS:
            return (_pattern_depths(pat.car, literals, depth + 1)
                    + _pattern_depths(pat.cdr.cdr, literals, depth))
        return _pattern_depths(pat.car, literals, depth) + _pattern_depths(pat.cdr, literals, depth)
    if type(pat) is MVector:
        return _pattern_depths(make_list(pat.items), literals, depth)
    return []



def _substitute(t: Any, b: dict) -> Any:
    if type(t) is Symbol:
        return b.get(t, t) if not isinstance(b.get(t), _Seq) else t
    if type(t) is Pair:
        if t.car is ELLIPSIS and type(t.cdr) is Pair:  # (... template): its ellipses literal
            return _substitute_escaped(t.cdr.car, b)
        if type(t.cdr) is Pair and t.cdr.car is ELLIPSIS:
            rest = t.cdr.cdr
            extra = 0
            while type(rest) is Pair and rest.car is ELLIPSIS:
                extra += 1
                rest = rest.cdr
            expansions = _expand_ellipsis(t.car, b, extra)
            return make_list(expansions, _substitute(rest, b))
        return make_pair(_substitute(t.car, b), _substitute(t.cdr, b), t.loc)
    if type(t) is MVector:
        return MVector(list_to_python(_substitute(make_list(t.items), b)))
    return t


def _substitute_escaped(t: Any, b: dict) -> Any:
    """`(... template)`: the template with its ellipses literal (`(... ...)` is `...`), its
    pattern variables still substituted, as Racket's escape does (a macro that defines a
    macro writes the inner macro's ellipses so)."""
    if type(t) is Symbol:
        return _substitute(t, b)
    if type(t) is Pair:
        return make_pair(_substitute_escaped(t.car, b), _substitute_escaped(t.cdr, b), t.loc)
    if type(t) is MVector:
        return MVector([_substitute_escaped(i, b) for i in t.items])
    return t


def _expand_ellipsis(t: Any, b: dict, extra: int) -> list:
    """The repetitions of template ``t`` followed by 1 + ``extra`` ellipses."""
    # the variables this ellipsis iterates over: those matched under more ellipses than
    # the template puts them under inside ``t`` and in the ``extra`` ellipses (a variable
    # of depth 1 written `(x ...)` inside the repeated part stays whole in each
    # repetition, as in Racket)
    vars_ = list(dict.fromkeys(v for v, inner in _template_depths(t, 0)
                               if isinstance(b.get(v), _Seq) and b[v].depth > inner + extra))
    if not vars_:
        raise SchemeSyntaxError("syntax-rules: no pattern variables before ellipsis in template")
    n = max(len(b[v].items) for v in vars_)
    out = []
    for i in range(n):
        sub = dict(b)
        for v in vars_:
            items = b[v].items
            if i < len(items):
                sub[v] = items[i]
        if extra:
            out.extend(_expand_ellipsis(t, sub, extra - 1))
        else:
            out.append(_substitute(t, sub))
    return out


def _template_depths(t: Any, depth: int) -> list[tuple[Symbol, int]]:
    """Each symbol of template ``t`` with the number of ellipses that follow it inside ``t``."""
    if type(t) is Symbol:
        return [(t, depth)]
    if type(t) is Pair:
        if t.car is ELLIPSIS and type(t.cdr) is Pair:  # (... ...): an escaped ellipsis
            return []
        if type(t.cdr) is Pair and t.cdr.car is ELLIPSIS:
            rest, count = t.cdr, 0
            while type(rest) is Pair and rest.car is ELLIPSIS:
                count += 1
                rest = rest.cdr
            return _template_depths(t.car, depth + count) + _template_depths(rest, depth)
        return _template_depths(t.car, depth) + _template_depths(t.cdr, depth)
    if type(t) is MVector:
        return _template_depths(make_list(t.items), depth)
    return []




def _rename_binders(template: Any, b: dict) -> Any:
    """Rename the names a template binds itself (not pattern variables) to fresh symbols,
    before substitution, so they cannot capture the user's names."""
    introduced: set = set()
    _collect_binders(template, introduced)
    names = {n for n in introduced if n not in b and n is not ELLIPSIS}
    if names:       # a name the template also provides is exported by its symbol, as in Racket
        names -= _provided_names(template)
    if not names:
        return template
    return _rename(template, {n: gensym(n.name) for n in names})


_PROVIDES = (sym("provide"), sym("#%provide"))


def _provided_names(x: Any) -> set:
    """Every symbol inside the `provide` forms of a template."""
    out: set = set()

    def symbols(t: Any) -> None:
        while type(t) is Pair:
            symbols(t.car)
            t = t.cdr
        if type(t) is Symbol:
            out.add(t)

    def walk(t: Any) -> None:
        while type(t) is Pair:
            if t.car in _PROVIDES:
                symbols(t.cdr)
                return
            if type(t.car) is Pair:
                walk(t.car)
            t = t.cdr
    walk(x)
    return out


def _rename_free(template: Any, b: dict, free: Callable[[Symbol], Symbol]) -> Any:
    """The template with each free name (not a pattern variable, not quoted data) replaced
    by ``free(name)``: the name it has where the macro was defined (see Macro)."""
    def walk(t: Any) -> Any:
        if type(t) is Symbol:
            return t if t in b or t is ELLIPSIS or t is UNDERSCORE else free(t)
        if type(t) is Pair:
            if t.car is _QUOTE:
                return t
            if t.car is _QUASIQUOTE and type(t.cdr) is Pair:
                return make_pair(t.car, make_pair(data(t.cdr.car, 1), t.cdr.cdr, t.cdr.loc), t.loc)
            return make_pair(walk(t.car), walk(t.cdr), t.loc)
        return t

    def data(t: Any, depth: int) -> Any:
        """Inside a quasiquote: only what is unquoted (at its depth) is code."""
        if type(t) is Pair:
            if t.car in (_UNQUOTE, _UNQUOTE_SPLICING) and type(t.cdr) is Pair:
                inner = walk(t.cdr.car) if depth == 1 else data(t.cdr.car, depth - 1)
                return make_pair(t.car, make_pair(inner, t.cdr.cdr, t.cdr.loc), t.loc)
            if t.car is _QUASIQUOTE and type(t.cdr) is Pair:
                return make_pair(t.car, make_pair(data(t.cdr.car, depth + 1), t.cdr.cdr, t.cdr.loc), t.loc)
            return make_pair(data(t.car, depth), data(t.cdr, depth), t.loc)
        if type(t) is MVector:
            return MVector(list_to_python(data(make_list(t.items), depth)))
        return t
    return walk(template)


_QUOTE, _QUASIQUOTE, _UNQUOTE, _UNQUOTE_SPLICING = (sym("quote"), sym("quasiquote"),
                                                    sym("unquote"), sym("unquote-splicing"))


def _collect_binders(x: Any, out: set) -> None:
    while type(x) is Pair:
        if x.car in _BINDERS and type(x.cdr) is Pair:
            spec = x.cdr.car
            if x.car is sym("define"):   # the name it defines (Racket's: the macro's own)
                name = spec.car if type(spec) is Pair else spec
                while type(name) is Pair:           # a curried define's head
                    name = name.car
                if type(name) is Symbol:
                    out.add(name)
            elif type(spec) is Symbol and x.car is sym("let"):  # named let
                out.add(spec)
                spec = x.cdr.cdr.car if type(x.cdr.cdr) is Pair else NIL
            if x.car in (sym("lambda"), sym("λ")):
                p = spec
                while type(p) is Pair:
                    if type(p.car) is Symbol:
                        out.add(p.car)
                    p = p.cdr
                if type(p) is Symbol:
                    out.add(p)
            elif x.car is not sym("define"):
                for binding in list_to_python(spec) if type(spec) is Pair else []:
                    if type(binding) is Pair and type(binding.car) is Symbol:
                        out.add(binding.car)
        if type(x.car) is Pair:
            _collect_binders(x.car, out)
        x = x.cdr


def _rename(x: Any, renames: dict) -> Any:
    if type(x) is Symbol:
        return renames.get(x, x)
    if type(x) is Pair:
        if x.car is sym("quote"):
            return x
        return make_pair(_rename(x.car, renames), _rename(x.cdr, renames), x.loc)
    return x


# ------------------------------------------------------------------ the forms

def make_transformer(c: Compiler, name: str, spec: Any, loc: Any) -> Macro:
    """A Macro from a `(syntax-rules (literal ...) [pattern template] ...)` form."""
    if type(spec) is Pair and spec.car is sym("syntax-rules"):
        sps = c.list_of(spec, "syntax-rules", loc)
        if len(sps) < 2:
            raise c.bad_syntax("syntax-rules", spec, loc)
        if not is_list(sps[1][0]):
            raise c.bad_syntax("syntax-rules", spec, loc)
        literals = list_to_python(sps[1][0])
        rules = []
        for rule, l in sps[2:]:
            rps = c.list_of(rule, "syntax-rules", l)
            if len(rps) != 2:
                raise c.bad_syntax("syntax-rules", spec, loc)
            rules.append((rps[0][0], rps[1][0]))
        return Macro(name, SyntaxRules(name, literals, rules).expand)
    if type(spec) is Pair and spec.car in (sym("lambda"), sym("λ")):
        rules = _syntax_case_rules(spec)
        if rules is not None:      # a procedure: Racket calls it on a bare name's use too
            return Macro(name, SyntaxRules(name, rules[0], rules[1]).expand, identifier=True)
    for hook in TRANSFORMER_HOOKS:
        macro = hook(c, name, spec, loc)
        if macro is not None:
            return macro
    raise _refused(c, spec, loc, f"define-syntax: only syntax-rules transformers are supported "
                                 f"by minischeme\n  in: {write_string(spec)}")


def _refused(c: Compiler, code: Any, loc: Any, message: str) -> SchemeSyntaxError:
    """A procedural transformer where procedures may not be transformers. In a Racket
    language (`#lang racket/base` with no `(require (for-syntax racket/base))`) that is
    Racket's error: the head of the transformer's ``code`` is unbound in the transformer
    environment. Elsewhere (teaching languages) minischeme's ``message``."""
    head = code.car if type(code) is Pair else None
    if type(head) is Symbol and c.ns.form_enabled(sym("syntax-case")):
        return c.syntax_error(f"{head.name}: unbound identifier;\n also, no #%app syntax "
                              f"transformer is bound in the transformer phase\n  at: {head.name}"
                              f"\n  in: {write_string(code)}", code.loc or loc, code)
    return c.syntax_error(message, loc, code)


def _syntax_case_rules(spec: Any) -> tuple[list, list] | None:
    """`(lambda (stx) (syntax-case stx (lit ...) [pat #'template] ...))` as syntax-rules'
    literals and rules, when every clause's body is just a template (no fender, no other
    code), and `(lambda (stx) #'template)` as one rule taking any use; None for any other
    transformer."""
    items = list_to_python(spec) if is_list(spec) else []
    if len(items) != 3 or not is_list(items[1]) or len(list_to_python(items[1])) != 1:
        return None
    stx = list_to_python(items[1])[0]
    body = list_to_python(items[2]) if type(items[2]) is Pair and is_list(items[2]) else []
    if len(body) == 2 and body[0] is sym("syntax"):
        # `(lambda (stx) #'template)`: every use (with any parts, or none) expands to the
        # template
        return [], [(sym("_"), body[1])]
    if len(body) < 3 or body[0] is not sym("syntax-case") or body[1] is not stx \
            or not is_list(body[2]):
        return None
    rules = []
    for clause in body[3:]:
        parts_ = list_to_python(clause) if type(clause) is Pair and is_list(clause) else []
        if len(parts_) != 2:
            return None
        template = parts_[1]
        if not (type(template) is Pair and template.car is sym("syntax") and is_list(template)
                and len(list_to_python(template)) == 2):
            return None
        rules.append((parts_[0], template.cdr.car))
    return list_to_python(body[2]), rules


def parse_define_syntax(c: Compiler, x: Any, loc: Any) -> tuple[Symbol, Macro]:
    ps = parts(c, x, loc)
    if x.car is sym("define-syntax-rule"):
        if len(ps) != 3 or type(ps[1][0]) is not Pair or type(ps[1][0].car) is not Symbol:
            raise c.bad_syntax("define-syntax-rule", x, loc)
        name = ps[1][0].car
        rules = make_list([make_list([ps[1][0], ps[2][0]])])
        spec = make_pair(sym("syntax-rules"), make_pair(NIL, rules))
        return name, make_transformer(c, name.name, spec, loc)
    body = ps[2][0] if len(ps) > 2 else None     # the first form of a (name stx) body
    if len(ps) > 3 and type(ps[1][0]) is Pair and TRANSFORMER_HOOKS:   # (name stx) body ...
        ps = [*ps[:2], (make_pair(sym("let"), make_pair(NIL, make_list([b for b, _ in ps[2:]]))), ps[2][1])]
    if len(ps) != 3:
        raise c.bad_syntax("define-syntax", x, loc)
    target = ps[1][0]
    if type(target) is Pair:  # (define-syntax (name stx) body): a syntax-case of templates only
        # (or a procedure; of other parameters than one too, as Racket takes it: a use of
        # `(define-syntax (name) ...)` is the transformer's arity error)
        if type(target.car) is Symbol:
            spec = make_list([sym("lambda"), target.cdr, ps[2][0]])
            if _syntax_case_rules(spec) is not None:
                return target.car, make_transformer(c, target.car.name, spec, loc)
            for hook in TRANSFORMER_HOOKS:
                macro = hook(c, target.car.name, spec, loc)
                if macro is not None:
                    return target.car, macro
        if type(body) is Pair:
            raise _refused(c, body, loc, "define-syntax: only syntax-rules transformers are "
                                         f"supported by minischeme\n  in: {write_string(x)}")
        raise c.syntax_error("define-syntax: only syntax-rules transformers are supported by "
                             f"minischeme\n  in: {write_string(x)}", loc, x)
    if type(target) is not Symbol:
        raise c.syntax_error(f"define-syntax: bad syntax\n  at: {write_string(target)}\n"
                             f"  in: {write_string(x)}", ps[1][1] or loc, x)
    return target, make_transformer(c, target.name, ps[2][0], ps[2][1])


def define_syntax_in_block(c: Compiler, x: Any, blk: Block, loc: Any) -> None:
    """An internal define-syntax: the macro is visible in the rest of the body."""
    name, macro = parse_define_syntax(c, x, loc)
    blk.macros[name] = macro


@definition("define-syntax", "define-syntax-rule")
def _define_syntax_names(c: Compiler, x: Any, blk: Block, loc: Any) -> list[Symbol]:
    """In a body, a define-syntax binds its macro at once and defines no variable."""
    define_syntax_in_block(c, x, blk, loc)
    return []


@special("define-syntax", "define-syntax-rule")
def form_define_syntax(c: Compiler, x: Any, blk: Block, tail: bool, loc: Any) -> Any:
    name, macro = parse_define_syntax(c, x, loc)
    if blk.parent is None and name not in blk.vars:
        macro.home = c
        c.ns.macros[name] = macro
    else:
        blk.macros[name] = macro
    return _constant(VOID)


@derived("let-syntax", "letrec-syntax")
def expand_let_syntax(c: Compiler, x: Any, loc: Any) -> Any:
    """(let-syntax ([name transformer] ...) body ...) = (let () (define-syntax name
    transformer) ... body ...): the macros are seen by the body (and by each other)."""
    who = x.car.name
    ps = parts(c, x, loc)
    if len(ps) < 3:
        raise c.bad_syntax(who, x, loc)
    defines = []
    for b, l in c.list_of(ps[1][0], who, loc):
        bps = c.list_of(b, who, l) if type(b) is Pair else []
        if len(bps) != 2 or type(bps[0][0]) is not Symbol:
            raise c.bad_syntax(who, x, loc)
        defines.append(make_pair(_DEFINE_SYNTAX, make_list([bps[0][0], bps[1][0]]), l))
    return make_pair(_LET, make_pair(NIL, make_list(defines, x.cdr.cdr)))


_DEFINE_SYNTAX, _LET = sym("define-syntax"), sym("let")
