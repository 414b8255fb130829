"""Inlined primitives: the Python expression written in place of a call of a hot primitive.

Both back ends use these. The Python-source generator (codegen.Emitter.primitive_call)
writes the expression into the generated function; the closure back end
(closures.inlined_primitive_node) compiles it once into a node per primitive and argument
count. Either way it is used only where the call surely means the primitive: an operator
that cannot be rebound (an import in a module), or, outside a module, behind a check that
the variable still holds the primitive.

An inliner takes the Python expressions of the arguments (stable names or constants, each
safe to use more than once, already evaluated in order) and the name of the primitive's
Python function, and returns ``(expression, boolean)`` (``boolean``: the value is a
Python bool, so an ``if`` may test it directly), or None to leave the call alone. An
internal inliner may add a third item, True when the expression is pure (reading it again
gives the same value), so the generator uses it where needed with no temporary.

Every expression tests for the usual case (fixnums, a vector and an index in range, a
string, two characters, a hash table and a fixnum or symbol key) and answers it at once;
anything else calls the primitive's function with the same arguments, so the value,
exactness and error message are always the primitive's own: an inline must give exactly
what the primitive gives on its fast path (tests/test_primitive_fast_paths.py checks each
against Racket's answers). The fallback must return one value (never a TailCall or
multiple values): both back ends take an inlined call's value as single.

The names the expressions use besides the builtins (``_Pair``, ``_Vec``, ...) are
``INLINE_NAMES``, which codegen puts in every generated module's globals.
"""
from __future__ import annotations

import math
import re
from typing import Any, Callable

from minischeme.values.data import (NIL, VOID, Box, Char, HashTable, MPair, MString, make_mstring, MVector, Pair, list_to_python, make_pair, StructInstance,
                                     StructType, Symbol)
from minischeme.values.equality import CHAR_IMAGES, hash_key
from minischeme.primitives import loaded_library_primitive, loaded_primitive, lookup_primitive, registered_count
from minischeme.primitives.base_numbers import _NUMBER
from minischeme.primitives.base_data import HASH_MISSING
from minischeme.primitives.base_structs import struct_copy_one, struct_copy_two
from minischeme.primitives.base_strings import _CHARS, CASE_MAPS, CHAR_FOLD, string_append_two
from minischeme.primitives.control import MultipleValues
from minischeme.primitives.racket_promise import Promise, force_one
from minischeme.values.char_classes import ALPHABETIC_MORE, NUMERIC_LESS, WHITESPACE_LESS
from minischeme.primitives.sequences import FOR_END
from minischeme.values.procedures import Primitive
from minischeme.values.printer import _SMALL_INT, display_string, format_float

Inliner = Callable[[list[str], str], "tuple[str, bool] | tuple[str, bool, bool] | None"]


class _CharTable(dict):
    """string-ref's characters: the shared Latin-1 ones (as the primitive gives), a fresh
    Char for any other."""

    def __missing__(self, ch: str) -> Char:
        return Char(ch)


INLINE_NAMES: dict[str, Any] = {
    "_Pair": Pair, "_cons": make_pair, "_MPair": MPair, "_setattr": setattr, "_NIL": NIL, "_VOID": VOID, "_Vec": MVector, "_Char": Char,
    "_Hash": HashTable, "_Sym": Symbol, "_CIMG": CHAR_IMAGES, "_HKEY": hash_key, "_CH": _CharTable(_CHARS), "_FOR_END": FOR_END,
    "_MStr": MString, "_MkStr": make_mstring, "_SAPP2": string_append_two, "_ADD1": lookup_primitive("add1"), "_DISP": display_string, "_FLOTEXT": format_float, "_Box": Box, "_SI": StructInstance, "_STy": StructType, "_NUMBERS": frozenset(_NUMBER),
    "_STR_INT": _SMALL_INT, "_STR_MIN": -_SMALL_INT, "_HMISS": HASH_MISSING,
    "_isqrt": math.isqrt, "_fsqrt": math.sqrt, "_ALPHA_MORE": ALPHABETIC_MORE,
    "_NUM_LESS": NUMERIC_LESS, "_SPACE_LESS": WHITESPACE_LESS,
    "_Promise": Promise, "_force1": force_one, "_MVals": MultipleValues, "_FOLD": CHAR_FOLD,
    "_UPCASE": CASE_MAPS["char-upcase"], "_DOWNCASE": CASE_MAPS["char-downcase"],
    "_scopy1": struct_copy_one, "_scopy2": struct_copy_two, "_l2p": list_to_python,
}

#: Names the inliners of another library's primitives use, from that library's module
#: (name -> (module, attribute)): in a generated module's globals once the module is loaded
#: (codegen.runtime_namespace), so that compiling a program that loads no such library
#: imports none of it (an inliner is used only for a primitive of a loaded library).
LIBRARY_NAMES: dict[str, tuple[str, str]] = {
    "_RSet": ("minischeme.primitives.racket_set", "RacketSet"),
}

_INT = re.compile(r"^\(*-?\d+\)*$")   # a literal, in parentheses or not (``((-1))``)


def operand_texts(args: list[str]) -> list[str]:
    """The arguments as an inliner may write them before ``.attribute``: a literal in
    parentheses (``(1).__class__``; ``1.__class__`` is not Python), names as they are."""
    return [x if x.isidentifier() else f"({x})" for x in args]


class Fixnum(str):
    """An operand's text whose value is surely a Python int (fixnums.py: a loop counter,
    a length, a sum of such): its inliners test nothing about it."""

    __slots__ = ()


def _is_int_literal(x: str) -> bool:
    return bool(_INT.match(x))


def _at_least_zero(k: str) -> str:
    """The test that index ``k`` is not below 0, written before ``k < len(...)``: none for a
    literal that is not (a chained comparison with a constant is not folded by CPython)."""
    return "" if _is_int_literal(k) and int(k.strip("()")) >= 0 else "0 <= "


def _known_int(x: str) -> bool:
    return isinstance(x, Fixnum) or _is_int_literal(x)


def _int_guard(args: list[str]) -> str:
    """The test that each argument is a fixnum (an integer literal or a known integer
    needs none, the same argument twice one test); "True" if none needs one."""
    names = dict.fromkeys(a for a in args if not _known_int(a))
    return " and ".join(f"{a}.__class__ is int" for a in names) or "True"


def _all(*conds: str) -> str:
    """The conjunction of tests, leaving out those that are "True"."""
    return " and ".join(c for c in conds if c != "True") or "True"


def _when(fast: str, cond: str, slow: str) -> str:
    """``fast`` where ``cond`` holds, else ``slow``; only ``fast`` if it always holds
    (``fast`` must not be a conditional expression itself, unless in parentheses)."""
    return f"({fast})" if cond == "True" else f"({fast} if {cond} else {slow})"


def _key_guard(k: str) -> str:
    """A key that is its own hash key in every kind of table (equality.hash_key)."""
    if _known_int(k):
        return "True"
    return f"({k}.__class__ is int or {k}.__class__ is _Sym)"


def _key_image(k: str) -> tuple[str, str]:
    """The test that ``k`` is a key whose image in every kind of table is written here
    (equality.hash_key), and that image: a fixnum or symbol is its own, a character's is its
    one image object (None for a character no table has ever held, found in none)."""
    if _known_int(k):
        return "True", k
    return (f"({k}.__class__ is int or {k}.__class__ is _Sym or {k}.__class__ is _Char)",
            f"(_CIMG.get({k}.ch) if {k}.__class__ is _Char else {k})")


def _by_key(h: str, k: str, found: Callable[[str], str]) -> str:
    """``found(image)``, with the image of key ``k`` in table ``h`` (equality.hash_key) as
    the primitive computes it, each class tested once: a fixnum or symbol is its own image,
    a character's is its one image object (None for a character no table has ever held,
    found in none); in an equal?-based table a pair of two exact integers' is ``(car,
    cdr)`` (a grid's or memo's `(cons i j)`, as _memo_key) and an immutable string's is
    itself (the words a program counts, the names its graph maps); any other key's is
    hash_key's. ``h`` is known to be a table."""
    if _known_int(k):
        return found(k)
    return (f"({found(k)} if {k}.__class__ is int or {k}.__class__ is _Sym "
            f"else {found(f'_CIMG.get({k}.ch)')} if {k}.__class__ is _Char "
            f"else {found(f'({k}.car, {k}.cdr)')} if {k}.__class__ is _Pair and "
            f"{k}.car.__class__ is int and {k}.cdr.__class__ is int and {h}.kind == 'equal' "
            f"else {found(k)} if {k}.__class__ is str and {h}.kind == 'equal' "
            f"else {found(f'_HKEY({k}, {h}.kind)')})")


