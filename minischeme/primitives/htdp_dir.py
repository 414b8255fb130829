"""htdp/dir, How to Design Programs' teachpack for directory trees (HtDP 2e, Part IV;
HtDP 1e, Part III): the transparent structures `dir` (name dirs files), `file` (name size
date content) and `date` (year month day hours minutes seconds), and `create-dir`, which
maps the directory at a path to them. Done as htdp/dir.rkt does it: `make-dir` and
`make-file` check their arguments in the teachpack's `check-arg` words ("make-dir: expects
a list of dir-s as second argument, given '(1)"), `make-file` of three arguments has date
0, and `create-dir` names a directory by its last part, lists its files (their sizes,
modification dates in local time, content "") and its directories (not links) in
`directory-list`'s order."""
from __future__ import annotations

import os
import time
from typing import Any

from minischeme.values.data import MString, StructType, Symbol, as_str, is_list, list_to_python, make_list, sym
from minischeme.values.errors import racket_error
from minischeme.values.file_access import complete, current
from minischeme.values.printer import print_string
from minischeme.values.procedures import Primitive
from minischeme.values.struct_types import StructSpec, make_struct_procedures
from .registry import add, define, library

library("htdp/dir")

DIR = StructType("dir", ["name", "dirs", "files"], transparent=True)
FILE = StructType("file", ["name", "size", "date", "content"], transparent=True)
DATE = StructType("date", ["year", "month", "day", "hours", "minutes", "seconds"], transparent=True)


def _procedures(stype: StructType) -> dict[str, Any]:
    return make_struct_procedures(stype, StructSpec(
        sym(stype.name), None, [(f, False) for f in stype.fields], True, False, False, True, None))


_DIR, _FILE, _DATE = _procedures(DIR), _procedures(FILE), _procedures(DATE)
# what htdp/dir provides of them (not date?: racket's own stays)
for _table, _names in ((_DIR, ("dir?", "dir-name", "dir-dirs", "dir-files")),
                       (_FILE, ("file?", "file-name", "file-content", "file-size", "file-date")),
                       (_DATE, ("make-date", "date-year", "date-month", "date-day", "date-hours",
                                "date-minutes", "date-seconds"))):
    for _name in _names:
        add(_name, _table[_name])


def _check_arg(who: str, ok: bool, expected: str, which: str, given: Any) -> None:
    if not ok:
        raise racket_error(f"{who}: expects a {expected} as {which} argument, given {print_string(given)}")


def _name_like(v: Any) -> bool:
    return type(v) in (str, MString, Symbol)


def _list_of(v: Any, test: Any) -> bool:
    return is_list(v) and all(test(x) for x in list_to_python(v))


def _make_dir(*args: Any) -> Any:
    if not args:
        raise racket_error("error: format string requires 0 arguments, given 1; arguments were: '()")
    if len(args) < 3:
        raise racket_error(f"make-dir: expects 3 arguments, but found only {len(args)}")
    if len(args) > 3:
        raise racket_error(f"make-dir: expects 3 arguments, but found {len(args)}")
    name, dirs, files = args
    _check_arg("make-dir", _name_like(name), "string or symbol", "first", name)
    _check_arg("make-dir", _list_of(dirs, _DIR["dir?"].fn), "list of dir-s", "second", dirs)
    _check_arg("make-dir", _list_of(files, _FILE["file?"].fn), "list of file-s", "third", files)
    return _DIR["make-dir"].fn(name, dirs, files)


def _make_file(*args: Any) -> Any:
    if len(args) == 3:
        args = (args[0], args[1], 0, args[2])
    if len(args) != 4:
        raise racket_error(f"make-file: expects 3 or 4 arguments, but found only {len(args)}")
    name, size, date, content = args
    _check_arg("make-file", _name_like(name), "string or symbol", "first", name)
    _check_arg("make-file", type(size) is int and size >= 0, "natural number", "second", size)
    _check_arg("make-file", _DATE["date?"].fn(date) or type(date) in (int, float) and date == 0
               and type(date) is not bool, "date (or 0)", "third", date)
    return _FILE["make-file"].fn(name, size, date, content)


add("make-dir", Primitive("make-dir", _make_dir, 0, None))
add("make-file", Primitive("make-file", _make_file, 0, None))


def _date_of(path: str) -> Any:
    t = time.localtime(os.stat(path).st_mtime)
    return _DATE["make-date"].fn(t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec)


def _explore(path: str, name: str) -> Any:
    try:
        entries = sorted(os.listdir(path))
    except OSError:
        print(f"(inaccessible {path})")
        entries = []
    files, dirs = [], []
    for e in entries:
        full = os.path.join(path, e)
        if os.path.isdir(full) and not os.path.islink(full):
            dirs.append(_explore(full, e))
        elif os.path.isfile(full) or os.path.islink(full):
            exists = os.path.isfile(full)
            files.append(_FILE["make-file"].fn(e, os.path.getsize(full) if exists else 0,
                                               _date_of(full) if exists else 0, ""))
    return _DIR["make-dir"].fn(name, make_list(dirs), make_list(files))


@define("create-dir", 1)
def create_dir(a_path: Any) -> Any:
    """The dir of the directory tree at a_path."""
    _check_arg("create-dir", type(a_path) in (str, MString), "string", "first", a_path)
    shown = as_str(a_path)
    full = complete(shown)
    current().check("create-dir", shown, full, "read")
    if not os.path.isdir(full):
        raise racket_error(f"create-dir: not a directory: {print_string(a_path)}")
    name = os.path.basename(os.path.normpath(shown)) or shown
    return _explore(full, name)
