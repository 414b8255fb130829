"""Hostile inputs, one generator per kind, each a function of a seeded ``random.Random``.

A case is named by its generator and seed (``primitive_calls:1234``), so any case the long
run finds can be made again exactly. The generators aim at what breaks interpreters: odd
arguments to every primitive, broken and mutated student programs, random bytes, deep
nesting, huge numbers, long names and odd Unicode.
"""
from __future__ import annotations

import random
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent

# Values of every kind, some of them nasty, to pass where a primitive expects something.
VALUES = [
    "0", "1", "-1", "2", "3", "7", "52", "-5", "1/2", "-3/4", "2.5", "-0.0", "0.0", "+inf.0",
    "-inf.0", "+nan.0", "1e300", "1e-300", "(expt 2 70)", "(- (expt 2 62))", "#t", "#f",
    '"abc"', '""', '"A b"', '"λ\\u0301"', '"10"', "#\\a", "#\\space", "#\\nul", "#\\λ", "'x",
    "'abc", "'H", "'A", "'|a b|", "'()", "'(1 2 3)", "'(3 1 2)", "'(a . b)", "'((1 . 2) (3 . 4))",
    "'(H . A)", "'((H . A) (S . 10))", "'(\"a\" \"b\")", "(vector 1 2)", "#(1 2)", "(vector)",
    "(make-hash)", "(hash 'a 1)", "(box 1)", "car", "+", "(lambda (x) x)", "(lambda (x y) x)",
    "(lambda args args)", "(void)", "(values)", "(values 1 2)", "(mcons 1 2)", "#rx\"a*\"",
    "(string->symbol \"\")", "(integer->char 955)", "(exact->inexact 1/3)", "10000000000",
    "(make-string 3 #\\z)", "(list 1 2.0 3/4)", "(string #\\a #\\b)", "'#:kw", "eof",
]

# Procedures a fuzzer must not call with arbitrary arguments: they wait for input, sleep or
# end the run (what they do with hostile arguments has tests of its own).
SKIP = {"read", "read-line", "read-char", "peek-char", "read-string", "read-bytes", "sleep",
        "exit", "read-eval-print-loop", "error-display-handler", "current-input-port"}

KEYWORDS = ["define", "lambda", "let", "let*", "letrec", "if", "cond", "else", "case", "and",
            "or", "when", "unless", "begin", "set!", "quote", "quasiquote", "unquote", "do",
            "match", "for/list", "for/fold", "struct", "define-values", "let-values",
            "with-handlers", "define-syntax", "syntax-rules", "λ", "->", "...", "_", "apply",
            "values", "call/cc", "dynamic-wind", "parameterize", "delay", "force", "require",
            "provide", "module+", "#%app", "check-equal?", "define-struct", "case-lambda"]

ODD_TEXT = ["\u00a0", "\u2028", "\u200b", "\ufeff", "\u0301", "\U0001F0A1", "λ", "é", "\x00",
            "\x7f", "\t", "\r", "\r\n", "\\", "#|", "|#", "#;", ";", "\"", "|", "#\\", "#x",
            "#e", "#i", "#b2", "#&", "#hash(", "#rx\"", "#px\"[", ".", " . ", "'", "`", ",", ",@",
            "#'", "#`", "#,", "#s(", "#0=", "#0#", "#lang", "#!", "#reader", "#<", "#:"]


def _primitive_arities() -> dict[str, tuple[int, int]]:
    from minischeme.primitives import libraries
    from minischeme.primitives.sandbox import DENIED
    from minischeme.values.procedures import Primitive
    denied = {n for names in DENIED.values() for n in names}
    arities = {}
    for lib, table in libraries().items():
        if lib.startswith("racket") or lib == "rackunit":
            for n, v in table.items():
                if isinstance(v, Primitive) and n not in denied and n not in SKIP:
                    hi = v.max_args if v.max_args is not None else v.min_args + 3
                    arities[n] = (v.min_args, min(hi, v.min_args + 3))
    return dict(sorted(arities.items()))


_ARITIES: dict[str, tuple[int, int]] = {}


def primitive_names() -> list[str]:
    if not _ARITIES:
        _ARITIES.update(_primitive_arities())
    return list(_ARITIES)


def primitive_calls(rng: random.Random) -> str:
    """Calls of random primitives on random values, nested two deep."""
    names = primitive_names()

    def call(depth: int) -> str:
        name = rng.choice(names)
        lo, hi = _ARITIES[name]
        count = rng.randint(lo, hi) if rng.random() < 0.9 else rng.randint(0, 4)
        args = [call(depth - 1) if depth and rng.random() < 0.25 else rng.choice(VALUES)
                for _ in range(count)]
        return f"({' '.join([name] + args)})"
    return "\n".join(call(2) for _ in range(rng.randint(1, 6)))


