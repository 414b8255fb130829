"""Mutants: a correct submission with one rule of the assignment's text broken.

A mutant is a list of text edits (old -> new) of a correct submission kept in
``tests/submissions``; each says which rule it breaks, and, when it comes from a real
sample submission there, which file. A mutant must read and compile (else it would be
killed for the wrong reason) unless that is its mistake (``loads=False``). An *equivalent* mutant changes the text but no answer
on any input the assignment allows (``equivalent`` says why); every other mutant must be
*killed*: graded by the default suite, it must lose points. A *variant* is the other way
round: another correct solution (a different discard strategy, an order the text leaves
free) that must keep every point.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

# The correct submissions and the samples live in the checkout's tests/submissions.
SUBMISSIONS = Path(__file__).resolve().parents[2] / "tests" / "submissions"


class MutantError(Exception):
    """A mutant's edit does not apply (its old text is not found exactly once)."""


@dataclass(frozen=True)
class Mutant:
    name: str
    rule: str                                   # the rule of the text it breaks
    edits: tuple[tuple[str, str], ...]
    equivalent: str = ""                        # why no allowed input tells it apart
    sample: str = ""                            # the tests/submissions file it reproduces
    loads: bool = True                          # False: its mistake is not reading/compiling

    def apply(self, text: str) -> str:
        """The base ``text`` with every edit made; each old text must occur exactly once."""
        for old, new in self.edits:
            found = text.count(old)
            if found != 1:
                raise MutantError(f"mutant {self.name}: {old!r} occurs {found} times, not once")
            text = text.replace(old, new)
        return text


def mutant(name: str, rule: str, old: str, new: str, *, equivalent: str = "",
           sample: str = "", loads: bool = True) -> Mutant:
    """A mutant of one edit."""
    return Mutant(name, rule, ((old, new),), equivalent, sample, loads)


def edits(name: str, rule: str, *pairs: tuple[str, str], equivalent: str = "",
          sample: str = "", loads: bool = True) -> Mutant:
    """A mutant of several edits (a sample's mistake in several places)."""
    return Mutant(name, rule, tuple(pairs), equivalent, sample, loads)


@dataclass(frozen=True)
class Table:
    """The mutants of one assignment in one graded language, all edits of ``base``."""

    assignment: str
    language: str                               # scheme | sml | python
    base: str                                   # the correct file, under tests/submissions
    mutants: tuple[Mutant, ...]
    variants: tuple[Mutant, ...] = field(default=())

    @property
    def key(self) -> str:
        return f"{self.assignment}/{self.language}"

    def base_path(self) -> Path:
        return SUBMISSIONS / self.base

    def base_text(self) -> str:
        path = self.base_path()
        if not path.is_file():
            raise MutantError(f"{path} is missing: mutation testing runs in a checkout of "
                              "minischeme, whose tests/submissions holds the correct files")
        return path.read_text(encoding="utf-8")
