"""The teaching languages' words for errors (htdp/bsl/runtime.rkt's configuration, which
`racket FILE` installs for a main module in a teaching language): the error display
handler rewrites the message of a contract error (lang/private/rewrite-error-message.rkt),
`+: contract violation\\n  expected: number?\\n  given: "a"` shown as `+: expects a number,
given "a"`, an arity mismatch as `f: expects only 1 argument, but found 2`; and values in
error messages print as the language prints them (`(list 1 2)`, `#true`)."""
from __future__ import annotations

import re
from typing import Any

from minischeme.values.data import StructInstance
from minischeme.values.errors import EXN_FAIL_CONTRACT, error_message
from minischeme.values.htdp_printer import htdp_print
from minischeme.values.printer import ERROR_VALUE_PRINTER

def activate(abbreviated: bool) -> None:
    """The main module is in a teaching language: its errors show values as it prints
    them (``abbreviated``: lists as `(list ...)`), and contract errors are shown in its
    words."""
    ERROR_VALUE_PRINTER[0] = lambda v: htdp_print(v, abbreviated)


def deactivate() -> None:
    """The main module is not in a teaching language: Racket's own words."""
    ERROR_VALUE_PRINTER[0] = None


def active() -> bool:
    """Are errors shown in a teaching language's words (its printer set for values in
    messages)?"""
    return ERROR_VALUE_PRINTER[0] is not None


def _argcount(name: str | None, arity: str, found: str, at_least: bool = False) -> str:
    a, f = int(arity), int(found)
    large = a > f
    return (f"{name or ''}{': ' if name else ''}expects {'at least ' if at_least else ''}"
            f"{'' if a == 0 or large else 'only '}{'no' if a == 0 else a} argument"
            f"{'s' if a > 1 else ''}, but found {'only ' if f != 0 and large else ''}"
            f"{'none' if f == 0 else f}")


def argument_count_words(name: str, arity: int, found: int) -> str:
    """`f: expects only 1 argument, but found 2`: a call with ``found`` arguments of ``name``,
    which takes ``arity``, in the teaching languages' words."""
    return _argcount(name, str(arity), str(found))


def _enum(conj: str, items: list[str]) -> str:
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return f"{items[0]} {conj} {items[1]}"
    return ", ".join(items[:-1]) + f", {conj} " + items[-1]


_TOKEN = re.compile(r"\s*(\(|\)|\[|\]|[^\s()\[\]]+)")


def _first_datum(text: str) -> Any:
    """The first datum of a contract's text, as nested lists of atom texts (what Racket's
    `read` of it gives, enough to describe it); ValueError when it does not read."""
    tokens = _TOKEN.findall(text)
    position = 0

    def datum() -> Any:
        nonlocal position
        if position >= len(tokens) or tokens[position] in ")]":
            raise ValueError(text)
        token = tokens[position]
        position += 1
        if token not in "([":
            return token
        items = []
        while position < len(tokens) and tokens[position] not in ")]":
            items.append(datum())
        if position >= len(tokens):
            raise ValueError(text)
        position += 1
        return items
    return datum()


def _desc(ctc: str) -> str:
    """contract-to-desc: `number?` as `a number`, `(or/c a? b?)` as `an a or a b` ...; a
    contract it has no words for stays as written."""
    try:
        datum = _first_datum(ctc)
    except ValueError:      # not a datum: the contract's text as it is
        return ctc
    return _desc_of(datum, ctc)


_SIGNS = {">/c": "a positive number", "</c": "a negative number", ">=/c": "a non-negative number"}


