"""Escape attempts: each is refused or contained with a clear message in Racket's words, and
the session goes on. (The same attempts graded in a batch: test_grading_escape.py.)"""
import re
import sys
import time

import pytest

from minischeme.grading.limits import WATCHDOG, run_limited
from minischeme.running.interpreter import Interpreter, run_with_big_stack
from minischeme.values.printer import print_prefix, print_string

DENIED = "not available in minischeme: programs run without access to files"
HANDLERS = "not available in minischeme: programs cannot replace the handlers"
PYTHON_NAMES = re.compile(r"#<(int|str|float|bool|nonetype|primitive|closure|structtype|"
                          r"function|builtin|method|dict|list|tuple|object|module|type)\b|0x[0-9a-f]{6}")


def last(interp, text):
    return interp.eval_string(text)[-1]


def assert_clear(outcome):
    """An error (if any) in Racket's words: no Python exception, name or address."""
    if outcome.error is not None:
        assert "internal error" not in outcome.error, outcome.error
        assert "Traceback" not in outcome.error and not PYTHON_NAMES.search(outcome.error)


def session_goes_on(interp):
    assert interp.eval_string("(+ 1 2)")[-1].value == 3


# ------------------------------------------------------------------ denied procedures

@pytest.mark.parametrize("attempt", [
    '(getenv "HOME")',
    '(putenv "HOME" "/")',
    "(environment-variables-names (current-environment-variables))",
    "(find-system-path 'home-dir)",
    "(eval '(+ 1 2))",
    "((eval 'car) '(1))",
    "(eval '(exit 1) (make-base-namespace))",
    "(current-namespace)",
    "(make-base-namespace)",
    "(namespace-require 'racket/system)",
    "(namespace-variable-value 'car)",
    "(dynamic-require 'racket/system 'system)",
    "(module->namespace 'racket)",
    '(system "touch /tmp/minischeme-escaped")',           # #lang racket has racket/system
    '(system* "/bin/sh" "-c" "ls")',
    '(process "ls")',
    '(begin (require racket/system) (system "ls"))',
    '(tcp-connect "localhost" 80)',
])
def test_escape_attempt_is_refused_with_a_clear_message(attempt):
    interp = Interpreter()
    outcome = last(interp, attempt)
    refused = re.match(r"(\S+): " + DENIED, outcome.error)
    assert refused and re.search(r"\(" + re.escape(refused.group(1)) + r"[ )]", attempt), outcome.error
    session_goes_on(interp)


# An interpreter without a folder (Interpreter(), a file graded on its own) may read and
# write no file: each access is refused as racket/sandbox refuses it (its words, exn:fail).
@pytest.mark.parametrize("attempt, message", [
    ('(open-input-file "/etc/passwd")', "open-input-file: `read' access denied for /etc/passwd"),
    ('(call-with-input-file "/etc/passwd" (lambda (p) 1))',
     "open-input-file: `read' access denied for /etc/passwd"),
    ('(call-with-output-file "/tmp/x" (lambda (p) 1))',
     "open-output-file: `write' access denied for /tmp/x"),
    ('(with-output-to-file "x" (lambda () 1))', "open-output-file: `write' access denied for x"),
    ('(with-input-from-file "/etc/passwd" (lambda () 1))',
     "open-input-file: `read' access denied for /etc/passwd"),
    ('(file->string "/etc/passwd")', "file-size: `read' access denied for /etc/passwd"),
    ('(file->lines "/etc/passwd")', "open-input-file: `read' access denied for /etc/passwd"),
    ('(display-to-file "x" "/tmp/x")', "open-output-file: `write' access denied for /tmp/x"),
    ('(file-exists? "/etc/passwd")', "file-exists?: `exists' access denied for /etc/passwd"),
    ('(delete-file "/tmp/x")', "delete-file: `delete' access denied for /tmp/x"),
    ('(current-directory "/")', "current-directory: `exists' access denied for /"),
    ('(begin (require racket/file) (file->string "/etc/passwd"))',
     "file-size: `read' access denied for /etc/passwd"),
])
def test_file_access_is_refused_as_racket_sandbox_refuses_it(attempt, message):
    interp = Interpreter()
    outcome = last(interp, attempt)
    assert outcome.error == message
    assert outcome.raised.stype.name == "exn:fail"
    session_goes_on(interp)


