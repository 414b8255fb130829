"""Dates (racket/base): the `date` and `date*` structs, their constructors and accessors,
and `seconds->date`, which programs use to print when something happened or to compute
with calendar fields. (racket/date's formatting and its way back to seconds: racket_date.py.)

`date` is Racket's transparent struct of ten fields (second minute hour day month year
week-day year-day dst? time-zone-offset), `date*` its subtype adding nanosecond and
time-zone-name; their constructors check each field as Racket's guards do, naming the
struct being made. `seconds->date` reads the C library's calendar (gmtime or localtime),
as Racket CS does, so the range of seconds it accepts (years whose number less 1900 fits
in 32 bits) and the local time zone's name, offset and daylight-saving flag are the same.
"""
from __future__ import annotations

import time
from fractions import Fraction
from math import floor, isfinite
from typing import Any

from minischeme.values.data import MString, StructInstance, StructType, as_str, sym, make_struct_instance
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.values.printer import print_string
from minischeme.values.struct_types import StructSpec, make_struct_procedures
from .registry import add, define, library

library("racket/base")

_DATE_FIELDS = ["second", "minute", "hour", "day", "month", "year", "week-day", "year-day",
                "dst?", "time-zone-offset"]
DATE = StructType("date", _DATE_FIELDS, transparent=True)
DATE_STAR = StructType("date*", ["nanosecond", "time-zone-name"], DATE, transparent=True)

# each field's check, as Racket's guard words it: (lowest, highest) for (integer-in lo hi),
# None for any exact integer, "boolean" for dst?
_DATE_CHECKS: list[Any] = [(0, 60), (0, 59), (0, 23), (1, 31), (1, 12), None, (0, 6), (0, 365),
                           "boolean", None]


def _check_field(who: str, value: Any, check: Any) -> None:
    if check == "boolean":
        if type(value) is not bool:
            raise contract_error(who, "boolean?", value)
    elif check is None:
        if type(value) is not int:
            raise contract_error(who, "exact-integer?", value)
    elif type(value) is not int or not check[0] <= value <= check[1]:
        raise contract_error(who, f"(integer-in {check[0]} {check[1]})", value)


def _date_guard(who: str, args: tuple) -> None:
    """date's guard: its ten fields (a subtype's own fields follow, unchecked)."""
    for value, check in zip(args, _DATE_CHECKS):
        _check_field(who, value, check)


def _date_star_guard(who: str, args: tuple) -> None:
    """date*'s guard: date's fields, then a nanosecond count and a time zone name."""
    _date_guard(who, args)
    _check_field(who, args[10], (0, 999999999))
    if as_str(args[11]) is None:
        raise contract_error(who, "string?", args[11])


DATE.guard = _date_guard
DATE_STAR.guard = _date_star_guard

_PROCEDURES: dict[str, Any] = {}
for _stype in (DATE, DATE_STAR):
    _PROCEDURES.update(make_struct_procedures(_stype, StructSpec(
        sym(_stype.name), None, [(f, False) for f in _stype.fields], True, False, False, False,
        None)))
    _PROCEDURES[f"make-{_stype.name}"] = _PROCEDURES[_stype.name]
for _name, _value in _PROCEDURES.items():
    add(_name, _value)

_make_date_star = _PROCEDURES["date*"].fn


def _date_star(*args: Any) -> StructInstance:
    """date*'s constructor keeps an immutable copy of the time zone name, as Racket's does."""
    made = _make_date_star(*args)
    if type(made.fields[11]) is MString:
        made.fields[11] = made.fields[11].value()
    return made


_PROCEDURES["date*"].fn = _date_star   # (make-date* too: the same procedure)


def make_date(seconds: int, nanosecond: int, local_time: bool) -> StructInstance:
    """The date* of a whole number of seconds since the epoch (and nanoseconds past it), in
    the local time zone or in UTC; raises OverflowError or OSError where the C library's
    calendar ends (as Racket's does)."""
    t = time.localtime(seconds) if local_time else time.gmtime(seconds)
    if local_time:
        zone, offset, dst = t.tm_zone, t.tm_gmtoff, t.tm_isdst > 0
    else:
        zone, offset, dst = "UTC", 0, False
    return make_struct_instance(DATE_STAR, [t.tm_sec, t.tm_min, t.tm_hour, t.tm_mday, t.tm_mon,
                                      t.tm_year, (t.tm_wday + 1) % 7, t.tm_yday - 1, dst,
                                      offset, nanosecond, zone])


@define("seconds->date", 1, 2)
def seconds_to_date(seconds: Any, local_time: Any = True) -> StructInstance:
    """(seconds->date secs [local-time?]): the date* of secs (a real number of seconds since
    the epoch; its fraction the nanoseconds) in the local time zone, or in UTC if
    local-time? is #f."""
    if type(seconds) not in (int, Fraction, float):
        raise contract_error("seconds->date", "real?", seconds)
    if type(seconds) is float:
        if not isfinite(seconds):
            raise racket_error(f"exact: no exact representation for {print_string(seconds)}",
                               EXN_FAIL_CONTRACT)
        seconds = Fraction(seconds)
    whole = floor(seconds)
    nanosecond = floor((seconds - whole) * 1_000_000_000)
    try:
        return make_date(whole, nanosecond, local_time is not False)
    except (OverflowError, OSError, ValueError):
        raise racket_error(f"seconds->date: integer is out-of-range\n  integer: {whole}",
                           EXN_FAIL_CONTRACT) from None
