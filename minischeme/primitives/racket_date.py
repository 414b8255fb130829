"""racket/date: `date->string` in the formats of `date-display-format`, `current-date`, the
way back from a date to seconds (`date->seconds`, `date*->seconds`, `find-seconds`), and
Julian day numbers (`date->julian/scaliger`, `julian/scaliger->string`, and their old
misspelled names).

Each is Racket's own procedure (collects/racket/date.rkt) written again: `find-seconds`
makes the same binary search over `seconds->date` between the same bounds, so in a local
time zone it finds the same second for a time that occurs twice and reports a time that
does not exist with the same nearest seconds. racket/date exports them through
`provide/contract`, so a bad argument is Racket's blame error and a wrong number of them the
contract wrapper's arity error (its arguments listed); as in racket_random.py, the caller's
module is not known to a primitive, so the `blaming:` lines are left out.
"""
from __future__ import annotations

import time
from fractions import Fraction
from typing import Any

from minischeme.values.data import MString, make_mstring, StructInstance, Symbol, make_list, sym
from minischeme.values.errors import (EXN_FAIL, EXN_FAIL_CONTRACT,
                                      arity_error, blame_error, racket_error)
from minischeme.values.printer import error_value_string, write_string
from minischeme.values.procedures import Parameter, Primitive
from .base_dates import DATE, DATE_STAR, make_date, seconds_to_date
from .registry import add, define, library

library("racket/date")

# who -> (its contract as Racket prints it in a blame error, its line in date.rkt)
_CONTRACTS = {
    "date->seconds": (["(->* (date?) (any/c) exact-integer?)"], 8),
    "date*->seconds": (["(->* (date?) (any/c) real?)"], 9),
    "date->string": (["(->* (date?) (any/c) string?)"], 10),
    "find-seconds": (["(->*", " ((integer-in 0 61)", "  (integer-in 0 59)", "  (integer-in 0 23)",
                      "  (integer-in 1 31)", "  (integer-in 1 12)", "  natural?)",
                      " (any/c)", " exact-integer?)"], 12),
    "date->julian/scaliger": (["(-> date? exact-integer?)"], 21),
    "julian/scaliger->string": (["(-> exact-integer? string?)"], 22),
    "date->julian/scalinger": (["(-> date? exact-integer?)"], 23),
    "julian/scalinger->string": (["(-> exact-integer? string?)"], 24),
}
_ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th")
_FORMATS = ("american", "chinese", "german", "indian", "irish", "julian", "iso-8601", "rfc2822")


def _blame(who: str, expected: str, given: Any, position: int) -> Any:
    """Racket's contract error for argument ``position`` (from 0) of ``who``."""
    contract, line = _CONTRACTS[who]
    return blame_error(who, expected, given, f"the {_ORDINALS[position]} argument of", contract,
                       ["<collects>/racket/date.rkt"], f"<collects>/racket/date.rkt:{line}:2")


def _is_date(v: Any) -> bool:
    return type(v) is StructInstance and (v.stype is DATE or v.stype.is_subtype_of(DATE))


def _date_argument(who: str, args: tuple, least: int, most: int) -> StructInstance:
    """The date that is the first of ``args`` (least to most of them), checked."""
    if not least <= len(args) <= most:
        raise arity_error(who, str(least) if least == most else None, list(args), True)
    if not _is_date(args[0]):
        raise _blame(who, "date?", args[0], 0)
    return args[0]


# ------------------------------------------------------------------ date->string

def _format_guard(v: Any) -> Any:
    if type(v) is Symbol and v.name in _FORMATS:
        return v
    lines = ["date-display-format: contract violation",
             "  expected: (or/c " + " ".join(f"(quote {f})" for f in _FORMATS) + ")",
             f"  given: {error_value_string(v)}", "  in: the parameter of",
             "      (parameter/c", "       (or/c",
             *(f"        '{f}" for f in _FORMATS[:-1]), f"        '{_FORMATS[-1]}))",
             "  contract from: <collects>/racket/date.rkt", "  at: <collects>/racket/date.rkt:11:2"]
    raise racket_error("\n".join(lines), EXN_FAIL_CONTRACT)


DATE_DISPLAY_FORMAT = Parameter(sym("american"), Primitive("date-display-format", _format_guard, 1, 1),
                                "date-display-format")
add("date-display-format", DATE_DISPLAY_FORMAT)

_MONTHS = ("", "January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")
_GERMAN_MONTHS = ("", "Januar", "Februar", "M\u00e4rz", "April", "Mai", "Juni", "Juli", "August",
                  "September", "Oktober", "November", "Dezember")
_DAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
_CHINESE_DAYS = "\u5929\u4e00\u4e8c\u4e09\u56db\u4e94\u516d"


def _two_digits(n: int) -> str:
    return f"0{n}" if n < 10 else str(n)


