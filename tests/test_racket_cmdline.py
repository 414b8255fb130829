"""racket/cmdline (`command-line`, `parse-command-line`) and the arguments `minischeme run FILE
ARG ...` gives a program (`current-command-line-arguments`).

The expected texts are what Racket 8.7 printed for the same program and arguments (`racket
fk.rkt ARG ...`); the tests marked requires_racket ask Racket again, so a recorded text that
went stale fails there."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from racket_oracle import RACKET, _python_env, requires_racket  # noqa: E402

from minischeme.running.interpreter import Interpreter
from minischeme.values.command_line import CommandLine
from minischeme.values.ports import capture_output

FK = """#lang racket/base
(require racket/cmdline)
(define verbose (make-parameter #f))
(define r
  (command-line
   #:program "fk"
   #:once-each
   [("-v" "--verbose") "Be verbose" (verbose #t) 'v]
   [("-k") k "Set k" (list 'k k)]
   #:once-any
   [("-a") "mode a" 'a]
   [("-b") ("mode b" "second line") 'b]
   #:multi
   [("-m" "--more") m "more" (list 'm m)]
   #:args (n) (list 'done n (verbose))))
(write r) (newline)
"""

FK_HELP = """usage: fk [ <option> ... ] <n>

<option> is one of

  -v, --verbose
     Be verbose
  -k <k>
     Set k
/ -a
|    mode a
| -b
|    mode b
\\    second line
* -m <m>, --more <m>
     more
  --help, -h
     Show this help
  --
     Do not treat any remaining argument as a switch (at this level)

 *   Asterisks indicate options allowed multiple times.
 /|\\ Brackets indicate mutually exclusive options.

 Multiple single-letter switches can be combined after
 one `-`. For example, `-h-` is the same as `-h --`.
"""

# (arguments, stdout, stderr, exit code) of `racket fk.rkt ARG ...`
FK_RUNS = [
    ([], "", "fk: expects 1 <n> on the command line, given 0 arguments\n", 1),
    (["1", "2"], "", "fk: expects 1 <n> on the command line, given 2 arguments: 1 2 \n", 1),
    (["-x"], "", "fk: unknown switch: -x\n", 1),
    (["+x"], "", "fk: unknown switch: +x\n", 1),
    (["-v", "-v", "1"], "", "fk: only one instance of one option from (-v --verbose) is allowed\n", 1),
    (["-vv", "1"], "", 'fk: only one instance of one option from (-v --verbose) is allowed; note that '
                       '"-vv" is shorthand for "-v -v", in contrast to "--vv"\n', 1),
    (["-k"], "", 'fk: the "-k" option needs 1 argument, but 0 provided\n', 1),
    (["-a", "-b", "1"], "", "fk: only one instance of one option from (-a -b) is allowed\n", 1),
    (["-vk", "3", "1"], '(done "1" #t)\n', "", 0),
    (["--verbose", "-k", "3", "9"], '(done "9" #t)\n', "", 0),
    (["--", "-v"], '(done "-v" #f)\n', "", 0),
    (["-5"], '(done "-5" #f)\n', "", 0),
    (["-m", "1", "-m", "2", "7"], '(done "7" #f)\n', "", 0),
    (["--help"], FK_HELP, "", 0),
    (["-h", "extra"], FK_HELP, "", 0),
]


def run_file(path: Path, *args: str) -> subprocess.CompletedProcess:
    """`python -m minischeme run FILE ARG ...` in the file's folder."""
    return subprocess.run([sys.executable, "-m", "minischeme", "run", path.name, *args],
                          capture_output=True, text=True, cwd=path.parent, env=_python_env(),
                          timeout=120)


def run_in_racket(path: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([RACKET, path.name, *args], capture_output=True, text=True,
                          cwd=path.parent, timeout=120)


@pytest.fixture(scope="module")
def fk(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("cmdline") / "fk.rkt"
    path.write_text(FK)
    return path


def run_module(source: str, args: list[str], run_file: str | None = "fk.rkt") -> tuple[str, str | None, int | None]:
    """What the module ``source`` prints run with ``args`` (as `minischeme run` runs it, in
    process), its error and its exit code."""
    it = Interpreter()
    it.command_line = CommandLine(run_file, args)
    with capture_output() as port:
        outcome = it.load_text(source, "fk.rkt", lambda v: port.write(it.format_value(v) + "\n"))
    return port.getvalue(), outcome.error, outcome.exit_code


# ------------------------------------------------------------------ command-line, as racket runs it

@pytest.mark.parametrize("args, out, err, code", FK_RUNS, ids=[" ".join(r[0]) or "none" for r in FK_RUNS])
def test_command_line_parses_as_racket_does(args, out, err, code):
    """Each case in process: what is printed, the error (an exn:fail:user: its message
    alone) and the exit code."""
    printed, error, exit_code = run_module(FK, args)
    assert printed == out
    assert (error + "\n" if error is not None else "") == err
    assert (exit_code if exit_code is not None else 1 if error else 0) == code


@pytest.mark.parametrize("args", [[], ["1", "2"], ["-x"], ["-k"], ["-vk", "3", "1"], ["--help"]])
def test_minischeme_run_prints_and_exits_as_racket(fk, args):
    """Through the command line: stdout, stderr and the exit code (1 for a user error, 0
    after --help)."""
    expected = next(r for r in FK_RUNS if r[0] == args)
    r = run_file(fk, *args)
    assert (r.stdout, r.stderr, r.returncode) == expected[1:]


@requires_racket
def test_the_recorded_runs_are_what_racket_prints(fk):
    for args, out, err, code in FK_RUNS:
        r = run_in_racket(fk, *args)
        assert (r.stdout, r.stderr, r.returncode) == (out, err, code), args


def test_without_args_clause_no_argument_is_accepted_and_the_result_is_void(tmp_path):
    """The program is named after the file run (`b.rkt`), as `racket b.rkt` names it."""
    path = tmp_path / "b.rkt"
    path.write_text("#lang racket\n(command-line)\n(displayln \"after\")\n")
    assert (run_file(path).stdout, run_file(path).returncode) == ("after\n", 0)
    r = run_file(path, "a")
    assert (r.stdout, r.stderr, r.returncode) == (
        "", "b.rkt: expects no arguments on the command line, given 1 argument: a \n", 1)


REST = """#lang racket/base
(require racket/cmdline)
(define (try thunk) (with-handlers ([exn:fail:user? (lambda (e) (displayln (exn-message e)))]) (writeln (thunk))))
(for ([argv '(() ("1") ("1" "2" "3"))])
  (try (lambda () (command-line #:program "p" #:argv argv #:args (a . r) (list a r))))
  (try (lambda () (command-line #:program "p" #:argv argv #:args (a b) (list a b))))
  (try (lambda () (command-line #:program "p" #:argv argv #:args (a [b 1]) (list a b))))
  (try (lambda () (command-line #:program "p" #:argv argv #:args (a b . r) (list a b r))))
  (try (lambda () (command-line #:program "p" #:argv argv #:args ([a 1] . r) (list a r))))
  (try (lambda () (command-line #:program "p" #:argv argv #:args r r))))
"""

REST_RACKET = """p: expects <a> [<r>] ... on the command line, given 0 arguments
p: expects <a> <b> on the command line, given 0 arguments
p: expects <a> [<b>] on the command line, given 0 arguments
p: expects <a> <b> [<r>] ... on the command line, given 0 arguments
(1 ())
()
("1" ())
p: expects <a> <b> on the command line, given 1 argument: 1 
("1" 1)
p: expects <a> <b> [<r>] ... on the command line, given 1 argument: 1 
("1" ())
("1")
("1" ("2" "3"))
p: expects <a> <b> on the command line, given 3 arguments: 1 2 3 
p: expects <a> [<b>] on the command line, given 3 arguments: 1 2 3 
("1" "2" ("3"))
("1" ("2" "3"))
("1" "2" "3")
"""


def test_args_with_optional_and_rest_arguments_say_what_they_expect():
    assert run_module(REST, []) == (REST_RACKET, None, None)


HELP_ALL = """#lang racket
(command-line
 #:program "hp"
 #:usage-help "Does things." "Second usage line."
 #:once-each
 [("-o" "--out") file ("Write to <file>" "the second line") (void)]
 #:help-labels "--- labels ---"
 #:once-any
 [("--fast") "go fast" 'f]
 #:final
 [("-q" "--quit") "stop here" 'q]
 #:multi
 [("+i" "++include") dir more "include" (list dir more)]
 #:ps "After text." "More after."
 #:args (first [second "x"] . others) (list first second others))
"""

HELP_ALL_RACKET = """usage: hp [ <option> ... ] <first> [<second>] [<others>] ...
  Does things.
  Second usage line.

<option> is one of

  -o <file>, --out <file>
     Write to <file>
     the second line
 --- labels ---
  --fast
     go fast
* -q, --quit
     stop here
* +i <dir> <more>, ++include <dir> <more>
     include
  --help, -h
     Show this help
  --
     Do not treat any remaining argument as a switch (at this level)

 *   Asterisks indicate options allowed multiple times.
 /|\\ Brackets indicate mutually exclusive options.

 Multiple single-letter switches can be combined after
 one `-`. For example, `-h-` is the same as `-h --`.
 After text.
 More after.
"""


def test_help_shows_usage_labels_final_multi_and_ps_texts_and_exits_0():
    assert run_module(HELP_ALL, ["-h"]) == (HELP_ALL_RACKET, None, 0)


@pytest.mark.parametrize("args, printed", [
    # a 'final flag ends the flags: "-o" after it is an argument
    (["-q", "-o", "1"], """'("-o" "1" ())\n"""),
    # a multi flag may repeat; the flag's handler takes its two arguments
    (["+i", "a", "b", "++include", "c", "d", "1"], """'("1" "x" ())\n"""),
    (["1", "2", "3", "4"], """'("1" "2" ("3" "4"))\n"""),
])
def test_final_and_multi_flags(args, printed):
    assert run_module(HELP_ALL, args) == (printed, None, None)


def test_a_once_any_set_of_one_flag_says_it_can_be_given_once():
    assert run_module(HELP_ALL, ["--fast", "--fast"])[1] == "hp: the --fast option can only be specified once"


def test_the_handlers_results_reach_finish_in_order():
    src = """#lang racket
(command-line #:argv '("-b" "2" "-a" "x") #:multi [("-a") "a" 'a] [("-b") n "b" (string->number n)]
              #:handlers (lambda (flags . rest) (list flags rest)) '("rest"))
"""
    assert run_module(src, []) == ("""'((2 a) ("x"))\n""", None, None)


# ------------------------------------------------------------------ parse-command-line directly

PARSE = """#lang racket
(define table (list (list 'once-each (list '("-f") (lambda (flag v) (list flag v)) '("foo" "v")))))
(define (finish acc . rest) (list acc rest))
(parse-command-line "pc" '("-f" "x" "y" "z") table finish '("file"))
(parse-command-line "pc" (vector "-z" "y") table finish '("file") string-length (lambda (f) (list 'unknown f)))
(parse-command-line "pc" '("-h" "y") table finish '("file") string-length)
(parse-command-line (string->path "/a/b/prog.rkt") '("-z") table finish '("file"))
"""


def test_parse_command_line_with_its_optional_help_and_unknown_flag_handlers():
    out, error, _ = run_module(PARSE, [])
    assert out == """'((("-f" "x")) ("y" "z"))\n'(((unknown "-z")) ("y"))\n'((295) ("y"))\n"""
    assert error == "prog.rkt: unknown switch: -z"


@pytest.mark.parametrize("call, message", [
    ("(parse-command-line 5 (vector) null void null)",
     "parse-command-line: expected argument of type <program name string>; given: 5"),
    ("(parse-command-line \"p\" (vector 1) null void null)",
     "parse-command-line: expected argument of type <argument vector/list of strings>; given: '#(1)"),
    ("(parse-command-line \"p\" (vector) (list (list 'once-each (list '(\"x\") (lambda (f) 1) '(\"h\")))) void null)",
     "parse-command-line: expected argument of type <table as a list of flag-list/procedure pairs "
     "(no ill-formed flags: \"x\")>; given: '((once-each ((\"x\") #<procedure> (\"h\"))))"),
    ("(parse-command-line \"p\" (vector) null (lambda (a b) 1) null)",
     "parse-command-line: mismatch in length of argument help string and finish procedure arity\n"
     "  argument help string: '()\n  finish procedure: #<procedure>"),
])
def test_a_bad_call_is_rackets_error_not_a_crash(call, message):
    _, error, _ = run_module(f"#lang racket\n{call}\n", [])
    assert error == message


@pytest.mark.parametrize("form, message", [
    ('(command-line #:once-each [("v") "h" 1])', 's.rkt:2:28: command-line: bad flag string\n  at: "v"'),
    ('(command-line #:once-each [("-v") (void)])',
     's.rkt:2:26: command-line: missing handler body expressions\n  at: (("-v") (void))'),
    ("(command-line #:foo)",
     "s.rkt:2:14: command-line: expected a clause keyword, such as #:multi or #:args\n  at: #:foo"),
    ("(command-line #:args (1) 2)", "s.rkt:2:21: command-line: bad formals for #:args\n  at: (1)"),
])
def test_a_malformed_command_line_is_rackets_syntax_error(form, message):
    it = Interpreter()
    outcome = it.load_text(f"#lang racket\n{form}\n", "s.rkt")
    assert outcome.error == f"{message}\n  in: {form.replace('[', '(').replace(']', ')')}"


def test_racket_base_has_command_line_only_once_required():
    assert "command-line: unbound identifier" in run_module(
        "#lang racket/base\n(command-line #:args () 1)\n", [])[1]
    assert run_module("#lang racket/base\n(require racket/cmdline)\n(command-line #:args () 1)\n", []) == (
        "1\n", None, None)


def test_outside_minischeme_run_the_program_is_racket_with_no_arguments():
    """The REPL, grading and `eval` give no arguments; the program's name is `racket`, as
    in `racket -e`."""
    out, error, _ = run_module("#lang racket\n(current-command-line-arguments)\n(command-line #:args (x) x)\n",
                               [], run_file=None)
    assert (out, error) == ("'#()\n", "racket: expects 1 <x> on the command line, given 0 arguments")


# ------------------------------------------------------------------ `minischeme run FILE ARG ...`

ARGS = "#lang racket\n(current-command-line-arguments)\n(immutable? (current-command-line-arguments))\n"


@pytest.mark.parametrize("words, shown", [
    (["9"], "'#(\"9\")\n#f\n"),          # Racket's: a mutable vector
    ([], "'#()\n#f\n"),
    # run's own options still work after FILE; the others, --help too, are the program's
    (["9", "--step-limit", "100000", "-v", "--help"], "'#(\"9\" \"-v\" \"--help\")\n#f\n"),
    # after `--` (which the program sees, as in racket) everything is the program's
    (["--", "--step-limit", "5"], "'#(\"--\" \"--step-limit\" \"5\")\n#f\n"),
])
def test_minischeme_run_passes_the_arguments_after_the_file(tmp_path, words, shown):
    path = tmp_path / "args.rkt"
    path.write_text(ARGS)
    r = run_file(path, *words)
    assert (r.stdout, r.stderr, r.returncode) == (shown, "", 0)


def test_run_options_after_the_file_still_apply(tmp_path):
    path = tmp_path / "loop.rkt"
    path.write_text("#lang racket\n(current-command-line-arguments)\n(let loop () (loop))\n")
    r = run_file(path, "a", "--step-limit", "1000")
    assert r.stdout == "'#(\"a\")\n" and r.returncode == 1 and "step" in r.stderr.lower()


def test_a_program_may_set_the_parameter_and_only_strings_are_allowed():
    src = ('#lang racket\n(current-command-line-arguments (vector "a"))\n(current-command-line-arguments)\n'
           "(current-command-line-arguments 5)\n")
    out, error, _ = run_module(src, ["x"])
    assert out == "'#(\"a\")\n"
    assert error == ("current-command-line-arguments: contract violation\n"
                     "  expected: (vectorof string?)\n  given: 5")
