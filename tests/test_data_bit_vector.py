"""data/bit-vector (primitives/data_bit_vector.py): make-bit-vector, bit-vector, -ref
with a default, -set!, -length, -popcount, -copy, the list and string conversions,
`equal?` by bits, a bit-vector as a sequence and in-bit-vector, and the range and argument
errors bit-vector-ref and bit-vector-set! raise themselves. Racket 8.7's output, recorded
(a public Project Euler repository's prime sieve is a bit-vector)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

PROGRAM = '#lang racket\n(require data/bit-vector)\n(define b (make-bit-vector 10 #f))\nb\n(bit-vector-set! b 3 #t)\n(bit-vector->list b)\n(bit-vector-popcount b)\n(bit-vector->string (bit-vector #t #f #t))\n(bit-vector->list (string->bit-vector "0110"))\n(equal? (bit-vector #t) (bit-vector #t))\n(equal? (bit-vector #t) (bit-vector #f))\n(for/list ([x (bit-vector #t #f)]) x)\n(for/list ([x (in-bit-vector (bit-vector #f #t))]) x)\n(bit-vector-length (make-bit-vector 70 #t))\n(bit-vector-popcount (make-bit-vector 70 #t))\n(bit-vector->list (bit-vector-copy (bit-vector #t #f #t #t) 1 3))\n(bit-vector-ref b 20 \'none)\n(bit-vector-ref b 20 (lambda () \'thunk))\n(bit-vector? b)\n(list->bit-vector \'(#t #f))\n(with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))]) (bit-vector-ref b 20))\n(with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))]) (bit-vector-set! b 10 #t))\n(with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))]) (bit-vector-ref b -1))\n(with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))]) (bit-vector-set! b 1 5))\n(with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))]) (bit-vector-ref (bit-vector) 0))\n'
OUTPUT = '#<bit-vector>\n\'(#f #f #f #t #f #f #f #f #f #f)\n1\n"101"\n\'(#f #t #t #f)\n#t\n#f\n\'(#t #f)\n\'(#f #t)\n70\n70\n\'(#f #t)\n\'none\n\'thunk\n#t\n#<bit-vector>\nbit-vector-ref: index is out of range\n  index: 20\n  valid range: [0, 9]\n  bit-vector: #<bit-vector>\nbit-vector-set!: index is out of range\n  index: 10\n  valid range: [0, 9]\n  bit-vector: #<bit-vector>\nbit-vector-ref: contract violation\n  expected: natural?\n  given: -1\nbit-vector-set!: contract violation\n  expected: boolean?\n  given: 5\nbit-vector-ref: index is out of range for empty bit-vector\n  index: 0\n'


def test_minischeme(tmp_path: Path) -> None:
    assert minischeme_run({"main.rkt": PROGRAM}, tmp_path, "main.rkt") == (OUTPUT, 0, "")


@needs_racket
def test_racket(tmp_path: Path) -> None:
    assert racket_run({"main.rkt": PROGRAM}, tmp_path, "main.rkt") == (OUTPUT, 0, "")
