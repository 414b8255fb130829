"""Languages and requirable modules: which primitive libraries and forms each one brings.

A language is named by a file's `#lang` line (or `--lang` for bare files). Adding one is
adding a row here.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from minischeme.forms import eopl_sllgen, math_modulus, namespace_anchors, racket_control, racket_sandbox  # noqa: F401  (their forms register)
from minischeme.forms import classes, defmacro, generators, htdp, srfi41_streams, units  # noqa: F401  (their forms register)
from minischeme.forms import generics, macro_testing, parser_tools, plai_tests, plai_types, runtime_paths  # noqa: F401  (their forms register)
from minischeme.forms import r5rs as r5rs_forms  # noqa: F401  (its forms register)
from minischeme.forms import performance_hints, syntax_parameters, variable_references  # noqa: F401  (their forms register)
from minischeme.forms.vector_loops import GVECTOR_LOOPS, NUMBER_LOOPS
from minischeme.forms.syntax_parse import TRANSFORMER_BASE
from minischeme.forms.typed import erase_module
from minischeme.expansion.syntax import MODULE_ILLEGAL_FORMS
from minischeme.expansion import teaching

RACKET_LIBS = ["racket/base", "racket/list", "racket/string", "racket/math", "racket/bool", "racket/vector",
               "racket/function", "racket/format", "racket/match"]
# `racket` also brings racket/file, racket/path and racket/system, `scheme` scheme/file:
# racket/system's procedures are refused when called (primitives/sandbox.py), but a file
# that mentions them loads.
FULL_RACKET_LIBS = RACKET_LIBS + ["racket/file", "racket/path", "racket/port", "racket/system", "racket/set",
                                  "racket/stream", "racket/pretty", "racket/contract", "racket/dict",
                                  "racket/cmdline", "racket/promise", "racket/sequence", "racket/class",
                                  "racket/unit", "racket/future", "racket/bytes"]

# Forms that exist only once their module is required (in racket/base they are unbound).
MODULE_FORMS = {
    "racket/match": {"match", "match*", "match/values", "match-define", "match-define-values", "match-lambda", "match-let",
                     "match-let*", "match-let-values", "match-let*-values", "define/match", "define-match-expander"},
    "racket/function": {"thunk", "thunk*"},
    "racket/set": {f"{loop}/{kind}" for loop in ("for", "for*")
                   for kind in ("set", "seteq", "seteqv", "mutable-set", "mutable-seteq",
                                "mutable-seteqv")},
    # racket/promise's forms (forms/core.py): `racket/base` has none of them
    "racket/promise": {"delay", "lazy", "delay/name", "delay/strict", "delay/sync", "delay/thread",
                       "delay/idle"},
    "racket/stream": {"stream-cons", "stream", "stream*", "for/stream", "for*/stream", "stream-lazy"},
    "racket/trace": {"trace", "untrace"},
    "racket/cmdline": {"command-line"},
    "racket/class": classes.FORMS,
    "racket/unit": units.FORMS,
    "racket/contract": {"define/contract", "->i", "recursive-contract", "parametric->/c", "struct/c",
                        "flat-rec-contract", "flat-murec-contract"},
    # racket/contract/base: racket/contract without racket/contract/region's define/contract
    "racket/contract/base": {"->i", "recursive-contract", "parametric->/c", "struct/c",
                             "flat-rec-contract", "flat-murec-contract"},
    "srfi/78": {"check", "check-ec"},
    "srfi/26": {"cut", "cute"},
    # srfi/41's stream-cons is racket/stream's (the same macro in Racket); its `stream`
    # ends in srfi/41's stream-null (forms/library_forms.py asks which module is required)
    "srfi/41": {"stream-cons", "stream", "stream-lambda", "define-stream", "stream-let",
                "stream-match", "stream-of"},
    # `syntax`, `quasisyntax` and `quote-syntax` are racket/base's (a `#'name` in a
    # syntax-rules template is evaluated at run time: syntax as data, its datum)
    "syntax/parse": {"syntax-parse", "syntax-parser", "define-syntax-class",
                     "define-splicing-syntax-class", "attribute",
                     "with-syntax", "begin-for-syntax", "define-for-syntax",
                     "syntax/loc", "quasisyntax/loc"},
    "racket/syntax": {"with-syntax*"},
    # racket/base's own syntax forms (run-time `syntax-case`, `with-syntax` ...; and the
    # forms that run code for transformers): the htdp, simply-scheme and eopl languages
    # have none of them. Kept under syntax/parse too, which enabled them before.
    "racket/base": {"syntax-case", "with-syntax", "begin-for-syntax", "define-for-syntax",
                    "syntax/loc", "quasisyntax/loc",
                    # the logging forms (forms/logging.py)
                    "log-fatal", "log-error", "log-warning", "log-info", "log-debug",
                    "define-logger"},
    "syntax/parse/define": {"define-syntax-parser", "define-simple-macro",
                            "define-syntax-parse-rule"},
    "eopl": {"delay", "define-datatype", "cases", "sllgen:make-define-datatypes", "sllgen:make-string-parser",
             "sllgen:make-string-scanner", "sllgen:list-define-datatypes", "sllgen:show-define-datatypes",
             "sllgen:make-stream-parser", "sllgen:make-stream-scanner"},
    "racket/shared": {"shared"},
    "racket/block": {"block"},
    "racket/performance-hint": performance_hints.FORMS,
    "racket/generic": {"define-generics"},
    "racket/runtime-path": runtime_paths.FORMS,
    "syntax/macro-testing": macro_testing.FORMS,
    "compatibility/defmacro": {"define-macro", "defmacro"},
    "mzlib/defmacro": {"define-macro", "defmacro"},
    "srfi/42": {"do-ec", "list-ec", "append-ec", "string-ec", "string-append-ec", "vector-ec",
                "sum-ec", "product-ec", "min-ec", "max-ec", "any?-ec", "every?-ec", "first-ec",
                "last-ec", "fold-ec", "fold3-ec"},
    "rackunit": {"check-equal?", "check-not-equal?", "check-eq?", "check-not-eq?", "check-eqv?",
                 "check-not-eqv?", "check-within", "test-within", "check-true", "check-false", "check-pred", "check-=", "check-exn", "check-not-exn",
                 "check", "check-not-false", "check-match", "test-case", "test-suite", "test-begin",
                 "fail", "test-check", "test-equal?", "test-eq?", "test-eqv?",
                 "test-true", "test-false", "test-pred", "test-=", "test-exn", "test-not-exn",
                 "test-not-false", "with-check-info", "define-simple-check", "define-binary-check",
                 "define-check", "define-test-suite"},
}

# the modules whose `provide/contract` (the older contract-out) a module may use
CONTRACT_MODULES = frozenset({"racket/contract", "racket/contract/base"})


# racket/base's syntax forms, and (TRANSFORMER_BASE) racket/base in the transformer
# environment, which procedural transformers need (forms/syntax_parse.py)
_BASE = ["racket/base"]
_BASE_AND_TRANSFORMERS = ["racket/base", TRANSFORMER_BASE]


@dataclass
class Language:
    """What a language provides: libraries, and how top-level results print."""

    name: str
    libraries: list[str]
    print_mode: str = "print"  # 'print' (with quote, racket) or 'write' (scheme)
    modules: list[str] = field(default_factory=list)  # modules whose forms it includes
    illegal_forms: dict[str, str] = field(default_factory=dict)  # form name -> syntax error
    absent: frozenset = frozenset()  # names of its libraries the language does not have
    prints_results: bool = True  # module-level results printed (#lang eopl's module begin does not)
    # what a module in the language is, as a module in its base language: the top-level
    # data (datum, position) rewritten before expansion (typed/racket's types erased)
    lowering: Callable[[list], list] | None = None
    # the only forms it has (None: racket/base's); a module it requires brings its own
    forms: frozenset | None = None
    mpair_braces: bool = True  # print-mpair-curly-braces: mutable pairs written {1 2}
    provides_all: bool = False  # every name the module defines is provided (#lang plai)


# `#lang eopl` (Essentials of Programming Languages): a Scheme whose procedures are exactly
# these (Racket 8.7's module->exports of eopl, apply and the file procedures being forms
# there); every other racket/base name is unbound in it, as `add1` is in Racket.
EOPL_NAMES = frozenset("""
    * + - / < <= = > >= abs acos always? angle append asin assoc assq assv atan boolean? caaaar
    caaadr caaar caadar caaddr caadr caar cadaar cadadr cadar caddar cadddr caddr cadr
    call-with-current-continuation call-with-values car cdaaar cdaadr cdaar cdadar cdaddr cdadr
    cdar cddaar cddadr cddar cdddar cddddr cdddr cddr cdr ceiling char->integer char-alphabetic?
    char-ci<=? char-ci<? char-ci=? char-ci>=? char-ci>? char-downcase char-lower-case?
    char-numeric? char-ready? char-upcase char-upper-case? char-whitespace? char<=? char<?
    char=? char>=? char>? char? close-input-port close-output-port collect-garbage complex? cons
    cos current-error-port current-input-port current-output-port denominator display
    dynamic-wind empty eof-object? eopl:error eopl:pretty-print eopl:printf eq? equal? eqv? eval
    even? exact->inexact exact? exp expt floor flush-output for-each force gcd imag-part
    inexact->exact inexact? input-port? install-eopl-exception-handler integer->char integer?
    lcm length list list->string list->vector list-of list-ref list-tail list? load log
    magnitude make-parameter make-polar make-rectangular make-string make-vector map max maybe
    member memq memv min modulo negative? newline not null? number->string number? numerator
    odd? output-port? pair? peek-char positive? print-struct procedure? quotient rational?
    rationalize read read-char real-part real? remainder reverse round sin sllgen:make-rep-loop
    sqrt string string->list string->number string->symbol string-append string-ci<=?
    string-ci<? string-ci=? string-ci>=? string-ci>? string-copy string-fill! string-length
    string-ref string-set! string<=? string<? string=? string>=? string>? string? substring
    symbol->string symbol? tan truncate values vector vector->list vector-fill! vector-length
    vector-ref vector-set! vector? write write-char zero? apply call-with-input-file
    call-with-output-file open-input-file open-output-file with-input-from-file
    with-output-to-file
