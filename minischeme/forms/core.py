"""The forms: the core forms (which the expander translates), the module-level forms
(`@special`: a compiler ``(compiler, form, block, tail, loc) -> node`` for the top of a
module or the REPL), and the derived forms (cond, case, when, do, let*, ...), which are
*expanders*: they rewrite the form into simpler forms. Expansions refer to
runtime helpers by embedding the procedure object itself in the code (a procedure is a
constant), so a program that redefines `list` or `equal?` cannot break them.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any

from minischeme.expansion import teaching
from minischeme.compilation.compiler import Block, Compiler, _constant, sequence
from minischeme.expansion.syntax import (PROMISE_MAKERS, ARROW, BEGIN, ELSE, IF, LAMBDA, LET, QUOTE, L, S, core_form, derived,
                                         definition_names, let_bindings, lowered_form, parts, prim, special)  # noqa: F401  (definition_names: the interpreter reads it here)
from minischeme.values.data import NIL, VOID, Box, Char, HashTable, MVector, Pair, make_pair, Symbol, gensym, is_list, list_to_python, make_list, sym
from minischeme.values.equality import hash_has, hash_put
from minischeme.values.hash_order import try_ordered_items
from minischeme.values.printer import write_string
from minischeme.values.procedures import is_keyword

# ------------------------------------------------------------------ the core forms
# The expander translates them (expander.FORMS) wherever they are; a `begin` at the top of
# a module or the REPL splices its forms, each compiled as a top-level form.

for names in (("quote",), ("if",), ("define",), ("set!",), ("lambda", "λ"), ("case-lambda",),
              ("let",), ("letrec",), ("define-values",), ("#%app",), ("#%datum",)):
    core_form(*names)


@special("begin")
def form_begin(c: Compiler, x: Any, blk: Block, tail: bool, loc: Any) -> Any:
    """A top-level `(begin form ...)`: each form compiled as one at the top (an empty one
    is nothing there: Compiler.compile_top)."""
    ps = parts(c, x, loc)[1:]
    if not ps:
        raise c.bad_syntax("begin", x, loc)
    return sequence([c.comp(e, blk, tail and i == len(ps) - 1, l) for i, (e, l) in enumerate(ps)])


@derived("let*")
def expand_let_star(c: Compiler, x: Any, loc: Any) -> Any:
    ps = parts(c, x, loc)
    if len(ps) < 3:
        raise c.bad_syntax("let*", x, loc)
    bindings = c.list_of(ps[1][0], "let*", loc)
    let_bindings(c, x, ps[1][0], "let*", loc)
    body = x.cdr.cdr
    if not bindings:
        return make_pair(LET, make_pair(NIL, body))
    result = make_pair(LET, make_pair(L(bindings[-1][0]), body))
    for b, _ in reversed(bindings[:-1]):
        result = L(LET, L(b), result)
    return result


@derived("local")
def expand_local(c: Compiler, x: Any, loc: Any) -> Any:
    ps = parts(c, x, loc)
    if teaching.level(c.ns):
        wrong = teaching.local_error(x, ps, loc)
        if wrong is not None:
            raise c.syntax_error(wrong[0], wrong[1], x)
        if len(ps) >= 3:    # the body is one expression: a definition there is not at the top
            expr, expr_loc = ps[2]
            body = make_pair(make_pair(S("#%expression"), make_pair(expr, NIL, expr_loc), expr_loc), NIL, expr_loc)
            return make_pair(LET, make_pair(NIL, _append(ps[1][0], body)))
    if len(ps) < 3:
        raise c.bad_syntax("local", x, loc)
    return make_pair(LET, make_pair(NIL, _append(ps[1][0], x.cdr.cdr)))


def _append(a: Any, b: Any) -> Any:
    return make_list(list_to_python(a), b)


@lowered_form("block")
def lower_block(c: Compiler, x: Any, blk: Block, loc: Any) -> Any:
    """racket/block's `(block defn-or-expr ...)`: an internal-definition context as an
    expression, `(let () defn-or-expr ...)`, except that an empty one, or one whose last
    form is a definition, gives `(void)`, as Racket's block appends `(void)` then. The
    last form's head is expanded here to see whether it defines (a `begin` is looked into)
    and given to the `let` expanded, so a macro there runs once."""
    forms = parts(c, x, loc)[1:]
    ends_in_definition = True           # an empty block (or `(begin)` last) too
    if forms:
        last, last_loc = forms[-1]
        last = c.expand_head(last, blk, last_loc)
        forms[-1] = (last, last_loc)
        while type(last) is Pair and last.car is BEGIN and blk.lookup(BEGIN) is None:
            inner = c.list_of(last.cdr, "begin", last_loc)
            if not inner:
                break
            last, last_loc = inner[-1]
            last = c.expand_head(last, blk, last_loc)
        else:
            ends_in_definition = definition_names(c, last, blk, last_loc) is not None
    if ends_in_definition:
        forms.append((VOID, None))
    return make_pair(LET, make_pair(NIL, make_list([f for f, _ in forms])))


# ------------------------------------------------------------------ conditionals

@derived("when", "unless")
def expand_when(c: Compiler, x: Any, loc: Any) -> Any:
    ps = parts(c, x, loc)
    if len(ps) < 3:
        raise c.bad_syntax(x.car.name, x, loc)
    body = make_pair(LET, make_pair(NIL, x.cdr.cdr))
    if x.car is S("when"):
        return L(IF, ps[1][0], body, VOID)
    return L(IF, ps[1][0], VOID, body)


@derived("#%expression")
def expand_expression(c: Compiler, x: Any, loc: Any) -> Any:
    """(#%expression e): e, in an expression's place (a definition there is out of place,
    as in Racket); as an `if` whose test is #t, so e stays in tail position."""
    ps = parts(c, x, loc)
    if len(ps) != 2:
        raise c.bad_syntax("#%expression", x, loc)
    return L(IF, True, ps[1][0], VOID)


