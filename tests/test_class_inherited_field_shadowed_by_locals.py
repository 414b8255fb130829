"""racket/class: an inherited field (`inherit-field`) is read and set through `this`,
except where a local binding shadows its name in a method: a parameter, a `let`, `let*`
or named-let binding, a lambda's parameter, an internal `define` (the IU compiler course's
interpreter classes define `result` in a method of a class inheriting the field
`result`). The recording is Racket 8.7's."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import recorded_program_tests  # noqa: E402

CASES = {
    "locals_shadowing_inherited_fields": ("(define a% (class object% (super-new) (field [result 1] [count 0])))\n(define b%\n  (class a%\n    (super-new)\n    (inherit-field result count)\n    (define/public (run x)\n      (define result (* x 10))\n      (set! count (add1 count))\n      (list result count))\n    (define/public (get) (list result count))\n    (define/public (shadow result) (+ result count))\n    (define/public (lets)\n      (let ([count 100] [y count]) (list count y result)))\n    (define/public (named) (let loop ([result 3] [acc '()]) (if (zero? result) (cons count acc) (loop (sub1 result) (cons result acc)))))\n    (define/public (lam) ((lambda (count) (list count result)) 'local))\n    (define/public (inner-def) (define (f count) (+ count 1)) (list (f 5) count))\n    (define/public (star) (let* ([result 9] [z result]) z))\n    (define/public (bump!) (set! result (+ result 1)) result)))\n(define o (new b%))\n(send o run 4) (send o get) (send o shadow 7) (send o lets) (send o named) (send o lam) (send o inner-def) (send o star) (send o bump!) (send o get)\n",
                                          "'(40 1)\n'(1 1)\n8\n'(100 1 1)\n'(1 1 2 3)\n'(local 1)\n'(6 1)\n9\n2\n'(2 1)\n"),
}

test_minischeme_prints_what_racket_prints, test_the_recordings_are_racket_s = recorded_program_tests(CASES)
