"""racket's log receivers (primitives/base_logging.py): `make-log-receiver` takes the
messages sent to its logger or a descendant at its levels, and a thread `sync`ing on it
gets each as `(vector level message data topic)`, as a MUD engine of correctness sweep
16 (spdegabrielle/racket-mud) logs its events. Racket 8.7's answers for the procedures
one by one are in tests/differential/log_receivers.exprs."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import case_tests  # noqa: E402

ENGINE = """#lang racket
(define l (make-logger 'MUD))
(define L (make-log-receiver l 'debug))
(current-logger l)
(define done (make-channel))
(define printer
  (thread (lambda ()
            (let loop ([n 0])
              (define q (sync L))
              (printf "~a: ~a\\n" (vector-ref q 0) (vector-ref q 1))
              (if (= n 2) (channel-put done n) (loop (add1 n)))))))
(log-debug "Made engine ~a" "Teraum")
(log-info "tick ~a" 1)
(log-error "failed")
(displayln (channel-get done))
(log-warning "after the printer: held, never taken")
(displayln (vector-ref (sync L) 1))
"""

SILENT = """#lang racket
(define l (make-logger 'quiet))
(define r (make-log-receiver l 'error))
(log-message l 'warning "not taken" #f)
(log-message l 'error "taken" 1)
(println (sync r))
(println (log-level? l 'warning))
(println (log-level? l 'error))
"""

CASES = {
    "engine_thread": ({"main.rkt": ENGINE}, (
        "debug: MUD: Made engine Teraum\ninfo: MUD: tick 1\nerror: MUD: failed\n2\n"
        "MUD: after the printer: held, never taken\n", 0, "")),
    "levels_filter": ({"main.rkt": SILENT}, ("'#(error \"quiet: taken\" 1 quiet)\n#f\n#t\n", 0, "")),
}

test_minischeme, test_racket = case_tests(CASES)
