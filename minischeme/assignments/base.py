"""What the rest of minischeme knows about an assignment: the ``Assignment`` record.

An assignment package (``minischeme/assignments/<name>/``, or any module registered through
the ``minischeme.assignments`` entry-point group) defines one ``ASSIGNMENT``. Everything else
-- the CLI's ``--assignment`` choices, the REPL's ``,assignment``, ``minischeme test``,
transcripts, ``compete`` and the grader -- asks the registry (``minischeme.assignments``) for
it by name, so adding an assignment is adding a package.

The modules it names are imported only when used: listing the assignments stays cheap.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from importlib import import_module
from pathlib import Path
from types import ModuleType
from typing import Any

#: the submission languages, by file extension
EXTENSIONS = {".rkt": "scheme", ".scm": "scheme", ".ss": "scheme", ".ipynb": "scheme",
              ".sml": "sml", ".py": "python"}


@dataclass(frozen=True)
class Assignment:
    """One assignment.

    ``reference``: the dotted name of the module whose ``bindings()`` gives the Scheme
    names of the reference implementation (what ``--assignment NAME`` binds in the REPL and
    in transcripts). ``suite``: the dotted name of its grading suite (``NAME``, ``FUNCTIONS``,
    ``WEIGHTS``, ``generate``, ``judge_for``... see ``minischeme.grading.suites``).
    ``language``: the Scheme language of the REPL and of files without ``#lang``.
    ``languages``: the submission languages it grades (``scheme``, ``sml``, ``python``).
    ``runners``: for each non-Scheme language, the dotted name of the module that grades
    such a submission.
    """

    name: str
    title: str
    reference: str
    suite: str
    language: str = "racket"
    transcript: Path | None = None
    languages: tuple[str, ...] = ("scheme",)
    runners: dict[str, str] = field(default_factory=dict)
    order: int = 100

    def reference_module(self) -> ModuleType:
        return import_module(self.reference)

    def bindings(self) -> dict[str, Any]:
        """The Scheme names of the reference implementation, with their values."""
        return self.reference_module().bindings()

    def suite_module(self) -> ModuleType:
        return import_module(self.suite)

    def runner_module(self, language: str) -> ModuleType | None:
        dotted = self.runners.get(language)
        return import_module(dotted) if dotted else None

    def grades(self, language: str) -> bool:
        return language in self.languages

    def suffixes(self) -> tuple[str, ...]:
        """The file extensions of the languages it grades (what a class folder holds)."""
        return tuple(ext for ext, lang in EXTENSIONS.items() if lang in self.languages)

    @property
    def banner(self) -> str:
        """What the REPL says when it binds this assignment's functions."""
        return self.title


def language_of(path: str | Path) -> str:
    """The submission language of a file, by its extension (Scheme when unknown)."""
    return EXTENSIONS.get(Path(path).suffix.lower(), "scheme")
