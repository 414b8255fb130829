"""Racket's `pretty-print`, as `racket -i` prints results: wrapped at 79 columns.

A port of the layout algorithm of Racket 8.7's `collects/racket/pretty.rkt` (`generic-write`),
for the values minischeme has. The rules, as that code applies them:

* ``pr`` first tries a value on one line; if it fits in ``width - extra`` columns (``extra``
  counts the closing brackets that must follow it on the same line) it is written so.
* Otherwise a list is laid out by the style its head symbol selects (``define``/``lambda``
  bodies indent by 2, ``cond`` clauses stack, ``and``/``or`` align their arguments after
  the head, ``let`` keeps its bindings on the first line ...), and any other list puts one
  element per line, aligned under the first. Vectors, hashes and struct fields are lists.
* In print mode a quotable value gets one leading ``'`` and everything inside prints
  quoted; a value holding a transparent struct (or a mutable pair) prints in constructor
  style — ``(list ...)``, ``(vector ...)``, ``(tc ...)`` — with each part quoted on its own.

``pretty_string(v)`` returns the text without a final newline; ``pretty_lines`` is the same
split into lines. The printer module's one-line printers are used for atoms, so numbers,
strings, symbols and characters look exactly as everywhere else.
"""
from __future__ import annotations

from typing import Any, Callable

from fractions import Fraction

from minischeme.values.data import (NIL, Box, Char, HashTable, MPair, MString, MVector, Pair, make_pair, StructInstance,
                   Symbol)
from minischeme.values.printer import (prefab_key_text, CONSTRUCTOR_PRINTED, CUSTOM_WRITE, PRINT_AS_EXPRESSION, PRINT_MPAIR_CURLY_BRACES,
                                       PRINT_GRAPH, PRINT_PAIR_CURLY_BRACES, QUOTABLE_CONSTRUCTOR_PRINTED, _Printer,
                                       cycle_targets, format_number, shared_targets,
                      write_char, write_string_literal, write_symbol)
from minischeme.values.hash_order import try_ordered_items

WIDTH = 79


class _TooLong(Exception):
    """Raised by the one-line writer as soon as the text passes its limit."""


class _Unquoted:
    """A name written as is (the `list`, `vector`, struct name of constructor style)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name


class _Hide:
    """A hash value in a `(key . value)` entry: printed, but not a list's tail."""

    __slots__ = ("val",)

    def __init__(self, val: Any) -> None:
        self.val = val


_READ_MACROS = {"quote": "'", "quasiquote": "`", "unquote": ",", "unquote-splicing": ",@",
                "syntax": "#'", "quasisyntax": "#`", "unsyntax": "#,",
                "unsyntax-splicing": "#,@"}

# Racket's style table (`style` in pretty.rkt): head symbol -> (layout, pairs required)
_STYLES: dict[str, tuple[str, int]] = {}
for _names, _style, _count in [
    ("lambda λ define define-macro define-syntax syntax-rules shared unless when", "lambda", 1),
    ("if set! set!-values", "if", 1),
    ("cond case-lambda", "cond", 0),
    ("case class", "case", 1),
    ("and or import export require require-for-syntax require-for-template provide link "
     "public private override rename inherit field init", "and", 0),
    ("let letrec let* let-values letrec-values let*-values let-syntax letrec-syntax "
     "let-syntaxes letrec-syntaxes", "let", 1),
    ("begin begin0", "begin", 0),
    ("do letrec-syntaxes+values", "do", 2),
    ("module send", "module", 2),
    ("syntax-case instantiate", "syntax-case", 2),
    ("make-object", "make-object", 1),
]:
    for _n in _names.split():
        _STYLES[_n] = (_style, _count)

INDENT_GENERAL = 2


def _spine_has(expr: Any, count: int) -> bool:
    """Racket's ``no-sharing?`` without graph marks: ``count + 1`` pairs in the spine."""
    while True:
        if type(expr) is not Pair:
            return False
        if count == 0:
            return True
        expr = expr.cdr
        count -= 1


def _list(items: list, tail: Any = NIL) -> Any:
    result = tail
    for x in reversed(items):
        result = make_pair(x, result)
    return result