def _desc_of(s: Any, ctc: str) -> str:
    if s in ("#f", "#false"):
        return "false"
    if type(s) is str and s.endswith("?") and not s.startswith(('"', "#")):
        base = s[:-1]
        return f"a{'n' if base[:1] in 'aeiou' and base else ''} {base}"
    if s == []:
        return "an impossible value"
    if type(s) is not list:
        return ctc
    head = s[0]
    if head == "or/c" and len(s) > 1:
        return _enum("or", [_desc_of(x, ctc) for x in s[1:]])
    if head == "and/c" and len(s) > 1:
        return "a value that is " + _enum("and", [_desc_of(x, ctc) for x in s[1:]])
    if head == "not/c" and len(s) > 1:
        return "a value that is not " + _desc_of(s[1], ctc)
    if head in _SIGNS and len(s) > 1 and s[1] == "0":
        return _SIGNS[head]
    return ctc


def _contract(m: re.Match) -> str:
    ctc, given, pos = m.group(1), m.group(2), m.group(3)
    return (f"expects {_desc(ctc)}{' as ' if pos else ''}{pos or ''}{' argument' if pos else ''}"
            f", given {given}")


_REPLACEMENTS = [
    (re.compile(r"application: not a procedure;\n [^\n]*?\n  given: ([^\n]*)(?:\n  arguments[.][.][.]:"
                r"(?: \[none\]|(?:\n   [^\n]*)*))?", re.S),
     lambda m: f"function call: expected a function after the open parenthesis, but received {m.group(1)}"),
    (re.compile(r"([^\n]*): undefined;\n cannot reference an identifier before its definition", re.S),
     lambda m: f"{m.group(1)} is used here before its definition"),
    (re.compile(r"expects argument of type (<([^>]+)>)", re.S), lambda m: f"expects a {m.group(2)}"),
    (re.compile(r"expected argument of type (<([^>]+)>)", re.S), lambda m: f"expects a {m.group(2)}"),
    (re.compile(r"expects type (<([^>]+)>)", re.S), lambda m: f"expects a {m.group(2)}"),
    (re.compile(r"([^\n]*): arity mismatch;\n[^\n]*\n  expected[^:]*: at least (\d+)\n  given[^:]*: (\d+)"
                r"(?:\n  arguments[.][.][.]:(?:\n   [^\n]*)*)?", re.S),
     lambda m: _argcount(m.group(1), m.group(2), m.group(3), True)),
    (re.compile(r"([^\n]*): arity mismatch;\n[^\n]*\n  expected[^:]*: (\d+)\n  given[^:]*: (\d+)"
                r"(?:\n  arguments[.][.][.]:(?:\n   [^\n]*)*)?", re.S),
     lambda m: _argcount(m.group(1), m.group(2), m.group(3))),
    (re.compile(r"contract violation\n  expected: (.*?)\n  given: ([^\n]*)(?:\n  argument position: ([^\n]*))?",
                re.S), _contract),
    (re.compile(r"\Aprocedure ", re.S), lambda m: ""),
    (re.compile(r", given: ", re.S), lambda m: ", given "),
    (re.compile(r"; other arguments were:.*", re.S), lambda m: ""),
    (re.compile(r"(?:\n  other arguments[.][.][.]:(?:\n   [^\n]*)*)", re.S), lambda m: ""),
    (re.compile(r"expects a (struct:)", re.S), lambda m: "expects a "),
    (re.compile(r"list or cyclic list", re.S), lambda m: "list"),
    (re.compile(r"assignment disallowed;\n cannot set variable before its definition\n  variable:", re.S),
     lambda m: "cannot set variable before its definition:"),
    (re.compile(r"\A(.*): undefined;\n cannot use before initialization", re.S),
     lambda m: f"local variable used before its definition: {m.group(1)}"),
]


def rewrite_contract_message(msg: str) -> str:
    """A contract error's message in the teaching languages' words."""
    for pattern, replace in _REPLACEMENTS:
        msg = pattern.sub(replace, msg)
    return msg


def shown_message(value: Any) -> str:
    """The message the error display handler shows for a raised ``value``: rewritten where
    the main module is in a teaching language and the value is a contract error."""
    message = error_message(value)
    if active() and type(value) is StructInstance and value.stype.is_subtype_of(EXN_FAIL_CONTRACT):
        return rewrite_contract_message(message)
    return message
