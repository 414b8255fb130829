"""Racket values as Python objects.

The mapping, chosen so that Racket's semantics survive:

    Racket            Python
    ------            ------
    #t / #f           True / False   (only False is false; numbers never are booleans)
    exact integer     int            (bool excluded: test with ``type(x) is int``)
    exact rational    fractions.Fraction (never with denominator 1: see ``normalize``)
    flonum            float
    string            str (immutable: literals, string->immutable-string) or MString
                      (mutable: what make-string, string-append ... return); ``as_str``
                      gives the characters of either
    char              Char
    symbol            Symbol (interned: ``Symbol.intern("x") is Symbol.intern("x")``)
    '()               NIL (one object, distinct from False)
    pair              Pair
    vector            MVector
    box               Box
    void              VOID
    hash table        HashTable
    multiple values   MultipleValues
    procedures        Primitive, Closure (in procedures.py)
    structs           StructType, StructInstance
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any, Callable, Iterable, Iterator

from minischeme.values.lexical import write_bytes_literal, write_string_literal
from minischeme.values.regexp_syntax import RegexpSyntaxError, translate  # noqa: F401  (RegexpSyntaxError: for importers)

# How a pair shows in Python (a debugger, a failing test): the printer's `write`, which
# printer.py puts here when it loads (the printer sits above this module).
WRITER: list[Callable[[Any], str]] = [object.__repr__]


class Symbol:
    """An interned symbol: one Python object per name."""

    __slots__ = ("name",)
    table: dict[str, "Symbol"] = {}

    def __init__(self, name: str) -> None:
        self.name = name

    @classmethod
    def intern(cls, name: str) -> "Symbol":
        sym = cls.table.get(name)
        if sym is None:
            sym = cls.table[name] = cls(name)
        return sym

    def __repr__(self) -> str:
        return self.name


_SYMBOLS = Symbol.table


def sym(name: str) -> Symbol:
    """Shorthand for ``Symbol.intern`` (the table read here: one call, not two, for a name
    interned already, as the reader's and the expander's nearly all are)."""
    s = _SYMBOLS.get(name)
    return s if s is not None else Symbol.intern(name)


_uninterned_counter = [0]


def gensym(base: str = "g") -> Symbol:
    """A fresh, uninterned symbol (for macro hygiene and `gensym`)."""
    _uninterned_counter[0] += 1
    return Symbol(f"{base}{_uninterned_counter[0]}")


# The fresh symbols a macro's expansion put in place of its template's names (Compiler.
# foreign_name, syntax_hygiene), each with the name it replaced: a syntax-rules literal
# matches a renamed one as it matches the name itself (both unbound, or bound alike:
# free-identifier=?), and `syntax->datum` gives the name back.
RENAMED: dict[Symbol, Symbol] = {}


def renamed(name: Symbol) -> Symbol:
    """A fresh, uninterned symbol printed as ``name``, standing for it (see RENAMED)."""
    fresh = Symbol(name.name)
    RENAMED[fresh] = RENAMED.get(name, name)
    return fresh


class Nil:
    """The empty list '(). A singleton, and not false."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "()"

    def __iter__(self) -> Iterator[Any]:
        return iter(())

    def __bool__(self) -> bool:  # guard against accidental Python truthiness use
        return True


NIL = Nil()


