"""Primitives against real Racket: each expression below is evaluated by Racket 8.7 and by
the primitives (through a tiny evaluator of applications, quote, lambda and if), and the
printed value, the output and the error message must be identical.

The expressions call primitives only, so these tests need neither the reader's full
language nor the compiler.  Where `racket` is not installed (or MINISCHEME_HIDE_RACKET=1),
they compare with Racket's answers recorded in tests/recorded/primitives.json (see
recorded_answers.py; an expression with no recorded answer fails, saying how to record
it); where it is, they ask Racket, and `test_recorded_answers_are_still_rackets` checks
the recording against it.
"""
from __future__ import annotations

import io
import json
import re
import subprocess
import warnings
from contextlib import redirect_stdout
from typing import Any

import pytest

from minischeme.values.data import NIL, MultipleValues, Pair, Symbol, sym
from minischeme.values.errors import Raise, error_message
from minischeme.values.printer import print_string
from minischeme.values.procedures import Closure, make_closure

import racket_oracle as oracle
import recorded_answers as recorded
from test_primitives_helpers import PRIMS

RACKET = oracle.RACKET

# ------------------------------------------------------------------ a tiny evaluator


def _keywords_as_symbols(text: str) -> str:
    """Our reader does not read `#:kw` (yet): write keywords as the symbols they become."""
    return re.sub(r"#:([^\s()\[\]]+)", r"|#:\1|", text)


def evaluate(text: str) -> Any:
    """Evaluate one expression made of primitive applications, quote, lambda and if."""
    from minischeme.reading.reader import read_all
    [datum] = read_all(_keywords_as_symbols(text))
    return _eval(datum, [PRIMS])


def _lookup(name: Symbol, env: list[dict]) -> Any:
    if name.name.startswith("#:"):
        return name
    for frame in reversed(env):
        if name in frame:
            return frame[name]
    raise KeyError(name.name)


def _eval(x: Any, env: list[dict]) -> Any:
    if type(x) is Symbol:
        return _lookup(x, env)
    if type(x) is not Pair:
        return x
    head = x.car
    if head is sym("quote"):
        return x.cdr.car
    if head is sym("if"):
        test, then, other = x.cdr.car, x.cdr.cdr.car, x.cdr.cdr.cdr.car
        return _eval(then if _eval(test, env) is not False else other, env)
    if head is sym("lambda"):
        return _make_lambda(x.cdr.car, x.cdr.cdr, env)
    from minischeme.values.runtime import apply_procedure
    proc = _eval(head, env)
    args = []
    p = x.cdr
    while p is not NIL:
        args.append(_eval(p.car, env))
        p = p.cdr
    return apply_procedure(proc, args)


def _make_lambda(params: Any, body: Any, env: list[dict]) -> Closure:
    names = []
    while type(params) is Pair:
        names.append(params.car)
        params = params.cdr
    rest = params if type(params) is Symbol else None
    n = len(names)

    def run(frame: list) -> Any:
        local = {name: frame[1 + i] for i, name in enumerate(names)}
        if rest is not None:
            local[rest] = frame[1 + n]
        result = None
        p = body
        while p is not NIL:
            result = _eval(p.car, env + [local])
            p = p.cdr
        return result
    return make_closure(n, 0, rest is not None, n + 2, run, None, None)


def ours(text: str) -> dict:
    """What the primitives give: {"value"|"error", "output"}."""
    out = io.StringIO()
    try:
        from minischeme.values import ports
        ports.reset_standard_ports()
    except ImportError:
        pass
    with redirect_stdout(out):
        try:
            from minischeme.values import ports
            ports.reset_standard_ports()
        except ImportError:
            pass
        try:
            v = evaluate(text)
            if type(v) is MultipleValues:
                result = {"value": " | ".join(print_string(x) for x in v.values)}
            else:
                result = {"value": print_string(v)}
        except Raise as e:
            result = {"error": error_message(e.value)}
    try:
        from minischeme.values import ports
        ports.reset_standard_ports()
    except ImportError:
        pass
    result["output"] = out.getvalue()
    return result


# ------------------------------------------------------------------ Racket's answers

_RACKET_PROGRAM = r"""#lang racket
(require json)
(define ns (make-base-namespace))
(parameterize ([current-namespace ns]) (namespace-require 'racket))
(for ([line (in-lines)])
  (define out (open-output-string))
  (define result
    (with-handlers ([(lambda (e) #t)
                     (lambda (e) (hasheq 'error (if (exn? e) (exn-message e)
                                                    (format "uncaught exception: ~e" e))))])
      (parameterize ([current-output-port out] [current-namespace ns])
        (call-with-values (lambda () (eval (read (open-input-string line))))
                          (lambda vs (hasheq 'value (string-join (map (lambda (v) (format "~v" v)) vs)
                                                                 " | ")))))))
  (write-json (hash-set result 'output (get-output-string out)))
  (newline))
"""

_cache: dict[str, dict] = {}


def racket_answers(exprs: list[str], tmp_dir: Any) -> dict[str, dict]:
    """Racket's answer for each expression (one Racket process for all of them)."""
    missing = [e for e in exprs if e not in _cache]
    if missing:
        prog = tmp_dir / "oracle.rkt"
        prog.write_text(_RACKET_PROGRAM)
        proc = subprocess.run([RACKET, str(prog)], input="\n".join(missing) + "\n",
                              capture_output=True, text=True, timeout=600)
        lines = proc.stdout.splitlines()
        assert len(lines) == len(missing), proc.stderr
        for expr, line in zip(missing, lines):
            _cache[expr] = json.loads(line)
    return {e: _cache[e] for e in exprs}


# ------------------------------------------------------------------ the expressions

