"""Languages and requirable modules: which primitive libraries and forms each one brings.

A language is named by a file's `#lang` line (or `--lang` for bare files). Adding one is
adding a row here.
"""
from __future__ import annotations

from dataclasses import dataclass, field

RACKET_LIBS = ["racket/base", "racket/list", "racket/string", "racket/math", "racket/bool", "racket/vector",
               "racket/function", "racket/format", "racket/match"]
# `racket` also brings racket/file, racket/path and racket/system, `scheme` scheme/file:
# racket/system's procedures are refused when called (primitives/sandbox.py), but a file
# that mentions them loads.
FULL_RACKET_LIBS = RACKET_LIBS + ["racket/file", "racket/path", "racket/system", "racket/set",
                                  "racket/stream", "racket/pretty", "racket/contract", "racket/dict"]

# Forms that exist only once their module is required (in racket/base they are unbound).
MODULE_FORMS = {
    "racket/match": {"match", "match*", "match-define", "match-define-values", "match-lambda", "match-let",
                     "define/match"},
    "racket/function": {"thunk", "thunk*"},
    "racket/set": {f"{loop}/{kind}" for loop in ("for", "for*")
                   for kind in ("set", "seteq", "seteqv", "mutable-set", "mutable-seteq",
                                "mutable-seteqv")},
    "racket/stream": {"stream-cons", "stream", "stream*", "for/stream", "for*/stream", "stream-lazy"},
    "racket/trace": {"trace", "untrace"},
    "racket/contract": {"define/contract", "recursive-contract"},
    "srfi/78": {"check", "check-ec"},
    "srfi/26": {"cut", "cute"},
    "racket/shared": {"shared"},
    "srfi/42": {"do-ec", "list-ec", "append-ec", "string-ec", "string-append-ec", "vector-ec",
                "sum-ec", "product-ec", "min-ec", "max-ec", "any?-ec", "every?-ec", "first-ec",
                "last-ec", "fold-ec", "fold3-ec"},
    "rackunit": {"check-equal?", "check-not-equal?", "check-eq?", "check-not-eq?", "check-eqv?",
                 "check-not-eqv?", "check-within", "test-within", "test-not-eqv?", "check-true", "check-false", "check-pred", "check-=", "check-exn", "check-not-exn",
                 "check", "check-not-false", "check-match", "test-case", "test-suite", "test-begin",
                 "fail", "test-equal?", "test-not-equal?", "test-eq?", "test-not-eq?", "test-eqv?",
                 "test-true", "test-false", "test-pred", "test-=", "test-exn", "test-not-exn",
                 "test-not-false"},
}


@dataclass
class Language:
    """What a language provides: libraries, and how top-level results print."""

    name: str
    libraries: list[str]
    print_mode: str = "print"  # 'print' (with quote, racket) or 'write' (scheme)
    modules: list[str] = field(default_factory=list)  # modules whose forms it includes
    illegal_forms: dict[str, str] = field(default_factory=dict)  # form name -> syntax error
    absent: frozenset = frozenset()  # names of its libraries the language does not have


LANGUAGES: dict[str, Language] = {
    "racket": Language("racket", FULL_RACKET_LIBS, "print", ["racket/match", "racket/set", "racket/stream",
                                                             "racket/contract", "racket/function",
                                                             "racket/shared"]),
    "racket/base": Language("racket/base", ["racket/base"], "print"),
    # legacy #lang scheme: `struct` is a unit-signature form there; students use define-struct
    "scheme": Language("scheme", RACKET_LIBS + ["racket/file", "racket/pretty"], "write",
                       ["racket/match", "racket/function"],
                       {"struct": "illegal use of signature form"},
                       # scheme is Racket 4's language: these came later (racket 8.7 says so)
                       frozenset({"hash", "hasheq", "hasheqv", "sequence->list",
                                  "~a", "~e", "~r", "~s", "~v"})),
    "scheme/base": Language("scheme/base", ["racket/base"], "write"),
    "simply-scheme": Language("simply-scheme", ["racket/base", "simply-scheme"], "print"),
}

LANGUAGE_ALIASES = {"planet dyoo/simply-scheme": "simply-scheme", "planet dyoo/simply-scheme:2:2": "simply-scheme",
                    "planet dyoo/simply-scheme:2": "simply-scheme", "racket/gui": "racket",
                    "racket/gui/base": "racket", "plai": "racket"}

# `(require NAME)`: the primitive libraries and form modules each module path brings.
REQUIRABLE: dict[str, tuple[list[str], list[str]]] = {
    "racket": (FULL_RACKET_LIBS, ["racket/match", "racket/set", "racket/stream", "racket/contract",
                                  "racket/function", "racket/shared"]),
    "racket/base": (["racket/base"], []),
    "racket/list": (["racket/list"], []),
    "racket/string": (["racket/string"], []),
    "racket/math": (["racket/math"], []),
    "racket/bool": (["racket/bool"], []),
    "racket/function": (["racket/function"], ["racket/function"]),
    "racket/format": (["racket/format"], []),
    "racket/match": ([], ["racket/match"]),
    "racket/local": ([], []),
    "racket/vector": (["racket/vector"], []),
    "racket/set": (["racket/set"], ["racket/set"]),
    "racket/hash": (["racket/hash"], []),
    "racket/dict": (["racket/dict"], []),
    "data/heap": (["data/heap"], []),
    "racket/stream": (["racket/stream"], ["racket/stream"]),
    "racket/port": ([], []),
    "racket/pretty": (["racket/pretty"], []),
    "racket/trace": (["racket/trace"], ["racket/trace"]),
    "racket/contract": (["racket/contract"], ["racket/contract"]),
    "rackunit": (["rackunit"], ["rackunit"]),
    "rackunit/text-ui": (["rackunit"], ["rackunit"]),
    "simply-scheme": (["simply-scheme"], []),
    "srfi/1": (["srfi/1"], []),
    "srfi/13": (["srfi/13"], []),
    "srfi/78": (["srfi/78"], ["srfi/78"]),
    "srfi/42": (["srfi/42"], ["srfi/42"]),
    "srfi/48": (["srfi/48"], []),
    "srfi/26": ([], ["srfi/26"]),
    "racket/shared": ([], ["racket/shared"]),
    "racket/file": (["racket/file"], []),
    "racket/path": (["racket/path"], []),
    # it loads, but its procedures refuse to run (primitives/sandbox.py)
    "racket/system": (["racket/system"], []),
}


def language_named(name: str) -> Language | None:
    name = LANGUAGE_ALIASES.get(name, name)
    return LANGUAGES.get(name)
