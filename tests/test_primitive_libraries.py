"""Primitive libraries load when a program's language or `require` needs them.

``registry.LIBRARY_MODULES`` names the modules that fill each library; a `#lang racket/base`
program loads none of srfi/1, racket/set, rackunit's procedures or Simply Scheme, and what a
language binds is the same as when every library is loaded.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from minischeme.running.languages import LANGUAGES, REQUIRABLE
from minischeme.primitives import registry

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "minischeme" / "primitives"


def _python(code: str, cwd: Path | None = None) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                         cwd=cwd or ROOT, timeout=120)
    assert run.returncode == 0, run.stderr
    return run.stdout


def test_the_table_names_every_module_that_defines_into_a_library():
    registry.all_libraries()
    wrong = sorted((lib, name, module) for lib, names in registry.DEFINED_IN.items()
                   if lib != registry.INTERNAL
                   for name, module in names.items()
                   if module.rsplit(".", 1)[-1] not in registry.LIBRARY_MODULES.get(lib, ()))
    assert wrong == []


def test_every_library_module_of_the_package_is_in_the_table():
    modules = {p.stem for p in PACKAGE.glob("*.py")} - {"__init__", "registry"}
    named = {m for row in registry.LIBRARY_MODULES.values() for m in row}
    assert sorted(modules - named) == []
    assert sorted(named - modules) == []


def test_every_library_a_language_or_require_names_is_in_the_table():
    wanted = {lib for lang in LANGUAGES.values() for lib in lang.libraries}
    wanted |= {lib for libs, _ in REQUIRABLE.values() for lib in libs}
    assert sorted(wanted - set(registry.LIBRARY_MODULES)) == []


def test_a_racket_base_program_loads_only_racket_base(tmp_path):
    program = tmp_path / "p.rkt"
    program.write_text("#lang racket/base\n(define (f n) (if (= n 0) 0 (f (- n 1))))\n(f 5)\n")
    out = _python(
        "import sys\nfrom minischeme.cli import main\n"
        f"code = main(['run', {str(program)!r}])\n"
        "print(sorted(m.rsplit('.', 1)[-1] for m in sys.modules "
        "if m.startswith('minischeme.primitives.')))\n"
        "print(sorted(m for m in sys.modules if m.startswith(('minischeme.grading', "
        "'minischeme.kernel', 'minischeme.repl', 'importlib.metadata'))))\n")
    value, loaded, others = out.splitlines()
    assert value == "0"
    loaded = eval(loaded)
    for module in ("srfi_1", "srfi_13", "racket_set", "racket_stream", "simply", "racket_list",
                   "racket_pretty", "racket_trace"):
        assert module not in loaded
    assert "base_lists" in loaded
    assert eval(others) == []


def test_a_require_loads_its_library_and_racket_includes_racket_set(tmp_path):
    base = tmp_path / "base.rkt"
    base.write_text("#lang racket/base\n(require racket/set srfi/1)\n"
                    "(set-count (set-add (set 1 2) 3))\n(xcons 1 2)\n")
    full = tmp_path / "full.rkt"
    full.write_text("#lang racket\n(set-member? (set-add (set) 'a) 'a)\n"
                    "(stream-first (stream-rest (stream 1 2)))\n(first (shuffle '(7)))\n")
    unrequired = tmp_path / "unrequired.rkt"
    unrequired.write_text("#lang racket/base\n(set-add (set) 1)\n")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    runs = [subprocess.run([sys.executable, "-m", "minischeme", "run", str(p)],
                           capture_output=True, text=True, env=env, timeout=120)
            for p in (base, full, unrequired)]
    assert runs[0].stdout == "3\n'(2 . 1)\n" and runs[0].returncode == 0, runs[0].stderr
    assert runs[1].stdout == "#t\n2\n7\n" and runs[1].returncode == 0, runs[1].stderr
    assert runs[2].returncode == 1
    assert runs[2].stderr.startswith(f"{unrequired}:2:1: set-add: unbound identifier\n  in: set-add")


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_a_language_binds_the_same_names_as_with_every_library_loaded(lang):
    out = _python(
        "import json\nfrom minischeme.running.interpreter import Interpreter\n"
        "from minischeme.primitives import all_libraries\n"
        "def bound(i):\n"
        "    return {s.name: repr(c.value) for s, c in i.ns.cells.items()}\n"
        f"lazy = bound(Interpreter(lang={lang!r}))\n"
        "all_libraries()\n"
        f"full = bound(Interpreter(lang={lang!r}))\n"
        "print(json.dumps([sorted(lazy), sorted(full), "
        "sorted(n for n in lazy if lazy[n] != full[n])]))\n")
    lazy, full, differing = json.loads(out)
    # small Schemes, and the teaching languages (only the names a level provides)
    assert len(lazy) > (150 if lang in ("eopl", "r5rs", "sicp") or lang.startswith("htdp/") else 300)
    assert lazy == full
    assert differing == []