NUMBERS = r"""
(+ 1 2) (+) (*) (- 10) (- 10 4 3) (/ 6 4) (/ 2) (/ 0.5) (/ 1.0 3) (+ 1/2 1/3) (* 1/3 3) (+ 1/3 0.5)
(+ 1 "a") (+ 'a 1) (- 1 "a") (* 2 'x) (/ 'x 1) (/ 1 0) (/ 1.0 0) (/ 1 0.0) (/ 0 0.0) (/ 1.0 0.0)
(/ -1.0 0.0) (/ 0.0 0.0) (/ 0) (/ 0.0) (/ 5 2 0.0) (/ 0 0)
(* 0 1.5) (* 1.5 0) (+ -0.0 0) (- 0 0.0) (- 0.0) (- -0.0 0) (* -1 0.0) (* 0 +inf.0) (/ 0 2.0)
(* (expt 10 400) 1.5) (exact->inexact (expt 10 400)) (< (expt 10 400) +inf.0)
(= 9007199254740993 9007199254740992.0) (* 1e308 10) (+ 1e16 1)
(< 1 "a") (< 2 1 'a) (= 1 'a) (< 1 +nan.0) (= 1) (< 1 2 3) (< 1 3 2) (>= 3 3 2) (<= 1 1 2) (> 2.5 2)
(= 1/2 0.5) (= +nan.0 +nan.0) (= 0.0 -0.0)
(max 1 2.0) (min 1.0 2) (max 1 "a") (max 1 +nan.0) (max 1/2 0.3) (max -0.0 0.0) (min 3 1/2)
(min 4 -2 7) (max 1 2 3.0)
(quotient 17 5) (remainder 17 5) (modulo 17 5) (modulo -7 2) (quotient -7 2) (remainder -7 2)
(modulo 7 -2) (quotient 17.0 5) (quotient 5 0) (quotient 5 0.0) (quotient 5.5 2) (quotient 'a 2)
(modulo -7.0 2) (modulo 5 0) (remainder 5 0) (modulo 5 -0.0) (quotient 1e20 3) (modulo 7 -2.0)
(quotient/remainder 17 5) (quotient/remainder -17 5.0)
(abs -5) (abs -5.5) (abs -1/2) (abs 'a) (abs -0.0)
(gcd 12 18) (lcm 4 6) (gcd 12 18.0) (gcd) (lcm) (gcd 1/2 3) (gcd 'a) (lcm 4 6.0) (gcd -4 6)
(lcm -4 6) (gcd 0.5 3) (lcm 1/2 1/3) (gcd 0 0) (lcm 0 5) (gcd +inf.0 2)
(expt 2 10) (expt 2 100) (expt 2 0.5) (expt 2.0 3) (expt 0 0) (expt 2 -2) (expt 1/2 3) (expt 2 -1)
(expt 4 1/2) (expt 8 1/3) (expt 0 -1) (expt 0.0 -1) (expt -0.0 -1) (expt 1/4 1/2) (expt 'a 2)
(expt 2 'a) (expt -1 0.5) (expt 0 0.0) (expt 0.0 0) (expt 0 2.0) (expt 0 -1.0) (expt 10.0 400)
(expt 2 0.0) (expt 1/2 -2) (expt 2.5 0) (expt 9 0.5) (expt 4 3/2) (expt 1/9 -1/2) (expt -2 1/2)
(exp 0) (exp 1) (exp 'a) (exp 1000) (exp 1/2) (log 1) (log 0) (log 0.0) (log -1) (log 100 10)
(log 8 2) (log 'a) (log 2 1) (log 0 10) (log 1000 10) (log (expt 10 400)) (log 1/2) (log 2 0.5)
(sin 0) (sin 0.0) (cos 0) (tan 0) (asin 0) (acos 1) (atan 0) (atan 1 1) (atan 0 0) (atan 0.0 0)
(atan 1 0) (asin 2) (acos 2) (atan 'a 1) (atan 0 1) (atan 0 -1) (sin 1/2) (tan 1)
(sqrt 16) (sqrt 2) (sqrt -2) (sqrt 1/4) (sqrt 16.0) (sqrt -4.0) (sqrt 'x) (sqrt 2/3)
(sqrt (expt 10 40)) (sqrt (+ 1 (expt 10 40)))
(exact->inexact 1/3) (exact->inexact 100) (exact->inexact 12345678901234567890)
(inexact->exact 0.5) (inexact->exact 0.1) (inexact->exact 2.0) (inexact->exact +inf.0)
(exact->inexact 'a) (inexact->exact "a")
(round 2.5) (round 3.5) (round -2.5) (round 2.6) (round 7/2) (round 5/2) (round -5/2) (round 1/3)
(round 'a) (round +inf.0) (round -0.4) (floor -2.7) (floor 7/2) (floor 0.5) (floor 2) (ceiling 2.1)
(ceiling -0.5) (truncate -2.7) (truncate 9/2) (truncate -7/2) (ceiling -7/2) (floor 'a)
(numerator 6/4) (denominator 6/4) (numerator 0.5) (denominator 0.5) (numerator 6) (denominator 6)
(numerator 'a) (numerator 1.7) (denominator +inf.0)
(number->string 42) (number->string 3.14) (number->string 1/3) (number->string 255 2)
(number->string 255 16) (number->string 42 8) (number->string 1.5 2) (number->string 'a)
(number->string 10 3) (number->string 1/3 2) (number->string -255 16) (number->string 2.50)
(string->number "42") (string->number "abc") (string->number "1/2") (string->number "-17")
(string->number "1e3") (string->number "ff" 16) (string->number "2.50") (string->number "#x1F")
(string->number "1e500") (string->number "-nan.0") (string->number "1/0") (string->number "")
(string->number 5) (string->number "12" 3) (string->number ".5") (string->number "5.")
(string->number "#e1.5") (string->number "  5")
(random 0) (random 5 1) (random 1.5) (random 'a) (random 4294967088) (random 1 1) (random-seed 5)
(random-seed -1) (random-seed 2147483648) (random 1)
(bitwise-and 12 10) (bitwise-ior 12 10) (bitwise-xor 12 10) (bitwise-not 5) (arithmetic-shift 1 10)
(arithmetic-shift 1024 -3) (bitwise-and 1.0 2) (bitwise-and) (bitwise-ior) (integer-length 255)
(add1 'a) (sub1 "a") (add1 41) (sub1 0) (add1 1.5) (zero? 'a) (zero? 0.0) (positive? 'a)
(negative? -3) (even? 1.5) (even? 2.0) (even? 0) (odd? 7) (odd? 'a) (exact? 'a) (inexact? 'a)
(exact? 1/2) (inexact? 0.5) (integer? 'a) (integer? +inf.0) (integer? 2.0) (integer? 2.5)
(rational? +inf.0) (rational? 0.5) (real? 1.5) (complex? 1) (number? 'a) (exact-integer? 2.0)
(exact-integer? 5) (exact-nonnegative-integer? -1) (exact-positive-integer? 0)
(nan? +nan.0) (infinite? -inf.0) (nan? 'a) (nan? 1) (infinite? 1/2) (natural? 5) (natural? -1)
(natural? 1.0) (sgn 0.0) (sgn -0.0) (sgn +nan.0) (sgn 'a) (sgn -7) (sgn 2.5) (sgn -1/2) (sqr 5)
(sqr 1/2) (sqr 'a) pi (exact-round 2.6) (exact-round 2.5) (exact-floor 2.6) (exact-ceiling 2.1)
(exact-truncate -2.7) (exact-round +inf.0) (exact-round 'a) (exact-floor 1/2) (exact-round 5/2)
(exact-floor 'a) (exact-round -2.5) (asin -2) (acos -2) (string->number 5 16) (string->number "1" 17)
(arithmetic-shift 'a 1) (log 'a 2) (log 2 'a) (exp 'a) (quotient 1 'a) (number->string 'a 2) (max 'a 1)
"""

