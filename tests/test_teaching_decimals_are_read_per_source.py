"""A teaching language's decimal literals are exact only in its own source: the setting is
per read and per thread, so a source read meanwhile (in a read of the teaching source, or on
another thread: a REPL's evaluation, a generator's body) reads its decimals as Racket does."""
from __future__ import annotations

import threading
from fractions import Fraction

from minischeme.reading import direct
from minischeme.reading.reader import read_source


def first_datum(text: str):
    return read_source(text).data[0][0]


def test_a_teaching_source_reads_decimals_exact_and_racket_inexact():
    assert first_datum("#lang htdp/bsl\n1.5\n") == Fraction(3, 2)
    assert type(first_datum("#lang racket\n1.5\n")) is float


def test_a_racket_source_read_within_a_teaching_read_keeps_its_floats():
    with direct.decimals_exact(True):
        assert type(first_datum("#lang racket\n1.5\n")) is float
        assert direct.exact_decimals() is True       # the outer read's setting is back
    assert direct.exact_decimals() is False


def test_another_thread_reads_its_own_source_as_its_language_says():
    seen = []
    with direct.decimals_exact(True):
        t = threading.Thread(target=lambda: seen.append(direct.literal_number("1.5")))
        t.start()
        t.join()
        assert direct.literal_number("1.5") == Fraction(3, 2)
    assert seen == [1.5] and type(seen[0]) is float
