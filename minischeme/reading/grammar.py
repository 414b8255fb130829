"""The reader's grammar (``racket.lark``) and the parser made from it.

Lark builds an LALR parser from ``racket.lark``. Importing Lark itself costs a third of
minischeme's start-up (its grammar compiler, hashing, caching, logging), so the parser is
also kept *generated*: ``racket_lalr.py`` is Lark's stand-alone parser for this grammar
(Lark's own runtime and the parse tables, no import of ``lark``). ``new_parser`` uses it
while it was generated from the grammar as it is now (it records the grammar's text), and
otherwise builds the parser with Lark, as before: an edited grammar is never read with a
stale parser, only more slowly, until the parser is generated again:

    python -m minischeme.reading.grammar        # after editing racket.lark: writes racket_lalr.py

(``tests/test_reader_parser.py`` fails while it is stale.) The reader takes ``Token``,
``Transformer``, ``v_args`` and the exceptions from here, so they are the classes of the
parser in use.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

GRAMMAR_PATH = Path(__file__).with_name("racket.lark")
GENERATED_PATH = Path(__file__).with_name("racket_lalr.py")
# How the parser is built (the generated one records the same options)
OPTIONS: dict[str, Any] = dict(parser="lalr", lexer="contextual", propagate_positions=False,
                               maybe_placeholders=False)


def grammar_text() -> str:
    return GRAMMAR_PATH.read_text(encoding="utf-8")


def _generated_is_current() -> bool:
    try:
        from minischeme.reading import racket_lalr
    except ImportError:
        return False
    return getattr(racket_lalr, "GRAMMAR", None) == grammar_text()


GENERATED = _generated_is_current()

if GENERATED:
    from minischeme.reading.racket_lalr import (Token, Transformer, UnexpectedEOF, UnexpectedInput,  # noqa: F401
                              VisitError, v_args)
else:
    from lark import Token, Transformer, v_args  # noqa: F401
    from lark.exceptions import UnexpectedEOF, UnexpectedInput, VisitError  # noqa: F401


def new_parser(transformer: Any) -> Any:
    """An LALR parser of the grammar whose rules ``transformer`` turns into data as they
    are reduced (``parse(text)`` gives the start rule's value)."""
    if GENERATED:
        from minischeme.reading.racket_lalr import Lark_StandAlone
        parser = Lark_StandAlone(transformer=transformer)
        _share_one_scanner(parser)
        return parser
    from lark import Lark
    return Lark(grammar_text(), cache=True, transformer=transformer, **OPTIONS)


class _FirstOfAll:
    """The scanner of one state's lexer (the contextual lexer has one for each set of
    terminals a parser state accepts), matching with the regular expression of every
    terminal, which is compiled once instead of once for each set: Python's `re` takes
    about as long to compile one of these alternations as to read a small program, and a
    program meets five to eight of the sets.

    Each alternation tries its terminals in the same order (every lexer sorts its terminals
    by the same key), and a regular expression's alternatives are tried in order: so when
    the first terminal of all that matches is one of this state's, no earlier one of the
    state's matched, and it is what the state's own expression gives. Otherwise (a token
    the state does not accept: an error, or rarely another reading) the state's own
    expression decides, compiled then."""

    __slots__ = ("shared", "lexer", "allowed_types", "own")

    def __init__(self, shared: Any, lexer: Any) -> None:
        self.shared, self.lexer, self.own = shared, lexer, None
        self.allowed_types = {t.name for t in lexer.terminals}   # as the lexer's Scanner has

    def match(self, text: Any, pos: int) -> Any:
        res = self.shared.match(text, pos)
        if res is None or res[1] in self.allowed_types:
            return res              # no terminal at all matches here, or the state's first does
        if self.own is None:
            from minischeme.reading.racket_lalr import Scanner
            lexer = self.lexer
            self.own = Scanner(lexer.terminals, lexer.g_regex_flags, lexer.re, lexer.use_bytes)
        return self.own.match(text, pos)


def _share_one_scanner(parser: Any) -> None:
    """Give each state's lexer of the generated parser's contextual lexer a ``_FirstOfAll``
    scanner over the root lexer's (every terminal's), when what it relies on holds: no
    string terminal matched by a regular expression terminal (Lark's "unless" callbacks,
    which differ from one set of terminals to another), no lexer callbacks, and the same
    order of terminals everywhere. Otherwise the parser is left as it is."""
    contextual = getattr(parser.parser, "lexer", None)
    root = getattr(contextual, "root_lexer", None)
    if root is None or root.user_callbacks:
        return
    shared = root.scanner           # (root's own, built as it would build it: its "unless" too)
    if root.callback or len(shared.terminals) != len(root.terminals):
        return
    rank = {t.name: i for i, t in enumerate(root.terminals)}
    lexers = list({id(lexer): lexer for lexer in contextual.lexers.values()}.values())
    for lexer in lexers:
        ranks = [rank.get(t.name, -1) for t in lexer.terminals]
        if (lexer.user_callbacks or lexer._scanner is not None or min(ranks, default=0) < 0
                or ranks != sorted(ranks)):
            return
    for lexer in lexers:
        lexer.callback = {}         # what its _build_scanner sets: no "unless", no callbacks
        lexer._scanner = _FirstOfAll(shared, lexer)


_OPTIONAL_REGEX = """try:
    import regex
    _has_regex = True
except ImportError:
    _has_regex = False
"""

# Lark's logger, and pickle (for Lark's cache, save and load, which the stand-alone
# parser never uses), are made and imported when first used: importing `logging` costs
# about a twentieth of `minischeme run`'s start-up, and `pickle` a seventieth.
_LOGGER = """import logging
from dataclasses import dataclass
from typing import Generic, AnyStr

logger: logging.Logger = logging.getLogger("lark")
logger.addHandler(logging.StreamHandler())
##

##

logger.setLevel(logging.CRITICAL)
"""
_LAZY_LOGGER = """from dataclasses import dataclass
from typing import Generic, AnyStr


class _LarkLogger:
    # (minischeme.reading.grammar) the "lark" logger, made as Lark makes it when first used
    def __getattr__(self, name):
        global logger
        if isinstance(logger, _LarkLogger):
            import logging
            logger = logging.getLogger("lark")
            logger.addHandler(logging.StreamHandler())
            logger.setLevel(logging.CRITICAL)
        return getattr(logger, name)


logger = _LarkLogger()
"""
_PICKLE = "import pickle, zlib, base64\n"
_LAZY_PICKLE = """import zlib, base64


class _Pickle:
    # (minischeme.reading.grammar) the pickle module, imported when first used
    def __getattr__(self, name):
        import pickle
        return getattr(pickle, name)


pickle = _Pickle()
"""
# Loading the parse tables deserializes a reference to a rule ({'@': n}) for every reduce
# action (about 1,700): the look-up of the reference comes before the work it does not need.
_DESERIALIZE = """        namespace = getattr(cls, '__serialize_namespace__', [])
        namespace = {c.__name__:c for c in namespace}

        fields = getattr(cls, '__serialize_fields__')

        if '@' in data:
            return memo[data['@']]
"""
_REFERENCE_FIRST = """        if '@' in data:     # (minischeme.reading.grammar: a reference, looked up first)
            return memo[data['@']]

        namespace = getattr(cls, '__serialize_namespace__', [])
        namespace = {c.__name__:c for c in namespace}

        fields = getattr(cls, '__serialize_fields__')
"""
# What generate() changes in Lark's stand-alone code: (what it writes, what is written instead)
_CHANGES = [(_OPTIONAL_REGEX, "_has_regex = False   # (minischeme.reading.grammar: lexed with re)\n"),
            (_LOGGER, _LAZY_LOGGER), (_PICKLE, _LAZY_PICKLE), (_DESERIALIZE, _REFERENCE_FIRST)]


def _edited(code: str) -> str:
    """Lark's stand-alone code as minischeme keeps it: the optional `regex` module (lexing
    with it, and \\p{...} classes) is not used, since the parser lexes with `re` as OPTIONS
    say (importing it would cost a fifth of start-up); `logging` and `pickle` are imported
    when first used; a reference to a deserialized object is looked up first."""
    for lark_text, ours in _CHANGES:
        if code.count(lark_text) != 1:
            raise RuntimeError(f"Lark's stand-alone code changed: look again at {lark_text[:40]!r}")
        code = code.replace(lark_text, ours)
    return code


def generate(path: Path = GENERATED_PATH) -> None:
    """Write the stand-alone parser of the grammar as it is now to ``path``."""
    import io

    from lark import Lark
    from lark.tools.standalone import gen_standalone
    out = io.StringIO()
    gen_standalone(Lark(grammar_text(), **OPTIONS), out=out)
    code = _edited(out.getvalue())
    path.write_text(
        "# Generated by `python -m minischeme.reading.grammar` from racket.lark: do not edit (the\n"
        "# grammar is racket.lark). Lark's stand-alone parser generator writes Lark's own\n"
        "# runtime below, under the license it states (MPL 2.0), with the parse tables;\n"
        "# minischeme.reading.grammar leaves out its optional import of `regex`, and imports\n"
        "# `logging` and `pickle` only when they are used, and leaves Lark's annotations\n"
        "# unevaluated (a seventieth of start-up went into evaluating their typing subscripts);\n"
        "# it looks a deserialized reference up first (grammar._CHANGES).\n"
        "# flake8: noqa\n"
        "from __future__ import annotations\n"
        + code
        + f"\n# The grammar this parser was generated from (minischeme.reading.grammar compares it)\n"
          f"GRAMMAR = {grammar_text()!r}\n", encoding="utf-8")


if __name__ == "__main__":
    generate()
    print(f"wrote {GENERATED_PATH}")
