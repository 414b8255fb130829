"""A lambda made at run time by translated code (a continuation, a curried procedure, a
thunk, a named let that is no loop) has its Closure's slots filled by statements
(codegen.Emitter.make_closure: ``_C()``, the class called with no code run, issue 29 part
26) rather than by a call of make_closure, whose Python code doubled the cost of making
one. Every slot must hold what make_closure would have put there, for each
shape of parameter list; a case-lambda and a keyword procedure are still made by their
constructors. What the procedures do is Racket's (recorded from `racket FILE`)."""
from __future__ import annotations

import pytest

from back_end_runs import generated_source  # noqa: E402
from minischeme.compilation import codegen
from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output
from minischeme.values.procedures import Closure, make_closure

MAKER = """(define (mk a) (list (lambda (x) (+ x a)) (lambda (x [y a]) (list x y))
                           (lambda (x . r) (cons x r)) (lambda args args)
                           (lambda () a) (let loop ([i 0]) (if (> i 3) loop (loop (add1 i))))))"""

SHAPES = [  # (nreq, nopt, rest) of each procedure mk makes
    (1, 0, False), (1, 1, False), (1, 0, True), (0, 0, True), (0, 0, False), (1, 0, False)]


def _made() -> list:
    interp = Interpreter()
    outcome = interp.load_text("#lang racket\n(provide mk)\n" + MAKER, "mk.rkt", lambda v: None)
    assert outcome.error is None
    value = interp.eval_string("(mk 10)")[-1].value
    items = []
    while value.__class__.__name__ == "Pair":
        items.append(value.car)
        value = value.cdr
    return items


def test_every_slot_holds_what_init_puts_there() -> None:
    made = _made()
    assert len(made) == len(SHAPES)
    for proc, (nreq, nopt, rest) in zip(made, SHAPES):
        assert type(proc) is Closure
        model = make_closure(nreq, nopt, rest, 0, None, None, proc.name, None, proc.fn)
        for slot in Closure.__slots__[:-1]:     # all but __weakref__
            assert getattr(proc, slot) == getattr(model, slot), slot


def test_the_generated_code_fills_the_slots() -> None:
    code = generated_source("#lang racket\n" + MAKER)
    assert code.count("= _C()") == 6
    assert code.count("_MC(") == 1      # mk's own closure, made once, when its define runs


PROGRAM = MAKER + """
(define fs (mk 10))
(list ((first fs) 1) ((second fs) 1) ((second fs) 1 2) ((third fs) 1 2 3) ((fourth fs))
      ((fifth fs)) (map procedure-arity fs)
      (with-handlers ([exn:fail:contract:arity? (lambda (e) 'arity)]) ((first fs) 1 2)))
(define (counter) (let loop ([i 0] [acc '()]) (if (= i 3) (map (lambda (f) (f)) acc) (loop (add1 i) (cons (lambda () i) acc)))))
(counter)"""


@pytest.mark.parametrize("generate", [True, False])
def test_the_procedures_do_what_racket_s_do(generate: bool, tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "clt.rkt").write_text("#lang racket\n" + PROGRAM + "\n")
    saved = codegen.ENABLED
    codegen.ENABLED = generate
    try:
        interp = Interpreter()
        with capture_output() as port:
            outcome = interp.load_file("clt.rkt", None,
                                       lambda v: port.write(interp.format_value(v) + "\n"))
    finally:
        codegen.ENABLED = saved
    assert outcome.error is None
    # what `racket clt.rkt` printed
    assert port.getvalue() == (
        "(list 11 '(1 10) '(1 2) '(1 2 3) '() 10 (list 1 '(1 2) (arity-at-least 1) "
        "(arity-at-least 0) 0 1) 'arity)\n'(2 1 0)\n")