LISTS = r"""
(cons 1 2) (car 5) (cdr '()) (cadr '(1)) (caddr '(1 2)) (cdar '(1)) (cadddr '(1 2 3)) (caar 5)
(cddddr '(1 2 3)) (cadr '(a b c)) (cddr '(a b c)) (caddr '(a b c)) (caar '((1 2) 3))
(list* 1 2 '(3 4)) (list* 1 2) (list* 1) (append '(1 2) '(3 4) '(5)) (append '(1) 2) (append)
(append '() '()) (append '(1) 2 '(3)) (append 1 '(2)) (append '(1 . 2) '(3)) (append '(1) '(2) 3)
(length 5) (length '(1 . 2)) (length '(1 2 3)) (length '()) (reverse '(1 . 2)) (reverse 5)
(reverse '(1 2 3)) (list-ref '(a b c) 1) (list-ref '(1 2) 5) (list-ref '(1 2) -1) (list-ref '(1 2) 'a)
(list-ref 5 0) (list-ref '(1 2 . 3) 2) (list-ref '(1 2) 2) (list-ref '(1 2 . 3) 5)
(list-ref '(1 2 3) 1.0) (list-tail '(1 2 3 4) 2) (list-tail '(1 2) 3) (list-tail '(1 2) -1)
(list-tail 5 1) (list-tail 5 0) (list-tail '(1 2) 'a)
(member 2 '(1 2 3)) (member 5 '(1 2 3)) (member 1 5) (member 1 '(2 . 3)) (member 1 '(1 . 3))
(memq 'a 5) (memv 1 '(2 . 3)) (member 2 '(1 2) =) (member 2 '(1 2) 5) (member 2.0 '(1 2) =)
(member 1 '(1 2) (lambda (x) #t)) (memq 'c '(a b c d)) (memv 2.0 '(1 2.0 3))
(assoc 1 5) (assoc 1 '(5)) (assoc 1 '((2 . 3) 5)) (assq 'a '(5)) (assv 1 '((2) . 3))
(assoc 2.0 '((1 . a) (2 . b)) =) (assoc 1 '((1 . 2)) (lambda (x) #t)) (assoc 1 '((1 . 2)) 5)
(assq 'a '((a . 1) . 3)) (assoc 1 '((1 . 2) 5)) (assoc 'b '((a 1) (b 2))) (assv 2 '((1 . one) (2 . two)))
(map add1 5) (map add1 '(1) '(2)) (map + '(1 2) '(1)) (map car '(1 2)) (map 5 '(1))
(map (lambda (x y) x) '(1 2)) (map add1 '(1 . 2)) (for-each add1 '(1) '(1 2))
(for-each (lambda () 1) '(1)) (map 5 5) (map add1 5 '(1)) (map (lambda (x) x) '(1) '(1 2))
(map (lambda (x y) x) '(1) 5) (for-each add1 5) (andmap 5 '()) (ormap (lambda (x y) x) '(1))
(andmap add1 '(1) 5) (map + '(1 2 3) '(10 20 30)) (map car '()) (map list '(a b) '(1 2))
(map (lambda (x y) x) '() '(1)) (for-each display '(1 2 3))
(andmap add1 '(1) '(1 2)) (ormap even? 5) (andmap positive? '(1 -1 a)) (andmap + '(1 2) '(3 4))
(andmap even? '()) (ormap odd? '()) (ormap (lambda (x) (if (< 2 x) x #f)) '(1 2 3 4))
(filter 5 '(1)) (filter even? 5) (filter + '(1)) (filter (lambda (x y) x) '(1)) (filter 5 5)
(filter even? '(1 . 2)) (filter (lambda (x) x) '(1 #f 2 #f))
(foldl + 0 5) (foldl + 0 '(1) '(1 2)) (foldl (lambda (x) x) 0 '(1)) (foldr + 0 5) (foldl 5 0 '(1))
(foldl cons '() '(1 2) '(3 4)) (foldr list 'z '(1 2) '(3 4)) (foldl 5 0 6) (foldl + 0 5 '(1 2))
(foldl (lambda (x) x) 0 '(1) '(1 2)) (foldl (lambda (x) x) 0 '()) (foldl + 0 '(1) 5)
(foldr (lambda (x) x) 0 '(1)) (foldr + 0 '(1) '(1 2)) (foldr 5 0 '(1)) (foldl cons '() '(1 2 3))
(foldr cons '() '(1 2 3)) (foldl - 0 '(1 2 3)) (foldr - 0 '(1 2 3)) (foldl + 0 '(1 2) '(10 20))
(foldr string-append "" '("a" "b" "c")) (foldl string-append "" '("a" "b" "c"))
(remove 1 5) (remove 1 '(1 . 2)) (remove 1 '(2 1) =) (remove 1 '(1) 5) (remq 'a 5) (remv 1 '(1.0 1))
(remove* '(1) 5) (remove* 5 '(1)) (remove* '(1 2) '(1 2 3 1) =) (remove 2 '(1 2 3 2)) (remove 7 '(1 2 3))
(remove* '(2) '(1 2 3 2)) (remq 'a '(a b a)) (remove '(1) '((1) 2)) (remv 1/2 '(0.5 1/2))
(remove* '(1) '(1 . 2)) (remq* '(a) '(a b a)) (remv* '(1) '(1 2 1.0))
(sort 5 <) (sort '(1 2) 5) (sort '(2 1) (lambda (x) x)) (sort '(1 . 2) <) (sort '(3 1 2) < #:key 5)
(sort '((2 b) (1 a)) < #:key car #:cache-keys? #t) (sort '(3 1 2) < #:foo 1) (sort '(1 "a") <)
(sort '(1)) (sort) (sort '(1) < 5) (sort '(1) < #:key car 5) (sort '() 5) (sort '(3 1 2) <)
(sort '(3 1 2) >) (sort '(5 2 8 2) <=) (sort '("banana" "Apple" "cherry") string<?)
(sort '((2 b) (1 a) (2 a) (1 c)) < #:key car) (sort '(3 1 2) < #:key #f)
(assf 5 '()) (assf even? 5) (assf even? '(1)) (findf even? 5) (findf 5 '(1)) (memf even? 5)
(memf even? '(1 . 2)) (findf even? '(1 . 2)) (assf even? '((1 . 2) (2 . 3))) (memf even? '(2 . 3))
(findf even? '(1 3 4 5 6)) (findf even? '(1 3)) (memf even? '(1 3 4 5))
(build-list -1 add1) (build-list 'a add1) (build-list 3 5) (build-list 3 (lambda () 1))
(build-list 3 cons) (build-list 0 5) (build-list 5 (lambda (i) (* i i))) (build-list 4 add1)
(list? 5) (pair? 5) (null? '()) (void 1 2) (void) (list) null (list? '(1 . 2)) (pair? '())
"""

