"""Submissions: finding them, reading them, and loading each into a fresh interpreter.

A submission is loaded as ``racket FILE`` would run it, with its top-level output captured
and capped, under the load step limit. Then:

* it does not read (unbalanced parentheses, a bad token) or does not compile (a syntax
  error, an unbound identifier in a module): it gets 0, with the message and position;
* its top level raises an error, calls ``(exit)``, loops or prints too much -- usually a
  leftover test call at the bottom of the file: Racket would stop there, but the functions
  are all defined, and a teacher grades them. It is loaded again with only its definitions
  (top-level expressions left out), and the report says what happened.

Student code runs without files, network, environment, subprocesses or Python: the
interpreter offers no primitive for any of them.
"""
from __future__ import annotations

import difflib
import hashlib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from minischeme.values.data import UNDEFINED, Pair, Symbol, sym
from minischeme.values.errors import EXN_FAIL_SYNTAX
from minischeme.running.interpreter import Interpreter
from minischeme.values.printer import print_string, write_string
from minischeme.reading.reader import ReadError, Source, read_source
from .limits import SubmissionBudget, describe, run_limited
from .notebook import NotebookError, is_notebook, notebook_program
from .results import LoadInfo

SCHEME_SUFFIXES = (".rkt", ".scm", ".ss", ".scheme")

# Top-level forms kept when a file is loaded "definitions only".
DEFINITION_HEADS = {"define", "define-values", "define-struct", "struct", "define-syntax",
                    "define-syntax-rule", "require", "provide", "module", "module+",
                    "module*", "begin", "define-record-type", "load", "define/contract"}


@dataclass
class Submission:
    """A file to grade: its display name, path, text and content hash. ``folder``: the
    student's folder it was chosen from (a multi-file submission), and ``why``: by which
    rule it is the main file there ("" for a file named on the command line)."""

    name: str
    path: str
    text: str
    sha256: str
    folder: str = ""
    why: str = ""

    @property
    def program(self) -> str:
        """The program text: the file, or a notebook's code cells in order (grading/notebook.py;
        "" for a notebook that does not parse, whose load reports why)."""
        if not is_notebook(self.path):
            return self.text
        try:
            return notebook_program(self.text).text
        except NotebookError:
            return ""

    @classmethod
    def from_path(cls, path: str | Path, name: str | None = None) -> "Submission":
        p = Path(path)
        data = p.read_bytes()
        return cls(name or str(path), str(p), data.decode("utf-8", errors="replace"),
                   hashlib.sha256(data).hexdigest())


def find_submissions(args: list[str], function_names: list[str],
                     suffixes: tuple[str, ...] = SCHEME_SUFFIXES,
                     main: str | None = None) -> list[Submission]:
    """The submissions named on the command line: files, and directories of them.

    In a directory, each Scheme file is a submission, and so is each subdirectory (a
    student's folder, one submission however many files it holds): its main file is chosen
    by ``choose_main``, and the submission is named by that file (``alice/cards.rkt``), so
    positions in the report name files, not folders. Raises ``FileNotFoundError`` for a
    name that does not exist.
    """
    found: list[Submission] = []
    for arg in args:
        p = Path(arg)
        if p.is_file():
            found.append(Submission.from_path(p, arg))
        elif p.is_dir():
            for entry in sorted(p.iterdir()):
                if entry.name.startswith("."):
                    continue
                if entry.is_file() and entry.suffix.lower() in suffixes:
                    found.append(Submission.from_path(entry, str(entry)))
                elif entry.is_dir():
                    sub = folder_submission(entry, function_names, suffixes, main)
                    if sub is not None:
                        found.append(sub)
        else:
            raise FileNotFoundError(f"no such file or directory: {arg}")
    return found