@derived("and")
def expand_and(c: Compiler, x: Any, loc: Any) -> Any:
    """`(and e ...)`: each e in turn while it is true; the last in tail position."""
    ps = _connective_operands(c, x, loc)
    if not ps:
        return True
    result = ps[-1][0]
    for e, _ in reversed(ps[:-1]):
        result = L(IF, e, result, False)
    return result


@derived("or")
def expand_or(c: Compiler, x: Any, loc: Any) -> Any:
    """`(or e ...)`: the first true e's value; the last in tail position."""
    ps = _connective_operands(c, x, loc)
    if not ps:
        return False
    result = ps[-1][0]
    for e, _ in reversed(ps[:-1]):
        t = gensym("or")
        result = L(LET, L(L(t, e)), L(IF, t, t, result))
    return result


def _connective_operands(c: Compiler, x: Any, loc: Any) -> list:
    """The operands of an `and` or `or`; a teaching language wants at least two."""
    ps = parts(c, x, loc)[1:]
    if len(ps) < 2 and teaching.level(c.ns) is not None:
        raise c.syntax_error(teaching.too_few_operands(x, len(ps)), loc, x)
    return ps


@derived("cond")
def expand_cond(c: Compiler, x: Any, loc: Any) -> Any:
    clauses = parts(c, x, loc)[1:]
    result: Any = VOID
    for i in range(len(clauses) - 1, -1, -1):
        clause, l = clauses[i]
        if type(clause) is not Pair:
            raise c.syntax_error(f"cond: bad syntax (clause is not a test-value pair)\n  at: "
                                 f"{write_string(clause)}\n  in: {write_string(x)}", l or loc, x)
        cps = c.list_of(clause, "cond", l)
        test = cps[0][0]
        if test is ELSE and c.special_form(ELSE) is not None:
            if i != len(clauses) - 1:
                raise c.syntax_error(f"cond: bad syntax (`else' clause must be last)\n  at: "
                                     f"{write_string(clause)}\n  in: {write_string(x)}", l or loc, x)
            if len(cps) < 2:
                raise c.syntax_error(f"cond: missing expressions in `else' clause\n  at: "
                                     f"{write_string(clause)}\n  in: {write_string(x)}",
                                     l or loc, x)
            result = make_pair(LET, make_pair(NIL, clause.cdr))
        elif len(cps) == 1:
            t = gensym("c")
            result = L(LET, L(L(t, test)), L(IF, t, t, result))
        elif cps[1][0] is ARROW:
            if len(cps) != 3:
                raise c.bad_syntax("cond", x, loc, "bad clause form with =>")
            t = gensym("c")
            result = L(LET, L(L(t, test)), L(IF, t, L(cps[2][0], t), result))
        else:
            result = L(IF, test, make_pair(LET, make_pair(NIL, clause.cdr)), result)
    return result


