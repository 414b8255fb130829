"""The one assignment registry: which assignments exist, found rather than listed.

Three sources, merged in this order (a later one with the same name replaces an earlier):

1. the packages inside ``minischeme.assignments`` that define ``ASSIGNMENT``;
2. the ``minischeme.assignments`` entry-point group (an installed course package:
   ``[project.entry-points."minischeme.assignments"] mine = "mycourse.hw:ASSIGNMENT"``);
3. the modules named in the environment variable ``MINISCHEME_ASSIGNMENTS``
   (comma-separated dotted names, each defining ``ASSIGNMENT``), and ``register()``
   (tests; the grader's children are forks and inherit it).
"""
from __future__ import annotations

import os
from importlib import import_module
from typing import Any

from .base import Assignment

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
    package = import_module(__package__)
    for info in pkgutil.iter_modules(package.__path__):
        if not info.ispkg:
            continue
        a = _of(import_module(f"{__package__}.{info.name}"))
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