class Void:
    """The value of (void): printed as nothing at top level, #<void> inside data."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "#<void>"


VOID = Void()


class Eof:
    __slots__ = ()

    def __repr__(self) -> str:
        return "#<eof>"


EOF = Eof()


class Undefined:
    """Marks a letrec/module variable that is not yet initialised."""

    __slots__ = ()


UNDEFINED = Undefined()
# racket/undefined's `undefined`: it prints as the marker does, but a variable holding it
# is initialised (only the marker itself means "cannot use before initialization")
RACKET_UNDEFINED = Undefined()


class Pair:
    """A cons cell. ``loc`` is the source position of ``car`` when read from text.

    Racket pairs are immutable, so whether a pair starts a proper list never changes;
    ``listp`` caches that answer (None until known), which makes list? O(1) amortised,
    as Racket's pair flags do, and keeps `(first l)` in a loop linear. A new pair takes
    the answer from its cdr when the cdr knows it (``pair_listp``): a list built by cons
    onto '() or onto a known list is known at once, so first, second, list-ref ... of
    it never walk it.

    Made by ``make_pair(car, cdr, loc)``. The class has no ``__init__`` on purpose: then
    ``Pair()`` is the cheapest way CPython has to make one (the class called with no Python
    code run, a third cheaper than ``object.__new__(Pair)``, which packs its argument in a
    tuple), and the loops that build many pairs at once (make_list, reverse, append, the
    cons of compiled code) call it and fill all four slots themselves. ``Pair(a, d)``
    raises TypeError (tests/test_pairs_made_in_one_place.py checks that no code writes it).
    """

    __slots__ = ("car", "cdr", "loc", "listp")

    def __iter__(self) -> Iterator[Any]:
        """Iterate over the elements of a proper (or the prefix of an improper) list."""
        p: Any = self
        while type(p) is Pair:
            yield p.car
            p = p.cdr

    def __repr__(self) -> str:
        return WRITER[0](self)


class MPair:
    """A mutable pair (mcons): Racket keeps these apart from ordinary, immutable pairs."""

    __slots__ = ("car", "cdr")

    def __init__(self, car: Any, cdr: Any) -> None:
        self.car = car
        self.cdr = cdr


class Char:
    """A Racket character. One object per character (``Char("a") is Char("a")``; up to
    _MAX_CHARS of them): in Racket
    equal characters are eq?, so translated code's `(eq? c #\\a)` is a Python ``is`` that
    holds, with no call to equality.is_eq (a character read from a string against a
    constant, the test of every grid and parser program)."""

    __slots__ = ("ch",)

    def __new__(cls, ch: str) -> "Char":
        made = _CHARS.get(ch)
        if made is None:
            made = object.__new__(cls)
            made.ch = ch
            if len(_CHARS) < _MAX_CHARS:
                _CHARS[ch] = made
        return made

    def __reduce__(self) -> tuple:
        return Char, (self.ch,)      # pickled (a grading worker's result) by its character

    def __eq__(self, other: object) -> bool:
        return type(other) is Char and other.ch == self.ch

    def __hash__(self) -> int:
        return hash(("char", self.ch))

    def __repr__(self) -> str:
        return f"#\\{self.ch}"


# every character made, by its Python character; past _MAX_CHARS distinct ones (a program
# walking all of Unicode) new ones are fresh objects, still eq? by equality.is_eq
_CHARS: dict[str, Char] = {}


def char_is_unique(c: Char) -> bool:
    """Is ``c`` the one object of its character, so that every character equal to it is
    it (``is``)? Yes for each of the first _MAX_CHARS characters made."""
    return _CHARS.get(c.ch) is c
_MAX_CHARS = 1 << 16


#: How many times a mutable string's characters have been changed (by ``MString.editable``
#: and string-set!): a table keyed by strings' texts is good while this stays as it was.
STRING_CHANGES = [0]


class MString:
    """A mutable Racket string: what make-string, string-copy, string-append, substring ...
    return, as in Racket, where only literals (and string->immutable-string) are immutable.

    ``data`` holds the characters: a str until the first string-set!, then a list of
    1-character strs (O(1) string-set!); reading the whole string (``value``) joins the list
    back into a str, kept until the next change. Either way ``data[k]`` is character k and
    ``len(data)`` the length, so string-ref and string-length never copy. Python equality is
    identity (eq?); equal? and equal?-based hash tables compare ``value()``.

    Made by ``make_mstring(text)``. The class has no ``__init__`` on purpose (as Pair, part
    24 of issue 29): ``MString()`` runs no Python code, and the primitives that make many
    strings or are called in tight loops (substring, string-append, string-split's pieces,
    number->string, list->string, ...) write ``m = MString(); m.data = text`` in place,
    about a third of the price of an ``__init__``'s call. ``MString(text)`` raises TypeError
    (tests/test_mutable_strings_made_in_one_place.py checks that no code writes it).
    """

    __slots__ = ("data",)

    data: str | list[str]

    def value(self) -> str:
        """The current characters as a str."""
        data = self.data
        if data.__class__ is not str:
            data = self.data = "".join(data)
        return data     # type: ignore[return-value]

    def __len__(self) -> int:
        return len(self.data)

    def editable(self) -> list[str]:
        """The characters as a list, to be changed in place (counted in STRING_CHANGES)."""
        STRING_CHANGES[0] += 1
        data = self.data
        if data.__class__ is str:
            data = self.data = list(data)
        return data     # type: ignore[return-value]

    def __repr__(self) -> str:
        return f"MString({self.value()!r})"


def make_mstring(text: str) -> MString:
    """A new mutable string holding ``text`` (a str): the one maker for code outside the
    hot loops (see MString)."""
    m = MString()
    m.data = text
    return m


def as_str(x: Any) -> str | None:
    """The characters of a Racket string (a str or an MString) as a str; None for any other
    value. The one test every string-accepting procedure makes."""
    t = type(x)
    if t is str:
        return x
    if t is MString:
        return x.value()
    return None


def is_string(x: Any) -> bool:
    """Racket's string?: a str or an MString."""
    t = type(x)
    return t is str or t is MString


