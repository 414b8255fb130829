"""Mini Card Game (shared/seeds/mini-card-game.txt): a Racket assignment."""
from pathlib import Path

from ..base import Assignment

ASSIGNMENT = Assignment(
    name="mini-card-game", title="Mini Card Game", order=1,
    reference="prelude.mini_card_game", suite="minischeme.grading.suites.mini_card_game",
    transcript=Path(__file__).resolve().parents[3] / "transcripts" / "mini-card-game.transcript")
