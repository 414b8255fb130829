"""Strings, characters and symbols (racket/base).

A string is a Python str (immutable: literals, `string->immutable-string`) or a
``data.MString`` (mutable), as in Racket, where every procedure that makes a new string
(`make-string`, `string-append`, `substring`, `symbol->string` ...) returns a new mutable
one. ``check_string`` gives the characters of either kind as a str, so a
primitive that reads strings is written once for both; `string-set!`, `string-fill!` and
`string-copy!` accept only an MString (``check_mutable``), with Racket's contract error for
an immutable string.
"""
from __future__ import annotations

import operator
import unicodedata
from typing import Any, Callable

from minischeme.values.data import NIL, STRING_CHANGES, VOID, Char, MString, make_mstring, Pair, Symbol, as_str, gensym as _gensym, is_string, sym
from minischeme.values.errors import contract_error
from minischeme.values.printer import error_value_string, print_string
from minischeme.values.runtime import BUDGET, call, charge_work
from .registry import define, library
from .base_lists import check_list, check_proc_arity, fail, from_pylist
from .base_numbers import check_length, is_nonneg_int
from minischeme.values.char_classes import (is_alphabetic, is_blank, is_graphic, is_iso_control, is_numeric,
                                             is_punctuation, is_symbolic, is_title_case, is_whitespace)

library("racket/base")


# ------------------------------------------------------------------ helpers

def check_string(who: str, x: Any, pos: int | None = None, args: list | None = None) -> str:
    """The characters of the string x (mutable or not) as a str, or
    `who: contract violation expected: string?`."""
    t = type(x)
    if t is str:
        return x
    if t is MString:
        return x.value()
    raise contract_error(who, "string?", x, pos, args)


def check_mutable(who: str, x: Any, expected: str = "mutable-string?") -> MString:
    """x, a mutable string, or Racket's contract error (`string-set!` and `string-fill!`
    expect `mutable-string?`, `string-copy!` `(and/c string? (not/c immutable?))`)."""
    if type(x) is not MString:
        raise contract_error(who, expected, x)
    return x


def check_char(who: str, x: Any, pos: int | None = None, args: list | None = None) -> str:
    """The character of x as a 1-letter str, or `expected: char?`."""
    if type(x) is not Char:
        raise contract_error(who, "char?", x, pos, args)
    return x.ch


def check_symbol(who: str, x: Any, pos: int | None = None, args: list | None = None) -> Symbol:
    """x, or `expected: symbol?` (a keyword is a Symbol named `#:...`, and no symbol)."""
    if type(x) is not Symbol or x.name[:2] == "#:":
        raise contract_error(who, "symbol?", x, pos, args)
    return x


def index_error(who: str, kind: str, what: str, index: int, value: Any, length: int) -> Exception:
    """`who: index is out of range` with index, valid range and the value (Racket's text)."""
    if length == 0:
        return fail(f"{who}: {kind}index is out of range for empty {what}\n"
                    f"  {kind}index: {index}\n  {what}: {error_value_string(value)}")
    return fail(f"{who}: {kind}index is out of range\n  {kind}index: {index}\n"
                f"  valid range: [0, {length - 1}]\n  {what}: {error_value_string(value)}")


def bad_index(who: str, index: Any, first: Any) -> Exception:
    """The contract error of a non-index second argument (`first argument...:` form)."""
    return fail(f"{who}: contract violation\n  expected: exact-nonnegative-integer?\n"
                f"  given: {error_value_string(index)}\n  argument position: 2nd\n"
                f"  first argument...:\n   {error_value_string(first)}")


def check_range(who: str, what: str, value: Any, length: int, start: Any, end: Any) -> None:
    """Check substring-style start/end indexes (both inclusive of `length`)."""
    for i in (start, end):
        if not is_nonneg_int(i):
            raise contract_error(who, "exact-nonnegative-integer?", i)
    if start > length:
        raise fail(f"{who}: starting index is out of range\n  starting index: {start}\n"
                   f"  valid range: [0, {length}]\n  {what}: {error_value_string(value)}")
    if end > length:
        raise fail(f"{who}: ending index is out of range\n  ending index: {end}\n"
                   f"  valid range: [0, {length}]\n  {what}: {error_value_string(value)}")
    if end < start:
        raise fail(f"{who}: ending index is smaller than starting index\n"
                   f"  ending index: {end}\n  starting index: {start}\n"
                   f"  valid range: [0, {length}]\n  {what}: {error_value_string(value)}")


