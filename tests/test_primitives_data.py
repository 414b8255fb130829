"""Equality, vector, box and hash-table primitives (racket/base, racket/vector, racket/bool)."""
from __future__ import annotations

from minischeme.values.data import NIL, Box, HashTable, MString, make_mstring, MVector, Pair, make_pair, as_str, make_list, sym
from minischeme.values.printer import print_string
from minischeme.values.procedures import Closure, make_closure

from test_primitives_helpers import err, lib_of, prim, run

L = make_list


def show(v):
    return print_string(v)


def thunk(value):
    return make_closure(0, 0, False, 1, lambda frame: value, None, None)


def test_equality_predicates():
    assert run("eqv?", 1.0, 1) is False and run("eqv?", 2.0, 2.0) is True
    assert run("equal?", L([1, MVector([2])]), L([1, MVector([2])])) is True
    assert run("eq?", MVector([1]), MVector([1])) is False
    assert run("not", 0) is False and run("not", False) is True


def test_vectors():
    v = run("vector", 1, 2, 3)
    assert run("vector-ref", v, 1) == 2
    run("vector-set!", v, 0, sym("x"))
    assert show(v) == "'#(x 2 3)"
    assert show(run("make-vector", 2)) == "'#(0 0)"
    assert show(run("build-vector", 4, prim("add1"))) == "'#(1 2 3 4)"
    assert show(run("vector->list", v)) == "'(x 2 3)"


def test_vector_errors():
    v = run("vector", 1, 2, 3)
    assert err("vector-ref", v, 5) == ("vector-ref: index is out of range\n  index: 5\n"
                                       "  valid range: [0, 2]\n  vector: '#(1 2 3)")
    assert err("vector-ref", v, -1) == ("vector-ref: contract violation\n"
                                        "  expected: exact-nonnegative-integer?\n  given: -1\n"
                                        "  argument position: 2nd\n  first argument...:\n   '#(1 2 3)")
    assert err("vector-ref", run("vector"), 0) == ("vector-ref: index is out of range for empty "
                                                   "vector\n  index: 0\n  vector: '#()")


def test_vector_literals_are_immutable():
    literal = MVector([1, 2], immutable=True)
    assert err("vector-set!", literal, 0, 5) == ("vector-set!: contract violation\n"
                                                 "  expected: (and/c vector? (not/c immutable?))\n"
                                                 "  given: '#(1 2)")
    assert run("immutable?", literal) is True
    copy = run("vector-copy", literal)
    run("vector-set!", copy, 0, 5)
    assert show(copy) == "'#(5 2)"


def test_racket_vector_library():
    # among Racket's own libraries (srfi/43, once loaded, has its own index-first one)
    assert [lib for lib in lib_of("vector-map") if not lib.startswith("srfi/")] == ["racket/vector"]
    assert show(run("vector-map", prim("+"), MVector([1, 2]), MVector([3, 4]))) == "'#(4 6)"
    assert run("vector-member", 2, MVector([1, 2])) == 1
    assert run("vector-count", prim("even?"), MVector([1, 2, 4])) == 2
    assert show(run("vector-sort", MVector([3, 1, 2]), prim("<"))) == "'#(1 2 3)"
    assert show(run("vector-append", MVector([1]), MVector([2, 3]))) == "'#(1 2 3)"


def test_boxes():
    b = run("box", 5)
    run("set-box!", b, 10)
    assert run("unbox", b) == 10
    assert err("unbox", 5) == "unbox: contract violation\n  expected: box?\n  given: 5"
    assert "(and/c box? (not/c immutable?))" in err("set-box!", Box(1, immutable=True), 2)


def test_immutable_hashes_update_functionally():
    h = run("hash", sym("a"), 1, sym("b"), 2)
    h2 = run("hash-set", h, sym("c"), 3)
    assert run("hash-count", h) == 2 and run("hash-count", h2) == 3
    assert show(run("hash-remove", h2, sym("a"))) == "'#hash((b . 2) (c . 3))"
    assert err("hash-set!", h, sym("b"), 2) == (
        "hash-set!: contract violation\n  expected: (and/c hash? (not/c immutable?))\n"
        "  given: '#hash((a . 1) (b . 2))\n  argument position: 1st\n  other arguments...:\n"
        "   'b\n   2")
    assert err("hash", sym("a")) == ("hash: key does not have a value (i.e., an odd number of "
                                     "arguments were provided)\n  key: 'a")


