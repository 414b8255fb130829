"""List primitives (racket/base, racket/list, racket/function): results, Racket's error texts,
keyword arguments, higher-order calls and long lists."""
from __future__ import annotations

from minischeme.values.data import NIL, MultipleValues, Pair, make_pair, make_list, sym
from minischeme.values.printer import print_string
from minischeme.values.procedures import Closure, Primitive, make_closure

from test_primitives_helpers import err, kw, lib_of, prim, run

L = make_list


def show(v):
    return print_string(v)


def closure(fn, nreq):
    """A Racket procedure of nreq arguments (as `lambda` makes), running Python fn."""
    return make_closure(nreq, 0, False, nreq + 1, lambda frame: fn(*frame[1:1 + nreq]), None, None)


LONG = 200_000


def test_accessors_and_their_contract_texts():
    assert run("cadr", L([1, 2, 3])) == 2
    assert err("car", NIL) == "car: contract violation\n  expected: pair?\n  given: '()"
    assert err("caddr", L([1, 2])) == ("caddr: contract violation\n"
                                       "  expected: (cons/c any/c (cons/c any/c pair?))\n"
                                       "  given: '(1 2)")
    assert err("cdar", L([1])).splitlines()[1] == "  expected: (cons/c pair? any/c)"


def test_list_ref_and_list_tail_errors():
    assert err("list-ref", L([1, 2]), 5) == "list-ref: index too large for list\n  index: 5\n  in: '(1 2)"
    assert err("list-ref", L([1, 2]), -1) == "list-ref: index -1 is not an exact nonnegative integer"
    assert err("list-ref", 5, 0) == "list-ref: index reaches a non-pair\n  index: 0\n  in: 5"
    assert run("list-tail", 5, 0) == 5


def test_append_copies_all_but_the_last_argument():
    assert show(run("append", L([1]), 2)) == "'(1 . 2)"
    assert run("append") is NIL
    assert err("append", 1, L([2])) == "append: contract violation\n  expected: list?\n  given: 1"


def test_member_and_assoc_search_lazily_and_report_improper_lists():
    assert show(run("member", 1, make_pair(1, 3))) == "'(1 . 3)"
    assert err("member", 1, 5) == "member: not a proper list\n  in: 5"
    assert err("assoc", 1, 5) == "assoc: not a proper list: 5"
    assert err("assq", sym("a"), L([5])) == "assq: non-pair found in list\n  non-pair: 5\n  list: '(5)"
    assert show(run("member", 2.0, L([1, 2]), prim("="))) == "'(2)"
    assert show(run("assoc", 2.0, L([make_pair(1, sym("a")), make_pair(2, sym("b"))]), prim("="))) == "'(2 . b)"


def test_map_checks_lists_lengths_and_procedure_arity_like_racket():
    assert show(run("map", prim("+"), L([1, 2, 3]), L([10, 20, 30]))) == "'(11 22 33)"
    assert err("map", prim("add1"), L([1]), L([2])) == (
        "map: argument mismatch;\n"
        " the given procedure's expected number of arguments does not match the given number of lists\n"
        "  given procedure: add1\n  expected: 1\n  given: 2\n  argument lists...: \n   '(1)\n   '(2)")
    assert err("map", prim("+"), L([1, 2]), L([1])) == (
        "map: all lists must have same size\n  first list length: 2\n  other list length: 1\n"
        "  procedure: #<procedure:+>")
    assert err("map", 5, L([1])) == "map: contract violation\n  expected: procedure?\n  given: 5"
    two = closure(lambda x, y: x, 2)
    assert "  given procedure: #<procedure>\n  expected: 2\n" in err("map", two, L([1, 2]))


def test_andmap_returns_the_last_result_and_ormap_the_first_true_one():
    assert run("andmap", prim("+"), L([1, 2]), L([3, 4])) == 6
    assert run("andmap", prim("even?"), NIL) is True
    assert run("ormap", closure(lambda x: x > 2 and x, 1), L([1, 2, 3, 4])) == 3