_STRINGS = (str, MString)


def _chain(who: str, check: Callable, key: Callable, test: Callable,
           pair_key: Callable | None = None) -> Callable:
    """A variadic comparison (string<?, char=? ...): all arguments checked, then compared.
    ``pair_key``: for two arguments of the checked kind, what their keys are compared by
    without the lists (a case-folding comparison's folding of the str itself)."""
    kind = str if check is check_string else Char if check is check_char else None
    plain = key is str or key is ord      # then comparing the str themselves is the same
    only_str = frozenset([str])

    def compare(*args: Any) -> bool:
        if plain and len(args) == 2:      # the usual case, without the lists
            a, b = args
            if type(a) is kind and type(b) is kind:
                return test(a, b) if kind is str else test(a.ch, b.ch)
            if kind is str and type(a) in _STRINGS and type(b) in _STRINGS:  # a mutable one
                return test(a if type(a) is str else a.value(), b if type(b) is str else b.value())
        elif plain and kind is str and only_str.issuperset(map(type, args)):
            # immutable strings only, however many: every pair compared in C
            return all(map(test, args, args[1:]))
        keys = [key(check(who, a)) for a in args]
        return all(test(keys[i], keys[i + 1]) for i in range(len(keys) - 1))

    def compare_folded(*args: Any) -> bool:
        if len(args) == 2:                # the usual case: both folded, then compared
            a, b = args
            if type(a) is kind and type(b) is kind:
                return test(pair_key(a.ch), pair_key(b.ch)) if kind is Char else \
                    test(pair_key(a), pair_key(b))
        keys = [key(check(who, a)) for a in args]
        return all(map(test, keys, keys[1:]))

    chosen = compare if pair_key is None else compare_folded
    chosen.__doc__ = f"Racket {who}: compare the arguments pairwise."
    define(who, 1, None)(chosen)
    return chosen


_TESTS = {"=?": operator.eq, "<?": operator.lt, ">?": operator.gt,
          "<=?": operator.le, ">=?": operator.ge}


def _fold(s: str) -> str:
    return s.casefold()


class _CharFold(dict):
    """A character's (1-letter str) simple case folding as Racket's char-foldcase and
    char-ci=? ... use it: Python's full folding where that is one character, else the
    character itself (ß, ẞ, İ and the other characters whose full folding is longer fold to
    themselves; checked against Racket 8.7 for every code point). Looked up in C; the
    characters below U+3000 are kept once asked for, the rest computed each time."""

    def __missing__(self, ch: str) -> str:
        folded = ch.casefold()
        if len(folded) != 1:
            folded = ch
        if ch < "\u3000":
            self[ch] = folded
        return folded


CHAR_FOLD = _CharFold()


# the Latin-1 characters, made once for string-ref (a Char is immutable and eq? compares
# characters by value, so sharing them changes nothing a program can see)
_CHARS = {chr(i): Char(chr(i)) for i in range(256)}


class _CharOf(dict):
    """The Char of a 1-character str: a shared Latin-1 one (as string-ref gives), a fresh
    Char for any other. Its ``__getitem__`` is C code, so ``map`` over a string is a C loop."""

    def __missing__(self, ch: str) -> Char:
        return Char(ch)


CHAR_OF = _CharOf(_CHARS)


# ------------------------------------------------------------------ strings

@define("string?", 1)
def string_p(x: Any) -> bool:
    """Is x a string (mutable or not)?"""
    t = type(x)
    return t is str or t is MString


@define("string-length", 1)
def string_length(s: Any) -> int:
    """The number of characters of s."""
    t = s.__class__
    if t is str:
        return len(s)
    if t is MString:
        return len(s.data)
    return len(check_string("string-length", s))


