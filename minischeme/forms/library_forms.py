"""Forms of the libraries students require: racket/set's `for/set` family (and, as they
are added, racket/stream's `stream-cons`, racket/trace's `trace`, racket/cmdline's
`command-line`, srfi/78's `check`, racket/contract's `define/contract`, racket/future's
`for/async`).

Each is a small derived form that rewrites into core forms and calls of the library's
primitives (embedded as procedure objects, so user definitions cannot break them). They
exist only where their module is required (languages.MODULE_FORMS).
"""
from __future__ import annotations

import re
from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.values.data import NIL, Pair, make_pair, Symbol, as_str, gensym, is_list, list_to_python, make_list, sym
from minischeme.primitives import dependent_arrows
from minischeme.primitives.racket_contract import contract_names
from minischeme.values.printer import write_string
from minischeme.expansion.syntax import EXPANDERS, L, definition, derived, parts, prim

SET_LOOPS = {f"{loop}/{kind}": (loop, kind)
             for loop in ("for", "for*")
             for kind in ("set", "seteq", "seteqv", "mutable-set", "mutable-seteq",
                          "mutable-seteqv")}


@derived(*SET_LOOPS)
def expand_for_set(c: Compiler, x: Any, loc: Any) -> Any:
    """(for/set clauses body ...+) is the set of what (for/list clauses body ...+) lists."""
    loop, kind = SET_LOOPS[x.car.name]
    return L(prim("%list->set"), kind, make_pair(sym(loop + "/list"), x.cdr))


# ------------------------------------------------------------------ racket/future

@derived("for/async", "for*/async")
def expand_for_async(c: Compiler, x: Any, loc: Any) -> Any:
    """(for/async clauses body ...+): each iteration's body a future, all touched in order,
    which with futures run when touched is (for clauses body ...+)."""
    if type(x.cdr) is not Pair or type(x.cdr.cdr) is not Pair:
        raise c.bad_syntax(x.car.name, x, loc)
    return make_pair(sym("for" if x.car.name == "for/async" else "for*"), x.cdr)


# ------------------------------------------------------------------ racket/stream

def _thunk(body: Any) -> Any:
    return L(sym("lambda"), NIL, body)


_EAGER = sym("#:eager")


@derived("stream-cons")
def expand_stream_cons(c: Compiler, x: Any, loc: Any) -> Any:
    """(stream-cons first rest): both delayed, each evaluated once when first needed;
    `#:eager` before either evaluates it at once (an eager rest must be a stream)."""
    ps = [e for e, _ in parts(c, x, loc)[1:]]
    halves = []
    while ps:
        eager = ps[0] is _EAGER
        if eager:
            ps = ps[1:]
        if not ps or ps[0] is _EAGER:
            raise c.bad_syntax("stream-cons", x, loc)
        halves.append((eager, ps[0]))
        ps = ps[1:]
    if len(halves) != 2:
        raise c.bad_syntax("stream-cons", x, loc)
    (eager_first, first), (eager_rest, rest) = halves
    return L(prim("%stream-cons"),
             L(prim("%eager-thunk"), first) if eager_first else _thunk(first),
             L(prim("%eager-rest"), rest) if eager_rest else _thunk(rest))


@derived("stream-lazy")
def expand_stream_lazy(c: Compiler, x: Any, loc: Any) -> Any:
    """(stream-lazy [#:who who] expr): a stream that is expr's stream, evaluated when the
    stream is first looked at."""
    ps = [e for e, _ in parts(c, x, loc)[1:]]
    who: Any = False
    if len(ps) == 3 and ps[0] is sym("#:who"):
        who, ps = ps[1], ps[2:]
    if len(ps) != 1:
        raise c.bad_syntax("stream-lazy", x, loc)
    return L(prim("%stream-lazy"), _thunk(ps[0]), who)


@derived("stream")
def expand_stream(c: Compiler, x: Any, loc: Any) -> Any:
    """(stream e ...): a stream of the e's, each evaluated when needed; it ends in
    `empty-stream`, or in srfi/41's `stream-null` where srfi/41 is required (its
    `stream` shadows racket's, as a require shadows the language's bindings)."""
    srfi41 = "srfi/41" in c.ns.enabled_modules
    out: Any = prim("%srfi41-stream-null" if srfi41 else "empty-stream")
    for e, _ in reversed(parts(c, x, loc)[1:]):
        out = L(prim("%stream-cons"), _thunk(e), _thunk(out))
    return out


@derived("stream*")
def expand_stream_star(c: Compiler, x: Any, loc: Any) -> Any:
    """(stream* e ... tail): the e's in front of the stream tail."""
    ps = parts(c, x, loc)[1:]
    if not ps:
        raise c.bad_syntax("stream*", x, loc)
    out: Any = ps[-1][0]
    for e, _ in reversed(ps[:-1]):
        out = L(prim("%stream-cons"), _thunk(e), _thunk(out))
    return out