@define("date->string", 0, None)
def date_to_string(*args: Any) -> MString:
    """(date->string date [time?]): the date (and with time? its time of day) written in
    the format `date-display-format` names: 'american "Thursday, January 1st, 1970", 'iso-8601
    "1970-01-01", 'rfc2822 ... as Racket writes each."""
    d = _date_argument("date->string", args, 1, 2)
    with_time = len(args) > 1 and args[1] is not False
    second, minute, hour, day, month, year, week_day = d.fields[:7]
    weekday_name, month_name = _DAYS[week_day], _MONTHS[month]
    suffix = ("th" if 11 <= day <= 13 else
              {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th"))
    am_pm = "pm" if hour >= 12 else "am"
    hour24 = _two_digits(hour)
    hour12 = str(12 if hour == 0 else hour - 12 if hour > 12 else hour)
    mins, secs = _two_digits(minute), _two_digits(second)
    style = DATE_DISPLAY_FORMAT.value.name
    if style == "american":
        date_part = f"{weekday_name}, {month_name} {day}{suffix}, {year}"
        time_part = f" {hour12}:{mins}:{secs}{am_pm}"
    elif style == "chinese":
        date_part = f"{year}/{month}/{day} \u661f\u671f{_CHINESE_DAYS[week_day]}"
        time_part = f" {hour24}:{mins}:{secs}"
    elif style == "indian":
        date_part = f"{day}-{month}-{year}"
        time_part = f" {hour12}:{mins}:{secs}{am_pm}"
    elif style == "german":
        date_part = f"{day}. {_GERMAN_MONTHS[month]} {year}"
        time_part = f", {hour24}:{mins}"
    elif style == "irish":
        date_part = f"{weekday_name}, {day}{suffix} {month_name} {year}"
        time_part = f", {hour12}:{mins}{am_pm}"
    elif style == "julian":
        date_part = _julian_string(_julian_day(d))
        time_part = f", {hour24}:{mins}:{secs}"
    elif style == "iso-8601":
        date_part = f"{year}-{_two_digits(month)}-{_two_digits(day)}"
        time_part = f"T{hour24}:{mins}:{secs}"
    else:   # rfc2822
        delta = d.fields[9]
        hours, minutes = _quotient(delta, 3600), _quotient(delta, 60) % 60
        date_part = f"{weekday_name[:3]}, {day} {month_name[:3]} {year}"
        time_part = (f" {hour24}:{mins}:{secs} {'-' if delta < 0 else '+'}"
                     f"{_two_digits(abs(hours))}{_two_digits(minutes)}")
    return make_mstring(date_part + time_part if with_time else date_part)


def _quotient(n: int, d: int) -> int:
    """Racket's quotient: truncated toward zero."""
    q = abs(n) // abs(d)
    return q if (n < 0) == (d < 0) else -q


# ------------------------------------------------------------------ back to seconds

_BOUNDS: dict[bool, tuple[int, int]] = {}   # the least and greatest seconds, once found


def _valid(seconds: int, local_time: bool) -> bool:
    try:
        make_date(seconds, 0, local_time)
        return True
    except (OverflowError, OSError, ValueError):
        return False


def _extreme(step: int, local_time: bool) -> int:
    """The least (step -1) or greatest (step 1) seconds `seconds->date` takes: Racket's
    doubling search, then halving, from 0."""
    lo, offset = 0, step
    while _valid(lo + offset, local_time):
        lo, offset = lo + offset, offset * 2
    hi = lo + offset                         # lo valid, hi not
    while abs(hi - lo) > 1:
        mid = (lo + hi) // 2
        if _valid(mid, local_time):
            lo = mid
        else:
            hi = mid
    return lo


def _bounds() -> tuple[int, int]:
    """The seconds find-seconds searches between, found once (in local time, as Racket
    finds them, whether the search is in local time or UTC)."""
    if not _BOUNDS:
        _BOUNDS[True] = (_extreme(-1, True), _extreme(1, True))
    return _BOUNDS[True]


def _fields(seconds: int, local_time: bool) -> list[int]:
    """(year month day hour minute second) of seconds, for comparing (seconds->date's
    error where its calendar ends)."""
    f = seconds_to_date(seconds, local_time).fields
    return [f[5], f[4], f[3], f[2], f[1], f[0]]


def _find_seconds(wanted: list[int], local_time: bool) -> int:
    """Racket's find-seconds: a binary search for the seconds whose date has the wanted
    (year month day hour minute second), or its error naming the nearest ones."""
    below, above = _bounds()
    while True:
        secs = (below + above) // 2
        found = _fields(secs, local_time)
        if found == wanted:
            return secs
        if secs == below or secs == above:
            break
        if wanted < found:
            above = secs
        else:
            below = secs

    def shown(fields: list[int]) -> str:
        return write_string(make_list(fields[::-1]))
    raise racket_error(f"find-seconds: non-existent date\n  wanted: {shown(wanted)}\n"
                       f"  nearest below: {below} is {shown(_fields(below, local_time))}\n"
                       f"  nearest above: {below + 1} is {shown(_fields(below + 1, local_time))}",
                       EXN_FAIL)


_FIND_CHECKS = ((0, 61), (0, 59), (0, 23), (1, 31), (1, 12))


@define("find-seconds", 0, None)
def find_seconds(*args: Any) -> int:
    """(find-seconds second minute hour day month year [local-time?]): the seconds since the
    epoch of that moment, in the local time zone or (local-time? #f) UTC; a moment that does
    not exist (a day past the month's end, a time skipped by daylight saving) is an error."""
    if not 6 <= len(args) <= 7:
        raise arity_error("find-seconds", None, list(args), True)
    for i, (lo, hi) in enumerate(_FIND_CHECKS):
        if type(args[i]) is not int or not lo <= args[i] <= hi:
            raise _blame("find-seconds", f"(integer-in {lo} {hi})", args[i], i)
    if type(args[5]) is not int or args[5] < 0:
        raise _blame("find-seconds", "natural?", args[5], 5)
    return _find_seconds(list(args[5::-1]), len(args) < 7 or args[6] is not False)


def _date_seconds(d: StructInstance, local_time: bool) -> int:
    f = d.fields
    return _find_seconds([f[5], f[4], f[3], f[2], f[1], f[0]], local_time)


@define("date->seconds", 0, None)
def date_to_seconds(*args: Any) -> int:
    """(date->seconds date [local-time?]): the seconds since the epoch of the date's moment
    (its second, minute, hour, day, month and year), as find-seconds finds them."""
    d = _date_argument("date->seconds", args, 1, 2)
    return _date_seconds(d, len(args) < 2 or args[1] is not False)


@define("date*->seconds", 0, None)
def date_star_to_seconds(*args: Any) -> Any:
    """(date*->seconds date [local-time?]): as date->seconds, plus a date*'s nanoseconds (an
    exact fraction of a second)."""
    d = _date_argument("date*->seconds", args, 1, 2)
    seconds = _date_seconds(d, len(args) < 2 or args[1] is not False)
    if d.stype is DATE_STAR or d.stype.is_subtype_of(DATE_STAR):
        total = seconds + Fraction(d.fields[10], 1_000_000_000)
        return total.numerator if total.denominator == 1 else total
    return seconds


@define("current-date", 0, None)
def current_date(*args: Any) -> StructInstance:
    """The date* of now, in the local time zone (read from the wall clock, as Racket does)."""
    if args:
        raise arity_error("current-date", "0", list(args), True)
    return seconds_to_date(0.001 * (time.time() * 1000.0))   # Racket's own arithmetic


# ------------------------------------------------------------------ Julian days

_MONTH_DAYS = {3: 0, 4: 31, 5: 61, 6: 92, 7: 122, 8: 153, 9: 184, 10: 214, 11: 245, 12: 275,
               1: 306, 2: 337}


def _julian_day(d: StructInstance) -> int:
    """Racket's date->julian/scaliger (right, its comment says, until 2099)."""
    day, month, year = d.fields[3], d.fields[4], d.fields[5] + 4712
    adj_year = year - 1 if month < 3 else year
    cycle_number = _quotient(adj_year, 4)
    cycle_position = adj_year - 4 * cycle_number
    total = 1461 * cycle_number + 365 * cycle_position + _MONTH_DAYS[month] + day + 59
    return total - (11 if adj_year < 1700 else 12 if adj_year < 1800 else 13)


def _julian_string(jd: int) -> str:
    """Racket's julian/scaliger->string: "JD " and the digits in groups of three (of a
    negative number each digit but 0 negative, as Racket's remainders are); the digits
    are read off the number's decimal text, not divided out one at a time."""
    sign = "-" if jd < 0 else ""
    digits = [d if d == "0" else sign + d for d in reversed(str(abs(jd)))] if jd else []
    groups = []
    while len(digits) > 3:
        groups.append(" " + digits[2] + digits[1] + digits[0])
        digits = digits[3:]
    groups.append("".join(reversed(digits)))
    return "JD " + "".join(reversed(groups))


def _julian_procedures(to_day: str, to_string: str) -> None:
    def date_to_julian(*args: Any) -> int:
        return _julian_day(_date_argument(to_day, args, 1, 1))
    date_to_julian.__doc__ = (f"({to_day} date): the date's Julian day number (Scaliger's "
                              "count of days), as Racket computes it (right until 2099).")

    def julian_to_string(*args: Any) -> MString:
        if len(args) != 1:
            raise arity_error(to_string, "1", list(args), True)
        if type(args[0]) is not int:
            raise _blame(to_string, "exact-integer?", args[0], 0)
        return make_mstring(_julian_string(args[0]))
    julian_to_string.__doc__ = (f"({to_string} n): Julian day n written \"JD 2 440 588\".")
    define(to_day, 0, None)(date_to_julian)
    define(to_string, 0, None)(julian_to_string)


_julian_procedures("date->julian/scaliger", "julian/scaliger->string")
_julian_procedures("date->julian/scalinger", "julian/scalinger->string")   # the old spelling
