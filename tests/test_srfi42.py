"""srfi/42's eager comprehensions and srfi/78's `check-ec`.

The programs' expected output is Racket 8.7's (`racket FILE`), asked while writing these
tests; tests/differential/srfi42.exprs compares each comprehension with Racket itself.
"""
from __future__ import annotations

from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output


def run(text: str) -> tuple[str, str | None]:
    interp = Interpreter()
    interp.use_language_printing()
    with capture_output() as out:
        outcome = interp.load_text(text, "ec.rkt",
                                   on_value=lambda v: out.write(interp.format_value(v) + "\n"))
    return out.getvalue(), outcome.error


COMPREHENSIONS = '#lang racket\n(require srfi/42)\n(list-ec (: x 5) (* x x))\n(list-ec (: x 1 4) (: y x) (list x y))\n(sum-ec (:range i 10) i)\n(product-ec (: i 1 5) i)\n(list-ec (:list x \'(a b c)) (:range i 2) (cons x i))\n(list-ec (: x 10) (if (even? x)) x)\n(string-ec (: c "abc") (char-upcase c))\n(vector-ec (: x 3) x)\n(max-ec (: x \'(3 1 4)) x)\n(min-ec (: x \'(3 1 4)) x)\n(any?-ec (: x 5) (> x 3))\n(every?-ec (: x 5) (> x 3))\n(first-ec \'none (: x 10) (if (> x 5)) x)\n(last-ec \'none (: x 10) x)\n(fold-ec 0 (: x 4) x +)\n(do-ec (: x 3) (display x))\n(newline)\n(list-ec (:vector x #(1 2)) x)\n(list-ec (:string c "hi") c)\n(list-ec (:let y 5) y)\n(list-ec (: x 3) (:let y (* x x)) y)\n(list-ec (:parallel (: x 3) (: y \'(a b c))) (list x y))\n(list-ec (:while (: x 10) (< x 4)) x)\n(list-ec (: x 0 10 3) x)\n(list-ec (:char-range c #\\a #\\e) c)\n(list-ec (:real-range x 0 1 0.25) x)\n(list-ec (: x 2) (not (= x 0)) x)\n(list-ec (: x 4) (and (> x 0) (< x 3)) x)\n(list-ec (nested (: x 2) (: y 2)) (list x y))\n(append-ec (: x 3) (list x x))\n'


def test_comprehensions_over_every_kind_of_generator_answer_as_in_racket():
    assert run(COMPREHENSIONS) == ('\'(0 1 4 9 16)\n\'((1 0) (2 0) (2 1) (3 0) (3 1) (3 2))\n45\n24\n\'((a . 0) (a . 1) (b . 0) (b . 1) (c . 0) (c . 1))\n\'(0 2 4 6 8)\n"ABC"\n\'#(0 1 2)\n4\n1\n#t\n#f\n6\n9\n6\n012\n\'(1 2)\n\'(#\\h #\\i)\n\'(5)\n\'(0 1 4)\n\'((0 a) (1 b) (2 c))\n\'(0 1 2 3)\n\'(0 3 6 9)\n\'(#\\a #\\b #\\c #\\d #\\e)\n\'(0.0 0.25 0.5 0.75)\n\'(1)\n\'(1 2)\n\'((0 0) (0 1) (1 0) (1 1))\n\'(0 0 1 1 2 2)\n', None)


CHECK_EC = "#lang racket\n(require srfi/78 srfi/42)\n(check-ec (: x 5) (* x x) => (* x x))\n(check-ec (: x 5) (:range y 2) (+ x y) => (+ y x) (x y))\n(check-ec (: x 3) (if (= x 2) 0 x) => x (x))\n(check-ec (: x 3) (if (= x 2) 0 x) => x)\n(check-ec (:list x '(1 2 3)) (even? x) => #f (x))\n(check-ec (* 2 3) => 6)\n(check-report)\n"


def test_check_ec_reports_each_check_and_the_first_failing_case_as_srfi_78_does():
    assert run(CHECK_EC) == ('\n(check-ec (: x 5) (* x x) (=> equal?) (* x x) ())\n => #<void>\n ; correct (5 cases checked)\n\n(check-ec (nested (: x 5) (:range y 2)) (+ x y) (=> equal?) (+ y x) (x y))\n => #<void>\n ; correct (10 cases checked)\n\n(let ((x 2)) (if (= x 2) 0 x))\n => 0\n ; *** failed ***\n ; expected result: 2\n\n\n(let () (if (= x 2) 0 x))\n => 0\n ; *** failed ***\n ; expected result: 2\n\n\n(let ((x 2)) (even? x))\n => #t\n ; *** failed ***\n ; expected result: #f\n\n\n(check-ec (nested) (* 2 3) (=> equal?) 6 ())\n => #<void>\n ; correct\n\n; *** checks *** : 3 correct, 3 failed. First failed example:\n\n(let ((x 2)) (if (= x 2) 0 x))\n => 0\n ; *** failed ***\n ; expected result: 2\n\n', None)


def test_a_qualifier_that_is_neither_generator_nor_filter_is_a_syntax_error():
    out, error = run("#lang racket\n(require srfi/42)\n(list-ec (: x 3) (foo x) x)\n")
    assert error.splitlines()[:2] == ["ec.rkt:3:17: list-ec: <generator> or <filter> expected, got:",
                                      "  in: (foo x)"]