def _fallback(fn: str, args: list[str]) -> str:
    return f"{fn}({', '.join(args)})"


# -- numbers

def _float_mix_ok(x: str) -> bool:
    """An integer literal that a float operation may take as Python does: nonzero (an
    exact 0 is Racket's own case: `(* 0 1.5)` is 0, `(+ 0 -0.0)` -0.0) and below 2^53
    (Python converts it to the float Racket does)."""
    if not _is_int_literal(x):
        return False
    k = int(x.strip("()"))
    return k != 0 and -9007199254740992 < k < 9007199254740992


def _float_guard(args: list[str]) -> str | None:
    """The test that each argument is a float, or a literal integer a float operation
    takes as Python does (_float_mix_ok); None when one cannot be (a known integer)."""
    tests = []
    for a in dict.fromkeys(args):
        if _float_mix_ok(a):
            continue
        if _known_int(a):
            return None
        tests.append(f"{a}.__class__ is float")
    return " and ".join(tests) or "True"


def _real_guard(args: list[str]) -> str:
    """The test that each argument is an int or a float (a known integer needs none)."""
    names = dict.fromkeys(a for a in args if not _known_int(a))
    return " and ".join(f"({a}.__class__ is int or {a}.__class__ is float)" for a in names) \
        or "True"


def _int_or_float(expr: str, a: list[str], fn: str, float_cond: str | None = None) -> str:
    """``expr`` when the arguments are fixnums, or floats (``float_cond``, default
    _float_guard: IEEE arithmetic on them is Racket's); else the primitive's."""
    slow = _fallback(fn, a)
    cond = _int_guard(a)
    if cond == "True":
        return f"({expr})"
    fcond = _float_guard(a) if float_cond is None else float_cond
    if fcond is None or fcond == "True":
        return _when(expr, cond, slow)
    return f"({expr} if {cond} else {expr} if {fcond} else {slow})"


def _arith(op: str) -> Inliner:
    """``+``, ``-``, ``*`` of two or more fixnums, left to right as Racket folds them:
    ``(* 2 a b)`` is ``2 * a * b``; the same of floats (and nonzero literal integers:
    ``(* 2 x)``), which IEEE computes as Racket does. A mix of a float and an exact
    variable is the primitive's (an exact 0, a bignum)."""
    def inline(a: list[str], fn: str) -> tuple[str, bool] | None:
        if len(a) < 2:
            return None
        return _int_or_float(f" {op} ".join(a), a, fn), False
    return inline


def _compare(op: str) -> Inliner:
    """A comparison of two or more reals that are ints or floats: ``(< a b c)`` is
    Python's chained ``a < b < c``, which means what Racket's does (each neighbour pair in
    order); Python compares an int and a float exactly, as Racket does
    (``(= (expt 10 400) +inf.0)`` is #f), and NaN is unordered in both. Of one argument
    (``(>= 0)``, a comparison whose other operand was forgotten) it is #t for any real, as
    Racket's, with no call: the primitive's only for the error of a non-real."""
    def inline(a: list[str], fn: str) -> tuple[str, bool] | None:
        if len(a) == 1:
            return _when("True", _real_guard(a), _fallback(fn, a)), True
        if len(a) < 2:
            return None
        return _when(f" {op} ".join(a), _real_guard(a), _fallback(fn, a)), True
    return inline


def _minus(a: list[str], fn: str) -> tuple[str, bool] | None:
    if len(a) == 1:
        return _when(f"-{a[0]}", _real_guard(a), f"{fn}({a[0]})"), False
    return _arith("-")(a, fn)


def _real1(template: str, boolean: bool = False) -> Inliner:
    """A one-argument primitive whose ``template`` gives Racket's answer for an int and a
    float alike (``x + 1``, ``x > 0``)."""
    def inline(a: list[str], fn: str) -> tuple[str, bool]:
        return _when(template.format(a[0]), _real_guard(a), f"{fn}({a[0]})"), boolean
    return inline


def _abs(a: list[str], fn: str) -> tuple[str, bool]:
    """abs: of a fixnum at once; of a float Python's abs (``(abs -0.0)`` is 0.0)."""
    x = a[0]
    fixnum = f"-{x} if {x} < 0 else {x}"
    if _known_int(x):
        return f"({fixnum})", False
    return (f"(({fixnum}) if {x}.__class__ is int else abs({x}) if {x}.__class__ is float "
            f"else {fn}({x}))"), False


def _sqr(a: list[str], fn: str) -> tuple[str, bool]:
    """racket/math's sqr of a fixnum or a float: the product (``(sqr -0.0)`` is 0.0, as
    Racket's), at once."""
    x = a[0]
    if _known_int(x):
        return f"({x} * {x})", False
    return (f"({x} * {x} if {x}.__class__ is int or {x}.__class__ is float "
            f"else {fn}({x}))"), False


def _exact_rounding(expr: str) -> Inliner:
    """exact-round/-floor/-ceiling (racket/math): of a fixnum itself; of a float below
    2^52 in magnitude (finite: NaN and the infinities fail the test) ``expr``, an int, as
    the primitive computes it (round: half to even); else the primitive (its errors)."""
    def inline(a: list[str], fn: str) -> tuple[str, bool]:
        x = a[0]
        if _known_int(x):
            return f"({x})", False
        return (f"({x} if {x}.__class__ is int else {expr.format(x)} if {x}.__class__ is float "
                f"and -4503599627370496.0 < {x} < 4503599627370496.0 else {fn}({x}))"), False
    return inline


def _float_rounding(expr: str) -> Inliner:
    """floor/ceiling of a fixnum is itself; of a float ``expr`` (a float floor division,
    exact, -0.0 kept), which is NaN only for an infinity or NaN: then the float itself."""
    def inline(a: list[str], fn: str) -> tuple[str, bool]:
        x = a[0]
        if _known_int(x):
            return f"({x})", False
        return (f"({x} if {x}.__class__ is int else (_fr if (_fr := {expr.format(x)}) == _fr "
                f"else {x}) if {x}.__class__ is float else {fn}({x}))"), False
    return inline


def _int1(template: str, boolean: bool = False) -> Inliner:
    def inline(a: list[str], fn: str) -> tuple[str, bool]:
        return _when(template.format(a[0]), _int_guard(a), f"{fn}({a[0]})"), boolean
    return inline


def _division(op: str, nonnegative: bool) -> Inliner:
    """quotient/remainder agree with Python's // and % for a >= 0, b > 0; modulo for b != 0."""
    def inline(a: list[str], fn: str) -> tuple[str, bool]:
        x, y = a
        if not _is_int_literal(y):
            cond = _all(_int_guard(a), f"{x} >= 0 and {y} > 0" if nonnegative else y)
        elif int(y.strip("()")) > 0 or (not nonnegative and int(y.strip("()")) != 0):
            # (quotient n 10): the divisor's test is made here, once
            cond = _all(_int_guard(a), f"{x} >= 0" if nonnegative else "True")
        else:               # a literal divisor the fast path never takes (0; quotient by -3)
            return f"{fn}({x}, {y})", False
        return _when(f"{x} {op} {y}", cond, f"{fn}({x}, {y})"), False
    return inline