def test_a_refusal_is_exn_fail_unsupported():
    [o] = Interpreter().eval_string(
        '(with-handlers ([exn:fail:unsupported? exn-message]) (getenv "HOME"))')
    assert o.value.startswith("getenv: " + DENIED)


def test_nothing_is_written(tmp_path):
    target = tmp_path / "pwned"
    interp = Interpreter()
    for attempt in [f'(with-output-to-file "{target}" (lambda () (display "x")))',
                    f'(call-with-output-file "{target}" (lambda (p) (display "x" p)))',
                    f'(display-to-file "x" "{target}")',
                    f'(make-directory "{target}")']:
        assert f"`write' access denied for {target}" in last(interp, attempt).error
    for attempt in [f'(system "touch {target}")', f'(eval \'(system "touch {target}"))']:
        assert DENIED in last(interp, attempt).error
    assert not target.exists()


def test_a_file_that_mentions_file_procedures_still_loads():
    interp = Interpreter()
    text = '#lang racket\n(define (save x) (with-output-to-file "out.txt" (lambda () (display x))))\n(+ 1 1)\n'
    shown = []
    outcome = interp.load_text(text, "s.rkt", on_value=shown.append)
    assert outcome.error is None and shown == [2]


@pytest.mark.parametrize("lang, name, message", [
    ("racket", "system", f"system: {DENIED}"), ("racket", "process", f"process: {DENIED}"),
    ("racket", "file->string", "file-size: `read' access denied for x"),
    ("scheme", "file->string", "file-size: `read' access denied for x")])
def test_its_language_binds_them_as_racket_does(lang, name, message):
    text = f"#lang {lang}\n(define (f) ({name} \"x\"))\n(f)\n"
    outcome = Interpreter().load_text(text, "s.rkt")
    assert outcome.error.startswith(message)


@pytest.mark.parametrize("lang, name", [("racket/base", "system"), ("scheme", "system")])
def test_where_racket_does_not_bind_them_they_are_unbound(lang, name):
    outcome = Interpreter().load_text(f"#lang {lang}\n(define (f) ({name} \"x\"))\n", "s.rkt")
    assert outcome.error == f"s.rkt:2:13: {name}: unbound identifier\n  in: {name}"


def test_a_program_may_define_a_procedure_named_like_a_denied_one():
    text = '#lang racket\n(define (system x) (* 2 x))\n(system 21)\n'
    shown = []
    assert Interpreter().load_text(text, "s.rkt", on_value=shown.append).error is None
    assert shown == [42]


# ------------------------------------------------------------------ other files, other readers

@pytest.mark.parametrize("attempt, message", [
    ("(require ffi/unsafe)", "stdin:1:9: require: unknown module: ffi/unsafe\n"),
    # (racket/unsafe/ops is provided: its operations are the checked ones, test_racket_unsafe_ops)
    ("(require ffi/unsafe/define)", "stdin:1:9: require: unknown module: ffi/unsafe/define\n"),
    ('(require "other.rkt")', "stdin:1:9: require: unknown module: other.rkt\n"),
    ('(require (file "/etc/passwd"))', 'stdin:1:9: require: bad module path\n  in: (file "/etc/passwd")'),
    ('(load "/etc/passwd")', 'stdin:1:0: load: minischeme loads only the Simply Scheme library '
                             '(simply.scm); put the code of "/etc/passwd" in this file'),
    ('(include "/etc/passwd")', 'stdin:1:0: include: minischeme includes no other files; put the '
                                'code of "/etc/passwd" in this file\n  in: (include "/etc/passwd")'),
])
def test_other_files_are_not_read(attempt, message):
    interp = Interpreter()
    [outcome] = interp.eval_string(attempt)
    assert outcome.error.startswith(message)
    session_goes_on(interp)


def test_include_in_a_module_is_a_compile_error():
    outcome = Interpreter().load_text('#lang racket\n(display 1)\n(include "x.rkt")\n', "s.rkt")
    assert outcome.error.startswith('s.rkt:3:0: include: minischeme includes no other files')


