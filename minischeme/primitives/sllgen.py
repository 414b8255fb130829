"""SLLGEN, `#lang eopl`'s LL(1) parser generator, ported from Racket's own
(pkgs/eopl/private/sllgen.rkt, MIT/Apache): the same grammar checks, arbno and
separated-list elimination, first and follow sets, parse table and conflict check, the
same longest-match scanner, the same parser, and errors in SLLGEN's words
(`parsing: at line 1: nonterminal <expression> can't begin with ...`).

The forms that use it (`sllgen:make-string-parser` ...) are in forms/eopl_sllgen.py; they
build the tables when they are expanded, as Racket does at compile time, so grammar errors
stop the module before it runs. Generated names (`literal-string15`, a variant's field
names, arbno non-terminals) come from one counter per module (``Gensym``), consumed in
Racket's expansion order, so a scanner's token classes print as Racket prints them.

Data: a grammar or scanner spec is read from its quoted datum into Python lists of
Symbols, strings and Chars; tokens are Racket lists `(class data line)`.
"""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.data import NIL, Char, Pair, Symbol, make_list, sym
from minischeme.values.errors import EXN_FAIL, Raise, racket_error
from minischeme.values.printer import write_string
from minischeme.values.runtime import apply_procedure, charge_work
from .registry import define, library

library("eopl")

ARBNO, SEPLIST, GOTO, EMIT, REDUCE = sym("arbno"), sym("separated-list"), "goto", "emit-list", "reduce"
ACTIONS = [sym(n) for n in ("string", "make-string", "symbol", "make-symbol", "number", "make-number", "skip")]
TESTERS = [sym(n) for n in ("letter", "digit", "any", "whitespace")]
END = sym("end-marker")


def sllgen_error(who: str, fmt: str, *args: Any) -> Raise:
    """Racket's (error 'who "fmt" args ...): `~s` as write, `~a` as display."""
    out, i, n = [], 0, 0
    while i < len(fmt):
        if fmt[i] == "~" and i + 1 < len(fmt) and fmt[i + 1] in "sa":
            v = args[n]
            n += 1
            out.append(v if type(v) is str and fmt[i + 1] == "a" else write_string(v))
            i += 2
        else:
            out.append(fmt[i])
            i += 1
    return racket_error(f"{who}: {''.join(out)}", EXN_FAIL)


def to_python(d: Any) -> Any:
    """A datum as nested Python lists (improper tails kept as data)."""
    if type(d) is Pair:
        items = []
        while type(d) is Pair:
            items.append(to_python(d.car))
            d = d.cdr
        return items if d is NIL else items + [("improper", d)]
    return [] if d is NIL else d


def to_racket(x: Any) -> Any:
    return make_list([to_racket(i) for i in x]) if type(x) is list else x


class Gensym:
    """sllgen:gensym: `name` + a counter shared by everything one module generates."""

    def __init__(self) -> None:
        self.n = 0

    def __call__(self, base: Any) -> Symbol:
        self.n += 1
        return sym(f"{base if type(base) is str else base.name}{self.n}")


# ------------------------------------------------------------------ grammars

def check_grammar(grammar: Any) -> None:
    """sllgen:grammar-check-syntax."""
    if type(grammar) is not list:
        raise sllgen_error("parser-generation", "illegal grammar ~s", to_racket(grammar))
    for prod in grammar:
        rp = to_racket(prod)
        if type(prod) is not list or len(prod) != 3:
            raise sllgen_error("parser-generation", "bad production ~s", rp)
        if type(prod[0]) is not Symbol:
            raise sllgen_error("parser-generation", "lhs of production not a symbol: ~s", rp)
        if type(prod[1]) is not list:
            raise sllgen_error("parser-generation", "illegal rhs ~s in production ~s", to_racket(prod[1]), rp)
        for item in prod[1]:
            if not _rhs_item_ok(item):
                raise sllgen_error("parser-generation", "illegal rhs item ~s in production ~s",
                                   to_racket(item), rp)
        if type(prod[2]) is not Symbol:
            raise sllgen_error("parser-generation", "action of production not a symbol: ~s", rp)


