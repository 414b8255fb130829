"""parser-tools/lex at run time: tokens, positions, and the lexers the `lexer` and
`lexer-src-pos` forms make (forms/parser_tools.py writes their calls).

A lexer reads the longest prefix of its port that one of its rules' regular expressions
matches, the first such rule when several match as much, and returns what that rule's
action returns. It walks the port's text with the derivatives of its rules' expressions
(lexer_regexps.py); each set of derivatives it meets is a state it remembers, with the
state each character leads to, so after a while a lexer runs as a table, as Racket's
(whose table is built when the form expands). At the end of the input the `(eof)` rule's
action runs (by default the symbol `eof`); a prefix no rule matches is Racket's read error
`lexer: No match found in input starting with: ...`.
"""
from __future__ import annotations

import sys
from typing import Any

from minischeme.values.data import EOF, NIL, MString, make_mstring, StructInstance, StructType, Symbol, list_to_python, sym
from minischeme.values.data import make_struct_instance
from minischeme.values.errors import EXN_FAIL_CONTRACT, EXN_FAIL_READ, contract_error, racket_error
from minischeme.values.printer import print_string
from minischeme.values.procedures import Parameter, Primitive
from minischeme.values.runtime import BUDGET, apply_procedure, charge_work
from minischeme.values.struct_types import StructSpec, make_struct_procedures
from .lexer_regexps import NOTHING, Regexp, derivative, to_regexp
from .port_locations import next_location
from .registry import add, define, library
from .sandbox import InputPort

library("parser-tools/lex")

# token: a name and a value (an empty token is its name, a symbol); position: where in the
# input (offset from 1; line and column #f unless the port counts lines); position-token:
# what a lexer-src-pos rule returns. As in Racket: position and position-token are
# transparent and mutable, a token prints like a transparent struct.
TOKEN = StructType("token", ["name", "value"], transparent=True)
POSITION = StructType("position", ["offset", "line", "col"], transparent=True)
POSITION_TOKEN = StructType("position-token", ["token", "start-pos", "end-pos"], transparent=True)

for _stype in (POSITION, POSITION_TOKEN):
    _procedures = make_struct_procedures(_stype, StructSpec(
        sym(_stype.name), None, [(f, True) for f in _stype.fields], True, False, True, False, None))
    _procedures[f"make-{_stype.name}"] = _procedures[_stype.name]
    for _name, _value in _procedures.items():
        add(_name, _value)
# of token's procedures only token? is Racket's: token-name and token-value (below) take
# an empty token's symbol too, and a token is made by the token-NAME procedures
add("token?", make_struct_procedures(TOKEN, StructSpec(
    sym("token"), None, [(f, False) for f in TOKEN.fields], True, False, False, False, None))["token?"])

file_path = Parameter(False, None, "file-path")
add("file-path", file_path)


def make_token(name: Symbol, value: Any) -> StructInstance:
    return make_struct_instance(TOKEN, [name, value])


@define("token-name", 1)
def token_name(t: Any) -> Any:
    """The name of a token (an empty token is its name)."""
    if type(t) is Symbol:
        return t
    if type(t) is StructInstance and t.stype is TOKEN:
        return t.fields[0]
    raise racket_error(f"token-name: expected argument of type <symbol or struct:token>; given: {print_string(t)}",
                       EXN_FAIL_CONTRACT)


@define("token-value", 1)
def token_value(t: Any) -> Any:
    """The value of a token (#f for an empty token)."""
    if type(t) is Symbol:
        return False
    if type(t) is StructInstance and t.stype is TOKEN:
        return t.fields[1]
    raise racket_error(f"token-value: expected argument of type <symbol or struct:token>; given: {print_string(t)}",
                       EXN_FAIL_CONTRACT)


class TokenGroup:
    """What `define-tokens` or `define-empty-tokens` binds its group name to: the token
    names, for a parser's `tokens` clause."""

    __slots__ = ("name", "names", "empty")

    def __init__(self, name: str, names: list[Symbol], empty: bool) -> None:
        self.name, self.names, self.empty = name, names, empty

    def racket_repr(self) -> str:
        return f"#<token-group:{self.name}>"


@define("%token-group", 3)
def token_group(name: Symbol, names: Any, empty: bool) -> TokenGroup:
    """The group `(define-tokens name (token ...))` defines."""
    tokens = list_to_python(names)
    if any(t.name == "error" for t in tokens):
        raise racket_error("define-tokens: Cannot define a token named error.")
    return TokenGroup(name.name, tokens, empty)


