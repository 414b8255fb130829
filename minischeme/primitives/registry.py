"""The registry of primitives: every built-in procedure, by Racket name and library.

The registry sits below the libraries that fill it: each library module imports this one
and registers its procedures. A primitive is defined once, in the module named for its
Racket library, with the ``define`` decorator::

    @define("car", 1, 1)
    def car(p):
        \"\"\"The first element of a pair.\"\"\"
        ...

``LIBRARIES`` maps a library name (``racket/base``, ``racket/list``, ...) to its primitives;
a language (languages.py) is a set of libraries.

Libraries load when they are needed: ``LIBRARY_MODULES`` names, for each library, the
modules of this package that fill it, and ``library_primitives(lib)`` (what a language or a
`require` asks for) imports those first. A program in `#lang racket/base` so never loads
srfi/1, racket/set or rackunit. A new library module is one row of ``LIBRARY_MODULES``
(``tests/test_primitive_libraries.py`` checks that the table names every module that
defines into a library). ``all_libraries()`` loads them all (completion lists, tests).
"""
from __future__ import annotations

import sys
from importlib import import_module
from typing import Any, Callable

from minischeme.values.procedures import Primitive

LIBRARIES: dict[str, dict[str, Any]] = {}
_ALL: dict[str, Any] = {}
_MODULE_LIBRARY: dict[str, str] = {}  # Python module name -> the library it defines
DEFINED_IN: dict[str, dict[str, str]] = {}  # library -> name -> the module that defined it

