"""Block comments (`#| ... |#`, nested) and here-strings (`#<<TERM`) are read by the direct
reader (reading/direct.py) without the prescan, to the same data at the same positions as
the prescan and the parser give, and texts that go wrong with them (an unclosed comment, a
here-string without its terminator) are still the prescan's and parser's to report."""
import random

from minischeme.reading import direct, reader

from tests.test_reader_direct import FRAGMENTS, agree


def test_block_comments_and_here_strings_are_read_without_the_prescan():
    texts = ["#lang racket\n#| a comment\n over lines |#\n(define x 1)\n",
             "(a #| b |# c)", "#| #| nested |# still |# x", "'#|c|#a", "#;#|c|# a b",
             "#<<END\nline one\n\"quoted\" \\ back\nEND\n(x)", "(f #<<E\nE\n y)", "#<<\n\n"]
    for text in texts:
        assert direct.read_plain(text, prescanned=False) is not None, text
        assert agree(text), text


def test_positions_after_block_comments_and_here_strings_are_the_parsers():
    text = "#| one\ntwo |# (a\n #<<T\nx\ny\nT\n b)\n#|c|# z"
    assert agree(text)
    (lst, loc), (z, zloc) = reader.read_source(text).data
    assert loc == (2, 7) and zloc == (8, 6)
    assert lst.cdr.car == "x\ny" and lst.cdr.loc == (3, 1)
    assert lst.cdr.cdr.loc == (7, 1)


def test_unfinished_ones_are_left_to_the_prescan_and_its_errors():
    for text in ("(a #| b", "#| #| x |#", "#<<END\nno end\n", "#<<", "(x #<<E\n)"):
        assert direct.read_plain(text, prescanned=False) is None, text
        message = reader.read_or_message(text, "f.rkt")
        assert type(message) is str and "read-syntax" in message, (text, message)


def test_random_texts_with_comments_and_here_strings_read_and_fail_alike():
    rng = random.Random(37)
    extra = ["#|", "|#", "#| c |#", "#|\n|#", "#<<T\n", "\nT\n", "T", "#<<\n", "|"]
    fragments = FRAGMENTS + extra * 3
    for _ in range(3000):
        text = "".join(rng.choice(fragments) for _ in range(rng.randint(1, 12)))
        assert agree(text), repr(text)