def _simple_clauses(c: Compiler, clauses: Any, loc: Any) -> list | None:
    """[(id seq) ...] with plain identifiers and no keywords, else None."""
    out = []
    p = clauses
    while type(p) is Pair:
        cl = p.car
        if not (type(cl) is Pair and type(cl.car) is Symbol and not cl.car.name.startswith("#:")
                and type(cl.cdr) is Pair and cl.cdr.cdr is NIL):
            return None
        out.append((cl.car, cl.cdr.car))
        p = p.cdr
    return out if p is NIL and out else None


@derived("for/stream", "for*/stream")
def expand_for_stream(c: Compiler, x: Any, loc: Any) -> Any:
    """(for/stream ([id seq] ...) body ...+): lazy over parallel sequences (each body runs
    when its element is looked at); other clause shapes run eagerly, as for/list."""
    ps = parts(c, x, loc)
    if len(ps) < 3:
        raise c.bad_syntax(x.car.name, x, loc)
    simple = _simple_clauses(c, ps[1][0], loc)
    body = make_list([e for e, _ in ps[2:]])
    if simple is not None and (x.car.name == "for/stream" or len(simple) == 1):
        proc = make_pair(sym("lambda"), make_pair(make_list([n for n, _ in simple]), body))
        return make_pair(prim("%stream-of-sequences"), make_pair(proc, make_list([s for _, s in simple])))
    loop = "for/list" if x.car.name == "for/stream" else "for*/list"
    return L(prim("%list->stream"), make_pair(sym(loop), x.cdr))


# ------------------------------------------------------------------ racket/trace

@derived("trace", "untrace")
def expand_trace(c: Compiler, x: Any, loc: Any) -> Any:
    """(trace f ...) replaces each f by a procedure that prints its calls and results;
    (untrace f ...) puts the original back."""
    who = x.car.name
    names = parts(c, x, loc)[1:]
    for name, l in names:
        if type(name) is not Symbol:
            raise c.bad_syntax(who, x, l or loc, "not an identifier")
    helper = prim("%trace" if who == "trace" else "%untrace")
    sets = [L(sym("set!"), name, L(helper, L(sym("quote"), name), name)) for name, _ in names]
    return make_pair(sym("begin"), make_list([*sets, L(prim("void"))]))


# ------------------------------------------------------------------ racket/cmdline

_FLAG_SETS = ("#:once-each", "#:once-any", "#:multi", "#:final")
_TEXT_SETS = ("#:usage-help", "#:help-labels", "#:ps")
_GOOD_FLAG = re.compile(r"[-+][^-+]$|(--|[+][+])[^-+]")


def _cmdline_error(c: Compiler, x: Any, at: tuple[Any, Any] | None, message: str,
                   loc: Any) -> Exception:
    """command-line's syntax error, in Racket's words, located at ``at`` (the offending
    part and its place; None: the whole form)."""
    detail = f"\n  at: {write_string(at[0])}" if at is not None else ""
    return c.syntax_error(f"command-line: {message}{detail}\n  in: {write_string(x)}",
                          (at[1] if at is not None else None) or loc, x)


def _is_keyword(e: Any) -> bool:
    return type(e) is Symbol and e.name.startswith("#:")


def _cmdline_flags(c: Compiler, x: Any, clause: tuple[Any, Any], loc: Any) -> list[str]:
    """The flags a flag clause starts with: `("-v" "--verbose")` or one string, checked."""
    where = parts(c, clause[0], clause[1] or loc) if type(clause[0]) is Pair else []
    head = where[0] if where else (None, None)
    if as_str(head[0]) is not None:
        flags = [head]
    elif type(head[0]) is Pair or head[0] is NIL:
        flags = parts(c, head[0], head[1] or loc) if head[0] is not NIL else []
        if not all(as_str(f) is not None for f, _ in flags):
            raise _cmdline_error(c, x, head, "flag specification is not a string or sequence of strings", loc)
    else:
        raise _cmdline_error(c, x, None, "clause does not start with flags", loc)
    for flag in flags:
        text = as_str(flag[0])
        if not _GOOD_FLAG.match(text):
            raise _cmdline_error(c, x, flag, "bad flag string", loc)
        if re.match(r"[-+][0-9]$", text):
            raise _cmdline_error(c, x, flag, "number flag not allowed", loc)
        if text in ("-h", "--help"):
            raise _cmdline_error(c, x, flag, "pre-defined flag not allowed", loc)
    return [f for f, _ in flags]