@derived("else", "=>", "...", "_", "unquote", "unquote-splicing")
def expand_misplaced(c: Compiler, x: Any, loc: Any) -> Any:
    """A form only other forms may contain, used as an expression: Racket's error."""
    name = x.car.name
    if teaching.is_template(c.ns, x.car):    # `(... x ...)` in a design-recipe template
        return teaching.template_expression(x.car, prim("error"))
    if name in ("unquote", "unquote-splicing"):
        raise c.syntax_error(f"{name}: not in quasiquote\n  in: {write_string(x)}", loc, x)
    what = {"=>": "arrow ", "...": "ellipses ", "_": "wildcard "}.get(name, "")
    raise c.syntax_error(f"{name}: {what}not allowed as an expression\n  in: {write_string(x)}",
                         loc, x)


@derived("case")
def expand_case(c: Compiler, x: Any, loc: Any) -> Any:
    """(case e [(d ...) body ...] ... [else body ...]): as Racket, one lookup of e's value
    among all the data at once (an equal?-based table from each datum to the index of the
    first clause holding it), then the clause of that index: no walk of every clause's
    data with equal? for each key."""
    ps = parts(c, x, loc)
    if len(ps) < 2:
        raise c.bad_syntax("case", x, loc)
    key, index = gensym("key"), gensym("case-index")
    r5rs = c.ns.r5rs_forms
    table = HashTable("equal", mutable=False)
    bodies: list[tuple[int | None, Any]] = []      # (clause index, or None for else; body)
    for i, (clause, l) in enumerate(ps[2:]):
        cps = c.list_of(clause, "case", l) if type(clause) is Pair else []
        if len(cps) < 2:
            raise c.bad_syntax("case", x, loc, "clause is not a datum sequence with expressions")
        body = make_pair(LET, make_pair(NIL, clause.cdr))
        if cps[0][0] is ELSE:
            bodies.append((None, body))
            continue
        for datum in list_to_python(cps[0][0]):
            if r5rs and type(datum) not in _EQV_DATA:   # r5rs's case: eqv?, so a string never
                continue                                 # matches its clause's
            if not hash_has(table, datum):
                hash_put(table, datum, i)
        bodies.append((i, body))
    result: Any = VOID
    for i, body in reversed(bodies):      # an else drops the clauses after it, as before
        result = body if i is None else L(IF, L(prim("eqv?"), index, i), body, result)
    return L(LET, L(L(key, ps[1][0])),
             L(LET, L(L(index, L(prim("hash-ref"), L(QUOTE, table), key, False))), result))


# the data r5rs's case compares (with eqv?, which is equal? on them)
_EQV_DATA = frozenset([int, float, Fraction, Symbol, Char, bool, type(NIL)])


# ------------------------------------------------------------------ loops

@derived("do")
def expand_do(c: Compiler, x: Any, loc: Any) -> Any:
    ps = parts(c, x, loc)
    if len(ps) < 3:
        raise c.bad_syntax("do", x, loc)
    specs = [c.list_of(s, "do", l) for s, l in c.list_of(ps[1][0], "do", loc)]
    test_clause = c.list_of(ps[2][0], "do", ps[2][1])
    loop = gensym("do-loop")
    bindings = make_list([L(s[0][0], s[1][0]) for s in specs])
    steps = make_list([s[2][0] if len(s) > 2 else s[0][0] for s in specs])
    result = make_pair(BEGIN, make_list([e for e, _ in test_clause[1:]])) if len(test_clause) > 1 else VOID
    body = make_list([e for e, _ in ps[3:]] + [make_pair(loop, steps)])
    return L(LET, loop, bindings, L(IF, test_clause[0][0], result, make_pair(BEGIN, body)))


# ------------------------------------------------------------------ quasiquote

