"""Racket CS's hash iteration order (minischeme/values/hash_order.py): its hash codes and the order
they give. The numbers are Racket 8.7's own (`equal-hash-code`, `hash-keys`), recorded here so
the test runs without Racket; tests/differential/hash_order.* checks more against live Racket."""
from __future__ import annotations

from minischeme.values.data import Char, make_list, sym
from minischeme.values.hash_order import equal_hash_code, eq_hash_code, string_hash, symbol_hash
from minischeme.running.interpreter import Interpreter


def evaluate(text: str) -> list[str]:
    it = Interpreter()
    return [o.error if o.error is not None else it.format_value(o.value)
            for o in it.eval_string(text)]


def test_hash_codes_are_rackets():
    assert symbol_hash("a") == 406253145010
    assert symbol_hash("hello") == 544491082548364505
    assert string_hash("a") == 537058521970
    assert string_hash("hello world this is long string") == 963363214472865685
    assert equal_hash_code(make_list([1, 2])) == 214690661
    assert equal_hash_code(make_list(["a", sym("b"), 3])) == 20343771950669280
    assert equal_hash_code(-5) == 1152921504606846971
    assert equal_hash_code(True) == 181272864
    assert eq_hash_code(Char("a")) == 97 == equal_hash_code(Char("a"))


def test_hash_keys_of_an_immutable_hash_follow_rackets_trie():
    assert evaluate("(hash-keys (hash 'a 1 'b 2 'c 3))") == ["'(c b a)"]
    assert evaluate("(hash-keys (for/hash ([i 20]) (values i i)))") == [
        "'(4 5 6 7 8 9 10 11 12 13 14 15 0 16 1 17 2 18 3 19)"]


def test_folds_visit_children_before_keys_unlike_iteration():
    assert evaluate("(hash-values (for/hash ([i 20]) (values i i)))") == [
        "'(0 16 1 17 2 18 3 19 4 5 6 7 8 9 10 11 12 13 14 15)"]


def test_small_mutable_tables_of_fixnums_follow_chez_buckets():
    out = evaluate("(define h (make-hash))"
                   "(for ([i '(5 3 40 8 1 33 100 64)]) (hash-set! h i i))"
                   "(hash-keys h)")
    assert out[-1] == "'(64 8 40 33 1 3 100 5)"


def test_rationals_and_bignums_are_in_racket_s_order():
    # Racket 8.7's number-hash: n/d as 5n + d, a bignum's 60-bit pieces mixed
    out = evaluate("(hash-keys (hash 1/2 'a 3/4 'b (expt 2 70) 'c))")
    assert out == ["'(1180591620717411303424 3/4 1/2)"]


def test_unpredictable_keys_keep_insertion_order():
    # keywords, void, eof: Racket's codes of them count the objects hashed before them
    out = evaluate("(hash-keys (hash '#:a 'a (void) 'b eof 'c))")
    assert out == ["'(#:a #<void> #<eof>)"]


def test_flonum_keys_are_in_racket_s_order():
    # Racket 8.7: a flonum's code is its IEEE bits shifted right by 4 (equal-hash-code 2.5
    # is 288300744895889408), so its order is Racket's: '(0.25 2.75 1.5)
    assert evaluate("(hash-keys (hash 1.5 'a 0.25 'b 2.75 'c))") == ["'(0.25 2.75 1.5)"]
    assert evaluate("(equal-hash-code 2.5)") == ["288300744895889408"]


def test_chez_buckets_fold_the_code_first():
    # Racket 8.7's Chez: the bucket of a code in a table of 2^k buckets (probed with vm-eval)
    from minischeme.values.hash_order import bucket_fold
    assert bucket_fold(406253145010) & 255 == 226
    assert bucket_fold(406253145010) & 4095 == 3554
    assert bucket_fold(2 ** 59) & 4095 == 2056
    assert bucket_fold(-12345678901234) & 4095 == 1970
    assert bucket_fold(-257) & 4095 == 481
    assert all(bucket_fold(i) == i for i in range(256))


def test_mutable_tables_of_cards_symbols_and_strings_follow_racket():
    assert evaluate("(define m (make-hash))"
                    "(for ([k '((H . A) (S . 2) (D . 10) (C . K))] [i 4]) (hash-set! m k i))"
                    "m")[-1] == "'#hash(((H . A) . 0) ((S . 2) . 1) ((C . K) . 3) ((D . 10) . 2))"
    assert evaluate("(hash-keys (make-hash '((a . 1) (b . 2) (c . 3) (d . 4))))") == ["'(c a d b)"]
    assert evaluate("(hash-keys (make-hash '((\"x\" . 1) (\"y\" . 2) (\"zz\" . 3) (\"w\" . 4))))") == [
        "'(\"w\" \"y\" \"zz\" \"x\")"]


def test_a_traversal_fixes_the_order_later_traversals_start_with():
    out = evaluate("(define g (make-hash)) (for ([s '(a b c d)]) (hash-set! g s #t))"
                   "(hash-keys g) (hash-set! g 'e #t) (hash-set! g 'aa #t) (hash-remove! g 'c)"
                   "(hash-keys g)")
    assert out[2] == "'(c a d b)" and out[-1] == "'(a d b aa e)"
    out = evaluate("(define g (make-hash)) (for ([s '(a b c d e aa)]) (hash-set! g s #t))"
                   "(hash-remove! g 'c) (hash-keys g)")
    assert out[-1] == "'(a d aa b e)"


def test_printing_sorts_only_keys_of_one_sortable_kind():
    assert evaluate("(hash '(H . A) 1 '(S . 2) 2 '(D . 10) 3 '(C . K) 4)") == [
        "'#hash(((H . A) . 1) ((C . K) . 4) ((D . 10) . 3) ((S . 2) . 2))"]
    assert evaluate("(hash \"s\" 1 7 2)") == ["'#hash((\"s\" . 1) (7 . 2))"]
    assert evaluate("(hash 'b 1 7 2)") == ["'#hash((b . 1) (7 . 2))"]
    assert evaluate("(hash 'b 1 'a 2)") == ["'#hash((a . 2) (b . 1))"]