def _cmdline_line(c: Compiler, x: Any, clause: tuple[Any, Any], loc: Any) -> Any:
    """A flag clause as parse-command-line's spec line: `[flags id ... help body ...+]`
    is (list flags (lambda (flag id ...) body ...) (cons helps names)); `[flags => handler
    help]` gives its handler and help as they are."""
    flags = _cmdline_flags(c, x, clause, loc)
    rest = [e for e, _ in parts(c, clause[0], clause[1] or loc)[1:]]
    flag_list = make_pair(prim("list"), make_list(flags))
    if len(rest) == 3 and rest[0] is sym("=>"):
        return L(prim("list"), flag_list, rest[1], rest[2])
    formals = []
    while rest and type(rest[0]) is Symbol and not _is_keyword(rest[0]):
        formals.append(rest.pop(0))
    if rest and as_str(rest[0]) is not None:
        helps = [rest.pop(0)]
    elif rest and is_list(rest[0]):
        helps = list(list_to_python(rest.pop(0)))
    else:
        raise _cmdline_error(c, x, clause, "missing help string(s)", loc)
    if not rest:
        raise _cmdline_error(c, x, clause, "missing handler body expressions", loc)
    names = [f.name[:-1] if f.name.endswith("*") else f.name for f in formals]
    handler = make_pair(sym("lambda"), make_pair(make_list([gensym("flag"), *formals]), make_list(rest)))
    help_part = L(prim("cons"), make_pair(prim("list"), make_list(helps)), L(sym("quote"), make_list(names)))
    return L(prim("list"), flag_list, handler, help_part)


def _args_names(c: Compiler, x: Any, formals: tuple[Any, Any], loc: Any) -> list[str]:
    """The names `--help` gives the arguments of `#:args formals`: (a [b default] . rest)."""
    names, f = [], formals[0]
    while type(f) is Pair:
        a = f.car
        if type(a) is Pair and type(a.car) is Symbol and type(a.cdr) is Pair and a.cdr.cdr is NIL:
            a = a.car
        if type(a) is not Symbol or _is_keyword(a):
            raise _cmdline_error(c, x, formals, "bad formals for #:args", loc)
        names.append(a.name)
        f = f.cdr
    if type(f) is Symbol and not _is_keyword(f):
        names.append(f.name)
    elif f is not NIL:
        raise _cmdline_error(c, x, formals, "bad formals for #:args", loc)
    return names


def _cmdline_finish(c: Compiler, x: Any, keyword: tuple[Any, Any], pieces: list, later: list,
                    loc: Any) -> list:
    """`#:args formals body ...+` as (finish-proc arg-help-strs), or `#:handlers`'
    expressions as they are. ``pieces``: what follows the keyword up to the next one."""
    if keyword[0].name == "#:handlers":
        if not pieces:
            raise _cmdline_error(c, x, keyword, "missing finish-proc expression for #:handlers", loc)
        if len(pieces) < 2:
            raise _cmdline_error(c, x, keyword, "missing arg-strings expression for #:handlers", loc)
        if len(pieces) > 4:
            raise _cmdline_error(c, x, pieces[4], "unexpected expression for #:handlers", loc)
        return [e for e, _ in pieces]
    if not pieces:
        raise _cmdline_error(c, x, keyword, "#:args clause missing formals", loc)
    names = _args_names(c, x, pieces[0], loc)
    if len(pieces) < 2:
        raise _cmdline_error(c, x, keyword, "#:args clause missing body after formals", loc)
    if later:
        raise _cmdline_error(c, x, keyword, "#:args must not be followed by another keyword", loc)
    finish = make_pair(sym("lambda"), make_pair(make_pair(gensym("accum"), pieces[0][0]),
                                      make_list([e for e, _ in pieces[1:]])))
    return [finish, L(sym("quote"), make_list(names))]


def _cmdline_set(c: Compiler, x: Any, name: str, pieces: list, loc: Any) -> Any:
    """A clause's set of the table: (list 'once-each line ...), (list 'ps "text" ...)."""
    if name in _TEXT_SETS:
        for piece in pieces:
            if as_str(piece[0]) is None:
                raise _cmdline_error(c, x, piece, f"{name} clause contains non-string", loc)
        items = [e for e, _ in pieces]
    else:
        items = [_cmdline_line(c, x, clause, loc) for clause in pieces]
    return make_pair(prim("list"), make_pair(L(sym("quote"), sym(name[2:])), make_list(items)))


