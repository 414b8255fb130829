"""srfi/19 (time and date), the part programs use: time objects (`make-time`, the
accessors, `add-duration`, `subtract-duration`, `time-difference`), `make-date`, the date
accessors srfi/19 adds to racket/base's (`date-nanosecond`, `date-zone-offset`,
`date-year-day`, whose count starts at 1), and `date->time-utc` / `time-utc->date`.

As in Racket's srfi/19, a date is racket/base's `date*` (week day and day of the year
computed, dst? #f, time zone name ""), and a time is the transparent, mutable struct
`tm:time` of a type, nanoseconds and seconds. Calendar arithmetic is the proleptic
Gregorian calendar's (Python's datetime), so any year from 1 to 9999."""
from __future__ import annotations

import datetime
import time
from typing import Any

from minischeme.values.data import StructInstance, StructType, make_struct_instance, sym
from minischeme.values.errors import contract_error, racket_error
from minischeme.values.struct_types import StructSpec, make_struct_procedures
from .base_dates import DATE_STAR
from .registry import add, define, library

library("srfi/19")

TIME = StructType("tm:time", ["type", "nanosecond", "second"], transparent=True)
_TIME_PROCS = make_struct_procedures(TIME, StructSpec(
    sym("tm:time"), None, [(f, True) for f in TIME.fields], True, False, False, False, None))
_EPOCH = datetime.datetime(1970, 1, 1)


def _time(who: str, t: Any) -> StructInstance:
    if type(t) is not StructInstance or t.stype is not TIME:
        raise racket_error(f"{who}: TIME-ERROR type incompatible-time-types")
    return t


def _date(who: str, d: Any) -> StructInstance:
    if type(d) is not StructInstance or not d.stype.is_subtype_of(DATE_STAR):
        raise contract_error(who, "date*?", d)
    return d


@define("make-time", 3)
def make_time(kind: Any, nanosecond: Any, second: Any) -> StructInstance:
    """A time of the given type (a symbol such as 'time-utc or 'time-duration)."""
    return make_struct_instance(TIME, [kind, nanosecond, second])


@define("time?", 1)
def time_p(v: Any) -> bool:
    return type(v) is StructInstance and v.stype is TIME


for _field, _i in (("type", 0), ("nanosecond", 1), ("second", 2)):
    def _get(t: Any, _i: int = _i, _who: str = f"time-{_field}") -> Any:
        return _time(_who, t).fields[_i]
    define(f"time-{_field}", 1)(_get)


def _ns(t: StructInstance) -> int:
    return t.fields[2] * 1_000_000_000 + t.fields[1]


def _from_ns(kind: Any, ns: int) -> StructInstance:
    sec, nano = divmod(ns, 1_000_000_000)
    if sec < 0 and nano:                    # srfi/19 keeps the sign on both parts
        sec, nano = sec + 1, nano - 1_000_000_000
    return make_struct_instance(TIME, [kind, nano, sec])


@define("add-duration", 2)
def add_duration(t: Any, d: Any) -> StructInstance:
    """t moved forward by the duration d."""
    t, d = _time("add-duration", t), _time("add-duration", d)
    if d.fields[0] is not sym("time-duration"):
        raise racket_error("add-duration: TIME-ERROR type incompatible-time-types")
    return _from_ns(t.fields[0], _ns(t) + _ns(d))


@define("subtract-duration", 2)
def subtract_duration(t: Any, d: Any) -> StructInstance:
    """t moved back by the duration d."""
    t, d = _time("subtract-duration", t), _time("subtract-duration", d)
    if d.fields[0] is not sym("time-duration"):
        raise racket_error("subtract-duration: TIME-ERROR type incompatible-time-types")
    return _from_ns(t.fields[0], _ns(t) - _ns(d))


@define("time-difference", 2)
def time_difference(a: Any, b: Any) -> StructInstance:
    """The duration from b to a (times of one type)."""
    a, b = _time("time-difference", a), _time("time-difference", b)
    if a.fields[0] is not b.fields[0]:
        raise racket_error("time-difference: TIME-ERROR type incompatible-time-types")
    return _from_ns(sym("time-duration"), _ns(a) - _ns(b))