class MVector:
    """A Racket vector."""

    __slots__ = ("items", "immutable")

    def __init__(self, items: list, immutable: bool = False) -> None:
        self.items = items
        self.immutable = immutable


class Box:
    __slots__ = ("value", "immutable")

    def __init__(self, value: Any, immutable: bool = False) -> None:
        self.value = value
        self.immutable = immutable


# Python's words for a bad pattern, and Racket's.
_RE_ERRORS = [("unterminated character set", "missing closing square bracket in pattern"),
              ("missing ), unterminated subpattern", "expected a closing `)`"),
              ("unbalanced parenthesis", "unmatched `)` in pattern"),
              ("nothing to repeat", "`{0}` follows nothing in pattern"),
              ("multiple repeat", "nested `{0}` in patten"),   # sic: Racket 8.7's spelling
              ("bad character range", "invalid range within square brackets in pattern")]


def compile_pattern(source: str, pregexp: bool = False) -> Any:
    """``source``, a Racket pattern (#px syntax with ``pregexp``), written in Python's syntax
    (regexp_syntax.translate) and compiled by Python's re; RegexpSyntaxError in Racket's
    words for a pattern Racket refuses."""
    import re
    try:
        return re.compile(translate(source, pregexp), re.DOTALL)
    except (re.error, OverflowError, RecursionError) as e:
        msg = getattr(e, "msg", str(e))
        pos = getattr(e, "pos", None) or 0
        culprit = source[pos] if pos < len(source) else ""
        for python_words, racket_words in _RE_ERRORS:
            if msg.startswith(python_words):
                msg = racket_words.format(culprit)
                break
        else:
            msg = f"{msg} in pattern"
        raise RegexpSyntaxError(msg) from None


class Regexp:
    """A regexp value (#rx"..." or #px"..."), compiled once with Python's re. A byte regexp
    (#rx#"..." or #px#"...", `byte-regexp`; ``byte``) matches bytes: its source is the
    pattern's bytes as Latin-1 characters, a character a byte, and it matches inputs
    decoded so too (racket_regexp.py)."""

    __slots__ = ("source", "pregexp", "compiled", "byte")

    def __init__(self, source: str, pregexp: bool = False, byte: bool = False) -> None:
        self.source = source
        self.pregexp = pregexp
        self.byte = byte
        self.compiled = compile_pattern(source, pregexp)

    def racket_equal_key(self) -> Any:
        """equal? regexps: of one source, both Perl-style or not, both byte or not."""
        return ("regexp", self.source, self.pregexp, self.byte)

    def source_value(self) -> Any:
        """The source as Racket gives it (`object-name`): a string, or a byte string."""
        return self.source.encode("latin-1") if self.byte else self.source

    def racket_repr(self) -> str:
        prefix = "#px" if self.pregexp else "#rx"
        if self.byte:
            return prefix + write_bytes_literal(self.source.encode("latin-1"))
        return prefix + write_string_literal(self.source)