@define("%token-maker", 2)
def token_maker(name: Symbol, empty: bool) -> Primitive:
    """`token-NAME`: with empty, of no arguments, giving the name; else of one, giving a
    token of that name and value."""
    if empty:
        return Primitive(f"token-{name.name}", lambda: name, 0, 0)
    return Primitive(f"token-{name.name}", lambda value: make_token(name, value), 1, 1)


def position_here(port: InputPort) -> StructInstance:
    line, col, offset = next_location(port)
    return make_struct_instance(POSITION, [offset, line, col])


# ------------------------------------------------------------------ lexers

class _State:
    """A lexer state: the derivatives of its rules' expressions so far; ``accept`` the index
    of the first rule that matches here (-1: none); ``dead``: no rule can match any more."""

    __slots__ = ("rules", "accept", "dead", "next")

    def __init__(self, rules: tuple) -> None:
        self.rules = rules
        self.accept = next((i for i, r in enumerate(rules) if r.nullable), -1)
        self.dead = all(r is NOTHING for r in rules)
        self.next: dict[str, _State] = {}


class Lexer:
    """A lexer's rules (made at its first call, so abbreviations defined later in the module
    are there), their actions, and the states met so far."""

    __slots__ = ("make_rules", "actions", "eof_action", "special_action", "start", "states", "form")

    def __init__(self, make_rules: Any, actions: list, eof_action: Any, special_action: Any,
                 form: str) -> None:
        self.make_rules = make_rules
        self.actions = actions
        self.eof_action = eof_action
        self.special_action = special_action
        self.start: _State | None = None
        self.states: dict[tuple, _State] = {}
        self.form = form

    def _begin(self) -> _State:
        rules = apply_procedure(self.make_rules, [])
        start = self._state(tuple(to_regexp("lexer", r) for r in rules.items))
        if start.accept >= 0 and self.form is not False:
            sys.stderr.write(f"Warning: lexer at {self.form} can accept the empty string.\n")
        self.start = start
        return start

    def _state(self, rules: tuple) -> _State:
        state = self.states.get(rules)
        if state is None:
            state = self.states[rules] = _State(rules)
        return state

    def step(self, state: _State, c: str) -> _State:
        nxt = self._state(tuple(derivative(r, c) for r in state.rules))
        state.next[c] = nxt
        return nxt

    def run(self, port: Any) -> Any:
        if type(port) is not InputPort:
            raise contract_error("lexer", "input-port?", port)
        state = self.start or self._begin()
        text, begin = port.text, port.pos
        first = position_here(port)
        n = len(text)
        if begin >= n:
            return apply_procedure(self.eof_action, [first, position_here(port), EOF, port])
        best, best_end, i = state.accept, begin, begin
        while i < n:
            c = text[i]
            nxt = state.next.get(c) or self.step(state, c)
            if nxt.dead:
                break
            i += 1
            state = nxt
            if state.accept >= 0:
                best, best_end = state.accept, i
        if BUDGET.max_steps is not None:
            charge_work(i - begin)
        if best < 0:
            seen = port.take(i + 1 - begin)
            raise racket_error(f"lexer: No match found in input starting with: {seen}", EXN_FAIL_READ, NIL)
        lexeme = make_mstring(port.take(best_end - begin))
        return apply_procedure(self.actions[best], [first, position_here(port), lexeme, port])


@define("%make-lexer", 5)
def make_lexer(make_rules: Any, actions: Any, eof_action: Any, special_action: Any, form: Any) -> Primitive:
    """The procedure of one input port a `lexer` form makes: ``make_rules`` gives its
    rules' regular expressions (a vector), ``actions`` the procedures of (start-pos end-pos
    lexeme input-port) for each rule; ``form`` is the form as text, for Racket's warning
    about a lexer that can match the empty string (#f: #:suppress-warnings)."""
    lexer = Lexer(make_rules, list(actions.items), eof_action, special_action, form)
    return Primitive("lexer", lexer.run, 1, 1)


@define("%position-token", 3)
def position_token(value: Any, start: Any, end: Any) -> StructInstance:
    """What a lexer-src-pos rule returns: its action's value with where it was read."""
    return make_struct_instance(POSITION_TOKEN, [value, start, end])