def _rhs_item_ok(item: Any) -> bool:
    if type(item) in (str, Symbol):
        return True
    if type(item) is list and item and item[0] is ARBNO:
        return all(_rhs_item_ok(i) for i in item[1:])
    if type(item) is list and len(item) > 2 and item[0] is SEPLIST:
        return all(_rhs_item_ok(i) for i in item[1:]) and type(item[-1]) in (str, Symbol)
    return False


def _is_arbno(item: Any) -> bool:
    return type(item) is list and bool(item) and item[0] is ARBNO


def _is_seplist(item: Any) -> bool:
    return type(item) is list and len(item) > 2 and item[0] is SEPLIST


def string_literals(rhs: list) -> list[str]:
    out: list[str] = []
    for item in rhs:
        if type(item) is str:
            out.append(item)
        elif type(item) is list:
            out.extend(string_literals(item[1:]))
    return out


def literal_scanner_spec(grammar: list, gensym: Gensym) -> list:
    """sllgen:grammar->string-literal-scanner-spec: a make-string rule per literal."""
    cls = gensym("literal-string")
    return [[cls, [s], sym("make-string")] for prod in grammar for s in string_literals(prod[1])]


class ParserTables:
    """What sllgen:make-parser-maker computes: the parse table and the start symbol."""

    def __init__(self, grammar: list, gensym: Gensym) -> None:
        check_grammar(grammar)
        self.non_terminals = _uniq([p[0] for p in grammar])
        self.arbno_counts: dict[Symbol, int] = {}
        self.gensym = gensym
        productions = self.eliminate_arbnos(grammar)
        nts = _uniq([p[0] for p in productions])
        first = first_table(productions, nts)
        follow = follow_table(grammar[0][0], productions, nts, first)
        self.table = self.parsing_table(productions, nts, first, follow)
        check_table(self.table)
        self.start = grammar[0][0]

    def data_length(self, rhs: list) -> int:
        n = 0
        for item in rhs:
            if type(item) is Symbol:
                n += 1
            elif _is_arbno(item):
                n += self.data_length(item[1:])
            elif _is_seplist(item):
                n += self.data_length(item[1:-1])
            elif type(item) is not str:
                raise sllgen_error("parser-generation", "illegal item ~s (~a) in rhs ~s",
                                   to_racket(item), "unrecognized item", to_racket(rhs))
        return n

    def eliminate_rhs(self, rhs: list) -> tuple[list, list]:
        """(new rhs, new productions), in sllgen:eliminate-arbnos-from-rhs's order."""
        if not rhs:
            return [], []
        item = rhs[0]
        if _is_arbno(item):
            new_nt = self.gensym(item[1] if type(item[1]) is Symbol else "arbno")
            local = item[1:]
            self.arbno_counts[new_nt] = self.data_length(local)
            new_rhs, new_prods = self.eliminate_rhs(rhs[1:])
            local_rhs, local_prods = self.eliminate_rhs(local)
            return ([new_nt, *new_rhs],
                    [[new_nt, [], (EMIT,)], [new_nt, local_rhs, (GOTO, new_nt)], *local_prods, *new_prods])
        if _is_seplist(item):
            local, sep = item[1:-1], item[-1]
            g1, g2, g3 = self.gensym("seplist"), self.gensym("seplist"), self.gensym("seplist")
            self.arbno_counts[g1] = self.data_length(local)
            new_rhs, new_prods = self.eliminate_rhs(rhs[1:])
            local_rhs, local_prods = self.eliminate_rhs(local)
            return ([g1, *new_rhs],
                    [[g1, [], (EMIT,)], [g1, local_rhs, (GOTO, g3)], [g2, local_rhs, (GOTO, g3)],
                     [g3, [], (EMIT,)], [g3, [sep], (GOTO, g2)], *local_prods, *new_prods])
        new_rhs, new_prods = self.eliminate_rhs(rhs[1:])
        return [item, *new_rhs], new_prods

    def eliminate_arbnos(self, productions: list) -> list:
        out = []
        for lhs, rhs, action in productions:
            new_rhs, new_prods = self.eliminate_rhs(rhs)
            out.append([lhs, new_rhs, action])
            out.extend(self.eliminate_arbnos(new_prods))
        return out

    def parsing_table(self, productions: list, nts: list, first: dict, follow: dict) -> list:
        grouped: dict[Symbol, list] = {nt: [] for nt in nts}
        for prod in productions:
            if prod not in grouped[prod[0]]:
                grouped[prod[0]].insert(0, prod)
        table = []
        for nt in nts:
            entries = []
            for lhs, rhs, action in grouped[nt]:
                firsts = first_of_list(first, nts, rhs)
                steering = (_union(follow[lhs], [x for x in firsts if x != ()]) if () in firsts else firsts)
                entries.append((steering, self.rhs_actions(nts, rhs, action)))
            table.append((nt, entries))
        return table

    def rhs_actions(self, nts: list, rhs: list, action: Any) -> list:
        out: list = []
        for item in rhs:
            if item in self.arbno_counts:
                out.append(("arbno", item, self.arbno_counts[item]))
            elif item in nts:
                out.append(("non-term", item))
            elif type(item) is Symbol:
                out.append(("term", item))
            elif type(item) is str:
                out.append(("string", item))
            else:
                raise sllgen_error("parser-generation", "unknown rhs entry ~s", to_racket(item))
        out.append((REDUCE, action) if type(action) is Symbol else action)
        return out