def programs(rng: random.Random) -> str:
    """Well-formed programs of random shape: definitions, loops, closures, errors caught."""
    g = _ProgramMaker(rng)
    return "\n".join(g.toplevel() for _ in range(rng.randint(1, 6)))


class _ProgramMaker:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.vars = ["x", "y", "lst"]
        self.funs = ["f", "g"]

    def toplevel(self) -> str:
        r = self.rng
        choice = r.random()
        if choice < 0.3:
            f, v = r.choice(self.funs), r.choice(["n", "xs", "c"])
            return f"(define ({f} {v}) {self.expr(3, [v, f])})"
        if choice < 0.45:
            return f"(define {r.choice(self.vars)} {self.expr(2, [])})"
        if choice < 0.5:
            return f"(struct {r.choice(['card', 'pt', 's'])} ({r.choice(['a b', 'suit rank', ''])}))"
        return self.expr(3, [])

    def expr(self, depth: int, scope: list[str]) -> str:
        r = self.rng
        known = scope + self.vars + self.funs
        if depth <= 0 or r.random() < 0.25:
            return r.choice(VALUES + known)
        d = depth - 1
        e = lambda: self.expr(d, scope)  # noqa: E731
        v = r.choice(["i", "acc", "k", "x"])
        forms = [
            lambda: f"(if {e()} {e()} {e()})",
            lambda: f"(let ([{v} {e()}]) {self.expr(d, scope + [v])})",
            lambda: f"(let loop ([{v} {e()}]) (if (null? {v}) 0 (loop (cdr {v}))))",
            lambda: f"((lambda ({v}) {self.expr(d, scope + [v])}) {e()})",
            lambda: f"(cond [{e()} {e()}] [else {e()}])",
            lambda: f"(case {e()} [(1 2) {e()}] [(H S) {e()}] [else {e()}])",
            lambda: f"(and {e()} {e()})",
            lambda: f"(or {e()} {e()})",
            lambda: f"(begin {e()} {e()})",
            lambda: f"(when {e()} {e()})",
            lambda: f"(set! {r.choice(self.vars)} {e()})",
            lambda: f"(with-handlers ([exn:fail? exn-message]) {e()})",
            lambda: f"(for/list ([{v} (in-range {e()})]) {self.expr(d, scope + [v])})",
            lambda: f"(for/fold ([acc 0]) ([{v} {e()}]) (+ acc 1))",
            lambda: f"(match {e()} [(cons a b) {e()}] [(list) {e()}] [_ {e()}])",
            lambda: f"(map (lambda ({v}) {self.expr(d, scope + [v])}) {e()})",
            lambda: f"(foldl (lambda ({v} acc) {e()}) {e()} {e()})",
            lambda: f"(apply {r.choice(primitive_names())} {e()})",
            lambda: f"({r.choice(self.funs)} {e()})",
            lambda: f"({r.choice(primitive_names())} {e()} {e()})",
            lambda: f"`({e()} ,{e()} ,@{e()})",
            lambda: f"(let-values ([(a b) {e()}]) a)",
            lambda: f"(call/cc (lambda (k) (k {e()})))",
            lambda: f"(string-append {e()} {e()})",
            lambda: f"(printf \"~a ~s~n\" {e()} {e()})",
        ]
        return r.choice(forms)()


def token_soup(rng: random.Random) -> str:
    """Random tokens of Racket, balanced or not."""
    atoms = KEYWORDS + VALUES + ["(", ")", "[", "]", "(", ")", "x", "f"]
    return " ".join(rng.choice(atoms) for _ in range(rng.randint(1, 40)))


def _seed_texts() -> list[str]:
    files = []
    for pattern in ["tests/programs/*.rkt", "tests/differential/*.rkt", "tests/submissions/*/*.rkt",
                    "examples/*.rkt"]:
        files.extend(sorted(ROOT.glob(pattern)))
    return [p.read_text(encoding="utf-8", errors="replace") for p in files] or ["(+ 1 2)"]


_SEEDS: list[str] = []


