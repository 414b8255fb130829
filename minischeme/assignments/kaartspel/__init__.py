"""KaartSpel (shared/seeds/kaartspel.txt): a Python (Dodona) exercise, graded in Scheme."""
from pathlib import Path

from ..base import Assignment

ASSIGNMENT = Assignment(
    name="kaartspel", title="KaartSpel", order=4,
    reference="prelude.kaartspel", suite="minischeme.grading.suites.kaartspel",
    transcript=Path(__file__).resolve().parents[3] / "transcripts" / "kaartspel.transcript")