def test_mutable_hashes():
    h = run("make-hash", L([make_pair(sym("a"), 1)]))
    run("hash-set!", h, "x", 1)
    run("hash-set!", h, "x", 2)
    assert run("hash-ref", h, "x") == 2
    run("hash-update!", h, sym("a"), prim("add1"))
    assert run("hash-ref", h, sym("a")) == 2
    run("hash-update!", h, sym("n"), prim("add1"), 0)
    assert run("hash-ref", h, sym("n")) == 1
    run("hash-remove!", h, "x")
    assert run("hash-has-key?", h, "x") is False
    assert "(and/c hash? immutable?)" in err("hash-set", h, 1, 2)


def test_hash_ref_failure_values_thunks_and_errors():
    h = run("hash", sym("a"), 1)
    assert run("hash-ref", h, sym("x"), 0) == 0
    assert run("hash-ref", h, sym("x"), thunk(sym("missing"))) is sym("missing")
    assert err("hash-ref", h, sym("b")) == "hash-ref: no value found for key\n  key: 'b"
    assert err("hash-update", run("hash"), sym("a"), prim("add1")) == \
        "hash-update: no value found for key: 'a"


def test_hash_tables_compare_keys_by_their_kind():
    assert run("hash-ref", run("hash", 1.0, sym("x")), 1, False) is False
    h = run("make-hasheq")
    run("hash-set!", h, sym("k"), 1)
    assert run("hash-ref", h, sym("k")) == 1
    assert show(run("hasheq", sym("x"), 1)) == "'#hasheq((x . 1))"


def test_hash_listing_procedures():
    h = run("hash", sym("b"), 2, sym("a"), 1)
    assert show(run("hash-map", h, prim("cons"), True)) == "'((a . 1) (b . 2))"
    assert sorted(show(run("hash-keys", h))[2:-1].split()) == ["a", "b"]
    assert run("hash-empty?", run("hash")) is True
    assert "(procedure-arity-includes/c 2)" in err("hash-map", h, prim("add1"))
    assert isinstance(run("hash-copy", h), HashTable) and run("hash-copy", h).mutable


def test_racket_bool():
    assert lib_of("symbol=?") == ["racket/bool"]
    assert prim("true") is True and prim("false") is False
    assert run("xor", 1, False) == 1 and run("xor", 1, 2) is False
    assert run("nor", False, False) is True and run("nand", 1, 2) is False
    assert err("symbol=?", "a", sym("a")) == ('symbol=?: contract violation\n  expected: symbol?\n'
                                              '  given: "a"\n  argument position: 1st\n'
                                              "  other arguments...:\n   'a")
    assert run("boolean=?", True, True) is True


def test_empty_is_not_false():
    assert run("not", NIL) is False


def test_box_cas_replaces_only_an_eq_content():
    b = Box(5)
    assert run("box-cas!", b, 5, 6) is True and b.value == 6
    assert run("box-cas!", b, 5, 7) is False and b.value == 6
    assert err("box-cas!", 5, 1, 2).startswith(
        "box-cas!: contract violation\n  expected: (and/c box? (not/c immutable?))")


def test_a_mutable_and_an_immutable_hash_are_never_equal():
    # racket: (equal? (make-hash '((a . 1))) (hash 'a 1)) is #f; two mutable ones are equal
    mutable = run("make-hash", L([make_pair(sym("a"), 1)]))
    assert run("equal?", mutable, run("hash", sym("a"), 1)) is False
    assert run("equal?", mutable, run("make-hash", L([make_pair(sym("a"), 1)]))) is True
    assert run("equal?", run("hash"), run("hash")) is True


def test_keywords_convert_to_and_from_strings():
    assert as_str(run("keyword->string", sym("#:key"))) == "key"     # a new mutable string
    assert run("string->keyword", "k") is sym("#:k")
    assert run("string->keyword", make_mstring("k")) is sym("#:k")
    assert run("keyword?", sym("#:a")) is True and run("keyword?", sym("a")) is False
    assert run("keyword<?", sym("#:a"), sym("#:b")) is True
    assert err("keyword->string", sym("a")) == "keyword->string: contract violation\n  expected: keyword?\n  given: 'a"


def test_vector_copy_bang_copies_a_range_even_onto_itself():
    v = MVector([1, 2, 3, 4, 5])
    run("vector-copy!", v, 1, v, 0, 3)
    assert v.items == [1, 1, 2, 3, 5]     # racket: '#(1 1 2 3 5)
    w = MVector([0, 0, 0])
    run("vector-copy!", w, 1, MVector([7, 8]))
    assert w.items == [0, 7, 8]
    assert err("vector-copy!", MVector([0, 0]), 1, MVector([1, 2, 3])) == (
        "vector-copy!: not enough room in target vector\n  target length: 2\n  needed length: 4")
    assert err("vector-copy!", MVector([1], immutable=True), 0, MVector([1])).startswith(
        "vector-copy!: contract violation\n  expected: (and/c vector? (not/c immutable?))")
