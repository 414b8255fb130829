"""parser-tools: the forms of parser-tools/lex (`lexer`, `lexer-src-pos`, `define-lex-abbrev`,
`define-lex-abbrevs`, `define-lex-trans`, `define-tokens`, `define-empty-tokens`) and of
parser-tools/yacc (`parser`), as calls of their run-time halves (primitives/lexers.py,
primitives/parsers.py).

A regular expression becomes an expression that makes it (primitives/lexer_regexps.py):
Racket's core operators (`union`, `concatenation`, `repetition`, `intersection`,
`complement`, `char-range`, `char-complement`) are recognised by name and become their
constructors; any other operator (lex-sre's `:+`, `:or`, ... or a `define-lex-trans`
macro) is called as it is, and a name (an abbreviation) is a variable. A rule's action
becomes a procedure of `start-pos`, `end-pos`, `lexeme` and `input-port`; under
`lexer-src-pos` its value is wrapped in a position-token unless it escapes through
`return-without-pos`. A production's action becomes a procedure of `$1` ... `$n` (and,
under `src-pos`, `$i-start-pos`, `$i-end-pos` and `$n-start-pos`, `$n-end-pos`).
"""
from __future__ import annotations

from typing import Any

from minischeme.compilation.compiler import Compiler
from minischeme.expansion.syntax import L, definition, derived, parts, prim
from minischeme.primitives.registry import load_library
from minischeme.values.data import NIL, Char, Pair, make_pair, Symbol, as_str, is_list, list_to_python, make_list, sym
from minischeme.values.printer import write_string
from minischeme.values.procedures import is_keyword

LEX_FORMS = {"lexer", "lexer-src-pos", "define-lex-abbrev", "define-lex-abbrevs", "define-lex-trans",
             "define-tokens", "define-empty-tokens"}
YACC_FORMS = {"parser"}

_CORE = {"union": "%lex-union", "concatenation": "%lex-concatenation", "intersection": "%lex-intersection",
         "complement": "%lex-complement", "repetition": "%lex-repetition", "char-range": "%lex-char-range",
         "char-complement": "%lex-char-complement"}
_SPECIAL = ("eof", "special", "special-comment")


def _load_runtime() -> None:
    """The run-time halves, whose helpers the expansions embed, loaded (once)."""
    load_library("parser-tools/lex")
    load_library("parser-tools/yacc")


def checked_regexp(c: Compiler, x: Any, loc: Any) -> Any:
    """regexp_expression of a rule's or an abbreviation's expression, which must be a
    character, a string, a name or an operation (Racket's syntax error otherwise)."""
    if not (type(x) in (Pair, Symbol, Char) or as_str(x) is not None):
        raise c.syntax_error("regular-expression: not a char, string, identifier, or (op args ...)", loc, x)
    return regexp_expression(x)


def regexp_expression(x: Any) -> Any:
    """The expression that makes the regular expression written x."""
    if type(x) is Pair and is_list(x):
        head = x.car
        args = [regexp_expression(a) for a in list_to_python(x.cdr)]
        if type(head) is Symbol and head.name in _CORE:
            return L(prim(_CORE[head.name]), *args)
        return L(head, *args)
    return x


# ------------------------------------------------------------------ lexers

def _action(body: Any, src_pos: bool) -> Any:
    """(lambda (start-pos end-pos lexeme input-port) body), its value a position-token
    under lexer-src-pos unless it escapes with return-without-pos."""
    if src_pos:
        body = L(sym("let/ec"), sym("return-without-pos"),
                 L(prim("%position-token"), body, sym("start-pos"), sym("end-pos")))
    return L(sym("lambda"), L(sym("start-pos"), sym("end-pos"), sym("lexeme"), sym("input-port")), body)


def _form_text(c: Compiler, x: Any, loc: Any) -> str:
    """The form as Racket's warning shows it: #<syntax:FILE:LINE:COL datum>."""
    path = c.ns.source_path
    where = f":{path.name}:{loc[0]}:{loc[1]}" if path is not None and loc else ""
    return f"#<syntax{where} {write_string(x)}>"