@pytest.mark.parametrize("text, message", [
    ('#reader"/etc/passwd"(1)\n', 's.rkt:1:0: read-syntax: `#reader` not enabled'),
    ('#lang racket\n(display 1)\n#reader racket/base (display 2)\n',
     's.rkt:3:0: read-syntax: `#reader` not enabled'),
    ('#lang reader "/etc/passwd"\n(display 1)\n',
     's.rkt:1:0: #lang: unknown language `reader "/etc/passwd"`'),
    ('#lang s-exp "/etc/passwd"\n(display 1)\n', 's.rkt:1:0: #lang: unknown language `s-exp'),
    ('#lang ffi/unsafe\n(display 1)\n', 's.rkt:1:0: #lang: unknown language `ffi/unsafe`'),
    # (Racket's read error: no `.` in a language's name)
    ('#lang ../../etc/passwd\n(display 1)\n', 's.rkt:1:0: read-syntax: expected only alphanumeric'),
])
def test_readers_and_languages_that_would_run_other_code_are_refused(text, message):
    interp = Interpreter()
    outcome = interp.load_text(text, "s.rkt")
    assert outcome.error.startswith(message), outcome.error
    session_goes_on(interp)


# ------------------------------------------------------------------ reflection

@pytest.mark.parametrize("probe, shown", [
    ("(object-name car)", "'car"),
    ("(procedure-arity car)", "1"),
    ("(procedure-arity list)", "(arity-at-least 0)"),
    ("(struct->vector car)", "'#(struct:procedure ...)"),
    ("(struct->vector (lambda (x) x))", "'#(struct:procedure ...)"),
    ("(struct->vector 1)", "'#(struct:simple ...)"),
    ('(struct->vector "s")', "'#(struct:string ...)"),
    ("(struct->vector (make-hash))", "'#(struct:mutable-hash ...)"),
    ('(format "~s ~v ~a" car (lambda (x) x) +)', '"#<procedure:car> #<procedure> #<procedure:+>"'),
    ("(begin (struct p (a)) struct:p)", "#<struct-type:p>"),
    ("(begin (struct p (a)) (struct->vector (p 1)))", "'#(struct:p ...)"),
    ("(current-output-port)", "#<output-port:stdout>"),
    ("(current-input-port)", "#<input-port:stdin>"),
    ("(exit-handler)", "#<procedure:exit-handler>"),
    ("(call/cc (lambda (k) k))", "#<procedure>"),
])
def test_reflection_shows_racket_values_not_python_objects(probe, shown):
    [o] = Interpreter().eval_string(probe)[-1:]
    assert o.error is None and print_string(o.value) == shown


@pytest.mark.parametrize("probe", ["(eq-hash-code car)", "(struct-info car)",
                                   "(struct p (a) #:property prop:procedure 0) ((p 1) 2)",
                                   "(thread (lambda () 1))", "(vector-ref (struct->vector car) 1)"])
def test_other_reflection_fails_in_racket_words(probe):
    interp = Interpreter()
    for o in interp.eval_string(probe):
        assert_clear(o)
    session_goes_on(interp)


def test_no_bound_value_prints_as_a_python_object():
    interp = Interpreter()
    for name, cell in interp.ns.cells.items():
        assert not PYTHON_NAMES.search(print_string(cell.value)), name.name


# ------------------------------------------------------------------ handlers, exit

@pytest.mark.parametrize("handler", ["exit-handler", "current-print", "error-display-handler",
                                     "uncaught-exception-handler"])
def test_the_handlers_that_run_a_program_cannot_be_replaced(handler):
    interp = Interpreter()
    [o] = interp.eval_string(f"(parameterize ([{handler} (lambda args (exit 9))]) (exit 3))")
    assert o.error.startswith(f"{handler}: {HANDLERS}") and o.exit_code is None
    session_goes_on(interp)


def test_exit_ends_only_the_program_with_its_code():
    interp = Interpreter()
    [outcome] = interp.eval_string("(exit 3)")
    assert outcome.exit_code == 3 and outcome.error is None
    [outcome] = interp.eval_string("(with-handlers ([(lambda (e) #t) void]) (exit 4))")
    assert outcome.exit_code == 4
    session_goes_on(interp)


# ------------------------------------------------------------------ input: always end-of-file

class _Untouchable:
    def __getattr__(self, name):
        raise AssertionError("a program read the real standard input")