def folder_submission(folder: Path, function_names: list[str],
                      suffixes: tuple[str, ...] = SCHEME_SUFFIXES, main: str | None = None,
                      name: str | None = None) -> Submission | None:
    """One student's folder as one submission: its main file (``choose_main``), named
    ``name`` (default: the file's path), or None when the folder holds no such file."""
    chosen = choose_main(folder, function_names, suffixes, main)
    if chosen is None:
        return None
    path, why = chosen
    sub = Submission.from_path(path, name or str(path))
    sub.folder, sub.why = str(folder), why
    others = sorted(f for f in folder.rglob("*") if f.is_file() and f != path
                    and f.suffix.lower() in suffixes and not f.name.startswith("."))
    if others:              # the files it may require are part of its content (the cache key)
        h = hashlib.sha256(path.read_bytes())
        for f in others:
            h.update(b"\0" + f.relative_to(folder).as_posix().encode() + b"\0")
            h.update(f.read_bytes())
        sub.sha256 = h.hexdigest()
    return sub


def choose_main(folder: Path, function_names: list[str],
                suffixes: tuple[str, ...] = SCHEME_SUFFIXES, main: str | None = None
                ) -> tuple[Path, str] | None:
    """The main file of a student's folder, and the rule that chose it (README, "Grading"):

    1. ``--main NAME``: the file of that name (or relative path) in the folder;
    2. the only file of the assignment's languages in it;
    3. the file in which the most of the assignment's functions are visible: defined there
       or in a folder file it requires (``(require "helpers.rkt")``, followed through), so
       a ``main.rkt`` that requires its helpers is chosen over the helpers; a tie goes to
       the file defining more of them itself (a solution over the test file that requires
       it), then the one nearest the top of the folder, then the first alphabetically.

    None when the folder holds no such file. Raises ``FileNotFoundError`` when ``main`` is
    given and not there."""
    files = sorted(f for f in folder.rglob("*") if f.is_file()
                   and f.suffix.lower() in suffixes and not f.name.startswith("."))
    if main:
        named = [f for f in files if f.relative_to(folder).as_posix() == main] or \
                [f for f in files if f.name == main]
        if not named:
            raise FileNotFoundError(f"--main {main}: no such file in {folder}")
        return named[0], f"named by --main {main}"
    if not files:
        return None
    if len(files) == 1:
        return files[0], "the only file in the folder"

    texts = {f: f.read_text(encoding="utf-8", errors="replace") for f in files}

    def defined(f: Path) -> set[str]:
        return {n for n in function_names
                if re.search(r"\(\s*define\s*\(?\s*" + re.escape(n) + r"[\s)]", texts[f])
                or re.search(r"\b(fun|val|def|class)\s+" + re.escape(n) + r"\b", texts[f])}
    own = {f: defined(f) for f in files}
    seen = {f: _visible(f, own, texts) for f in files}
    best = min(files, key=lambda f: (-len(seen[f]), -len(own[f]),
                                     len(f.relative_to(folder).parts), str(f)))
    if len(seen[best]) > len(own[best]):
        return best, (f"of the folder's {len(files)} files, the one in which the most of the "
                      f"assignment's functions are defined or required ({len(seen[best])})")
    return best, (f"of the folder's {len(files)} files, the one defining the most of the "
                  f"assignment's functions ({len(own[best])})")


_REQUIRE = re.compile(r"\(\s*require\b")
_REQUIRED_FILE = re.compile(r'"((?:[^"\\]|\\.)*)"')


def _required_files(f: Path, text: str) -> list[Path]:
    """The files ``f`` requires by relative path (the string literals of its ``require``
    forms), as paths; a rough reading of the text, enough to choose the main file."""
    out = []
    for m in _REQUIRE.finditer(text):
        depth, i = 1, m.end()
        while i < len(text) and depth:
            depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(text[i], 0)
            i += 1
        for lit in _REQUIRED_FILE.findall(text[m.end():i]):
            out.append((f.parent / lit).resolve())
    return out


def _visible(f: Path, own: dict[Path, set[str]], texts: dict[Path, str]) -> set[str]:
    """The assignment's functions defined in ``f`` or in the folder files it requires,
    directly or through others."""
    by_path = {g.resolve(): g for g in own}
    names: set[str] = set()
    todo, done = [f], set()
    while todo:
        g = todo.pop()
        if g in done:
            continue
        done.add(g)
        names |= own[g]
        todo.extend(by_path[p] for p in _required_files(g, texts[g]) if p in by_path)
    return names