RACKET_LIST = r"""
(first 5) (first '()) (first '(1 . 2)) (first '(1 2 3)) (second '(1)) (third '(1 2)) (fourth '(1 2 3))
(fifth '(1 2 3 4)) (second '(1 2 3)) (third '(1 2 3)) (sixth '(1 2 3 4 5 6)) (seventh '(1))
(last '()) (last 5) (last '(1 . 2)) (last '(1 2 3)) (rest '()) (rest 5) (rest '(1 2 3))
(last-pair '()) (last-pair 5) (last-pair '(1 2 . 3)) (last-pair '(1 2 3)) (empty? '()) (empty? 5)
(cons? '(1)) (cons? '()) empty
(take '(1 2) 3) (take '(1 2) -1) (take 5 0) (take '(1 2 . 3) 2) (take 'a 1) (drop '(1 2) 3)
(drop '(1 2) 'a) (take-right '(1 2) 3) (drop-right '(1 2) 3) (split-at '(1 2) 3)
(take-right '(1 2 . 3) 1) (drop-right '(1 2 . 3) 1) (take 3 '(1 2)) (take '(1 2 3 4 5) 2)
(drop '(1 2 3 4 5) 2) (take-right '(1 2 3 4) 2) (drop-right '(1 2 3 4) 1) (split-at '(1 2 3 4) 1)
(split-at-right '(1 2 3 4) 1) (takef '(2 4 5 6) even?) (dropf '(2 4 5 6) even?)
(splitf-at '(2 4 5 6) even?)
(append* '(1) '(2)) (append* 5) (append* '((1) (2))) (append* '(1) '((2) (3))) (flatten 5)
(flatten '(1 (2 . 3))) (flatten '(1 (2 (3 4)) ((5)))) (flatten '()) (flatten 'x)
(remove-duplicates 5) (remove-duplicates '(1 2 1 3 2)) (remove-duplicates '((1 a) (1 b) (2 c)) #:key car)
(remove-duplicates '(1 1.0 2) =) (remove-duplicates) (remove-duplicates '(a b) #:foo 1)
(filter-map 5 '(1)) (filter-map add1 5) (filter-map (lambda (x) (if (even? x) (* x 10) #f)) '(1 2 3 4))
(count even? 5) (count 5 '()) (count + '(1 2) '(3 4)) (count even? '(1) '(1 2)) (count even? '(1 2 3 4))
(partition even? 5) (partition even? '(1 2 3 4 5))
(argmin car '()) (argmin 5 '(1)) (argmin car '(1)) (argmax (lambda (x) 'a) '(1))
(argmin (lambda (x) 2) '(1 2)) (argmax (lambda (x) 2) '(1 2)) (argmin abs '(2.0 -2 3)) (argmin abs '(4 -2 7))
(argmax car '((1 a) (3 b) (2 c)))
(shuffle 5) (index-of 5 1) (index-of '(1 2.0) 2.0) (index-of '(1 2) 2.0 =) (index-of '(1 . 2) 3)
(index-of '(a b c) 'c) (index-of '(a b c) 'z) (index-where '(1 2) even?) (indexes-of '(1 2 1) 1)
(add-between 5 'x) (add-between '() 'x) (add-between '(1 2 3) 'and) (add-between '(1) 'x)
(make-list -1 'x) (make-list 'a 'x) (make-list 3 'x) (make-list 0 1)
(range 5) (range 1 10 3) (range 10 0 -2) (range 0) (range 5 1) (range 1 2.5) (range 0.5 3)
(range 0 1 0.25) (range 1.5) (range 'a) (range 1 'a) (range 1 5 'a) (inclusive-range 1 3)
(list-set '(a b c) 1 'x) (list-set '(1 2) 'a 'x) (list-set 5 0 'x) (list-update '(1 2) 0 add1)
(filter-not even? '(1 2 3)) (remf even? '(1 2 3)) (remf odd? '(2 4 5 6)) (remf* odd? '(1 2 3))
(append-map (lambda (x) (list x x)) '(1 2)) (check-duplicates '(1 2 1)) (check-duplicates '(1 2))
(group-by even? '(1 2 3 4)) (cartesian-product '(1 2) '(a b)) (list-prefix? '(1) '(1 2))
(combinations '(1 2 3) 2) (permutations '(1 2 3)) (last-pair '(1))
(empty? '(1)) (rest '(1)) (first '((1)))
"""