@pytest.mark.parametrize("attempt", ["(read-line)", "(read)", "(read-char)", "(peek-char)",
                                     "(read-string 5)", "(read-line (current-input-port) 'any)",
                                     "(read (current-input-port))"])
def test_reading_sees_end_of_file_and_never_the_real_stdin(attempt, monkeypatch):
    monkeypatch.setattr(sys, "stdin", _Untouchable())
    interp = Interpreter()
    [o] = interp.eval_string(f"(eof-object? {attempt})")
    assert o.value is True


@pytest.mark.parametrize("attempt, message", [
    ("(read-line 5)", "read-line: contract violation\n  expected: input-port?\n  given: 5"),
    ("(read-char (current-output-port))", "read-char: contract violation\n  expected: input-port?"),
    ("(read-line (current-input-port) 'foo)", "read-line: contract violation\n  expected: "
     "(or/c 'linefeed 'return 'return-linefeed 'any 'any-one)\n  given: 'foo"),
    ("(read-string -1)", "read-string: contract violation\n  expected: exact-nonnegative-integer?"),
    ("(sleep -1)", "sleep: contract violation\n  expected: (>=/c 0)\n  given: -1"),
])
def test_input_and_sleep_check_their_arguments_as_racket_does(attempt, message):
    [o] = Interpreter().eval_string(attempt)
    assert o.error.startswith(message)


# ------------------------------------------------------------------ the limits cannot be caught

def limited(text, steps=20_000, seconds=5.0, output=1000, interp=None):
    """Run ``text`` as the grader runs a test: under the limits, on the evaluation thread."""
    interp = interp or Interpreter()
    box = []
    WATCHDOG.start()
    run_with_big_stack(lambda: box.append(
        run_limited(lambda: interp.eval_string(text)[-1], steps, seconds, output)))
    return box[0]


STEP_CATCHERS = [
    "(with-handlers ([(lambda (e) #t) void]) (let loop () (loop)))",
    "(with-handlers ([exn:fail? (lambda (e) 'caught)]) (let loop () (loop)))",
    "(with-handlers ([exn:fail? exn-message]) (let loop () (loop)))",
    "(let retry () (with-handlers ([exn:fail? void]) (let loop () (loop))) (retry))",
    "(let loop () (with-handlers ([void void]) (loop)))",
    "(let loop () (with-handlers ([void void]) (let l () (l))) (with-handlers ([void void]) (loop)))",
    "(with-handlers ([void (lambda (e) (let loop () (loop)))]) (let loop () (loop)))",
    "(for ([i (in-naturals)]) (with-handlers ([void void]) (let l () (l))))",
    "(dynamic-wind void (lambda () (let l () (l))) (lambda () (let l () (l))))",
    "(with-handlers ([void void]) (dynamic-wind void (lambda () (let l () (l))) (lambda () (let l () (l)))))",
    "(call/cc (lambda (k) (dynamic-wind void (lambda () (k 1)) (lambda () (let l () (l))))))",
    "(begin (require rackunit) (check-exn exn:fail? (lambda () (let l () (l)))) (let l () (l)))",
    "(begin (require rackunit) (check-not-exn (lambda () (let l () (l)))) 'after)",
    "(begin (require rackunit) (test-case \"t\" (let l () (l))) 'after)",
]


@pytest.mark.parametrize("attempt", STEP_CATCHERS)
def test_the_step_limit_cannot_be_caught(attempt):
    start = time.monotonic()
    run = limited(attempt)
    assert run.reason == "step-limit", (run.reason, run.outcome)
    assert run.outcome.error.startswith("step limit exceeded: more than 20,000 steps")
    assert time.monotonic() - start < 5


@pytest.mark.parametrize("attempt", [
    '(with-handlers ([void void]) (let loop () (display "x") (loop)))',
    '(let loop () (with-handlers ([void void]) (display "x")) (loop))',
    '(let loop () (with-handlers ([exn:fail? void]) (display "xxxxxxxxxx")) (loop))',
    '(with-handlers ([void void]) (let loop () (eprintf "x") (loop)))',
])
def test_the_output_limit_cannot_be_caught(attempt):
    run = limited(attempt, steps=1_000_000, output=1000)
    assert run.reason == "output-limit", (run.reason, run.outcome)
    assert run.outcome.error.startswith("output limit exceeded: more than 1,000 characters")
    assert len(run.output) <= 1000


