"""Limits (issue 7): steps, recursion depth, wall time, memory and output, each configurable
from the `grade` command line and the rubric, with defaults in grading/config.py; a limit
hit says which limit, its value, and where (the procedure and its position in the file).
Without limits (`minischeme run`) programs run as in Racket."""
from __future__ import annotations

import json

import pytest

from minischeme.compilation import codegen
from minischeme.cli import main
from minischeme.grading import config as C
from minischeme.grading.cli import _config
from minischeme.grading.limits import describe, run_limited
from minischeme.grading.rubric import RubricError, load_rubric
from minischeme.running.interpreter import Interpreter
from minischeme.values.procedures import Primitive
from minischeme.values.runtime import BUDGET

MCG_FUNCTIONS = ["card-color", "card-rank"]


@pytest.fixture(autouse=True)
def no_limits_left_behind():
    yield
    BUDGET.max_steps = BUDGET.max_depth = BUDGET.stop_message = None


def load(text: str, steps: int | None = None, depth: int | None = None,
         name: str = "student.rkt", primitives: tuple = ()) -> Interpreter:
    """A fresh interpreter (with ``primitives`` added) that ran ``text`` (as the file
    ``name``) under the limits."""
    interp = Interpreter()
    for prim in primitives:
        interp.ns.bind_import(prim.name, prim)
    BUDGET.steps, BUDGET.max_steps, BUDGET.max_depth = 0, steps, depth
    try:
        interp.outcome = interp.load_text(text, name)
    finally:
        BUDGET.max_steps = BUDGET.max_depth = None
    return interp


def error_of(text: str, **limits) -> str:
    outcome = load(text, **limits).outcome
    assert outcome.error is not None
    return outcome.error


LOOP = """#lang racket
(define (helper x) x)
(define (loop n)
  (loop (+ n (helper 1))))
(loop 0)
"""

RECURSE = """#lang racket
(define (deep n) (if (= n 0) 0 (+ 1 (deep (- n 1)))))
(define (count-up k n) (if (= k n) k (count-up (+ k 1) n)))
"""


# ------------------------------------------------------------------ steps

def test_step_limit_names_the_looping_procedure_and_its_position():
    assert error_of(LOOP, steps=1000) == ("step limit exceeded: more than 1,000 steps, "
                                          "in `loop` at student.rkt:3:0")


def test_step_limit_names_the_procedure_in_code_the_translator_leaves_to_the_closure_compiler(
        monkeypatch):
    monkeypatch.setattr(codegen, "ENABLED", False)
    assert error_of(LOOP, steps=1000).endswith("in `loop` at student.rkt:3:0")


def test_step_limit_names_a_named_let_run_as_a_loop_in_place():
    text = "#lang racket\n(define (f)\n  (let walk ([i 0])\n    (walk (+ i 1))))\n(f)\n"
    assert error_of(text, steps=500).endswith("in `walk` at student.rkt:3:2")


def test_step_limit_in_an_anonymous_procedure_gives_its_position():
    text = "#lang racket\n((lambda (f) (f f))\n (lambda (g) (g g)))\n"
    assert error_of(text, steps=500).endswith("in an anonymous procedure at student.rkt:3:1")


def test_step_limit_in_a_for_loop_names_the_procedure_running_it():
    text = "#lang racket\n(define (forever)\n  (for ([i (in-naturals)]) i))\n(forever)\n"
    assert error_of(text, steps=500).endswith("in `forever` at student.rkt:2:0")


@pytest.mark.parametrize("body", ["(+ a i)", "(define j i) #:break #f (+ a j)"])
def test_step_limit_in_a_for_foldr_names_the_procedure_running_it(body):
    # whichever call the limit falls on: the forward loop, the backward one, or the body
    text = f"#lang racket\n(define (g)\n  (for/foldr ([a 0]) ([i 1000]) {body}))\n(g)\n"
    assert {error_of(text, steps=n).rsplit(", in ", 1)[1] for n in range(1400, 1406)} == {
        "`g` at student.rkt:2:0"}


def test_without_limits_long_loops_and_deep_recursion_run_as_in_racket():
    interp = load(RECURSE)
    assert interp.eval_string("(count-up 0 1000000)")[0].value == 1_000_000
    assert interp.eval_string("(deep 100000)")[0].value == 100_000


# ------------------------------------------------------------------ depth

