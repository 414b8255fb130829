"""rackunit's forms: checks, test cases and suites (their run-time side is primitives/rackunit.py).

Each check form expands into a call of one runtime helper with its arguments wrapped in
thunks, so an exception inside an argument becomes rackunit's ERROR block instead of ending
the program. Failure blocks go to the current error port, as rackunit's do.
"""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.values.data import NIL, Pair, make_pair, Symbol, gensym, is_list, list_to_python, make_list, sym
from minischeme.primitives.rackunit import CHECKS, DASHES, LOG, TestLog, TestSuite, run_check, run_tests  # noqa: F401  (re-exported)
from minischeme.values.printer import write_string
from minischeme.values.procedures import is_keyword
from minischeme.expansion.syntax import LAMBDA, LET, QUOTE, L, derived, parts, prim

MATCH = sym("%match")   # match under a name no module gates (match.py): rackunit needs no racket/match


def _location(c: Compiler, loc: Any) -> str:
    if loc is None:
        return c.source
    return f"{c.source}:{loc[0]}:{loc[1]}"


def _thunk(expr: Any, loc: Any = None) -> Any:
    """(lambda () expr), keeping expr's source position for the reports inside it."""
    return make_pair(LAMBDA, make_pair(NIL, make_pair(expr, NIL, loc)))


@derived(*(name for name in CHECKS if name != "check-match"))
def expand_check(c: Compiler, x: Any, loc: Any) -> Any:
    """A check of any number of arguments: as in rackunit, a wrong count is no syntax
    error but the check's arity error, raised once its arguments have run (its ERROR block)."""
    ps = parts(c, x, loc)
    name = x.car.name
    args = ps[1:]
    return L(prim("%check"), name, _location(c, loc), write_string(x),
             make_pair(prim("list"), make_list([_thunk(a, l) for a, l in args])))


@derived("check-match")
def expand_check_match(c: Compiler, x: Any, loc: Any) -> Any:
    """(check-match v pattern [guard]): passes when v matches pattern (and guard, with the
    pattern's variables bound, is true). v is evaluated first, outside the check: an
    exception there is not rackunit's ERROR block but ends the program, as in Racket."""
    ps = parts(c, x, loc)
    if len(ps) not in (3, 4):
        raise c.bad_syntax("check-match", x, loc)
    pattern = ps[2][0]
    guard = ps[3][0] if len(ps) == 4 else True
    v = gensym("actual")
    matcher = L(MATCH, v, L(pattern, guard), L(sym("_"), False))
    return L(LET, L(L(v, ps[1][0])),
             L(prim("%check"), "check-match", _location(c, loc), write_string(x),
               L(prim("list"), _thunk(v), _thunk(matcher, loc), _thunk(L(QUOTE, pattern)))))


_CHECK_KINDS = {"define-simple-check": "simple", "define-binary-check": "binary", "define-check": "check"}


@derived(*_CHECK_KINDS)
def expand_define_check(c: Compiler, x: Any, loc: Any) -> Any:
    """(define-simple-check (name param ...) body ...+): a check failing when the body is
    #f; (define-binary-check (name pred actual expected)) or (define-binary-check (name
    actual expected) body ...+): one showing its actual and expected values;
    (define-check (name param ...) body ...+): one failing by `fail-check`. Each defines
    `name` as a macro whose uses run the body (a procedure beside it) as rackunit runs a
    check, at the use's location."""
    head = x.car.name
    ps = parts(c, x, loc)
    header = ps[1][0] if len(ps) > 1 else None
    if not (type(header) is Pair and is_list(header) and type(header.car) is Symbol
            and all(type(p) is Symbol for p in list_to_python(header.cdr)[head == "define-binary-check"
                                                                            and len(ps) == 2:])):
        raise c.bad_syntax(head, x, loc)
    name, params = header.car, list_to_python(header.cdr)
    if head == "define-binary-check" and len(ps) == 2:
        if len(params) != 3:
            raise c.bad_syntax(head, x, loc)
        pred, params = params[0], params[1:]      # evaluated as the check runs
        impl = L(LAMBDA, make_list(params), L(pred, *params))
    elif len(ps) < 3 or (head == "define-binary-check" and len(params) != 2):
        raise c.bad_syntax(head, x, loc)
    else:
        impl = make_pair(LAMBDA, make_pair(make_list(params), x.cdr.cdr))
    impl_name = gensym(f"{name.name}-body")
    args = sym("arg")
    use = L(sym("%user-check-use"), L(QUOTE, sym(_CHECK_KINDS[head])), L(QUOTE, name), impl_name,
            len(params), args, sym("..."))
    rule = L(sym("define-syntax"), name,
             L(sym("syntax-rules"), NIL, L(L(sym("_"), args, sym("...")), use)))
    return L(sym("begin"), L(sym("define"), impl_name, impl), rule)


@derived("%user-check-use")
def expand_user_check_use(c: Compiler, x: Any, loc: Any) -> Any:
    """A use of a check a program defined, as its macro wrote it: at the use's location."""
    ps = parts(c, x, loc)
    kind, name, impl, n = (e for e, _ in ps[1:5])
    args = ps[5:]
    source = write_string(make_list([name.cdr.car] + [a for a, _ in args]))
    return L(prim("%user-check"), kind, name.cdr.car.name, _location(c, loc), source, impl, n,
             make_pair(prim("list"), make_list([_thunk(a, l) for a, l in args])))


