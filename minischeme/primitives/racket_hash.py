"""racket/hash: `hash-union` (of immutable tables, into a new one), `hash-union!` (into
a mutable one) and `hash-intersect` (the keys every table has, in a new immutable table of
the first one's kind), with `#:combine` / `#:combine/key` for keys present in several
tables, and Racket's error for a duplicate key when neither is given.

racket/hash exports the three through `provide/contract`, so a bad argument is Racket's
blame error, word for word up to the module it blames: the caller's module is not known to
a primitive, so the `blaming:` line and its `(assuming the contract is correct)` are left
out; the contract, `contract from:` and `at:` lines are Racket's."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import VOID, HashTable, MultipleValues, Pair, StructInstance, list_to_python
from minischeme.values.errors import EXN_FAIL_CONTRACT, EXN_FAIL_CONTRACT_ARITY, Raise, racket_error
from minischeme.values.equality import hash_get, hash_has, hash_put
from minischeme.values.hash_order import ordered_items
from minischeme.values.printer import error_value_string, print_string
from minischeme.values.runtime import apply_procedure, is_procedure, procedure_arity_includes
from .base_data import copy_hash
from .base_lists import _describe_args, split_keywords
from .control import procedure_arity
from .registry import define, library

library("racket/hash")

_KEYWORDS = ("#:combine", "#:combine/key")
# who -> (its first argument's contract, its result's, the line of hash.rkt Racket's
# blame errors point at)
_CONTRACTS = {
    "hash-union": ("(and/c hash? immutable?)", "(and/c hash? immutable?)", 67),
    "hash-union!": ("(and/c hash? (not/c immutable?))", "void?", 74),
    "hash-intersect": ("(and/c hash? immutable?)", "(and/c hash? immutable?)", 81),
}


def _blame(who: str, fields: list[str], context: list[str], head: str = "") -> Raise:
    """Racket's error for an argument that breaks ``who``'s contract: ``fields`` (the
    expected/given lines), ``context`` (where in the contract, innermost first), then the
    contract as Racket pretty-prints it. ``head`` ends the first line (`;` before a
    sentence instead of fields)."""
    first, result, line = _CONTRACTS[who]
    pad = "      "
    lines = [f"{who}: contract violation{head}", *fields, "  in: " + context[0]]
    lines += [pad + c for c in context[1:]]
    lines += [pad + "(->*", f"{pad} ({first})", f"{pad} (#:combine",
              f"{pad}  (-> any/c any/c any/c)", f"{pad}  #:combine/key",
              f"{pad}  (-> any/c any/c any/c any/c))", f"{pad} #:rest",
              f"{pad} (listof hash?)", f"{pad} {result})",
              "  contract from: <collects>/racket/hash.rkt",
              f"  at: <collects>/racket/hash.rkt:{line}:2"]
    return racket_error("\n".join(lines), EXN_FAIL_CONTRACT)


def _arity_words(proc: Any) -> str:
    """What ``proc`` accepts, in the words of Racket's arrow contracts: `1 argument`,
    `3 or 4 arguments`, `1, 3, or arbitrarily many more arguments`."""
    arity = procedure_arity(proc)
    items = list_to_python(arity) if type(arity) is Pair else [arity]
    words = []
    for a in items:
        if type(a) is StructInstance:       # arity-at-least: the last one
            words += [str(a.fields[0]), "arbitrarily many more"]
        else:
            words.append(str(a))
    if len(words) == 1:
        said = words[0]
    elif len(words) == 2:
        said = f"{words[0]} or {words[1]}"
    else:
        said = ", ".join(words[:-1]) + ", or " + words[-1]
    return f"{said} argument{'' if words == ['1'] else 's'}"


def _check_combiner(who: str, kw: dict, key: str, n: int) -> None:
    """The `#:combine` (2 arguments) or `#:combine/key` (3) procedure, if given, accepts
    that many arguments: Racket checks it when the call is made, used or not."""
    if key not in kw:
        return
    f = kw[key]
    context = [f"the {key} argument of"]
    if not is_procedure(f):
        raise _blame(who, ["  expected: a procedure", f"  given: {error_value_string(f)}"],
                     context)
    if not procedure_arity_includes(f, n):
        name = getattr(f, "name", None) or print_string(f)
        raise _blame(who, [f"  expected: a procedure that accepts {n} non-keyword arguments",
                           f"  given: {error_value_string(f)}",
                           f"  {name} accepts: {_arity_words(f)}"], context)


def _check_arguments(who: str, args: tuple) -> tuple[list, dict]:
    """The tables and keywords of a call, checked as racket/hash's contract checks them:
    the keyword procedures, then the first table, then the others."""
    tables, kw = split_keywords(who, args, _KEYWORDS)
    if not tables and kw:
        lines = ["application: no case matching 0 non-keyword arguments",
                 f"  procedure: {who}", "  arguments...:", *_describe_args(args)]
        raise racket_error("\n".join(lines), EXN_FAIL_CONTRACT)
    if not tables:
        raise racket_error(f"{who}: arity mismatch;\n the expected number of arguments does "
                           "not match the given number\n  expected: at least 1 plus optional "
                           "arguments with keywords #:combine and #:combine/key\n  given: 0",
                           EXN_FAIL_CONTRACT_ARITY)
    _check_combiner(who, kw, "#:combine", 2)
    _check_combiner(who, kw, "#:combine/key", 3)
    first = tables[0]
    wants_mutable = who == "hash-union!"
    if type(first) is not HashTable or first.mutable != wants_mutable:
        expected = ("hash?" if type(first) is not HashTable
                    else "(not/c immutable?)" if wants_mutable else "immutable?")
        raise _blame(who, [f"  expected: {expected}", f"  given: {error_value_string(first)}"],
                     ["an and/c case of", "the 1st argument of"])
    for h in tables[1:]:
        if type(h) is not HashTable:
            raise _blame(who, ["  expected: hash?", f"  given: {error_value_string(h)}"],
                         ["an element of", "the rest argument of"])
    return tables, kw


def _one_value(who: str, key: str, value: Any) -> Any:
    """A combine procedure's result: one value, as its contract `(-> any/c any/c any/c)`
    demands."""
    if type(value) is MultipleValues:
        raise _blame(who, [f" expected 1 value, returned {len(value.values)} values"],
                     ["the range of", f"the {key} argument of"], head=";")
    return value


def _combiner(who: str, kw: dict) -> Any:
    """fn(key, old, new) -> the value a key present in both tables gets."""
    if "#:combine/key" in kw:
        f = kw["#:combine/key"]
        return lambda k, a, b: _one_value(who, "#:combine/key", apply_procedure(f, [k, a, b]))
    if "#:combine" in kw:
        f = kw["#:combine"]
        return lambda k, a, b: _one_value(who, "#:combine", apply_procedure(f, [a, b]))

    def duplicate(k: Any, a: Any, b: Any) -> Any:
        raise racket_error(f"{who}: duplicate values for key {print_string(k)}: "
                           f"{print_string(a)} and {print_string(b)}")
    return duplicate


def _union_into(target: HashTable, others: list, combine: Any) -> None:
    for h in others:
        for k, v in ordered_items(h):
            hash_put(target, k, combine(k, hash_get(target, k), v) if hash_has(target, k) else v)


@define("hash-union", 0, None)
def hash_union(*args: Any) -> HashTable:
    """A new immutable table with the entries of every table given."""
    tables, kw = _check_arguments("hash-union", args)
    result = copy_hash(tables[0], False)
    _union_into(result, tables[1:], _combiner("hash-union", kw))
    return result


@define("hash-union!", 0, None)
def hash_union_bang(*args: Any) -> Any:
    """Add the entries of the other tables to the first, a mutable one."""
    tables, kw = _check_arguments("hash-union!", args)
    _union_into(tables[0], tables[1:], _combiner("hash-union!", kw))
    return VOID


@define("hash-intersect", 0, None)
def hash_intersect(*args: Any) -> HashTable:
    """A new immutable table, of the first table's kind (equal?, eqv? or eq?), holding the
    keys every table has. As Racket's: the keys (the key objects themselves) come from the
    smallest table (the first of the smallest), each in that table's order; a key's value
    is the first table's combined with each other table's in turn, left to right."""
    tables, kw = _check_arguments("hash-intersect", args)
    combine = _combiner("hash-intersect", kw)
    first, rest = tables[0], tables[1:]
    smallest = min(tables, key=lambda h: len(h.table))     # min keeps the first of equals
    result = HashTable(first.kind, mutable=False)
    for k, _ in ordered_items(smallest):
        if all(hash_has(h, k) for h in tables):
            value = hash_get(first, k)
            for h in rest:
                value = combine(k, value, hash_get(h, k))
            hash_put(result, k, value)
    return result