@derived("command-line")
def expand_command_line(c: Compiler, x: Any, loc: Any) -> Any:
    """(command-line [#:program name] [#:argv argv] clause ... [#:args formals body ...+])
    is a call of racket/cmdline's parse-command-line with the clauses as its table; the
    program's name is the file being run, its arguments `(current-command-line-arguments)`;
    without #:args (or #:handlers) no arguments are accepted and the result is void."""
    if not is_list(x):
        raise c.bad_syntax("command-line", x, loc, "misuse of `.'")
    ps = parts(c, x, loc)[1:]
    given = {"#:program": L(prim("%run-file")), "#:argv": L(prim("current-command-line-arguments"))}
    for kw in given:
        if ps and ps[0][0] is sym(kw):
            if len(ps) < 2:
                raise _cmdline_error(c, x, ps[0], f"missing expression for {kw}", loc)
            given[kw], ps = ps[1][0], ps[2:]
    table: list = []
    finish = [L(sym("lambda"), L(gensym("accum")), L(prim("void"))), L(sym("quote"), NIL)]
    while ps:
        keyword, ps = ps[0], ps[1:]
        n = next((i for i, (e, _) in enumerate(ps) if _is_keyword(e)), len(ps))
        pieces, ps = ps[:n], ps[n:]
        name = keyword[0].name if _is_keyword(keyword[0]) else None
        if name in _TEXT_SETS or name in _FLAG_SETS:
            table.append(_cmdline_set(c, x, name, pieces, loc))
        elif name in ("#:args", "#:handlers"):
            finish = _cmdline_finish(c, x, keyword, pieces, ps, loc)
            break
        else:
            raise _cmdline_error(c, x, keyword, "expected a clause keyword, such as #:multi or #:args", loc)
    return make_pair(prim("parse-command-line"), make_pair(given["#:program"], make_pair(given["#:argv"], make_pair(
        make_pair(prim("list"), make_list(table)), make_list(finish)))))


# ------------------------------------------------------------------ srfi/78's check

# rackunit's (check op a b): forms.py loads checks.py before this module
_RACKUNIT_CHECK = EXPANDERS[sym("check")]
_ARROW = sym("=>")


def _srfi78_shape(x: Any) -> bool:
    """(check expr => expected) or (check expr (=> equal) expected)."""
    rest = x.cdr
    if not (type(rest) is Pair and type(rest.cdr) is Pair):
        return False
    arrow = rest.cdr.car
    return arrow is _ARROW or (type(arrow) is Pair and arrow.car is _ARROW)


@derived("check")
def expand_check(c: Compiler, x: Any, loc: Any) -> Any:
    """srfi/78's `check` where srfi/78 is required (and the form has its arrow), else
    rackunit's."""
    if "srfi/78" not in c.ns.enabled_modules or (
            "rackunit" in c.ns.enabled_modules and not _srfi78_shape(x)):
        return _RACKUNIT_CHECK(c, x, loc)
    ps = parts(c, x, loc)
    if len(ps) != 4:
        raise c.bad_syntax("check", x, loc)
    expr, arrow, expected = ps[1][0], ps[2][0], ps[3][0]
    if arrow is _ARROW:
        equal: Any = prim("equal?")
    elif type(arrow) is Pair and arrow.car is _ARROW and type(arrow.cdr) is Pair \
            and arrow.cdr.cdr is NIL:
        equal = arrow.cdr.car
    else:
        raise c.bad_syntax("check", x, loc)
    return L(prim("%srfi78-check"), L(sym("quote"), expr), _thunk(expr), _thunk(equal),
             _thunk(expected))


# ------------------------------------------------------------------ racket/contract

@derived("recursive-contract")
def expand_recursive_contract(c: Compiler, x: Any, loc: Any) -> Any:
    """(recursive-contract expr [type]): expr, the contract, evaluated when first used."""
    ps = parts(c, x, loc)
    if len(ps) not in (2, 3):
        raise c.bad_syntax("recursive-contract", x, loc)
    return L(prim("%recursive-contract"), _thunk(ps[1][0]), L(sym("quote"), ps[1][0]))


@derived("struct/c")
def expand_struct_c(c: Compiler, x: Any, loc: Any) -> Any:
    """(struct/c name c ...): the contract of `name` instances whose fields satisfy the
    contracts, found through the struct type `struct:name`."""
    ps = parts(c, x, loc)
    if len(ps) < 2 or type(ps[1][0]) is not Symbol:
        raise c.bad_syntax("struct/c", x, loc)
    return L(prim("%struct/c"), sym(f"struct:{ps[1][0].name}"), L(sym("quote"), sym("struct/c")),
             make_pair(prim("list"), make_list([p for p, _ in ps[2:]])))


@derived("->i")
def expand_dependent_arrow(c: Compiler, x: Any, loc: Any) -> Any:
    """(->i (dom ...) (opt ...) #:rest [id c] #:pre (id ...) expr range #:post ...): the
    contract `%->i` makes of the form and its parts' values: an independent contract
    itself, a dependent one `(lambda (dep ...) contract)`, a condition `(lambda (id ...)
    expr)` (primitives/dependent_arrows.py)."""
    try:
        spec = dependent_arrows.parse(x)
    except dependent_arrows.BadArrow:
        raise c.bad_syntax("->i", x, loc) from None
    values = []
    for part in spec.parts():
        if isinstance(part, dependent_arrows.Condition):
            values.append(L(sym("lambda"), make_list(part.ids), part.expr))
        elif part.deps is None:
            values.append(part.source)
        else:
            values.append(L(sym("lambda"), make_list(part.deps), part.source))
    return L(prim("%->i"), L(sym("quote"), x), make_pair(prim("list"), make_list(values)))