STRINGS = r"""
(string-length 5) (string-length "hello") (string-ref "abc" 10) (string-ref "abc" -1) (string-ref 'a 0)
(string-ref "" 0) (string-ref "abc" 1) (substring "abc" 2 10) (substring "abc" 2 1) (substring "abc" 4)
(substring "abc" -1) (substring 5 1) (substring "abc" 'a) (substring "hello world" 6)
(substring "hello world" 0 5) (substring "abc" 1 1) (string-append "a" 5) (string-append 5 "a" "b")
(string-append) (string-append "foo" "bar") (string=? "a" 5) (string=? 5 "a") (string<? "a" "b" "c")
(string<? "a" "c" "b") (string=? "a") (string-ci<? "A" "b") (string-ci=? "ABC" "abc")
(string<? "Zebra" "apple") (string>? "b" "a") (string<=? "a" "a") (string>=? "a" "b")
(string-upcase 5) (string-upcase "Hello") (string-downcase "HeLLo") (string-upcase "ß")
(string-downcase "ΑΣ") (string-titlecase "hello wORLD foo-bar") (string-foldcase "ABC")
(string->list 5) (string->list "abc") (string->list "") (list->string '(1)) (list->string 5)
(list->string '(#\a . #\b)) (list->string (list #\x #\y)) (string->symbol 42) (string->symbol "hello")
(string->symbol "Hello World") (symbol->string "a") (symbol->string 'abc) (string #\a 1) (string)
(string #\a #\b) (make-string 3) (make-string -1 #\a) (make-string 2 "a") (make-string 3 #\z)
(string-copy 5) (string-copy "abc") (string-set! "abc" 0 #\x) (build-string 3 5)
(build-string 'a add1) (build-string 3 (lambda (i) (integer->char (+ 65 i))))
(char->integer 5) (integer->char -1) (integer->char 55296) (integer->char 1114112) (integer->char 'a)
(char-alphabetic? 5) (char-upcase "a") (char=? #\a 5) (char<? #\a #\b #\c) (char=? #\a)
(char-ci=? #\a #\A) (char->integer #\λ) (integer->char 955) (char->integer #\A) (integer->char 97)
(char-upcase #\a) (char-downcase #\A) (char-alphabetic? #\a) (char-alphabetic? #\1) (char-numeric? #\5)
(char-whitespace? #\space) (char-upper-case? #\A) (char-lower-case? #\A) (char-punctuation? #\!)
(char-symbolic? #\+) (char-upcase #\ß) (char-upcase #\1) (char-foldcase #\A) (char>? #\b #\a)
(char<=? #\a #\a #\b) (char-ci<? #\a #\B)
(symbol<? 'a 'b) (symbol<? 'a 5) (symbol? 'a) (symbol? "a") (string? "x") (string? #\x) (char? #\x)
(string-append* "a" '("b" "c")) (string-append* '("b" "c")) (string-append* "a" 5)
(string-normalize-spaces "  a   b  ") (string-join '(1 2)) (string-join '("a") 5) (string-join 5)
(string-join '("a" "b") ", " #:before-first "[" #:after-last "]" #:before-last " and ")
(string-join '("a" "b" "c") ", ") (string-join '("x" "y")) (string-join '() "-") (string-join (list "only"))
(string-split "a b  c") (string-split "a,b,,c" ",") (string-split "") (string-split "  ")
(string-split "one two" " ") (string-split "a,b,,c" "," #:trim? #f) (string-split ",a,b," ",")
(string-split ",a,b," "," #:trim? #f) (string-split "a--b" "-" #:repeat? #t) (string-split 5)
(string-split "a" 5) (string-split "  a  b " " ")
(string-trim "  hi  ") (string-trim "xxhixx" "x") (string-trim "\n x \t") (string-trim "  hi  " #:left? #f)
(string-trim "  hi  " #:right? #f) (string-trim "xxhixx" "x" #:repeat? #t) (string-trim "ababhab" "ab")
(string-trim 5) (string-replace "banana" "a" "o") (string-replace "banana" "a" "o" #:all? #f)
(string-replace "a-b-c" "-" "") (string-replace "abc" "" "-") (string-replace 5 "a" "b")
(string-prefix? "racket" "rac") (string-suffix? "racket" "et") (string-contains? "hello world" "o w")
(string-contains? "abc" "") (string-contains? "Hello" "hello") (string-prefix? 5 "a")
(non-empty-string? "") (non-empty-string? "a") (non-empty-string? 5)
(string->immutable-string "a") (string=? "" "") (string<? "abc" "abcd")
"""

