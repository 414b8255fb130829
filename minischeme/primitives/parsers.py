"""parser-tools/yacc at run time: the parsers the `parser` form makes (forms/parser_tools.py
writes the call of ``%make-parser``; lalr_tables.py builds the tables).

A parser is a procedure of one argument, a procedure of none that gives the next token (a
symbol for an empty token, a token, or with `src-pos` a position-token). It runs the LALR(1)
tables as Racket's parser-body does (parser-tools/yacc.rkt): shift, reduce (the production's
action gets the values of its right-hand side, with their positions under `src-pos`),
accept on an end token, and on a token the table has no entry for, the `error` procedure,
called with whether the token is one of the grammar's, its name and value (and its start
and end positions), then Racket's recovery through the `error` token, or the read error
`parser: Cannot continue after error`.
"""
from __future__ import annotations

import sys
from typing import Any

from minischeme.values.data import NIL, StructInstance, Symbol, list_to_python, make_list, sym
from minischeme.values.errors import EXN_FAIL_READ, EXN_FAIL_SYNTAX, contract_error, racket_error
from minischeme.values.printer import print_string
from minischeme.values.procedures import Primitive
from minischeme.values.runtime import apply_procedure, procedure_arity_includes
from . import lalr_tables
from .lexers import POSITION_TOKEN, TOKEN, TokenGroup
from .registry import define, library

library("parser-tools/yacc")


def _grammar_error(who: str, message: str) -> Exception:
    return racket_error(f"{who}: {message}", EXN_FAIL_SYNTAX, NIL)


def _token_parts(x: Any) -> tuple[Any, Any]:
    """(name, value) of an empty token (a symbol) or a token."""
    if type(x) is Symbol:
        return x, False
    if type(x) is StructInstance and x.stype is TOKEN:
        return x.fields[0], x.fields[1]
    raise contract_error("parser", "(or/c symbol? token?)", x)


class Parser:
    """A grammar's tables and actions, and the loop that runs them."""

    def __init__(self, tables: lalr_tables.Tables, grammar: lalr_tables.Grammar, actions: list,
                 on_error: Any, src_pos: bool) -> None:
        self.table = tables.actions
        self.productions = grammar.productions
        self.actions = actions
        self.on_error = on_error
        self.src_pos = src_pos
        self.ends = set(grammar.ends)
        self.terminals = set(grammar.terminals)

    def extract(self, ip: Any) -> tuple[str, Any, Any, Any]:
        """The name, value, start and end position of what the token procedure gave."""
        if not self.src_pos:
            name, value = _token_parts(ip)
            return name.name, value, False, False
        if not (type(ip) is StructInstance and ip.stype is POSITION_TOKEN
                and (type(ip.fields[0]) is Symbol or (type(ip.fields[0]) is StructInstance
                                                       and ip.fields[0].stype is TOKEN))):
            raise contract_error("parser", "well-formed-position-token?", ip)
        name, value = _token_parts(ip.fields[0])
        return name.name, value, ip.fields[1], ip.fields[2]

    def report(self, ok: bool, tok: str, value: Any, start: Any, end: Any) -> None:
        args = [ok, sym(tok), value] + ([start, end] if self.src_pos else [])
        apply_procedure(self.on_error, args)

    def find_action(self, stack: list, tok: str, value: Any, start: Any, end: Any) -> Any:
        if tok not in self.terminals:
            self.report(False, tok, value, start, end)
            raise racket_error(f"parser: got token of unknown type {tok}", EXN_FAIL_READ, NIL)
        return self.table[stack[-1][0]].get(tok)

    def recover(self, stack: list, tok: str, value: Any, start: Any, end: Any, get_token: Any) -> list:
        """After an error: pop states until one shifts `error`, then drop tokens until one
        can follow it (Racket's fix-error)."""
        while True:
            a = self.find_action(stack, "error", False, start, end)
            if a is not None and a[0] == "shift":
                stack.append((a[1], False, start, end))
                break
            if len(stack) < 2:
                raise racket_error("parser: Cannot continue after error", EXN_FAIL_READ, NIL)
            stack.pop()
        while True:
            if tok in self.ends:
                raise racket_error("parser: Cannot continue after error", EXN_FAIL_READ, NIL)
            a = self.find_action(stack, tok, value, start, end)
            if a is not None and a[0] == "shift":
                stack.append((a[1], value, start, end))
                return stack
            tok, value, start, end = self.extract(apply_procedure(get_token, []))

    def parse(self, start_state: int, get_token: Any) -> Any:
        if not procedure_arity_includes(get_token, 0):
            raise racket_error(f"get-token: expected a nullary procedure, got {print_string(get_token)}")
        stack: list = [(start_state, False, False, False)]
        ip = apply_procedure(get_token, [])
        while True:
            tok, value, start, end = self.extract(ip)
            action = self.find_action(stack, tok, value, start, end)
            kind = action[0] if action is not None else None
            if kind == "shift":
                stack.append((action[1], value, start, end))
                ip = apply_procedure(get_token, [])
            elif kind == "reduce":
                stack.append(self.reduce(stack, action[1], start, end))
            elif kind == "accept":
                return stack[-1][1]
            else:
                self.report(True, tok, value, start, end)
                stack = self.recover(stack, tok, value, start, end, get_token)
                ip = apply_procedure(get_token, [])

    def reduce(self, stack: list, index: int, start: Any, end: Any) -> tuple:
        """Pop a production's right-hand side, run its action: the frame to push."""
        prod = self.productions[index]
        n = len(prod.rhs)
        frames = stack[len(stack) - n:]
        del stack[len(stack) - n:]
        args: list = []
        for _, value, s, e in frames:
            args.extend((value, s, e) if self.src_pos else (value,))
        result = apply_procedure(self.actions[index], args, True)
        state = self.table[stack[-1][0]][prod.lhs][1]
        if not self.src_pos:
            return (state, result, False, False)
        return (state, result, frames[0][2] if frames else start, frames[-1][3] if frames else end)