class Extflonum:
    """An extflonum literal (`1.0t0`) as Racket CS reads one: CS has no extflonum
    arithmetic (`extflonum-available?` is #f), so the value only prints as its text was
    written (without a radix prefix) and is eq?, eqv? and equal? to itself alone; every
    number procedure refuses it, and racket/extflonum's operations are `unsupported`."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def racket_repr(self) -> str:
        return self.text


class MultipleValues:
    """The result of (values a b ...) with a count other than one."""

    __slots__ = ("values",)

    def __init__(self, values: list) -> None:
        self.values = values


_new_object = object.__new__
SMALL = 16      # HashTable.updated copies a table of fewer entries
_MANY = object()   # the undo record of HashTable.updated_many: a list of changes


class HashTable:
    """A Racket hash table. ``kind`` is 'equal', 'eqv' or 'eq'; ``weak``: made by
    make-weak-hash (it holds its keys as strongly as any other here, but prints as
    ``#<hash>`` and is equal? only to weak tables, as in Racket).

    Keys are stored under a Python-hashable image (see ``equality.hash_key``) mapped to the
    original (key, value) pair, so that Racket's notion of key equality is kept.

    An immutable table made from another by `hash-set`, `hash-update` or `hash-remove`
    (``updated``) takes over that one's dict in O(1), and the older table keeps how to undo
    the change: reading it takes the dict back (``_reroot``). A loop that updates its table
    functionally is then linear, as with Racket's persistent tables, not quadratic.
    """

    __slots__ = ("kind", "_table", "mutable", "weak", "chez", "_newer", "order", "codes_known")

    def __init__(self, kind: str = "equal", mutable: bool = True, weak: bool = False) -> None:
        self.kind = kind
        self._table: Any = {}
        self._newer: Any = None      # (newer version, image, its entry here) once handed on
        self.mutable = mutable
        self.weak = weak
        self.chez: Any = None        # a mutable table's Chez state (values/hash_order.py)
        self.order: Any = None       # an immutable table's entries in Racket's order, once
        #                              asked for: (count, iteration order, fold order) (ditto)
        self.codes_known = False     # an immutable set's table: every element's Racket hash
        #                              code is known to be computable (racket_set._predictable)

    @property
    def table(self) -> dict:
        """The entries, image -> (key, value)."""
        if self._newer is not None:
            self._reroot()
        return self._table

    @table.setter
    def table(self, d: dict) -> None:
        self._table, self._newer, self.order = d, None, None

    def updated(self, image: Any, entry: Any) -> "HashTable":
        """A new immutable table like this one with ``image`` mapped to ``entry`` (a
        (key, value) pair), or without it when ``entry`` is None.

        A small table (up to SMALL entries) is copied: a copy costs less than making and
        later undoing a change (a loop trying sets of letters goes back to older versions
        all the time)."""
        d = self._table
        if d is None:
            d = self.table
        new = _new_object(HashTable)
        new.kind, new.mutable, new.weak, new.chez, new.order = self.kind, False, False, None, None
        new._newer = None
        new.codes_known = False
        if len(d) < SMALL:
            d = d.copy()
            if entry is None:
                d.pop(image, None)
            else:
                d[image] = entry
            new._table = d
            return new
        old = d.get(image)
        if entry is None:
            d.pop(image, None)
        else:
            d[image] = entry
        new._table = d
        self._table, self._newer = None, (new, image, old)
        return new

    def updated_many(self, changes: dict) -> "HashTable":
        """A new immutable table like this one with each image of ``changes`` mapped to its
        entry (None: removed), in one version step: a set-union that adds a few elements
        to a large set costs those elements, not a copy of the set (a copy when the
        changes are many next to the table)."""
        d = self._table
        if d is None:
            d = self.table
        new = _new_object(HashTable)
        new.kind, new.mutable, new.weak, new.chez, new.order = self.kind, False, False, None, None
        new._newer = None
        new.codes_known = False
        if len(d) < SMALL or 4 * len(changes) > len(d):
            d = d.copy()
            for image, entry in changes.items():
                if entry is None:
                    d.pop(image, None)
                else:
                    d[image] = entry
            new._table = d
            return new
        olds = [(image, d.get(image)) for image in changes]
        for image, entry in changes.items():
            if entry is None:
                d.pop(image, None)
            else:
                d[image] = entry
        new._table = d
        self._table, self._newer = None, (new, _MANY, olds)
        return new

    def _reroot(self) -> None:
        """Take the dict back from the newest version, undoing each change on the way."""
        path, v = [], self
        while v._newer is not None:
            path.append(v)
            v = v._newer[0]
        for node in reversed(path):
            newer, image, old = node._newer
            d = newer._table
            if image is _MANY:          # several changes (updated_many): (image, old) each
                current = [(im, d.get(im)) for im, _ in old]
                for im, entry in old:
                    if entry is None:
                        d.pop(im, None)
                    else:
                        d[im] = entry
                node._table, node._newer = d, None
                newer._table, newer._newer = None, (node, _MANY, current)
                continue
            current = d.get(image)
            if old is None:
                d.pop(image, None)
            else:
                d[image] = old
            node._table, node._newer = d, None
            newer._table, newer._newer = None, (node, image, current)


def entries_apart(*tables: HashTable) -> list[dict]:
    """The entry dicts of several tables, to be read together. The versions of one
    immutable table (HashTable.updated) share one dict, which only one of them holds at a
    time, so reading one version's takes it from the other: two versions compared or
    merged would each see the same entries. Such versions are given copies (taken one at a
    time, the last one's own dict); tables of separate families their own dicts."""
    dicts = [t.table for t in tables]
    if len({id(d) for d in dicts}) == len(dicts):
        return dicts
    copies = [dict(t.table) for t in tables[:-1]]
    return copies + [tables[-1].table]


class StructType:
    """A struct type made by `struct` or `define-struct`."""

    __slots__ = ("name", "fields", "parent", "transparent", "prefab", "all_fields", "guard",
                 "auto_fields", "auto_value", "_segments", "proc", "writer", "quotable",
                 "equal_hash", "stream", "object_name", "props", "immutable", "copy_index",
                 "plain_equal")

    def __init__(self, name: str, fields: list[str], parent: "StructType | None" = None,
                 transparent: bool = False, prefab: bool = False, auto_fields: int = 0,
                 auto_value: Any = False) -> None:
        self.name = name
        self.fields = fields
        self.parent = parent
        self.transparent = transparent
        self.prefab = prefab
        self.all_fields = (parent.all_fields if parent else []) + list(fields)
        # struct-copy's index in an instance of each of its own fields, by name (the first
        # of a name given twice, as list.index finds it)
        start = len(self.all_fields) - len(fields)
        self.copy_index: dict = {}
        for i, field in enumerate(fields):
            self.copy_index.setdefault(field, start + i)
        # the last `auto_fields` of `fields` are #:auto: the constructor fills them with auto_value
        self.auto_fields = auto_fields
        self.auto_value = auto_value
        # the indexes of its own fields that cannot be set (struct-type-info's list):
        # all of them unless a struct form or make-struct-type said otherwise
        self.immutable: frozenset = frozenset(range(len(fields)))
        self._segments: Any = False     # not computed yet (see shown_segments)
        # whether equal? of two instances is equal? of their fields and they cannot hold
        # themselves (equality.plain_equal: None until first asked)
        self.plain_equal: bool | None = None
        # struct-type properties (struct_types.set_properties), each inherited: what a call
        # of an instance does (prop:procedure: the procedure, called with the instance
        # first, or the index in ``all_fields`` of the field holding it), how one prints
        # (prop:custom-write's procedure; prop:custom-print-quotable's symbol), how equal?
        # and the equal?-based hash codes treat one (prop:equal+hash: the (equal-proc
        # hash-proc hash2-proc) procedures). None: Racket's default; a type without
        # properties costs the hot paths nothing (they look at these only for an instance
        # that is not already a Closure, a Primitive ...).
        self.proc: Any = parent.proc if parent is not None else None
        self.writer: Any = parent.writer if parent is not None else None
        self.quotable: Any = parent.quotable if parent is not None else None
        self.equal_hash: Any = parent.equal_hash if parent is not None else None
        # gen:stream's (stream-empty? stream-first stream-rest) procedures; prop:object-name's
        # field index or procedure
        self.stream: Any = parent.stream if parent is not None else None
        self.object_name: Any = parent.object_name if parent is not None else None
        # the values of properties a program made (make-struct-type-property; the generic
        # interfaces of define-generics): property -> value, the parent's inherited
        self.props: dict = dict(parent.props) if parent is not None else {}

    def shown_segments(self) -> "list[tuple[int, int] | None] | None":
        """What printing an instance shows, as Racket's inspector allows: for each type of
        the chain (root first) the (start, end) of its fields if it is transparent, None
        (printed `...`) for a run of opaque ones; None if no type is transparent (`#<name>`).
        (struct b a (y)) with a transparent prints (b 1 ...)."""
        if self._segments is False:
            chain = []
            t: StructType | None = self
            while t is not None:
                chain.append(t)
                t = t.parent
            segments: list = []
            start, visible = 0, False
            for t in reversed(chain):
                end = start + len(t.fields)
                if t.transparent or t.prefab:
                    visible = True
                    if end > start:
                        segments.append((start, end))
                elif not segments or segments[-1] is not None:
                    segments.append(None)
                start = end
            self._segments = segments if visible else None
        return self._segments

    def is_subtype_of(self, other: "StructType") -> bool:
        t: StructType | None = self
        while t is not None:
            if t is other:
                return True
            t = t.parent
        return False


class StructInstance:
    """An instance of a struct type: ``stype``, and its ``fields`` (a Python list, the
    parent's fields first).

    Made by ``make_struct_instance(stype, fields)``, or by ``StructInstance()`` with both
    slots filled in place (a struct's constructor, compiled code's constructor calls): no
    ``__init__``, as Pair has none, so that the class called runs no Python code.
    """

    __slots__ = ("stype", "fields")


def make_struct_instance(stype: StructType, fields: list) -> StructInstance:
    """A new instance of ``stype`` holding ``fields`` (the list itself, not a copy)."""
    instance = StructInstance()
    instance.stype = stype
    instance.fields = fields
    return instance


# ---------------------------------------------------------------- numbers

NUMBER_TYPES = (int, Fraction, float, complex)


def is_number(x: Any) -> bool:
    """True for Racket numbers (Python bools are booleans, not numbers)."""
    return type(x) in (int, float, Fraction, complex)


def is_exact_integer(x: Any) -> bool:
    return type(x) is int


def is_exact(x: Any) -> bool:
    return type(x) is int or type(x) is Fraction


def normalize(x: Any) -> Any:
    """Turn a Fraction with denominator 1 into an int, as Racket's exact numbers behave."""
    if type(x) is Fraction and x.denominator == 1:
        return x.numerator
    return x


# ---------------------------------------------------------------- lists

def make_list(items: Iterable[Any], tail: Any = NIL) -> Any:
    """Build a Racket list from a Python iterable (a list, tuple or range is walked as it
    is): the one loop that the primitives returning a new list share (map's and for/list's
    collected elements, hash-keys, sort's result, list ...). Each pair is ``Pair()`` with
    its four slots filled here (no call per pair: see Pair), and each knows whether it
    starts a proper list when the tail tells (NIL: it does), so list? of the result walks
    nothing."""
    t = type(items)
    if t is not list and t is not tuple and t is not range:
        items = list(items)
    result = tail
    # pair_listp(tail), written out: a call more for every list built
    listp = True if tail is NIL else tail.listp if type(tail) is Pair else False
    pair = Pair
    for item in reversed(items):
        p = pair()
        p.car = item
        p.cdr = result
        p.loc = None
        p.listp = listp
        result = p
    return result


def make_mstring_list(texts: list[str]) -> Any:
    """A Racket list of new mutable strings, one for each str of ``texts`` (string-split's
    pieces, regexp-split's, a match's groups): each string and each pair made in place,
    with no call per element (see MString and make_list)."""
    result = NIL
    mstring, pair = MString, Pair
    for text in reversed(texts):
        m = mstring()
        m.data = text
        p = pair()
        p.car = m
        p.cdr = result
        p.loc = None
        p.listp = True
        result = p
    return result


def make_pair(car: Any, cdr: Any, loc: Any = None) -> Pair:
    """A new pair of ``car`` and ``cdr`` (``loc``: where the reader found ``car``), knowing
    what its cdr knows of being a list (``pair_listp``)."""
    p = Pair()
    p.car = car
    p.cdr = cdr
    p.loc = loc
    p.listp = True if cdr is NIL else cdr.listp if cdr.__class__ is Pair else False
    return p


def pair_listp(cdr: Any) -> bool | None:
    """What a new pair with this ``cdr`` knows of being a list: True on '() or a known list,
    False on anything but a pair, None (not known yet) on a pair that does not know."""
    return True if cdr is NIL else cdr.listp if type(cdr) is Pair else False


def is_list(x: Any) -> bool:
    """Proper-list test, as Racket's list?; remembers the answer in every pair it walks."""
    if type(x) is not Pair:
        return x is NIL
    known = x.listp
    if known is not None:
        return known
    walked = []
    while type(x) is Pair:
        known = x.listp
        if known is not None:
            result = known
            break
        walked.append(x)
        x = x.cdr
    else:
        result = x is NIL
    for p in walked:
        p.listp = result
    return result


def list_to_python(x: Any) -> list:
    """Elements of a proper list as a Python list (caller checks properness)."""
    # out.append written at each call, not hoisted into a local: CPython 3.11 specializes the
    # call of a list's append (a fifth faster than calling the bound method)
    out: list = []
    if x.__class__ is Pair and x.listp is True:
        # a known list: its pairs end in '(), the one test of each step
        nil = NIL
        while x is not nil:
            out.append(x.car)
            x = x.cdr
        return out
    while x.__class__ is Pair:
        out.append(x.car)
        x = x.cdr
    return out


def is_true(x: Any) -> bool:
    return x is not False


def mentions(datum: Any, names: "set | frozenset") -> bool:
    """Does any symbol of ``names`` occur anywhere in ``datum`` (a form, walked as data)?"""
    stack = [datum]
    while stack:
        x = stack.pop()
        if type(x) is Symbol:
            if x in names:
                return True
        elif type(x) is Pair:
            stack.append(x.car)
            stack.append(x.cdr)
    return False


class Parameter:
    """A Racket parameter (make-parameter): a procedure of 0 or 1 arguments holding a value."""

    __slots__ = ("value", "guard", "name")

    def __init__(self, value: Any, guard: Any = None, name: str = "parameter-procedure") -> None:
        self.value = value
        self.guard = guard
        self.name = name

    def __repr__(self) -> str:
        return f"#<procedure:{self.name}>"

    racket_repr = __repr__