DATA = r"""
(eq? 'a 'a) (eq? '() '()) (eqv? 1.0 1) (eqv? 2.0 2.0) (eqv? 1/2 1/2) (eqv? +nan.0 +nan.0)
(eqv? 0.0 -0.0) (equal? 2 2.0) (equal? "abc" (string-copy "abc")) (equal? (vector 1 2) (vector 1 2))
(eq? (vector 1 2) (vector 1 2)) (equal? (box 1) (box 1)) (eq? 100 100)
(equal? (make-hash '((a . 1))) (make-hash '((a . 1)))) (not #f) (not 0) (not '())
(boolean? #f) (boolean? '()) (void? (void)) (void? 5)
(vector 1 2 3) (vector) (make-vector 3 0) (make-vector 2) (vector-ref (vector 1 2 3) 5)
(vector-ref (vector) 0) (vector-ref (vector 1 2 3) -1) (vector-ref '(1) 0) (vector-ref (vector 1) 'a)
(vector-ref (vector 1 2) 1) (vector-set! #(1 2) 0 5) (vector-set! (vector 1) 3 0) (vector-set! 5 0 0)
(vector-length 5) (vector-length #(1 2)) (make-vector -1) (make-vector 'a 0) (vector->list 5)
(vector->list #(1 2)) (list->vector 5) (list->vector '(1 . 2)) (list->vector '(a b))
(vector-fill! #(1) 0) (vector-map add1 5) (vector-map add1 #(1 2 3)) (vector-map + #(1 2) #(3 4))
(vector-copy 5) (vector-copy #(1 2 3)) (vector-copy #(1 2 3) 1) (vector-copy #(1 2 3) 1 2)
(vector-copy #(1 2 3) 4) (build-vector 3 5) (build-vector -1 add1) (build-vector 4 (lambda (i) (* i 10)))
(vector-append #(1) 5) (vector-append #(1) #(2 3)) (vector-member 2 #(1 2)) (vector-member 8 #(1 2))
(vector-memq 2 #(1 2)) (vector-count even? #(1 2 4)) (vector-sort #(3 1 2) <) (vector-argmin abs #(1 -2))
(vector-argmax abs #(1 -2)) (vector-filter even? #(1 2)) (vector-filter-not even? #(1 2))
(vector->immutable-vector (vector 1)) (vector-immutable 1 2) (vector-take #(1 2 3) 2)
(vector-drop #(1 2 3) 2) (vector? #(1)) (vector? '(1))
(box 5) (unbox 5) (set-box! 5 1) (set-box! #&1 2) (box-immutable 1) (unbox #&5) (box? (box 1))
(hash 'a) (hash 'a 1 'a 2) (hash 'a 1 'b 2) (hash) (make-hash 5) (make-hash '(1)) (make-hash '((a . 1) . 2))
(make-hash '((a . 1) (b . 2))) (make-hash) (make-hasheq) (make-hasheqv) (hasheq 'x 1) (hasheqv 1 2)
(make-immutable-hash '((k . v))) (hash-ref (hash 'a 1) 'b) (hash-ref (hash 'a 1) "b") (hash-ref 5 'a)
(hash-ref (hash) 'a 7) (hash-ref (hash) 'a (lambda () 8)) (hash-ref (hash) 'a (lambda (x) 8))
(hash-ref (hash 'a 1) 'a) (hash-set! (hash 'a 1) 'b 2) (hash-set (make-hash) 'a 1)
(hash-remove! (hash) 'a) (hash-remove (make-hash) 'a) (hash-set 5 1 2) (hash-set! 5 1 2)
(hash-set (hash 'a 1) 'b 2) (hash-remove (hash 'a 1) 'a) (hash-count 5) (hash-count (hash 'a 1))
(hash-keys 5) (hash-keys (hash 'only 1)) (hash-values (hash 'a 1)) (hash-has-key? 5 1)
(hash-has-key? (hash 'a 1) 'a) (hash-update (hash 'a 1) 'a add1) (hash-update (hash) 'a add1)
(hash-update (hash) 'a add1 0) (hash-update! (make-hash) 'a add1)
(hash-update! (make-hash) 'a add1 (lambda () 5)) (hash-map (hash 'a 1) 5)
(hash-map (hash 'b 2 'a 1) cons #t) (hash-for-each (hash 'a 1) (lambda (k) 1))
(hash-map (hash 'a 1) (lambda (k) 1)) (hash-map (hash 'a 1) (lambda (k v) (list k v)))
(hash->list (hash 'a 1)) (hash-empty? 5) (hash-empty? (hash)) (hash-clear! (make-hash '((a . 1))))
(hash-copy (hash 'a 1)) (hash? (hash)) (hash? 5) (hash-ref (hash "key" 'v) "key")
(hash 1 'one 2 'two 3 'three) (equal? (hash 'a 1 'b 2) (hash 'b 2 'a 1))
(hash-ref (hash-set (hash) 'new 1) 'new) (hash-ref (hash 1.0 'x) 1) (hash-ref (hasheqv 1.0 'x) 1.0)
(hash-ref #hash((a . 1)) 'a) (hash-set! #hash((a . 1)) 'a 2)
(boolean=? #t 5) (boolean=? 5 #t) (boolean=? #t #t) (symbol=? "a" 'a) (symbol=? 'a 'a) (xor 1 #f)
(xor 1 2) (xor #f #f) (implies #f 5) (nand 1 2) (nor #f #f) true false
"""