@define("string-ref", 2)
def string_ref(s: Any, k: Any) -> Char:
    """The character of s at position k."""
    t = s.__class__
    seq = s.data if t is MString else s     # a mutable string's str or list of characters
    if (t is str or t is MString) and type(k) is int and 0 <= k < len(seq):
        c = seq[k]
        return _CHARS.get(c) or Char(c)
    check_string("string-ref", s)
    if not is_nonneg_int(k):
        raise bad_index("string-ref", k, s)
    raise index_error("string-ref", "", "string", k, s, len(s))


@define("substring", 2, 3)
def substring(s: Any, start: Any, end: Any = None) -> MString:
    """The characters of s from start (inclusive) to end (exclusive), as a new string."""
    if s.__class__ is str and start.__class__ is int and end.__class__ is int and 0 <= start <= end <= len(s):
        m = MString()       # the usual call: no check can fail (the string made in place)
        m.data = s[start:end]
        return m
    t = type(s)
    if start.__class__ is int and (t is str or t is MString):
        # a mutable string, or no end: no check can fail either
        data = s.data if t is MString else s    # a str, or a mutable string's list of chars
        n = len(data)
        stop = n if end is None else end
        if stop.__class__ is int and 0 <= start <= stop <= n:
            piece = data[start:stop]
            return make_mstring(piece if piece.__class__ is str else "".join(piece))
    text = check_string("substring", s)
    if end is None:
        if not is_nonneg_int(start):
            raise contract_error("substring", "exact-nonnegative-integer?", start)
        end = len(text)
    check_range("substring", "string", s, len(text), start, end)
    return make_mstring(text[start:end])


@define("string-append", 0, None)
def string_append(*strings: Any) -> MString:
    """The concatenation of the strings, as a new string."""
    for s in strings:
        if s.__class__ is not str:
            break
    else:
        joined = "".join(strings)       # all immutable (literals): one join in C
        if BUDGET.max_steps is not None:     # copying: a step per 64 characters
            charge_work(len(joined) >> 3)
        m = MString()
        m.data = joined
        return m
    # a mutable string among them (an accumulator in a loop, the result of an earlier
    # string-append), or no string: each one's characters, or the error
    parts = []
    for s in strings:
        t = s.__class__
        if t is str:
            parts.append(s)
        elif t is MString:
            data = s.data
            parts.append(data if data.__class__ is str else s.value())
        else:
            raise contract_error("string-append", "string?", s)
    joined = "".join(parts)
    if BUDGET.max_steps is not None:
        charge_work(len(joined) >> 3)
    m = MString()
    m.data = joined
    return m


def string_append_two(a: Any, b: Any) -> MString:
    """``(string-append a b)`` from compiled code (inliners._string_append) when a or b is
    not a str: a mutable string holding a str (an accumulator, number->string's or
    substring's result) is read in place, with no tuple of arguments packed and no loop;
    anything else (a string being changed, a non-string and its error, a step limit and its
    charge) is the primitive's."""
    ta = a if a.__class__ is str else a.data if a.__class__ is MString else None
    tb = b if b.__class__ is str else b.data if b.__class__ is MString else None
    if ta.__class__ is str and tb.__class__ is str and BUDGET.max_steps is None:
        m = MString()
        m.data = ta + tb
        return m
    return string_append(a, b)


@define("string-append-immutable", 0, None)
def string_append_immutable(*strings: Any) -> str:
    """The concatenation of the strings, as an immutable string."""
    return "".join([check_string("string-append-immutable", s) for s in strings])


@define("string", 0, None)
def string(*chars: Any) -> MString:
    """A new string of the given characters."""
    text = "".join([c.ch for c in chars if c.__class__ is Char])   # a character each
    if len(text) != len(chars):     # a non-character among them: the first one's error
        text = "".join([check_char("string", c) for c in chars])
    m = MString()
    m.data = text
    return m