class _Out:
    """The text being built, with the column of its end."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.col = 0

    def write(self, s: str) -> None:
        self.parts.append(s)
        nl = s.rfind("\n")
        self.col = len(s) - nl - 1 if nl >= 0 else self.col + len(s)


class _Limited:
    """A one-line attempt: raises _TooLong once its column passes ``limit``."""

    def __init__(self, col: int, limit: int | None) -> None:
        self.parts: list[str] = []
        self.col = col
        self.limit = limit

    def write(self, s: str) -> None:
        self.parts.append(s)
        nl = s.rfind("\n")
        self.col = len(s) - nl - 1 if nl >= 0 else self.col + len(s)
        if self.limit is not None and self.col > self.limit:
            raise _TooLong


class PrettyPrinter:
    """One pretty-print of one value (``mode`` 'print', 'write' or 'display')."""

    def __init__(self, width: int = WIDTH, mode: str = "print") -> None:
        self.width = width
        self.mode = mode
        self.out = _Out()
        self._escapes: dict[int, bool] = {}
        self._keep: list[Any] = []  # keeps memoised objects alive so ids stay unique

    # ------------------------------------------------------------ quoting

    def escapes(self, obj: Any) -> bool:
        """Whether ``obj`` must print unquoted (constructor style) in print mode."""
        t = type(obj)
        if t in CONSTRUCTOR_PRINTED or t in QUOTABLE_CONSTRUCTOR_PRINTED:
            return True                     # a set (a gvector ...) prints as its constructor call
        if t not in (Pair, MVector, Box, HashTable, StructInstance, MPair):
            return False
        key = id(obj)
        cached = self._escapes.get(key)
        if cached is not None:
            return cached
        if t is Pair:
            # walk the spine iteratively; the answer for each pair is "any later part escapes"
            spine = []
            p = obj
            while type(p) is Pair and id(p) not in self._escapes:
                spine.append(p)
                p = p.cdr
            esc = self.escapes(p)
            for q in reversed(spine):
                esc = self.escapes(q.car) or esc
                self._escapes[id(q)] = esc
                self._keep.append(q)
            return esc
        if t is MPair:
            result = True
            self.escapes(obj.car)
            self.escapes(obj.cdr)
        elif t is MVector:
            result = any([self.escapes(x) for x in obj.items])
        elif t is Box:
            result = self.escapes(obj.value)
        elif t is StructInstance:
            st = obj.stype
            if st.writer is not None:       # prop:custom-write: quoted unless 'never
                result = st.quotable == "never"
            elif st.prefab:
                result = any([self.escapes(x) for x in obj.fields])
            else:
                result = bool(st.transparent)
        else:  # HashTable
            result = False
            for k, v in obj.table.values():
                if self.escapes(v) or self.escapes(k):
                    result = True
        self._escapes[key] = result
        self._keep.append(obj)
        return result

    def to_quoted(self, out: Any, qd: int | None, obj: Any) -> int | None:
        if qd is None:
            return None
        if qd == 0:
            if self.escapes(obj):
                return 0
            out.write("'")
            return 1
        return qd

    # ------------------------------------------------------------ one line (wr*)

    def wr(self, out: Any, obj: Any, qd: int | None) -> None:
        t = type(obj)
        if t is _Hide:
            self.wr(out, obj.val, qd)
        elif t is _Unquoted:
            out.write(obj.name)
        elif t is Pair:
            qd = self.to_quoted(out, qd, obj)
            if qd == 0:
                self.wr_lst(out, self.convert_pair(obj), qd, "(", ")")
            else:
                self.wr_expr(out, obj, qd, *_pair_braces())
        elif obj is NIL:
            self.to_quoted(out, qd, obj)
            out.write("()")
        elif t is MPair:
            if qd == 0:
                self.wr_lst(out, _list([_Unquoted("mcons"), obj.car, obj.cdr]), qd, "(", ")")
            else:
                self.wr_expr(out, _mpair_chain(obj), qd, *_mpair_braces())
        elif t is MVector:
            qd = self.to_quoted(out, qd, obj)
            if qd == 0:
                self.wr_lst(out, _list([_Unquoted("vector"), *obj.items]), qd, "(", ")")
            else:
                out.write("#")
                self.wr_lst(out, _list(obj.items), qd, "(", ")")
        elif t is Box:
            qd = self.to_quoted(out, qd, obj)
            if qd == 0:
                self.wr_lst(out, _list([_Unquoted("box"), obj.value]), qd, "(", ")")
            else:
                out.write("#&")
                self.wr(out, obj.value, qd)
        elif t is StructInstance and obj.stype.writer is not None:
            self.custom_write(out, obj, qd)
        elif t is StructInstance and (obj.stype.transparent or obj.stype.prefab):
            items, qd = self.struct_items(out, obj, qd)
            self.wr_lst(out, items, qd, "(", ")")
        elif t is HashTable:
            items, qd = self.hash_items(out, obj, qd)
            self.wr_lst(out, items, qd, "(", ")")
        elif t is Symbol:
            if qd is not None:
                self.to_quoted(out, qd, obj)
            out.write(obj.name if self.mode == "display" else write_symbol(obj.name))
        elif (t in CONSTRUCTOR_PRINTED or t in QUOTABLE_CONSTRUCTOR_PRINTED) and qd is not None:
            name, items = obj.racket_elements()
            self.wr_lst(out, _list([_Unquoted(name), *items]), 0, "(", ")")
        else:
            out.write(_atom(obj, self.mode == "display"))

    def custom_write(self, out: Any, obj: StructInstance, qd: int | None) -> None:
        """An instance with prop:custom-write, written by its procedure in the mode Racket
        passes: #t write, #f display, print 0 (or quoted, 1) at the top, 1 inside a quote."""
        if qd is None:
            mode: Any = self.mode != "display"
        elif qd == 0 and obj.stype.quotable in ("always", "maybe"):
            out.write("'")
            mode = 1
        else:
            mode = 0 if qd == 0 else 1
        out.write(CUSTOM_WRITE[0](obj, mode))

    def wr_expr(self, out: Any, expr: Pair, qd: int | None, open_: str, close: str) -> None:
        if open_ == "(" and _read_macro(expr):
            out.write(_READ_MACROS[expr.car.name])
            body = expr.cdr.car
            if expr.car.name == "unquote" and type(body) is Symbol:
                s = write_symbol(body.name)
                if s.startswith("@"):
                    out.write(" ")
                out.write(s)
            else:
                self.wr(out, body, qd)
        else:
            self.wr_lst(out, expr, qd, open_, close)

    def wr_lst(self, out: Any, lst: Any, qd: int | None, open_: str, close: str) -> None:
        if type(lst) is not Pair:
            out.write(open_ + close)
            return
        out.write(open_)
        self.wr(out, lst.car, qd)
        p = lst.cdr
        while True:
            if type(p) is Pair:
                if (p.car is _UNQUOTE and qd != 1 and type(p.cdr) is Pair and p.cdr.cdr is NIL):
                    out.write(" . ,")
                    self.wr(out, p.cdr.car, qd)
                    out.write(close)
                    return
                out.write(" ")
                self.wr(out, p.car, qd)
                p = p.cdr
            elif p is NIL:
                out.write(close)
                return
            else:
                out.write(" . ")
                self.wr(out, p, qd)
                out.write(close)
                return

    def convert_pair(self, obj: Pair) -> Pair:
        items, p = [], obj
        while type(p) is Pair:
            items.append(p.car)
            p = p.cdr
        if p is NIL:
            return _list([_Unquoted("list"), *items])
        if len(items) > 1:
            return _list([_Unquoted("list*"), *items, p])
        return _list([_Unquoted("cons"), items[0], p])

    def struct_items(self, out: Any, obj: StructInstance, qd: int | None) -> tuple[Any, Any]:
        st = obj.stype
        if st.prefab:
            qd = self.to_quoted(out, qd, obj)
        fields = obj.fields
        segments = None if st.prefab else st.shown_segments()
        if segments is not None and segments != [(0, len(fields))]:
            # an opaque ancestor's fields are `...`, as the printer shows them
            fields = [x for seg in segments
                      for x in ([_Unquoted("...")] if seg is None else obj.fields[seg[0]:seg[1]])]
        if qd == 0:
            return _list([_Unquoted(st.name), *fields]), qd
        out.write("#s" if st.prefab else "#")
        head = prefab_key_text(st, self.mode == "display") if st.prefab else "struct:" + st.name
        return _list([_Unquoted(head), *fields]), qd

    def hash_items(self, out: Any, obj: HashTable, qd: int | None) -> tuple[Any, Any]:
        qd = self.to_quoted(out, qd, obj)
        entries = try_ordered_items(obj)
        if qd == 0:
            head = {"equal": "hash", "eqv": "hasheqv", "eq": "hasheq"}[obj.kind]
            flat: list = [_Unquoted(head)]
            for k, v in entries:
                flat += [k, v]
            return _list(flat), qd
        out.write({"equal": "#hash", "eqv": "#hasheqv", "eq": "#hasheq"}[obj.kind])
        return _list([make_pair(k, _Hide(v)) for k, v in entries]), qd

    # ------------------------------------------------------------ multi-line (pp*)

    def indent(self, to: int, need_space: bool = True) -> None:
        col = self.out.col
        if (to <= col) if need_space else (to < col):
            self.out.write("\n" + " " * to)
        else:
            self.out.write(" " * (to - col))

    def pr(self, obj: Any, extra: int, pp_pair: Callable, qd: int | None) -> None:
        if type(obj) is _Hide:
            obj = obj.val
        t = type(obj)
        library = ((t in CONSTRUCTOR_PRINTED or t in QUOTABLE_CONSTRUCTOR_PRINTED)
                   and not hasattr(obj, "racket_repr"))
        constructed = library and qd is not None
        can_multi = (t is Pair or t is MPair or t is MVector or t is Box or t is HashTable or library
                     or (t is StructInstance and (obj.stype.transparent or obj.stype.prefab)
                         and obj.stype.writer is None))
        if not can_multi:
            self.wr(self.out, obj, qd)
            return
        attempt = _Limited(self.out.col, self.width - extra)
        try:
            self.wr(attempt, obj, qd)
        except _TooLong:
            pass
        else:
            self.out.write("".join(attempt.parts))
            return
        out = self.out
        if constructed:         # a set (a gvector ...) too long: its constructor call, broken
            name, elements = obj.racket_elements()
            self.pp_list(_list([_Unquoted(name), *elements]), extra, self.pp_expr, False, 0, "(", ")")
        elif library:           # written: `#<set:` and an element a line, one column in
            name, elements = obj.racket_elements()
            col = out.col
            out.write(f"#<{name}:")
            for i, item in enumerate(elements):
                self.indent(col + 1, False)
                self.pr(item, extra + 1 if i == len(elements) - 1 else 0, pp_pair, qd)
            out.write(">")
        elif t is Pair:
            qd = self.to_quoted(out, qd, obj)
            if qd == 0:
                pp_pair(self.convert_pair(obj), extra, qd, "(", ")")
            else:
                pp_pair(obj, extra, qd, *_pair_braces())
        elif t is MPair:
            if qd == 0:
                self.pp_list(_list([_Unquoted("mcons"), obj.car, obj.cdr]), extra, self.pp_expr,
                             False, qd, "(", ")")
            else:
                pp_pair(_mpair_chain(obj), extra, qd, *_mpair_braces())
        elif t is MVector:
            qd = self.to_quoted(out, qd, obj)
            if qd == 0:
                self.pp_list(_list([_Unquoted("vector"), *obj.items]), extra, self.pp_expr, False,
                             qd, "(", ")")
            else:
                out.write("#")
                self.pp_list(_list(obj.items), extra, self.pp_expr, False, qd, "(", ")")
        elif t is StructInstance:
            items, qd = self.struct_items(out, obj, qd)
            self.pp_list(items, extra, self.pp_expr, False, qd, "(", ")")
        elif t is HashTable:
            items, qd = self.hash_items(out, obj, qd)
            self.pp_list(items, extra, self.pp_expr, False, qd, "(", ")")
        else:  # Box
            qd = self.to_quoted(out, qd, obj)
            if qd == 0:
                pp_pair(_list([_Unquoted("box"), obj.value]), extra, qd, "(", ")")
            else:
                out.write("#&")
                self.pr(obj.value, extra, pp_pair, qd)

    def pp_expr(self, expr: Pair, extra: int, qd: int | None, open_: str, close: str) -> None:
        if open_ == "(" and _read_macro(expr):
            self.out.write(_READ_MACROS[expr.car.name])
            self.pr(expr.cdr.car, extra, self.pp_expr, qd)
            return
        head = expr.car
        if type(head) is Symbol:
            entry = _STYLES.get(head.name)
            if entry is not None and _spine_has(expr, _style_count(entry, expr)):
                getattr(self, "pp_" + entry[0].replace("-", "_"))(expr, extra, qd, open_, close)
                return
        self.pp_list(expr, extra, self.pp_expr, True, qd, open_, close)

    def pp_expr_list(self, l: Any, extra: int, qd: int | None, open_: str, close: str) -> None:
        self.pp_list(l, extra, self.pp_expr, True, qd, open_, close)

    def pp_call(self, expr: Pair, extra: int, pp_item: Callable, qd: int | None, open_: str,
                close: str) -> None:
        self.out.write(open_)
        self.wr(self.out, expr.car, qd)
        col = self.out.col + 1
        self.pp_down(close, expr.cdr, col, col, extra, pp_item, qd)

    def pp_two_up(self, expr: Pair, extra: int, pp_item: Callable, qd: int | None, open_: str,
                  close: str) -> None:
        self.out.write(open_)
        col = self.out.col
        self.wr(self.out, expr.car, qd)
        self.out.write(" ")
        self.wr(self.out, expr.cdr.car, qd)
        self.pp_down(close, expr.cdr.cdr, self.out.col + 1, col + 1, extra, pp_item, qd)

    def pp_one_up(self, expr: Pair, extra: int, pp_item: Callable, qd: int | None, open_: str,
                  close: str) -> None:
        self.out.write(open_)
        col = self.out.col
        self.wr(self.out, expr.car, qd)
        self.pp_down(close, expr.cdr, self.out.col + 1, col + 1, extra, pp_item, qd)

    def pp_list(self, l: Any, extra: int, pp_item: Callable, check: bool, qd: int | None,
                open_: str, close: str) -> None:
        self.out.write(open_)
        col = self.out.col
        self.pp_down(close, l, col, col, extra, pp_item, qd, need_space=False)

    def pp_down(self, closer: str, l: Any, col1: int, col2: int, extra: int, pp_item: Callable,
                qd: int | None, need_space: bool = True) -> None:
        icol = col1
        while True:
            if type(l) is Pair:
                rest = l.cdr
                self.indent(icol, need_space)
                self.pr(l.car, extra + 1 if rest is NIL else 0, pp_item, qd)
                l, icol, need_space = rest, col2, True
            elif l is NIL:
                self.out.write(closer)
                return
            else:
                self.indent(col2)
                self.out.write(".")
                self.indent(col2)
                self.pr(l, extra + 1, pp_item, qd)
                self.out.write(closer)
                return

    def pp_general(self, expr: Pair, extra: int, named: bool, pp_1: Callable | None,
                   pp_2: Callable | None, pp_3: Callable, qd: int | None, open_: str,
                   close: str) -> None:
        out = self.out
        col = out.col
        out.write(open_)
        self.wr(out, expr.car, qd)
        rest = expr.cdr
        if named and type(rest) is Pair:
            out.write(" ")
            self.wr(out, rest.car, qd)
            rest = rest.cdr
        col1, col3 = col + INDENT_GENERAL, out.col + 1
        for pp_n in (pp_1, pp_2):
            if pp_n is not None and type(rest) is Pair:
                val, rest = rest.car, rest.cdr
                self.indent(col3)
                self.pr(val, extra + 1 if rest is NIL else 0, pp_n, qd)
        self.pp_down(close, rest, col1, col1, extra, pp_3, qd)

    # the styles
    def pp_lambda(self, expr: Pair, extra: int, qd: Any, o: str, c: str) -> None:
        self.pp_general(expr, extra, False, self.pp_expr_list, None, self.pp_expr, qd, o, c)

    def pp_if(self, expr: Pair, extra: int, qd: Any, o: str, c: str) -> None:
        self.pp_general(expr, extra, False, self.pp_expr, None, self.pp_expr, qd, o, c)

    def pp_cond(self, expr: Pair, extra: int, qd: Any, o: str, c: str) -> None:
        self.pp_list(expr, extra, self.pp_expr_list, True, qd, o, c)

    def pp_syntax_case(self, expr: Pair, extra: int, qd: Any, o: str, c: str) -> None:
        self.pp_two_up(expr, extra, self.pp_expr_list, qd, o, c)

    def pp_module(self, expr: Pair, extra: int, qd: Any, o: str, c: str) -> None:
        self.pp_two_up(expr, extra, self.pp_expr, qd, o, c)

    def pp_make_object(self, expr: Pair, extra: int, qd: Any, o: str, c: str) -> None:
        self.pp_one_up(expr, extra, self.pp_expr_list, qd, o, c)

    def pp_case(self, expr: Pair, extra: int, qd: Any, o: str, c: str) -> None:
        self.pp_general(expr, extra, False, self.pp_expr, None, self.pp_expr_list, qd, o, c)

    def pp_and(self, expr: Pair, extra: int, qd: Any, o: str, c: str) -> None:
        self.pp_call(expr, extra, self.pp_expr, qd, o, c)

    def pp_let(self, expr: Pair, extra: int, qd: Any, o: str, c: str) -> None:
        rest = expr.cdr
        named = type(rest) is Pair and type(rest.car) is Symbol
        self.pp_general(expr, extra, named, self.pp_expr_list, None, self.pp_expr, qd, o, c)

    def pp_begin(self, expr: Pair, extra: int, qd: Any, o: str, c: str) -> None:
        self.pp_general(expr, extra, False, None, None, self.pp_expr, qd, o, c)

    def pp_do(self, expr: Pair, extra: int, qd: Any, o: str, c: str) -> None:
        self.pp_general(expr, extra, False, self.pp_expr_list, self.pp_expr_list, self.pp_expr,
                        qd, o, c)

    # ------------------------------------------------------------ entry

    def format(self, obj: Any) -> str:
        qd = 0 if self.mode == "print" else None
        self.pr(obj, 0, self.pp_expr, qd)
        return "".join(self.out.parts)