def _uniq(items: list) -> list:
    """sllgen:uniq: keeps the last of equal items, in order."""
    out: list = []
    for i, x in enumerate(items):
        if x not in items[i + 1:]:
            out.append(x)
    return out


def _union(s1: list, s2: list) -> list:
    return [x for x in s1 if x not in s2] + s2


def _add(table: dict, key: Any, value: Any) -> bool:
    if value in table[key]:
        return False
    table[key].insert(0, value)
    return True


def first_table(productions: list, nts: list) -> dict:
    table: dict = {nt: [] for nt in nts}
    for lhs, rhs, _ in productions:
        if not rhs:
            _add(table, lhs, ())
        elif rhs[0] not in nts:
            _add(table, lhs, rhs[0])
    changed = True
    while changed:
        changed = False

        def rhs_loop(lhs: Any, rhs: list) -> None:
            nonlocal changed
            if not rhs:
                changed = _add(table, lhs, ()) or changed
            elif rhs[0] in nts:
                for s in list(table[rhs[0]]):
                    if s != ():
                        changed = _add(table, lhs, s) or changed
                    else:
                        rhs_loop(lhs, rhs[1:])
            else:
                changed = _add(table, lhs, rhs[0]) or changed
        for lhs, rhs, _ in productions:
            rhs_loop(lhs, rhs)
    return table


def first_of_list(first: dict, nts: list, items: list) -> list:
    if not items:
        return [()]
    item = items[0]
    nt = item if item in nts else None
    if nt is None:
        return [item]
    these = first[nt]
    if () not in these:
        return these
    others = first_of_list(first, nts, items[1:])
    return [x for x in these if x != () and x not in others] + others


def follow_table(start: Any, productions: list, nts: list, first: dict) -> dict:
    table: dict = {nt: [] for nt in nts}
    _add(table, start, END)
    rules: list = []
    for lhs, rhs, action in productions:
        items = rhs + ([action[1]] if type(action) is tuple and action[0] == GOTO else [])
        for i, item in enumerate(items):
            if item in nts:
                for s in first_of_list(first, nts, items[i + 1:]):
                    if s != ():
                        _add(table, item, s)
                    else:
                        rules.insert(0, (lhs, item))
    changed = True
    while changed:
        changed = False
        for a, b in rules:
            for s in list(table[a]):
                changed = _add(table, b, s) or changed
    return table


