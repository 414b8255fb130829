"""racket/trace prints calls and results as Racket does; racket/pretty's printers wrap as
Racket's (tests/differential/trace_pretty.* checks them against Racket)."""
from __future__ import annotations

from minischeme.running.interpreter import Interpreter
from minischeme.values.ports import capture_output
from minischeme.primitives.racket_trace import prefixes


def run(text: str) -> str:
    it = Interpreter("racket")
    with capture_output() as port:
        for o in it.eval_string(text):
            assert o.error is None, o.error
    return port.getvalue()


def test_nested_calls_indent_and_results_come_back_out():
    out = run("(require racket/trace)"
              "(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))"
              "(trace fact) (void (fact 2))")
    assert out == ">(fact 2)\n> (fact 1)\n> >(fact 0)\n< <1\n< 1\n<2\n"


def test_tail_calls_stay_at_one_depth_and_print_one_result():
    out = run("(require racket/trace)"
              "(define (loop n acc) (if (= n 0) acc (loop (- n 1) (+ acc 1))))"
              "(trace loop) (void (loop 2 0))")
    assert out == ">(loop 2 0)\n>(loop 1 1)\n>(loop 0 2)\n<2\n"


def test_deep_nesting_switches_to_numbered_prefixes():
    assert prefixes(3, ">") == ("> > ", "    ")
    assert prefixes(10, ">")[0] == "> > > >[10] "
    assert prefixes(12, "<")[0] == "< < < <[12] "


def test_untrace_restores_the_procedure():
    out = run("(require racket/trace) (define (f x) x) (trace f) (untrace f) (void (f 1))")
    assert out == ""


def test_pretty_print_wraps_and_quotes_as_print_does():
    out = run("(pretty-print (for/list ([i 3]) (list i 'abcdefghijklmnopqrstuvwxyz 'abcdefghijklmnop)))")
    assert out == ("'((0 abcdefghijklmnopqrstuvwxyz abcdefghijklmnop)\n"
                   "  (1 abcdefghijklmnopqrstuvwxyz abcdefghijklmnop)\n"
                   "  (2 abcdefghijklmnopqrstuvwxyz abcdefghijklmnop))\n")
    assert run("(pretty-display '(a \"b\"))") == "(a b)\n"


def test_pretty_print_is_in_lang_scheme_and_writes_there(tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path
    f = tmp_path / "t.rkt"
    f.write_text('#lang scheme\n(pretty-print (list 1 "a"))\n')
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parent.parent))
    done = subprocess.run([sys.executable, "-m", "minischeme", "run", str(f)], capture_output=True,
                          text=True, env=env, timeout=120)
    assert (done.stdout, done.stderr) == ('(1 "a")\n', "")


def test_pretty_print_columns_sets_the_width_and_infinity_drops_the_newline():
    # racket 8.7: 'infinity prints on one line with no newline after it
    assert run("(parameterize ([pretty-print-columns 11]) (pretty-print '(1 2 3 4 5)))") == \
        "'(1\n  2\n  3\n  4\n  5)\n"
    assert run("(parameterize ([pretty-print-columns 'infinity]) (pretty-print (build-list 40 values)) "
               "(pretty-write 'a))") == "'(" + " ".join(map(str, range(40))) + ")a"
    assert run("(pretty-print-columns)") == ""   # the value, 79, is not printed by `run`'s output
    [o] = Interpreter().eval_string("(pretty-print-columns 'wide)")
    assert str(o.error).startswith("pretty-print-columns: contract violation\n"
                                   "  expected: (or/c integer? 'infinity)")