def _divide(a: list[str], fn: str) -> tuple[str, bool] | None:
    """(/ x y) of two fixnums whose quotient is exact (``(/ n 2)`` of an even n) is ``x //
    y``; of two floats (or a float and a nonzero literal integer) with a nonzero divisor,
    ``x / y``; a remainder, a zero divisor or any other number goes to the primitive (a
    Fraction, Racket's division-by-zero error, an infinity, exact 0 divided)."""
    if len(a) != 2:
        return None
    x, y = a
    cond = _all(_int_guard(a), y if not _is_int_literal(y) else
                ("True" if int(y.strip("()")) else "False"), f"{x} % {y} == 0")
    fcond = _float_guard(a)
    if fcond is not None and not _float_mix_ok(y):
        fcond = _all(fcond, y)
    if fcond is None or fcond == "True" or cond == "True":     # no float: (/ 7 2) is 7/2
        return _when(f"{x} // {y}", cond, f"{fn}({x}, {y})"), False
    return f"({x} // {y} if {cond} else {x} / {y} if {fcond} else {fn}({x}, {y}))", False


def _expt(a: list[str], fn: str) -> tuple[str, bool]:
    """(expt x y) of a fixnum of at most 32 bits by a fixnum from 0 to 64 is ``x ** y`` (an
    exact integer of at most 2,048 bits, (expt 0 0) is 1 in both); anything else (a negative
    or large power, a float, Racket's size limit) is the primitive's."""
    x, y = a
    y_ok = ("True" if 0 <= int(y.strip("()")) <= 64 else "False") if _is_int_literal(y) \
        else f"0 <= {y} <= 64"
    cond = _all(_int_guard(a), y_ok, f"-4294967296 < {x} < 4294967296")
    return _when(f"{x} ** {y}", cond, f"{fn}({x}, {y})"), False


def _exact_to_inexact(a: list[str], fn: str) -> tuple[str, bool]:
    """(exact->inexact x) of an int under 1e300 in magnitude is ``float(x)``: finite, and
    rounded to nearest, ties to even, as Racket rounds; of a float, x itself; anything else
    is the primitive's."""
    x = a[0]
    if _known_int(x):
        return _when(f"float({x})", f"-1e300 < {x} < 1e300", f"{fn}({x})"), False
    return (f"(float({x}) if {x}.__class__ is int and -1e300 < {x} < 1e300 else {x} "
            f"if {x}.__class__ is float else {fn}({x}))"), False


def _sqrt(a: list[str], fn: str) -> tuple[str, bool]:
    """(sqrt n) of a nonnegative fixnum below 2^52: exact when n is a perfect square, else
    the root of its float, as the primitive answers; of a float from -0.0 up (+inf.0 too),
    its root; anything else is the primitive's (a complex root, NaN)."""
    x = a[0]
    root = f"(_sq if (_sq := _isqrt({x})) * _sq == {x} else _fsqrt({x}))"
    if _known_int(x):
        return _when(root, f"0 <= {x} < 4503599627370496", f"{fn}({x})"), False
    return (f"({root} if {x}.__class__ is int and 0 <= {x} < 4503599627370496 else "
            f"_fsqrt({x}) if {x}.__class__ is float and {x} >= 0.0 else {fn}({x}))"), False


def _extremum(op: str) -> Inliner:
    """max/min of two fixnums (exact, so a tie cannot be told apart), or of two floats (a
    tie gives the second, as Racket's: (max 0.0 -0.0) is -0.0; a NaN either side gives
    NaN); a mix (contagion) is the primitive's. Of three or more fixnums, Python's own
    max/min (exact: which of equal ones it picks cannot be told apart); any other
    argument, the primitive's."""
    builtin = "max" if op == ">=" else "min"

    def inline(a: list[str], fn: str) -> tuple[str, bool] | None:
        if len(a) > 2:
            return _when(f"{builtin}({', '.join(a)})", _int_guard(a), _fallback(fn, a)), False
        if len(a) != 2:
            return None
        x, y = a
        ints = _int_guard(a)
        if ints == "True" or any(_known_int(v) for v in a):
            return _when(f"({y} if {y} {op} {x} else {x})", ints, f"{fn}({x}, {y})"), False
        return (f"({y} if {y} {op} {x} else {x}) if {ints} else ({y} if {y} {op} {x} or {y} != {y} "
                f"else {x}) if {x}.__class__ is float and {y}.__class__ is float "
                f"else {fn}({x}, {y})"), False
    return inline


# -- pairs and lists

def _cxr(path: str, pair: str = "_Pair") -> Inliner:
    """c[ad]+r: ``path`` is the accessors in the order they apply ("dda" for caddr), of
    pairs of the class ``pair`` names (_MPair: mcar, and r5rs's cadr ...)."""
    def inline(a: list[str], fn: str) -> tuple[str, bool]:
        acc, guards = a[0], []
        for letter in path:
            guards.append(f"{acc}.__class__ is {pair}")
            acc += ".car" if letter == "a" else ".cdr"
        return f"({acc} if {' and '.join(guards)} else {fn}({a[0]}))", False
    return inline


def _list_access(field: str) -> Inliner:
    """first/rest: a pair already known to start a list (Pair.listp) needs no walk."""
    def inline(a: list[str], fn: str) -> tuple[str, bool]:
        x = a[0]
        return f"({x}.{field} if {x}.__class__ is _Pair and {x}.listp is True else {fn}({x}))", False
    return inline


def _list_element(k: int) -> Inliner:
    """second, third ...: in a pair already known to start a list (Pair.listp) each cdr is
    a pair or '(), so k tests of pairs reach the element; a shorter list, or one not known,
    is the primitive's (its errors)."""
    def inline(a: list[str], fn: str) -> tuple[str, bool]:
        x = a[0]
        acc, guards = x, [f"{x}.__class__ is _Pair and {x}.listp is True"]
        for _ in range(k):
            acc += ".cdr"
            guards.append(f"{acc}.__class__ is _Pair")
        return f"({acc}.car if {' and '.join(guards)} else {fn}({x}))", False
    return inline


def _list_ref(a: list[str], fn: str) -> tuple[str, bool] | None:
    """(list-ref lst k) of a literal k from 0 to 4 (a walk the primitive charges no work
    for; longer ones would read each cdr again): k cdrs and a car, each of a pair; anything
    else is the primitive's (its errors)."""
    k = _index(a[1]) if _is_int_literal(a[1]) else None
    if k is None or not 0 <= k <= 4:
        return None
    acc, guards = a[0], []
    for _ in range(k + 1):
        guards.append(f"{acc}.__class__ is _Pair")
        acc += ".cdr"
    return f"({acc[:-4]}.car if {' and '.join(guards)} else {fn}({a[0]}, {a[1]}))", False


_FIXNUM_LITERAL = re.compile(r"^\(*-?\d{1,18}\)*$")


def _same(a: list[str], fn: str, eq: bool = False, pairs: bool = False) -> tuple[str, bool]:
    """eq?, eqv?, equal?: the same object is always equal to itself; against a fixnum
    literal, exactly an int of that value is (a float, a bool never is): no call either way
    (case's dispatch on its clause index, `(eqv? n 0)`). Two exact integers are the same
    when their values are (for eq?, when also fixnums: Racket's bignums are eq? only to
    themselves, which `is` answered), with no call (`(eq? (vector-ref s i) (vector-ref s
    j))` of a puzzle's cells). A symbol is the same only as
    itself (symbols are interned; an uninterned one is equal to nothing else either), so
    two different objects one of which is a symbol are unequal with no call (`(eq? op
    'add)` in an interpreter's dispatch), and two characters compare their code points."""
    for x, y in ((a[0], a[1]), (a[1], a[0])):
        if _FIXNUM_LITERAL.match(y) and not _FIXNUM_LITERAL.match(x):
            return f"({x}.__class__ is int and {x} == {y})", True
    x, y = a
    same_int = f"{x} == {y} and -{_FIXNUM_BOUND} <= {x} < {_FIXNUM_BOUND}" if eq else f"{x} == {y}"
    # two characters are the same when their code points are (eq? too: Racket's
    # characters are immediate values): `(eq? FLOOR c)` of two different ones, no call
    # equal? (``pairs``) of two pairs of two fixnums each, a grid search's `(equal? pos
    # goal)`: their cars' and cdrs' values, with no call
    pair = (f"else {x}.car == {y}.car and {x}.cdr == {y}.cdr if {x}.__class__ is _Pair and "
            f"{y}.__class__ is _Pair and {x}.car.__class__ is int and {x}.cdr.__class__ is int "
            f"and {y}.car.__class__ is int and {y}.cdr.__class__ is int " if pairs else "")
    return (f"({x} is {y} or ({same_int} if {x}.__class__ is int and {y}.__class__ is int "
            f"else {x}.ch == {y}.ch if {x}.__class__ is _Char and {y}.__class__ is _Char "
            f"{pair}"
            f"else {x}.__class__ is not _Sym and {y}.__class__ is not _Sym and {fn}({x}, {y})))"), True


