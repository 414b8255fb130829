"""Source text's `#s(...)`, `#ci`/`#cs` and extflonum literals, and graph notation, which
only `read` allows: each as Racket 8.7's read-syntax reads it (answers checked in Racket;
`read`'s side is in tests/differential/reader_graph_case and reader_prefab_literals)."""
import pytest

from minischeme.values.data import Extflonum, StructInstance
from minischeme.values.printer import write_string
from minischeme.reading.reader import ReadError, read_all, read_source


def error_of(text):
    with pytest.raises(ReadError) as e:
        read_source(text)
    return e.value.line, e.value.col, e.value.message


def test_prefab_literal_reads_as_an_instance():
    [v] = read_all("#s((q p 1) 1 2)")
    assert type(v) is StructInstance and write_string(v) == "#s((q p 1) 1 2)"


def test_graph_notation_is_not_enabled_in_source():
    assert error_of("'#0=(a . #0#)") == (1, 1, "read-syntax: `#...=` forms not enabled for "
                                                "`read-syntax` mode")
    assert error_of("'(1 #0#)") == (1, 4, "read-syntax: `#...#` forms not enabled for "
                                          "`read-syntax` mode")


def test_graph_notation_read_as_read_reads_it():
    [(v, _), (w, _)] = read_source("#0=(a . #0#) (#0=(b) #0#)", graph=True).data
    assert v.cdr is v and w.car is w.cdr.car     # (each top-level datum its own labels)


def test_case_prefixes_fold_the_symbols_of_their_datum():
    assert write_string(read_all("#ci(Hello |World| W\\OR\\LD #cs(Foo Bar) Baz #:Kw)")[0]) == \
        "(hello World wOrLd (Foo Bar) baz #:kw)"
    assert write_string(read_all("#ciStraße")[0]) == "strasse"


def test_extflonum_literals():
    [a, b] = read_all("1.0t0 #x1.8t0")
    assert type(a) is Extflonum and write_string(a) == "1.0t0" and write_string(b) == "1.8t0"
    assert error_of("\n #e1.0t0") == (2, 1, "read-syntax: cannot convert extflonum to exact in "
                                            "`#e1.0t0`")