IO = r"""
(format "~a") (format "~a" 1 2) (format 5) (format "~z" 1) (format "~") (format "a~") (format "~x" 1.5)
(format "~x ~o ~b" 255 8 5) (format "~X ~B ~O" 255 5 8) (format "~e" "s") (format "~c" #\a)
(format "~c" 1) (format "~   x") (format "~%~n") (format "~A ~S ~V" 1 "s" 's) (format "~a" '(a "b"))
(format "~s" '(a "b")) (format "~v" '(a "b")) (format "~a|~a" 1.5 1/2) (format "~a" #\a)
(format "~s" #\a) (format "~a" (list #\a "b")) (format "~~ tilde") (format "a~\n   b")
(printf "~a") (printf 5) (printf "~a + ~a = ~a\n" 1 2 3) (printf "~s and ~a\n" "str" "str")
(printf "~v\n" '(a "b")) (printf "no newline") (display "hello") (write "hello") (print "hello")
(display '(1 "two" #\3 four)) (write '(1 "two" #\3 four)) (print '(1 "two" #\3 four)) (displayln "a line")
(newline) (writeln "a") (println 'a) (write-string "raw") (write-char #\z) (write-string 5)
(display 1 2) (print 1 2) (newline 5) (fprintf 5 "a")
(error 'oops) (error 'oops 1 2) (error "msg") (error "msg:" "s" 'a 1.5 '(1 "a")) (error 5) (error 'f 5)
(error 'f "~a ~a" 1) (error "a ~a" 1) (error 'f "x" 1) (error '|a b| "x") (error 'my-proc "bad thing: ~a" 42)
(error "something bad" 1 "two" 'three) (error "Invalid card:" '(X . 1)) (error 'f "~s and ~a" "str" "str")
(error 'deal "expected ~a cards, got ~a" 5 '(a b)) (error 'f "missing ~a")
(raise-argument-error 'f "list?" 5) (raise-argument-error 'f "list?" 1 2 3)
(raise-argument-error 'f "list?" 0 'a 'b) (raise-argument-error "f" "list?" 5) (raise-argument-error 'f 'x 5)
(raise-arguments-error 'deal "not enough cards" "requested" 5 "available" 2) (raise-arguments-error 'f "msg")
(raise-arguments-error 'f "msg" "x") (raise-arguments-error 'f 5) (raise-user-error 'f "bad ~a" 5)
(raise-user-error "just a msg" 1 "two") (raise-user-error 'f) (raise-result-error 'f "list?" 5)
(~a 42 #:min-width 5) (~a "x" #:min-width 4 #:align 'right) (~a "x" #:min-width 4 #:align 'center)
(~a "abcdef" #:max-width 3) (~a "abcdef" #:max-width 3 #:limit-marker "..") (~a 1 2 #:separator ", ")
(~a "x" #:width 3 #:pad-string ".") (~r 3.14159 #:precision 2) (~r 2 #:precision 2)
(~r 2.5 #:precision '(= 2)) (~r 1/3 #:precision 3) (~r 255 #:base 16) (~r 5 #:min-width 4)
(~r 5 #:min-width 4 #:pad-string "0") (~r 3.0) (~r 0.125 #:precision 2) (~s "a" 'b) (~v "a" 'b)
(~e "a") (~a) (~a #\c (list "a")) (~a 5) (~a "x" 'y 3) (~a '(1 2)) (~s "x") (~v 'x) (~a 3.0)
"""

MORE = r"""
(raise-argument-error 'f "list?" 0 'a) (raise-argument-error 'f "list?" -1 'a 'b) (raise-argument-error 'f "list?" 'x 'a 'b) (raise-result-error 'f "list?" 1 'a 'b) (raise-arguments-error 'f "m" 5 1) (raise-user-error 'f 5) (raise-user-error 5) (error 'f "~a" 1 2)
(format "~b" 1/2) (format "~a ~a" 1) (format "~s ~z") (format "~c ~c" #\a) (format "~.s" "ab") (format "~x" -255) (format "~e" 'x) (format "x~ny") (format "~\ty") (format "a~ \n  b")
(~r 1e21 #:precision 2) (~r 0.5) (~r 1/3) (~r -0.0) (~r 12345.678 #:precision 1) (~r 0.999 #:precision 2) (~r 0.996 #:precision 2) (~r 9.996 #:precision '(= 2)) (~r 5 #:precision '(= 0)) (~r 2.5 #:precision 0) (~r 255 #:base '(up 16)) (~r 10 #:min-width 6 #:pad-string "ab") (~r 1.5 #:base 2)
(~a "abc" #:max-width 2 #:limit-marker "...") (~a "abcdef" #:max-width 4 #:limit-marker ".." #:limit-prefix? #t) (~a "x" #:min-width 6 #:align 'center #:left-pad-string "<>" #:right-pad-string "-=") (~s 'a 'b #:separator "|") (~v '(1) #:max-width 3) (~a 5 #:width 3 #:align 'right) (~a "abcdef" #:width 3)
(combinations '(1 2 3)) (combinations '()) (permutations '()) (permutations '(1 2 3 4))
(string-titlecase "1abc") (string-titlecase "a.b c:d e2e") (string-titlecase "ÉCOLE") (string-titlecase "hello   world") (string-titlecase "x's y'z") (string-titlecase "don't stop") (string-titlecase "a.b.c") (string-titlecase "abc.") (string-titlecase "ab_cd ef")
(string-trim "a" "a") (string-trim "aa" "a") (string-trim "aba" "a" #:left? #f) (string-trim "abab" "ab" #:repeat? #t) (string-trim "  ") (string-trim "") (string-split "a b" "") (string-split "aaa" "a") (string-split "xxaxxbxx" "xx") (string-split "  a  b " " ") (string-split "\ta\n b\r") (string-split " a b " #:trim? #f) (string-normalize-spaces "a\tb\n c") (string-normalize-spaces "a--b-c" "-") (string-normalize-spaces "a--b-c" "-" "+") (string-split "a,,b" "," #:repeat? #t #:trim? #f)
(hash-ref! (make-hash) 'a 5) (hash-ref! (make-hash) 'a (lambda () 6)) (hash-ref! (hash) 'a 5) (hash-set* (hash) 'a 1 'b 2) (hash-set* (hash) 'a) (hash-set*! (make-hash) 'a 1 'b) (hash-clear (hash 'a 1)) (hash-clear (make-hash '((a . 1)))) (hash-keys (hash 'a 1 'b 2) #t) (hash-map (hash 'b 2 'a 1 'c 3) list #t) (hash-equal? (hash)) (hash-eq? (hasheq)) (hash-eqv? 5)
(vector-sort (vector 3 1 2) > 1) (vector-sort (vector 3 1 2) < 0 2) (vector-sort! #(3 1) <) (vector-take-right #(1 2 3) 2) (vector-drop-right #(1 2 3) 2) (vector-count + #(1) #(2 3)) (vector-map add1 #(1) #(1 2)) (vector-memv 1.0 #(1 1.0)) (vector-argmax car #((1) (3) (2))) (vector-filter-not 5 #())
(immutable? #(1)) (immutable? (vector 1)) (immutable? "a") (immutable? (hash)) (immutable? (make-hash)) (immutable? #&1) (immutable? 5)
(char-ci=? #\ß #\ß) (char-titlecase #\ß) (char-upcase #\ÿ) (string-ci=? "Straße" "STRASSE") (string-ci<? "a" "B" "c") (char-ci<? #\a #\B #\c)
(last-pair '(1 . 2)) (takef '(1 2) 5) (dropf '(1) 5) (splitf-at '(1) 5) (dropf 5 even?) (splitf-at '() even?) (takef '(2 . 3) even?) (append-map list '(1 2) '(3 4)) (filter-map (lambda (x) x) '(1 . 2)) (count even? '(1 . 2)) (remove-duplicates '(1 2 1) #:key (lambda (x) (* x 0))) (check-duplicates '(1 2 3) #:default 'none) (group-by car '((1 a) (2 b) (1 c))) (cartesian-product) (list-prefix? '(1 2) '(1)) (list-update '(1 2) 5 add1) (list-set '(1 2) 2 'x)
(apply + 1 2 '(3)) (length (build-list 100000 add1)) (foldl + 0 (build-list 100000 add1)) (foldr + 0 (build-list 100000 add1)) (length (append (build-list 100000 add1) '(1))) (length (reverse (build-list 100000 add1))) (length (flatten (build-list 100000 add1))) (length (sort (build-list 100000 -) <)) (list-ref (build-list 100000 add1) 99999) (length (string->list (make-string 100000 #\a)))
(- 3 1/2) (- 1/2 1/2) (* 1.0 1234567890123456) (exact->inexact 1/7) (/ 22 7.0) (+ 0.5 1/2) (* 4 (atan 1)) (/ 1.0 (expt 2 25)) (expt 2.5 2) (expt -2 3) (expt -2.0 0.5) (expt -8.0 1/3) (exact-round 1e20) (round 0.5) (round 1.5) (round -1.5) (floor -0.0) (ceiling 0.2) (truncate 1e300)
(identity 5) ((const 7) 1 2) (const 7) ((negate even?) 3) (negate even?) ((curry + 10) 5) (curry + 10)
(map (curry * 2) '(1 2 3)) ((curryr list 1) 2 3) ((curry list 1) 2 3) (((curry list) 1) 2) ((curry cons) 1 2)
(((curry cons) 1) 2) ((curry +) 1 2) ((compose add1 sqr) 3) (compose add1 sqr) (compose1 add1) (compose)
((conjoin even? positive?) 4) ((conjoin even? positive?) -4) ((disjoin) 1) ((conjoin) 1) ((disjoin even? positive?) 3)
(negate 5) (curry 5) (compose 5) ((compose list (lambda (x) (values x x))) 5) ((compose1 list add1) 1)
((curry (lambda (a b c) (list a b c)) 1 2 3)) (((curry (lambda (a b c) (list a b c)) 1) 2) 3)
"""


