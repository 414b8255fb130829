"""A table per primitive (issue 29): each primitive real programs lean on, called in a loop
under minischeme and its plain-CPython equivalent in the same loop, as a ratio.

    python bench/primitives.py               # every case, median of 5 alternating runs
    python bench/primitives.py map sort      # only cases whose name contains one of these
    python bench/primitives.py --markdown    # the table for bench/README.md
    python bench/primitives.py --source DIR  # the minischeme of another checkout
    python bench/primitives.py --cpu         # CPU time, the fastest of the runs

Each case is one loop body: Racket's `(for ([i (in-range N)]) BODY)` inside a procedure of a
module (so it is compiled as a program's code is), and Python's `for i in range(N): BODY`
inside a function, over the same data (a 10-element list, a 100-element vector, a hash
table, an 11-character string). Both run in this process (minischeme's `main(["run", ...])`
of the whole program; Python's `exec` of the function and its call), taking turns; the
times include each system's loop, so the ratio is of the whole round, as a program sees it.
Each is run with N rounds and with none, and the
difference taken: the loop's own time, without reading and compiling the program. The
target is 2x; where a case cannot meet it the README says why (e.g. `length` walks a
list where Python's `len` reads a field).
"""
from __future__ import annotations

import argparse
import contextlib
import io
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
# what a run is timed by: wall time, or with --cpu this process's CPU time (its threads'
# too: minischeme runs a program in a thread of its own), steadier on a shared machine
CLOCK = [time.perf_counter]