def _lexer(c: Compiler, x: Any, loc: Any, src_pos: bool) -> Any:
    _load_runtime()
    head = x.car.name
    rules = [p[0] for p in parts(c, x, loc)[1:]]
    suppress = bool(rules) and is_keyword(rules[0]) and rules[0].name == "#:suppress-warnings"
    if suppress:
        rules = rules[1:]
    if not rules:
        raise c.syntax_error(f"{'lexer/src-pos' if src_pos else 'lexer'}: expected at least one action", loc, x)
    specials: dict[str, Any] = {}
    regexps, actions = [], []
    for rule in rules:
        if not (is_list(rule) and len(list_to_python(rule)) == 2):
            raise c.syntax_error(f"{head}: not a regular expression / action pair", loc, x)
        re, act = list_to_python(rule)
        if (type(re) is Pair and type(re.car) is Symbol and re.car.name in _SPECIAL and re.cdr is NIL):
            specials.setdefault(re.car.name, act)
            continue
        regexps.append(L(prim("%lex-regexp"), checked_regexp(c, re, loc)))
        actions.append(_action(act, src_pos))
    eof_action = _action(specials.get("eof", L(sym("quote"), sym("eof"))), src_pos)
    special_action = _action(specials.get("special", L(sym("void"))), src_pos)
    make = L(prim("%make-lexer"), L(sym("lambda"), NIL, L(prim("vector"), *regexps)), L(prim("vector"), *actions),
             eof_action, special_action, False if suppress else _form_text(c, x, loc))
    proc, port = sym("lexer-procedure"), sym("port")
    return L(sym("let"), L(L(proc, make)), L(sym("lambda"), L(port), L(proc, port)))


@derived("lexer")
def expand_lexer(c: Compiler, x: Any, loc: Any) -> Any:
    """(lexer [re action] ...): a procedure of an input port reading one token."""
    return _lexer(c, x, loc, False)


@derived("lexer-src-pos")
def expand_lexer_src_pos(c: Compiler, x: Any, loc: Any) -> Any:
    """(lexer-src-pos [re action] ...): a lexer whose tokens carry their positions."""
    return _lexer(c, x, loc, True)


# ------------------------------------------------------------------ definitions

def _pairs(c: Compiler, x: Any, loc: Any) -> list[tuple[Symbol, Any]]:
    """(name re) of define-lex-abbrev and of each clause of define-lex-abbrevs."""
    head = x.car.name
    ps = [p[0] for p in parts(c, x, loc)[1:]]
    clauses = [ps] if head == "define-lex-abbrev" else [list_to_python(p) if is_list(p) else [] for p in ps]
    out = []
    for clause in clauses:
        if len(clause) != 2 or type(clause[0]) is not Symbol:
            shape = "(define-lex-abbrev name re)" if head == "define-lex-abbrev" else "(define-lex-abbrevs (name re) ...)"
            raise c.syntax_error(f"{head}: form should be {shape}", loc, x)
        out.append((clause[0], clause[1]))
    return out


def _token_names(c: Compiler, x: Any, loc: Any) -> tuple[Symbol, list[Symbol]]:
    ps = [p[0] for p in parts(c, x, loc)[1:]]
    if (len(ps) != 2 or type(ps[0]) is not Symbol or not is_list(ps[1])
            or not all(type(t) is Symbol for t in list_to_python(ps[1]))):
        raise c.syntax_error(f"{x.car.name}: must have the form (define-tokens name (identifier ...)) or "
                             "(define-empty-tokens name (identifier ...))", loc, x)
    return ps[0], list_to_python(ps[1])


@definition("define-lex-abbrev", "define-lex-abbrevs")
def _abbrev_names(c: Compiler, x: Any, blk: Any, loc: Any) -> list[Symbol]:
    return [name for name, _ in _pairs(c, x, loc)]


@derived("define-lex-abbrev", "define-lex-abbrevs")
def expand_define_lex_abbrevs(c: Compiler, x: Any, loc: Any) -> Any:
    """(define-lex-abbrev name re): name is the regular expression re, made when a lexer
    first needs it (so it may name abbreviations defined after it)."""
    _load_runtime()
    pairs = _pairs(c, x, loc)
    made = [L(prim("%lex-abbrev"), L(sym("lambda"), NIL, checked_regexp(c, re, loc))) for _, re in pairs]
    return L(sym("define-values"), L(*[n for n, _ in pairs]), L(sym("values"), *made))


@definition("define-tokens", "define-empty-tokens")
def _token_definition_names(c: Compiler, x: Any, blk: Any, loc: Any) -> list[Symbol]:
    group, tokens = _token_names(c, x, loc)
    return [group] + [sym(f"token-{t.name}") for t in tokens]