def _flat_rec_bindings(c: Compiler, clauses: list, x: Any, loc: Any, who: str
                       ) -> tuple[list, list]:
    """The `let` bindings and `%flat-rec-contract-set!` calls of flat-rec-contract clauses
    `[name c ...]`: each name bound to its contract first, then its parts evaluated."""
    binds, sets = [], []
    for clause, l in clauses:
        cps = parts(c, clause, l or loc) if type(clause) is Pair else []
        if not cps or type(cps[0][0]) is not Symbol:
            raise c.bad_syntax(who, x, l or loc)
        name = cps[0][0]
        binds.append(L(name, L(prim("%flat-rec-contract"), L(sym("quote"), name))))
        sets.append(L(prim("%flat-rec-contract-set!"), name,
                      make_pair(prim("list"), make_list([p for p, _ in cps[1:]]))))
    return binds, sets


@derived("flat-rec-contract")
def expand_flat_rec_contract(c: Compiler, x: Any, loc: Any) -> Any:
    """(flat-rec-contract name c ...): a flat contract satisfied by what satisfies one of
    the c's, in which `name` is the contract itself (`(flat-rec-contract tree (listof
    tree) number?)`)."""
    ps = parts(c, x, loc)
    if len(ps) < 2:
        raise c.bad_syntax("flat-rec-contract", x, loc)
    binds, sets = _flat_rec_bindings(c, [(x.cdr, loc)], x, loc, "flat-rec-contract")
    return L(sym("let"), make_list(binds), *sets, ps[1][0])


@derived("flat-murec-contract")
def expand_flat_murec_contract(c: Compiler, x: Any, loc: Any) -> Any:
    """(flat-murec-contract ([name c ...] ...) body ...+): mutually recursive flat
    contracts, each name bound in all the c's and in the body."""
    ps = parts(c, x, loc)
    if len(ps) < 3 or not is_list(ps[1][0]):
        raise c.bad_syntax("flat-murec-contract", x, loc)
    clauses = [(cl, cl.loc if type(cl) is Pair else None) for cl in list_to_python(ps[1][0])]
    binds, sets = _flat_rec_bindings(c, clauses, x, loc, "flat-murec-contract")
    return L(sym("let"), make_list(binds), *sets, make_pair(sym("let"), make_pair(NIL, x.cdr.cdr)))


@derived("parametric->/c")
def expand_parametric_contract(c: Compiler, x: Any, loc: Any) -> Any:
    """(parametric->/c (x ...) contract): the contract with each x standing for any value
    (`any/c`): the program's uses of values of those types are not checked, as Racket's
    opaque wrappers would check them."""
    ps = parts(c, x, loc)
    if len(ps) != 3 or not is_list(ps[1][0]):
        raise c.bad_syntax("parametric->/c", x, loc)
    for v, where in c.list_of(ps[1][0], "parametric->/c", ps[1][1] or loc):
        if type(v) is not Symbol:
            raise c.syntax_error(f"parametric->/c: expected an identifier\n  at: {write_string(v)}"
                                 f"\n  in: {write_string(x)}", where or loc, x)
    bindings = [L(v, prim("any/c")) for v in list_to_python(ps[1][0])]
    return L(sym("let"), make_list(bindings), ps[2][0])


@definition("define/contract")
def _define_contract_names(c: Compiler, x: Any, blk: Any, loc: Any) -> list[Symbol]:
    return [_define_contract_parts(c, x, loc)[0]]


def _define_contract_parts(c: Compiler, x: Any, loc: Any) -> tuple[Symbol, Any, Any, Any, Any]:
    """(name, contract, value expression, kind, loc of the name) of a define/contract."""
    ps = parts(c, x, loc)
    if len(ps) < 4:
        raise c.bad_syntax("define/contract", x, loc)
    head, contract = ps[1][0], ps[2][0]
    if type(head) is Symbol and len(ps) == 4:
        return head, contract, ps[3][0], "definition", x.cdr.loc or loc
    if type(head) is Pair and type(head.car) is Symbol:
        body = make_list([e for e, _ in ps[3:]])
        return head.car, contract, make_pair(sym("lambda"), make_pair(head.cdr, body)), "function", \
            head.loc or loc
    raise c.bad_syntax("define/contract", x, loc)


@derived("define/contract")
def expand_define_contract(c: Compiler, x: Any, loc: Any) -> Any:
    """(define/contract (f arg ...) contract body ...+) or (define/contract x contract
    expr): the definition's value checked against the contract (racket/contract's
    `%define/contract`): wrong arguments blame the module, a wrong result the definition;
    calls from inside the function itself are not checked, as in Racket.
    The names the contract mentions (its predicates) are evaluated here, so a local
    predicate works too."""
    name, contract, expr, kind, at_loc = _define_contract_parts(c, x, loc)
    path = getattr(c.ns, "source_path", None)
    negative = str(path) if path is not None else "top-level"
    at: Any = f"{path}:{at_loc[0]}:{at_loc[1]}" if path is not None and at_loc else False
    # each name's reference carries where it is written (an unbound one is reported there)
    def known(head: Symbol) -> bool:     # a head bound where the contract is written
        return (head in c.ns.cells or head in c.ns.macros or head in c.module_names
                or c.special_form(head) is not None)
    contract, parts_ = contract_names(contract, known)
    names = [make_pair(prim("cons"), make_pair(L(sym("quote"), n), make_pair(e, NIL, where or loc)))
             for n, e, where in parts_]
    # the value gets the defined name; the function's own recursive calls are not checked
    value = L(sym("letrec" if kind == "function" else "let"), L(L(name, expr)), name)
    return L(sym("define"), name,
             L(prim("%define/contract"), value, L(sym("quote"), contract),
               make_pair(prim("list"), make_list(names)), L(sym("quote"), name), kind, negative, at))