def check_table(table: list) -> None:
    for nt, entries in table:
        for i, (classes, actions) in enumerate(entries):
            for cls in classes:
                for other in entries[i + 1:]:
                    if cls in other[0]:
                        raise sllgen_error(
                            "parser-generation", "grammar not LL(1): shift conflict detected for "
                            "class ~s in nonterminal ~s:\n~s\n~s\n", cls, nt,
                            _entry_datum((classes, actions)), _entry_datum(other))


def _entry_datum(entry: tuple) -> Any:
    classes, actions = entry
    return make_list([make_list([to_racket(c) for c in classes]),
                      *[make_list([sym(a[0]), *[to_racket(x) for x in a[1:]]]) for a in actions]])


# ------------------------------------------------------------------ the scanner

def parse_scanner_spec(spec: Any) -> list:
    """sllgen:parse-scanner-spec: each rule as its regexps followed by (opcode, class)."""
    if type(spec) is not list:
        raise sllgen_error("scanner-generation", "bad scanner item ~s", to_racket(spec))
    states = []
    for rule in spec:
        if not (type(rule) is list and len(rule) == 3 and type(rule[0]) is Symbol and type(rule[1]) is list
                and rule[2] in ACTIONS):
            raise sllgen_error("scanner-generation", "bad scanner item ~s", to_racket(rule))
        states.append([parse_regexp(r) for r in rule[1]] + [("action", rule[2], rule[0])])
    return states


def parse_regexp(r: Any) -> Any:
    if type(r) is Char:
        return r
    if type(r) is str:
        return ("concat", [Char(c) for c in r])
    if type(r) is Symbol:
        if r in TESTERS:
            return r
        raise sllgen_error("scanner-generation", "unknown tester ~s", r)
    if type(r) is list and r and type(r[0]) is Symbol:
        head = r[0].name
        if head == "or":
            return ("or", [parse_regexp(x) for x in r[1:]])
        if head == "concat":
            return ("concat", [parse_regexp(x) for x in r[1:]])
        if head == "arbno" and len(r) > 1:
            return ("arbno", parse_regexp(r[1]))
        if head == "not" and len(r) > 1 and type(r[1]) is Char:
            return ("not", r[1])
        if head == "not":
            raise sllgen_error("sllgen:parse-regexp", "bad regexp ~s", to_racket(r))
    raise sllgen_error("scanner-generation", "bad regexp ~s", to_racket(r))


def _tests(tester: Any, ch: str) -> bool:
    if type(tester) is Char:
        return tester.ch == ch
    if type(tester) is tuple:          # (not c)
        return tester[1].ch != ch
    name = tester.name
    if name == "whitespace":
        return ch.isspace()
    if name == "letter":
        return ch.isalpha()
    if name == "digit":
        return ch.isnumeric()
    return True


class CharStream:
    """sllgen:string->stream: a string with a read index and a line number."""

    def __init__(self, text: str) -> None:
        self.text, self.index, self.line = text, 0, 1

    def get(self) -> str | None:
        if self.index >= len(self.text):
            return None
        ch = self.text[self.index]
        self.index += 1
        if ch == "\n":
            self.line += 1
        return ch

    def push_back(self, ch: str) -> None:
        if ch == "\n":
            self.line -= 1
        self.index -= 1