@derived("define-tokens", "define-empty-tokens")
def expand_define_tokens(c: Compiler, x: Any, loc: Any) -> Any:
    """(define-tokens group (name ...)): group, and token-NAME for each name (of a value;
    of none for define-empty-tokens, giving the name)."""
    _load_runtime()
    group, tokens = _token_names(c, x, loc)
    empty = x.car.name == "define-empty-tokens"
    quoted = [L(sym("quote"), t) for t in tokens]
    made = [L(prim("%token-group"), L(sym("quote"), group), L(sym("quote"), make_list(tokens)), empty)]
    made += [L(prim("%token-maker"), q, empty) for q in quoted]
    names = [group] + [sym(f"token-{t.name}") for t in tokens]
    return L(sym("define-values"), L(*names), L(sym("values"), *made))


@derived("define-lex-trans")
def expand_define_lex_trans(c: Compiler, x: Any, loc: Any) -> Any:
    """(define-lex-trans name transformer): a macro whose uses in a regular expression
    expand to other regular expressions."""
    return make_pair(sym("define-syntax"), x.cdr)


# ------------------------------------------------------------------ parsers

_CLAUSES = ("debug", "error", "tokens", "start", "end", "precs", "grammar", "suppress", "src-pos",
            "yacc-output", "expected-SR-conflicts", "expected-RR-conflicts")


def _production_action(rhs: list[Symbol], action: Any, src_pos: bool) -> Any:
    params: list[Symbol] = []
    for i in range(1, len(rhs) + 1):
        params.append(sym(f"${i}"))
        if src_pos:
            params += [sym(f"${i}-start-pos"), sym(f"${i}-end-pos")]
    if src_pos and rhs:
        n = len(rhs)
        action = L(sym("let"), L(L(sym("$n-start-pos"), sym(f"${n}-start-pos")),
                                 L(sym("$n-end-pos"), sym(f"${n}-end-pos"))), action)
    return L(sym("lambda"), L(*params), action)


@derived("parser")
def expand_parser(c: Compiler, x: Any, loc: Any) -> Any:
    """(parser clause ...): the parser of a grammar (primitives/parsers.py)."""
    _load_runtime()
    clauses: dict[str, list] = {}
    for clause, _ in parts(c, x, loc)[1:]:
        name = clause.car.name if type(clause) is Pair and type(clause.car) is Symbol else None
        if name not in _CLAUSES or not is_list(clause):
            raise c.syntax_error("parser: argument must match (debug filename), (error expression), (tokens def ...), "
                                 "(start non-term), (end tokens ...), (precs decls ...), or  (grammar prods ...)", loc, x)
        if name in clauses:
            raise c.syntax_error(f"parser: Multiple {name} declarations", loc, x)
        clauses[name] = list_to_python(clause.cdr)
    for needed in ("tokens", "error", "grammar", "end", "start"):
        if needed not in clauses:
            raise c.syntax_error(f"parser: missing {needed} declaration", loc, x)
    src_pos = "src-pos" in clauses
    spec, actions = [], []
    for group in clauses["grammar"]:
        if not (is_list(group) and type(group.car) is Symbol):
            raise c.syntax_error("parser-grammar: Grammar must be of the form (grammar (non-terminal productions ...) ...)", loc, x)
        prods = [group.car]
        for prod in list_to_python(group.cdr):
            p = list_to_python(prod) if is_list(prod) else []
            if len(p) == 3 and is_list(p[1]) and len(list_to_python(p[1])) == 2 and list_to_python(p[1])[0] == sym("prec"):
                rhs, prec, action = p[0], list_to_python(p[1])[1], p[2]
            elif len(p) == 2:
                rhs, prec, action = p[0], False, p[1]
            else:
                raise c.syntax_error("parser-production: A production must be (right-hand-side action) or "
                                     "(right-hand-side (prec token) action)", loc, x)
            if not (is_list(rhs) and all(type(s) is Symbol for s in list_to_python(rhs))):
                raise c.syntax_error("parser-production-rhs: production right-hand-side must have form (symbol ...)", loc, x)
            prods.append(L(rhs, prec))
            actions.append(_production_action(list_to_python(rhs), action, src_pos))
        spec.append(make_list(prods))
    quote = lambda d: L(sym("quote"), d)  # noqa: E731
    expected = L(clauses.get("expected-SR-conflicts", [False])[0], clauses.get("expected-RR-conflicts", [False])[0])
    return L(prim("%make-parser"), quote(make_list(clauses["start"])), quote(make_list(clauses["end"])),
             L(prim("list"), *clauses["tokens"]), quote(make_list(clauses.get("precs", []))),
             quote(make_list(spec)), L(prim("vector"), *actions), clauses["error"][0], src_pos,
             "suppress" in clauses, quote(expected))