def test_folds_pass_the_accumulator_last():
    assert show(run("foldl", prim("cons"), NIL, L([1, 2, 3]))) == "'(3 2 1)"
    assert show(run("foldr", prim("cons"), NIL, L([1, 2, 3]))) == "'(1 2 3)"
    assert run("foldl", prim("-"), 0, L([1, 2, 3])) == 2
    assert run("foldl", prim("+"), 0, L([1, 2]), L([10, 20])) == 33
    assert err("foldl", prim("+"), 0, 5) == (
        "foldl: contract violation\n  expected: list?\n  given: 5\n  argument position: 3rd\n"
        "  other arguments...:\n   #<procedure:+>\n   0")
    assert err("foldl", closure(lambda x: x, 1), 0, NIL) == (
        "foldl: given procedure does not accept 2 arguments: #<procedure>")


def test_filter_requires_a_one_argument_procedure():
    assert show(run("filter", prim("even?"), L(range(6)))) == "'(0 2 4)"
    assert err("filter", 5, L([1])) == "filter: contract violation\n  expected: (any/c . -> . any/c)\n  given: 5"


def test_remove_family():
    assert show(run("remove", 2, L([1, 2, 3, 2]))) == "'(1 3 2)"
    assert show(run("remove*", L([2]), L([1, 2, 3, 2]))) == "'(1 3)"
    assert show(run("remv", 1, L([1.0, 1]))) == "'(1.0)"


def test_sort_is_stable_and_takes_keyword_arguments():
    pairs = L([L([2, sym("b")]), L([1, sym("a")]), L([2, sym("a")]), L([1, sym("c")])])
    assert show(run("sort", pairs, prim("<"), kw("key"), prim("car"))) == "'((1 a) (1 c) (2 b) (2 a))"
    assert show(run("sort", L([3, 1, 2]), prim(">"))) == "'(3 2 1)"
    assert show(run("sort", pairs, prim("<"), kw("key"), prim("car"), kw("cache-keys?"), True)) \
        == "'((1 a) (1 c) (2 b) (2 a))"
    assert err("sort", L([3, 1]), prim("<"), kw("foo"), 1) == (
        "application: procedure does not expect an argument with given keyword\n"
        "  procedure: sort\n  given keyword: #:foo\n  arguments...:\n   '(3 1)\n"
        "   #<procedure:<>\n   #:foo 1")
    assert err("sort", L([1])) == (
        "sort: arity mismatch;\n the expected number of arguments does not match the given number\n"
        "  expected: 2 plus optional arguments with keywords #:cache-keys? and #:key\n"
        "  given: 1\n  arguments...:\n   '(1)")
    assert err("sort", L([1, "a"]), prim("<")) == '<: contract violation\n  expected: real?\n  given: "a"'


def test_build_list_and_void():
    assert show(run("build-list", 4, prim("add1"))) == "'(1 2 3 4)"
    assert "(exact-nonnegative-integer? . -> . any/c)" in err("build-list", 3, prim("cons"))
    assert show(run("void", 1, 2)) == "#<void>"


def test_long_lists_do_not_exhaust_the_python_stack():
    big = run("build-list", LONG, prim("add1"))
    assert run("length", big) == LONG
    assert run("foldr", prim("+"), 0, big) == LONG * (LONG + 1) // 2
    assert run("length", run("map", prim("add1"), big)) == LONG
    assert run("last", run("sort", big, prim(">"))) == 1
    assert run("length", run("flatten", big)) == LONG
    assert run("length", run("append", big, big)) == 2 * LONG
    assert run("list-ref", run("reverse", big), LONG - 1) == 1
    assert run("equal?", big, run("map", prim("add1"), run("range", LONG))) is True


def test_racket_list_accessors_and_errors():
    assert [lib for lib in lib_of("first") if lib.startswith("racket")] == ["racket/list"]
    assert err("first", NIL) == "first: contract violation\n  expected: (and/c list? (not/c empty?))\n  given: '()"
    assert err("second", L([1])) == "second: list contains too few elements\n  list: '(1)"
    assert run("last", L([1, 2, 3])) == 3
    assert show(run("last-pair", L([1, 2]))) == "'(2)"


