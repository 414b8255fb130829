"""Forcing a stream's parts as Racket does: each part computed once; a part whose
computation raised, or that forces itself, is "stream: reentrant or broken delay" when
looked at again (it was computed again, or recursed until the depth limit); stream-rest
forces nothing, and a rest that is not a stream is reported when it is used, in Racket's
words."""
from __future__ import annotations

from tests.program_runs import minischeme_prints, needs_racket, racket_prints

PROGRAM = '#lang racket\n(define s (stream-cons (begin (displayln "once") 1) (stream-cons 2 empty-stream)))\n(stream-first s) (stream-first s)\n(stream->list s)\n(define (two) (values 1 2))\n(with-handlers ([exn:fail? exn-message]) (stream-first (stream-cons (two) empty-stream)))\n(define (nats n) (stream-cons n (nats (+ n 1))))\n(stream-ref (nats 0) 1000)\n(stream-first (stream-rest (stream 1 2 3)))\n(define s2 (stream-cons (error \'x "boom") empty-stream))\n(with-handlers ([exn:fail? exn-message]) (stream-first s2))\n(with-handlers ([exn:fail? exn-message]) (stream-first s2))\n(stream-first (stream-cons ((lambda () (let loop ([i 0]) (if (= i 10) i (loop (+ i 1)))))) empty-stream))\n(define s3 (stream-cons 1 (error \'y "b")))\n(with-handlers ([exn:fail? exn-message]) (stream-rest s3))\n(with-handlers ([exn:fail? exn-message]) (stream-rest s3))\n(define s4 (stream-cons 1 5))\n(with-handlers ([exn:fail? exn-message]) (stream-rest s4))\n(with-handlers ([exn:fail? exn-message]) (stream-rest s4))\n(define s5 (stream-cons (stream-first s5) empty-stream))\n(with-handlers ([exn:fail? exn-message]) (stream-first s5))\n(define s6 (stream-cons (error \'x "boom") empty-stream))\n(with-handlers ([exn:fail? (lambda (e) (list (exn:fail:contract? e) (exn-message e)))]) (stream-first s6))\n(with-handlers ([exn:fail? (lambda (e) (list (exn:fail:contract? e) (exn-message e)))]) (stream-first s6))\n(stream-rest s6)\n(with-handlers ([exn:fail:contract? exn-message]) (stream-first (stream-rest (stream-cons 1 5))))\n(stream? (stream-rest (stream-cons 1 5)))\n(define s7 (stream-cons 1 (begin (displayln "rest once") (stream 2))))\n(define r7 (stream-rest s7))\n(stream-first r7) (stream-first r7) (stream-first (stream-rest s7))\n'
# what racket 8.7 prints for PROGRAM (test_racket_prints_the_same checks it again)
EXPECTED = 'once\n1\n1\n\'(1 2)\n"result arity mismatch;\\n expected number of values not received\\n  expected: 1\\n  received: 2"\n1000\n2\n"x: boom"\n"stream: reentrant or broken delay"\n10\n#<stream>\n#<stream>\n#<stream>\n#<stream>\n"stream: reentrant or broken delay"\n\'(#f "x: boom")\n\'(#t "stream: reentrant or broken delay")\n#<stream>\n"stream-cons: rest expression produced a non-stream\\n  rest result: 5"\n#t\nrest once\n2\n2\n2\n'


def test_stream_parts_are_forced_once_and_broken_ones_say_so(tmp_path):
    assert minischeme_prints(PROGRAM, tmp_path, "streams.rkt") == EXPECTED


@needs_racket
def test_racket_prints_the_same(tmp_path):
    assert racket_prints(PROGRAM, tmp_path, "streams.rkt") == EXPECTED
