"""2htdp/itunes, How to Design Programs' teachpack for an iTunes library exported as XML
(HtDP 2e, section 12.2): the transparent structures `track` and `date`, made only by
`create-track` and `create-date` (#false for fields of the wrong kind), and
`read-itunes-as-tracks` / `read-itunes-as-lists`, which read the export's "Tracks"
dictionary. Done as 2htdp/itunes.rkt does it, quirks included: the top dictionary's first
key and value are skipped before "Tracks" is looked for (an export starts with "Major
Version"), a track missing a field is left out, errors are the teachpack's `check-arg`
words ("read-itunes-as-list: expects a name of existing file (string) as first argument,
given "x.xml"")."""
from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ElementTree
from typing import Any

from minischeme.values.data import MString, StructType, as_str, make_list, sym
from minischeme.values.errors import racket_error
from minischeme.values.file_access import complete, current
from minischeme.values.number_syntax import parse_number
from minischeme.values.printer import print_string
from minischeme.values.struct_types import StructSpec, make_struct_procedures
from .registry import add, define, library

library("2htdp/itunes")

_TRACK_FIELDS = ["name", "artist", "album", "time", "track#", "added", "play#", "played"]
_DATE_FIELDS = ["year", "month", "day", "hour", "minute", "second"]
TRACK = StructType("track", _TRACK_FIELDS, transparent=True)
DATE = StructType("date", _DATE_FIELDS, transparent=True)


def _procedures(stype: StructType) -> dict[str, Any]:
    return make_struct_procedures(stype, StructSpec(
        sym(stype.name), None, [(f, False) for f in stype.fields], True, False, False, True, None))


_TRACK_PROCEDURES = _procedures(TRACK)
_DATE_PROCEDURES = _procedures(DATE)
# the teachpack provides the predicates and accessors, not make-track and make-date
for _table in (_TRACK_PROCEDURES, _DATE_PROCEDURES):
    for _name, _value in _table.items():
        if _name.endswith("?") or "-" in _name and not _name.startswith(("make-", "struct:")):
            add(_name, _value)
_MAKE_TRACK = _TRACK_PROCEDURES["make-track"].fn
_MAKE_DATE = _DATE_PROCEDURES["make-date"].fn


def _natural(v: Any) -> bool:
    return type(v) is int and v >= 0


def _is_date(v: Any) -> bool:
    return _DATE_PROCEDURES["date?"].fn(v)


def _is_string(v: Any) -> bool:
    return type(v) is str or type(v) is MString


@define("create-track", 8)
def create_track(name: Any, artist: Any, album: Any, time: Any, number: Any, added: Any,
                 plays: Any, played: Any) -> Any:
    if (_is_string(name) and _is_string(artist) and _is_string(album) and _natural(time)
            and _natural(number) and _is_date(added) and _natural(plays) and _is_date(played)):
        return _MAKE_TRACK(name, artist, album, time, number, added, plays, played)
    return False


@define("create-date", 6)
def create_date(*parts: Any) -> Any:
    return _MAKE_DATE(*parts) if all(_natural(p) for p in parts) else False


class _NotITunes(Exception):
    """The file is XML but not an iTunes export (the teachpack's "(1)" or "(2)")."""


def _check_arg(expected: str, given: Any) -> Exception:
    return racket_error(f"read-itunes-as-list: expects a {expected} as first argument, "
                        f"given {print_string(given)}")


def _children(e: ElementTree.Element) -> list[ElementTree.Element]:
    return list(e)


# Racket's XML reader keeps a character reference (`&#38;`) as an entity, a number, which
# the teachpack's `(foldr ~a "" pieces)` writes in decimal: "Edie Brickell 38 New
# Bohemians". The reference is kept through Python's parser as its number between two
# private-use characters, and written so.
_CHAR_REFERENCE = re.compile(rb"&#(x[0-9a-fA-F]+|[0-9]+);")
_MARKED = re.compile("\ue000([0-9]+)\ue001")