def _step(states: list, ch: str | None) -> tuple[list, list]:
    """sllgen:scanner-inner-loop: the actions that accept now, and the states after ch."""
    actions: list = []
    new_states: list = []
    pending = list(states)
    while pending:
        state = pending.pop(0)
        head = state[0]
        if type(head) is tuple and head[0] == "action":
            actions.insert(0, head)
        elif type(head) in (Char, Symbol) or (type(head) is tuple and head[0] == "not"):
            if ch is not None and _tests(head, ch):
                new_states.insert(0, state[1:])
        elif head[0] == "or":
            pending[0:0] = [[alt, *state[1:]] for alt in head[1]]
        elif head[0] == "arbno":
            pending[0:0] = [state[1:], [head[1], *state]]
        else:                          # concat
            pending.insert(0, [*head[1], *state[1:]])
    return actions, new_states


def scan_token(start: list, stream: CharStream) -> list | None:
    """sllgen:scanner-outer-loop: the next token (class data line), or None at the end.
    A faithful port, quirk included: the actions of a skipped token stay the candidates
    until a new one accepts, so input that no rule can start after a skipped token loops
    for ever, in Racket as here (each character read is a step of the run's budget)."""
    states, buffer, success_len, actions = start, "", 0, []
    while True:
        ch = stream.get()
        charge_work(1)
        new_actions, new_states = _step(states, ch)
        if new_actions:
            success_len, actions = len(buffer), new_actions
        if new_states:
            buffer += ch
            states = new_states
            continue
        if ch is not None:
            stream.push_back(ch)
        if not buffer:
            return None
        for c in reversed(buffer[success_len:]):
            stream.push_back(c)
        buffer = buffer[:success_len]
        if not actions:
            raise sllgen_error("scanning", "no actions found for ~s", make_list([Char(c) for c in buffer]))
        opcodes = [a[1] for a in actions]
        opcode = next(p for p in ACTIONS if p in opcodes)
        if opcode.name == "skip":
            states, buffer, success_len = start, "", 0
            continue
        cls = next(a[2] for a in actions if a[1] is opcode)
        name = opcode.name.removeprefix("make-")
        data = (sym(buffer) if name == "symbol" else _string_to_number()(buffer) if name == "number"
                else buffer)
        return [cls, data, stream.line]


def _string_to_number() -> Callable:
    from .registry import lookup_primitive
    return lookup_primitive("string->number").fn


def scan_all(start: list, text: str) -> Any:
    """A string scanner's result: the list of tokens."""
    stream, tokens = CharStream(text), []
    while (token := scan_token(start, stream)) is not None:
        tokens.append(make_list(token))
    return make_list(tokens)


# ------------------------------------------------------------------ the parser

class StdinChars:
    """sllgen:stdin-char-stream: the characters of the current input port, read as the
    scanner needs them (pushed-back ones first); its line count starts at 0."""

    def __init__(self) -> None:
        from .registry import lookup_primitive
        self.read_char = lookup_primitive("read-char").fn
        self.pushed: list[str] = []
        self.line = 0

    def get(self) -> str | None:
        if self.pushed:
            ch = self.pushed.pop()
        else:
            c = self.read_char()
            if type(c) is not Char:
                return None
            ch = c.ch
        if ch == "\n":
            self.line += 1
        return ch

    def push_back(self, ch: str) -> None:
        if ch == "\n":
            self.line -= 1
        self.pushed.append(ch)


class _Tokens:
    """The token stream with the end-marker sentinel after the last token; a token the
    parser looked at but did not use is pushed back (``pending``)."""

    def __init__(self, start: list, chars: Any) -> None:
        self.start, self.chars = start, chars
        self.pending: list[list] = []

    def next(self) -> list:
        if self.pending:
            return self.pending.pop()
        token = scan_token(self.start, self.chars)
        return token if token is not None else [END, False, self.chars.line]


def parse_string(tables: ParserTables, start_states: list, constructors: dict, text: str) -> Any:
    """make-string-parser's parser applied to ``text``: the tree, or SLLGEN's error."""
    tokens = _Tokens(start_states, CharStream(text))
    table = dict(tables.table)
    tree, token = _find_production(tables.start, table, [], None, tokens, constructors)
    if token is None:
        token = tokens.next()
    if token[0] is not END:
        raise sllgen_error("parsing", "at line ~s: symbols left over: ~s ~s etc...", token[2], token[0], token[1])
    return tree


