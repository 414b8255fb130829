"""Solitaire (shared/seeds/solitaire.txt): homework 2 of an SML course, graded in Scheme."""
from pathlib import Path

from ..base import Assignment

ASSIGNMENT = Assignment(
    name="solitaire", title="Solitaire", order=2,
    reference="prelude.solitaire", suite="minischeme.grading.suites.solitaire",
    transcript=Path(__file__).resolve().parents[3] / "transcripts" / "solitaire.transcript")
