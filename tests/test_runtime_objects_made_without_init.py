"""The objects a program makes per call — the TailCall of a call in tail position, the
Closure of a lambda made at run time, the StructInstance a constructor returns — have no
``__init__`` (issue 29, part 26, as Pair in part 24): calling the class with no arguments
runs no Python code, the cheapest new object CPython makes, and compiled code and the
struct constructors fill the slots in place. Everything else calls ``make_tail_call``,
``make_closure`` or ``make_struct_instance``. These tests hold that: no code calls a class
with arguments (it raises TypeError), every slot of what compiled code makes is filled as
the maker fills it, and the programs' answers are Racket's (recorded with `racket`)."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from back_end_runs import generated_source  # noqa: E402
from minischeme.compilation import codegen
from minischeme.running.interpreter import Interpreter
from minischeme.values.data import StructInstance, make_struct_instance
from minischeme.values.ports import capture_output
from minischeme.values.procedures import Closure, TailCall, make_closure, make_tail_call

ROOT = Path(__file__).resolve().parent.parent
CLASSES = ("TailCall", "Closure", "StructInstance")


def _calls_with_arguments(folder: Path) -> list[str]:
    here = Path(__file__).resolve()
    found = []
    for path in sorted(folder.rglob("*.py")):
        if path.resolve() == here:
            continue
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (SyntaxError, UnicodeDecodeError):   # a student's broken submission (a fixture)
            continue
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in CLASSES and (node.args or node.keywords)):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def test_no_code_calls_the_classes_with_arguments() -> None:
    for folder in ("minischeme", "prelude", "tests"):
        assert _calls_with_arguments(ROOT / folder) == [], folder


@pytest.mark.parametrize("cls", [TailCall, Closure, StructInstance])
def test_the_classes_run_no_code_when_called(cls: type) -> None:
    assert "__init__" not in vars(cls) and "__new__" not in vars(cls)
    with pytest.raises(TypeError):
        cls(1, 2)
    assert type(cls()) is cls


def test_the_makers_fill_every_slot() -> None:
    tc = make_tail_call(print, [1])
    assert (tc.proc, tc.args) == (print, [1])
    c = make_closure(2, 1, False, 0, None, None, "f", None, print)
    assert [getattr(c, s) for s in Closure.__slots__[:-1]] == [2, 1, False, 0, None, None, "f",
                                                               None, print, 2, None]
    assert make_closure(1, 0, True, 3, "body", None, None).arity == -1     # a rest list
    assert make_closure(1, 0, False, 3, "body", None, None).arity == -1    # no Python fn
    fields = [1, 2]
    si = make_struct_instance("stype", fields)
    assert si.stype == "stype" and si.fields is fields


def test_compiled_code_calls_the_classes_bare() -> None:
    code = generated_source("#lang racket\n(struct pt (x y))\n"
                            "(define (mk a) (lambda (x) (+ x a)))\n"
                            "(define (make-pt a) (pt a a))\n"
                            "(define (call f a) (f a))")
    assert "_C()" in code and "_SI()" in code and "_T()" in code
    assert "_new(" not in code


PROGRAM = """#lang racket
(struct pt (x y) #:transparent)
(struct pt3 pt (z) #:transparent)
(struct auto (a [b #:auto]) #:auto-value 7 #:transparent)
(struct guarded (n) #:guard (lambda (n name) (* 2 n)) #:transparent)
(define (make-pt a b) (pt a b))
(define (adders n) (for/list ([i n]) (lambda (x) (+ x i))))
(define (go f n acc) (if (= n 0) acc (f f (- n 1) (+ acc 1))))
(define (tramp k) (lambda (v) (k (add1 v))))
(list (make-pt 1 2) (pt3 1 2 3) (auto 1) (guarded 4) (pt-y (make-pt 'a 'b))
      (map (lambda (f) (f 10)) (adders 3)) (go go 100000 0) ((tramp (tramp values)) 1)
      (with-handlers ([exn:fail:contract:arity? exn-message]) (make-pt 1))
      (with-handlers ([exn:fail:contract? exn-message]) (pt-x 5))
      (apply make-pt '(3 4)) (equal? (make-pt 1 '(2)) (make-pt 1 '(2))))
"""

# what `racket` printed for PROGRAM
RACKET = ("(list (pt 1 2) (pt3 1 2 3) (auto 1 7) (guarded 8) 'b '(10 11 12) 100000 3 "
          "\"make-pt: arity mismatch;\\n the expected number of arguments does not match the "
          "given number\\n  expected: 2\\n  given: 1\" \"pt-x: contract violation\\n  expected: "
          "pt?\\n  given: 5\" (pt 3 4) #t)\n")


@pytest.mark.parametrize("generate", [True, False], ids=["generated", "closures"])
def test_programs_making_them_answer_as_racket(generate: bool, tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "made.rkt").write_text(PROGRAM)
    saved = codegen.ENABLED
    codegen.ENABLED = generate
    try:
        interp = Interpreter()
        with capture_output() as port:
            outcome = interp.load_file("made.rkt", None,
                                       lambda v: port.write(interp.format_value(v) + "\n"))
    finally:
        codegen.ENABLED = saved
    assert outcome.error is None
    assert port.getvalue() == RACKET