@derived("quasiquote")
def expand_quasiquote(c: Compiler, x: Any, loc: Any) -> Any:
    ps = parts(c, x, loc)
    if len(ps) != 2:
        raise c.bad_syntax("quasiquote", x, loc)
    body = ps[1][0]
    if _is_splice(body):
        raise _splice_error(c, body, x, loc)
    if not _unquoted(body):     # Racket's quasiquote: a template with no unquote is a quote
        return L(QUOTE, body)
    return _qq(c, body, 1, loc, x, _R5RS_PAIRS if c.ns.r5rs_forms else _PAIRS)


# what a quasiquote builds its lists with: Racket's pairs, or (r5rs's quasiquote) mutable ones
_PAIRS = {"cons": "cons", "list": "list", "append": "%qq-append", "list->vector": "list->vector"}
_R5RS_PAIRS = {"cons": "mcons", "list": "%mlist", "append": "%mappend", "list->vector": "%mlist->vector"}


_UNQUOTES = (S("unquote"), S("unquote-splicing"))
# a hash literal's kind -> what makes the immutable table of that kind from an alist
_HASH_MAKERS = {"equal": "make-immutable-hash", "eqv": "make-immutable-hasheqv",
                "eq": "make-immutable-hasheq"}


def _unquoted(template: Any) -> bool:
    """Does ``template`` hold `unquote` or `unquote-splicing` anywhere in its lists,
    vectors, boxes and hash tables' values (not their keys: quasiquote leaves keys as
    data)? (A loop: the template may nest 100,000 deep.)"""
    stack = [template]
    while stack:
        x = stack.pop()
        t = type(x)
        if t is Pair:
            stack.append(x.car)
            stack.append(x.cdr)
        elif t is MVector:
            stack.extend(x.items)
        elif t is Box:
            stack.append(x.value)
        elif t is HashTable:
            stack.extend(v for _, v in x.table.values())
        elif t is Symbol and x in _UNQUOTES:
            return True
    return False


def _is_splice(x: Any) -> bool:
    """Is ``x`` an `(unquote-splicing e)` form?"""
    return type(x) is Pair and x.car is S("unquote-splicing") and type(x.cdr) is Pair


def _splice_error(c: Compiler, splice: Any, form: Any, loc: Any) -> Exception:
    """Racket's error for `,@e` where there is no list to splice into: the whole template,
    a box's contents, a hash table's value."""
    return c.syntax_error(f"unquote-splicing: invalid context within quasiquote\n"
                          f"  at: {write_string(splice)}\n  in: {write_string(form)}", loc, form)


def _qq(c: Compiler, x: Any, depth: int, loc: Any, form: Any, pairs: dict = _PAIRS) -> Any:
    """The expression that builds the quasiquoted ``x`` at quasiquote depth ``depth``
    (``form``: the whole quasiquote, for errors), its lists made by the procedures ``pairs``
    names."""
    if type(x) is Pair:
        head = x.car
        if head is S("unquote") and type(x.cdr) is Pair and x.cdr.cdr is NIL:
            if depth == 1:
                return x.cdr.car
            return L(prim(pairs["list"]), L(QUOTE, head), _qq(c, x.cdr.car, depth - 1, loc, form, pairs))
        if head is S("quasiquote") and type(x.cdr) is Pair and x.cdr.cdr is NIL:
            return L(prim(pairs["list"]), L(QUOTE, head), _qq(c, x.cdr.car, depth + 1, loc, form, pairs))
        if (type(head) is Pair and head.car is S("unquote-splicing") and type(head.cdr) is Pair
                and depth == 1):
            if x.cdr is NIL:  # `(a ,@x): x is the tail, whatever it is
                return head.cdr.car
            return L(prim(pairs["append"]), head.cdr.car, _qq(c, x.cdr, depth, loc, form, pairs))
        return L(prim(pairs["cons"]), _qq(c, head, depth, loc, form, pairs),
                 _qq(c, x.cdr, depth, loc, form, pairs))
    if type(x) is MVector:
        return L(prim(pairs["list->vector"]), _qq(c, make_list(x.items), depth, loc, form, pairs))
    if type(x) is Box:
        return _qq_box(c, x, depth, loc, form)
    if type(x) is HashTable:
        return _qq_hash(c, x, depth, loc, form)
    if type(x) is Symbol or x is NIL:
        return L(QUOTE, x)
    return x


