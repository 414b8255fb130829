"""`(member c lst)`, `memv` and `memq` of a character compare by identity when ``c`` is the
one object of its character (data.char_is_unique: each of the first 65,536 characters made),
since every character equal to it is it; a character made after those (a new object each
time) is compared by its code point, so an equal character is still found (base_lists's
_find_atom). The answers are equal?'s, element by element."""
from __future__ import annotations

import subprocess
import sys

from minischeme.primitives.registry import lookup_primitive

member = lookup_primitive("member").fn
from minischeme.values.data import Char, char_is_unique, make_list
from minischeme.values.equality import is_equal


def _plain_member(v, items):
    """member by equal?, element by element: the answer to compare with."""
    for i, x in enumerate(items):
        if is_equal(v, x):
            return i
    return None


def _index(found, lst) -> int | None:
    i, p = 0, lst
    while p is not found:
        if not hasattr(p, "cdr"):
            return None
        p, i = p.cdr, i + 1
    return i


def test_a_character_is_found_as_equal_would_find_it() -> None:
    items = [1, "c", Char("a"), 2.5, Char("c"), Char("λ"), Char("c")]
    lst = make_list(items)
    for v in (Char("c"), Char("a"), Char("λ"), Char("z"), Char(chr(955))):
        assert char_is_unique(v)
        got = member(v, lst)
        assert (None if got is False else _index(got, lst)) == _plain_member(v, items)


_PAST_THE_SHARED = """
from minischeme.primitives.registry import lookup_primitive
from minischeme.values.data import Char, char_is_unique, make_list
for code in range(0x10000, 0x10000 + 70000):    # the table of shared characters filled
    Char(chr(code))
late = chr(0x10000 + 69999)
a, b = Char(late), Char(late)
assert a == b and a is not b and not char_is_unique(a)
lst = make_list([1, Char("x"), b, Char("y")])
for name in ("member", "memv", "memq"):
    found = lookup_primitive(name).fn(a, lst)
    assert found is not False and found.car is b, name
assert lookup_primitive("member").fn(Char(chr(0x10000 + 69998)), lst) is False
print("ok")
"""


def test_characters_past_the_shared_ones_are_compared_by_code_point() -> None:
    # in a process of its own: the filled table would change every later test's characters
    run = subprocess.run([sys.executable, "-c", _PAST_THE_SHARED], capture_output=True, text=True)
    assert run.stdout == "ok\n", run.stderr