def _split(block: str) -> list[str]:
    """The expressions of a block (top-level parenthesised forms and atoms)."""
    exprs, depth, start, i, n = [], 0, None, 0, len(block)
    while i < n:
        c = block[i]
        if c == '"':
            j = i + 1
            while block[j] != '"':
                j += 2 if block[j] == "\\" else 1
            if depth == 0 and start is None:
                exprs.append(block[i:j + 1])
            i = j + 1
            continue
        if c == "#" and block[i + 1:i + 2] == "\\":
            if depth == 0:
                start = i
            i += 3
            continue
        if c in "([":
            if depth == 0:
                start = i
            depth += 1
        elif c in ")]":
            depth -= 1
            if depth == 0:
                exprs.append(block[start:i + 1])
                start = None
        elif depth == 0 and not c.isspace():
            j = i
            while j < n and not block[j].isspace() and block[j] not in "()[]":
                j += 1
            if c == "'" or block[i:j].startswith("#"):
                k = j
                if k < n and block[k] == "(":
                    d = 0
                    while True:
                        if block[k] == "(":
                            d += 1
                        elif block[k] == ")":
                            d -= 1
                            if d == 0:
                                break
                        k += 1
                    j = k + 1
            exprs.append(block[i:j])
            i = j
            continue
        i += 1
    return exprs


CASES = [(area, e) for area, block in
         [("numbers", NUMBERS), ("lists", LISTS), ("racket_list", RACKET_LIST),
          ("strings", STRINGS), ("data", DATA), ("io", IO), ("more", MORE)]
         for e in _split(block)]


@pytest.fixture(scope="module")
def racket_live(tmp_path_factory: Any) -> dict[str, dict]:
    """Racket's answers, asked now (Racket must be installed)."""
    return racket_answers([e for _, e in CASES], tmp_path_factory.mktemp("oracle"))


@pytest.fixture(scope="module")
def answers(request: Any) -> tuple[dict[str, dict], str]:
    """Racket's answers and who gave them: Racket itself, else the recording."""
    if RACKET is not None:
        return request.getfixturevalue("racket_live"), "racket"
    return recorded.read_primitive_recording(), "racket (recorded)"


@pytest.mark.parametrize("area,expr", CASES, ids=[f"{a}:{e}" for a, e in CASES])
def test_primitive_matches_racket(area: str, expr: str, answers: tuple[dict[str, dict], str]) -> None:
    expected, who = answers
    if expr not in expected:
        pytest.fail(recorded.missing_message(expr, "primitives", recorded.PRIMITIVES_RECORDED),
                    pytrace=False)
    got = ours(expr)
    assert got == expected[expr], f"{who}: {expected[expr]!r}\nminischeme: {got!r}"


@oracle.requires_racket
def test_recorded_answers_are_still_rackets(racket_live: dict[str, dict]) -> None:
    """Every answer in tests/recorded/primitives.json is what Racket answers today
    (expressions not recorded yet are only reported, as a warning)."""
    recording = recorded.read_primitive_recording()
    stale = [f"{expr}\n     recorded:   {recording[expr]!r}\n     racket now: {live!r}"
             for expr, live in racket_live.items() if expr in recording and recording[expr] != live]
    assert not stale, (f"{len(stale)} recorded answer(s) in tests/recorded/primitives.json are no "
                       f"longer Racket's; refresh with `{recorded.refresh_command('primitives')}`:\n"
                       + "\n".join(stale))
    missing = [expr for expr in racket_live if expr not in recording]
    if missing:
        warnings.warn(f"{len(missing)} expression(s) have no recorded answer; record them with "
                      f"`{recorded.refresh_command('primitives')}`")
