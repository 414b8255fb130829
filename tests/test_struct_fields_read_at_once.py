"""A call of the accessor of a module-level struct type with no parent, in compiled code,
reads the field of an instance of exactly that type at once (``Cell.struct_field``,
codegen.Emitter.struct_field_call), instead of calling the accessor through its direct
call, and a call of its constructor (no auto field, property or guard) makes the
instance in place (``Cell.struct_new``, struct_new_call); any other value (a subtype's instance, another struct, a non-struct, a call before
the struct's definition ran) goes through the accessor, so the answers, errors and steps
are the accessor's. What Racket 8.7 printed for the program is recorded below (`racket
FILE`); Racket's answers at more edges: tests/differential/struct_fields_read_at_once."""
from __future__ import annotations

from back_end_runs import generated_function, generated_source, run_counting_steps  # noqa: E402

PROGRAM = """(define (early j) (job-weight j))
(with-handlers ([exn:fail? exn-message]) (early 5))
(struct job (weight len))
(struct pt (x y) #:transparent #:mutable)
(struct pt3 pt (z))
(struct a (b [c #:auto]) #:auto-value 'auto)
(define (w j) (job-weight j))
(define (l j) (+ (job-len j) 1))
(define (px p) (pt-x p))
(define (py p) (list (pt-y p) (pt? p)))
(define (ac x) (list (a-b x) (a-c x)))
(define (bad) (job-weight (begin (display "arg") 'no)))
(list (w (job 3 4)) (l (job 3 4)) (px (pt 1 2)) (py (pt 1 2)) (px (pt3 1 2 3)) (py (pt3 1 2 3)) (ac (a 1)))
(with-handlers ([exn:fail? exn-message]) (w 5))
(with-handlers ([exn:fail? exn-message]) (w (pt 1 2)))
(with-handlers ([exn:fail? exn-message]) (px (job 1 2)))
(with-handlers ([exn:fail? exn-message]) (bad))
(let ([p (pt 1 2)]) (set-pt-x! p 10) (px p))
(define (sum-jobs js) (for/sum ([j js]) (* (job-weight j) (job-len j))))
(sum-jobs (for/list ([i 10]) (job i (add1 i))))
(define (loop j n) (if (= n 0) (job-weight j) (loop j (- n 1))))
(loop (job 7 8) 100)
(define (mk w l) (job w l))
(job-len (mk 1 2))"""

# (Racket names the file in the first line, where a module read from a string says
# top-level, as before this change)
RACKET = """"job-weight: undefined;\\n cannot reference an identifier before its definition\\n  in module: top-level"
'(3 5 1 (2 #t) 1 (2 #t) (1 auto))
"job-weight: contract violation\\n  expected: job?\\n  given: 5"
"job-weight: contract violation\\n  expected: job?\\n  given: (pt 1 2)"
"pt-x: contract violation\\n  expected: pt?\\n  given: #<job>"
arg"job-weight: contract violation\\n  expected: job?\\n  given: 'no"
10
330
7
2
"""


def test_prints_what_racket_printed_in_both_back_ends_with_the_same_steps() -> None:
    fast = run_counting_steps(PROGRAM, True)
    assert fast[:2] == (RACKET, None)
    assert run_counting_steps(PROGRAM, False) == fast


def test_the_field_is_read_in_place() -> None:
    code = generated_source("#lang racket\n" + PROGRAM)
    assert ".fields[0] if v2_j.__class__ is _SI" in generated_function(code, "w")
    assert ".fields[" not in generated_function(code, "early")   # written before the struct
    made = generated_function(code, "mk")
    assert "= _SI()" in made and ".fields = [v2_w, v3_l]" in made