# ------------------------------------------------------------------ srfi/42, eager comprehensions

_GENERATORS = {":", ":list", ":range", ":real-range", ":vector", ":string", ":char-range",
               ":integers"}


def _quote(x: Any) -> Any:
    return L(sym("quote"), x)


def _generator(c: Compiler, q: Any, loc: Any) -> tuple[list[Symbol], Any] | None:
    """(variables, sequence expression) of a generator qualifier, or None if ``q`` is not
    one. A generator's variable may be followed by `(index i)`."""
    if type(q) is not Pair or type(q.car) is not Symbol:
        return None
    head, args = q.car.name, [e for e, _ in parts(c, q, loc)[1:]]
    if head == ":parallel":
        gens = [_generator(c, g, loc) for g in args]
        if not gens or None in gens:
            raise c.bad_syntax(head, q, loc)
        return [v for vs, _ in gens for v in vs], make_pair(prim("%ec-parallel"),
                                                       make_list([s for _, s in gens]))
    if head in (":while", ":until") and len(args) == 2:
        gen = _generator(c, args[0], loc)
        if gen is None:
            raise c.bad_syntax(head, q, loc)
        test = L(sym("lambda"), make_list(gen[0]), args[1])
        return gen[0], L(prim("%ec-while" if head == ":while" else "%ec-until"), gen[1], test)
    if head not in _GENERATORS:
        return None
    if not args or type(args[0]) is not Symbol:
        raise c.bad_syntax(head, q, loc)
    var, rest = args[0], args[1:]
    index = None
    if rest and type(rest[0]) is Pair and rest[0].car is sym("index"):
        index, rest = rest[0].cdr.car, rest[1:]
    seq: Any = make_pair(prim("%ec-seq"), make_pair(_quote(q.car), make_list(rest)))
    if index is not None:
        return [var, index], L(prim("%ec-index"), seq)
    return [var], seq


def _qualified(c: Compiler, who: str, quals: list, body: Any, loc: Any) -> Any:
    """``body`` run once for each binding the qualifiers make (generators nest, left to
    right; filters skip; `:let` binds; `begin` runs commands). ``quals``: (form, loc)."""
    if not quals:
        return body
    (q, qloc), rest = quals[0], quals[1:]
    qloc = qloc or loc
    inner = lambda: _qualified(c, who, rest, body, loc)  # noqa: E731
    head = q.car.name if type(q) is Pair and type(q.car) is Symbol else None
    if head == "nested":
        return _qualified(c, who, parts(c, q, qloc)[1:] + rest, body, loc)
    if head == "if":
        return L(sym("if"), q.cdr.car, inner(), L(prim("void")))
    if head in ("not", "and", "or"):
        return L(sym("if"), q, inner(), L(prim("void")))
    if head == "begin":
        return make_pair(sym("begin"), make_list(list(list_to_python(q.cdr)) + [inner()]))
    if head == ":let":
        ps = [e for e, _ in parts(c, q, qloc)[1:]]
        if len(ps) != 2 or type(ps[0]) is not Symbol:
            raise c.syntax_error(":let: expected (:let <var> <expr>) or (:let <var> (index "
                                 f"<var>) <expr>), got:\n  in: {write_string(q)}", qloc, q)
        return L(sym("let"), L(L(ps[0], ps[1])), inner())
    gen = _generator(c, q, qloc)
    if gen is None:
        raise c.syntax_error(f"{who}: <generator> or <filter> expected, got:\n  in: "
                             f"{write_string(q)}", qloc, q)
    variables, seq = gen
    return L(prim("%ec-for"), seq, L(sym("lambda"), make_list(variables), inner()))


