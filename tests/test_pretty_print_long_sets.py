"""pretty-print breaks a set (a gvector, any value printed as its constructor call) that is
too long for a line as it breaks a list: `(set` and an element a line under the first;
pretty-write and pretty-display break its `#<set:` form with an element a line, one column
in. Racket 8.7's output, recorded (a public anagram program pretty-prints a set of sets)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, needs_racket, racket_run  # noqa: E402

PROGRAM = '#lang racket\n(require data/gvector)\n(pretty-print (set (set \'("b") \'("aa" "a") \'("n" "n")) (set \'("b") \'("nn") \'("aa" "a")) (set \'("b") \'("a" "a" "a") \'("n" "n"))))\n(pretty-print (list (set 1 2 3) (set 1)))\n(pretty-print (for/list ([i 12]) (set i (* i 1000000))))\n(pretty-print (hash \'aaaaaaaaaaaaaaaaaaaaa 1 \'bbbbbbbbbbbbbbbbbbbbbbbbbb 2 \'cccccccccccccccccccccccccccccc 3))\n(pretty-print (list->set (range 40)))\n(pretty-print (mutable-set \'aaaaaaaaaaaaaaaaaaaa \'bbbbbbbbbbbbbbbbbbbbbbbbb \'cccccccccccccccccccccccccccc))\n(pretty-print (seteq \'aaaaaaaaaaaaaaaaaaaa \'bbbbbbbbbbbbbbbbbbbbbbbbb \'cccccccccccccccccccccccccccc))\n(pretty-write (set \'aaaaaaaaaaaaaaaaaaaa \'bbbbbbbbbbbbbbbbbbbbbbbbb \'cccccccccccccccccccccccccccc))\n(pretty-display (set \'aaaaaaaaaaaaaaaaaaaa \'bbbbbbbbbbbbbbbbbbbbbbbbb \'cccccccccccccccccccccccccccc))\n(pretty-print (list \'x (set \'aaaaaaaaaaaaaaaaaaaa \'bbbbbbbbbbbbbbbbbbbbbbbbb \'cccccccccccccccccccccccccccc)))\n(pretty-print (gvector \'aaaaaaaaaaaaaaaaaaaa \'bbbbbbbbbbbbbbbbbbbbbbbbb \'cccccccccccccccccccccccccccc))\n(pretty-write (list \'x (set \'aaaaaaaaaaaaaaaaaaaa \'bbbbbbbbbbbbbbbbbbbbbbbbb \'cccccccccccccccccccccccccccc)))\n(pretty-write (set (list \'aaaaaaaaaaaaaaaaaaaa \'bbbbbbbbbbbbbbbbbbbbbbbbb \'cccccccccccccccccccccccccccc \'dddddddddddddddddddddd)))\n(pretty-write (set))\n(pretty-write (set \'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa))\n'
OUTPUT = '(set\n (set \'("b") \'("aa" "a") \'("n" "n"))\n (set \'("b") \'("nn") \'("aa" "a"))\n (set \'("b") \'("a" "a" "a") \'("n" "n")))\n(list (set 1 2 3) (set 1))\n(list\n (set 0)\n (set 1000000 1)\n (set 2000000 2)\n (set 3000000 3)\n (set 4000000 4)\n (set 5000000 5)\n (set 6000000 6)\n (set 7000000 7)\n (set 8000000 8)\n (set 9000000 9)\n (set 10000000 10)\n (set 11000000 11))\n\'#hash((aaaaaaaaaaaaaaaaaaaaa . 1)\n       (bbbbbbbbbbbbbbbbbbbbbbbbbb . 2)\n       (cccccccccccccccccccccccccccccc . 3))\n(set\n 0\n 16\n 32\n 1\n 17\n 33\n 2\n 18\n 34\n 3\n 19\n 35\n 4\n 20\n 36\n 5\n 21\n 37\n 6\n 22\n 38\n 7\n 23\n 39\n 8\n 24\n 9\n 25\n 10\n 26\n 11\n 27\n 12\n 28\n 13\n 29\n 14\n 30\n 15\n 31)\n(mutable-set\n \'aaaaaaaaaaaaaaaaaaaa\n \'bbbbbbbbbbbbbbbbbbbbbbbbb\n \'cccccccccccccccccccccccccccc)\n(seteq\n \'cccccccccccccccccccccccccccc\n \'bbbbbbbbbbbbbbbbbbbbbbbbb\n \'aaaaaaaaaaaaaaaaaaaa)\n#<set:\n cccccccccccccccccccccccccccc\n bbbbbbbbbbbbbbbbbbbbbbbbb\n aaaaaaaaaaaaaaaaaaaa>\n#<set:\n cccccccccccccccccccccccccccc\n bbbbbbbbbbbbbbbbbbbbbbbbb\n aaaaaaaaaaaaaaaaaaaa>\n(list\n \'x\n (set\n  \'cccccccccccccccccccccccccccc\n  \'bbbbbbbbbbbbbbbbbbbbbbbbb\n  \'aaaaaaaaaaaaaaaaaaaa))\n(gvector\n \'aaaaaaaaaaaaaaaaaaaa\n \'bbbbbbbbbbbbbbbbbbbbbbbbb\n \'cccccccccccccccccccccccccccc)\n(x\n #<set:\n  cccccccccccccccccccccccccccc\n  bbbbbbbbbbbbbbbbbbbbbbbbb\n  aaaaaaaaaaaaaaaaaaaa>)\n#<set:\n (aaaaaaaaaaaaaaaaaaaa\n  bbbbbbbbbbbbbbbbbbbbbbbbb\n  cccccccccccccccccccccccccccc\n  dddddddddddddddddddddd)>\n#<set:>\n#<set:\n aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa>\n'


def test_minischeme(tmp_path: Path) -> None:
    assert minischeme_run({"main.rkt": PROGRAM}, tmp_path, "main.rkt") == (OUTPUT, 0, "")


@needs_racket
def test_racket(tmp_path: Path) -> None:
    assert racket_run({"main.rkt": PROGRAM}, tmp_path, "main.rkt") == (OUTPUT, 0, "")