_UNQUOTE = Symbol.intern("unquote")


def _style_count(entry: tuple[str, int], expr: Pair) -> int:
    style, count = entry
    if style == "let":
        rest = expr.cdr
        return 2 if type(rest) is Pair and type(rest.car) is Symbol else 1
    return count


def _read_macro(expr: Pair) -> bool:
    head = expr.car
    return (type(head) is Symbol and head.name in _READ_MACROS and type(expr.cdr) is Pair
            and expr.cdr.cdr is NIL)


def _mpair_braces() -> tuple[str, str]:
    """How mutable pairs open and close (print-mpair-curly-braces)."""
    return ("{", "}") if PRINT_MPAIR_CURLY_BRACES.value else ("(", ")")


def _pair_braces() -> tuple[str, str]:
    """A quoted pair's brackets: `{1 2}` under print-pair-curly-braces."""
    return ("{", "}") if PRINT_PAIR_CURLY_BRACES.value else ("(", ")")


def _mpair_chain(obj: MPair) -> Any:
    """A mutable list's spine as pairs (the elements stay as they are)."""
    items, p = [], obj
    while type(p) is MPair:
        items.append(p.car)
        p = p.cdr
    return _list(items, p)


def _atom(obj: Any, display: bool = False) -> str:
    t = type(obj)
    if t is bool:
        return "#t" if obj else "#f"
    if t is MString:
        obj, t = obj.value(), str
    if t is str:
        return obj if display else write_string_literal(obj)
    if t is Char:
        return obj.ch if display else write_char(obj)
    if t is int or t is float or t is Fraction or t is complex:
        return format_number(obj)
    p = _Printer("display" if display else "write")
    p.plain(obj)
    return "".join(p.out)


def pretty_string(value: Any, width: int = WIDTH, mode: str | None = None) -> str:
    """``value`` as `pretty-print` shows it (no final newline); mode 'print' or 'write'
    (default: as the printer's print-as-expression setting says)."""
    if mode is None:
        mode = "print" if PRINT_AS_EXPRESSION.value else "write"
    if cycle_targets(value) is not None or (PRINT_GRAPH.value and shared_targets(value)):
        # contains itself (or print-graph and shares a part): one line, with #0= labels
        return _Printer(mode).top(value)
    return PrettyPrinter(width, mode).format(value)


def pretty_lines(value: Any, width: int = WIDTH, mode: str | None = None) -> list[str]:
    return pretty_string(value, width, mode).split("\n")
