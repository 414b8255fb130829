"""racket/random: `random-ref` (one element of a sequence), `random-sample` (n of them, with
or without replacement) and `crypto-random-bytes` (bytes from the operating system).

`random-ref` and `random-sample` are Racket's own algorithms (collects/racket/random.rkt),
one pass of reservoir sampling over the sequence drawing from the same generator as
`random` (pseudo_random.py, Racket's generator bit for bit): after `(random-seed k)` they
pick what Racket picks. With replacement, each of the n slots takes the first element, then
each later element i (from 1) replaces it when `(random (add1 i))` is 0; without, the first
n fill the slots and element i replaces slot `(random n)` when `(random (add1 i))` < n.

racket/random exports them through `contract-out`, so a bad argument is Racket's blame
error, word for word up to the module it blames: as in racket_hash.py, the caller's module
is not known to a primitive, so the `blaming:` line is left out. An empty sequence is the
library's own `raise-argument-error`.
"""
from __future__ import annotations

import os
from typing import Any, Iterator

from minischeme.values.data import NIL, make_list
from minischeme.values.errors import arity_error, blame_error, contract_error, result_arity_error
from minischeme.values.runtime import BUDGET, charge_work
from .base_lists import split_keywords
from .pseudo_random import current, is_generator
from .registry import define, library
from .sequences import is_sequence, sequence_iter

library("racket/random")

# who -> (its contract as Racket prints it in a blame error, the line of random.rkt)
_CONTRACTS = {
    "crypto-random-bytes": (["(-> natural? bytes?)"], 5),
    "random-ref": (["(->*", " (sequence?)", " (pseudo-random-generator?)", " any/c)"], 6),
    "random-sample": (["(->*", " (sequence? natural?)", " (pseudo-random-generator?",
                       "  #:replacement?", "  any/c)", " (listof any/c))"], 7),
}
_ORDINALS = ("1st", "2nd", "3rd")


def _blame(who: str, expected: str, given: Any, position: int) -> Any:
    """Racket's contract-out error for argument ``position`` (from 0) of ``who``."""
    contract, line = _CONTRACTS[who]
    return blame_error(who, expected, given, f"the {_ORDINALS[position]} argument of", contract,
                       ["<collects>/racket/random.rkt"], f"<collects>/racket/random.rkt:{line}:24")


def _is_natural(v: Any) -> bool:
    return type(v) is int and v >= 0


def _elements(seq: Any) -> Iterator:
    """The elements of a single-valued sequence; one of several values (a hash table) is
    Racket's result arity error at its first element."""
    it, arity = sequence_iter(seq)          # (the contract has checked it is a sequence)
    if arity != 1:
        return _several_values(it, arity)
    return _charged(it) if BUDGET.max_steps is not None else it


def _charged(it: Iterator) -> Iterator:
    """The elements of ``it``, their walk charged against the step limit (4,096 at a time,
    as the list walks are), so sampling `(in-naturals)` or a huge range stops at the limit."""
    for i, x in enumerate(it):
        if i & 4095 == 4095:
            charge_work(4096)
        yield x


def _several_values(it: Iterator, arity: int) -> Iterator:
    for _ in it:
        raise result_arity_error(1, arity)
    return
    yield


def _with_replacement(seq: Any, n: int, gen: Any) -> list | None:
    """n independent picks (None for an empty sequence): Racket's random-sample/replacement."""
    samples = None
    for i, elt in enumerate(_elements(seq)):
        if i == 0:
            samples = [elt] * n
        else:
            for j in range(n):
                if gen.integer(i + 1) == 0:
                    samples[j] = elt
    return samples


_NOT_THERE = object()


def _without_replacement(seq: Any, n: int, gen: Any) -> list:
    """n distinct picks (Knuth's algorithm S); a slot never filled holds ``_NOT_THERE``."""
    samples = [_NOT_THERE] * n
    for i, elt in enumerate(_elements(seq)):
        if i < n:
            samples[i] = elt
        elif gen.integer(i + 1) < n:
            samples[gen.integer(n)] = elt
    return samples


@define("random-ref", 0, None)
def random_ref(*args: Any) -> Any:
    """(random-ref seq [prng]): a random element of ``seq``."""
    if not 1 <= len(args) <= 2:
        raise arity_error("random-ref", None, list(args))
    seq = args[0]
    if not is_sequence(seq):
        raise _blame("random-ref", "sequence?", seq, 0)
    gen = args[1] if len(args) == 2 else current()
    if not is_generator(gen):
        raise _blame("random-ref", "pseudo-random-generator?", gen, 1)
    samples = _with_replacement(seq, 1, gen)
    if samples is None:
        raise contract_error("random-ref", "non-empty sequence", seq)
    return samples[0]


@define("random-sample", 0, None)
def random_sample(*args: Any) -> Any:
    """(random-sample seq n [prng] [#:replacement? #t]): a list of n random elements."""
    positional, keywords = split_keywords("random-sample", args, ("#:replacement?",))
    if not 2 <= len(positional) <= 3:
        raise arity_error("random-sample", "a different number plus an optional argument with "
                          "keyword #:replacement?", list(positional), True)
    seq, n = positional[0], positional[1]
    if not is_sequence(seq):
        raise _blame("random-sample", "sequence?", seq, 0)
    if not _is_natural(n):
        raise _blame("random-sample", "natural?", n, 1)
    gen = positional[2] if len(positional) == 3 else current()
    if not is_generator(gen):
        raise _blame("random-sample", "pseudo-random-generator?", gen, 2)
    if n == 0:
        return NIL
    if keywords.get("#:replacement?", True) is False:
        samples = _without_replacement(seq, n, gen)
        if any(s is _NOT_THERE for s in samples):
            raise contract_error("random-sample", "integer less than or equal to sequence "
                                 "length", n, 1, [seq, n, gen])
        return make_list(samples)
    picked = _with_replacement(seq, n, gen)
    if picked is None:
        raise contract_error("random-sample", "non-empty sequence for n>0", seq, 0, [seq, n, gen])
    return make_list(picked)


@define("crypto-random-bytes", 0, None)
def crypto_random_bytes(*args: Any) -> Any:
    """(crypto-random-bytes n): n bytes from the operating system's random source."""
    if len(args) != 1:
        raise arity_error("crypto-random-bytes", "1", list(args))
    if not _is_natural(args[0]):
        raise _blame("crypto-random-bytes", "natural?", args[0], 0)
    return bytearray(os.urandom(args[0]))