def _qq_part(c: Compiler, x: Any, depth: int, loc: Any, form: Any) -> Any:
    """A box's contents or a hash table's value, quasiquoted: unquoted parts computed, the
    rest quoted as it is; `,@e` there (nothing to splice into) is Racket's error."""
    if not _unquoted(x):
        return L(QUOTE, x)
    if depth == 1 and _is_splice(x):
        raise _splice_error(c, x, form, loc)
    return _qq(c, x, depth, loc, form)


def _qq_box(c: Compiler, x: Box, depth: int, loc: Any, form: Any) -> Any:
    """`#&,e`: a new box (a mutable one, as Racket's quasiquote makes it) around the
    quasiquoted contents; a box with nothing unquoted stays the literal."""
    if not _unquoted(x.value):
        return L(QUOTE, x)
    return L(prim("box"), _qq_part(c, x.value, depth, loc, form))


def _qq_hash(c: Compiler, x: HashTable, depth: int, loc: Any, form: Any) -> Any:
    """`#hash((k . ,e) ...)` (also #hasheq, #hasheqv): a new immutable table of the same
    kind, its keys as written (never unquoted) and its values quasiquoted, computed in the
    order Racket's quasiquote computes them (its keys sorted, `hash-map` with try-order?);
    a table with nothing unquoted in its values stays the literal."""
    if not _unquoted(x):
        return L(QUOTE, x)
    entries = [L(prim("cons"), L(QUOTE, k), _qq_part(c, v, depth, loc, form))
               for k, v in try_ordered_items(x)]
    return L(prim(_HASH_MAKERS[x.kind]), make_pair(prim("list"), make_list(entries)))


# ------------------------------------------------------------------ exceptions, parameters

@derived("with-handlers", "with-handlers*")
def expand_with_handlers(c: Compiler, x: Any, loc: Any) -> Any:
    ps = parts(c, x, loc)
    if len(ps) < 3:
        raise c.bad_syntax(x.car.name, x, loc)
    handlers = []
    if not is_list(ps[1][0]):
        raise c.bad_syntax(x.car.name, x, loc)
    for h, l in c.list_of(ps[1][0], "with-handlers", loc):
        hps = c.list_of(h, "with-handlers", l) if is_list(h) else []
        if len(hps) != 2:
            raise c.bad_syntax("with-handlers", x, loc)
        handlers.append(L(prim("cons"), hps[0][0], hps[1][0]))
    return L(prim("%with-handlers"), make_pair(prim("list"), make_list(handlers)),
             make_pair(LAMBDA, make_pair(NIL, x.cdr.cdr)))


def _parameter_bindings(c: Compiler, x: Any, loc: Any, who: str) -> list[tuple[Any, Any]]:
    """The `[parameter value]` pairs of a `parameterize` or `parameterize*`; anything
    else there is the form's bad syntax, as Racket says it (the whole form)."""
    ps = parts(c, x, loc)
    if len(ps) < 3 or not is_list(ps[1][0]):
        raise c.bad_syntax(who, x, loc)
    bindings = []
    for b in list_to_python(ps[1][0]):
        if not (type(b) is Pair and is_list(b) and len(list_to_python(b)) == 2):
            raise c.bad_syntax(who, x, loc)
        bindings.append((b.car, b.cdr.car))
    return bindings


@derived("parameterize")
def expand_parameterize(c: Compiler, x: Any, loc: Any) -> Any:
    pairs = [L(prim("cons"), p, v) for p, v in _parameter_bindings(c, x, loc, "parameterize")]
    return L(prim("%parameterize"), make_pair(prim("list"), make_list(pairs)),
             make_pair(LAMBDA, make_pair(NIL, x.cdr.cdr)))


@derived("parameterize*")
def expand_parameterize_star(c: Compiler, x: Any, loc: Any) -> Any:
    """(parameterize* ([p v] ...) body ...+) (racket/base): each value computed with the
    parameters before it already set, as nested `parameterize`s."""
    bindings = _parameter_bindings(c, x, loc, "parameterize*")
    body: Any = make_pair(LET, make_pair(NIL, x.cdr.cdr))
    for p, v in reversed(bindings):
        body = L(prim("%parameterize"), L(prim("list"), L(prim("cons"), p, v)), L(LAMBDA, NIL, body))
    return body