_FIXNUM_BOUND = 2 ** 60     # Racket CS's fixnums: -2^60 <= n < 2^60 (equality.is_eq's range)


def _list(a: list[str], fn: str) -> tuple[str, bool] | None:
    if len(a) > 4:
        return None
    expr = "_NIL"
    for x in reversed(a):
        expr = f"_cons({x}, {expr})"
    return expr, False


# -- vectors, strings, characters

def _vector_ref(a: list[str], fn: str) -> tuple[str, bool]:
    v, k = a
    return (f"({v}.items[{k}] if {_all(f'{v}.__class__ is _Vec', _int_guard([k]))} "
            f"and {_at_least_zero(k)}{k} < len({v}.items) else {fn}({v}, {k}))"), False


def _vector_set(a: list[str], fn: str) -> tuple[str, bool]:
    v, k, x = a
    return (f"({v}.items.__setitem__({k}, {x}) or _VOID if {v}.__class__ is _Vec "
            f"and {_all(f'{v}.immutable is False', _int_guard([k]))} and {_at_least_zero(k)}{k} < len({v}.items) "
            f"else {fn}({v}, {k}, {x}))"), False


def _vector_length(a: list[str], fn: str) -> tuple[str, bool]:
    v = a[0]
    return f"(len({v}.items) if {v}.__class__ is _Vec else {fn}({v}))", False


def _string_ref(a: list[str], fn: str) -> tuple[str, bool]:
    s, k = a
    # a mutable string (data.MString) indexes its str or list of characters; a literal
    # index not below 0 needs only the test against the length
    index = _int_guard([k])
    low = _at_least_zero(k)
    return (f"(_CH[{s}[{k}]] if {_all(f'{s}.__class__ is str', index)} "
            f"and {low}{k} < len({s}) else _CH[{s}.data[{k}]] if {_all(f'{s}.__class__ is _MStr', index)} "
            f"and {low}{k} < len({s}.data) else {fn}({s}, {k}))"), False


def _substring(a: list[str], fn: str) -> tuple[str, bool]:
    """(substring s start [end]) of a string whose characters are a str (a literal, or a
    mutable string no string-set! has touched) and a range in it: a new mutable string of
    the slice, as the primitive makes it; anything else (a mutable string being changed, a
    bad index and its error) is the primitive's."""
    s, x = a[0], a[1]
    index = _int_guard(a[1:])
    if len(a) == 3:
        y = a[2]
        in_str = f"0 <= {x} <= {y} <= len({s})"
        in_data = f"0 <= {x} <= {y} <= len({s}.data)"
        piece, data_piece = f"{s}[{x}:{y}]", f"{s}.data[{x}:{y}]"
    else:
        in_str, in_data = f"0 <= {x} <= len({s})", f"0 <= {x} <= len({s}.data)"
        piece, data_piece = f"{s}[{x}:]", f"{s}.data[{x}:]"
    return (f"(_MkStr({piece}) if {_all(f'{s}.__class__ is str', index)} and {in_str} "
            f"else _MkStr({data_piece}) if {_all(f'{s}.__class__ is _MStr', index)} "
            f"and {s}.data.__class__ is str and {in_data} else {fn}({', '.join(a)}))"), False


def _string_append(a: list[str], fn: str) -> tuple[str, bool] | None:
    """(string-append s ...) of strings that are strs (literals, string->immutable-string's),
    with no step limit (under one the primitive charges the copy): their concatenation in a
    new mutable string, as the primitive makes it, with no tuple of arguments and no call.
    Two arguments otherwise go to ``_SAPP2`` (base_strings.string_append_two), which reads a
    mutable string's str in place; more, or anything else, to the primitive."""
    if not a:
        return None
    cond = " and ".join(f"{x}.__class__ is str" for x in dict.fromkeys(a))
    slow = f"_SAPP2({a[0]}, {a[1]})" if len(a) == 2 else _fallback(fn, a)
    return f"(_MkStr({' + '.join(a)}) if {cond} and _B.max_steps is None else {slow})", False


def display_text(x: str) -> str:
    """The text ``(display x)`` writes, as format's ``~a`` makes it (base_io.format_text):
    a str itself, a fixnum-sized integer's ``str``, anything else printer.display_string."""
    if _known_int(x):
        return f"(str({x}) if _STR_MIN < {x} < _STR_INT else _DISP({x}))"
    return (f"({x} if {x}.__class__ is str else str({x}) if {x}.__class__ is int "
            f"and _STR_MIN < {x} < _STR_INT else _DISP({x}))")


def format_in_place(pieces: list[str | None], args: list[str]) -> str:
    """``(format "..." v ...)`` of a literal pattern whose slots are all ``~a``
    (base_io.display_pattern): a new mutable string of the pattern's literal pieces (the
    names of constants; None for a slot, filled by the next argument in turn) and each
    argument's display text, joined by ``+``, as the primitive makes it."""
    texts, rest = [], iter(args)
    for piece in pieces:
        texts.append(display_text(next(rest)) if piece is None else piece)
    return f"_MkStr({' + '.join(texts) or repr('')})"


def _string_length(a: list[str], fn: str) -> tuple[str, bool]:
    s = a[0]
    return (f"(len({s}) if {s}.__class__ is str else len({s}.data) if {s}.__class__ is _MStr "
            f"else {fn}({s}))"), False


def _char_compare(op: str) -> Inliner:
    """char=? char<? ... of two characters: their code points compared (as the primitive)."""
    def inline(a: list[str], fn: str) -> tuple[str, bool] | None:
        if len(a) != 2:
            return None
        x, y = a
        return (f"({x}.ch {op} {y}.ch if {x}.__class__ is _Char and {y}.__class__ is _Char "
                f"else {fn}({x}, {y}))"), True
    return inline


def _char_ci_compare(op: str) -> Inliner:
    """char-ci=? char-ci<? ... of two characters: their case foldings compared (as the
    primitive: base_strings.CHAR_FOLD)."""
    def inline(a: list[str], fn: str) -> tuple[str, bool] | None:
        if len(a) != 2:
            return None
        x, y = a
        return (f"(_FOLD[{x}.ch] {op} _FOLD[{y}.ch] if {x}.__class__ is _Char and "
                f"{y}.__class__ is _Char else {fn}({x}, {y}))"), True
    return inline


def _string_compare(op: str) -> Inliner:
    def inline(a: list[str], fn: str) -> tuple[str, bool] | None:
        if len(a) != 2:
            return None
        x, y = a
        # two mutable strings (number->string's, string-reverse's, substring's results:
        # a palindrome test) compare their characters when both hold a str (no
        # string-set! since: then the primitive joins them)
        return (f"({x} {op} {y} if {x}.__class__ is str and {y}.__class__ is str "
                f"else {x}.data {op} {y}.data if {x}.__class__ is _MStr and {y}.__class__ is _MStr "
                f"and {x}.data.__class__ is str and {y}.data.__class__ is str "
                f"else {fn}({x}, {y}))"), True
    return inline


def _char_to_integer(a: list[str], fn: str) -> tuple[str, bool]:
    c = a[0]
    return f"(ord({c}.ch) if {c}.__class__ is _Char else {fn}({c}))", False


def _char_test(test: str) -> Inliner:
    """char-alphabetic?, char-numeric? ... of a character: ``test`` of its str, the test
    the primitive makes (values/char_classes: a str method and Racket's exceptions to it)."""
    def inline(a: list[str], fn: str) -> tuple[str, bool]:
        c = a[0]
        return f"(({test.format(f'{c}.ch')}) if {c}.__class__ is _Char else {fn}({c}))", True
    return inline