@define("make-string", 1, 2)
def make_string(n: Any, c: Any = None) -> MString:
    """A new string of n copies of c (default #\\nul)."""
    if n.__class__ is int and 0 <= n <= 4096 and c.__class__ is Char:
        m = MString()       # the usual call: a short string of a character
        m.data = c.ch * n
        return m
    if not is_nonneg_int(n):
        raise contract_error("make-string", "valid-string-length?", n)
    ch = "\0" if c is None else check_char("make-string", c)
    check_length(n, "string")
    return make_mstring(ch * n)


@define("string-copy", 1)
def string_copy(s: Any) -> MString:
    """A new (mutable) string with the characters of s."""
    m = MString()
    m.data = s if s.__class__ is str else check_string("string-copy", s)
    return m


@define("string->immutable-string", 1)
def string_to_immutable_string(s: Any) -> str:
    """s itself if immutable, else an immutable string of its characters."""
    return check_string("string->immutable-string", s)


def _check_index(who: str, s: MString, k: Any) -> int:
    """k, an index into the mutable string s, or Racket's error."""
    if not is_nonneg_int(k):
        raise bad_index(who, k, s)
    if k >= len(s):
        raise index_error(who, "", "string", k, s, len(s))
    return k


@define("string-set!", 3)
def string_set(s: Any, k: Any, c: Any) -> Any:
    """Put the character c at position k of the mutable string s."""
    if type(s) is MString and type(c) is Char and type(k) is int and 0 <= k < len(s.data):
        data = s.data
        if data.__class__ is str:       # the first change: the characters become a list
            data = s.data = list(data)
        data[k] = c.ch
        STRING_CHANGES[0] += 1
        return VOID
    check_mutable("string-set!", s)
    _check_index("string-set!", s, k)
    s.editable()[k] = check_char("string-set!", c)
    return VOID


@define("string-fill!", 2)
def string_fill(s: Any, c: Any) -> Any:
    """Make every character of the mutable string s be c."""
    check_mutable("string-fill!", s)
    ch = check_char("string-fill!", c)
    chars = s.editable()
    chars[:] = [ch] * len(chars)
    return VOID


@define("string-copy!", 3, 5)
def string_copy_bang(dest: Any, dest_start: Any, src: Any, src_start: Any = 0,
                     src_end: Any = None) -> Any:
    """Copy the characters of src from src_start to src_end into dest from dest_start."""
    who = "string-copy!"
    check_mutable(who, dest, "(and/c string? (not/c immutable?))")
    if not is_nonneg_int(dest_start):
        raise contract_error(who, "exact-nonnegative-integer?", dest_start)
    text = check_string(who, src)
    for i in (src_start, src_end):
        if i is not None and not is_nonneg_int(i):
            raise contract_error(who, "exact-nonnegative-integer?", i)
    if src_end is None:
        src_end = len(text)
    check_range(who, "string", src, len(text), src_start, src_end)
    n = len(dest)
    check_range(who, "string", dest, n, dest_start, dest_start)
    needed = dest_start + src_end - src_start
    if needed > n:
        raise fail(f"{who}: not enough room in target string\n  target length: {n}\n"
                   f"  needed length: {needed}")
    dest.editable()[dest_start:needed] = text[src_start:src_end]
    return VOID


@define("build-string", 2)
def build_string(n: Any, proc: Any) -> MString:
    """The string of (proc 0) ... (proc n-1)."""
    if not is_nonneg_int(n):
        raise contract_error("build-string", "exact-nonnegative-integer?", n)
    check_proc_arity("build-string", proc, 1, "(exact-nonnegative-integer? . -> . char?)")
    check_length(n, "string")
    out = []
    for i in range(n):
        out.append(check_char("string-set!", call(proc, i)))
    return make_mstring("".join(out))


for _suffix, _test in _TESTS.items():
    _chain(f"string{_suffix}", check_string, str, _test)
    _chain(f"string-ci{_suffix}", check_string, _fold, _test, str.casefold)


@define("string-upcase", 1)
def string_upcase(s: Any) -> MString:
    """s in upper case (full Unicode mapping: ß becomes SS)."""
    m = MString()
    m.data = (s if s.__class__ is str else check_string("string-upcase", s)).upper()
    return m


