"""The assignments minischeme knows, each one package; ask for them here.

``names()`` lists the CLI names, ``assignment_named(name)`` gives an ``Assignment`` (name,
title, reference bindings, REPL language, transcript, grading suite, graded languages).
See ``registry`` for how they are found and ``base`` for what one holds.
"""
from .base import EXTENSIONS, Assignment, language_of
from .registry import (all_assignments, assignment_named, language_for, names, refresh, register,
                       unregister)

__all__ = ["Assignment", "EXTENSIONS", "all_assignments", "assignment_named", "language_for",
           "language_of", "names", "refresh", "register", "unregister"]