@derived("with-continuation-mark")
def expand_with_continuation_mark(c: Compiler, x: Any, loc: Any) -> Any:
    """(with-continuation-mark key value body): key, value, then body in tail position,
    as a call of %wcm with body as a thunk (primitives/continuation_marks.py)."""
    ps = parts(c, x, loc)
    if len(ps) != 4:
        raise c.bad_syntax("with-continuation-mark", x, loc)
    return L(prim("%wcm"), ps[1][0], ps[2][0], L(LAMBDA, NIL, ps[3][0]))


@derived("let/ec", "let/cc")
def expand_let_ec(c: Compiler, x: Any, loc: Any) -> Any:
    ps = parts(c, x, loc)
    if len(ps) < 3 or type(ps[1][0]) is not Symbol:
        raise c.bad_syntax(x.car.name, x, loc)
    return L(prim("call/ec"), make_pair(LAMBDA, make_pair(L(ps[1][0]), x.cdr.cdr)))


@derived(*PROMISE_MAKERS)
def expand_delay(c: Compiler, x: Any, loc: Any) -> Any:
    """(delay body ...+) and racket/promise's other delay forms: a promise of a thunk of
    the body (`delay/thread`'s and `delay/idle`'s keyword options are accepted and left
    unused: the body runs when first forced)."""
    body = x.cdr
    while type(body) is Pair and is_keyword(body.car) and type(body.cdr) is Pair:
        body = body.cdr.cdr
    if type(body) is not Pair:      # Racket's own lambda inside racket/promise complains
        raise c.syntax_error("lambda: bad syntax\n  in: (lambda ())", loc, x)
    name = c.anonymous_name(loc, keep=20)   # #<promise:...pl-promises/lazy.rkt:24:30>
    return L(prim(PROMISE_MAKERS[x.car.name]), make_pair(LAMBDA, make_pair(NIL, body)), *([name] if name else []))


@derived("time")
def expand_time(c: Compiler, x: Any, loc: Any) -> Any:
    return L(prim("%time"), make_pair(LAMBDA, make_pair(NIL, x.cdr)))


# ------------------------------------------------------------------ modules

@special("require", "#%require")
def form_require(c: Compiler, x: Any, blk: Block, tail: bool, loc: Any) -> Any:
    for spec, l, for_syntax in require_specs(c, x, loc):
        c.ns.require(spec, l, c, for_syntax)
    return _constant(VOID)


@derived("local-require")
def expand_local_require(c: Compiler, x: Any, loc: Any) -> Any:
    """(local-require spec ...) in a body or an expression (racket/base): the specs are
    required when the form is expanded, as `require`'s are. Racket binds the names in the
    enclosing scope only; a module here has one namespace, so they are the module's from
    the form on (what a program that runs in Racket sees the same). Its value is void."""
    for spec, l, for_syntax in require_specs(c, make_pair(S("require"), x.cdr, x.loc), loc):
        c.ns.require(spec, l, c, for_syntax)
    return L(QUOTE, VOID)


_RAW_REQUIRES = {"only": "only-in", "prefix": "prefix-in", "all-except": "except-in"}


def require_specs(c: Compiler, x: Any, loc: Any) -> list[tuple[Any, Any, bool]]:
    """The specs of a `require`, or of a `#%require` (whose raw shapes `only`, `prefix`,
    `all-except` and `(rename module local exported)` are written as `require`'s), each
    with its location and whether it came inside `for-syntax`."""
    specs = [(s, l, for_syntax) for spec, l in parts(c, x, loc)[1:]
             for s, for_syntax in _for_syntax_modules(spec)]
    if x.car is not S("#%require"):
        return specs
    out = []
    for spec, l, for_syntax in specs:
        if type(spec) is Pair and type(spec.car) is Symbol and is_list(spec):
            items = list_to_python(spec)
            head = spec.car.name
            if head in _RAW_REQUIRES:
                spec = make_pair(S(_RAW_REQUIRES[head]), spec.cdr, spec.loc)
            elif head == "rename" and len(items) == 4:
                spec = L(S("rename-in"), items[1], L(items[3], items[2]))
        out.append((spec, l, for_syntax))
    return out


def _for_syntax_modules(spec: Any) -> list[tuple[Any, bool]]:
    """`(for-syntax m ...)` as its modules, each required as any other (minischeme has
    one phase, its transformers running in the module's namespace, syntax_parse.py) and
    marked True: such a module runs as soon as it is required, since the module's own
    transformers may call it while the module is expanded, before its body runs."""
    if type(spec) is Pair and spec.car is S("for-syntax") and is_list(spec):
        return [(m, True) for m in list_to_python(spec.cdr)]
    return [(spec, False)]