# The modules of this package that fill each library (the package's own name left off), in
# the order they load. A module may fill several libraries (base_data: racket/vector too);
# what a module needs from another it imports itself.
LIBRARY_MODULES: dict[str, tuple[str, ...]] = {
    "racket/base": ("base_numbers", "exact_rationals", "base_transcendental", "complex_elementary", "assoc_tables", "member_tables", "merge_sort", "base_lists", "base_strings", "base_data", "bytes",
                    "base_io", "base_structs", "sandbox", "control", "pseudo_random",
                    "racket_regexp", "sequences", "file_ports", "file_system", "paths", "racket_thread",
                    "base_bits", "base_maps", "continuation_prompts", "namespace_anchors",
                    "eval_namespaces", "syntax_objects", "hash_codes", "base_dates", "port_locations",
                    "base_system", "base_byte_encodings", "arities", "path_elements",
                    "reader_graphs", "base_srcloc", "base_logging", "continuation_marks",
                    "base_struct_types", "base_semaphores", "variable_references"),
    "racket/bool": ("base_data",),
    "racket/vector": ("base_data", "base_maps"),
    "racket/format": ("base_io",),
    "racket/file": ("file_ports", "file_system"),
    "racket/path": ("paths", "file_system", "path_elements"),
    "racket/port": ("sandbox", "racket_port"),
    "racket/system": ("sandbox",),
    "racket/list": ("racket_list", "pseudo_random"),
    "racket/function": ("racket_list", "arities"),
    "racket/math": ("racket_math",),
    "racket/string": ("racket_string",),
    "racket/bytes": ("racket_bytes",),
    "racket/pretty": ("racket_pretty",),
    "racket/set": ("racket_set",),
    "racket/hash": ("racket_hash",),
    "racket/dict": ("racket_dict",),
    "data/heap": ("data_heap",),
    "data/queue": ("data_queue",),
    "data/gvector": ("data_gvector",),       # its loops: forms/vector_loops.py
    "data/bit-vector": ("data_bit_vector",),
    "data/integer-set": ("data_integer_set",),
    "srfi/43": ("srfi_43",),
    "racket/future": ("racket_future",),     # for/async: forms/library_forms.py
    # number_vectors: the fxvectors and flvectors both share; their loops: forms/vector_loops.py
    "racket/fixnum": ("number_vectors", "racket_fixnum"),
    "racket/flonum": ("number_vectors", "racket_flonum"),
    "file/md5": ("file_digests",),
    "file/sha1": ("file_digests",),
    "json": ("racket_json",),
    "openssl/md5": ("file_digests",),
    "openssl/sha1": ("file_digests",),
    "typed/racket": ("typed_racket",),
    "htdp": ("htdp_strings", "htdp_lists", "htdp_posn", "htdp_questions"),
    "htdp/beginner": ("htdp_beginner",),    # htdp/bsl's narrower arities
    "2htdp/batch-io": ("htdp_batch_io",),
    "2htdp/itunes": ("htdp_itunes",),
    "htdp/dir": ("htdp_dir",),
    "racket/serialize": ("racket_serialize",),
    "2htdp/web-io": ("htdp_web_io",),
    "2htdp/abstraction": ("htdp_abstraction",),
    "racket/generator": ("racket_generator",),
    "math/number-theory": ("math_number_theory", "math_modular", "math_quadratic",
                           "math_combinatorics"),
    "math/base": ("math_base",),
    "math/statistics": ("math_statistics",),
    "eopl": ("eopl", "sllgen"),
    "racket/control": ("continuation_prompts",),
    "racket/promise": ("racket_promise",),
    "racket/sequence": ("racket_sequence",),
    "racket/stream": ("racket_stream", "racket_contract"),   # stream/c is a contract
    "racket/trace": ("racket_trace",),
    "racket/random": ("racket_random",),
    "racket/date": ("racket_date",),
    "syntax/for-body": ("syntax_for_body",),
    "syntax/stx": ("syntax_stx",),
    "racket/stxparam": ("syntax_objects",),  # its forms: forms/syntax_parameters.py
    "racket/cmdline": ("racket_cmdline",),
    "racket/match": ("control",),        # exn:misc:match?; its forms: match.py
    "racket/struct": ("base_structs",),
    "racket/class": ("racket_class",),   # its forms: forms/classes.py
    "racket/unit": ("racket_unit",),     # its forms: forms/units.py
    "racket/contract": ("racket_contract", "dependent_arrows"),
    "rackunit": ("rackunit",),
    "rackunit/log": ("rackunit",),
    "srfi/1": ("srfi_1",),
    "srfi/13": ("srfi_13",),
    "srfi/19": ("srfi_19",),
    "srfi/78": ("srfi_78",),
    "srfi/42": ("srfi_42",),
    "srfi/41": ("srfi_41",),
    "srfi/48": ("srfi_48",),
    "srfi/25": ("srfi_25",),
    "srfi/60": ("srfi_60",),
    "simply-scheme": ("simply",),
    "syntax/parse": ("syntax_objects",),
    "racket/syntax": ("syntax_objects",),
    "rnrs/mutable-pairs-6": ("rnrs_mutable_pairs",),
    "compatibility/mlist": ("compatibility_mlist",),
    "r5rs": ("r5rs",),        # its forms: forms/r5rs.py and the expander (r5rs_forms)
    "sicp": ("sicp",),
    "racket/exn": ("racket_exn",),
    "racket/undefined": ("racket_undefined",),
    "racket/extflonum": ("racket_extflonum",),
    "test-engine/racket-tests": ("test_engine",),
    "plai": ("plai",),                         # its forms: forms/plai_tests.py
    "racket/unsafe/ops": ("racket_unsafe_ops",),
    "racket/sandbox": ("racket_sandbox",),   # its forms: forms/racket_sandbox.py
    "wxme": ("wxme",),
    "parser-tools/lex": ("lexer_regexps", "lexers"),          # its forms: forms/parser_tools.py
    "parser-tools/lex-sre": ("lexer_regexps",),
    "parser-tools/yacc": ("lalr_tables", "parsers"),
    "syntax/readerr": ("syntax_readerr",),        # lalr_tables: its tables, no primitives
}

# The helpers that expansions embed (`%with-handlers`, `%parameterize`, `%make-promise`,
# rackunit's `%check` ...): every name that starts with `%` goes into this library, which
# no language or `require` brings, so user code sees them as unbound names, as in Racket;
# ``lookup_primitive`` still finds them.
INTERNAL = "#%minischeme-internal"

