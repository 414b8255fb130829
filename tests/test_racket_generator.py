"""racket/generator: `generator`, `yield`, `generator-state`, `generator?`,
`in-generator`, `infinite-generator` (primitives/racket_generator.py, forms/generators.py).
Found by the second fresh corpus (issue 30): two Advent of Code programs share a helper
module that requires racket/generator. The body of a generator runs on a thread of its
own, taking turns with its caller; this checks the values passed both ways, the states,
an error raised in the body, a generator walking a tree from inside a recursion, and
`yield` outside a generator. Racket 8.7's answer was recorded with `racket FILE`."""
from __future__ import annotations

from program_runs import minischeme_run, needs_racket, racket_run

PROGRAM = """\
#lang racket
(require racket/generator)
(define g (generator () (let loop ([i 0]) (when (< i 3) (yield i) (loop (add1 i)))) 'done))
(list (generator-state g) (g) (generator-state g) (g) (g) (g) (g) (generator-state g))
(define echo (generator (x) (let loop ([x x]) (loop (yield (* 2 x))))))
(list (echo 1) (echo 5) (echo 7))
(for/list ([x (in-generator (for ([i 4]) (yield (* i i))))]) x)
(define (tree-walk t) (generator () (let walk ([t t]) (cond [(null? t) (void)] [(pair? t) (walk (car t)) (walk (cdr t))] [else (yield t)])) #f))
(define w (tree-walk '((1 2) (3 (4)) 5)))
(let loop ([acc '()]) (define v (w)) (if v (loop (cons v acc)) (reverse acc)))
(define bad (generator () (yield 1) (car '())))
(bad)
(with-handlers ([exn:fail? exn-message]) (bad))
(generator? g) (generator? car)
(define inf (infinite-generator (yield 'x)))
(list (inf) (inf))
(yield 1)
"""

# (stdout, exit code, first stderr line)
RECORDED = ('\'(fresh 0 suspended 1 2 done done done)\n\'(2 10 14)\n\'(0 1 4 9)\n\'(1 2 3 4 5)\n1\n"car: contract violation\\n  expected: pair?\\n  given: \'()"\n#t\n#f\n\'(x x)\n', 1, 'yield: must be called in the context of a generator')


def test_generators_run_as_in_racket(tmp_path):
    assert minischeme_run({"gen.rkt": PROGRAM}, tmp_path, "gen.rkt") == RECORDED


@needs_racket
def test_the_recording_is_what_racket_answers(tmp_path):
    assert racket_run({"gen.rkt": PROGRAM}, tmp_path, "gen.rkt") == RECORDED


def test_generators_are_graded_under_the_memory_limit(tmp_path):
    """Under the grader's address-space cap a suspended generator's thread cannot always
    reserve its full stack: it starts with a smaller one, and a correct submission that
    uses generators keeps every point (each call left a generator suspended, and from the
    third on the thread could not start: an internal error)."""
    from minischeme.grading.batch import grade_all
    from minischeme.grading.config import GradeConfig
    from minischeme.grading.submission import Submission
    sub = tmp_path / "gen.rkt"
    sub.write_text("#lang racket\n(require racket/generator)\n(provide card-color)\n"
                   "(define (card-color c)\n"
                   "  (define g (generator () (yield (if (memq (car c) '(H D)) 'red 'black))))\n"
                   "  (g))\n")
    (r,), _ = grade_all([Submission.from_path(sub, "gen.rkt")],
                        GradeConfig("mini-card-game", n=20), jobs=1, cache_dir=None)
    f = r.function("card-color")
    assert f.total > 2 and f.score == f.weight
