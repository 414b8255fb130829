"""Standard ML through the real SML/NJ: finding it, splitting a file into its top-level
declarations, and the driver that loads them one by one.

SML/NJ stops at the first compile error of its input, so a file with one ill-typed function
would define nothing after it. Instead, each top-level declaration is written to a file of
its own, padded with blank lines and spaces so that SML/NJ's positions (``12.5-12.20``) are
those of the student's file, and ``use``d separately, its failure caught: a declaration that
does not compile costs only itself and what depends on it.
"""
from __future__ import annotations

import glob
import os
import re
import shutil
from dataclasses import dataclass

#: top-level keywords that start a declaration
DECLARATION_KEYWORDS = {"fun", "val", "datatype", "type", "exception", "open", "structure",
                        "signature", "functor", "local", "infix", "infixr", "nonfix",
                        "abstype"}
OPENERS = {"let", "local", "struct", "sig", "abstype"}
ERROR = re.compile(r"^(?P<file>[^\s:]+):(?P<line>\d+)\.(?P<col>\d+)(?:-(?P<eline>\d+)\.(?P<ecol>\d+))?"
                   r" (?P<kind>Error|Warning): ?(?P<message>.*)$")


@dataclass
class Declaration:
    """One top-level declaration of the file: its text, where it starts, what it names."""

    text: str
    line: int                 # 1-based
    column: int               # 0-based
    keyword: str
    names: list[str]
    #: what follows the text in its file: a newline, or for the file's last declaration
    #: the file's own end (a syntax error "found at EOF" is placed where the file ends)
    tail: str = "\n"

    def padded(self) -> str:
        """The text placed where it is in the file (SML/NJ counts lines from 1, columns
        from 1): error positions then read as the student's."""
        return "\n" * (self.line - 1) + " " * self.column + self.text + self.tail


def smlnj_home() -> str | None:
    home = os.environ.get("SMLNJ_HOME")
    if home and os.path.isdir(home):
        return home
    script = shutil.which("sml")
    if script is None:
        return None
    try:
        text = open(os.path.realpath(script), encoding="utf-8", errors="replace").read(4096)
    except OSError:
        text = ""
    m = re.search(r"SMLNJ_HOME:-([^}]+)\}", text)
    for candidate in ([m.group(1)] if m else []) + ["/usr/lib/smlnj", "/usr/local/smlnj"]:
        if os.path.isdir(os.path.join(candidate, "bin")):
            return candidate
    return os.path.dirname(os.path.dirname(os.path.realpath(script)))


def smlnj_command() -> tuple[list[str], str] | None:
    """The runtime and heap of SML/NJ (what the ``sml`` script runs, without a shell),
    and its home; None when SML/NJ is not installed."""
    home = smlnj_home()
    if home is None:
        return None
    runs = [p for p in glob.glob(os.path.join(home, "bin", ".run", "run.*"))
            if not p.endswith((".a", ".so")) and os.access(p, os.X_OK)]
    heaps = glob.glob(os.path.join(home, "bin", ".heap", "sml.*"))
    if not runs or not heaps:
        return None
    return [runs[0], "@SMLcmdname=sml", f"@SMLload={heaps[0]}"], home


def smlnj_identity() -> str:
    """Which SML/NJ grades: its runtime and heap files, with their sizes and times (a new
    install changes them, and so the cache key); "none" when it is not installed."""
    found = smlnj_command()
    if found is None:
        return "SML/NJ: none"
    files = [found[0][0], found[0][2].split("=", 1)[1]]
    parts = []
    for f in files:
        try:
            st = os.stat(f)
            parts.append(f"{f}:{st.st_size}:{int(st.st_mtime)}")
        except OSError:
            parts.append(f"{f}:missing")
    return "SML/NJ " + " ".join(parts)


def sml_problem() -> str | None:
    if smlnj_command() is None:
        return "SML/NJ is not installed (apt-get install smlnj): SML files cannot be graded"
    return None


# ------------------------------------------------------------------ splitting

_TOKEN = re.compile(r'\(\*|"(?:[^"\\]|\\.)*"|#"(?:[^"\\]|\\.)*"|[A-Za-z_][A-Za-z0-9_\']*'
                    r"|[()\[\]{};]|\S", re.S)