def mutants(rng: random.Random) -> str:
    """A real program (a test program, a student submission) with a few random edits:
    characters or lines deleted, repeated or swapped, odd text inserted, the end cut off."""
    if not _SEEDS:
        _SEEDS.extend(_seed_texts())
    text = rng.choice(_SEEDS)
    for _ in range(rng.randint(1, 6)):
        if not text:
            break
        i = rng.randrange(len(text))
        j = min(len(text), i + rng.randint(1, 40))
        edit = rng.random()
        if edit < 0.2:
            text = text[:i] + text[j:]
        elif edit < 0.35:
            text = text[:j] + text[i:j] + text[j:]
        elif edit < 0.55:
            text = text[:i] + rng.choice(ODD_TEXT + KEYWORDS + VALUES) + text[i:]
        elif edit < 0.7:
            lines = text.split("\n")
            a, b = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[a], lines[b] = lines[b], lines[a]
            text = "\n".join(lines)
        elif edit < 0.8:
            text = text[:j]
        elif edit < 0.9:
            k = rng.randrange(len(text))
            text = text[:k] + rng.choice("()[]{}'\"#|;") + text[k + 1:]
        else:
            text = text.replace(rng.choice(["(", ")", "define", "lambda", "'", " "]),
                                rng.choice(["[", "]", "define-values", "λ", "`", "  ", ""]), 1)
    return text


def random_bytes(rng: random.Random) -> str:
    """Random bytes read as a file is read (UTF-8, bad bytes replaced), mostly printable."""
    n = rng.randint(0, 200)
    if rng.random() < 0.5:
        data = bytes(rng.randrange(256) for _ in range(n))
    else:
        data = bytes(rng.choice(b"()[]{}#'`,@;|\\\" \n\tabcx01.-+/e") for _ in range(n))
    return data.decode("utf-8", errors="replace")


def odd_text(rng: random.Random) -> str:
    """Programs built from odd characters: control characters, combining marks, emoji,
    unusual spaces, stray reader prefixes."""
    parts = [rng.choice(ODD_TEXT + ["(", ")", "x", "1", "\"", "'a"]) for _ in range(rng.randint(1, 30))]
    return "".join(parts)


EXTREMES: dict[str, Callable[[int], str]] = {
    "open parens": lambda n: "(" * n,
    "nested empty lists": lambda n: "(" * n + ")" * n,
    "quoted nested lists": lambda n: "'" + "(" * n + ")" * n,
    "quoted nested brackets": lambda n: "'" + "[" * n + "]" * n,
    "quoted nested vectors": lambda n: "'" + "#(" * n + ")" * n,
    "quotes": lambda n: "'" * n + "x",
    "quasiquotes": lambda n: "`" * min(n, 1000) + "x",
    "datum comments": lambda n: "#;" * n + "1 " * n,
    "nested block comments": lambda n: "#|" * n + "|#" * n + " 1",
    "nested calls": lambda n: "(list " * n + ")" * n,
    "nested sums": lambda n: "(+ 1 " * n + "0" + ")" * n,
    "nested lets": lambda n: "(let ([x 1]) " * min(n, 10_000) + "x" + ")" * min(n, 10_000),
    "huge power": lambda n: f"(expt 10 {n})",
    "huge rational": lambda n: f"(expt 7/3 {min(n, 20000)})",
    "huge to float": lambda n: f"(exact->inexact (expt 10 {n}))",
    "long made string": lambda n: f"(string-length (make-string {n * 10} #\\a))",
    "long string literal": lambda n: '"' + "a" * n * 10 + '"',
    "long symbol": lambda n: "'" + "a" * n * 10,
    "long variable": lambda n: "(define " + "v" * n + " 1) " + "v" * n,
    "long number literal": lambda n: "1" * n,
    "exact exponent literal": lambda n: f"#e1e{n}",
    "float exponent literal": lambda n: f"1e{n}",
    "long list": lambda n: f"(length (build-list {n * 10} values))",
    "deep recursion": lambda n: f"(define (f n) (if (= n 0) 0 (+ 1 (f (- n 1))))) (f {n})",
    "long unicode symbol": lambda n: f"(string->symbol (make-string {n} #\\λ))",
    "combining marks": lambda n: '(string-upcase "' + "ß\u0301" * min(n, 10_000) + '")',
    "apply to a long list": lambda n: f"(apply + (range {n}))",
    "equal long lists": lambda n: f"(equal? (build-list {n} values) (build-list {n} values))",
}


def extremes(rng: random.Random) -> str:
    """Size and depth at the edges: deep nesting of every bracket and prefix, huge numbers,
    long strings and symbols (tests/test_fuzz.py runs each kind once at 100,000)."""
    n = rng.choice([1000, 10_000, 100_000, rng.randint(1, 200_000)])
    return rng.choice(list(EXTREMES.values()))(n)


GENERATORS: dict[str, Callable[[random.Random], str]] = {
    "primitive_calls": primitive_calls,
    "programs": programs,
    "token_soup": token_soup,
    "mutants": mutants,
    "random_bytes": random_bytes,
    "odd_text": odd_text,
    "extremes": extremes,
}


def make_case(name: str, seed: int) -> str:
    """The text of case ``name:seed``: the same text every time."""
    return GENERATORS[name](random.Random(f"{name}:{seed}"))