def _civil(sec: int, nano: int, offset: int) -> StructInstance:
    """The date* of sec seconds since the epoch (UTC) seen at offset seconds east."""
    try:
        dt = _EPOCH + datetime.timedelta(seconds=sec + offset)
    except OverflowError:
        raise racket_error("time-utc->date: date out of range") from None
    return make_struct_instance(DATE_STAR, [dt.second, dt.minute, dt.hour, dt.day, dt.month,
                                            dt.year, dt.isoweekday() % 7,
                                            dt.timetuple().tm_yday - 1, False, offset, nano, ""])


@define("make-date", 8)
def make_date(nano: Any, second: Any, minute: Any, hour: Any, day: Any, month: Any,
              year: Any, offset: Any) -> StructInstance:
    """srfi/19's date: racket/base's date* with its week day and day of the year."""
    if type(month) is not int or not 1 <= month <= 12:     # (its year day is computed first)
        from minischeme.values.printer import print_string
        raise racket_error("date-year-day: TIME-ERROR type invalid-month-specification: "
                           + print_string(month))
    try:
        dt = datetime.datetime(year, month, day)
        wday, yday = dt.isoweekday() % 7, dt.timetuple().tm_yday - 1
    except (TypeError, ValueError, OverflowError):
        wday, yday = 0, 0
    return _date_star(second, minute, hour, day, month, year, wday, yday, False, offset,
                          nano, "")


def _date_star(*fields: Any) -> StructInstance:
    """racket/base's date* constructor (its guard's checks and words)."""
    from minischeme.primitives.registry import LIBRARIES
    return LIBRARIES["racket/base"]["make-date*"].fn(*fields)


@define("date-nanosecond", 1)
def date_nanosecond(d: Any) -> Any:
    return _date("date*-nanosecond", d).fields[10]


@define("date-zone-offset", 1)
def date_zone_offset(d: Any) -> Any:
    return _date("date*-nanosecond", d).fields[9]


@define("date-year-day", 1)
def date_year_day(d: Any) -> Any:
    """The day of the year, 1 for January 1st (racket/base's date-year-day counts from 0)."""
    f = _date("date*-nanosecond", d).fields
    return datetime.date(f[5], f[4], f[3]).timetuple().tm_yday


@define("date->time-utc", 1)
def date_to_time_utc(d: Any) -> StructInstance:
    """The UTC time of date d (its fields read at its zone offset)."""
    f = _date("date*-nanosecond", d).fields
    dt = datetime.datetime(f[5], f[4], f[3], f[2], f[1], f[0])
    sec = (dt - _EPOCH) // datetime.timedelta(seconds=1) - f[9]
    return make_struct_instance(TIME, [sym("time-utc"), f[10], sec])


@define("time-utc->date", 1, 2)
def time_utc_to_date(t: Any, offset: Any = None) -> StructInstance:
    """The date of UTC time t at offset seconds east (the local zone's by default)."""
    t = _time("time-utc->date", t)
    sec = t.fields[2]
    if offset is None:
        try:
            offset = time.localtime(sec).tm_gmtoff
        except (OverflowError, OSError, ValueError):
            offset = 0
    return _civil(sec, t.fields[1], offset)


@define("current-date", 0, 1)
def current_date(offset: Any = None) -> StructInstance:
    """Now, as a date (at offset seconds east, the local zone's by default)."""
    ns = time.time_ns()
    return time_utc_to_date(make_struct_instance(TIME, [sym("time-utc"), ns % 1_000_000_000,
                                                        ns // 1_000_000_000]), offset)


add("set-time-type!", _TIME_PROCS["set-tm:time-type!"])
add("set-time-nanosecond!", _TIME_PROCS["set-tm:time-nanosecond!"])
add("set-time-second!", _TIME_PROCS["set-tm:time-second!"])
