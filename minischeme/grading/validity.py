"""The validity checks of the strategy-dependent functions, kept here under their old
names: each lives in its assignment's package (``minischeme/assignments/<name>/validity.py``)."""
from __future__ import annotations

from ..assignments.mini_card_game.validity import (check_fdiscard, check_find_steps,
                                                   reachable_scores)
from ..assignments.solitaire.validity import check_careful_player

__all__ = ["check_fdiscard", "check_find_steps", "reachable_scores", "check_careful_player"]
