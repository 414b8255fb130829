"""racket/control and continuation prompts, against Racket 8.7's runs (recorded in
tests/recorded/cases/test_delimited_control.json: ``python -m tests.program_cases
test_delimited_control`` records them again).

Prompts and aborts are exact: `reset`/`prompt`/`%` with a `shift`/`control`/`fcontrol`
whose continuation is discarded, `abort`, `call-with-continuation-prompt` with handlers
and tags, dynamic-wind and parameterize unwound by the abort, module-level aborts. A
captured continuation cannot be resumed in minischeme (values/prompts.py): calling one
is a clear error, checked here as minischeme's own answer (Racket would resume it).
"""
from __future__ import annotations

import pytest

import program_cases

_PRELUDE = "#lang racket\n(require racket/control)\n"

CASES = {
    "discarded_continuations": _PRELUDE + """
(reset (+ 1 (shift k 5)))
(reset (list (shift k 2)))
(reset 2)
(prompt (+ 1 (abort 7 8)))
(reset (+ 1 (shift k (+ 10 (shift k2 3)))))
(let ([k (reset (shift k k))]) (procedure? k))
(let ([k (reset (shift k k))]) k)
(call/comp (lambda (k) k))
(% (+ 1 (fcontrol 5)) (lambda (v k) (list 'got v)))
(prompt (+ 1 (control k 4)))
(reset0 (+ 1 (shift0 k 6)))
(prompt0 (list (control0 k 'zero)))
""",
    "prompts_and_tags": _PRELUDE + """
(call-with-continuation-prompt (lambda () (+ 1 (abort-current-continuation (default-continuation-prompt-tag) (lambda () 42)))))
(define t (make-continuation-prompt-tag 'mine))
t
(make-continuation-prompt-tag)
(default-continuation-prompt-tag)
(list (continuation-prompt-tag? t) (continuation-prompt-tag? 5))
(call-with-continuation-prompt (lambda () (+ 1 (abort-current-continuation t 1 2))) t (lambda (a b) (list 'handled a b)))
(call-with-continuation-prompt (lambda () 10) t (lambda (a b) (list 'handled a b)))
(call-with-continuation-prompt (lambda (x y) (* x y)) t #f 6 7)
(call/prompt (lambda () (abort/cc (default-continuation-prompt-tag) 1 2)) (default-continuation-prompt-tag) list)
(reset-at t (+ 1 (shift-at t k 9)))
(prompt-at t (reset (+ 1 (control-at t k 'outer))))
(call-with-continuation-prompt (lambda () (abort-current-continuation (default-continuation-prompt-tag) (lambda () (abort-current-continuation (default-continuation-prompt-tag) (lambda () 5))))))
(spawn (lambda (c) (+ 1 (c (lambda (k) 'spawned)))))
(splitter (lambda (a c) (+ 1 (a (lambda () 'split)))))
(set (new-prompt) 'set-body)
""",
    "unwinding": _PRELUDE + """
(with-output-to-string (lambda () (reset (dynamic-wind (lambda () (display "in ")) (lambda () (shift k (display "body "))) (lambda () (display "out "))))))
(with-handlers ([void (lambda (e) 'caught)]) (reset (shift k 3)))
(reset (with-handlers ([void (lambda (e) 'caught)]) (shift k 3)))
(define p (make-parameter 'init))
(parameterize ([p 'out]) (reset (parameterize ([p 'reset]) (shift k (p)))))
(let/ec esc (reset (+ 1 (esc 'escaped))))
(with-handlers ([exn:fail? exn-message]) (reset (raise (make-exn:fail "inside" (current-continuation-marks)))))
""",
    "module_level_control": _PRELUDE + """
(displayln 0)
(control k (displayln 'control-body))
(shift k 1)
(displayln 1)
(abort 5 6)
(displayln 'never)
""",
    "no_prompt_for_tag": _PRELUDE + """
(displayln 0)
(abort-current-continuation (make-continuation-prompt-tag 'x) 1)
""",
    "no_prompt_for_shift_at": _PRELUDE + """
(define t (make-continuation-prompt-tag))
(shift-at t k 1)
""",
    "default_handler_wants_a_thunk": _PRELUDE + """
(call-with-continuation-prompt (lambda () (abort-current-continuation (default-continuation-prompt-tag) 7)))
""",
    "reset_bad_syntax": _PRELUDE + "(reset)\n",
    "shift_bad_syntax": _PRELUDE + "(reset (shift 1 2))\n",
    "prefixed_forms": """#lang racket
(require (prefix-in racket: (except-in racket/control set)))
(define-syntax-rule (reset body ...) (list 'mine body ...))
(reset (racket:reset (+ 1 (racket:shift k 2))))
(racket:% 5)
""",
    "namespace_anchor": """#lang racket
(define-namespace-anchor a)
a
(namespace-anchor? a)
(namespace? (namespace-anchor->namespace a))
(namespace-anchor->namespace 5)
""",
}

# Racket resumes these continuations; minischeme refuses, with this error (first line).
RESUMING = {
    "resume_after_reset": _PRELUDE + "(displayln 0)\n((reset (shift k k)) 1)\n",
    "resume_inside_shift": _PRELUDE + "(displayln 0)\n(reset (+ 1 (shift k (k 2))))\n",
    "resume_call_comp": _PRELUDE + "(displayln 0)\n(call/comp (lambda (k) (k 1)))\n",
}
RESUME_ERROR = ("continuation application: minischeme cannot resume a composable continuation "
                "(one captured by shift, control or call/comp may be discarded, kept or printed, "
                "but not called)")

RECORDED = program_cases.recorded("test_delimited_control")


@pytest.mark.parametrize("name", sorted(CASES))
def test_program_runs_as_in_racket(name):
    want = RECORDED.get(name)
    assert want is not None and want["program"] == CASES[name], \
        "not recorded: python -m tests.program_cases test_delimited_control"
    got = program_cases.run_minischeme(CASES[name])
    assert got == {k: want[k] for k in ("stdout", "exit_code", "stderr_first_line")}


@pytest.mark.parametrize("name", sorted(RESUMING))
def test_resuming_a_continuation_is_a_clear_error(name):
    got = program_cases.run_minischeme(RESUMING[name])
    assert got == {"stdout": "0\n", "exit_code": 1, "stderr_first_line": RESUME_ERROR}


def test_an_abort_at_the_repl_gives_its_thunks_value():
    """Racket 8.7's REPL (`racket -i`) answers 5, 3, 4, 7 and `1 2` to these forms: its
    prompt around each form runs the abort's thunk; the session goes on."""
    from minischeme.running.interpreter import Interpreter
    from minischeme.values.data import MultipleValues
    interp = Interpreter()
    outcomes = interp.eval_string("(require racket/control) (abort 5) (+ 1 2) (reset (shift k 4)) "
                                  "(shift k 7) (abort 1 2)")
    assert [o.error for o in outcomes] == [None] * 6
    assert [o.value for o in outcomes[1:5]] == [5, 3, 4, 7]
    last = outcomes[5].value
    assert type(last) is MultipleValues and last.values == [1, 2]