_loaded: set[str] = set()     # the libraries whose modules are imported
_MISSING = object()


def library(name: str) -> None:
    """Primitives defined in the calling Python module belong to library ``name``."""
    _MODULE_LIBRARY[sys._getframe(1).f_globals["__name__"]] = name
    LIBRARIES.setdefault(name, {})


def define(name: str, min_args: int = 0, max_args: int | None = -1,
           lib: str | None = None) -> Callable:
    """Register the decorated Python function as the primitive ``name``.

    ``max_args`` defaults to ``min_args``; pass None for any number of arguments.
    """
    def register(fn: Callable) -> Callable:
        hi = min_args if max_args == -1 else max_args
        p = Primitive(name, fn, min_args, hi)
        _add(name, p, lib or _MODULE_LIBRARY.get(fn.__module__, "racket/base"), fn.__module__)
        return fn
    return register


def add(name: str, value: Any, lib: str | None = None) -> None:
    """Register any value (a procedure, a constant such as `pi`) under ``name``."""
    module = sys._getframe(1).f_globals["__name__"]
    _add(name, value, lib or _MODULE_LIBRARY.get(module, "racket/base"), module)


# how many registrations there have been: what was merged from the libraries (a language's
# names, interpreter.language_imports) holds while it is unchanged
_VERSION = [0]


def registry_version() -> int:
    """A number that changes whenever a primitive is registered (a library loads)."""
    return _VERSION[0]


def _add(name: str, value: Any, lib: str, module: str) -> None:
    _VERSION[0] += 1
    if name.startswith("%"):
        lib = INTERNAL
    LIBRARIES.setdefault(lib, {})[name] = value
    DEFINED_IN.setdefault(lib, {})[name] = module
    if lib.startswith("racket") or lib in ("rackunit", INTERNAL):  # simply-scheme only shadows
        _ALL.setdefault(name, value)


def load_library(lib: str) -> None:
    """Import the modules that fill library ``lib`` (once; an unknown name loads nothing)."""
    if lib in _loaded:
        return
    for module in LIBRARY_MODULES.get(lib, ()):
        import_module(f"{__package__}.{module}")
    _loaded.add(lib)


def library_primitives(lib: str) -> dict[str, Any]:
    """The primitives of library ``lib`` by name (its modules loaded first)."""
    load_library(lib)
    return LIBRARIES.get(lib, {})


def lookup_primitive(name: str) -> Any:
    """The primitive ``name`` of Racket's own libraries (for expansions that embed
    procedures). A name no loaded library has loads racket/base (where most of the helpers
    expansions embed live), and if it is not there either, every library."""
    found = _ALL.get(name, _MISSING)
    if found is _MISSING:
        load_library("racket/base")
        found = _ALL.get(name, _MISSING)
    if found is _MISSING:
        all_libraries()
        found = _ALL[name]
    return found


def loaded_primitive(name: str) -> Any:
    """The primitive ``name`` if a library already loaded defines it, else None (loads
    nothing: for tables keyed by primitives, such as the code generator's inliners)."""
    return _ALL.get(name)


def loaded_library_primitive(lib: str, name: str) -> Any:
    """The value ``name`` of library ``lib`` if a module filling it is loaded, else None
    (loads nothing: the expander and code generator ask whether a call's operator is
    racket/list's ``count``, which a program that never loaded racket/list cannot name)."""
    return LIBRARIES.get(lib, {}).get(name)


def registered_count() -> int:
    """How many of Racket's own primitives are registered (it grows as libraries load)."""
    return len(_ALL)


def all_libraries() -> dict[str, dict[str, Any]]:
    """Every library by name, all of them loaded (completion lists, the fuzzer, tests)."""
    for lib in LIBRARY_MODULES:
        load_library(lib)
    return LIBRARIES


libraries = all_libraries   # (the older name)