def main_file(folder: Path, function_names: list[str],
              suffixes: tuple[str, ...] = SCHEME_SUFFIXES) -> Path | None:
    """The main file of a student's folder (``choose_main``), or None."""
    chosen = choose_main(folder, function_names, suffixes)
    return chosen[0] if chosen is not None else None


@dataclass
class Loaded:
    """A loaded submission: its interpreter and what loading found."""

    interp: Interpreter | None
    info: LoadInfo


def load_submission(sub: Submission, language: str, steps: int, seconds: float,
                    output_limit: int, depth: int | None = None,
                    budget: SubmissionBudget | None = None) -> Loaded:
    """Load ``sub`` into a fresh interpreter (see the module docstring); what loading
    spends is charged to ``budget`` (the submission's, when given)."""
    if is_notebook(sub.path):
        try:
            notebook_program(sub.text)
        except NotebookError as e:
            return Loaded(None, LoadInfo(ok=False, language=language, error=f"{sub.name}: {e}"))
    try:
        src = read_source(sub.program)
    except ReadError as e:
        before = None if is_notebook(sub.path) else forms_before(sub.program, e)
        if before is None:
            return Loaded(None, LoadInfo(ok=False, language=language,
                                         error=e.located(sub.name), line=e.line, column=e.col))
        return _load_before_read_error(sub, language, before, e, steps, seconds,
                                       output_limit, depth, budget)
    interp = _interpreter(sub, language)
    lang = src.lang or language
    result = _run(interp, src, sub.name, steps, seconds, output_limit, depth)
    if budget is not None:
        budget.charge(result)
    if result.reason == "ok":
        return Loaded(interp, _info(interp, lang, output=result.output))
    if _is_compile_error(result.outcome):
        line, col = _position(result.outcome.error or "", sub.name)
        return Loaded(None, LoadInfo(ok=False, language=lang, error=result.outcome.error,
                                     line=line, column=col, output=result.output))
    # A top-level expression failed: load the definitions alone.
    what = describe(result, steps, seconds)
    warning = (f"the top level of the file stopped with: {what}\n"
               "(graded with its definitions only: top-level expressions were left out)")
    kept = [(x, loc) for x, loc in src.data if _is_definition(x)]
    again = _interpreter(sub, language)
    second = _run(again, Source(src.lang, kept), sub.name, steps, seconds, output_limit, depth)
    if budget is not None:
        budget.charge(second)
    info = _info(again, lang, output=result.output)
    info.warnings.append(warning)
    if second.reason != "ok":
        if _is_compile_error(second.outcome):
            line, col = _position(second.outcome.error or "", sub.name)
            return Loaded(None, LoadInfo(ok=False, language=lang, error=second.outcome.error,
                                         line=line, column=col, output=result.output))
        info.warnings.append("even the definitions alone stopped with: "
                             + describe(second, steps, seconds)
                             + "\n(functions defined after that point count as missing)")
    return Loaded(again, info)


def forms_before(text: str, error: ReadError) -> Source | None:
    """The definitions a file with no ``#lang`` line has before the datum that does not
    read, or None (a ``#lang`` file, or nothing before the error).

    Such a file is meant to be loaded form by form (``(load "bridge.scm")`` in the
    course's Scheme), and Racket's ``load`` evaluates the forms before a read error, so
    what they define is there to grade; a module (``#lang``) does not read at all."""
    for _ in range(8):
        at = getattr(error, "start", None) or (error.line, error.col)
        lines = text.split("\n")
        line, col = at
        if not 1 <= line <= len(lines):
            return None
        prefix = "\n".join(lines[:line - 1] + [lines[line - 1][:col]])
        try:
            src = read_source(prefix)
        except ReadError as e:
            if (e.line, e.col) >= (line, col) and getattr(e, "start", None) in (None, at):
                return None
            text, error = prefix, e
            continue
        kept = [(x, loc) for x, loc in src.data if _is_definition(x)]
        return Source(None, kept) if src.lang is None and kept else None
    return None


