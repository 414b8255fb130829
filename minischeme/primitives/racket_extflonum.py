"""racket/extflonum as Racket CS has it: CS has no extflonums (80-bit floats), so
`extflonum-available?` is #f; the reader still reads an extflonum literal (`1.0t0`, a value
that only prints as written: values/data.Extflonum), `extflonum?` recognizes one, and every
operation checks its arguments as Racket's does, then raises exn:fail:unsupported
(`extfl+: unsupported`). No extflvector can be made, so `extflvector?` is always #f."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import NIL, Extflonum
from minischeme.values.errors import EXN_FAIL_UNSUPPORTED, contract_error, racket_error
from .registry import add, define, library

library("racket/extflonum")

add("pi.t", Extflonum("3.1415926535897932385t0"))


@define("extflonum?", 1)
def extflonum_p(v: Any) -> bool:
    """Is v an extflonum (read from a literal such as `1.0t0`)?"""
    return type(v) is Extflonum


@define("extflonum-available?", 0)
def extflonum_available_p() -> bool:
    """#f: Racket CS has no extflonum arithmetic."""
    return False


@define("extflvector?", 1)
def extflvector_p(v: Any) -> bool:
    """#f: no extflvector can be made where extflonums are unavailable."""
    return False


def _unsupported(who: str) -> Exception:
    return racket_error(f"{who}: unsupported", EXN_FAIL_UNSUPPORTED, NIL)


def _checking(who: str, nargs: int) -> None:
    """An extflonum operation of ``nargs`` arguments: each must be an extflonum; then
    unsupported."""
    def operation(*args: Any) -> Any:
        for a in args:
            if type(a) is not Extflonum:
                raise contract_error(who, "extflonum?", a)
        raise _unsupported(who)
    operation.__doc__ = f"Racket CS's {who}: unsupported (no extflonums)."
    define(who, nargs)(operation)


for _name in ("extfl+", "extfl-", "extfl*", "extfl/", "extfl<", "extfl<=", "extfl=", "extfl>",
              "extfl>=", "extflmax", "extflmin", "extflexpt"):
    _checking(_name, 2)
for _name in ("extflabs", "extflacos", "extflasin", "extflatan", "extflceiling", "extflcos",
              "extflexp", "extflfloor", "extfllog", "extflround", "extflsin", "extflsqrt",
              "extfltan", "extfltruncate", "extfl->exact", "extfl->exact-integer",
              "extfl->inexact", "extfl->fx", "extfl->floating-point-bytes"):
    _checking(_name, 1)


def _refusing(who: str, lo: int, hi: int | None) -> None:
    """A procedure that would make an extflonum or extflvector: unsupported."""
    def operation(*args: Any) -> Any:
        raise _unsupported(who)
    operation.__doc__ = f"Racket CS's {who}: unsupported (no extflonums)."
    define(who, lo, hi)(operation)


for _name, _lo, _hi in (("real->extfl", 1, 1), ("->extfl", 1, 1), ("fx->extfl", 1, 1),
                        ("floating-point-bytes->extfl", 1, 4), ("make-extflvector", 1, 2),
                        ("make-shared-extflvector", 1, 2), ("extflvector", 0, None),
                        ("shared-extflvector", 0, None)):
    _refusing(_name, _lo, _hi)


def _on_extflvector(who: str, lo: int, hi: int | None) -> None:
    """An extflvector operation: its first argument is never an extflvector here."""
    def operation(v: Any, *rest: Any) -> Any:
        raise contract_error(who, "extflvector?", v)
    operation.__doc__ = f"Racket's {who}: no extflvector exists where extflonums are unavailable."
    define(who, lo, hi)(operation)


for _name, _lo, _hi in (("extflvector-length", 1, 1), ("extflvector-ref", 2, 2),
                        ("extflvector-set!", 3, 3), ("extflvector-copy", 1, 3)):
    _on_extflvector(_name, _lo, _hi)