@define("string-downcase", 1)
def string_downcase(s: Any) -> MString:
    """s in lower case."""
    m = MString()
    m.data = (s if s.__class__ is str else check_string("string-downcase", s)).lower()
    return m


@define("string-foldcase", 1)
def string_foldcase(s: Any) -> MString:
    """s case-folded."""
    return make_mstring(check_string("string-foldcase", s).casefold())


_MID_LETTER = set("'.:\u2019\u00b7")


def _is_cased(c: str) -> bool:
    """Unicode's Cased: lower case, upper case (Other_Lowercase and Other_Uppercase too:
    the circled letters) or title case."""
    return c.islower() or c.isupper() or unicodedata.category(c) == "Lt"


# Word_Break MidLetter, MidNumLet and Single_Quote, which are case-ignorable
_CASE_IGNORABLE_PUNCTUATION = frozenset(":\u00b7\u0387\u055f\u05f4\u2027\ufe13\ufe55\uff1a"
                                        ".\u2018\u2019\u2024\ufe52\uff07\uff0e'")


def _is_case_ignorable(c: str) -> bool:
    return (unicodedata.category(c) in ("Mn", "Me", "Cf", "Lm", "Sk")
            or c in _CASE_IGNORABLE_PUNCTUATION)


def _in_word(s: str, i: int) -> bool:
    """Does s[i] continue a word (Unicode word boundaries, simplified)? A mark or format
    character continues the word before it but starts none."""
    c = s[i]
    category = unicodedata.category(c)
    if category[0] == "M" or category == "Cf":     # Word_Break Extend and Format
        while i > 0:
            i -= 1
            category = unicodedata.category(s[i])
            if not (category[0] == "M" or category == "Cf"):
                return _in_word(s, i)
        return False
    if c.isalnum() or c == "_" or _is_cased(c):
        return True
    return (c in _MID_LETTER and 0 < i < len(s) - 1 and s[i - 1].isalpha()
            and s[i + 1].isalpha())


def _final_sigma(chars: list, i: int) -> bool:
    """Is the sigma at chars[i] at the end of a word: a cased character before it and none
    after it, case-ignorable ones skipped (Unicode's Final_Sigma)?"""
    def cased_at(j: int, step: int) -> bool:
        while 0 <= j < len(chars):
            c = chars[j]
            if _is_cased(c):
                return True
            if not _is_case_ignorable(c):
                return False
            j += step
        return False
    return cased_at(i - 1, -1) and not cased_at(i + 1, 1)


@define("string-titlecase", 1)
def string_titlecase(s: Any) -> MString:
    """s with the first cased letter of each word in title case, the others in lower case
    (a capital sigma at the end of a word becomes a final one, as Racket CS does it)."""
    s = check_string("string-titlecase", s)
    out, seen_cased, sigmas = [], False, []
    for i, c in enumerate(s):
        if not _in_word(s, i):
            seen_cased = False
            out.append(c)
        elif seen_cased:
            if c == "\u03a3":
                sigmas.append(len(out))
            out.append(c.lower())
        else:
            title = c.title()
            if _is_cased(c) or title != c:
                out.append(title)
                seen_cased = True
            else:
                out.append(c)
    if sigmas:
        chars = list("".join(out))
        # an entry of `out` may be several characters (a title case like ǅ's is one, ß's two)
        for k in sigmas:
            at = len("".join(out[:k]))
            chars[at] = "\u03c2" if _final_sigma(chars, at) else "\u03c3"
        return make_mstring("".join(chars))
    return make_mstring("".join(out))


@define("string->list", 1)
def string_to_list(s: Any) -> Any:
    """The characters of s as a list."""
    t = type(s)
    text = s if t is str else s.value() if t is MString else check_string("string->list", s)
    # the pairs built last to first, each slot filled directly (as data.make_list), each
    # character its shared Char (CHAR_OF), each pair known to start a list
    # (the characters looked up by map in C: CHAR_OF is a dict subclass, whose subscript
    # in Python code is not the specialized one)
    result = NIL
    for c in map(CHAR_OF.__getitem__, reversed(text)):
        p = Pair()
        p.car = c
        p.cdr = result
        p.loc = None
        p.listp = True
        result = p
    return result