def _tokens(text: str) -> list[tuple[str, int]]:
    """(token, offset) outside comments (nested ``(* *)``) and strings."""
    out = []
    i = 0
    n = len(text)
    while i < n:
        m = _TOKEN.search(text, i)
        if m is None:
            break
        tok = m.group(0)
        if tok == "(*":
            depth, j = 1, m.end()
            while j < n and depth:
                if text.startswith("(*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*)", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            i = j
            continue
        out.append((tok, m.start()))
        i = m.end()
    return out


def split_declarations(text: str) -> list[Declaration]:
    """The top-level declarations of an SML file, in order (expressions ending in ``;`` and
    ``use`` lines are declarations too)."""
    toks = _tokens(text)
    starts: list[int] = []
    depth = 0
    expect_start = True
    for k, (tok, off) in enumerate(toks):
        if depth == 0 and (tok in DECLARATION_KEYWORDS or expect_start) and tok != ";":
            if not (tok == "type" and k and toks[k - 1][0] in ("with", "withtype")):
                starts.append(k)
            expect_start = False
        if tok in OPENERS or tok in ("(", "[", "{"):
            depth += 1
        elif tok == "end" or tok in (")", "]", "}"):
            depth = max(0, depth - 1)
        elif tok == ";" and depth == 0:
            expect_start = True
    decls = []
    for j, k in enumerate(starts):
        begin = toks[k][1]
        end = toks[starts[j + 1]][1] if j + 1 < len(starts) else len(text)
        body = text[begin:end].rstrip()
        line = text.count("\n", 0, begin) + 1
        column = begin - (text.rfind("\n", 0, begin) + 1)
        keyword = toks[k][0]
        decls.append(Declaration(body, line, column, keyword, _names(toks, k, keyword, end)))
    if decls:
        decls[-1].tail = text[toks[starts[-1]][1] + len(decls[-1].text):]
    return decls


def ends_unit(decl: Declaration) -> bool:
    """Whether a top-level ``;`` ends the declaration. SML/NJ's ``use`` reads a file a unit
    at a time -- up to such a ``;``, or the whole file when it has none -- and parses each
    unit whole before it compiles any of it."""
    depth = 0
    for tok, _ in _tokens(decl.text):
        if tok in OPENERS or tok in ("(", "[", "{"):
            depth += 1
        elif tok == "end" or tok in (")", "]", "}"):
            depth = max(0, depth - 1)
        elif tok == ";" and depth == 0:
            return True
    return False


#: an error of SML/NJ's parser (or lexer), which it reports before any compile error
SYNTAX_ERROR = re.compile(r"Error: (?:syntax error|illegal token|unclosed|non-Ascii)")


def first_problem(decls: list[Declaration], failed: dict[int, str],
                  ignore: set[int] = frozenset()) -> int | None:
    """Which failed declaration (``failed``: index -> message) is the problem SML/NJ
    reports when it uses the whole file, each declaration having been compiled on its
    own: the first unit (see ``ends_unit``) that has a failure stops it, and of that
    unit SML/NJ says a syntax error before a compile error before an evaluation that
    raised -- the first of each. Declarations in ``ignore`` (the ones added to the file)
    count for nothing."""
    unit, units = 0, {}
    for k, d in enumerate(decls):
        if k in ignore:
            continue
        units[k] = unit
        if ends_unit(d):
            unit += 1
    mine = [k for k in failed if k not in ignore and k in units]
    if not mine:
        return None
    stop = min(units[k] for k in mine)

    def rank(k: int) -> tuple[int, int]:
        message = failed[k]
        kind = 0 if SYNTAX_ERROR.search(message) else 1 if " Error: " in message else 2
        return kind, k
    return min((k for k in mine if units[k] == stop), key=rank)


def _names(toks: list[tuple[str, int]], k: int, keyword: str, end: int) -> list[str]:
    """The names a declaration binds (fun f ... and g ..., val x = ..., datatype t = ...)."""
    names = []
    depth = 0
    want = True
    for tok, off in toks[k + 1:]:
        if off >= end:
            break
        if tok in OPENERS or tok in ("(", "[", "{"):
            depth += 1
        elif tok == "end" or tok in (")", "]", "}"):
            depth -= 1
        if depth == 0 and tok == "and":
            want = True
            continue
        if want and re.match(r"[A-Za-z_]", tok) and tok not in ("rec", "op"):
            if keyword in ("fun", "val", "datatype", "type", "exception", "abstype"):
                names.append(tok)
            want = False
    return names


def parse_error(output: str) -> tuple[str, int | None, int | None]:
    """SML/NJ's first error in ``output``: (message with its position, line, column)."""
    lines = output.splitlines()
    for i, ln in enumerate(lines):
        m = ERROR.match(ln.strip())
        if m and m.group("kind") == "Error":
            # its own indented lines only: the next error's detail is not this one's
            detail = []
            for x in lines[i + 1:i + 6]:
                if not x.startswith("  "):
                    break
                detail.append(x.rstrip())
            text = f"{m.group('line')}.{m.group('col')}"
            if m.group("eline"):
                text += f"-{m.group('eline')}.{m.group('ecol')}"
            message = f"{text} Error: {m.group('message')}"
            if detail:
                message += "\n" + "\n".join(detail)
            return message, int(m.group("line")), int(m.group("col"))
    return (output.strip().splitlines() or ["(no message)"])[-1], None, None


def sml_int(n: int) -> str:
    return f"~{-n}" if n < 0 else str(n)


def sml_string(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'