# -- hash tables (a fixnum or symbol key is its own hash key: equality.hash_key)

# failure values that are surely not procedures, returned as they are on a missing key
_PLAIN_FAILURE = re.compile(r"^(False|True|_NIL|_VOID|\(?-?\d+\)?)$")


def _number_to_string(a: list[str], fn: str) -> tuple[str, bool] | None:
    """A fixnum-sized or bigger (but not huge) exact integer in base 10: its digits, in a
    new mutable string, as the primitive makes (printer.int_string: str below the size
    where Python's conversion turns quadratic); an exact integer in base 2, 8 or 16 (a
    literal radix: binary palindromes): Python's format of it; a flonum in base 10: its
    text (printer.format_float), as the primitive writes it."""
    if len(a) == 2:     # a literal radix 2, 8 or 16: Python's format, as Racket writes it
        x, radix = a    # (lower-case hex digits, a minus sign before them)
        code = {"2": "b", "8": "o", "16": "x"}.get(radix.strip("()"))
        if code is None:
            return None
        return _when(f"_MkStr(format({x}, '{code}'))", _int_guard([x]), f"{fn}({x}, {radix})"), False
    if len(a) != 1:
        return None
    x = a[0]
    guard = _int_guard([x])
    if guard == "True":      # a known integer
        return _when(f"_MkStr(str({x}))", f"_STR_MIN < {x} < _STR_INT", f"{fn}({x})"), False
    # a flonum: its text as the primitive writes it (printer.format_float)
    return (f"(_MkStr(str({x})) if {guard} and _STR_MIN < {x} < _STR_INT else "
            f"_MkStr(_FLOTEXT({x})) if {x}.__class__ is float else {fn}({x}))"), False


def _hash_ref(a: list[str], fn: str) -> tuple[str, bool] | None:
    """The value of a key present; a missing key with a failure value that is not a
    procedure gives it. A failure procedure (which may return several values, or be a
    tail call) is left to the primitive: only the 2-argument form and plain values."""
    if len(a) == 3 and not _PLAIN_FAILURE.match(a[2]):
        return None
    h, k = a[0], a[1]
    # a missing key: the failure value, or (no failure value) the primitive's error
    missing = a[2] if len(a) == 3 else _fallback(fn, a)
    value = _by_key(h, k, lambda image: f"(_he[1] if (_he := {h}.table.get({image})) is not None "
                                        f"else {missing})")
    return f"({value} if {h}.__class__ is _Hash else {_fallback(fn, a)})", False


def _hash_ref_bang(a: list[str], fn: str) -> tuple[str, bool]:
    """The value of a key present; a missing one is the primitive's (it calls the thunk), or
    for the lowered hash-ref!'s lookup the helper's (the miss sentinel, or the error)."""
    h, k, _ = a
    found = (f"{h}.__class__ is _Hash and {h}.mutable is True and {_key_guard(k)} "
             f"and (_he := {h}.table.get({k})) is not None")
    return f"(_he[1] if {found} else {_fallback(fn, a)})", False


def _memo_key(h: str, k: str) -> tuple[str, str]:
    """The test that ``k`` is a key whose image (equality.hash_key) is written here, and
    that image: a fixnum or symbol is its own; a pair of two fixnums, the memo idiom's
    `(cons i j)`, in an equal?-based table is ``(i, j)``."""
    if _known_int(k):
        return "True", k
    own = f"{k}.__class__ is int or {k}.__class__ is _Sym"
    pair = (f"{k}.__class__ is _Pair and {h}.kind == 'equal' and {k}.car.__class__ is int "
            f"and {k}.cdr.__class__ is int")
    return f"({own} or {pair})", f"({k} if {own} else ({k}.car, {k}.cdr))"


def _lookup(h: str, k: str, mutable: bool, fallback: str) -> str:
    """A lowered lookup (Builder.lower_hash_ref): the value of a key present, the miss
    sentinel for one absent (as the helper gives); anything else is the helper's."""
    test, image = _memo_key(h, k)
    table = _all(f"{h}.__class__ is _Hash", f"{h}.mutable is True" if mutable else "True", test)
    return (f"((_he[1] if (_he := {h}.table.get({image})) is not None else _HMISS) "
            f"if {table} else {fallback})")


def _hash_ref_lookup(a: list[str], fn: str) -> tuple[str, bool]:
    """The lowered hash-ref's lookup."""
    return _lookup(a[0], a[1], False, _fallback(fn, a)), False


def _hash_ref_bang_lookup(a: list[str], fn: str) -> tuple[str, bool]:
    """The lowered hash-ref!'s lookup (its table was checked to be mutable)."""
    return _lookup(a[0], a[1], True, _fallback(fn, a)), False


def _hash_ref_bang_store(a: list[str], fn: str) -> tuple[str, bool]:
    """The lowered hash-ref!'s store of the body's value on a miss: in place for a key
    whose image is written here (the table is the lookup's, so a mutable hash table),
    else the helper's. The image is taken again: the body may have changed the key."""
    h, k, v = a
    test, image = _memo_key(h, k)
    return _when(f"{h}.table.__setitem__({image}, ({k}, {v})) or {v}", test,
                 _fallback(fn, a)), False


def _hash_set(a: list[str], fn: str) -> tuple[str, bool]:
    h, k, x = a
    return (f"({h}.table.__setitem__({k}, ({k}, {x})) or _VOID if {h}.__class__ is _Hash "
            f"and {h}.mutable is True and {_key_guard(k)} else {fn}({h}, {k}, {x}))"), False


def _set_member(a: list[str], fn: str) -> tuple[str, bool]:
    """set-member? of a hash set whose dict is its own (not handed to a newer version):
    the element's image looked up in place (_by_key, as racket_set._image computes it)."""
    s, x = a
    d = f"{s}.table._table"
    found = _by_key(f"{s}.table", x, lambda image: f"({image} in {d})")
    return f"({found} if {s}.__class__ is _RSet and {d} is not None else {fn}({s}, {x}))", True


def _hash_has_key(a: list[str], fn: str) -> tuple[str, bool]:
    h, k = a
    found = _by_key(h, k, lambda image: f"({image} in {h}.table)")
    return f"({found} if {h}.__class__ is _Hash else {fn}({h}, {k}))", True



