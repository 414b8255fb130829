"""rackunit's define-test-suite: `(define-test-suite name test ...)` defines name as the
suite of the tests, named by the name's string (a public cipher program's tests). Racket
8.7's output and error output, recorded."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROGRAM = '#lang racket\n(require rackunit rackunit/text-ui)\n(define-test-suite s1 (test-case "a" (check-equal? 1 1)) (check-equal? 1 2))\n(run-tests s1)\n(define-test-suite s2)\n(run-tests s2)\n(run-tests (test-suite "outer" s1))\n'
OUT = '1\n0 success(es) 0 failure(s) 0 error(s) 0 test(s) run\n0\n1\n'
ERR = '--------------------\ns1 > Unnamed test\nFAILURE\nname:       check-equal?\nlocation:   dts.rkt:3:57\nactual:     1\nexpected:   2\n--------------------\n1 success(es) 1 failure(s) 0 error(s) 2 test(s) run\n--------------------\ns1 > outer > Unnamed test\nFAILURE\nname:       check-equal?\nlocation:   dts.rkt:3:57\nactual:     1\nexpected:   2\n--------------------\n1 success(es) 1 failure(s) 0 error(s) 2 test(s) run\n'


def test_define_test_suite(tmp_path: Path) -> None:
    (tmp_path / "main.rkt").write_text(PROGRAM)
    r = subprocess.run([sys.executable, "-m", "minischeme", "run", "main.rkt"], capture_output=True,
                       text=True, cwd=tmp_path, timeout=120,
                       env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert (r.stdout, r.stderr.replace("main.rkt", "dts.rkt"), r.returncode) == (OUT, ERR, 0)
