"""`(hash-ref! h k (lambda () body ...))`, the memo idiom, and `(hash-ref h k (lambda ()
body ...))` run the thunk's body in place in translated code (expander.Builder.lower_hash_ref): no closure is made on each
call. Everything else stays as Racket has it: the value stored on a miss only, a thunk
that fills the table itself, multiple values, an immutable table or a non-table (whose
error message prints the thunk), a local named `let`, deep recursion through the memo."""
from __future__ import annotations

import contextlib
import io
import re
import shutil
import subprocess

import pytest

from minischeme.compilation import codegen
from minischeme.cli import main

PROGRAM = "#lang racket\n(define memo (make-hash))\n(define (fib n)\n  (if (< n 2) n\n      (hash-ref! memo n (λ () (define a (fib (- n 1))) (+ a (fib (- n 2)))))))\n(fib 80)\n(hash-count memo)\n(define (g h) (hash-ref! h 'k (lambda () 1)))\n(g (make-hash))\n(define (f2 h) (hash-ref! h 'k (lambda () (values 1 2))))\n(with-handlers ([exn:fail? exn-message]) (f2 (make-hash)))\n(with-handlers ([exn:fail? exn-message]) (g (hash)))\n(with-handlers ([exn:fail? exn-message]) (g 5))\n(define (h3 h) (hash-ref! h (list 1 2) (lambda () (hash-set! h (list 1 2) 'inner) 'outer)))\n(define t (make-hash)) (h3 t) t\n(define (h4 h) (let ([let 5]) (hash-ref! h 'z (lambda () let))))\n(h4 (make-hash))\n(define w (make-hasheq)) (hash-ref! w 'a (lambda () 3))\n(define (h5 h) (hash-ref! h 'k (lambda () (hash-ref! h 'j (lambda () 7)))))\n(define t5 (make-hash)) (h5 t5) t5\n(define (h6 h) (hash-ref! h 'k 42)) (h6 (make-hash))\n(define (loop n acc) (if (= n 0) acc (loop (- n 1) (hash-ref! (make-hash) n (lambda () (+ acc 1))))))\n(loop 100000 0)\n"
# what racket 8.7 prints for PROGRAM (folder left out) (test_racket_prints_the_same)
EXPECTED = '23416728348467685\n79\n1\n"result arity mismatch;\\n expected number of values not received\\n  expected: 1\\n  received: 2"\n"hash-ref!: contract violation\\n  expected: (and/c hash? (not/c immutable?))\\n  given: \'#hash()\\n  argument position: 1st\\n  other arguments...:\\n   \'k\\n   #<procedure:memo.rkt:8:30>"\n"hash-ref!: contract violation\\n  expected: (and/c hash? (not/c immutable?))\\n  given: 5\\n  argument position: 1st\\n  other arguments...:\\n   \'k\\n   #<procedure:memo.rkt:8:30>"\n\'outer\n\'#hash(((1 2) . outer))\n5\n3\n7\n\'#hash((j . 7) (k . 7))\n42\n100000\n'

# hash-ref with a failure thunk: tallies, internal definitions, multiple values, errors,
# a recursion 100,000 deep through the thunk and a loop of 1,000,000 in its tail position
PROGRAM_REF = '#lang racket\n(define counts (make-hash))\n(define (tally! x) (hash-set! counts x (add1 (hash-ref counts x (lambda () 0)))))\n(for-each tally! \'(a b a c a b))\n(sort (hash->list counts) symbol<? #:key car)\n(define (get h k) (hash-ref h k (λ () (define d (list k \'none)) d)))\n(get (hash \'a 1) \'a)\n(get (hash \'a 1) \'b)\n(get (make-hash (list (cons (list 1) 2))) (list 1))\n(define (two h) (hash-ref h \'x (lambda () (values 1 2))))\n(call-with-values (lambda () (two (hash))) list)\n(with-handlers ([exn:fail? exn-message]) (get 5 \'k))\n(with-handlers ([exn:fail? exn-message]) (hash-ref (hash) \'k))\n(define (err h) (hash-ref h \'x (lambda () (error \'err "missing ~a" \'x))))\n(with-handlers ([exn:fail? exn-message]) (err (hash)))\n(define (deep n) (if (= n 0) 0 (+ 1 (hash-ref (hash) n (lambda () (deep (- n 1)))))))\n(deep 100000)\n(define (tail-loop n) (if (= n 0) \'done (hash-ref (hash) n (lambda () (tail-loop (- n 1))))))\n(tail-loop 1000000)\n'
EXPECTED_REF = '\'((a . 3) (b . 2) (c . 1))\n1\n\'(b none)\n2\n\'(1 2)\n"hash-ref: contract violation\\n  expected: hash?\\n  given: 5\\n  argument position: 1st\\n  other arguments...:\\n   \'k"\n"hash-ref: no value found for key\\n  key: \'k"\n"err: missing x"\n100000\n\'done\n'


