"""The mutant tables: one per assignment and graded language."""
from __future__ import annotations

from ..mutants import Table
from . import (bridge_hands_scheme, kaartspel_python, kaartspel_scheme, mini_card_game_scheme,
               solitaire_scheme, solitaire_sml)

TABLES: tuple[Table, ...] = (
    mini_card_game_scheme.TABLE,
    solitaire_scheme.TABLE,
    solitaire_sml.TABLE,
    bridge_hands_scheme.TABLE,
    kaartspel_scheme.TABLE,
    kaartspel_python.TABLE,
)


def tables(assignment: str | None = None, language: str | None = None) -> list[Table]:
    """The tables of ``assignment`` and ``language`` (None: every one)."""
    return [t for t in TABLES if assignment in (None, t.assignment)
            and language in (None, t.language)]