class StreamParser:
    """What sllgen:make-stream-parser makes: a parser of SLLGEN's character streams, which
    only sllgen:make-rep-loop gives it (standard input). Called on anything else, it fails
    where Racket's does, at the stream's vector-ref."""

    def __init__(self, tables: ParserTables, start_states: list, constructors: Callable[[], dict]) -> None:
        self.tables, self.start_states, self.constructors = tables, start_states, constructors

    def racket_apply(self, args: list) -> Any:
        raise _not_a_char_stream(args)

    def racket_repr(self) -> str:
        return "#<procedure:.../private/sllgen.rkt:1347:2>"

    def trees(self) -> Any:
        """The trees parsed from standard input one after the other, as a generator; at
        its end the parser fails on the end-marker, as Racket's does."""
        tokens = _Tokens(self.start_states, StdinChars())
        while True:
            tree, token = _find_production(self.tables.start, dict(self.tables.table), [], None, tokens,
                                           self.constructors())
            if token is not None:
                tokens.pending.append(token)
            yield tree


class StreamScanner:
    """What sllgen:make-stream-scanner makes: a scanner of SLLGEN's character streams,
    which no program can make; called, it fails where Racket's does."""

    def racket_apply(self, args: list) -> Any:
        raise _not_a_char_stream(args)

    def racket_repr(self) -> str:
        return "#<procedure:.../private/sllgen.rkt:1081:9>"


def _not_a_char_stream(args: list) -> Raise:
    from minischeme.values.errors import arity_error, contract_error
    if len(args) != 1:
        return arity_error(".../private/sllgen.rkt:1347:2", 1, args)
    if type(args[0]).__name__ != "MVector":
        return contract_error("vector-ref", "vector?", args[0])
    return racket_error("sllgen: minischeme's stream parsers and scanners read only standard input "
                        "(through sllgen:make-rep-loop)", EXN_FAIL)


def _find_production(nt: Symbol, table: dict, buf: list, token: list | None, tokens: _Tokens,
                     constructors: dict) -> tuple[Any, list | None]:
    if token is None:
        token = tokens.next()
    for classes, actions in table[nt]:
        if token[0] in classes or (type(token[1]) is str and token[1] in classes):
            return _apply_actions(nt, actions, table, buf, token, tokens, constructors)
    raise sllgen_error("parsing", "at line ~s: nonterminal <~s> can't begin with ~s ~s",
                       token[2], nt, token[0], token[1])


def _apply_actions(lhs: Symbol, actions: list, table: dict, buf: list, token: list | None,
                   tokens: _Tokens, constructors: dict) -> tuple[Any, list | None]:
    buf = list(buf)
    for i, action in enumerate(actions):
        kind = action[0]
        if kind in ("term", "string"):
            if token is None:
                token = tokens.next()
            if kind == "term" and token[0] is action[1]:
                buf.insert(0, token[1])
            elif not (kind == "string" and token[0] is not END and type(token[1]) is str
                      and token[1] == action[1]):
                raise sllgen_error("parsing", "at line ~s: looking for ~s, found ~s ~s in production\n~s",
                                   token[2], action[1], token[0], token[1],
                                   _actions_datum(actions, constructors))
            token = None
        elif kind == "non-term":
            tree, token = _find_production(action[1], table, [], token, tokens, constructors)
            buf.insert(0, tree)
        elif kind == "arbno":
            trees, token = _find_production(action[1], table, [], token, tokens, constructors)
            buf = _unzip(trees, action[2], buf)
        elif kind == GOTO:
            return _find_production(action[1], table, buf, token, tokens, constructors)
        elif kind == EMIT:
            return buf, token
        else:                          # reduce
            args = list(reversed(buf))
            return apply_procedure(constructors[action[1]], args), token
    raise AssertionError("a production ends with reduce, emit-list or goto")