def known_list_chars(lst: Any) -> list[str] | None:
    """The characters of a known list (a pair that knows it ends in '()) of characters,
    read in one walk; None for anything else (the caller checks it the long way)."""
    if lst.__class__ is not Pair or lst.listp is not True:
        return None
    chars, p, nil = [], lst, NIL
    while p is not nil:
        c = p.car
        if c.__class__ is not Char:
            return None
        chars.append(c.ch)
        p = p.cdr
    return chars


@define("list->string", 1)
def list_to_string(lst: Any) -> MString:
    """A new string of a list of characters."""
    chars = known_list_chars(lst)
    if chars is not None:
        m = MString()
        m.data = "".join(chars)
        return m
    items = check_list("list->string", lst)
    return make_mstring("".join([check_char("list->string", c) for c in items]))


@define("string->symbol", 1)
def string_to_symbol(s: Any) -> Symbol:
    """The interned symbol named s."""
    return sym(check_string("string->symbol", s))


@define("string->uninterned-symbol", 1)
def string_to_uninterned_symbol(s: Any) -> Symbol:
    """A fresh symbol named s, eq? to no other."""
    return Symbol(check_string("string->uninterned-symbol", s))


# The unreadable symbols by name: each is uninterned, and the same name gives the same one.
_UNREADABLE: dict[str, Symbol] = {}


@define("string->unreadable-symbol", 1)
def string_to_unreadable_symbol(s: Any) -> Symbol:
    """The unreadable symbol named s: not eq? to the symbol `read` makes of s, but eq? to
    every other unreadable symbol of that name."""
    name = check_string("string->unreadable-symbol", s)
    found = _UNREADABLE.get(name)
    if found is None:
        found = _UNREADABLE[name] = Symbol(name)
    return found


@define("symbol-interned?", 1)
def symbol_interned_p(s: Any) -> bool:
    """Is s the symbol `read` and string->symbol give for its name?"""
    check_symbol("symbol-interned?", s)
    return Symbol.table.get(s.name) is s


@define("symbol-unreadable?", 1)
def symbol_unreadable_p(s: Any) -> bool:
    """Was s made by string->unreadable-symbol?"""
    check_symbol("symbol-unreadable?", s)
    return _UNREADABLE.get(s.name) is s


@define("symbol->string", 1)
def symbol_to_string(s: Any) -> MString:
    """The name of a symbol, as a new string."""
    if s.__class__ is Symbol:
        name = s.name
        if name[:2] != "#:":        # (a keyword is no symbol)
            m = MString()
            m.data = name
            return m
    return make_mstring(check_symbol("symbol->string", s).name)


@define("symbol?", 1)
def symbol_p(x: Any) -> bool:
    """Is x a symbol (not a keyword)?"""
    return type(x) is Symbol and x.name[:2] != "#:"


_chain("symbol<?", check_symbol, lambda s: s.name, _TESTS["<?"])


@define("gensym", 0, 1)
def gensym(base: Any = None) -> Symbol:
    """A fresh uninterned symbol (named from base, a symbol or string)."""
    if base is None:
        return _gensym("g")
    if type(base) is Symbol:
        return _gensym(base.name)
    if is_string(base):
        return _gensym(as_str(base))
    raise contract_error("gensym", "(or/c symbol? string?)", base)


# ------------------------------------------------------------------ characters

@define("char?", 1)
def char_p(x: Any) -> bool:
    """Is x a character?"""
    return type(x) is Char


@define("char->integer", 1)
def char_to_integer(c: Any) -> int:
    """The Unicode scalar value of c."""
    if type(c) is Char:
        return ord(c.ch)
    return ord(check_char("char->integer", c))


@define("integer->char", 1)
def integer_to_char(n: Any) -> Char:
    """The character with Unicode scalar value n."""
    if type(n) is not int or not (0 <= n < 0xD800 or 0xDFFF < n <= 0x10FFFF):
        raise contract_error("integer->char", "valid-unicode-scalar-value?", n)
    return Char(chr(n))