def _load_before_read_error(sub: Submission, language: str, src: Source, error: ReadError,
                            steps: int, seconds: float, output_limit: int, depth: int | None,
                            budget: SubmissionBudget | None) -> Loaded:
    """Load the definitions read before a file's read error (``forms_before``): its
    functions defined there are graded, the others count as missing, and the report gives
    the read error."""
    interp = _interpreter(sub, language)
    result = _run(interp, src, sub.name, steps, seconds, output_limit, depth)
    if budget is not None:
        budget.charge(result)
    info = _info(interp, language, output=result.output)
    info.line, info.column = error.line, error.col
    info.warnings.append(
        f"the file does not read: {error.located(sub.name)}\n(graded with the "
        f"{len(src.data)} definitions before it, as `load` runs them: the functions "
        "defined after that point count as missing)")
    if result.reason != "ok":
        info.warnings.append("the definitions before it stopped with: "
                             + describe(result, steps, seconds))
    return Loaded(interp, info)


def _interpreter(sub: Submission, language: str) -> Interpreter:
    """A fresh interpreter for ``sub``: `(require "helpers.rkt")` resolves relative to its
    file, and only inside the student's folder (a multi-file submission); a file graded on
    its own may require no other file (its neighbours are other students' files)."""
    root = Path(sub.folder).resolve() if sub.folder else None
    interp = Interpreter(lang=language, module_root=root)
    interp.source_path = Path(sub.path)
    return interp


def _run(interp: Interpreter, src: Source, name: str, steps: int, seconds: float,
         output_limit: int, depth: int | None = None) -> Any:
    def on_value(v: Any) -> None:
        from minischeme.values.ports import current_output
        text = write_string(v) if interp.ns.print_mode == "write" else print_string(v)
        current_output().write(text + "\n")
    return run_limited(lambda: interp._load_source(src, name, on_value), steps, seconds,
                       output_limit, seed=0, depth=depth)


_RUNTIME_TROUBLE = ("recursion depth limit", "out of memory", "internal error", "user break",
                    "time limit exceeded")


def _is_compile_error(outcome: Any) -> bool:
    """A syntax error (exn:fail:syntax, or a SchemeSyntaxError reported without a raised
    value, such as an unknown #lang): the file does not load at all."""
    if outcome.exit_code is not None or outcome.error is None:
        return False
    raised = outcome.raised
    if raised is None:
        return not outcome.error.startswith(_RUNTIME_TROUBLE)
    stype = getattr(raised, "stype", None)
    return stype is not None and stype.is_subtype_of(EXN_FAIL_SYNTAX)


def _is_definition(x: Any) -> bool:
    if type(x) is not Pair or type(x.car) is not Symbol:
        return False
    head = x.car.name
    if head in ("module+", "module*"):          # keep submodules, except main (it runs)
        return not (type(x.cdr) is Pair and x.cdr.car is sym("main"))
    return head in DEFINITION_HEADS


def _position(message: str, name: str) -> tuple[int | None, int | None]:
    m = re.match(re.escape(name) + r":(\d+):(\d+):", message)
    if m:
        return int(m.group(1)), int(m.group(2))
    return None, None


def _info(interp: Interpreter, lang: str, output: str) -> LoadInfo:
    return LoadInfo(ok=True, language=lang, output=output, defined=defined_names(interp))


def defined_names(interp: Interpreter) -> list[str]:
    """Names the submission defined (not imported), in definition order."""
    return [s.name for s, cell in interp.ns.cells.items()
            if not cell.imported and cell.value is not UNDEFINED]


def missing_note(name: str, defined: list[str], required: list[str]) -> tuple[str, str]:
    """(status, message) for a required function that is not defined: ``misnamed`` when
    a near name is defined (``suits-count`` for ``suit-counts``), else ``missing``."""
    candidates = [d for d in defined if d not in required]

    def norm(s: str) -> str:
        return s.lower().replace("_", "-").replace(" ", "")
    for d in candidates:
        if norm(d) == norm(name):
            return "misnamed", f"misnamed: found {d} ({name} is not defined)"
    close = difflib.get_close_matches(name, candidates, n=1, cutoff=0.8)
    if close:
        return "misnamed", f"misnamed: found {close[0]} ({name} is not defined)"
    return "missing", f"missing: {name} is not defined"