# a memo keyed by `(cons i j)` (whose image the generated code writes itself, as
# equality.hash_key does): found whichever way it was stored, an inexact 2.0 kept apart
# from 2, pairs compared by identity in eqv?- and eq?-based tables, immutable and weak ones
PROGRAM_PAIRS = "#lang racket\n(define memo (make-hash))\n(define (paths i j)\n  (if (or (= i 0) (= j 0)) 1\n      (hash-ref! memo (cons i j) (λ () (+ (paths (sub1 i) j) (paths i (sub1 j)))))))\n(paths 16 16)\n(hash-count memo)\n(hash-ref memo (cons 3 4))\n(apply hash-set! memo (list (cons 100 200) 'stored))\n(define (get h i j) (hash-ref! h (cons i j) (λ () 'computed)))\n(get memo 100 200)\n(get memo 100 201)\n(hash-ref memo (cons 100 201))\n(define m2 (make-hash))\n(get m2 1 2.0)\n(hash-set! m2 (cons 1 2) 'exact)\n(list (get m2 1 2) (get m2 1 2.0) (hash-count m2))\n(define q (make-hasheqv))\n(list (get q 1 2) (get q 1 2) (hash-count q))\n(define e (make-hasheq))\n(list (get e 1 2) (hash-count e))\n(define (look h i j) (hash-ref h (cons i j) (λ () 'none)))\n(list (look (hash (cons 1 2) 'x) 1 2) (look (hash (cons 1 2) 'x) 2 1) (look (make-hasheqv) 1 2))\n(define w (make-weak-hash))\n(list (get w 5 6) (hash-ref w (cons 5 6)))\n(list (get memo 'a 1) (hash-ref memo (cons 'a 1)))\n(define big (expt 2 80))\n(list (get m2 big 1) (hash-ref m2 (cons big 1)))\n"
EXPECTED_PAIRS = "601080390\n256\n35\n'stored\n'computed\n'computed\n'computed\n'(exact computed 2)\n'(computed computed 2)\n'(computed 1)\n'(x none none)\n'(computed computed)\n'(computed computed)\n'(computed computed)\n"

def same_path(text: str) -> str:
    """The thunk's name without the folder (Racket, and we, print its full path)."""
    return re.sub(r"#<procedure:[^>]*memo\.rkt:", "#<procedure:memo.rkt:", text)


def run(tmp_path, monkeypatch, program: str = PROGRAM) -> str:
    (tmp_path / "memo.rkt").write_text(program)
    monkeypatch.chdir(tmp_path)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        main(["run", "memo.rkt"])
    return same_path(out.getvalue())


def test_memo_thunks_run_in_place_print_what_racket_prints(tmp_path, monkeypatch):
    assert run(tmp_path, monkeypatch) == EXPECTED


def test_hash_ref_failure_thunks_run_in_place_print_what_racket_prints(tmp_path, monkeypatch):
    assert run(tmp_path, monkeypatch, PROGRAM_REF) == EXPECTED_REF


def test_pair_keys_of_a_memo_print_what_racket_prints(tmp_path, monkeypatch):
    assert run(tmp_path, monkeypatch, PROGRAM_PAIRS) == EXPECTED_PAIRS


def test_a_pair_key_is_looked_up_and_stored_in_place(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(codegen, "SHOW", True)
    run(tmp_path, monkeypatch, PROGRAM_PAIRS)
    code = capsys.readouterr().err
    assert re.search(r"\((\w+)\.car, \1\.cdr\)", code) and ".table.__setitem__(" in code


def test_every_procedure_of_the_program_is_translated(tmp_path, monkeypatch):
    monkeypatch.setattr(codegen, "FALLBACK_LOG", [])
    run(tmp_path, monkeypatch)
    run(tmp_path, monkeypatch, PROGRAM_REF)
    assert codegen.FALLBACK_LOG == []


@pytest.mark.parametrize("lam", ["lambda", "λ"])
@pytest.mark.parametrize("ref", ["hash-ref", "hash-ref!"])
def test_the_thunk_is_not_made_as_a_procedure(ref, lam, tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(codegen, "SHOW", True)
    (tmp_path / "memo.rkt").write_text(
        "#lang racket\n(define m (make-hash))\n"
        f"(define (f n) ({ref} m n ({lam} () (* n n))))\n(f 3)\n")
    monkeypatch.chdir(tmp_path)
    main(["run", "memo.rkt"])
    code = capsys.readouterr().err
    assert "def f1_f(" in code and code.count("def ") == 2   # _make and f


@pytest.mark.skipif(shutil.which("racket") is None, reason="racket (the oracle) is not installed")
@pytest.mark.parametrize("program, expected", [(PROGRAM, EXPECTED), (PROGRAM_REF, EXPECTED_REF),
                                                 (PROGRAM_PAIRS, EXPECTED_PAIRS)])
def test_racket_prints_the_same(tmp_path, program, expected):
    (tmp_path / "memo.rkt").write_text(program)
    done = subprocess.run(["racket", "memo.rkt"], cwd=tmp_path, capture_output=True,
                          text=True, timeout=120)
    assert same_path(done.stdout) == expected, done.stderr