# name, Racket body, Python body (i is the loop variable); N iterations each
CASES: list[tuple[str, str, str]] = [
    ("/ (exact quotient)", "(set! r (/ (* i 2) 2))", "r = i * 2 // 2"),
    ("/ (rational)", "(set! r (/ i 3))", "r = Fraction(i, 3)"),
    ("quotient", "(set! r (quotient i 7))", "r = i // 7"),
    # a quotient rounded or made a float at once (part 28: no fraction made between)
    ("floor of /", "(set! r (floor (/ i 3)))", "r = i // 3"),
    ("round of /", "(set! r (round (/ i 4)))", "r = round(i / 4)"),
    ("exact->inexact of /", "(set! r (exact->inexact (/ i 7)))", "r = i / 7"),
    ("integer? of /", "(set! r (integer? (/ i 7)))", "r = i % 7 == 0"),
    ("modulo", "(set! r (modulo i 7))", "r = i % 7"),
    ("expt", "(set! r (expt i 2))", "r = i ** 2"),
    ("sqrt", "(set! r (sqrt i))", "r = math.sqrt(i)"),
    ("exact->inexact", "(set! r (exact->inexact i))", "r = float(i)"),
    # floats (issue 29, part 4): x is 1.5, y 2.25; a mix takes the loop's int i
    ("+ (floats)", "(set! r (+ x y))", "r = x + y"),
    ("* (float, int)", "(set! r (* x i))", "r = x * i"),
    ("/ (floats)", "(set! r (/ x y))", "r = x / y"),
    ("< (int, float)", "(set! r (< i x))", "r = i < x"),
    ("= (int, float)", "(set! r (= i y))", "r = i == y"),
    ("add1 (float)", "(set! r (add1 x))", "r = x + 1"),
    ("floor (float)", "(set! r (floor y))", "r = float(math.floor(y))"),
    ("round (float)", "(set! r (round y))", "r = float(round(y))"),
    ("sqrt (float)", "(set! r (sqrt y))", "r = math.sqrt(y)"),
    ("max (floats)", "(set! r (max x y))", "r = max(x, y)"),
    ("abs (float)", "(set! r (abs x))", "r = abs(x)"),
    ("expt (float)", "(set! r (expt x y))", "r = x ** y"),
    ("exact->inexact (float)", "(set! r (exact->inexact x))", "r = float(x)"),
    ("number->string (float)", "(set! r (number->string x))", "r = repr(x)"),
    ("map + lambda", "(set! r (map (lambda (x) (+ x i)) lst))", "r = [x + i for x in lst]"),
    ("for-each + lambda", "(for-each (lambda (x) (vector-set! v 0 x)) lst)",
     "for x in lst: v[0] = x"),
    ("andmap + lambda", "(set! r (andmap (lambda (x) (< x i)) lst))",
     "r = all(x < i for x in lst)"),
    ("ormap + lambda", "(set! r (ormap (lambda (x) (> x 100)) lst))",
     "r = any(x > 100 for x in lst)"),
    ("filter + lambda", "(set! r (filter (lambda (x) (even? x)) lst))",
     "r = [x for x in lst if x % 2 == 0]"),
    ("foldl + lambda", "(set! r (foldl (lambda (x a) (+ x a)) 0 lst))",
     "r = reduce(lambda a, x: x + a, lst, 0)"),
    ("foldr + lambda", "(set! r (foldr (lambda (x a) (cons x a)) '() lst))",
     "r = reduce(lambda a, x: [x] + a, reversed(lst), [])"),
    ("apply", "(set! r (apply + lst))", "r = sum(lst)"),
    ("-> (listof integer?) contract", "(set! r (cfirst lst))", "r = cfirst(lst)"),
    # higher-order racket/list procedures of a lambda (session 18: in the public corpora,
    # count 58 calls, append-map 43, filter-map 10, findf 6 in 1,407 files)
    ("count + lambda", "(set! r (count (lambda (x) (> x 4)) lst))",
     "r = sum(1 for x in lst if x > 4)"),
    ("append-map + lambda", "(set! r (append-map (lambda (x) (list x x)) lst))",
     "r = [y for x in lst for y in (x, x)]"),
    ("filter-map + lambda", "(set! r (filter-map (lambda (x) (and (even? x) (* x x))) lst))",
     "r = [x * x for x in lst if x % 2 == 0]"),
    ("findf + lambda", "(set! r (findf (lambda (x) (> x 7)) lst))",
     "r = next((x for x in lst if x > 7), False)"),
    ("build-list + lambda", "(set! r (build-list 10 (lambda (k) (* k k))))",
     "r = [k * k for k in range(10)]"),
    ("reverse", "(set! r (reverse lst))", "r = lst[::-1]"),
    ("append", "(set! r (append lst lst))", "r = lst + lst"),
    ("length", "(set! r (length lst))", "r = len(lst)"),
    ("list-ref", "(set! r (list-ref lst 5))", "r = lst[5]"),
    ("member", "(set! r (member 7 lst))", "r = 7 in lst"),
    ("assoc", "(set! r (assoc 7 alist))", "r = adict.get(7)"),
    ("sort <", "(set! r (sort lst <))", "r = sorted(lst)"),
    ("sort + lambda", "(set! r (sort lst (lambda (a b) (> a b))))",
     "r = sorted(lst, key=lambda x: -x)"),
    # sort by a key or by string<? (session 24: sorted in C where no comparison can be seen)
    ("sort #:key car", "(set! r (sort wpairs > #:key car))",
     "r = sorted(wpairs, key=lambda p: p[0], reverse=True)"),
    ("sort string<?", "(set! r (sort words string<?))", "r = sorted(words)"),
    # issue 29, part 21: the fixed price of a call on tiny data (fresh13's pr_d08_segments)
    ("sort char<? (5 characters)", "(set! r (sort cs5 char<?))", "r = sorted(cs5)"),
    ("sort symbol<?", "(set! r (sort syms symbol<?))", "r = sorted(syms)"),
    ("hash-ref (character key, immutable)", "(set! r (hash-ref chh #\\c))", "r = chh['c']"),
    ("hash-has-key? (list of characters)", "(set! r (hash-has-key? lh cs2))",
     "r = tuple(cs2) in lh"),
    ("range", "(set! r (range 10))", "r = list(range(10))"),
    ("string-append", "(set! r (string-append s s))", "r = s + s"),
    ("substring", "(set! r (substring s 2 8))", "r = s[2:8]"),
    ("string-ref", "(set! r (string-ref s 3))", "r = s[3]"),
    ("number->string", "(set! r (number->string i))", "r = str(i)"),
    ("string->number of (string c)", "(set! r (string->number (string #\\7)))", "r = int('7')"),
    ("string-split", "(set! r (string-split \"12 345 678\"))", "r = '12 345 678'.split()"),
    ("string-split \",\"", "(set! r (string-split \"12,345,678\" \",\"))",
     "r = '12,345,678'.split(',')"),
    ("number->string (float, computed)", "(set! r (number->string (* x 0.1)))", "r = repr(x * 0.1)"),
    ("string->list", "(set! r (string->list s))", "r = list(s)"),
    ("list->string", "(set! r (list->string cs))", "r = ''.join(cs)"),
    ("string-append (mutable)", "(set! r (string-append \"(\" ms \")\" ms))",
     "r = '(' + ms + ')' + ms"),
    ("palindrome idiom", "(set! r (list->string (reverse (string->list s))))", "r = s[::-1]"),
    ("string<? (3 strings)", "(set! r (string<? \"a\" s \"z\"))", "r = 'a' < s < 'z'"),
    # issue 29, part 29: primitives that make a mutable string (data.make_mstring)
    ("symbol->string", "(set! r (symbol->string 'hello))", "r = str(sy)"),
    ("string-upcase", "(set! r (string-upcase s))", "r = s.upper()"),
    ("string-downcase", "(set! r (string-downcase s))", "r = s.lower()"),
    ("string-copy", "(set! r (string-copy s))", "r = s[:]"),
    ("make-string", "(set! r (make-string 5 #\\a))", "r = 'a' * 5"),
    ("string (3 characters)", "(set! r (string #\\a c #\\b))", "r = 'a' + c + 'b'"),
    ("string-join", "(set! r (string-join words \" \"))", "r = ' '.join(words)"),
    ("string-trim", "(set! r (string-trim \"  hello \"))", "r = '  hello '.strip()"),
    ("format ~a", "(set! r (format \"~a\" i))", "r = f'{i}'"),
    ("~a", "(set! r (~a i))", "r = str(i)"),
    ("string-split (a line of 8 words)", "(set! r (string-split line8))", "r = line8.split()"),
    ("list-ref (variable index)", "(set! r (list-ref lst (modulo i 10)))", "r = lst[i % 10]"),
    ("list-tail", "(set! r (list-tail lst (modulo i 10)))", "r = lst[i % 10:]"),
    ("memv", "(set! r (memv 7 lst))", "r = 7 in lst"),
    ("take", "(set! r (take lst 5))", "r = lst[:5]"),
    ("drop", "(set! r (drop lst 5))", "r = lst[5:]"),
    ("list-update", "(set! r (list-update lst 3 add1))", "r = lst[:3] + [lst[3] + 1] + lst[4:]"),
    ("remove", "(set! r (remove 4 lst))", "r = lst.copy(); r.remove(4)"),
    ("remove* (two of ten)", "(set! r (remove* '(2 7) lst))", "r = [x for x in lst if x not in (2, 7)]"),
    ("filter (primitive)", "(set! r (filter even? lst))", "r = [x for x in lst if x % 2 == 0]"),
    ("filter (curry)", "(set! r (filter (curry < 4) lst))", "r = [x for x in lst if 4 < x]"),
    ("vector-ref", "(set! r (vector-ref v 5))", "r = v[5]"),
    ("vector-set!", "(vector-set! v 5 i)", "v[5] = i"),
    ("hash-ref", "(set! r (hash-ref h 5 0))", "r = h.get(5, 0)"),
    ("hash-set!", "(hash-set! h (modulo i 100) i)", "h[i % 100] = i"),
    ("hash-update!", "(hash-update! h 5 add1 0)", "h[5] = h.get(5, 0) + 1"),
    ("hash-ref (pair key)", "(set! r (hash-ref ph (cons 3 (modulo i 10))))", "r = ph[(3, i % 10)]"),
    ("hash-set! (pair key)", "(hash-set! h (cons (modulo i 10) 1) i)", "h[(i % 10, 1)] = i"),
    ("hash-ref (string key)", "(set! r (hash-ref sh s))", "r = sh[s]"),
    ("hash-set (immutable)", "(set! r (hash-set ph (cons 1 (modulo i 10)) i))",
     "r = {**ph, (1, i % 10): i}"),
    ("hash-keys (100 keys)", "(set! r (hash-keys ph))", "r = list(ph)"),
    ("hash-keys (fresh make-hasheq)",
     "(set! r (let ([t (make-hasheq)]) (for ([k (in-list lst)]) (hash-set! t (* k i) k)) (hash-keys t)))",
     "r = list({k * i: k for k in lst})"),
    ("set-member?+set-add", "(set! r (if (set-member? chars c) chars (set-add chars c)))",
     "r = chars if c in chars else chars | {c}"),
    ("set-union (small)", "(set! r (set-union chars chars2))", "r = chars | chars2"),
    ("equal? (lists)", "(set! r (equal? lst lst2))", "r = lst == lst2"),
    ("char-alphabetic?", "(set! r (char-alphabetic? c))", "r = c.isalpha()"),
    ("char-numeric?", "(set! r (char-numeric? c))", "r = c.isdigit()"),
    ("char-ci=?", "(set! r (char-ci=? c #\\A))", "r = c.lower() == 'A'.lower()"),
    ("char-upcase", "(set! r (char-upcase c))", "r = c.upper()"),
    ("string-ci=?", "(set! r (string-ci=? s \"Hello World\"))",
     "r = s.casefold() == 'Hello World'.casefold()"),
    ("stream-andmap in-range", "(set! r (stream-andmap (lambda (x) (< x 100)) (in-range 10)))",
     "r = all(x < 100 for x in range(10))"),
    ("stream-fold + lambda", "(set! r (stream-fold (lambda (a x) (+ a x)) 0 lst))",
     "r = reduce(lambda a, x: a + x, lst, 0)"),
    ("in-indexed string", "(for ([(ch k) (in-indexed s)]) (set! r k))",
     "for k, ch in enumerate(s): r = k"),
    # issue 29, part 12: the idioms of slow public programs (digit lists through curry and
    # flatten, a state looked up in the list of states seen, a table of names)
    ("flatten", "(set! r (flatten tree))", "r = flat(tree)"),
    ("curry (procedure) + map", "(set! r (map (curry add2 i) lst))",
     "r = [add2(i, x) for x in lst]"),
    ("map list (two lists)", "(set! r (map list lst lst2))", "r = [[a, b] for a, b in zip(lst, lst2)]"),
    ("second", "(set! r (second lst))", "r = lst[1]"),
    ("build-list (primitive)", "(set! r (build-list 10 add1))", "r = [k + 1 for k in range(10)]"),
    ("member (a list in lists)", "(set! r (member lst2 states))", "r = lst2 in states"),
    ("assoc (string, 100 entries)", "(set! r (assoc \"k77\" names))", "r = names.get('k77')"),
    # issue 29, part 15: a primitive or translated procedure called directly by the
    # primitive calling it back, format's pattern read once, min of three integers
    ("takef+dropf (curry eq?)",
     "(set! r (cons (takef grp (curry eq? (car grp))) (dropf grp (curry eq? (car grp)))))",
     "k = next((j for j, z in enumerate(run_) if z != run_[0]), len(run_)); "
     "r = (run_[:k], run_[k:])"),
    ("format ~a~a", "(set! r (format \"~a~a\" i c))", "r = f'{i}{c}'"),
    ("min (three)", "(set! r (min i 5 (modulo i 7)))", "r = min(i, 5, i % 7)"),
    ("filter (curryr procedure)", "(set! r (filter (curryr add2 4) lst))",
     "r = [x for x in lst if add2(x, 4) is not False]"),
    ("vector-member (character)", "(set! r (vector-member #\\w cv))", "r = cv.index('w')"),
    ("force (delay)", "(set! r (force (delay (+ i 1))))", "r = (lambda: i + 1)()"),
    ("list-set far in (a list as an array: two reads, a write)",
     "(set! mem (list-set mem (modulo (* i 7) 100)"
     " (max (list-ref mem (modulo (* i 13) 100)) (list-ref mem (modulo (* i 17) 100)))))",
     "mem = mem[:i * 7 % 100] + (max(mem[i * 13 % 100], mem[i * 17 % 100]),) + mem[i * 7 % 100 + 1:]"),
    # issue 29, part 23: a set taken apart, negate given to filter, duplicates by a
    # procedure of one's choice, a list pattern ending in `rst ...`
    ("set-first+set-rest (20 elements)", "(set! r (set-first (set-rest iset)))",
     "r = next(iter(iset - {next(iter(iset))}))"),
    ("filter (negate primitive)", "(set! r (filter (negate even?) lst))",
     "r = [x for x in lst if x % 2 != 0]"),
    ("remove-duplicates char-ci=?", "(set! r (remove-duplicates cs char-ci=?))",
     "r = list({ch.lower(): ch for ch in reversed(cs)}.values())"),
    ("match (list a rst ...)", "(set! r (match lst [(list a rst ...) rst] [_ #f]))",
     "r = lst[1:] if lst else False"),
    # issue 29, part 33: folds over two lists, list-set of a short list, string-replace and
    # regexp-match of their usual arguments
    ("foldl + lambda (two lists)", "(set! r (foldl (lambda (x y a) (+ a (* x y))) 0 lst lst2))",
     "r = sum(x * y for x, y in zip(lst, lst2))"),
    ("foldl + (two lists)", "(set! r (foldl + 0 lst lst2))",
     "r = sum(x + y for x, y in zip(lst, lst2))"),
    ("list-set (10 elements)", "(set! r (list-set lst (modulo i 10) i))",
     "r = lst[:i % 10] + [i] + lst[i % 10 + 1:]"),
    ("string-replace", "(set! r (string-replace line8 \"o\" \"0\"))", "r = line8.replace('o', '0')"),
    ("regexp-match", "(set! r (regexp-match #rx\"q[a-z]+\" line8))", "r = re.search('q[a-z]+', line8)"),
    # issue 29, part 36: the loops of `for` over lists, vectors, strings and hashes, each
    # round of the case a whole inner loop (10 elements; the string 11, the hash 7)
    ("for in-list", "(for ([k (in-list lst)]) (set! r k))", "for k in lst: r = k"),
    ("for over a list", "(for ([k lst]) (set! r k))", "for k in lst: r = k"),
    ("for in-vector", "(for ([k (in-vector v10)]) (set! r k))", "for k in v10: r = k"),
    ("for over a vector", "(for ([k v10]) (set! r k))", "for k in v10: r = k"),
    ("for in-string", "(for ([ch (in-string s)]) (set! r ch))", "for ch in s: r = ch"),
    ("for in-list + in-naturals", "(for ([k (in-list lst)] [j (in-naturals)]) (set! r j))",
     "for j, k in enumerate(lst): r = j"),
    ("for in-hash", "(for ([(k val) (in-hash chh)]) (set! r val))",
     "for k, val in chh.items(): r = val"),
    ("for* in-list in-list", "(for* ([a (in-list cs2)] [b (in-list lst)]) (set! r b))",
     "for a in cs2:\n            for b in lst: r = b"),
    ("for/list in-list", "(set! r (for/list ([k (in-list lst)]) (+ k 1)))",
     "r = [k + 1 for k in lst]"),
    ("for/list #:when", "(set! r (for/list ([k (in-list lst)] #:when (odd? k)) k))",
     "r = [k for k in lst if k % 2 == 1]"),
    ("for/fold in-list", "(set! r (for/fold ([a 0]) ([k (in-list lst)]) (+ a k)))",
     "a = 0\n        for k in lst: a = a + k\n        r = a"),
    ("for/fold in-range", "(set! r (for/fold ([a 0]) ([k (in-range 10)]) (+ a k)))",
     "a = 0\n        for k in range(10): a = a + k\n        r = a"),
    ("for/sum in-vector", "(set! r (for/sum ([k (in-vector v10)]) k))",
     "a = 0\n        for k in v10: a = a + k\n        r = a"),
    ("for/and in-list", "(set! r (for/and ([k (in-list lst)]) (< k 100)))",
     "r = True\n        for k in lst:\n            r = k < 100\n            if not r: break"),
    ("for/or in-list", "(set! r (for/or ([k (in-list lst)]) (and (> k 100) k)))",
     "r = False\n        for k in lst:\n            if k > 100:\n                r = k\n                break"),
    ("for/first in-list #:when", "(set! r (for/first ([k (in-list lst)] #:when (> k 8)) k))",
     "r = False\n        for k in lst:\n            if k > 8:\n                r = k\n                break"),
]

