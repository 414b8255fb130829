"""htdp/dir (primitives/htdp_dir.py), HtDP's teachpack for directory trees, as correctness
sweep 16's HtDP exercises use it (gggravity/htdp, pcb3/htdp-2e): required in a teaching
language or racket, or named in a DrRacket header's teachpacks; `create-dir` maps a
folder to `dir`s and `file`s (names, sizes; dates are the files' times, left out here)
or says "not a directory". Racket 8.7's answers for the structures and errors:
tests/differential/htdp_dir.exprs."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import case_tests  # noqa: E402

TREE = {"tree/a.txt": "hello\n", "tree/sub/b.txt": "x\n", "tree/sub/inner/c.rkt": "#lang racket\n"}

WALK = """#lang htdp/isl+
(require htdp/dir)
(define (names d)
  (list (dir-name d) (map file-name (dir-files d)) (map file-size (dir-files d))
        (map names (dir-dirs d))))
(names (create-dir "tree"))
(names (create-dir "tree/sub/"))
(map file-content (dir-files (create-dir "tree")))
(number? (date-year (file-date (first (dir-files (create-dir "tree"))))))
(create-dir "tree/a.txt")
"""

HEADER = """;; The first three lines of this file were inserted by DrRacket. They record metadata
;; about the language level of this file in a form that our tools can easily process.
#reader(lib "htdp-intermediate-lambda-reader.ss" "lang")((modname m) (read-case-sensitive #t) (teachpacks ((lib "dir.rkt" "teachpack" "htdp"))) (htdp-settings #(#t constructor repeating-decimal #f #t none #f ((lib "dir.rkt" "teachpack" "htdp")) #f)))
(define d (make-dir "TS" (list (make-dir "Text" '() (list (make-file "part1" 99 "")))) '()))
d
(dir-name (first (dir-dirs d)))
(make-file 'x 1 (make-date 2020 1 2 3 4 5) "c")
"""

CASES = {
    "create_dir_walks_a_folder": ({**TREE, "main.rkt": WALK}, (
        "(list \"tree\" (list \"a.txt\") (list 6) (list (list \"sub\" (list \"b.txt\") (list 2) "
        "(list (list \"inner\" (list \"c.rkt\") (list 13) '())))))\n"
        "(list \"sub\" (list \"b.txt\") (list 2) (list (list \"inner\" (list \"c.rkt\") (list 13) '())))\n"
        "(list \"\")\n#true\n", 1, "create-dir: not a directory: \"tree/a.txt\"")),
    "header_teachpack": ({"main.rkt": HEADER}, (
        "(make-dir \"TS\" (list (make-dir \"Text\" '() (list (make-file \"part1\" 99 0 \"\")))) '())\n"
        "\"Text\"\n(make-file 'x 1 (make-date 2020 1 2 3 4 5) \"c\")\n", 0, "")),
}

test_minischeme, test_racket = case_tests(CASES)