def test_depth_limit_is_configurable_and_tail_calls_are_unlimited():
    interp = load(RECURSE)
    BUDGET.max_depth = 1000
    assert interp.eval_string("(deep 900)")[0].value == 900
    assert interp.eval_string("(count-up 0 100000)")[0].value == 100_000
    assert "recursion depth limit exceeded" in interp.eval_string("(deep 5000)")[0].error
    BUDGET.max_depth = None
    assert interp.eval_string("(deep 2000)")[0].value == 2000


def test_depth_limit_names_the_limit_and_the_recursing_procedure():
    interp = load(RECURSE)
    BUDGET.max_depth = 500
    assert interp.eval_string("(deep 5000)")[0].error == (
        "recursion depth limit exceeded: more than about 500 nested calls, in `deep` at "
        "student.rkt:2:0 (the program recursed too deeply, or forever)")


def test_depth_limit_is_restored_after_the_run():
    import sys
    before = sys.getrecursionlimit()
    load(RECURSE + "(deep 10000)\n", depth=100)
    assert sys.getrecursionlimit() == before


# ------------------------------------------------------------------ output, time, memory

def test_output_limit_names_the_printing_procedure():
    interp = load("#lang racket\n(define (shout n)\n  (display \"aaaaaaaaaa\") (shout n))\n")
    limited = run_limited(lambda: interp.eval_string("(shout 1)")[0], 10_000, 5.0, 100)
    assert limited.reason == "output-limit"
    assert limited.outcome.error == ("output limit exceeded: more than 100 characters "
                                     "written, in `shout` at student.rkt:2:0")
    assert len(limited.output) <= 100


def test_time_limit_names_where_the_program_was():
    from minischeme.running.interpreter import run_with_big_stack
    interp = load("#lang racket\n(define (spin n)\n  (spin (+ n 1)))\n")
    box: list = []
    # as the grader runs a test: on the evaluation thread, which the watchdog stops
    run_with_big_stack(lambda: box.append(run_limited(
        lambda: interp.eval_string("(spin 0)")[0], 10**12, 0.3, 1000)))
    [limited] = box
    assert limited.reason == "timeout"
    assert describe(limited, 10**12, 0.3) == ("time limit exceeded: still running after "
                                              "0.3 s of CPU time, in `spin` at "
                                              "student.rkt:2:0 (the CPU-time backstop)")


def test_out_of_memory_names_the_procedure_and_the_memory_limit(monkeypatch):
    def explode() -> None:
        raise MemoryError
    interp = load("#lang racket\n(define (hog n)\n  (cons n (explode)))\n",
                  primitives=(Primitive("explode", explode, 0, 0),))
    assert interp.outcome.error is None
    monkeypatch.setattr("minischeme.grading.limits.MEMORY_MB", [128])
    limited = run_limited(lambda: interp.eval_string("(hog 1)")[0], 1000, 5.0, 1000)
    assert limited.reason == "memory"
    assert describe(limited, 1000, 5.0) == ("out of memory: the computation needed more than "
                                            "128 MB (the memory limit), in `hog` at "
                                            "student.rkt:2:0")


def test_many_timeouts_in_one_process_leave_the_watchdog_working():
    """A WallClock shot at the very end of a run must not leave the watchdog's lock held
    (the next run would wait for it forever)."""
    from minischeme.running.interpreter import run_with_big_stack
    interp = load("#lang racket\n(define (spin n) (spin (+ n 1)))\n")
    reasons = []

    def body() -> None:
        for _ in range(60):
            reasons.append(run_limited(lambda: interp.eval_string("(spin 0)")[0], 10**12,
                                       0.005, 1000).reason)
        reasons.append(run_limited(lambda: interp.eval_string("(+ 1 2)")[0], 10**12, 5.0,
                                   1000).reason)
    import threading
    runner = threading.Thread(target=run_with_big_stack, args=(body,), daemon=True)
    runner.start()
    runner.join(60)
    assert not runner.is_alive(), "a run waits forever for the watchdog"
    assert reasons == ["timeout"] * 60 + ["ok"]


def test_run_limited_applies_the_depth_limit_for_that_run_only():
    interp = load(RECURSE)
    limited = run_limited(lambda: interp.eval_string("(deep 3000)")[0], 10**6, 5.0, 1000,
                          depth=1000)
    assert limited.reason == "recursion" and limited.where == "`deep` at student.rkt:2:0"
    assert BUDGET.max_depth is None
    assert interp.eval_string("(deep 3000)")[0].value == 3000


# ------------------------------------------------------------------ configuration