INLINERS: dict[str, Inliner] = {
    "+": _arith("+"), "-": _minus, "*": _arith("*"),
    "<": _compare("<"), ">": _compare(">"), "<=": _compare("<="), ">=": _compare(">="),
    "=": _compare("=="),
    "add1": _real1("{} + 1"), "sub1": _real1("{} - 1"), "zero?": _real1("{} == 0", True),
    "positive?": _real1("{} > 0", True), "negative?": _real1("{} < 0", True),
    "floor": _float_rounding("{} // 1.0"), "ceiling": _float_rounding("-(-{} // 1.0)"),
    "even?": _int1("not {} & 1", True), "odd?": _int1("({} & 1) == 1", True),
    "abs": _abs, "sqr": _sqr, "exact-round": _exact_rounding("round({})"),
    "exact-floor": _exact_rounding("int({} // 1.0)"),
    "exact-ceiling": _exact_rounding("-int(-{} // 1.0)"),
    "max": _extremum(">="), "min": _extremum("<="),
    "modulo": _division("%", False), "remainder": _division("%", True),
    "quotient": _division("//", True), "/": _divide, "expt": _expt,
    "exact->inexact": _exact_to_inexact, "sqrt": _sqrt,
    "car": _cxr("a"), "cdr": _cxr("d"), "caar": _cxr("aa"), "cadr": _cxr("da"),
    "cdar": _cxr("ad"), "cddr": _cxr("dd"), "caddr": _cxr("dda"), "cdddr": _cxr("ddd"),
    "first": _list_access("car"), "rest": _list_access("cdr"), "list-ref": _list_ref,
    "second": _list_element(1), "third": _list_element(2),
    "cons": lambda a, fn: (f"_cons({a[0]}, {a[1]})", False),
    # mutable pairs: r5rs's (and #lang sicp's) car, cdr, cons, pair?, set-car!, set-cdr!
    "mcar": _cxr("a", "_MPair"), "mcdr": _cxr("d", "_MPair"),
    "mcons": lambda a, fn: (f"_MPair({a[0]}, {a[1]})", False),
    "mpair?": lambda a, fn: (f"({a[0]}.__class__ is _MPair)", True),
    "set-mcar!": lambda a, fn: (f"(_setattr({a[0]}, 'car', {a[1]}) or _VOID if {a[0]}.__class__ is _MPair "
                                f"else {fn}({a[0]}, {a[1]}))", False),
    "set-mcdr!": lambda a, fn: (f"(_setattr({a[0]}, 'cdr', {a[1]}) or _VOID if {a[0]}.__class__ is _MPair "
                                f"else {fn}({a[0]}, {a[1]}))", False),
    "list": _list,
    # a promise forced before gives its value at once (a memo of promises, lazy DP)
    "force": lambda a, fn: (f"({a[0]}.value if {a[0]}.__class__ is _Promise and {a[0]}.done "
                            f"and {a[0]}.value.__class__ is not _MVals else _force1({a[0]}))", False),
    "null?": lambda a, fn: (f"({a[0]} is _NIL)", True),
    "empty?": lambda a, fn: (f"({a[0]} is _NIL)", True),
    "pair?": lambda a, fn: (f"({a[0]}.__class__ is _Pair)", True),
    "not": lambda a, fn: (f"({a[0]} is False)", True),
    # type predicates (the tests of `(? number?)` patterns ...); the primitive answers a bool
    "number?": lambda a, fn: (f"({a[0]}.__class__ is int or {a[0]}.__class__ in _NUMBERS)", True),
    "string?": lambda a, fn: (f"({a[0]}.__class__ is str or {a[0]}.__class__ is _MStr)", True),
    # (a keyword is a Symbol named `#:...`, and no symbol)
    "symbol?": lambda a, fn: (f"({a[0]}.__class__ is _Sym and {a[0]}.name[:2] != '#:')", True),
    "char?": lambda a, fn: (f"({a[0]}.__class__ is _Char)", True),
    "vector?": lambda a, fn: (f"({a[0]}.__class__ is _Vec)", True),
    "boolean?": lambda a, fn: (f"({a[0]} is True or {a[0]} is False)", True),
    "eq?": lambda a, fn: _same(a, fn, eq=True), "eqv?": _same,
    "equal?": lambda a, fn: _same(a, fn, pairs=True),
    "vector-ref": _vector_ref, "vector-set!": _vector_set, "vector-length": _vector_length,
    "string-ref": _string_ref, "string-length": _string_length, "substring": _substring,
    "string-append": _string_append,
    "number->string": _number_to_string,
    "char->integer": _char_to_integer,
    "char-alphabetic?": _char_test("{0}.isalpha() or {0} in _ALPHA_MORE"),
    "char-numeric?": _char_test("{0}.isnumeric() and {0} not in _NUM_LESS"),
    "char-whitespace?": _char_test("{0}.isspace() and {0} not in _SPACE_LESS"),
    "char-upper-case?": _char_test("{0}.isupper()"), "char-lower-case?": _char_test("{0}.islower()"),
    # char-upcase/-downcase: the primitive's table (base_strings.CASE_MAPS) read in place
    # (string c): a character made a string, to hand to string->number or string-append
    "string": lambda a, fn: ((f"(_MkStr({a[0]}.ch) if {a[0]}.__class__ is _Char else {fn}({a[0]}))",
                              False) if len(a) == 1 else None),
    "char-upcase": lambda a, fn: (f"(_UPCASE[{a[0]}.ch] if {a[0]}.__class__ is _Char "
                                  f"else {fn}({a[0]}))", False),
    "char-downcase": lambda a, fn: (f"(_DOWNCASE[{a[0]}.ch] if {a[0]}.__class__ is _Char "
                                    f"else {fn}({a[0]}))", False),
    "hash-ref": _hash_ref, "hash-ref!": _hash_ref_bang,
    "%hash-ref-lookup": _hash_ref_lookup, "%hash-ref!-lookup": _hash_ref_bang_lookup,
    "%hash-ref!-store": _hash_ref_bang_store,
    "%hash-missing?": lambda a, fn: (f"({a[0]} is _HMISS)", True), "hash-set!": _hash_set,
    "hash-has-key?": _hash_has_key, "set-member?": _set_member,
}
for _suffix, _op in (("=?", "=="), ("<?", "<"), (">?", ">"), ("<=?", "<="), (">=?", ">=")):
    INLINERS[f"char{_suffix}"] = _char_compare(_op)
    INLINERS[f"char-ci{_suffix}"] = _char_ci_compare(_op)
    INLINERS[f"string{_suffix}"] = _string_compare(_op)


# The lowerings' own primitives, which no program can name or rebind: found by name.

def _match_is(a: list[str], fn: str) -> tuple[str, bool] | None:
    """(%match-is? r i): did the matcher's result r come from clause i (match.py)?"""
    r, i = a
    return (f"({r}[0] == {int(i.strip('()'))})", True) if _is_int_literal(i) else None


def _match_ref(a: list[str], fn: str) -> tuple[str, bool] | None:
    """(%match-ref r k): the k-th pattern variable's value in the matcher's result."""
    r, k = a
    if not _is_int_literal(k):
        return None
    return f"{r}[{int(k.strip('()')) + 1}]", False


# a `for` loop lowered into core forms (loops.lower_for, primitives/sequences.py) steps a
# Python iterator that %for-iter made: the next element, or FOR_END
# Statements for a call whose value is not used (its effect alone), where they are quicker
# than the expression: an item assignment instead of a call of __setitem__. Each takes
# the arguments and the function as an inliner does and returns lines of Python.

def _vector_set_statement(a: list[str], fn: str) -> list[str]:
    v, k, x = a
    return [f"if {v}.__class__ is _Vec and {_all(f'{v}.immutable is False', _int_guard([k]))} "
            f"and {_at_least_zero(k)}{k} < len({v}.items):", f"    {v}.items[{k}] = {x}",
            "else:", f"    {fn}({v}, {k}, {x})"]


def _hash_set_statement(a: list[str], fn: str) -> list[str]:
    h, k, x = a
    return [f"if {h}.__class__ is _Hash and {h}.mutable is True and {_key_guard(k)}:",
            f"    {h}.table[{k}] = ({k}, {x})", "else:", f"    {fn}({h}, {k}, {x})"]


def _hash_update_statement(a: list[str], fn: str) -> list[str]:
    """(hash-update! h k add1 [v]), the count of a key: in a mutable table, a fixnum or
    symbol key (its own image) whose value (or, missing, the failure value: a plain literal,
    not a procedure) is an exact integer gets it plus one, stored as the primitive stores
    it; anything else (another procedure, tested by identity when the statement runs, a
    missing key with no failure value and its error, a value add1 would reject) is the
    primitive's call (which returns void: a procedure's tail call or values it has run)."""
    if len(a) == 4 and not _PLAIN_FAILURE.match(a[3]):    # a failure thunk: the call alone
        return [f"{fn}({', '.join(a)})"]
    h, k, proc = a[:3]
    old = (f"(_he[1] if (_he := {h}.table.get({k})) is not None else {a[3]})" if len(a) == 4
           else f"(_he[1] if (_he := {h}.table.get({k})) is not None else None)")
    test = _all(f"{h}.__class__ is _Hash and {h}.mutable is True", _key_guard(k),
                f"{proc} is _ADD1 and (_hv := {old}).__class__ is int")
    return [f"if {test}:",
            f"    {h}.table[{k}] = ({k}, _hv + 1)", "else:", f"    {fn}({', '.join(a)})"]


STATEMENTS: dict[str, Callable[[list[str], str], list[str]]] = {
    "vector-set!": _vector_set_statement, "hash-set!": _hash_set_statement,
    "hash-update!": _hash_update_statement,
    # a for/list's value collected (its void unused where the loop goes on)
    "%for-collect!": lambda a, fn: [f"{a[0]}.append({a[1]})"],
}
_STATEMENT_BY_ID: dict[int, Callable[[list[str], str], list[str]]] = {}