RACKET = """#lang racket
(define lst (range 10))
(define lst2 (range 10))
(define alist (for/list ([k 10]) (cons k k)))
(define v (make-vector 100 1))
(define h (make-hash))
(define ph (for*/hash ([a 10] [b 10]) (values (cons a b) a)))
(define sh (hash "hello world" 1))
(define chars (set #\\x #\\y #\\z))
(define chars2 (set #\\a #\\y))
(define s "hello world")
(define line8 "the quick brown fox jumps over the dog")
(define ms (string-copy s))
(define cs (string->list s))
(define c #\\a)
(define x 1.5)
(define y 2.25)
(define r #f)
(define tree '(1 (2 3) ((4 5) 6) 7 (8 (9))))
(define (add2 a b) (+ a b))
(define/contract (cfirst xs) (-> (listof integer?) integer?) (car xs))
(define states (reverse (for/list ([k 10]) (range k (+ k 10)))))
(define names (for/list ([k 100]) (cons (format "k~a" k) k)))
(define grp '(1 1 1 2 2 3))
(define cv (list->vector (string->list s)))
(define mem (range 100))
(define iset (list->set (range 20)))
(define words (list "pear" "fig" "kiwi" "apple" "plum" "date" "lime" "sloe" "yuzu" "nut"))
(define wpairs (for/list ([w words]) (cons (string-length w) w)))
(define cs5 (string->list "dbeca"))
(define syms '(pear fig kiwi apple plum))
(define chh (for/hash ([ch (in-string "abcdefg")] [k (in-naturals)]) (values ch k)))
(define cs2 (list #\\b #\\e))
(define v10 (list->vector (range 10)))
(define lh (make-hash (list (cons (list #\\b #\\e) 1) (cons (list #\\a) 2))))
(define (run n)
  (for ([i (in-range n)])
    BODY))
(run N)
"""