def grade_args(*argv: str):
    from minischeme.cli import build_parser
    return build_parser().parse_args(["grade", "x.rkt", "--assignment", "mini-card-game",
                                      *argv])


def test_every_limit_has_a_grade_flag_that_reaches_the_config():
    config = _config(grade_args("--step-limit", "1000", "--depth-limit", "2000",
                                "--time-limit", "2.5", "--memory-limit", "256",
                                "--output-limit", "300"))
    assert (config.step_limit, config.depth_limit, config.time_limit, config.memory_mb,
            config.output_limit) == (1000, 2000, 2.5, 256, 300)


def test_limits_default_to_the_values_in_config():
    config = _config(grade_args())
    assert (config.step_limit, config.depth_limit, config.time_limit, config.memory_mb,
            config.output_limit) == (C.DEFAULT_STEP_LIMIT, C.DEFAULT_DEPTH_LIMIT,
                                     C.DEFAULT_TIME_LIMIT, C.DEFAULT_MEMORY_MB,
                                     C.DEFAULT_OUTPUT_LIMIT)


def test_rubric_sets_every_limit_and_flags_override_it(tmp_path):
    rubric = tmp_path / "r.toml"
    rubric.write_text("[limits]\nsteps = 11\ndepth = 22\nseconds = 3.5\nmemory = 44\n"
                      "output = 55\n")
    config = _config(grade_args("--rubric", str(rubric)))
    assert (config.step_limit, config.depth_limit, config.time_limit, config.memory_mb,
            config.output_limit) == (11, 22, 3.5, 44, 55)
    config = _config(grade_args("--rubric", str(rubric), "--depth-limit", "99"))
    assert config.depth_limit == 99 and config.step_limit == 11


@pytest.mark.parametrize("flag,value", [("--step-limit", "0"), ("--depth-limit", "-3"),
                                        ("--time-limit", "soon"), ("--memory-limit", "1.5"),
                                        ("--output-limit", "many"),
                                        ("--depth-limit", "99999999")])
def test_invalid_limit_flag_is_a_usage_error(capsys, flag, value):
    with pytest.raises(SystemExit) as e:
        main(["grade", "x.rkt", "--assignment", "mini-card-game", f"{flag}={value}"])
    err = capsys.readouterr().err
    assert e.value.code == 2 and f"argument {flag}:" in err and "Traceback" not in err


@pytest.mark.parametrize("limits", ["depth = 0", "steps = 2.5", "output = -1", "memory = 'x'",
                                    "speed = 3", "depth = 99999999"])
def test_invalid_rubric_limit_is_an_error(tmp_path, limits):
    rubric = tmp_path / "r.toml"
    rubric.write_text(f"[limits]\n{limits}\n")
    with pytest.raises(RubricError, match="limits."):
        load_rubric(rubric, MCG_FUNCTIONS)


def test_each_limit_is_part_of_the_cache_fingerprint():
    base = C.GradeConfig("mini-card-game")
    for attribute, value in [("step_limit", 5), ("depth_limit", 5), ("time_limit", 5.0),
                             ("memory_mb", 5), ("output_limit", 5)]:
        other = C.GradeConfig("mini-card-game", **{attribute: value})
        assert other.fingerprint() != base.fingerprint(), attribute