def _mark_reference(m: re.Match) -> bytes:
    code = m.group(1).decode()
    n = int(code[1:], 16) if code.startswith("x") else int(code)
    return ("\ue000%d\ue001" % n).encode()


def _text(e: ElementTree.Element) -> str:
    return _MARKED.sub(r"\1", e.text or "")


def _value(e: ElementTree.Element) -> Any:
    """attribute->value: a dictionary's value as a teaching language value."""
    text = _text(e)
    if e.tag == "string":
        return text
    if e.tag in ("integer", "real") and len(e) == 0 and text != "":
        return parse_number(text) if parse_number(text) is not None else False
    if e.tag == "date":
        m = re.search(r"(\d\d\d\d)-(\d\d)-(\d\d).(\d\d):(\d\d):(\d\d)", text)
        if m is None:
            raise racket_error(f"attribute->value: not a proper date: {print_string(text)}")
        return _MAKE_DATE(*(int(g) for g in m.groups()))
    if e.tag == "true":
        return True
    if e.tag == "false":
        return False
    if e.tag == "dict":
        return e
    raise racket_error(f"attribute->value: unknown kind of value: {_xexpr(e)}")


def _xexpr(e: ElementTree.Element) -> str:
    """An element written as its xexpr, for an error message."""
    parts = [f"{k} {print_string(v)}" for k, v in e.attrib.items()]
    body = ([print_string(e.text)] if e.text else []) + [_xexpr(c) for c in e]
    return "'(" + " ".join([e.tag, "(" + " ".join(parts) + ")", *body]) + ")"


def _attribute(items: list[ElementTree.Element], key: str) -> Any:
    """dict-attribute: the value that goes with ``key`` among key/value elements (#f)."""
    for i in range(0, len(items) - 1, 2):
        k = items[i]
        if k.tag != "key":
            raise racket_error(f"dict-attribute: wrong key format: {_xexpr(k)}")
        if _text(k) == key:
            return _value(items[i + 1])
    return False


def _as_track(d: ElementTree.Element) -> Any:
    items = _children(d)
    return create_track(*(_attribute(items, key) for key in (
        "Name", "Artist", "Album", "Total Time", "Track Number", "Date Added", "Play Count",
        "Play Date UTC")))


def _as_list(d: ElementTree.Element) -> Any:
    items = _children(d)
    if len(items) % 2:
        raise racket_error("dict->list: wrong format")
    return make_list([make_list([_text(items[i]), _value(items[i + 1])])
                      for i in range(0, len(items), 2)])


def _read(f: Any, process: Any) -> Any:
    name = as_str(f) if _is_string(f) else None
    full = complete(name) if name is not None else None
    if full is not None:
        current().check("read-itunes-as-list", name, full, "read")
    if full is None or not os.path.isfile(full):
        raise _check_arg("name of existing file (string)", f)
    try:
        with open(full, "rb") as export:
            data = _CHAR_REFERENCE.sub(_mark_reference, export.read())
        root = ElementTree.fromstring(data)
    except (ElementTree.ParseError, OSError, UnicodeDecodeError, ValueError):
        raise _check_arg("file with XML document", f) from None
    top = _children(root)
    if root.tag != "plist" or list(root.attrib) != ["version"] or len(top) != 1 or top[0].tag != "dict":
        raise _check_arg("XML file exported from iTunes (1)", f)
    # dict-attribute's xexpr-body drops the first two elements of the top dictionary's body
    tracks = _attribute(_children(top[0])[2:], "Tracks")
    if not isinstance(tracks, ElementTree.Element):
        raise _check_arg("XML file exported from iTunes (2)", f)
    processed = [process(d) for d in tracks if d.tag == "dict"]
    return make_list([p for p in processed if p is not False])


@define("read-itunes-as-tracks", 1)
def read_itunes_as_tracks(f: Any) -> Any:
    return _read(f, _as_track)


@define("read-itunes-as-lists", 1)
def read_itunes_as_lists(f: Any) -> Any:
    return _read(f, _as_list)