def test_take_and_drop():
    assert show(run("take", L([1, 2, 3, 4, 5]), 2)) == "'(1 2)"
    assert show(run("drop-right", L([1, 2, 3, 4]), 1)) == "'(1 2 3)"
    assert err("take", L([1, 2]), 3) == ("take: contract violation\n"
                                         "  expected: a list with at least 3 elements\n  given: '(1 2)")
    v = run("split-at", L([1, 2, 3, 4]), 1)
    assert type(v) is MultipleValues and [show(x) for x in v.values] == ["'(1)", "'(2 3 4)"]


def test_range_accumulates_like_in_range():
    assert show(run("range", 5)) == "'(0 1 2 3 4)"
    assert show(run("range", 10, 0, -2)) == "'(10 8 6 4 2)"
    assert show(run("range", 0, 1, 0.25)) == "'(0 0.25 0.5 0.75)"
    assert err("range", sym("a")) == "in-range: contract violation\n  expected: real?\n  given: 'a"


def test_list_utilities():
    assert show(run("flatten", L([1, L([2, L([3, 4])]), L([L([5])])]))) == "'(1 2 3 4 5)"
    assert show(run("remove-duplicates", L([1, 2, 1, 3, 2]))) == "'(1 2 3)"
    assert show(run("remove-duplicates", L([L([1, sym("a")]), L([1, sym("b")])]), kw("key"),
                    prim("car"))) == "'((1 a))"
    assert run("count", prim("even?"), L([1, 2, 3, 4])) == 2
    assert [show(x) for x in run("partition", prim("even?"), L([1, 2, 3, 4])).values] == \
        ["'(2 4)", "'(1 3)"]
    assert run("argmin", prim("abs"), L([4, -2, 7])) == -2
    assert run("index-of", L([sym("a"), sym("b")]), sym("b")) == 1
    assert run("index-of", L([sym("a")]), sym("z")) is False
    assert show(run("add-between", L([1, 2, 3]), sym("and"))) == "'(1 and 2 and 3)"
    assert show(run("list-set", L([1, 2]), 1, sym("x"))) == "'(1 x)"
    assert show(run("make-list", 3, sym("x"))) == "'(x x x)"
    assert show(run("filter-map", closure(lambda x: x % 2 == 0 and x * 10, 1), L([1, 2, 3, 4]))) \
        == "'(20 40)"
    assert show(run("permutations", L([1, 2, 3]))) == "'((1 2 3) (2 1 3) (1 3 2) (3 1 2) (2 3 1) (3 2 1))"


def test_racket_function_builds_procedures():
    add10 = run("curry", prim("+"), 10)
    assert type(add10) is Primitive and show(add10) == "#<procedure:curried:+>"
    assert run_proc(add10, 5) == 15
    assert run_proc(run("negate", prim("even?")), 3) is True
    assert run_proc(run("const", 7), 1, 2) == 7
    assert run_proc(run("compose", prim("add1"), prim("sqr")), 3) == 10
    assert run("identity", 5) == 5
    assert lib_of("curry") == ["racket/function"] and lib_of("compose") == ["racket/base"]


def run_proc(proc, *args):
    from minischeme.values.runtime import apply_procedure
    return apply_procedure(proc, list(args))


def test_in_combinations_and_in_permutations_are_sequences_in_racket_order():
    from minischeme.primitives.sequences import sequence_iter
    combos = run("in-combinations", make_list([1, 2, 3]), 2)
    assert print_string(combos) == "#<sequence>"
    it, _ = sequence_iter(combos)
    assert [print_string(c) for c in it] == ["'(1 2)", "'(1 3)", "'(2 3)"]
    it, _ = sequence_iter(run("in-permutations", make_list([1, 2, 3])))
    assert [print_string(p) for p in it][:3] == ["'(1 2 3)", "'(2 1 3)", "'(1 3 2)"]