class SubmoduleDeclaration:
    """A `(module name lang body ...)` form: a module of its own inside a module, run only
    when something requires it (`(require 'name)`, `(submod "." name)`)."""

    def __init__(self, name: str, lang: str, body: list[tuple[Any, Any]], loc: Any) -> None:
        self.name = name
        self.lang = lang
        self.body = body
        self.loc = loc


def submodule_declaration(c: Compiler, x: Any, loc: Any) -> SubmoduleDeclaration | None:
    """The declaration a `module` form makes, or None for the `main` and `test` submodules
    (run in the module's namespace, as `module+` ones) and anything not `(module name lang
    body ...)`."""
    if x.car is not S("module"):
        return None
    ps = parts(c, x, loc)
    if len(ps) < 3 or type(ps[1][0]) is not Symbol or ps[1][0].name in ("main", "test"):
        return None
    lang = ps[2][0]
    if type(lang) is not Symbol and type(lang) is not str:
        return None
    return SubmoduleDeclaration(ps[1][0].name, lang if type(lang) is str else lang.name,
                                ps[3:], loc)


@special("provide", "#%provide")
def form_provide(c: Compiler, x: Any, blk: Block, tail: bool, loc: Any) -> Any:
    return _constant(VOID)


@special("module+", "module", "module*")
def form_submodule(c: Compiler, x: Any, blk: Block, tail: bool, loc: Any) -> Any:
    """Submodules: `test` runs only under `minischeme test`; `main` runs like Racket runs it."""
    ps = parts(c, x, loc)
    if len(ps) < 2:
        raise c.bad_syntax(x.car.name, x, loc)
    declared = submodule_declaration(c, x, loc)
    if declared is not None:        # at the REPL: declared now, run when required
        c.ns.declared_modules[declared.name] = declared
        c.ns.submodule_instances.pop(declared.name, None)
        return _constant(VOID)
    name = ps[1][0]
    body = ps[2:] if x.car.name == "module+" else ps[3:]
    c.ns.submodules.setdefault(name.name if type(name) is Symbol else str(name), []).extend(body)
    c.ns.compile_submodule_requires(body, c)   # their files' errors are the program's
    return _constant(VOID)


# ------------------------------------------------------------------ multiple values as one
# begin0 and the let-values family, derived forms whose expansions need no multiple
# values: the values of an expression are captured by a helper that calls it as a thunk,
# so they pass through the generated code (and the closures) as one value.

CAPTURE, RELEASE, VALUES_LIST, LIST_REF = (prim("%capture"), prim("%release"),
                                           prim("%values-list"), prim("%values-ref"))


@derived("begin0")
def expand_begin0(c: Compiler, x: Any, loc: Any) -> Any:
    """(begin0 e0 e ...) = (let ([v (capture (lambda () e0))]) e ... (release v))."""
    if len(parts(c, x, loc)) < 2:
        raise c.bad_syntax("begin0", x, loc)
    items = list_to_python(x)
    v = gensym("begin0-value")
    return L(LET, L(L(v, L(CAPTURE, L(LAMBDA, NIL, items[1])))),
             *items[2:], L(RELEASE, v))


def _values_bindings(c: Compiler, x: Any, loc: Any) -> list[tuple[list, Any]]:
    """The ``([(id ...) e] ...)`` of a let-values form ``x`` as (ids, e) pairs; Racket's
    error for a malformed one, or for a name bound twice where Racket refuses it (in
    let-values and letrec-values, across the bindings; in let*-values, in one binding)."""
    who = x.car.name
    ps = parts(c, x, loc)
    if len(ps) < 3:
        raise c.bad_syntax(who, x, loc)
    out = []
    for b, l in c.list_of(ps[1][0], who, loc):
        if not (is_list(b) and len(list_to_python(b)) == 2 and is_list(b.car)
                and all(type(n) is Symbol for n in list_to_python(b.car))):
            raise c.bad_syntax(who, x, loc)
        out.append((list_to_python(b.car), b.cdr.car))
    seen: set = set()
    for (ids, _), (b, _) in zip(out, c.list_of(ps[1][0], who, loc)):
        if who == "let*-values":
            seen = set()
        cell = b.car
        while type(cell) is Pair:
            if cell.car in seen:
                what = "duplicate identifier" if who == "let*-values" else "duplicate binding name"
                raise c.syntax_error(f"{who}: {what}\n  at: {cell.car.name}\n  in: {write_string(x)}",
                                     cell.loc or loc, x)
            seen.add(cell.car)
            cell = cell.cdr
    return out