PYTHON = """
def flat(x):
    return [z for y in x for z in flat(y)] if isinstance(x, list) else [x]


def add2(a, b):
    return a + b


def cfirst(xs):
    if not all(isinstance(x, int) for x in xs):
        raise TypeError(xs)
    return xs[0]


def run(n):
    global r
    lst = list(range(10))
    lst2 = list(range(10))
    adict = {k: k for k in range(10)}
    v = [1] * 100
    h = {}
    ph = {(a, b): a for a in range(10) for b in range(10)}
    sh = {"hello world": 1}
    chars = frozenset("xyz")
    chars2 = frozenset("ay")
    s = "hello world"
    sy = "hello"
    line8 = "the quick brown fox jumps over the dog"
    ms = s
    cs = list(s)
    c = "a"
    x, y = 1.5, 2.25
    tree = [1, [2, 3], [[4, 5], 6], 7, [8, [9]]]
    states = [list(range(k, k + 10)) for k in reversed(range(10))]
    names = {f"k{k}": k for k in range(100)}
    run_ = [1, 1, 1, 2, 2, 3]
    cv = list(s)
    mem = tuple(range(100))
    iset = frozenset(range(20))
    words = ["pear", "fig", "kiwi", "apple", "plum", "date", "lime", "sloe", "yuzu", "nut"]
    wpairs = [(len(w), w) for w in words]
    cs5 = list("dbeca")
    syms = ["pear", "fig", "kiwi", "apple", "plum"]
    chh = {ch: k for k, ch in enumerate("abcdefg")}
    cs2 = ["b", "e"]
    v10 = list(range(10))
    lh = {("b", "e"): 1, ("a",): 2}
    for i in range(n):
        BODY
run(N)
"""


