"""KaartSpel (shared/seeds/kaartspel.txt): a Python (Dodona) exercise. Graded as the text's
Python classes (``python.py``: a ``.py`` file, run by CPython in the sandbox) or as its
Scheme port (``(kaartspel ...)``, ``(speel-rondes ...)``)."""
from pathlib import Path

from minischeme.running.assignment_registry import Assignment

ASSIGNMENT = Assignment(
    name="kaartspel", title="KaartSpel", order=4,
    reference=f"{__name__}.reference", suite=f"{__name__}.suite",
    transcript=Path(__file__).with_name("kaartspel.transcript"),
    languages=("scheme", "python"), runners={"python": f"{__name__}.python"})
