"""Mini Card Game (shared/seeds/mini-card-game.txt): a Racket assignment."""
from pathlib import Path

from minischeme.running.assignment_registry import Assignment

ASSIGNMENT = Assignment(
    name="mini-card-game", title="Mini Card Game", order=1,
    reference=f"{__name__}.reference", suite=f"{__name__}.suite",
    transcript=Path(__file__).with_name("mini-card-game.transcript"))