# (comprehension: (initial value, how each element updates the accumulator `acc` with
# `e`, what the accumulator finally gives))
_FOLDS = {
    "list-ec": (NIL, lambda acc, e: L(prim("cons"), e, acc), lambda acc: L(prim("reverse"), acc)),
    "append-ec": (NIL, lambda acc, e: L(prim("append"), L(prim("reverse"), e), acc),
                  lambda acc: L(prim("reverse"), acc)),
    "string-ec": (NIL, lambda acc, e: L(prim("cons"), e, acc),
                  lambda acc: L(prim("list->string"), L(prim("reverse"), acc))),
    "string-append-ec": (NIL, lambda acc, e: L(prim("cons"), e, acc),
                         lambda acc: L(prim("apply"), prim("string-append"),
                                       L(prim("reverse"), acc))),
    "vector-ec": (NIL, lambda acc, e: L(prim("cons"), e, acc),
                  lambda acc: L(prim("list->vector"), L(prim("reverse"), acc))),
    "sum-ec": (0, lambda acc, e: L(prim("+"), acc, e), lambda acc: acc),
    "product-ec": (1, lambda acc, e: L(prim("*"), acc, e), lambda acc: acc),
}


@derived(*_FOLDS, "do-ec", "min-ec", "max-ec", "any?-ec", "every?-ec", "first-ec", "last-ec",
         "fold-ec", "fold3-ec")
def expand_comprehension(c: Compiler, x: Any, loc: Any) -> Any:
    """srfi/42's eager comprehensions: (list-ec qualifier ... expr) and the others, as
    loops over the qualifiers' bindings that accumulate expr."""
    who = x.car.name
    located = parts(c, x, loc)[1:]
    ps = [e for e, _ in located]
    lead = {"first-ec": 1, "last-ec": 1, "fold-ec": 1, "fold3-ec": 1}.get(who, 0)
    tail = {"fold-ec": 2, "fold3-ec": 3}.get(who, 1)
    if len(ps) < lead + tail:
        raise c.bad_syntax(who, x, loc)
    before, after = ps[:lead], ps[len(ps) - tail:]
    quals = located[lead:len(ps) - tail]
    acc = gensym("ec-acc")
    if who == "do-ec":
        return L(sym("begin"), _qualified(c, who, quals, after[0], loc), L(prim("void")))
    if who in _FOLDS:
        init, step, finish = _FOLDS[who]
        update = L(sym("set!"), acc, step(acc, after[0]))
        return L(sym("let"), L(L(acc, _quote(init) if init is NIL else init)),
                 _qualified(c, who, quals, update, loc), finish(acc))
    if who in ("min-ec", "max-ec"):
        op = prim("min" if who == "min-ec" else "max")
        first = gensym("ec-first")
        update = L(sym("if"), first, L(sym("begin"), L(sym("set!"), acc, after[0]),
                                       L(sym("set!"), first, False)),
                   L(sym("set!"), acc, L(op, acc, after[0])))
        return L(sym("let"), L(L(acc, False), L(first, True)),
                 _qualified(c, who, quals, update, loc), acc)
    if who == "last-ec":
        return L(sym("let"), L(L(acc, before[0])),
                 _qualified(c, who, quals, L(sym("set!"), acc, after[0]), loc), acc)
    if who == "fold-ec":       # (fold-ec x0 q ... expr f): (f expr acc)
        update = L(sym("set!"), acc, L(after[1], after[0], acc))
        return L(sym("let"), L(L(acc, before[0])), _qualified(c, who, quals, update, loc), acc)
    if who == "fold3-ec":      # (fold3-ec x0 q ... expr f1 f2): f1 on the first, f2 after
        first = gensym("ec-first")
        update = L(sym("if"), first,
                   L(sym("begin"), L(sym("set!"), acc, L(after[1], after[0])),
                     L(sym("set!"), first, False)),
                   L(sym("set!"), acc, L(after[2], after[0], acc)))
        return L(sym("let"), L(L(acc, before[0]), L(first, True)),
                 _qualified(c, who, quals, update, loc), acc)
    k = gensym("ec-exit")      # any?-ec, every?-ec, first-ec stop at their answer
    if who == "any?-ec":       # (first-ec #f q ... (if test) #t)
        return L(sym("let/ec"), k, _qualified(c, who, quals + [(L(sym("if"), after[0]), None)],
                                              L(k, True), loc), False)
    if who == "every?-ec":     # (first-ec #t q ... (if (not test)) #f)
        return L(sym("let/ec"), k, _qualified(c, who, quals + [(L(sym("not"), after[0]), None)],
                                              L(k, False), loc), True)
    return L(sym("let/ec"), k, _qualified(c, who, quals, L(k, after[0]), loc), before[0])