def minischeme_runner(source: str) -> "callable":
    """A function timing one run of ``source`` under minischeme (in this process)."""
    from minischeme.cli import main
    fd, path = tempfile.mkstemp(suffix=".rkt")
    with os.fdopen(fd, "w") as f:
        f.write(source)

    def once() -> float:
        clock = CLOCK[0]
        start = clock()
        with contextlib.redirect_stdout(io.StringIO()):
            code = main(["run", path])
        if code:    # a program that fails at once would time as nearly nothing
            raise SystemExit(f"minischeme run of the case failed (exit {code}):\n{source}")
        return clock() - start
    return once


def python_globals() -> dict:
    """The modules a case's Python body may use (math, Fraction, reduce, re)."""
    return {"__name__": "case", "math": __import__("math"),
            "Fraction": __import__("fractions").Fraction,
            "reduce": __import__("functools").reduce, "re": __import__("re")}


def python_runner(source: str) -> "callable":
    """A function timing one run of ``source`` as plain Python (compiled each time)."""
    def once() -> float:
        clock = CLOCK[0]
        start = clock()
        exec(compile(source, "<case>", "exec"), python_globals())
        return clock() - start
    return once


def measure(n: int, runs: int, patterns: list[str],
            pick: "callable" = statistics.median) -> list[tuple[str, float, float]]:
    out = []
    for name, rkt, py in CASES:
        if patterns and not any(p in name for p in patterns):
            continue
        # each program with n rounds and with none: the difference is the loop's own time
        # (minischeme's reading and compiling of the module, Python's compiling, left out)
        runners = [minischeme_runner(RACKET.replace("BODY", rkt).replace("(run N)", f"(run {k})"))
                   for k in (n, 0)]
        runners += [python_runner(PYTHON.replace("BODY", py).replace("(N)", f"({k})"))
                    for k in (n, 0)]
        samples: list[list[float]] = [[], [], [], []]
        for f in runners:                                # warm-up
            f()
        for _ in range(runs):
            for f, acc in zip(runners, samples):
                acc.append(f())
        med = [pick(x) for x in samples]
        out.append((name, max(med[0] - med[1], 1e-6), max(med[2] - med[3], 1e-6)))
        print(f"  {name}: {out[-1][1] * 1000:.0f} / {out[-1][2] * 1000:.0f} ms",
              file=sys.stderr, flush=True)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("patterns", nargs="*")
    parser.add_argument("--n", type=int, default=100_000, help="iterations (default 100,000)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--source", type=Path, help="the checkout whose minischeme is timed")
    parser.add_argument("--cpu", action="store_true",
                        help="CPU time (time.process_time) and the fastest of the runs, not "
                             "wall time and the median")
    args = parser.parse_args()
    if args.cpu:
        CLOCK[0] = time.process_time
    sys.path.insert(0, str(args.source.resolve() if args.source else BENCH.parent))
    load = os.getloadavg()
    print(f"# {time.strftime('%Y-%m-%d %H:%M')} UTC, load {load[0]:.2f}, N = {args.n}, "
          f"{'CPU time, best' if args.cpu else 'median'} of {args.runs}")
    rows = measure(args.n, args.runs, args.patterns, min if args.cpu else statistics.median)
    if args.markdown:
        print("| primitive | minischeme ms | CPython ms | ratio |\n|---|---:|---:|---:|")
    for name, a, b in rows:
        flag = "" if a <= 2 * b else " !"
        if args.markdown:
            print(f"| `{name}` | {a * 1000:.1f} | {b * 1000:.1f} | {a / b:.1f}x{flag} |")
        else:
            print(f"{name:22} {a * 1000:8.1f} {b * 1000:8.1f} {a / b:6.1f}x{flag}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
