"""A future whose thunk raises a value that is not an exception: `touch` raises that value
(a handler for it catches it), and a second touch of the same future is Racket's `touch:
future previously aborted`. `#lang racket` has racket/future without a require.

These are whole programs run by `racket`, not datums of tests/differential/future.exprs:
Racket 8.7 CS hangs, spinning, in about 1 run in 10 of such a datum under the
differential tool's `call-with-limits` (measured 6/40 on a loaded machine; never in 300
runs of a plain program). Each program's output recorded from Racket 8.7."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import recorded_program_tests  # noqa: E402

CASES = {
    'touch_raises_the_value': (
        "(with-handlers ([symbol? (lambda (s) (list 'caught s))])\n"
        "  (touch (future (lambda () (raise 'x)))))\n"
        "(with-handlers ([number? add1]) (touch (future (lambda () (raise 41)))))\n"
        "(with-handlers ([string? string-upcase])\n"
        "  (touch (future (lambda () (touch (future (lambda () (raise \"inner\"))))))))\n",
        "'(caught x)\n42\n\"INNER\"\n"),
    'a_second_touch_is_previously_aborted': (
        "(define f (future (lambda () (raise 'y))))\n"
        "(with-handlers ([symbol? (lambda (s) (list 'first s))]) (touch f))\n"
        "(with-handlers ([exn:fail? exn-message]) (touch f))\n",
        "'(first y)\n\"touch: future previously aborted\"\n"),
}

test_minischeme_prints_what_racket_prints, test_the_recordings_are_racket_s = recorded_program_tests(CASES)