@pytest.mark.parametrize("attempt", [
    "(with-handlers ([(lambda (e) #t) void]) (sleep 100))",
    "(let retry () (with-handlers ([void void]) (sleep 100)) (retry))",
    "(let retry () (with-handlers ([void void]) "
    "(dynamic-wind void (lambda () (sleep 100)) (lambda () 1))) (retry))",
    "(dynamic-wind void (lambda () (sleep 100)) (lambda () (let l () (l))))",
])
def test_the_wall_clock_cannot_be_caught(attempt):
    start = time.monotonic()
    run = limited(attempt, steps=10 ** 9, seconds=0.3)
    assert run.reason == "timeout", (run.reason, run.outcome)
    # a sleep takes no CPU: the wall clock stops it, at four times the limit (+1 s)
    assert time.monotonic() - start < 10


def test_after_a_caught_limit_the_session_goes_on():
    interp = Interpreter()
    assert limited(STEP_CATCHERS[3], interp=interp).reason == "step-limit"
    assert limited('(let loop () (with-handlers ([void void]) (display "x")) (loop))',
                   steps=1_000_000, interp=interp).reason == "output-limit"
    again = limited("(with-handlers ([exn:fail? exn-message]) (car 1))", interp=interp)
    assert again.reason == "ok" and again.outcome.value.startswith("car: contract violation")
    assert limited("(sleep 0.01)", interp=interp).reason == "ok"


def test_sleep_sleeps():
    start = time.monotonic()
    assert limited("(sleep 0.2)", steps=10 ** 7).reason == "ok"   # a second is 10^6 steps
    assert time.monotonic() - start >= 0.2


# ------------------------------------------------------------------ continuations

def test_re_entering_a_continuation_is_a_racket_error():
    interp = Interpreter()
    interp.eval_string("(define k #f)")
    assert last(interp, "(+ 1 (call/cc (lambda (c) (set! k c) 1)))").value == 2
    for attempt in ["(k 5)", "(let ([k (call/cc (lambda (c) c))]) (k k))"]:
        o = last(interp, attempt)
        assert o.error.startswith("continuation application: attempt to jump into an escape "
                                  "continuation")
    assert last(interp, "(+ 1 (call/cc (lambda (k) (k 41))))").value == 42


# ------------------------------------------------------------------ values that contain themselves

CYCLES = """
(define m (mcons 1 2)) (set-mcdr! m m)
(define v (make-vector 2 0)) (vector-set! v 0 v)
(define b (box 0)) (set-box! b b)
(define h (make-hash)) (hash-set! h 'self h)
(define l (list 1 2 b)) (set-box! b l)
(define m2 (mcons 1 (mcons 2 '()))) (set-mcdr! (mcdr m2) m2)
(struct s (a b) #:mutable #:transparent)
(define x (s 1 2)) (set-s-b! x (list x))
"""

# What Racket 8.7 prints for each (racket -e, #lang racket).
CYCLE_TEXTS = [
    ("m", "#0=(mcons 1 #0#)"),
    ("v", "#0='#(#0# 0)"),
    ("(box-immutable v)", "'#&#0=#(#0# 0)"),
    ("h", "#0='#hash((self . #0#))"),
    ("l", "#0='(1 2 #&#0#)"),
    ("(cons 0 l)", "'(0 . #0=(1 2 #&#0#))"),
    ("(list m m)", "(list #0=(mcons 1 #0#) #0#)"),
    ("(list (list b) b)", "'((#0=#&(1 2 #0#)) #0#)"),
    ("m2", "#0=(mcons 1 (mcons 2 #0#))"),
    ("x", "#0=(s 1 '(#0#))"),
    ("(list x)", "(list #0=(s 1 '(#0#)))"),
    ('(format "~a|~s|~v" v m2 l)', '"#0=#(#0# 0)|#0={1 2 . #0#}|#0=\'(1 2 #&#0#)"'),
    ("(with-output-to-string (lambda () (display m) (write b)))", '"#0={1 . #0#}#0=#&(1 2 #0#)"'),
    ("(equal? v (let ([w (make-vector 2 0)]) (vector-set! w 0 w) w))", "#t"),
    ("(equal? m2 (let ([n (mcons 1 (mcons 2 '()))]) (set-mcdr! (mcdr n) n) n))", "#t"),
    ("(equal? v (vector v 1))", "#f"),
    ("(hash-ref (make-immutable-hash (list (cons v 1))) v)", "1"),
    ("(hash-ref (hash (mcons 1 2) 3) (mcons 1 2) #f)", "3"),
]


