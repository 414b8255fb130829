"""racket/serialize (primitives/racket_serialize.py) as a MUD's accounts module of
correctness sweep 16 uses it (spdegabrielle/racket-mud): a mutable hash of accounts, each a
mutable hash holding strings, symbols and lists, written to a file with `write` of its
serialization and read back with `deserialize` of `read`: equal to what was saved, mutable
again. Racket 8.7's answers for serialize's format one value at a time:
tests/differential/racket_serialize.exprs."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import case_tests  # noqa: E402

ACCOUNTS = """#lang racket
(require racket/serialize)
(define known (make-hash))
(define (create! name pass)
  (hash-set! known name (make-hash (list (cons 'name name) (cons 'pass pass)
                                         (cons (quote born) (list 1970 (string-copy "UTC")))))))
(create! "ann" "secret")
(create! "bob" (string-copy "pw"))
(when (serializable? known)
  (with-output-to-file "accounts.rktd" (lambda () (write (serialize known))) #:exists 'replace))
(define loaded (with-input-from-file "accounts.rktd" (lambda () (deserialize (read)))))
(equal? loaded known)
(hash-ref (hash-ref loaded "bob") 'pass)
(first (hash-ref (hash-ref loaded "ann") (quote born)))
(hash-set! loaded "cy" 1)
(hash-count loaded)
(serialize (list (box 1) (hash-ref (hash-ref known "bob") 'pass)))
(serialize (current-output-port))
"""

CASES = {
    "accounts_saved_and_loaded": ({"main.rkt": ACCOUNTS}, (
        "#t\n\"pw\"\n1970\n3\n'((3) 0 () 0 () () (c (b! . 1) c (u . \"pw\")))\n", 1,
        "serialize: contract violation")),
}

test_minischeme, test_racket = case_tests(CASES)
