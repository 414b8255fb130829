"""Bridge hands (shared/seeds/bridge-hands.tex): a Simply Scheme project."""
from pathlib import Path

from minischeme.running.assignment_registry import Assignment

ASSIGNMENT = Assignment(
    name="bridge-hands", title="Bridge hands", order=3, language="simply-scheme",
    reference=f"{__name__}.reference", suite=f"{__name__}.suite",
    transcript=Path(__file__).with_name("bridge-hands.transcript"))