@pytest.mark.parametrize("expr, text", CYCLE_TEXTS)
def test_cyclic_values_print_with_labels_as_racket_prints_them(expr, text):
    interp = Interpreter()
    interp.eval_string(CYCLES)
    o = last(interp, expr)
    assert o.error is None and print_string(o.value) == text


def test_cyclic_values_in_error_messages():
    interp = Interpreter()
    interp.eval_string(CYCLES)
    assert last(interp, "(car v)").error == "car: contract violation\n  expected: pair?\n  given: #0='#(#0# 0)"
    assert last(interp, "(raise m)").error == "uncaught exception: #0=(mcons 1 #0#)"


def test_a_struct_s_custom_writer_runs_when_it_is_printed():
    # prop:custom-write is Racket's: the writer runs when the value is printed, and one that
    # raises makes the printing raise (racket: `uncaught exception: 'no`)
    interp = Interpreter()
    interp.eval_string("(struct loud (a) #:property prop:custom-write "
                       "(lambda (v port mode) (write-string \"LOUD\" port)))"
                       "(struct bad (a) #:property prop:custom-write (lambda (v p m) (raise 'no)))")
    assert print_string(last(interp, "(loud 1)").value) == "LOUD"
    assert print_string(last(interp, '(format "~a ~s" (loud 1) (loud 2))').value) == '"LOUD LOUD"'
    outcome = last(interp, '(format "~a" (bad 2))')
    assert_clear(outcome)
    assert outcome.error == "uncaught exception: 'no"


# ------------------------------------------------------------------ huge values

SHARED = "(let loop ([x 1] [n 0]) (if (= n 60) x (loop (cons x x) (+ n 1))))"   # 2^60 leaves


def test_an_enormous_shared_value_is_shown_in_part_at_once():
    [o] = Interpreter().eval_string(SHARED)
    start = time.monotonic()
    text, cut = print_prefix(o.value, 100)
    assert cut and len(text) == 100 and text.startswith("'((((((")
    assert time.monotonic() - start < 1


def test_error_messages_cut_values_as_racket_does():
    interp = Interpreter()
    start = time.monotonic()
    o = last(interp, f"(+ 1 {SHARED})")
    given = o.error.split("given: ")[1]
    assert len(given) == 256 and given.endswith("...")
    assert last(interp, "(+ (range 200) 1)").error.endswith(" 84 85 86 ...")   # as racket shows it
    assert last(interp, f"(raise {SHARED})").error.startswith("uncaught exception: '((((")
    assert time.monotonic() - start < 3


@pytest.mark.parametrize("attempt", [
    "(raise 'x)", "(raise (lambda () 1))", "(raise (list 1 2))", "(raise 42 #t)",
    "(raise (make-vector 3 (vector)))",
])
def test_raising_any_value_is_an_uncaught_exception(attempt):
    interp = Interpreter()
    o = last(interp, attempt)
    assert o.error.startswith("uncaught exception: ") and o.raised is not None
    assert_clear(o)
    session_goes_on(interp)


def test_raised_values_print_as_racket_shows_them():
    interp = Interpreter()
    assert last(interp, "(raise 'x)").error == "uncaught exception: 'x"
    assert last(interp, "(raise (lambda () 1))").error == "uncaught exception: #<procedure>"
    assert last(interp, "(raise (list 1 2))").error == "uncaught exception: '(1 2)"


def test_command_line_arguments_are_an_empty_vector_outside_minischeme_run():
    """Information, not access: `minischeme run FILE ARG ...` gives a program its
    arguments (test_racket_cmdline); everywhere else there are none, so no verdict
    depends on them."""
    interp = Interpreter()
    assert last(interp, "(current-command-line-arguments)").value.items == []
