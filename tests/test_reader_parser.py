"""The reader's parser: the generated stand-alone one (``racket_lalr.py``) is the grammar's as
it is now, and reads every text as the parser Lark builds from ``racket.lark`` does.

After editing ``minischeme/reading/racket.lark``, run ``python -m minischeme.reading.grammar`` (the first
test fails until then; the reader meanwhile builds its parser with Lark, only slower).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from minischeme.reading import grammar

ROOT = Path(__file__).resolve().parent.parent

# Texts that read, and texts that are read errors (each error's words and position count)
TEXTS = [
    "(define (f x) (* x 2)) [let ([a 1]) a] {b . c} #(1 2 #t) #hash((a . 1))",
    "'a `(b ,c ,@d) #'e #&5 #;(ignored) #| nested #| comment |# |# x",
    '"a\\nb\\x41;" #\\space #\\a #\\x41 1/2 -0.5 1e3 #x1F #e1.5 +inf.0 |odd sym|',
    "#lang racket\n(displayln \"hi\")\n",
    '#"bytes\\0" #px"a+" #rx"b"',
    "(a . b . c)", "(1 2", "(1 2))", "(a . )", "(. a)", "'", "(a ')", "#<procedure>", "#t1",
    "#reader x", "\"unterminated", "(]", "#(1 . 2)", "#hash(1)", "#\\nosuchchar",
]


def _readings(use_lark: bool) -> list:
    """What the reader makes of TEXTS and of every corpus program, in a fresh process that
    uses the generated parser, or (``use_lark``) the one Lark builds from the grammar."""
    corpus = sorted(str(p) for p in (ROOT / "tests" / "corpus").rglob("*.rkt"))
    code = (
        "import json, sys\n"
        + ("sys.modules['minischeme.reading.racket_lalr'] = None\n" if use_lark else "")
        + "from minischeme.reading import grammar\n"
        "from minischeme.values.printer import write_string\n"
        "from minischeme.reading.reader import ReadError, read_source\n"
        "texts = json.loads(sys.argv[1])\n"
        "for path in json.loads(sys.argv[2]):\n"
        "    texts.append(open(path, encoding='utf-8', errors='replace').read())\n"
        "out = [grammar.GENERATED]\n"
        "for text in texts:\n"
        "    try:\n"
        "        src = read_source(text)\n"
        "        out.append([src.lang, [[write_string(d), loc] for d, loc in src.data]])\n"
        "    except ReadError as e:\n"
        "        out.append(['error', e.located('t'), type(e).__name__])\n"
        "print(json.dumps(out))\n")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "-c", code, json.dumps(TEXTS), json.dumps(corpus)],
                         capture_output=True, text=True, env=env, timeout=300)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


def test_the_generated_parser_is_for_the_grammar_as_it_is():
    assert grammar.GENERATED, ("minischeme/reading/racket.lark changed since racket_lalr.py was "
                               "generated: run `python -m minischeme.reading.grammar`")


def test_the_generated_parser_reads_every_text_as_larks_parser_does():
    generated, lark = _readings(False), _readings(True)
    assert generated[0] is True and lark[0] is False
    assert len(generated) > len(TEXTS) + 50
    assert sum(1 for r in generated[1:] if r[0] == "error") >= 10
    assert generated[1:] == lark[1:]


def test_reading_a_file_imports_neither_lark_nor_the_regex_module():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run(
        [sys.executable, "-c", "import sys\nfrom minischeme.reading.reader import read_all\n"
         "print(len(read_all('(a b) [c]')), 'lark' in sys.modules, 'regex' in sys.modules)"],
        capture_output=True, text=True, env=env, timeout=120)
    assert run.stdout.split() == ["2", "False", "False"], run.stderr