def _unzip(trees: list, n: int, buf: list) -> list:
    """sllgen:unzip-buffer: an arbno's trees (newest first, n per round) as n lists, each
    oldest first, onto the buffer."""
    if n == 0:
        return buf
    columns: list[list] = [[] for _ in range(n)]
    for i, tree in enumerate(trees):
        columns[i % n].append(tree)
    return [make_list(col[::-1]) for col in columns] + buf


def _actions_datum(actions: list, constructors: dict) -> Any:
    """A production's actions as the parse table holds them at run time (a reduce holds
    the constructor itself), for the `looking for` error."""
    return make_list([make_list([sym(a[0]), constructors[a[1]]]) if a[0] == REDUCE
                      else make_list([sym(a[0]), *[to_racket(x) for x in a[1:]]]) for a in actions])


# ------------------------------------------------------------------ datatypes

def datatype_definitions(spec: list, grammar: list, gensym: Gensym) -> list:
    """sllgen:build-define-datatype-definitions: a define-datatype per non-terminal."""
    kinds = {sym("make-symbol"): "symbol?", sym("symbol"): "symbol?", sym("make-string"): "string?",
             sym("string"): "string?", sym("make-number"): "number?", sym("number"): "number?"}
    scanner_types = {}
    for rule in spec:
        if type(rule) is list and rule and rule[-1] in kinds:
            scanner_types.setdefault(rule[0], sym(kinds[rule[-1]]))
    nts = _uniq([p[0] for p in grammar])
    entries: dict = {nt: [] for nt in nts}

    def types(rhs: list) -> list:
        out: list = []
        for item in rhs:
            if type(item) is Symbol and item in nts:
                out.append(sym(item.name + "?"))
            elif type(item) is Symbol:
                if item not in scanner_types:
                    raise sllgen_error("defining-datatypes", "illegal item ~s (~a) in rhs ~s",
                                       item, "unknown symbol", to_racket(rhs))
                out.append(scanner_types[item])
            elif _is_arbno(item) or _is_seplist(item):
                inner = item[1:] if _is_arbno(item) else item[1:-1]
                out.extend([sym("list-of"), t] for t in types(inner))
            elif type(item) is not str:
                raise sllgen_error("defining-datatypes", "illegal item ~s (~a) in rhs ~s",
                                   to_racket(item), "unrecognized item", to_racket(rhs))
        return out
    for lhs, rhs, action in grammar:
        entry = [action, *types(rhs)]
        if entry not in entries[lhs]:
            entries[lhs].insert(0, entry)
    out = []
    for nt in nts:
        variants = [[e[0], *[[gensym(e[0]), t] for t in e[1:]]] for e in reversed(entries[nt])]
        out.append(to_racket([sym("define-datatype"), nt, sym(nt.name + "?"), *variants]))
    return out


# ------------------------------------------------------------------ the read-eval-print loop

@define("sllgen:make-rep-loop", 3)
def make_rep_loop(prompt: Any, eval_fn: Any, stream_parser: Any) -> Any:
    """(sllgen:make-rep-loop prompt eval-fn stream-parser): a thunk that reads trees from
    standard input and writes what eval-fn makes of each, prompting before each; at the end
    of the input the parser fails, as Racket's does."""
    from minischeme.values.procedures import Primitive
    from .registry import lookup_primitive
    display, write, newline = (lookup_primitive(n).fn for n in ("display", "write", "newline"))

    def loop() -> Any:
        if type(stream_parser) is not StreamParser:
            raise racket_error("sllgen:make-rep-loop: minischeme's read-eval-print loop needs a "
                               "parser made by sllgen:make-stream-parser", EXN_FAIL)
        display(prompt)
        for tree in stream_parser.trees():
            write(apply_procedure(eval_fn, [tree]))
            newline()
            display(prompt)
    return Primitive(".../private/sllgen.rkt:35:4", loop, 0, 0)
