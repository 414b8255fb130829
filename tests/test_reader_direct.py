"""The common case of reading without the LALR parser (reading/direct.py) gives what the
parser gives: the same data at the same positions, for the corpus's files and for random
texts, and the parser's own messages for bad ones (the direct reader leaves them to it)."""
import random
from pathlib import Path

from minischeme.reading import direct, reader
from minischeme.values.data import Box, Extflonum, MVector, Pair, Regexp, StructInstance


def same(a, b):
    if type(a) is not type(b):
        return False
    if type(a) is Pair:
        while type(a) is Pair and type(b) is Pair:
            if a.loc != b.loc or not same(a.car, b.car):
                return False
            a, b = a.cdr, b.cdr
        return same(a, b)
    if type(a) is MVector:
        return a.immutable == b.immutable and len(a.items) == len(b.items) and all(
            same(x, y) for x, y in zip(a.items, b.items))
    if type(a) is Box:
        return same(a.value, b.value)
    if type(a) is Regexp:
        return a.source == b.source and a.pregexp == b.pregexp
    if type(a) is float:
        return repr(a) == repr(b)
    if type(a) is StructInstance:   # a prefab literal `#s(p 1 2)`: a new instance each read
        return a.stype is b.stype and len(a.fields) == len(b.fields) and all(
            same(x, y) for x, y in zip(a.fields, b.fields))
    if type(a) is Extflonum:        # equal? to itself alone: two reads are two values
        return a.text == b.text
    return a is b or a == b or type(a).__name__ == "HashTable"


def read_both(text):
    fast = reader.read_or_message(text, "f.rkt")
    real = direct.read_plain
    direct.read_plain = lambda text, prescanned=True: None
    try:
        slow = reader.read_or_message(text, "f.rkt")
    finally:
        direct.read_plain = real
    return fast, slow


def agree(text):
    fast, slow = read_both(text)
    if type(fast) is str or type(slow) is str:
        return fast == slow
    return fast.lang == slow.lang and len(fast.data) == len(slow.data) and all(
        x[1] == y[1] and same(x[0], y[0]) for x, y in zip(fast.data, slow.data))


def test_the_corpus_reads_as_the_parser_reads_it():
    root = Path(__file__).parent
    files = sorted(root.glob("differential/*.rkt"))[:150] + sorted(root.glob("corpus*/**/*.rkt"))[:150]
    assert files
    for f in files:
        assert agree(f.read_text(encoding="utf-8")), f


def test_common_texts_are_read_directly():
    clean = reader._prescan("#lang racket\n(define (f . xs) `(,@xs #(1 2) #\\a \"s\\n\" #:k #t))\n")
    assert direct.read_plain(clean) is not None
    for unusual in ("#hash((a . 1))", "(a . b . c . d)", "#&x", "(. a)", "'"):
        assert direct.read_plain(reader._prescan(unusual)) is None, unusual


def test_datum_comments_are_read_directly_as_the_parser_reads_them():
    for text in ("#;(a) b", "(a #;b c)", "'#;a b", "#;'a b", "#; #; a b c", "(a #;\n (b\n c) d)",
                 "#(1 #;2 3)", "(a . #;b c)", "(a #;b . c)", "#;#;a", "(a #;)", "#;"):
        assert agree(text), text
    for text in ("#;(a) b", "(a #;b c)", "'#;a b", "#; #; a b c", "(a . #;b c)"):
        assert direct.read_plain(reader._prescan(text)) is not None, text


FRAGMENTS = ["(", ")", "[", "]", " ", "\n", "a", "1", "-", "1/0", "1.5", ".", " . ", "(a . op . b)", "'", "`", ",",
             ",@", "#'", "#,@", '"s"', '"a\\nb"', '"\\q"', '"x\n y"', "#t", "#true", "#:k", "#\\a",
             "#\\space", "#\\\n", "#(", "#3(", '#rx"a"', '#"by"', "#lang racket\n", "; c\n",
             "|a b|", "|a\nb|", "a\\ b", "#e1.5", "#o.", "...", "#;", "#&", "λ", "\t", ".5", "#fl(", "\\"]


def test_random_texts_read_and_fail_alike():
    rng = random.Random(29)
    for _ in range(3000):
        text = "".join(rng.choice(FRAGMENTS) for _ in range(rng.randint(1, 12)))
        assert agree(text), repr(text)
