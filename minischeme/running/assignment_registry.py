"""The one assignment registry, and what the rest of minischeme knows of an assignment:
the ``Assignment`` record.

An assignment package (``minischeme/assignments/<name>/``, or any module registered through
the ``minischeme.assignments`` entry-point group) defines one ``ASSIGNMENT``. Everything else
-- the CLI's ``--assignment`` choices, the REPL's ``,assignment``, ``minischeme test``,
transcripts, ``compete`` and the grader -- asks this registry for it by name, so adding an
assignment is adding a package. The registry sits below the interpreter and the packages it
finds (it imports them by name, when first asked), so that running a program for an
assignment looks the assignment up without importing upward; ``minischeme.assignments``
re-exports it.

Which assignments exist is found rather than listed, from three sources, merged in this
order (a later one with the same name replaces an earlier):

1. the packages inside ``minischeme.assignments`` that define ``ASSIGNMENT``;
2. the ``minischeme.assignments`` entry-point group (an installed course package:
   ``[project.entry-points."minischeme.assignments"] mine = "mycourse.hw:ASSIGNMENT"``);
3. the modules named in the environment variable ``MINISCHEME_ASSIGNMENTS``
   (comma-separated dotted names, each defining ``ASSIGNMENT``), and ``register()``
   (tests; the grader's children are forks and inherit it).

The modules an ``Assignment`` names are imported only when used: listing the assignments
stays cheap.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from importlib import import_module
from pathlib import Path
from types import ModuleType
from typing import Any

PACKAGE = "minischeme.assignments"     # where the assignments of minischeme itself are

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


GROUP = "minischeme.assignments"
ENV = "MINISCHEME_ASSIGNMENTS"

_found: dict[str, Assignment] | None = None
_registered: dict[str, Assignment] = {}


def _of(obj: Any) -> Assignment | None:
    if isinstance(obj, Assignment):
        return obj
    found = getattr(obj, "ASSIGNMENT", None)
    return found if isinstance(found, Assignment) else None


def _discover() -> dict[str, Assignment]:
    import pkgutil
    from importlib.metadata import entry_points    # (tens of milliseconds: only here)
    found: dict[str, Assignment] = {}
    package = import_module(PACKAGE)
    for info in pkgutil.iter_modules(package.__path__):
        if not info.ispkg:
            continue
        a = _of(import_module(f"{PACKAGE}.{info.name}"))
        if a is not None:
            found[a.name] = a
    try:
        eps = entry_points(group=GROUP)
    except Exception:       # a broken installed distribution must not stop the CLI
        eps = []
    for ep in eps:
        try:
            a = _of(ep.load())
        except Exception:
            continue
        if a is not None:
            found[a.name] = a
    for dotted in filter(None, (s.strip() for s in os.environ.get(ENV, "").split(","))):
        a = _of(import_module(dotted))
        if a is not None:
            found[a.name] = a
    return found


def _all() -> dict[str, Assignment]:
    global _found
    if _found is None:
        _found = _discover()
    merged = dict(_found)
    merged.update(_registered)
    return merged


def all_assignments() -> list[Assignment]:
    """Every assignment, in the order the CLI lists them."""
    return sorted(_all().values(), key=lambda a: (a.order, a.name))


def names() -> list[str]:
    """The assignments' CLI names (``--assignment NAME``)."""
    return [a.name for a in all_assignments()]


def assignment_named(name: str) -> Assignment | None:
    """The assignment called ``name``, or None."""
    return _all().get(name)


def refresh() -> None:
    """Look for assignments again (after installing one, or changing the environment)."""
    global _found
    _found = None


def register(assignment: Assignment) -> None:
    """Add (or replace) an assignment in this process and the children it forks."""
    _registered[assignment.name] = assignment


def unregister(name: str) -> None:
    _registered.pop(name, None)


def language_for(lang: str | None, assignment: str | None) -> str:
    """The language a command runs files without `#lang` in: ``--lang`` if given, else the
    assignment's (bridge-hands: Simply Scheme), else racket. The registry is consulted only
    when an assignment is named."""
    if lang:
        return lang
    if assignment:
        found = assignment_named(assignment)
        if found is not None:
            return found.language
    return "racket"