def statement_for(prim: Primitive) -> Callable[[list[str], str], list[str]] | None:
    """The statement inliner of one of Racket's primitives (by identity), if it has one."""
    if not _STATEMENT_BY_ID:
        for name, make in STATEMENTS.items():
            _STATEMENT_BY_ID[id(lookup_primitive(name))] = make
    return _STATEMENT_BY_ID.get(id(prim))


INLINERS["%for-next"] = lambda a, fn: (f"next({a[0]}, _FOR_END)", False)
INLINERS["%for-end?"] = lambda a, fn: (f"({a[0]} is _FOR_END)", True)

INTERNAL_INLINERS: dict[str, Inliner] = {"%match-is?": _match_is, "%match-ref": _match_ref}
# a lowered loop's cdr walk and counter (loops._clause_plan): their operands are known good
INTERNAL_INLINERS.update({
    "%for-car": lambda a, fn: (f"{a[0]}.car", False),
    "%for-cdr": lambda a, fn: (f"{a[0]}.cdr", False),
    "%for-add": lambda a, fn: (f"({a[0]} + {a[1]})", False),
    # for/list and for/vector collect their values in a Python list (sequences.py)
    "%for-collector": lambda a, fn: ("[]", False),
    "%for-collect!": lambda a, fn: (f"({a[0]}.append({a[1]}) or _VOID)", False),
    "%for-collected-list": lambda a, fn: (f"_mklist({a[0]})", False),
    "%for-collected-vector": lambda a, fn: (f"_Vec({a[0]})", False),
    "%for-lt": lambda a, fn: (f"({a[0]} < {a[1]})", True),
    "%for-gt": lambda a, fn: (f"({a[0]} > {a[1]})", True),
    # a clause over a sequence of no known kind ([x lst], no in-list) given a list whose
    # pairs know they are one: its elements' iterator at once (sequences.sequence_iter's)
    "%for-iter": lambda a, fn: (f"(iter(_l2p({a[1]})) if {a[1]}.__class__ is _Pair and "
                                f"{a[1]}.listp is True else {fn}({a[0]}, {a[1]}))", False),
    # the checks before such a loop: a list whose pairs know they are one, integer bounds
    "%in-list-check": lambda a, fn: (f"({a[0]} if {a[0]} is _NIL or {a[0]}.__class__ is _Pair "
                                     f"and {a[0]}.listp is True else {fn}({a[0]}))", False),
    "%in-range-check": lambda a, fn: (_when(a[0], _int_guard(a), f"{fn}({', '.join(a)})"),
                                      False),
})


# The tests and accessors of `match` patterns lowered into core forms (match.lower_match):
# an accessor is used only where the test before it holds (a pair before its car), so it
# needs no check of its own. Their values are *pure* (the third item, True): reading the
# same expression again gives the same value, so it is written out where it is used, with
# no temporary, and a whole pattern's test becomes one Python condition.

def _index(k: str) -> int | None:
    return int(k.strip("()")) if _is_int_literal(k) else None


def _pure(expr: str) -> tuple[str, bool, bool]:
    return expr, False, True


def _pure_test(expr: str) -> tuple[str, bool, bool]:
    return expr, True, True


def _match_vector(a: list[str], fn: str) -> tuple[str, bool, bool] | None:
    n = _index(a[1])
    if n is None:
        return None
    return _pure_test(f"({a[0]}.__class__ is _Vec and len({a[0]}.items) == {n})")


def _match_vector_ref(a: list[str], fn: str) -> tuple[str, bool, bool] | None:
    k = _index(a[1])
    return None if k is None else _pure(f"{a[0]}.items[{k}]")


def _match_field(a: list[str], fn: str) -> tuple[str, bool, bool] | None:
    k = _index(a[1])
    return None if k is None else _pure(f"{a[0]}.fields[{k}]")


def _struct_copy(a: list[str], fn: str) -> tuple[str, bool] | None:
    """(%struct-copy type v i x ...) of one or two fields: a function of that many updates
    (base_structs.struct_copy_one, _two), no tuple of them walked."""
    if len(a) == 4:
        return f"_scopy1({', '.join(a)})", False
    if len(a) == 6:
        return f"_scopy2({', '.join(a)})", False
    return None


def _match_struct(a: list[str], fn: str) -> tuple[str, bool, bool] | None:
    """(%match-struct? v type n): an instance of exactly that type (n fields, as the
    pattern has) at once; anything else is the primitive's (subtypes, and the errors of a
    type that is not one, or has another number of fields)."""
    v, t, n = a
    if _index(n) is None:
        return None
    return (f"(({v}.__class__ is _SI and {v}.stype is {t} and len({t}.all_fields) == {n}) "
            f"or {fn}({v}, {t}, {n}))"), True, False


INTERNAL_INLINERS.update({
    "%match-pair?": lambda a, fn: _pure_test(f"({a[0]}.__class__ is _Pair)"),
    "%match-car": lambda a, fn: _pure(f"{a[0]}.car"),
    # list?: a pair's remembered answer (Pair.listp), the walk only while it is unknown
    "%match-list?": lambda a, fn: _pure_test(
        f"(({a[0]}.listp if {a[0]}.listp is not None else {fn}({a[0]})) "
        f"if {a[0]}.__class__ is _Pair else {a[0]} is _NIL)"),
    "%match-cdr": lambda a, fn: _pure(f"{a[0]}.cdr"),
    "%match-eq?": lambda a, fn: _pure_test(f"({a[0]} is {a[1]})"),
    "%match-int?": lambda a, fn: _pure_test(f"({a[0]}.__class__ is int and {a[0]} == {a[1]})"),
    "%match-equal?": lambda a, fn: (f"({a[0]} is {a[1]} or {fn}({a[0]}, {a[1]}))", True, False),
    "%match-char?": lambda a, fn: _pure_test(
        f"({a[0]} is {a[1]} or ({a[0]}.__class__ is _Char and {a[0]}.ch == {a[1]}.ch))"),
    "%match-string?": lambda a, fn: (
        f"(({a[0]} == {a[1]}) if {a[0]}.__class__ is str else {fn}({a[0]}, {a[1]}))", True, False),
    "%match-vector?": _match_vector, "%match-vector-ref": _match_vector_ref,
    "%match-box?": lambda a, fn: _pure_test(f"({a[0]}.__class__ is _Box)"),
    "%match-unbox": lambda a, fn: _pure(f"{a[0]}.value"),
    "%match-struct?": _match_struct, "%match-field": _match_field,
    # struct-copy lowered (structs.lower_struct_copy): the value an instance of exactly the
    # type named, the field's index from the type's table, one or two fields replaced
    "%struct-copy-check": lambda a, fn: (f"({a[1]} if {a[1]}.__class__ is _SI and {a[1]}.stype is "
                                         f"{a[0]} else {fn}({', '.join(a)}))", False),
    "%struct-copy-field": lambda a, fn: (f"({a[0]}.copy_index[{a[1]}] if {a[0]}.__class__ is _STy "
                                         f"and {a[1]} in {a[0]}.copy_index else {fn}({', '.join(a)}))",
                                         False),
    "%struct-copy": _struct_copy,
    # the k-th of the values a let-values binds (the list %values-list made)
    "%values-ref": lambda a, fn: None if _index(a[1]) is None else _pure(f"{a[0]}[{_index(a[1])}]"),
})

# Primitives of several values, as the expression of a let-values or define-values
# (codegen.Emitter.values_list): the expression gives the values as a Python sequence (the
# fast path), or the primitive's MultipleValues checked by ``_values_of`` (its count is
# the one the binding wants: the primitive's arity was checked), so errors stay its own.

def _quotient_remainder_values(a: list[str], fn: str) -> str:
    x, y = a
    # a literal's sign is known now
    sign = [f"{x} >= 0" if not _is_int_literal(x) else str(_index(x) >= 0),
            f"{y} > 0" if not _is_int_literal(y) else str(_index(y) > 0)]
    return (f"(divmod({x}, {y}) if {_all(_int_guard(a), *sign)} "
            f"else _values_of(2, {fn}({x}, {y})))")


