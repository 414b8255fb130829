"""A for/fold (for*/fold, for/lists) evaluates its first group's sequence expressions, and
checks them (`in-list` of a non-list, a value that is no sequence), before its
accumulators' initial values, as Racket's does; a `#:when` first, or the later groups of
a for*/fold, come after them. (A running-median program's `(for/fold ([medians (list
(car nums))] ...) ([num (cdr nums)]) ...)` of an empty list failed in `car` where Racket
fails in `cdr`.)"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

PROGRAM = r"""#lang racket
(define (say s v) (displayln s) v)
(define (try thunk) (with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))]) (thunk)))
(for/fold ([acc (say "init" 0)]) ([x (say "seq" '(1 2))]) (+ acc x))
(for/fold ([a (say "init1" 0)] [b (say "init2" 0)]) ([x (say "seq1" '(1))] [y (in-list (say "seq2" '(1)))]) (values a b))
(for*/fold ([acc (say "init*" 0)]) ([x (say "seq*1" '(1))] [y (say "seq*2" '(1))]) acc)
(for/fold ([acc (say "init-r" 0)] #:result acc) ([x (in-range (say "seq-r" 2))]) acc)
(for/fold ([acc (say "init-w" 0)]) (#:when (say "when" #t) [x '(1)]) acc)
(define (f) (for/fold ([acc (say "init-in-f" 0)]) ([x (in-vector (say "seq-in-f" #(1)))]) acc))
(f)
(for/lists (l1 l2) ([x (say "seq-lists" '(1 2))]) (values x (* x x)))
(try (lambda () (for/fold ([acc (say "init" 0)]) ([x (in-list 5)]) acc)))
(try (lambda () (for/fold ([acc (say "init" 0)]) ([x 'a]) acc)))
(try (lambda () (let ([nums '()]) (for/fold ([m (list (car nums))]) ([n (cdr nums)]) m))))
(let ([x 10]) (for/fold ([x 0]) ([y (list x)]) (+ x y)))
"""


def test_the_order_is_racket_s(tmp_path: Path) -> None:
    out, code, err = minischeme_run({"main.rkt": PROGRAM}, tmp_path, "main.rkt")
    assert (code, err) == (0, "")
    assert out.splitlines()[:3] == ["seq", "init", "3"]
    assert "cdr: contract violation" in out


@needs_racket
def test_minischeme_prints_what_racket_prints(tmp_path: Path) -> None:
    ours = minischeme_run({"main.rkt": PROGRAM}, tmp_path, "main.rkt")
    assert ours == racket_run({"main.rkt": PROGRAM}, tmp_path, "main.rkt")