def _symbols(x: Any) -> list[str]:
    return [s.name for s in list_to_python(x)]


def _precedences(precs: Any, terminals: list[str]) -> dict[str, tuple]:
    levels: dict[str, tuple] = {}
    for level, decl in enumerate(list_to_python(precs)):
        assoc, *tokens = _symbols(decl)
        if assoc not in ("left", "right", "nonassoc"):
            raise _grammar_error("parser-precedences", "Associativity must be left, right or nonassoc")
        for t in tokens:
            if t not in terminals:
                raise _grammar_error("parser-precedences", f"Precedence declared for non-token {t}")
            if t in levels:
                raise _grammar_error("parser-precedences", f"duplicate precedence declaration for token {t}")
            levels[t] = (level, assoc)
    return levels


def _rules(spec: Any, terminals: list[str], term_prec: dict) -> list[tuple[str, tuple, Any]]:
    """(lhs, rhs, precedence) of each production of the grammar clause, in order."""
    groups = [list_to_python(g) for g in list_to_python(spec)]
    nonterminals = [g[0].name for g in groups]
    for n in nonterminals:
        if n in terminals:
            raise _grammar_error("parser-non-terminals", f"{n} used as both token and non-terminal")
    for n in nonterminals:
        if nonterminals.count(n) > 1:
            raise _grammar_error("parser-non-terminals", f"non-terminal {n} defined multiple times")
    rules = []
    for g in groups:
        for rhs_datum, prec in (list_to_python(p) for p in g[1:]):
            rhs = tuple(_symbols(rhs_datum))
            for s in rhs:
                if s not in terminals and s not in nonterminals:
                    raise _grammar_error("parser-production-rhs",
                                         f"{s} is not declared as a terminal or non-terminal")
            if prec is not False:
                level = term_prec.get(prec.name)
            else:
                last = next((s for s in reversed(rhs) if s in terminals), None)
                level = term_prec.get(last) if last is not None else None
            rules.append((g[0].name, rhs, level))
    return rules


def _warn_conflicts(tables: lalr_tables.Tables, expected_sr: Any, expected_rr: Any) -> None:
    for count, expected, kind in ((tables.shift_reduce, expected_sr, "shift/reduce"),
                                  (tables.reduce_reduce, expected_rr, "reduce/reduce")):
        if (count != expected) if expected is not False else count > 0:
            plural = "" if count == 1 else "s"
            also = f", expected {expected}" if expected is not False else ""
            sys.stderr.write(f"{count} {kind} conflict{plural}{also}\n")


@define("%make-parser", 10)
def make_parser(starts: Any, ends: Any, groups: Any, precs: Any, spec: Any, actions: Any,
                on_error: Any, src_pos: Any, suppress: Any, expected: Any) -> Any:
    """The parser (or, for several start symbols, the list of parsers) of a `parser` form:
    ``spec`` is its grammar with each production as (rhs prec-token-or-#f), ``actions``
    their actions in the same order, ``expected`` the expected conflict counts (or #f)."""
    terminals = ["error"]
    for g in list_to_python(groups):
        if type(g) is not TokenGroup:
            raise _grammar_error("parser-tokens", "undefined token group")
        terminals.extend(t.name for t in g.names if t.name not in terminals)
    start_names, end_names = _symbols(starts), _symbols(ends)
    for e in end_names:
        if e not in terminals:
            raise _grammar_error("parser-end-tokens", f"End token {e} not defined as a token")
    term_prec = _precedences(precs, terminals)
    rules = _rules(spec, terminals, term_prec)
    defined = {lhs for lhs, _, _ in rules}
    for s in start_names:
        if s not in defined:
            raise _grammar_error("parser-start", f"Start symbol {s} not defined as a non-terminal")
    grammar = lalr_tables.augment(start_names, end_names, rules, terminals, term_prec)
    tables = lalr_tables.build(grammar)
    if suppress is False:
        expected_sr, expected_rr = list_to_python(expected)
        _warn_conflicts(tables, expected_sr, expected_rr)
    # the start and end productions' actions pass their first value on
    passes = len(grammar.productions) - len(rules)
    identity = Primitive("values", lambda *xs: xs[0], 1, None)
    parser = Parser(tables, grammar, [identity] * passes + list(actions.items), on_error, src_pos is not False)
    made = [Primitive("parser", (lambda i: lambda get_token: parser.parse(i, get_token))(i), 1, 1)
            for i in range(len(start_names))]
    return made[0] if len(made) == 1 else make_list(made)
