"""vector-sort and vector-sort! take Racket's #:key and #:cache-keys? keywords, with their
optional start and end: the elements sorted by less? of their keys, stably; the arity and
keyword errors in Racket's words. Recorded from Racket 8.7 (`racket FILE`), checked in both
back ends."""
from back_end_runs import assert_prints_in_both_back_ends  # noqa: E402

PROGRAM = '(define (m thunk) (with-handlers ([exn:fail? exn-message]) (thunk)))\n(vector-sort (vector 3 1 2) < #:key -)\n(vector-sort (vector "bb" "a" "ccc") < #:key string-length #:cache-keys? #t)\n(vector-sort (vector 5 3 1 2) < 1 3 #:key -)\n(let ([v (vector 3 1 2)]) (vector-sort! v > #:key -) v)\n(let ([v (vector 5 3 1 2)]) (vector-sort! v < 1 #:key -) v)\n(m (lambda () (vector-sort (vector 1))))\n(m (lambda () (vector-sort (vector 3 1) < 0 1 2)))\n(m (lambda () (vector-sort (vector 3 1) < #:key 5)))\n'

RACKET_PRINTED = '\'#(3 2 1)\n\'#("a" "bb" "ccc")\n\'#(3 1)\n\'#(1 2 3)\n\'#(5 3 2 1)\n"vector-sort: arity mismatch;\\n the expected number of arguments does not match the given number\\n  expected: a different number plus optional arguments with keywords #:cache-keys? and #:key\\n  given: 1\\n  arguments...:\\n   \'#(1)"\n"vector-sort: arity mismatch;\\n the expected number of arguments does not match the given number\\n  expected: a different number plus optional arguments with keywords #:cache-keys? and #:key\\n  given: 5\\n  arguments...:\\n   \'#(3 1)\\n   #<procedure:<>\\n   0\\n   1\\n   2"\n"vector-sort: contract violation\\n  expected: (any/c . -> . any/c)\\n  given: 5"\n'


def test_vector_sort_with_keys_prints_what_racket_prints() -> None:
    assert_prints_in_both_back_ends(PROGRAM, RACKET_PRINTED)
