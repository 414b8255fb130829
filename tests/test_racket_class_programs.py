"""Typical racket/class programs (the object-oriented homework and exercises that stopped at
`(require racket/class)`) run by minischeme and by Racket 8.7: the same standard output,
the same first line of standard error and the same exit code.

The programs: a bank account (init argument, private field, errors), a shape hierarchy
(an interface, abstract method overridden, `super`, `inherit`, printing objects and
classes), and a counter with a private field and a private method (make-object by
position, send*, get-field/set-field!, a method recursing through its own name)."""
from __future__ import annotations

from pathlib import Path

import pytest

from folder_runs import minischeme_run, needs_racket, racket_run

BANK = r"""#lang racket/base
(require racket/class)

(define account%
  (class object%
    (init owner [initial-balance 0])
    (define name owner)
    (define balance initial-balance)
    (define transactions '())
    (super-new)
    (define/private (record! kind amount)
      (set! transactions (cons (list kind amount balance) transactions)))
    (define/public (get-owner) name)
    (define/public (get-balance) balance)
    (define/public (deposit amount)
      (unless (and (real? amount) (positive? amount))
        (raise-argument-error 'deposit "positive real?" amount))
      (set! balance (+ balance amount))
      (record! 'deposit amount)
      balance)
    (define/public (withdraw amount)
      (cond [(> amount balance)
             (error 'withdraw "insufficient funds in ~a's account: ~a < ~a" name balance amount)]
            [else (set! balance (- balance amount))
                  (record! 'withdraw amount)
                  balance]))
    (define/public (history) (reverse transactions))))

(define savings%
  (class account%
    (init [rate 1/20])
    (define interest-rate rate)
    (super-new)
    (inherit get-balance deposit)
    (define/public (add-interest!) (deposit (* (get-balance) interest-rate)))
    (define/override (withdraw amount)
      (printf "savings withdrawal of ~a\n" amount)
      (super withdraw amount))))

(define alice (new account% [owner "Alice"] [initial-balance 100]))
(define bob (new savings% [owner "Bob"] [initial-balance 200] [rate 1/10]))
(printf "~a has ~a\n" (send alice get-owner) (send alice get-balance))
(send alice deposit 50)
(send alice withdraw 30)
(displayln (send alice history))
(send bob add-interest!)
(send bob withdraw 20)
(printf "~a: ~a ~a\n" (send bob get-owner) (send bob get-balance) (send bob history))
(for ([who (list alice bob)])
  (printf "~a ~a ~a\n" (is-a? who account%) (is-a? who savings%) (send who get-balance)))
(with-handlers ([exn:fail? (lambda (e) (printf "caught: ~a\n" (exn-message e)))])
  (send alice deposit -5))
(with-handlers ([exn:fail? (lambda (e) (printf "caught: ~a\n" (exn-message e)))])
  (send alice transfer 5))
(send bob withdraw 10000)
(displayln "not reached")
"""

SHAPES = r"""#lang racket
(define shape<%> (interface () area perimeter describe))

(define shape%
  (class* object% (shape<%>)
    (init-field name)
    (super-new)
    (abstract-area)
    (define/private (abstract-area) (void))
    (define/public (area) (error 'area "abstract method"))
    (define/public (perimeter) 0)
    (define/public (describe)
      (format "~a: area ~a, perimeter ~a" name (area) (perimeter)))))

(define rectangle%
  (class shape%
    (init-field width height)
    (super-new [name "rectangle"])
    (define/override (area) (* width height))
    (define/override (perimeter) (* 2 (+ width height)))))

(define square%
  (class rectangle%
    (init side)
    (super-new [width side] [height side])
    (inherit-field name)
    (define/override (describe) (string-append "a square! " (super describe)))))

(define circle%
  (class shape%
    (init-field radius)
    (super-new [name "circle"])
    (inherit describe)
    (define/override (area) (* 3 radius radius))
    (define/public (loud) (string-upcase (describe)))))

(define shapes (list (new rectangle% [width 2] [height 3])
                     (new square% [side 4])
                     (new circle% [radius 5])))
(for ([s shapes]) (displayln (send s describe)))
(displayln (send (third shapes) loud))
(displayln (apply + (map (lambda (s) (send s area)) shapes)))
(sort (map (lambda (s) (send s area)) shapes) <)
(map (lambda (s) (get-field name s)) shapes)
(first shapes)
shapes
rectangle%
(list (is-a? (second shapes) rectangle%) (is-a? (second shapes) shape<%>)
      (subclass? square% shape%) (implementation? circle% shape<%>))
(print (second shapes))
(newline)
(display (second shapes))
(newline)
(send (new shape% [name "blob"]) describe)
"""

COUNTER = r"""#lang racket
(define counter%
  (class object%
    (init [start 0] [step 1])
    (define origin start)           ; an init variable is not seen by methods: a field is
    (define count start)
    (define increment step)
    (field [ticks 0])
    (super-new)
    (define/private (tick!) (set! ticks (add1 ticks)))
    (define/public (next!) (tick!) (set! count (+ count increment)) count)
    (define/public (current) count)
    (define/public (advance! n) (if (zero? n) count (begin (next!) (advance! (sub1 n)))))
    (define/public (reset!) (set! count origin) this)))

(define c (new counter%))
(send c next!)
(send c next!)
(send c current)
(send* c (next!) (next!) (current))
(define by-ten (make-object counter% 100 10))
(send by-ten advance! 5)
(send by-ten advance! 100000)
(get-field ticks by-ten)
(set-field! ticks by-ten 0)
(get-field ticks by-ten)
(send (send by-ten reset!) current)
(send/apply c advance! (list 3))
(object-method-arity-includes? c 'advance! 1)
(with-handlers ([exn:fail:object? (lambda (e) (displayln (exn-message e)))])
  (get-field count c))
(with-handlers ([exn:fail:object? (lambda (e) (displayln (exn-message e)))])
  (send c tick!))
(with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))])
  (send c advance!))
(with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))])
  (new counter% [start 1] [stride 2]))
(make-object counter% 1 2 3)
"""

PROGRAMS = {"bank_account": BANK, "shapes": SHAPES, "counter": COUNTER}


@needs_racket
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_program_prints_what_racket_prints(name: str, tmp_path: Path) -> None:
    files = {"program.rkt": PROGRAMS[name]}
    ours = minischeme_run(tmp_path / "ours", files, stderr_lines=1)
    theirs = racket_run(tmp_path / "theirs", files, stderr_lines=1)
    assert ours.stdout == theirs.stdout
    assert ours.stderr == theirs.stderr
    assert ours.code == theirs.code