def test_limit_flags_show_their_defaults_in_the_help(capsys):
    with pytest.raises(SystemExit):
        main(["grade", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert f"(default {C.DEFAULT_STEP_LIMIT:,})" in out
    assert f"(default {C.DEFAULT_DEPTH_LIMIT:,})" in out
    assert f"(default {C.DEFAULT_OUTPUT_LIMIT:,})" in out


# ------------------------------------------------------------------ the commands

def test_run_takes_limits_and_names_where_they_were_hit(capsys, tmp_path):
    program = tmp_path / "p.rkt"
    program.write_text(RECURSE + "(displayln (deep 3000))\n(count-up 0 10000)\n")
    assert main(["run", str(program)]) == 0
    assert main(["run", "--depth-limit", "1000", str(program)]) == 1
    assert f"more than about 1,000 nested calls, in `deep` at {program}:2:0" in \
        capsys.readouterr().err
    assert main(["run", "--step-limit", "5000", str(program)]) == 1
    assert capsys.readouterr().err.startswith(
        f"step limit exceeded: more than 5,000 steps, in `count-up` at {program}:3:0")


def test_eval_time_limit_stops_each_expression(capsys, tmp_path):
    program = tmp_path / "p.rkt"
    program.write_text("#lang racket\n(define (spin n) (spin (+ n 1)))\n")
    exprs = tmp_path / "e.rkt"
    exprs.write_text("(spin 0)\n(+ 1 2)\n")
    assert main(["eval", "--time-limit", "0.2", str(program), str(exprs)]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert records[1]["error"] == \
        f"time limit exceeded: more than 0.2 s, in `spin` at {program}:2:0"
    assert records[2]["value"] == "3"


SUBMISSION = """#lang racket
(define (card-color card)
  (if (member (car card) '(H D)) 'red 'black))
(define (card-rank card)
  (+ 0 (card-rank card)))
(display (make-string 300 #\\x))
"""


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    """One submission graded by `minischeme grade --format json`, in its own process,
    under small limits."""
    folder = tmp_path_factory.mktemp("limits")
    sub = folder / "student.rkt"
    sub.write_text(SUBMISSION)
    report = folder / "report.json"
    code = main(["grade", str(sub), "--assignment", "mini-card-game", "-n", "1", "--no-cache",
                 "--no-docs", "--no-transcript", "--format", "json", "--output", str(report),
                 "--depth-limit", "700", "--output-limit", "120", "--step-limit", "100000"])
    assert code == 0
    return json.loads(report.read_text())


def test_grade_limits_reach_the_grading_process_and_the_json_report(graded):
    settings = graded["settings"]
    assert (settings["depth_limit"], settings["output_limit"], settings["step_limit"]) == \
        (700, 120, 100_000)
    sub = graded["submissions"][0]
    rank = [t for t in sub["tests"] if t["function"] == "card-rank"]
    assert rank and all(t["message"].startswith(
        "recursion depth limit exceeded: more than about 700 nested calls, in `card-rank` at "
        f"{sub['submission']}:4:0") for t in rank)


def test_grade_output_limit_caps_the_top_level(graded):
    load = graded["submissions"][0]["load"]
    assert len(load["output"]) <= 120
    assert any("output limit exceeded: more than 120 characters written" in w
               for w in load["warnings"])


def test_grade_text_report_says_which_limit_and_where(capsys, tmp_path):
    sub = tmp_path / "student.rkt"
    sub.write_text(SUBMISSION.replace("(+ 0 (card-rank card))", "(card-rank card)"))
    code = main(["grade", str(sub), "--assignment", "mini-card-game", "-n", "1", "--no-cache",
                 "--no-docs", "--no-transcript", "--in-process", "--step-limit", "3000"])
    out = capsys.readouterr().out
    assert code == 0
    assert (f"step limit exceeded: more than 3,000 steps, in `card-rank` at {sub}:4:0"
            in out)


# ------------------------------------------------------------------ library work
# A library procedure whose own work is huge (math/number-theory's on a 30-digit argument,
# racket/random's sampling of an endless sequence) is charged that work before doing it,
# so a step limit stops it at once; without the charge the call computes unseen by the
# limit (Racket itself would run for ever or out of memory there).

@pytest.mark.parametrize("call", [
    "(nth-prime (expt 10 30))", "(next-primes 1 (expt 10 30))", "(prev-primes (expt 10 40) (expt 10 30))",
    "(partitions (expt 10 12))", "(bernoulli-number (expt 10 8))", "(farey-sequence (expt 10 5))",
    "(unit-group (expt 10 8))", "(fibonacci (expt 10 12))", "(random-ref (in-naturals))",
    "(random-sample (in-naturals) 2)"])
def test_a_library_procedure_s_huge_work_stops_at_once(call):
    # at the step limit, or, for a result too large to hold, as Racket's out of memory
    program = f"#lang racket\n(require math/number-theory racket/random)\n{call}\n"
    first = error_of(program, steps=200_000).splitlines()[0]
    assert first.startswith("step limit exceeded") or first.endswith("out of memory")


def test_a_list_too_long_to_hold_is_out_of_memory_not_an_internal_error():
    program = "#lang racket\n(require math/number-theory)\n(tangent-number (expt 10 30))\n"
    assert error_of(program).splitlines()[0].endswith("out of memory")


def test_a_cycle_of_empty_sequences_stops_at_the_step_limit():
    # Racket loops for ever on (in-cycle) and (in-cycle '()); each round is a step here
    program = "#lang racket\n(for/list ([x (in-cycle '() (vector))]) x)\n"
    assert error_of(program, steps=100_000).startswith("step limit exceeded")
