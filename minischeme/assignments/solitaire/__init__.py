"""Solitaire (shared/seeds/solitaire.txt): homework 2 of a programming-languages course in
Standard ML. Graded as the course's ``hw2.sml`` (``sml.py``: SML/NJ in the sandbox) or as
its Scheme port (cards ``(suit . rank)``, moves ``draw`` / ``(discard CARD)``)."""
from pathlib import Path

from minischeme.running.assignment_registry import Assignment

ASSIGNMENT = Assignment(
    name="solitaire", title="Solitaire", order=2,
    reference=f"{__name__}.reference", suite=f"{__name__}.suite",
    transcript=Path(__file__).with_name("solitaire.transcript"),
    languages=("scheme", "sml"), runners={"sml": f"{__name__}.sml"})
