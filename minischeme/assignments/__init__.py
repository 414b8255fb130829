"""The assignments minischeme knows, each one package; ask for them here.

``names()`` lists the CLI names, ``assignment_named(name)`` gives an ``Assignment`` (name,
title, reference bindings, REPL language, transcript, grading suite, graded languages).
The registry itself is ``minischeme.running.assignment_registry`` (below the interpreter, which
looks assignments up too); this package holds the assignments, and re-exports it.
"""
from minischeme.running.assignment_registry import (EXTENSIONS, Assignment, all_assignments, assignment_named,
                                   language_for, language_of, names, refresh, register,
                                   unregister)

__all__ = ["Assignment", "EXTENSIONS", "all_assignments", "assignment_named", "language_for",
           "language_of", "names", "refresh", "register", "unregister"]