VALUES_INLINERS: dict[str, Callable[[list[str], str], str]] = {
    "quotient/remainder": _quotient_remainder_values,
}


def values_inliner_for(prim: Primitive) -> Callable[[list[str], str], str] | None:
    """The VALUES_INLINERS entry of one of Racket's primitives (by identity), if any."""
    for name, inline in VALUES_INLINERS.items():
        if loaded_primitive(name) is prim:
            return inline
    return None


# The inliners of primitives of other libraries than Racket's own, by library and name:
# r5rs's c[ad]{2,4}r over mutable pairs (its car, cdr, cons ... are racket/base's mcar ...)
LIBRARY_INLINERS: dict[tuple[str, str], Inliner] = {
    ("r5rs", f"c{path}r"): _cxr(path[::-1], "_MPair")
    for path in ("aa", "ad", "da", "dd", "aaa", "aad", "ada", "add", "daa", "dad", "dda", "ddd",
                 "addd", "dddd")}


def _display_one(a: list[str], fn: str) -> tuple[str, bool] | None:
    """(~a v) of one value (racket/format): a string is the answer itself (Racket's ~a
    leaves it alone), a fixnum-sized integer its digits in a new mutable string, as the
    primitive gives; anything else (a symbol, which may be a keyword, and every other
    value) is the primitive's call."""
    if len(a) != 1:
        return None
    x = a[0]
    if _known_int(x):
        return _when(f"_MkStr(str({x}))", f"_STR_MIN < {x} < _STR_INT", f"{fn}({x})"), False
    return (f"({x} if {x}.__class__ is str or {x}.__class__ is _MStr else _MkStr(str({x})) "
            f"if {x}.__class__ is int and _STR_MIN < {x} < _STR_INT else {fn}({x}))"), False


LIBRARY_INLINERS[("racket/format", "~a")] = _display_one

_INLINE_BY_ID: dict[int, Inliner] = {}


def inliners() -> dict[int, Inliner]:
    """The inliners by the identity of the primitive objects (those of the libraries loaded
    so far: a `require` that loads one more adds its own; r5rs registers helpers of its own,
    so its loading too changes ``registered_count``)."""
    if _INLINED_WITH[0] != registered_count():
        _INLINED_WITH[0] = registered_count()
        for name, inliner in INLINERS.items():
            value = loaded_primitive(name)
            if value is not None:
                _INLINE_BY_ID[id(value)] = inliner
        for (lib, name), inliner in LIBRARY_INLINERS.items():
            value = loaded_library_primitive(lib, name)
            if value is not None:
                _INLINE_BY_ID[id(value)] = inliner
    return _INLINE_BY_ID


_INLINED_WITH = [-1]     # registered_count() when _INLINE_BY_ID was last filled


def inliner_for(prim: Primitive) -> Inliner | None:
    """The inliner of a primitive: one of Racket's (by identity), or one a lowering made
    (by its name, which starts with `%`: a program cannot write such a primitive)."""
    inliner = inliners().get(id(prim))
    if inliner is None and prim.name.startswith("%"):
        return INTERNAL_INLINERS.get(prim.name)
    return inliner


# -- cons as statements (codegen.Emitter.new_pair)

def _pair_fields() -> tuple[str, ...]:
    """The slots of a Pair in the order new_pair fills them, if Pair is still the class it
    was written for: made by ``Pair()`` with no code of its own run (no __init__ or
    __new__), its slots car, cdr, loc (None) and listp (what the cdr tells, as make_pair
    sets it). Otherwise (), and cons is called."""
    slots = tuple(Pair.__slots__)
    if (slots != ("car", "cdr", "loc", "listp") or Pair.__bases__ != (object,)
            or "__init__" in vars(Pair) or "__new__" in vars(Pair)):
        return ()
    probe = make_pair(1, make_pair(2, NIL))
    if probe.loc is not None or probe.listp is not True or make_pair(1, 2).listp is not False:
        return ()
    return slots


PAIR_FIELDS = _pair_fields()

#: primitives whose inlined text raises Racket's result arity error on several values, so
#: that it is used only where one value is expected (not in tail position, not where a
#: let-values or call-with-values takes any number)
ONE_VALUE_INLINERS = frozenset(["force"])
#: ... and their texts where any number of values is taken (a tail position, a let-values):
#: a promise forced before gives its value(s) at once, else the primitive itself runs
ANY_VALUES_INLINERS: dict[str, Inliner] = {
    "force": lambda a, fn: (f"({a[0]}.value if {a[0]}.__class__ is _Promise and {a[0]}.done "
                            f"else {fn}({a[0]}))", False),
}


def cons_primitive() -> Primitive:
    return lookup_primitive("cons")


def list_primitive() -> Primitive:
    return lookup_primitive("list")


# Primitives whose Python function returns exactly one value and never a TailCall: they
# call no procedure given to them and return no multiple values, so a call's result needs
# no test (codegen.Emitter.primitive_call). Only first-order primitives belong here.
PLAIN_RESULTS = frozenset((
    "length", "list-ref", "list-tail", "append", "reverse", "range", "last", "first",
    "second", "third", "rest", "take", "drop", "list", "list*", "vector", "make-vector",
    "list->vector", "vector->list", "vector-length", "vector-ref", "vector-set!",
    "build-string", "make-string", "string-length", "string-ref", "substring",
    "string-append", "string->list", "list->string", "string->number", "number->string",
    "string->symbol", "symbol->string", "string-upcase", "string-downcase",
    "string-split", "string-join", "string=?", "string<?", "char->integer",
    "integer->char", "char-upcase", "char-downcase", "expt", "sqrt", "integer-sqrt",
    "exact->inexact", "inexact->exact", "exact-round", "exact-floor", "exact-ceiling",
    "floor", "ceiling", "round", "truncate", "abs", "gcd", "lcm", "max", "min", "quotient",
    "remainder", "modulo", "add1", "sub1", "+", "-", "*", "/", "<", ">", "=", "<=", ">=",
    "zero?", "even?", "odd?", "positive?", "negative?", "number?", "integer?", "null?",
    "pair?", "list?", "not", "equal?", "eq?", "eqv?", "cons", "car", "cdr", "cadr", "cddr",
    "mcons", "mcar", "mcdr", "mpair?",
    "caddr", "memq", "memv", "assq", "assv", "remove-duplicates", "hash-count",
    "hash-has-key?", "hash-set!", "make-hash", "make-hasheq", "box", "unbox", "set-box!",
    # predicates and data operations that take no procedure (issue 29, part 8)
    "sqr", "fourth", "fifth", "last-pair", "list-set", "index-of", "empty?", "cons?",
    "symbol?", "string?", "char?", "vector?", "hash?", "boolean?", "procedure?", "exact?",
    "inexact?", "exact-integer?", "exact-nonnegative-integer?", "real?", "char=?", "char<?",
    "char-ci=?", "char-ci<?",
    "char-alphabetic?", "char-numeric?", "char-whitespace?", "char-upper-case?",
    "char-lower-case?", "string-prefix?", "string-suffix?", "string-contains?",
    "set-member?", "set-add", "set-count", "set->list", "hash-keys", "hash-values",
    "hash-set", "hash-remove!", "vector-copy", "vector-append", "vector-member",
    "string-copy", "bitwise-and", "arithmetic-shift", "integer-length", "exact-truncate",
    "%apply-spread",    # its list, or an error (expander.Builder.lower_apply)
    "string", "string-ci=?", "string>?", "string<=?", "string>=?", "char>?", "char<=?",
    "char>=?", "string-trim", "string-replace", "symbol<?", "vector-fill!",
    "%struct-copy-check", "%struct-copy-field", "%struct-copy",     # (structs.lower_struct_copy)
))
_PLAIN_BY_ID: dict[int, bool] = {}


def plain_result(prim: Primitive) -> bool:
    """Is ``prim`` (by identity) one of Racket's PLAIN_RESULTS primitives?"""
    known = _PLAIN_BY_ID.get(id(prim))
    if known is None:
        known = _PLAIN_BY_ID[id(prim)] = (prim.name in PLAIN_RESULTS
                                          and loaded_primitive(prim.name) is prim)
    return known
