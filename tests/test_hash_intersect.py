"""racket/hash's `hash-intersect`: a new immutable table of the first table's kind with the
keys every table has, their values combined by `#:combine` or `#:combine/key` (first table's
value first), keys kept from the smallest table; and the errors of racket/hash's contract
(shared with `hash-union` and `hash-union!`), in Racket's words up to the module blamed,
which a primitive does not know (bench/fresh4's dn_23_04_cards uses it). Each program runs as
a module in both back ends and must print what Racket 8.7 printed for it (recorded from
`racket FILE`); an error is printed up to its "contract from" line, the rest checked below."""
import pytest

from back_end_runs import assert_prints_in_both_back_ends, run_module

# an error's message up to its "contract from" (below it, Racket names the blamed module)
PRELUDE = """(require racket/hash)
(define (msg thunk)
  (with-handlers ([exn:fail? (lambda (e) (car (string-split (exn-message e) "\\n  contract from")))])
    (thunk)))
"""

# program -> what `racket` printed for it, after PRELUDE (Racket 8.7)
PROGRAMS = {
    # the keys every table has, combined left to right; one table alone; no common key
    r"""(hash-intersect (hash 'a 1 'b 2 'c 3) (hash 'b 20 'c 30 'd 40) #:combine +)
   (hash-intersect (hash 'x 1 'y 2 'z 3) (hash 'x 2 'z 3 'w 5) (hash 'z 1 'x 0 'q 4) #:combine list)
   (hash-intersect (hash 'a 1) (hash 'a 2) (hash 'a 3) #:combine/key list)
   (hash-intersect (hash 'a 1 'b 2))
   (hash-intersect (hash) (hash 1 2) #:combine +)
   (hash-intersect (hash 1 2) (hash 2 3) (hash 3 4) (hash 2 5))""":
        "'#hash((b . 22) (c . 33))\n"
        "'#hash((x . ((1 2) 0)) (z . ((3 3) 1)))\n"
        "'#hash((a . (a (a 1 2) 3)))\n"
        "'#hash((a . 1) (b . 2))\n"
        "'#hash()\n"
        "'#hash()\n",
    # the first table's kind (eq?, eqv?); mutable tables after the first; the key object kept
    # is the smallest table's
    r"""(hash-intersect (hasheq 'a 1 'b 2) (hash 'a 2) #:combine list)
   (hash-intersect (hasheqv 1 1 2 2) (hash 1 2) #:combine list)
   (hash-intersect (hash 'a 1) (make-hash '((a . 2) (b . 3))) #:combine -)
   (hash-intersect (hash 1.0 'x 1 'y) (hasheqv 1 'z) #:combine list)
   (define k1 (string #\k)) (define k2 (string #\k))
   (define r (hash-intersect (hash k1 1 "z" 0) (hash k2 2) #:combine +))
   (list r (eq? (car (hash-keys r)) k2))
   (immutable? (hash-intersect (hash 1 2) (make-hash '((1 . 3))) #:combine +))""":
        "'#hasheq((a . (1 2)))\n"
        "'#hasheqv((1 . (1 2)))\n"
        "'#hash((a . -1))\n"
        "'#hash((1 . (y z)))\n"
        '\'(#hash(("k" . 3)) #t)\n'
        '#t\n',
    # errors: a duplicate key without #:combine, a mutable or non-hash first table, a non-hash
    # later one, no tables, only a keyword
    r"""(msg (lambda () (hash-intersect (hash 'a 1 'b 2) (hash 'b 20 'c 30))))
   (msg (lambda () (hash-intersect (make-hash '((a . 1))) (hash 'a 2) #:combine +)))
   (msg (lambda () (hash-intersect (hash 'a 1) 5 #:combine +)))
   (msg (lambda () (hash-intersect 5)))
   (msg (lambda () (hash-intersect)))
   (msg (lambda () (hash-intersect #:combine +)))""":
        '"hash-intersect: duplicate values for key \'b: 2 and 20"\n'
        '"hash-intersect: contract violation\\n  expected: immutable?\\n  given: \'#hash((a . 1))\\n  in: an and/c case of\\n      the 1st argument of\\n      (->*\\n       ((and/c hash? immutable?))\\n       (#:combine\\n        (-> any/c any/c any/c)\\n        #:combine/key\\n        (-> any/c any/c any/c any/c))\\n       #:rest\\n       (listof hash?)\\n       (and/c hash? immutable?))"\n'
        '"hash-intersect: contract violation\\n  expected: hash?\\n  given: 5\\n  in: an element of\\n      the rest argument of\\n      (->*\\n       ((and/c hash? immutable?))\\n       (#:combine\\n        (-> any/c any/c any/c)\\n        #:combine/key\\n        (-> any/c any/c any/c any/c))\\n       #:rest\\n       (listof hash?)\\n       (and/c hash? immutable?))"\n'
        '"hash-intersect: contract violation\\n  expected: hash?\\n  given: 5\\n  in: an and/c case of\\n      the 1st argument of\\n      (->*\\n       ((and/c hash? immutable?))\\n       (#:combine\\n        (-> any/c any/c any/c)\\n        #:combine/key\\n        (-> any/c any/c any/c any/c))\\n       #:rest\\n       (listof hash?)\\n       (and/c hash? immutable?))"\n'
        '"hash-intersect: arity mismatch;\\n the expected number of arguments does not match the given number\\n  expected: at least 1 plus optional arguments with keywords #:combine and #:combine/key\\n  given: 0"\n'
        '"application: no case matching 0 non-keyword arguments\\n  procedure: hash-intersect\\n  arguments...:\\n   #:combine #<procedure:+>"\n',
    # errors: a combine procedure of the wrong arity or not a procedure (checked even when
    # unused, before the tables), one returning two values, an unknown keyword;
    # #:combine/key wins over #:combine
    r"""(define (one x) x)
   (define (two x y) x)
   (define one-or-three+ (case-lambda [(a) a] [(a b c . d) a]))
   (define (three-or-four a b c [d 1]) a)
   (define (both a b) (values a b))
   (msg (lambda () (hash-intersect (hash 'a 1) (hash 'b 2) #:combine one)))
   (msg (lambda () (hash-intersect (hash 'a 1) (hash 'a 2) #:combine/key two)))
   (msg (lambda () (hash-intersect (hash 1 2) (hash 1 3) #:combine car)))
   (msg (lambda () (hash-intersect (hash 1 2) (hash 1 3) #:combine one-or-three+)))
   (msg (lambda () (hash-intersect (hash 1 2) (hash 1 3) #:combine three-or-four)))
   (msg (lambda () (hash-intersect (hash 1 2) (hash 1 3) #:combine 5)))
   (msg (lambda () (hash-intersect 5 #:combine car)))
   (msg (lambda () (hash-intersect (hash 1 2) (hash 1 3) #:combine both)))
   (msg (lambda () (hash-intersect (hash 1 2) (hash 1 3) #:foo 5)))
   (hash-intersect (hash 1 2) (hash 1 3) #:combine/key list #:combine +)""":
        '"hash-intersect: contract violation\\n  expected: a procedure that accepts 2 non-keyword arguments\\n  given: #<procedure:one>\\n  one accepts: 1 argument\\n  in: the #:combine argument of\\n      (->*\\n       ((and/c hash? immutable?))\\n       (#:combine\\n        (-> any/c any/c any/c)\\n        #:combine/key\\n        (-> any/c any/c any/c any/c))\\n       #:rest\\n       (listof hash?)\\n       (and/c hash? immutable?))"\n'
        '"hash-intersect: contract violation\\n  expected: a procedure that accepts 3 non-keyword arguments\\n  given: #<procedure:two>\\n  two accepts: 2 arguments\\n  in: the #:combine/key argument of\\n      (->*\\n       ((and/c hash? immutable?))\\n       (#:combine\\n        (-> any/c any/c any/c)\\n        #:combine/key\\n        (-> any/c any/c any/c any/c))\\n       #:rest\\n       (listof hash?)\\n       (and/c hash? immutable?))"\n'
        '"hash-intersect: contract violation\\n  expected: a procedure that accepts 2 non-keyword arguments\\n  given: #<procedure:car>\\n  car accepts: 1 argument\\n  in: the #:combine argument of\\n      (->*\\n       ((and/c hash? immutable?))\\n       (#:combine\\n        (-> any/c any/c any/c)\\n        #:combine/key\\n        (-> any/c any/c any/c any/c))\\n       #:rest\\n       (listof hash?)\\n       (and/c hash? immutable?))"\n'
        '"hash-intersect: contract violation\\n  expected: a procedure that accepts 2 non-keyword arguments\\n  given: #<procedure:one-or-three+>\\n  one-or-three+ accepts: 1, 3, or arbitrarily many more arguments\\n  in: the #:combine argument of\\n      (->*\\n       ((and/c hash? immutable?))\\n       (#:combine\\n        (-> any/c any/c any/c)\\n        #:combine/key\\n        (-> any/c any/c any/c any/c))\\n       #:rest\\n       (listof hash?)\\n       (and/c hash? immutable?))"\n'
        '"hash-intersect: contract violation\\n  expected: a procedure that accepts 2 non-keyword arguments\\n  given: #<procedure:three-or-four>\\n  three-or-four accepts: 3 or 4 arguments\\n  in: the #:combine argument of\\n      (->*\\n       ((and/c hash? immutable?))\\n       (#:combine\\n        (-> any/c any/c any/c)\\n        #:combine/key\\n        (-> any/c any/c any/c any/c))\\n       #:rest\\n       (listof hash?)\\n       (and/c hash? immutable?))"\n'
        '"hash-intersect: contract violation\\n  expected: a procedure\\n  given: 5\\n  in: the #:combine argument of\\n      (->*\\n       ((and/c hash? immutable?))\\n       (#:combine\\n        (-> any/c any/c any/c)\\n        #:combine/key\\n        (-> any/c any/c any/c any/c))\\n       #:rest\\n       (listof hash?)\\n       (and/c hash? immutable?))"\n'
        '"hash-intersect: contract violation\\n  expected: a procedure that accepts 2 non-keyword arguments\\n  given: #<procedure:car>\\n  car accepts: 1 argument\\n  in: the #:combine argument of\\n      (->*\\n       ((and/c hash? immutable?))\\n       (#:combine\\n        (-> any/c any/c any/c)\\n        #:combine/key\\n        (-> any/c any/c any/c any/c))\\n       #:rest\\n       (listof hash?)\\n       (and/c hash? immutable?))"\n'
        '"hash-intersect: contract violation;\\n expected 1 value, returned 2 values\\n  in: the range of\\n      the #:combine argument of\\n      (->*\\n       ((and/c hash? immutable?))\\n       (#:combine\\n        (-> any/c any/c any/c)\\n        #:combine/key\\n        (-> any/c any/c any/c any/c))\\n       #:rest\\n       (listof hash?)\\n       (and/c hash? immutable?))"\n'
        '"application: procedure does not expect an argument with given keyword\\n  procedure: hash-intersect\\n  given keyword: #:foo\\n  arguments...:\\n   \'#hash((1 . 2))\\n   \'#hash((1 . 3))\\n   #:foo 5"\n'
        "'#hash((1 . (1 2 3)))\n",
    # hash-union and hash-union! check their arguments the same way
    r"""(msg (lambda () (hash-union (make-hash))))
   (msg (lambda () (hash-union! (hash) (hash))))
   (msg (lambda () (hash-union! 5)))
   (msg (lambda () (hash-union (hash 1 2) (hash 1 3) #:combine car)))
   (define h (make-hash '((1 . 2))))
   (hash-union! h (hash 1 3) #:combine/key (lambda (k a b) (list k a b)))
   h""":
        '"hash-union: contract violation\\n  expected: immutable?\\n  given: \'#hash()\\n  in: an and/c case of\\n      the 1st argument of\\n      (->*\\n       ((and/c hash? immutable?))\\n       (#:combine\\n        (-> any/c any/c any/c)\\n        #:combine/key\\n        (-> any/c any/c any/c any/c))\\n       #:rest\\n       (listof hash?)\\n       (and/c hash? immutable?))"\n'
        '"hash-union!: contract violation\\n  expected: (not/c immutable?)\\n  given: \'#hash()\\n  in: an and/c case of\\n      the 1st argument of\\n      (->*\\n       ((and/c hash? (not/c immutable?)))\\n       (#:combine\\n        (-> any/c any/c any/c)\\n        #:combine/key\\n        (-> any/c any/c any/c any/c))\\n       #:rest\\n       (listof hash?)\\n       void?)"\n'
        '"hash-union!: contract violation\\n  expected: hash?\\n  given: 5\\n  in: an and/c case of\\n      the 1st argument of\\n      (->*\\n       ((and/c hash? (not/c immutable?)))\\n       (#:combine\\n        (-> any/c any/c any/c)\\n        #:combine/key\\n        (-> any/c any/c any/c any/c))\\n       #:rest\\n       (listof hash?)\\n       void?)"\n'
        '"hash-union: contract violation\\n  expected: a procedure that accepts 2 non-keyword arguments\\n  given: #<procedure:car>\\n  car accepts: 1 argument\\n  in: the #:combine argument of\\n      (->*\\n       ((and/c hash? immutable?))\\n       (#:combine\\n        (-> any/c any/c any/c)\\n        #:combine/key\\n        (-> any/c any/c any/c any/c))\\n       #:rest\\n       (listof hash?)\\n       (and/c hash? immutable?))"\n'
        "'#hash((1 . (1 2 3)))\n",
}


@pytest.mark.parametrize("src", list(PROGRAMS), ids=range(len(PROGRAMS)))
def test_hash_intersect_prints_what_racket_prints(src: str) -> None:
    assert_prints_in_both_back_ends(PRELUDE + src, PROGRAMS[src])


def test_a_contract_error_ends_with_where_racket_hash_is():
    """Below the contract: Racket's `contract from:` and `at:` lines (its `blaming:` line,
    naming the calling module, is left out)."""
    out = run_module("(require racket/hash)\n(hash-intersect (make-hash))")
    assert out.endswith("       (and/c hash? immutable?))\n"
                        "  contract from: <collects>/racket/hash.rkt\n"
                        "  at: <collects>/racket/hash.rkt:81:2")
    assert "Traceback" not in out