@derived("letrec-values")
def expand_letrec_values(c: Compiler, x: Any, loc: Any) -> Any:
    """(letrec-values ([(id ...) e] ...) body ...) = (let () (define-values (id ...) e) ...
    (let () body ...)): the same scope, where every id is visible in every e."""
    bindings = _values_bindings(c, x, loc)
    defines = [L(sym("define-values"), make_list(ids), e) for ids, e in bindings]
    return L(LET, NIL, *defines, make_pair(LET, make_pair(NIL, x.cdr.cdr)))


@derived("let-values", "let*-values")
def expand_let_values(c: Compiler, x: Any, loc: Any) -> Any:
    """let-values as `let`s over the lists of the values of each binding's expression."""
    bindings = _values_bindings(c, x, loc)
    items = list_to_python(x)
    groups = [(ids, e, gensym("values")) for ids, e in bindings]
    body: Any = make_pair(LET, make_pair(NIL, make_list(items[2:])))

    def binds(names: list, t: Symbol) -> Any:
        return make_list([L(n, L(LIST_REF, t, k)) for k, n in enumerate(names)])
    if x.car.name == "let*-values":
        for names, e, t in reversed(groups):
            body = L(LET, L(L(t, L(VALUES_LIST, len(names), L(LAMBDA, NIL, e)))),
                     L(LET, binds(names, t), body))
        return body
    inner = L(LET, make_list([b for names, _, t in groups for b in list_to_python(binds(names, t))]),
              body)
    return L(LET, make_list([L(t, L(VALUES_LIST, len(names), L(LAMBDA, NIL, e)))
                             for names, e, t in groups]), inner)


@derived("set!-values")
def expand_set_values(c: Compiler, x: Any, loc: Any) -> Any:
    """(set!-values (id ...) e), as Racket expands it: one id is (set! id e); more are a
    set! of each from the list of e's values (Racket's result arity error, "in:
    local-binding form", when their number is not the ids'); none checks that e gives no
    values. Its value is void. Bad syntax is Racket's error, at the faulty id."""
    ps = parts(c, x, loc)
    if len(ps) != 3 or not is_list(ps[1][0]):
        raise c.bad_syntax("set!-values", x, loc)
    ids, seen = [], set()
    cell = ps[1][0]
    while type(cell) is Pair:
        where = cell.loc or loc
        if type(cell.car) is not Symbol or cell.car.name.startswith("#:"):
            raise c.syntax_error(f"set!-values: not an identifier\n  at: {write_string(cell.car)}"
                                 f"\n  in: {write_string(x)}", where, x)
        if cell.car in seen:
            raise c.syntax_error(f"set!-values: duplicate identifier\n  at: {cell.car.name}\n"
                                 f"  in: {write_string(x)}", where, x)
        seen.add(cell.car)
        ids.append((cell.car, where))
        cell = cell.cdr
    e = ps[2][0]
    if len(ids) == 1:
        name, where = ids[0]
        return make_pair(S("set!"), make_pair(name, L(e), where))
    t = gensym("values")
    temps = [Symbol(f"{name.name}{k + 1}") for k, (name, _) in enumerate(ids)]  # Racket's names
    sets = [make_pair(S("set!"), make_pair(name, L(tmp), where)) for (name, where), tmp in zip(ids, temps)]
    return L(LET, L(L(t, L(VALUES_LIST, len(ids), L(LAMBDA, NIL, e)))),
             L(LET, make_list([L(tmp, L(LIST_REF, t, k)) for k, tmp in enumerate(temps)]), *sets, VOID))


# Pull in the form families that live in their own modules (they register themselves).
from minischeme.forms import checks, cut, eopl_datatypes, library_forms, logging, loops, macros, match, shared, structs, syntax_parse, match_expanders  # noqa: E402,F401