@derived("check-ec")
def expand_check_ec(c: Compiler, x: Any, loc: Any) -> Any:
    """srfi/78's (check-ec qualifier ... expr (=> equal) expected (arg ...)): expr checked
    for every binding of the qualifiers (srfi/42's), up to the first failure, reported as
    srfi/78 reports it (`; correct (5 cases checked)`, or the failing case as
    `(let ((x 2)) expr)`)."""
    located = parts(c, x, loc)[1:]
    ps = [e for e, _ in located]
    i = next((i for i in (len(ps) - 2, len(ps) - 3) if i >= 1 and (
        ps[i] is _ARROW or (type(ps[i]) is Pair and ps[i].car is _ARROW))), None)
    if i is None or len(ps) - i > 3:
        raise c.bad_syntax("check-ec", x, loc)
    expr, arrow, expected = ps[i - 1], ps[i], ps[i + 1]
    args = ps[i + 2] if i + 2 < len(ps) else NIL
    equal = sym("equal?") if arrow is _ARROW else arrow.cdr.car
    quals = located[:i - 1]
    qs = [q for q, _ in quals]
    shown_quals = qs[0] if len(qs) == 1 else make_pair(sym("nested"), make_list(qs))
    correct = L(sym("check-ec"), shown_quals, expr, L(_ARROW, equal), expected, args)
    eq, want, actual, cases, k = (gensym(n) for n in ("eq", "want", "actual", "cases", "k"))
    arg_names = list_to_python(args)
    bindings = make_list([L(a, a) for a in arg_names])
    shown_case = L(prim("list"), _quote(sym("let")),
                   make_pair(prim("list"), make_list([L(prim("list"), _quote(a), a)
                                                 for a in arg_names])), _quote(expr))
    steps = [(L(sym(":let"), eq, equal), None), (L(sym(":let"), want, expected), None),
             (L(sym(":let"), actual, L(sym("let"), bindings, expr)), None),
             (L(sym("begin"), L(sym("set!"), cases, L(prim("+"), cases, 1))), None),
             (L(sym("if"), L(sym("not"), L(eq, actual, want))), None)]
    found = L(k, L(prim("list"), shown_case, actual, want))
    search = L(sym("let/ec"), k, _qualified(c, "check-ec", quals + steps, found, loc), False)
    thunk = L(sym("lambda"), NIL, L(sym("let"), L(L(cases, 0)),
                                    L(prim("list"), search, cases)))
    return L(prim("%srfi78-check-ec"), _quote(correct), thunk)


# ------------------------------------------------------------------ racket/function, racket/match

@derived("thunk")
def expand_thunk(c: Compiler, x: Any, loc: Any) -> Any:
    """(thunk body ...+) is (lambda () body ...+)."""
    if x.cdr is NIL:
        raise c.bad_syntax("thunk", x, loc)
    return make_pair(sym("lambda"), make_pair(NIL, x.cdr))


@derived("thunk*")
def expand_thunk_star(c: Compiler, x: Any, loc: Any) -> Any:
    """(thunk* body ...+) is a procedure of any arguments (keywords too) that ignores them."""
    if x.cdr is NIL:
        raise c.bad_syntax("thunk*", x, loc)
    return L(prim("%accept-any-keywords"), make_pair(sym("lambda"), make_pair(sym("%thunk*-arguments"), x.cdr)))


def _define_match_head(c: Compiler, x: Any, loc: Any) -> tuple[Symbol, Any, list]:
    """define/match's function header, as syntax/parse's function-header takes it: the
    name, the header as written, and its parameter ids in order (an optional `[id
    default]`'s id, a keyword parameter's id, the rest id; a curried header's inner
    ones first)."""
    ps = parts(c, x, loc)
    head = ps[1][0] if len(ps) > 2 else None
    if type(head) is not Pair:
        raise c.bad_syntax("define/match", x, loc)
    params: list = []

    def take(header: Any) -> Symbol:
        target = header.car
        name = take(target) if type(target) is Pair else target
        if type(name) is not Symbol:
            raise c.bad_syntax("define/match", x, loc)
        rest = header.cdr
        while type(rest) is Pair:
            p = rest.car
            if _is_keyword(p):
                rest = rest.cdr
                if type(rest) is not Pair:
                    raise c.bad_syntax("define/match", x, loc)
                p = rest.car
            if type(p) is Pair and type(p.car) is Symbol and type(p.cdr) is Pair and p.cdr.cdr is NIL:
                p = p.car
            if type(p) is not Symbol or _is_keyword(p):
                raise c.bad_syntax("define/match", x, loc)
            params.append(p)
            rest = rest.cdr
        if rest is not NIL:
            if type(rest) is not Symbol:
                raise c.bad_syntax("define/match", x, loc)
            params.append(rest)
        return name

    return take(head), head, params


@derived("define/match")
def expand_define_match(c: Compiler, x: Any, loc: Any) -> Any:
    """(define/match HEADER [(pat ...) body ...] ...) is
    (define HEADER (match* (param ...) [(pat ...) body ...] ...)), HEADER a function
    header with optional, keyword and rest parameters (curried too), its ids in order."""
    from minischeme.forms.match_patterns import MATCH_STAR     # the match* that names its form in its errors
    _, head, params = _define_match_head(c, x, loc)
    clauses = x.cdr.cdr
    return L(sym("define"), head,
             make_pair(MATCH_STAR, make_pair("define/match", make_pair(make_list(params), clauses))))


@definition("define/match")
def _define_match_names(c: Compiler, x: Any, blk: Any, loc: Any) -> list[Symbol]:
    return [_define_match_head(c, x, loc)[0]]
