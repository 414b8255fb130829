"""`minischeme run FILE` shows an uncaught syntax error as `racket FILE` does: after the
message, "location...:" and the error's source location (Racket's error display handler
shows the srcloc of an exn:fail:syntax that has one). An error with no location (raised
with a datum), a run-time error, a read error, and a message a program prints itself get
none. Expected texts are Racket 8.7's (its "context...:" lines, which minischeme never
prints, left out)."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(tmp_path, text, name="p.rkt"):
    (tmp_path / name).write_text(text)
    r = subprocess.run([sys.executable, "-m", "minischeme", "run", name], capture_output=True,
                       text=True, cwd=tmp_path, timeout=120,
                       env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    return r.stdout, r.stderr, r.returncode


def test_unbound_identifier(tmp_path):
    assert run(tmp_path, "#lang racket\n(define (f) (g 1))\n") == (
        "", "p.rkt:2:13: g: unbound identifier\n  in: g\n  location...:\n   p.rkt:2:13\n", 1)


def test_bad_syntax_and_duplicate_definition(tmp_path):
    assert run(tmp_path, "#lang racket\n(define (f) (if 1))\n")[1] == (
        "p.rkt:2:12: if: bad syntax\n  in: (if 1)\n  location...:\n   p.rkt:2:12\n")
    assert run(tmp_path, "#lang racket\n(define x 1)\n(define x 2)\n")[1] == (
        "p.rkt:3:8: module: identifier already defined\n  at: x\n  in: (define-values (x) 2)\n"
        "  location...:\n   p.rkt:3:8\n")


def test_a_macros_raise_syntax_error_and_a_missing_module(tmp_path):
    assert run(tmp_path, "#lang racket\n(define-syntax (m stx) (raise-syntax-error #f \"bad\" stx))\n"
                         "(m 1)\n")[1] == "p.rkt:3:0: m: bad\n  in: (m 1)\n  location...:\n   p.rkt:3:0\n"
    err = run(tmp_path, "#lang racket\n(require \"nonexist.rkt\")\n")[1]
    assert err.startswith("p.rkt:2:9: cannot open module file\n")
    assert err.endswith("  location...:\n   p.rkt:2:9\n")


def test_in_a_required_module_the_location_is_its_path(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "m.rkt").write_text("#lang racket\n(provide f)\n(define (f) (g))\n")
    assert run(tmp_path, "#lang racket\n(require \"sub/m.rkt\")\n")[1] == (
        "sub/m.rkt:3:13: g: unbound identifier\n  in: g\n  location...:\n   sub/m.rkt:3:13\n")


def test_no_location_without_one(tmp_path):
    assert run(tmp_path, "#lang racket\n(raise-syntax-error 'foo \"bad\" '(a b))\n")[1] == (
        "foo: bad\n  in: (a b)\n")
    assert run(tmp_path, "#lang racket\n(car 1)\n")[1] == (
        "car: contract violation\n  expected: pair?\n  given: 1\n")
    assert run(tmp_path, "#lang racket\n(define x (+ 1 2)\n")[1] == (
        "p.rkt:2:0: read-syntax: expected a `)` to close `(`\n")


def test_a_caught_syntax_errors_message_has_no_location(tmp_path):
    out, err, code = run(tmp_path, "#lang racket\n(with-handlers ([exn:fail:syntax? (lambda (e) "
                                   "(displayln (exn-message e)))])\n  (eval '(if 1) (make-base-namespace)))\n")
    assert (out, err, code) == ("if: bad syntax\n  in: (if 1)\n", "", 0)
