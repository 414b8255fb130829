"""Modules in files: require of relative paths, provide shapes, contracts, module_root.

Expected texts are Racket 8.7's (racket FILE), asked while writing these tests.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from minischeme.running.interpreter import Interpreter
from minischeme.running.modules import ANY_FOLDER
from minischeme.values.ports import capture_output


def write(folder: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        p = folder / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)


def run(path: Path, root: Path | None = ANY_FOLDER) -> tuple[str, str | None]:
    """Run ``path`` as `minischeme run` does (from its folder): (stdout, error)."""
    interp = Interpreter(module_root=root)
    interp.main_module = True
    old = os.getcwd()
    os.chdir(path.parent)
    try:
        with capture_output() as out:
            outcome = interp.load_file(path.name, on_value=lambda v: out.write(
                interp.format_value(v) + "\n"))
    finally:
        os.chdir(old)
    return out.getvalue(), outcome.error


A = """#lang racket
(provide f (struct-out point) (rename-out [g gee]) x)
(struct point (x y) #:transparent)
(define x 10)
(define (f n) (* n 2))
(define (g n) (+ n 1))
(define (hidden) 'h)
(display "a runs\\n")
(+ 1 2)
(module+ test (display "a test\\n"))
(module+ main (display "a main\\n"))
"""


def test_a_course_test_file_requires_the_solution_and_a_diamond_runs_it_once(tmp_path):
    write(tmp_path, {"a.rkt": A,
                     "b.rkt": '#lang racket\n(require "a.rkt")\n(provide h)\n(define (h) (f x))\n',
                     "main.rkt": '#lang racket\n(require "a.rkt" "b.rkt")\n'
                                 '(f 3) (gee 3) (h) (point 1 2) (point-x (point 1 2))\n'
                                 '(module+ main (display "main main\\n"))\n'})
    out, error = run(tmp_path / "main.rkt")
    assert error is None
    # a's body runs once, prints its values; its test and main submodules do not run
    assert out == "a runs\n3\n6\n4\n20\n(point 1 2)\n1\nmain main\n"


def test_requires_are_relative_to_the_requiring_file(tmp_path):
    write(tmp_path, {"a.rkt": A,
                     "sub/common.rkt": "#lang racket\n(provide z)\n(define z 5)\n",
                     "sub/user.rkt": '#lang racket\n(require "../a.rkt" (file "common.rkt"))\n'
                                     "(provide w)\n(define w (list z x))\n",
                     "main.rkt": '#lang racket\n(require "sub/user.rkt")\nw\n'})
    assert run(tmp_path / "main.rkt") == ("a runs\n3\n'(5 10)\n", None)


@pytest.mark.parametrize("body, error", [
    ("(require \"a.rkt\")\n(hidden)", "m.rkt:3:1: hidden: unbound identifier\n  in: hidden"),
    ('(require "nope.rkt")', "m.rkt:2:9: cannot open module file\n  module path: {d}/nope.rkt\n"
                             "  path: {d}/nope.rkt\n  system error: no such file or directory; "
                             "rkt_err=3"),
    ('(require (only-in "a.rkt" nope))', "m.rkt:2:18: only-in: identifier `nope' not included "
                                         'in nested require spec\n  at: "a.rkt"\n  in: '
                                         '(only-in "a.rkt" nope)'),
    ('(require (except-in "a.rkt" nope))', "m.rkt:2:20: except-in: identifier `nope' not "
                                           "included in nested require spec"),
    ('(require (prefix-in a: "a.rkt"))\n(a:f 2) (f 2)', "m.rkt:3:9: f: unbound identifier"),
    ("(provide nope)", "m.rkt:2:9: provide: provided identifier is not defined or required\n"
                       "  at: nope\n  in: (provide nope)"),
    ("(provide (struct-out nope))", "m.rkt:2:21: struct-out: identifier is not bound to struct "
                                    "type information\n  at: nope\n  in: (struct-out nope)"),
    ("(define x 1)(provide (rename-out [y z]))", "m.rkt:2:34: rename-out: no binding for "
                                                 "identifier\n  at: y\n  in: (rename-out (y z))"),
    ('(require "a.rkt")\n(provide (all-from-out "b.rkt"))',
     'm.rkt:3:23: all-from-out: no corresponding require\n  at: "b.rkt"'),
    ('(require "a.rkt")\n(set! x 3)', "set!: cannot mutate module-required identifier\n  at: x"),
    ('(require "bad.rkt")', "bad.rkt:3:15: zz: unbound identifier\n  in: zz"),
    ('(require "nolang.rkt")', "default-load-handler: expected a `module' declaration, but "
                               "found something else\n  file: {d}/nolang.rkt"),
])
def test_module_errors_are_rackets(tmp_path, body, error):
    write(tmp_path, {"a.rkt": A, "bad.rkt": "#lang racket\n(provide y)\n(define y (+ 1 zz))\n",
                     "nolang.rkt": "(define q 1)\n", "m.rkt": f"#lang racket\n{body}\n"})
    out, got = run(tmp_path / "m.rkt")
    assert got is not None and error.format(d=tmp_path) in got


def test_a_dependency_cycle_is_rackets_cycle_in_loading(tmp_path):
    write(tmp_path, {"c1.rkt": '#lang racket\n(require "c2.rkt")\n',
                     "c2.rkt": '#lang racket\n(require "c1.rkt")\n'})
    _, error = run(tmp_path / "c1.rkt")
    assert error == (f"standard-module-name-resolver: cycle in loading\n  at path: {tmp_path}/c1.rkt"
                     f"\n  paths:\n   {tmp_path}/c1.rkt\n   {tmp_path}/c2.rkt")


def test_require_shapes_select_and_rename(tmp_path):
    write(tmp_path, {"a.rkt": A, "m.rkt": """#lang racket
(require (only-in "a.rkt" f [gee plus1]) (prefix-in a: (except-in "a.rkt" f))
         (rename-in "a.rkt" [x ten]))
(list (f 1) (plus1 1) a:x (a:gee 5) ten)
(define (x) 'mine)      ; a definition shadows an import
(x)
"""})
    assert run(tmp_path / "m.rkt") == ("a runs\n3\n'(2 2 10 6 10)\n'mine\n", None)


def test_provide_shapes(tmp_path):
    write(tmp_path, {"lib.rkt": """#lang racket
(provide (all-defined-out))
(define (double n) (* 2 n))
(struct card (suit rank))
(define-syntax-rule (twice e) (begin e e))
""", "mid.rkt": """#lang racket
(require "lib.rkt")
(provide (except-out (all-from-out "lib.rkt") double) (prefix-out mid: double))
""", "m.rkt": """#lang racket
(require "mid.rkt")
(list (mid:double 4) (card-rank (card 'H 'A)) (card? 1))
(twice (display "x"))
"""})
    assert run(tmp_path / "m.rkt") == ("'(8 A #f)\nxx", None)


K = """#lang racket
(provide (contract-out [sq (-> number? number?)]
                       [total (-> (listof number?) number?)]
                       [bad-result (-> number? string?)]
                       [limit number?]))
(define (sq x) (* x x))
(define (total l) (apply + l))
(define (bad-result x) x)
(define limit 100)
(sq "inside the module is not checked")
"""


@pytest.mark.parametrize("use, error", [
    ('(sq "a")', 'sq: contract violation\n  expected: number?\n  given: "a"\n  in: the 1st '
                 "argument of\n      (-> number? number?)\n  contract from: \n      {d}/k.rkt\n  "
                 "blaming: {d}/m.rkt\n   (assuming the contract is correct)\n  at: {d}/k.rkt:2:24"),
    ('(total (list 1 "x"))', 'total: contract violation\n  expected: number?\n  given: "x"\n  '
                             "in: an element of\n      the 1st argument of\n      "
                             "(-> (listof number?) number?)\n"),
    ("(total 5)", "total: contract violation\n  expected: list?\n  given: 5\n"),
    ("(bad-result 2)", "bad-result: broke its own contract\n  promised: string?\n  produced: 2\n"
                       "  in: the range of\n      (-> number? string?)\n  contract from: "
                       "\n      {d}/k.rkt\n  blaming: {d}/k.rkt\n"),
    ("(sq 1 2)", "sq: arity mismatch;\n the expected number of arguments does not match the "
                 "given number\n  expected: 1\n  given: 2"),
])
def test_contract_out_checks_at_the_boundary_with_rackets_blame(tmp_path, use, error):
    # (tmp_path is long: Racket puts a provider path of 30 characters or more on its own line)
    write(tmp_path, {"k.rkt": K.replace('(sq "inside the module is not checked")', ""),
                     "m.rkt": f'#lang racket\n(require "k.rkt")\n(list (sq 3) limit)\n{use}\n'})
    out, got = run(tmp_path / "m.rkt")
    assert out == "'(9 100)\n"
    assert got is not None and got.startswith(error.format(d=tmp_path))


def test_module_root_refuses_files_outside_it(tmp_path):
    write(tmp_path, {"secret.rkt": "#lang racket\n(provide s)\n(define s 1)\n",
                     "student/a.rkt": A,
                     "student/main.rkt": '#lang racket\n(require "a.rkt")\n(f 1)\n',
                     "student/evil.rkt": '#lang racket\n(require "../secret.rkt")\n',
                     "student/evil2.rkt": f'#lang racket\n(require (file "{tmp_path}/secret.rkt"))\n'})
    root = tmp_path / "student"
    assert run(root / "main.rkt", root=root) == ("a runs\n3\n2\n", None)
    for evil in ("evil.rkt", "evil2.rkt"):
        _, error = run(root / evil, root=root)
        assert error.startswith(f"{evil}:2:9: require: refused: ")
        assert "is outside the folder this program may read" in error


def test_without_a_module_root_no_other_file_is_read(tmp_path):
    write(tmp_path, {"a.rkt": A, "m.rkt": '#lang racket\n(require "a.rkt")\n'})
    out, error = run(tmp_path / "m.rkt", root=None)
    assert (out, error.splitlines()[0]) == ("", "m.rkt:2:9: require: unknown module: a.rkt")


def test_a_main_module_may_provide_names_defined_after_the_provide(tmp_path):
    write(tmp_path, {"m.rkt": "#lang racket\n(provide f)\n(define (f) 1)\n(f)\n"})
    assert run(tmp_path / "m.rkt") == ("1\n", None)


def test_a_module_may_set_its_own_definition_of_a_library_name(tmp_path):
    # `count` is racket's; the module's own `count` is a variable it may set!
    write(tmp_path, {"m.rkt": "#lang racket\n(define count 0)\n(define (tick) (set! count "
                              "(+ count 1)))\n(tick)\ncount\n(set! first 3)\n"})
    out, error = run(tmp_path / "m.rkt")
    assert out == "" and error.startswith("m.rkt:6:6: set!: cannot mutate module-required "
                                          "identifier\n  at: first")


def test_a_struct_named_like_a_match_keyword_is_matched_as_the_struct(tmp_path):
    write(tmp_path, {"m.rkt": "#lang racket\n(struct app (f a))\n"
                              "(match (app 1 2) [(app f a) (list f a)])\n"})
    assert run(tmp_path / "m.rkt") == ("'(1 2)\n", None)


def test_a_require_at_the_repl_runs_a_new_module_once_and_reuses_loaded_ones(tmp_path):
    write(tmp_path, {"a.rkt": A,
                     "b.rkt": '#lang racket\n(require "a.rkt")\n(provide h)\n(define (h) (f x))\n'
                              '(display "b runs\\n")\n',
                     "main.rkt": '#lang racket\n(require "a.rkt")\n'})
    interp = Interpreter(module_root=ANY_FOLDER)
    with capture_output() as out:
        assert interp.load_file(tmp_path / "main.rkt").error is None
        [req, call, again] = interp.eval_string('(require "b.rkt") (h) (require "b.rkt")')
    assert out.getvalue() == "a runs\nb runs\n"
    assert (req.error, call.value, again.error) == (None, 20, None)


def test_one_name_from_two_modules_is_rackets_already_required(tmp_path):
    write(tmp_path, {"h1.rkt": "#lang racket\n(provide helper)\n(define (helper) 1)\n",
                     "h2.rkt": "#lang racket\n(provide helper)\n(define (helper) 2)\n",
                     "m.rkt": '#lang racket\n(require "h1.rkt" "h2.rkt")\n(helper)\n',
                     "ok.rkt": '#lang racket\n(require "h1.rkt")\n(require "h1.rkt")\n(helper)\n'})
    assert run(tmp_path / "m.rkt") == ("", 'm.rkt:2:18: module: identifier already required\n'
                                           '  at: helper\n  in: "h2.rkt"\n  also provided by: '
                                           '"h1.rkt"')
    assert run(tmp_path / "ok.rkt") == ("1\n", None)


def test_anonymous_procedures_of_a_module_file_are_named_by_their_source_location(tmp_path):
    # racket: #<procedure:/dir/m.rkt:2:18>, and the same name in its arity error; a path of
    # more than 20 characters is cut to "..." and its last 19 (#<procedure:...ctoryname/m.rkt:2:18>)
    write(tmp_path, {"m.rkt": "#lang racket\n(define (adder n) (lambda (x) (+ x n)))\n(adder 1)\n"
                              "(let ([f (lambda (x) x)]) f)\n((adder 1))\n"})
    p = tmp_path / "m.rkt"
    assert len(str(p)) > 20
    name = "..." + str(p)[-19:]
    assert run(p) == (f"#<procedure:{name}:2:18>\n#<procedure:f>\n",
                      f"{name}:2:18: arity mismatch;\n the expected number of arguments does not "
                      "match the given number\n  expected: 1\n  given: 0")


def test_anonymous_procedure_names_cut_a_path_of_exactly_20_characters():
    # racket /tmp/abcdefgh/t1.rkt (20 characters): '...tmp/abcdefgh/t1.rkt:2:13;
    # /tmp/abcdefg/t1.rkt (19): '/tmp/abcdefg/t1.rkt:2:13
    from types import SimpleNamespace
    from minischeme.compilation.compiler import Compiler
    for path, name in [("/tmp/abcdefgh/t1.rkt", "...tmp/abcdefgh/t1.rkt:2:13"),
                       ("/tmp/abcdefg/t1.rkt", "/tmp/abcdefg/t1.rkt:2:13")]:
        c = Compiler(SimpleNamespace(source_path=path))
        c.module_mode = True
        assert c.anonymous_name((2, 13)) == name