""".split())


class _AllBut:
    """The names of a language's libraries outside ``keep`` (a Language's ``absent``),
    found when a namespace is made, once the libraries are loaded."""

    def __init__(self, libraries: tuple[str, ...], keep: frozenset) -> None:
        self.libraries, self.keep = libraries, keep

    def __iter__(self) -> Any:
        from minischeme.primitives.registry import library_primitives
        names = {n for lib in self.libraries for n in library_primitives(lib)}
        return iter(sorted(names - self.keep))


LANGUAGES: dict[str, Language] = {
    "racket": Language("racket", FULL_RACKET_LIBS, "print", ["racket/match", "racket/set", "racket/stream",
                                                             "racket/contract", "racket/function",
                                                             "racket/shared", "racket/cmdline",
                                                             "racket/promise", "racket/class",
                                                             "racket/unit", "racket/future",
                                                             *_BASE_AND_TRANSFORMERS]),
    "racket/base": Language("racket/base", ["racket/base"], "print", _BASE),
    # legacy #lang scheme: `struct` is a unit-signature form there; students use define-struct
    # (scheme has racket/path's, racket/port's, racket/contract's, racket/cmdline's,
    # racket/unit's and racket/shared's names too, racket 8.7's namespace says)
    "scheme": Language("scheme", RACKET_LIBS + ["racket/file", "racket/pretty", "racket/promise", "racket/dict",
                                                "racket/class", "racket/path", "racket/port",
                                                "racket/contract", "racket/cmdline", "racket/unit"],
                       "write",
                       ["racket/match", "racket/function", "racket/promise", "racket/class",
                        "racket/contract", "racket/shared", "racket/cmdline", "racket/unit",
                        *_BASE_AND_TRANSFORMERS],
                       {"struct": "illegal use of signature form"},
                       # scheme is Racket 4's language: these came later (racket 8.7 says so)
                       frozenset({"hash", "hasheq", "hasheqv", "sequence->list",
                                  "~a", "~e", "~r", "~s", "~v"})),
    "scheme/base": Language("scheme/base", ["racket/base"], "write", _BASE),
    "simply-scheme": Language("simply-scheme", ["racket/base", "simply-scheme"], "print"),
    "eopl": Language("eopl", ["racket/base", "racket/promise", "eopl"], "print", ["eopl"],
                     absent=_AllBut(("racket/base", "racket/promise"), EOPL_NAMES),  # type: ignore[arg-type]
                     prints_results=False),
}

# R5RS as Racket's r5rs library has it (`#lang r5rs`, `(require r5rs)`), and `#lang sicp`
# (the sicp package: r5rs and the book's extras). Their pairs are mutable pairs: r5rs's
# procedures (primitives/r5rs.py) are racket/base's mcons, mcar ... and compatibility/mlist's,
# and where the "r5rs" module's forms are enabled the expander makes quoted data, quasiquoted
# data and rest arguments mutable lists and lets `if` leave out its else. Only these names
# are bound (Racket 8.7's module->exports of sicp; `list`, `cadr` ... are forms there for
# speed, procedures here); every other racket/base name is unbound, as `displayln` is.
SICP_EXTRAS = frozenset("nil the-empty-stream stream-null? inc dec runtime random true false error "
                        "identity".split())
SICP_NAMES = frozenset("""
    * + - / < <= = > >= abs acos angle append apply asin assoc assq assv atan boolean? caaaar
    caaadr caaar caadar caaddr caadr cadaar cadadr cadar caddar cadddr caddr
    call-with-current-continuation call-with-values car cdaaar cdaadr cdaar cdadar cdaddr
    cdadr cddaar cddadr cddar cdddar cddddr cdddr cdr ceiling char->integer char-alphabetic?
    char-ci<=? char-ci<? char-ci=? char-ci>=? char-ci>? char-downcase char-lower-case?
    char-numeric? char-ready? char-upcase char-upper-case? char-whitespace? char<=? char<?
    char=? char>=? char>? char? close-input-port close-output-port complex? cons cos
    current-error-port current-input-port current-output-port dec denominator display
    dynamic-wind eof-object? eq? equal? eqv? error eval even? exact->inexact exact? exp expt
    false floor flush-output for-each force gcd identity imag-part inc inexact->exact
    inexact? input-port? integer->char integer? interaction-environment lcm length
    list->string list->vector list-ref list-tail list? load log magnitude make-polar
    make-rectangular make-string make-vector map max member memq memv min modulo negative?
    newline nil not null-environment null? number->string number? numerator odd? output-port?
    pair? peek-char positive? procedure? quotient random rational? rationalize read read-char
    real-part real? remainder reverse round runtime scheme-report-environment set-car!
    set-cdr! sin sqrt stream-null? string string->list string->number string->symbol
    string-append string-ci<=? string-ci<? string-ci=? string-ci>=? string-ci>? string-copy
    string-fill! string-length string-ref string-set! string<=? string<? string=? string>=?
    string>? string? substring symbol->string symbol? tan the-empty-stream transcript-off
    transcript-on true truncate values vector vector->list vector-fill! vector-length
    vector-ref vector-set! vector? write write-char zero?
    caar cadr cdar cddr list call-with-input-file call-with-output-file open-input-file
    open-output-file with-input-from-file with-output-to-file