def _char_test(who: str, test: Callable[[str], bool]) -> None:
    def char_test(c: Any) -> bool:
        return test(check_char(who, c))
    char_test.__doc__ = f"Racket {who}."
    define(who, 1)(char_test)


_char_test("char-alphabetic?", is_alphabetic)
_char_test("char-numeric?", is_numeric)
_char_test("char-whitespace?", is_whitespace)
_char_test("char-upper-case?", str.isupper)
_char_test("char-lower-case?", str.islower)
_char_test("char-punctuation?", is_punctuation)
_char_test("char-symbolic?", is_symbolic)
_char_test("char-blank?", is_blank)
_char_test("char-title-case?", is_title_case)
_char_test("char-graphic?", is_graphic)
_char_test("char-iso-control?", is_iso_control)


def _normalizer(who: str, form: str) -> None:
    def normalize(s: Any) -> MString:
        return make_mstring(unicodedata.normalize(form, check_string(who, s)))
    normalize.__doc__ = (f"({who} s): s in Unicode normalization form {form}, as a new "
                         "mutable string (to compare or search text whatever its composition).")
    define(who, 1)(normalize)


# Python 3.11's tables are Unicode 14.0, Racket 8.7's: the same for every character
for _form in ("NFD", "NFC", "NFKD", "NFKC"):
    _normalizer(f"string-normalize-{_form.lower()}", _form)


@define("char-general-category", 1)
def char_general_category(c: Any) -> Symbol:
    """(char-general-category c): c's Unicode general category as a symbol, `'lu`, `'ll`,
    `'nd`, `'zs`, ... `'cn` for an unassigned code point (what programs classify
    characters by beyond the char-...? predicates)."""
    return sym(unicodedata.category(check_char("char-general-category", c)).lower())


def _one_char(mapped: str, original: str) -> str:
    """A single-character case mapping, or the character itself (ß has no 1-char upcase)."""
    return mapped if len(mapped) == 1 else original


class _CaseMap(dict):
    """A character's (1-letter str) case mapping as a Char (``fn``'s answer where it is one
    character, else the character itself; a shared Latin-1 Char, as string-ref's), looked
    up in C; the characters below U+3000 kept once asked for."""

    def __init__(self, fn: Callable[[str], str]) -> None:
        super().__init__()
        self.fn = fn

    def __missing__(self, ch: str) -> Char:
        mapped = CHAR_OF[_one_char(self.fn(ch), ch)]
        if ch < "\u3000":
            self[ch] = mapped
        return mapped


def _simple_upper(ch: str) -> str:
    """Unicode's simple uppercase mapping, as char-upcase gives it: Python's full one, else
    (several characters: ß, ŉ, the Greek letters with ypogegrammeni ...) the titlecase
    mapping when that is one character (ᾀ -> ᾈ), else the character itself."""
    upper = ch.upper()
    if len(upper) == 1:
        return upper
    title = ch.title()
    return title if len(title) == 1 else ch


def _simple_lower(ch: str) -> str:
    """Unicode's simple lowercase mapping: Python's full one, but İ (whose full mapping
    adds a combining dot) is i."""
    return "i" if ch == "\u0130" else ch.lower()


CASE_MAPS = {"char-upcase": _CaseMap(_simple_upper), "char-downcase": _CaseMap(_simple_lower),
             "char-titlecase": _CaseMap(str.title), "char-foldcase": _CaseMap(str.casefold)}


def _char_map(who: str) -> None:
    table = CASE_MAPS[who]

    def char_map(c: Any) -> Char:
        if type(c) is Char:
            return table[c.ch]
        raise contract_error(who, "char?", c)
    char_map.__doc__ = f"Racket {who}."
    define(who, 1)(char_map)


for _who in CASE_MAPS:
    _char_map(_who)

for _suffix, _test in _TESTS.items():
    _chain(f"char{_suffix}", check_char, ord, _test)
    _chain(f"char-ci{_suffix}", check_char, CHAR_FOLD.__getitem__, _test, CHAR_FOLD.__getitem__)