@derived("fail")
def expand_fail(c: Compiler, x: Any, loc: Any) -> Any:
    args = [e for e, _ in parts(c, x, loc)[1:]]
    return L(prim("%check"), "fail", _location(c, loc), write_string(x),
             make_pair(prim("list"), make_list([_thunk(a) for a in args])))


@derived("test-case", "test-begin")
def expand_test_case(c: Compiler, x: Any, loc: Any) -> Any:
    """(test-case name body ...) -> (%test-case name (lambda () (void) body ...)); an empty
    body is allowed, as in rackunit; test-begin's name is #f (the enclosing test's)."""
    ps = parts(c, x, loc)
    if x.car.name == "test-begin":
        return L(prim("%test-case"), False, make_pair(LAMBDA, make_pair(NIL, make_pair(L(prim("void")), x.cdr))))
    if len(ps) < 2:
        raise c.bad_syntax("test-case", x, loc)
    return L(prim("%test-case"), ps[1][0],
             make_pair(LAMBDA, make_pair(NIL, make_pair(L(prim("void")), x.cdr.cdr))))


@derived("with-check-info")
def expand_with_check_info(c: Compiler, x: Any, loc: Any) -> Any:
    """(with-check-info ((name value) ...) body ...): the body's checks show these infos."""
    ps = parts(c, x, loc)
    if len(ps) < 2:
        raise c.bad_syntax("with-check-info", x, loc)
    pairs = []
    for clause, l in parts(c, ps[1][0], ps[1][1] or loc) if ps[1][0] is not NIL else []:
        items = parts(c, clause, l or loc) if type(clause) is Pair else None
        if items is None or len(items) != 2:
            raise c.bad_syntax("with-check-info", x, loc)
        pairs.append(L(prim("cons"), items[0][0], items[1][0]))
    return L(prim("%with-check-info"), make_pair(prim("list"), make_list(pairs)),
             make_pair(LAMBDA, make_pair(NIL, x.cdr.cdr)))


@derived("test-suite")
def expand_test_suite(c: Compiler, x: Any, loc: Any) -> Any:
    """(test-suite name [#:before thunk] [#:after thunk] test ...): the tests as thunks;
    the suite calls `before` when it starts running and `after` when it is done."""
    ps = parts(c, x, loc)
    if len(ps) < 2:
        raise c.bad_syntax("test-suite", x, loc)
    hooks = {"#:before": False, "#:after": False}
    rest = ps[2:]
    while len(rest) >= 2 and is_keyword(rest[0][0]) and rest[0][0].name in hooks:
        hooks[rest[0][0].name] = rest[1][0]
        rest = rest[2:]
    return L(prim("%test-suite"), ps[1][0], make_pair(prim("list"), make_list([_thunk(e, l) for e, l in rest])),
             hooks["#:before"], hooks["#:after"])


@derived("define-test-suite")
def expand_define_test_suite(c: Compiler, x: Any, loc: Any) -> Any:
    """(define-test-suite name test ...): `name` defined as the suite of the tests, named
    by the name's string, as rackunit's form is."""
    ps = parts(c, x, loc)
    if len(ps) < 2 or type(ps[1][0]) is not Symbol:
        raise c.bad_syntax("define-test-suite", x, loc)
    name = ps[1][0]
    return L(sym("define"), name, make_pair(sym("test-suite"), make_pair(name.name, x.cdr.cdr)))


# rackunit's test shortcuts (rackunit/private/test.rkt's define-shortcut): (test-equal? NAME
# a b) is (test-case NAME (check-equal? a b)); each takes exactly its check's parameters
# (no message), any other shape is a syntax error naming the correct form.
TEST_SHORTCUTS = {
    "test-check": ("check", "operator expr1 expr2"), "test-pred": ("check-pred", "pred expr"),
    "test-equal?": ("check-equal?", "expr1 expr2"), "test-eq?": ("check-eq?", "expr1 expr2"),
    "test-eqv?": ("check-eqv?", "expr1 expr2"), "test-=": ("check-=", "expr1 expr2 epsilon"),
    "test-within": ("check-within", "expr1 expr2 epsilon"), "test-true": ("check-true", "expr"),
    "test-false": ("check-false", "expr"), "test-not-false": ("check-not-false", "expr"),
    "test-exn": ("check-exn", "pred thunk"), "test-not-exn": ("check-not-exn", "thunk"),
}


@derived(*TEST_SHORTCUTS)
def expand_test_shortcut(c: Compiler, x: Any, loc: Any) -> Any:
    ps = parts(c, x, loc)
    name = x.car.name
    check, params = TEST_SHORTCUTS[name]
    if len(ps) != 2 + len(params.split()):
        raise c.syntax_error(f"{name}: Correct form is ({name} test-desc {params})\n"
                             f"  in: {write_string(x)}", loc, x)
    return L(sym("test-case"), ps[1][0], make_pair(sym(check), x.cdr.cdr, loc))