""".split())
R5RS_NAMES = SICP_NAMES - SICP_EXTRAS
# their forms (the `#%` ones, and syntax-rules inside define-syntax, are always there)
R5RS_FORMS = frozenset("""
    and begin case cond define define-syntax delay do else if lambda let let* let-syntax letrec
    letrec-syntax or quasiquote quote set! unquote unquote-splicing => syntax-rules
""".split())
SICP_FORMS = R5RS_FORMS | {"cons-stream", "amb"}
LANGUAGES["sicp"] = Language("sicp", ["racket/base", "r5rs", "sicp"], "write", ["r5rs", "sicp"],
                             absent=_AllBut(("racket/base", "r5rs", "sicp"), SICP_NAMES),  # type: ignore[arg-type]
                             forms=SICP_FORMS, mpair_braces=False)
# `#lang r5rs` prints no results (its module begin is #%plain-module-begin); values in its
# error messages print as racket's do, mutable pairs in parentheses
LANGUAGES["r5rs"] = Language("r5rs", ["racket/base", "r5rs"], "print", ["r5rs"],
                             absent=_AllBut(("racket/base", "r5rs"), R5RS_NAMES),  # type: ignore[arg-type]
                             prints_results=False, forms=R5RS_FORMS, mpair_braces=False,
                             lowering=r5rs_forms.fold_case)     # its reader folds case

# Typed Racket: a typed module runs as its untyped erasure (forms/typed.py), which is how
# Racket runs one that type-checks; `assert` is its one procedure racket lacks.
_RACKET_MODULES = ["racket/match", "racket/set", "racket/stream", "racket/contract", "racket/function",
                   "racket/shared", "racket/cmdline", "racket/promise", "racket/class",
                   "racket/unit", "racket/future", *_BASE_AND_TRANSFORMERS]
LANGUAGES["typed/racket"] = Language("typed/racket", FULL_RACKET_LIBS + ["typed/racket"], "print",
                                     _RACKET_MODULES, lowering=erase_module)
LANGUAGES["typed/racket/base"] = Language("typed/racket/base", ["racket/base", "typed/racket"], "print",
                                          _BASE, lowering=erase_module)

# How to Design Programs' teaching languages (a file DrRacket saved in one starts with a
# `#reader` header: reading/student_header.py): racket's procedures, the test forms (which
# report nothing under `racket FILE`), results printed as the teaching languages print
# them (forms/htdp.py).
# htdp/isl+ and htdp/asl have `recur`; htdp/asl `shared`, `match`, `delay` and `force`.
_TEACHING_MODULES = {"htdp/isl+": ["htdp/recur"],
                     "htdp/asl": ["htdp/recur", "racket/shared", "racket/match", "racket/promise",
                                  "htdp/advanced"]}
# Only the names a level provides are bound (`vector` in htdp/bsl is "this function is not
# defined"; a library the program requires brings its own).
for _level in ("htdp/bsl", "htdp/bsl+", "htdp/isl", "htdp/isl+", "htdp/asl"):
    _libraries = (RACKET_LIBS + ["htdp"] + (["racket/promise"] if _level == "htdp/asl" else [])
                  + (["htdp/beginner"] if _level in ("htdp/bsl", "htdp/bsl+") else []))
    LANGUAGES[_level] = Language(_level, _libraries,
                                 "htdp", ["htdp", *_TEACHING_MODULES.get(_level, [])],
                                 lowering=htdp.question_lowering(_level),
                                 absent=_AllBut(tuple(_libraries), teaching.provided_names(_level)))  # type: ignore[arg-type]
MODULE_FORMS["htdp"] = set(htdp.TEST_FORMS)
MODULE_FORMS["htdp/recur"] = {"recur"}
# htdp/asl's marker: its `define-struct` makes a mutator per field (forms/structs.py), also
# where a racket module requires lang/htdp-advanced
MODULE_FORMS["htdp/advanced"] = set()
# test-engine/racket-tests: the same forms recording tests that `(test)` runs and reports
# (forms/test_engine.py, primitives/test_engine.py)
MODULE_FORMS["test-engine/racket-tests"] = set(htdp.TEST_FORMS) - {"check-random"}

# `#lang plai` (Programming Languages: Application and Interpretation): racket with plai's
# test harness (forms/plai_tests.py, primitives/plai.py; its `error` raises exn:plai),
# define-type and type-case (forms/plai_types.py), and no `provide`: the module provides
# every name it defines. Not supported: the harness's inspector (it sees into the module's
# opaque structs).
MODULE_FORMS["plai"] = set(plai_tests.FORMS) | set(plai_types.FORMS)
LANGUAGES["plai"] = Language("plai", FULL_RACKET_LIBS + ["plai"], "print",
                             [*LANGUAGES["racket"].modules, "plai"],
                             {"provide": "The PLAI language provides all defined names"},
                             provides_all=True)

LANGUAGE_ALIASES = {"typed/racket/no-check": "typed/racket", "typed/racket/base/no-check": "typed/racket/base",
                    "planet dyoo/simply-scheme": "simply-scheme", "planet dyoo/simply-scheme:2:2": "simply-scheme",
                    "planet dyoo/simply-scheme:2": "simply-scheme", "racket/gui": "racket",
                    "racket/gui/base": "racket"}

# `(require NAME)`: the primitive libraries and form modules each module path brings.
REQUIRABLE: dict[str, tuple[list[str], list[str]]] = {
    "racket": (FULL_RACKET_LIBS, _RACKET_MODULES),
    "racket/base": (["racket/base"], _BASE_AND_TRANSFORMERS),
    # required into an untyped module, typed/racket's forms mean nothing there: `assert`
    "typed/racket": (FULL_RACKET_LIBS + ["typed/racket"], _RACKET_MODULES),
    "typed/racket/base": (["racket/base", "typed/racket"], _BASE_AND_TRANSFORMERS),
    "racket/list": (["racket/list"], []),
    "racket/string": (["racket/string"], []),
    "racket/bytes": (["racket/bytes"], []),
    "racket/math": (["racket/math"], []),
    "racket/bool": (["racket/bool"], []),
    "racket/function": (["racket/function"], ["racket/function"]),
    "racket/format": (["racket/format"], []),
    "racket/match": ([], ["racket/match"]),
    "racket/local": ([], []),
    "racket/block": ([], ["racket/block"]),
    "racket/performance-hint": ([], ["racket/performance-hint"]),   # forms/performance_hints.py
    # define-generics (forms/generics.py); define/generic inside a struct's #:methods
    "racket/generic": ([], ["racket/generic"]),
    "racket/struct": (["racket/struct"], []),
    "racket/vector": (["racket/vector"], []),
    "racket/set": (["racket/set"], ["racket/set"]),
    "racket/hash": (["racket/hash"], []),
    "racket/dict": (["racket/dict"], []),
    "data/heap": (["data/heap"], []),
    "data/queue": (["data/queue"], []),
    "2htdp/batch-io": (["2htdp/batch-io"], []),     # primitives/htdp_batch_io.py
    "2htdp/itunes": (["2htdp/itunes"], []),         # primitives/htdp_itunes.py
    "htdp/dir": (["htdp/dir"], []),                 # primitives/htdp_dir.py
    "racket/serialize": (["racket/serialize"], []),
    "2htdp/web-io": (["2htdp/web-io"], []),         # primitives/htdp_web_io.py
    # HtDP 2e's loops and `match` for the teaching languages: racket's for forms (which
    # every language here has) and racket/match (its for/list over a string gives
    # characters, where 2htdp/abstraction's gives 1Strings; define-type is not provided)
    "2htdp/abstraction": (["2htdp/abstraction"], ["racket/match"]),
    "json": (["json"], []),
    "racket/control": (["racket/control"], []),
    "racket/stream": (["racket/stream"], ["racket/stream"]),
    "racket/promise": (["racket/promise"], ["racket/promise"]),
    "racket/sequence": (["racket/sequence"], []),
    "racket/port": (["racket/port"], []),
    "racket/pretty": (["racket/pretty"], []),
    "racket/trace": (["racket/trace"], ["racket/trace"]),
    # PLT Scheme's (lib "trace.ss"): the same trace and untrace
    "mzlib/trace": (["racket/trace"], ["racket/trace"]),
    "racket/cmdline": (["racket/cmdline"], ["racket/cmdline"]),
    "racket/class": (["racket/class"], ["racket/class"]),
    # in a typed module its class forms erased as the module is (forms/typed.py)
    "typed/racket/class": (["racket/class"], ["racket/class"]),
    "racket/unit": (["racket/unit"], ["racket/unit"]),
    "racket/contract": (["racket/contract"], ["racket/contract"]),
    # every contract minischeme has is racket/contract/base's (define/contract is not)
    "racket/contract/base": (["racket/contract"], ["racket/contract/base"]),
    "rackunit": (["rackunit"], ["rackunit"]),
    "rackunit/text-ui": (["rackunit"], ["rackunit"]),
    "rackunit/log": (["rackunit/log"], []),
    "simply-scheme": (["simply-scheme"], []),
    "srfi/1": (["srfi/1"], []),
    "srfi/13": (["srfi/13"], []),
    "srfi/19": (["srfi/19"], []),
    "srfi/78": (["srfi/78"], ["srfi/78"]),
    "srfi/42": (["srfi/42"], ["srfi/42"]),
    "srfi/41": (["srfi/41"], ["srfi/41"]),
    "srfi/48": (["srfi/48"], []),
    "srfi/43": (["srfi/43"], []),
    "srfi/60": (["srfi/60"], []),                   # primitives/srfi_60.py
    # srfi/25's arrays, by each name Racket loads them under
    "srfi/25": (["srfi/25"], []),
    "srfi/25/array": (["srfi/25"], []),
    "srfi/%3a25": (["srfi/25"], []),
    "srfi/%3a25/multi-dimensional-arrays": (["srfi/25"], []),
    "srfi/26": ([], ["srfi/26"]),
    "racket/shared": ([], ["racket/shared"]),
    "racket/runtime-path": ([], ["racket/runtime-path"]),
    "compatibility/defmacro": ([], ["compatibility/defmacro"]),
    "mzlib/defmacro": ([], ["mzlib/defmacro"]),
    "syntax/parse": (["syntax/parse"], ["syntax/parse"]),
    "syntax/parse/define": (["syntax/parse"], ["syntax/parse", "syntax/parse/define"]),
    "syntax/parse/lib/function-header": (["syntax/parse"], ["syntax/parse"]),
    "racket/syntax": (["racket/syntax", "syntax/parse"], ["racket/syntax"]),
    "racket/file": (["racket/file"], []),
    "racket/path": (["racket/path"], []),
    # it loads, but its procedures refuse to run (primitives/sandbox.py)
    "racket/system": (["racket/system"], []),
}

# racket/generator: generators run their bodies on threads of their own (its primitives)
MODULE_FORMS["racket/generator"] = {"generator", "infinite-generator", "in-generator"}
REQUIRABLE["racket/generator"] = (["racket/generator"], ["racket/generator"])
REQUIRABLE["math/number-theory"] = (["math/number-theory"], [])
# math: math/base (racket/math and more) and math/number-theory as far as minischeme has
# them; its arrays, matrices, flonum library, special functions and distributions are not
# here: a program using one stops with Racket's unbound-identifier error naming it
REQUIRABLE["math/base"] = (["racket/math", "math/base"], [])
REQUIRABLE["math/statistics"] = (["math/statistics"], [])
REQUIRABLE["math"] = (["racket/math", "math/base", "math/number-theory", "math/statistics"], [])
REQUIRABLE["rnrs/mutable-pairs-6"] = (["rnrs/mutable-pairs-6"], [])
REQUIRABLE["compatibility/mlist"] = (["compatibility/mlist"], [])
# r5rs's procedures and forms in another language (its `cons`, `car` ... then mutable pairs'),
# and the sicp package's
REQUIRABLE["r5rs"] = (["r5rs"], ["r5rs"])
REQUIRABLE["sicp"] = (["r5rs", "sicp"], ["r5rs", "sicp"])
# racket/mpair and scheme/mpair: compatibility/mlist under its older names (in Racket too,
# both re-export it)
REQUIRABLE["racket/mpair"] = REQUIRABLE["scheme/mpair"] = REQUIRABLE["compatibility/mlist"]
REQUIRABLE["racket/exn"] = (["racket/exn"], [])
# `(require plai)` in another language: its harness, define-type and type-case, and its
# `error` (forms/plai_tests.py, forms/plai_types.py, primitives/plai.py)
REQUIRABLE["plai"] = (["plai"], ["plai"])
MODULE_ILLEGAL_FORMS["plai"] = {"provide": LANGUAGES["plai"].illegal_forms["provide"]}   # (its own)
REQUIRABLE["racket/undefined"] = (["racket/undefined"], [])
REQUIRABLE["racket/extflonum"] = (["racket/extflonum"], [])
# syntax/macro-testing: compile-time errors raised at run time (forms/macro_testing.py)
REQUIRABLE["syntax/macro-testing"] = ([], ["syntax/macro-testing"])
REQUIRABLE["test-engine/racket-tests"] = (["test-engine/racket-tests"], ["test-engine/racket-tests"])
REQUIRABLE["racket/unsafe/ops"] = (["racket/unsafe/ops"], [])
REQUIRABLE["racket/random"] = (["racket/random"], [])
REQUIRABLE["racket/date"] = (["racket/date"], [])
# racket/fixnum: fixnum arithmetic and fxvectors, with their loops (forms/vector_loops.py)
MODULE_FORMS["racket/fixnum"] = {name for name in NUMBER_LOOPS if "fx" in name}
REQUIRABLE["racket/fixnum"] = (["racket/fixnum"], ["racket/fixnum"])
# racket/flonum: flonum arithmetic and flvectors, with their loops
MODULE_FORMS["racket/flonum"] = {name for name in NUMBER_LOOPS if "fl" in name}
REQUIRABLE["racket/flonum"] = (["racket/flonum"], ["racket/flonum"])
# data/gvector: growable vectors, with for/gvector and for*/gvector
MODULE_FORMS["data/gvector"] = set(GVECTOR_LOOPS)
REQUIRABLE["data/gvector"] = (["data/gvector"], ["data/gvector"])
# data/bit-vector: vectors of booleans (primitives/data_bit_vector.py; no for/bit-vector)
REQUIRABLE["data/bit-vector"] = (["data/bit-vector"], [])
# data/integer-set: sets of integers as ranges (primitives/data_integer_set.py)
REQUIRABLE["data/integer-set"] = (["data/integer-set"], [])
# racket/future: futures run when touched (primitives/racket_future.py)
MODULE_FORMS["racket/future"] = {"for/async", "for*/async"}
REQUIRABLE["racket/future"] = (["racket/future"], ["racket/future"])
REQUIRABLE["syntax/for-body"] = (["syntax/for-body"], [])
REQUIRABLE["syntax/stx"] = (["syntax/stx"], [])
# racket/stxparam: syntax parameters, bound lexically by their own names
# (forms/syntax_parameters.py)
MODULE_FORMS["racket/stxparam"] = syntax_parameters.FORMS
REQUIRABLE["racket/stxparam"] = (["racket/stxparam"], ["racket/stxparam"])
# the EOPL language's own library, required into another language (`define-datatype`,
# `cases`, `eopl:error`, sllgen), and its eopl/datatype part (a course's `(require
# eopl/datatype)` in `#lang racket`), which the whole library serves
REQUIRABLE["eopl"] = REQUIRABLE["eopl/datatype"] = REQUIRABLE["eopl/eopl"] = (["eopl"], ["eopl"])
# schemeunit: rackunit under its PLT Scheme name (Racket 8.7 still has it)
REQUIRABLE["schemeunit"] = REQUIRABLE["schemeunit/text-ui"] = REQUIRABLE["rackunit"]
# racket/include: `include`, a form every module here has (forms/loading.py)
REQUIRABLE["racket/include"] = ([], [])
# racket/sandbox: evaluators of a module (or a language) in a namespace of their own, under
# limits (primitives/racket_sandbox.py, its forms forms/racket_sandbox.py); wxme: whether a
# port holds DrRacket's binary format (primitives/wxme.py)
REQUIRABLE["racket/sandbox"] = (["racket/sandbox"], [])
REQUIRABLE["wxme"] = (["wxme"], [])
for _digests in ("file/md5", "file/sha1", "openssl/md5", "openssl/sha1"):
    REQUIRABLE[_digests] = ([_digests], [])

# parser-tools: lexers and LALR(1) parsers (forms/parser_tools.py; primitives/lexers.py,
# lexer_regexps.py, lalr_tables.py, parsers.py); lex-sre's operators are procedures here
MODULE_FORMS["parser-tools/lex"] = parser_tools.LEX_FORMS
MODULE_FORMS["parser-tools/yacc"] = parser_tools.YACC_FORMS
REQUIRABLE["parser-tools/lex"] = (["parser-tools/lex"], ["parser-tools/lex"])
REQUIRABLE["parser-tools/lex-sre"] = (["parser-tools/lex-sre"], [])
REQUIRABLE["parser-tools/yacc"] = (["parser-tools/yacc"], ["parser-tools/yacc"])
# syntax/readerr: the read errors hand-written readers and parsers raise
REQUIRABLE["syntax/readerr"] = (["syntax/readerr"], [])

# `(require NAME)`: the macros it binds besides (by name; renamed by prefix-in and rename-in)
LIBRARY_MACROS: dict[str, dict[str, Any]] = {**racket_control.MACROS, **math_modulus.MACROS,
                                             **racket_sandbox.MACROS, **r5rs_forms.MACROS}


_OWNERS: list[tuple[int, dict[str, tuple[str, ...]]]] = []


def form_owners(name: str) -> tuple[str, ...]:
    """The library modules whose form ``name`` is (none for a form every module has):
    MODULE_FORMS inverted once, not searched module by module at every form expanded."""
    if not _OWNERS or _OWNERS[0][0] != len(MODULE_FORMS):
        index: dict[str, tuple[str, ...]] = {}
        for module, forms in MODULE_FORMS.items():
            for form in forms:
                index[form] = index.get(form, ()) + (module,)
        _OWNERS[:] = [(len(MODULE_FORMS), index)]
    return _OWNERS[0][1].get(name, ())


_BASE_FORMS: list[frozenset] = []


def racket_base_forms() -> frozenset:
    """The forms of racket/base that no library owns (`define`, `provide`, `when` ...): what
    `(only-in racket provide)` may name, in a language that lacks them (#lang sicp)."""
    if not _BASE_FORMS:
        from minischeme.expansion.syntax import SPECIAL_FORMS
        owned = {form for forms in MODULE_FORMS.values() for form in forms}
        _BASE_FORMS.append(frozenset(n.name for n in SPECIAL_FORMS if n.name not in owned
                                     and not n.name.startswith("%")))
    return _BASE_FORMS[0]


# module path -> what a namespace taking the module runs first (sicp: amb has no choices)
LIBRARY_SETUP: dict[str, Callable[[], None]] = {**r5rs_forms.SETUP}


# what an unknown `#lang` error says minischeme knows
KNOWN_LANGUAGES = "racket, racket/base, scheme, simply-scheme, sicp, r5rs, eopl, typed/racket"


def language_named(name: str) -> Language | None:
    name = LANGUAGE_ALIASES.get(name, name)
    return LANGUAGES.get(name)
# `(require lang/htdp-beginner)` and the like in a racket module: the teaching language's
# procedures and forms (structures transparent, `make-posn`, the test forms, which report
# nothing under `racket FILE`), the module printing results as racket prints them. The
# level's own restrictions (beginner's `quote` of a list, asl's `set!` result) are not
# applied: they live in the teaching language's lowering, not in its bindings.
for _module, _level in (("lang/htdp-beginner", "htdp/bsl"), ("lang/htdp-beginner-abbr", "htdp/bsl+"),
                        ("lang/htdp-intermediate", "htdp/isl"),
                        ("lang/htdp-intermediate-lambda", "htdp/isl+"), ("lang/htdp-advanced", "htdp/asl")):
    REQUIRABLE[_module] = (LANGUAGES[_level].libraries, LANGUAGES[_level].modules)
