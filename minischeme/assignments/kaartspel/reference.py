"""KaartSpel (kaartspel.txt): strategies and rounds of a card game, and their Scheme procedures.

The classes have exactly the text's API: ``GrensStrategie(g)``, ``FraudeStrategie(g)`` with
``__str__`` and ``neem_kaarten(stapel, aflegstapel, maximum)``, and
``KaartSpel(stapel, N, maximum, beloning)`` with ``__str__`` and
``speel_rondes(strategie, rondes)``. ``neem_kaarten`` never changes its arguments; it returns
three new lists.

Random discipline, as the text requires for the grader to reproduce its numbers: the only use
of randomness is ``random.shuffle`` (the global ``random`` module) of a fresh copy of the
original deck, at the start of ``speel_rondes`` and at every refill.

The published 203.0
-------------------
After ``random.seed(200)`` the text's example gives 80.0 and then 203.0. A faithful
implementation gives 80.0 and then **202.0**: the published number comes from a reference
solution whose ``neem_kaarten`` takes cards by mutating the caller's pile while
``speel_rondes`` ignores the returned pile, so the card FraudeStrategie puts back (onto a
new list) is lost from the game. The faithful behaviour is the default;
``KaartSpel(..., published=True)`` reproduces the published one: after each round, every card
the strategy turned over leaves the pile, including a card it put back.
"""
from __future__ import annotations

import random
from fractions import Fraction
from typing import Any, Protocol, Sequence

from minischeme.values.data import (Pair, StructInstance, StructType, is_list, list_to_python,
                             make_list)
from minischeme.values.data import make_struct_instance
from minischeme.values.errors import contract_error
from minischeme.values.procedures import Primitive

Number = int | float | Fraction


class Strategie(Protocol):
    """What ``speel_rondes`` needs of a strategy."""

    def neem_kaarten(self, stapel: list[int], aflegstapel: list[int],
                     maximum: int) -> tuple[list[int], list[int], list[int]]: ...


class GrensStrategie:
    """Take cards while the sum of the cards taken is below the limit ``grens``."""

    def __init__(self, grens: int) -> None:
        self.grens = grens

    def __str__(self) -> str:
        return f"GrensStrategie[{self.grens}]"

    def _aantal_bekeken(self, stapel: Sequence[int], maximum: int) -> int:
        """How many cards from the top the player turns over: while the sum so far is below
        the limit, at most ``maximum``, and no more than the pile holds. FraudeStrategie
        turns over the same cards; ``KaartSpel(published=True)`` drops them all."""
        aantal, som = 0, 0
        while som < self.grens and aantal < maximum and aantal < len(stapel):
            som += stapel[aantal]
            aantal += 1
        return aantal

    def neem_kaarten(self, stapel: Sequence[int], aflegstapel: Sequence[int],
                     maximum: int) -> tuple[list[int], list[int], list[int]]:
        """(cards taken, the pile without them, the discard pile with them added at the end)."""
        aantal = self._aantal_bekeken(stapel, maximum)
        genomen = list(stapel[:aantal])
        return genomen, list(stapel[aantal:]), list(aflegstapel) + genomen


class FraudeStrategie(GrensStrategie):
    """Like GrensStrategie, but a last card that takes the sum over the limit goes back on
    top of the pile (the player looked before taking it)."""

    def __str__(self) -> str:
        return f"FraudeStrategie[{self.grens}]"

    def neem_kaarten(self, stapel: Sequence[int], aflegstapel: Sequence[int],
                     maximum: int) -> tuple[list[int], list[int], list[int]]:
        """As GrensStrategie, minus the card that went over the limit, if one did."""
        genomen, nieuwe_stapel, nieuwe_afleg = super().neem_kaarten(stapel, aflegstapel, maximum)
        if sum(genomen) > self.grens:
            teruggelegd = genomen.pop()
            nieuwe_stapel.insert(0, teruggelegd)
            nieuwe_afleg.pop()
        return genomen, nieuwe_stapel, nieuwe_afleg


class KaartSpel:
    """Rounds of the game on a deck, with target ``N``, at most ``maximum`` cards a round, and
    ``beloning`` points for hitting ``N`` exactly.

    ``published=True`` reproduces the text's published numbers (see the module docstring).
    """

    def __init__(self, stapel: Sequence[int], N: int, maximum: int, beloning: Number, *,
                 published: bool = False) -> None:
        self.stapel = list(stapel)
        self.N = N
        self.maximum = maximum
        self.beloning = beloning
        self.published = published

    def __str__(self) -> str:
        return f"[{self.N},{self.maximum}]"

    def _verse_stapel(self) -> list[int]:
        """A shuffled copy of the original deck: the one place randomness is used."""
        stapel = list(self.stapel)
        random.shuffle(stapel)
        return stapel

    def _punten(self, waarde: int) -> Number:
        """Points for a round whose cards add up to ``waarde``."""
        if waarde == self.N:
            return self.beloning
        if waarde > self.N:
            return -2 * self.beloning
        return self.beloning * waarde / self.N

    def speel_rondes(self, strategie: Strategie, rondes: int) -> float:
        """Total points over ``rondes`` rounds played with ``strategie``, as a float."""
        stapel = self._verse_stapel()
        aflegstapel: list[int] = []
        totaal = 0.0
        for _ in range(rondes):
            if len(stapel) < self.maximum:
                stapel = self._verse_stapel()
                aflegstapel = []
            genomen, nieuwe_stapel, aflegstapel = strategie.neem_kaarten(
                stapel, aflegstapel, self.maximum)
            if self.published:
                # Ignore the returned pile: every card the strategy turned over is gone,
                # a put-back one included (strategies without _aantal_bekeken are taken
                # to turn over just the cards they take).
                bekeken = getattr(strategie, "_aantal_bekeken", None)
                aantal = bekeken(stapel, self.maximum) if bekeken else len(genomen)
                stapel = stapel[aantal:]
            else:
                stapel = nieuwe_stapel
            totaal += self._punten(sum(genomen))
        return float(totaal)


# ------------------------------------------------------------ Scheme boundary

# Opaque struct types wrapping the Python objects: they print as #<kaartspel>, compare by
# identity, and fraude-strategie is a subtype of grens-strategie as in Python.
KAARTSPEL = StructType("kaartspel", ["object"])
GRENS_STRATEGIE = StructType("grens-strategie", ["object"])
FRAUDE_STRATEGIE = StructType("fraude-strategie", [], GRENS_STRATEGIE)


def _positive_int(who: str, v: Any, position: int, args: list) -> int:
    if type(v) is not int or v <= 0:
        raise contract_error(who, "exact-positive-integer?", v, position, args)
    return v


def _natural(who: str, v: Any, position: int, args: list) -> int:
    if type(v) is not int or v < 0:
        raise contract_error(who, "exact-nonnegative-integer?", v, position, args)
    return v


def _real(who: str, v: Any, position: int, args: list) -> Number:
    if type(v) not in (int, float, Fraction):
        raise contract_error(who, "real?", v, position, args)
    return v


def _boolean(who: str, v: Any, position: int, args: list) -> bool:
    if type(v) is not bool:
        raise contract_error(who, "boolean?", v, position, args)
    return v


def _cards(who: str, v: Any, position: int, args: list) -> list[int]:
    """A Scheme list of positive exact integers as a Python list."""
    if not is_list(v):
        raise contract_error(who, "(listof exact-positive-integer?)", v, position, args)
    cards = list_to_python(v)
    for card in cards:
        if type(card) is not int or card <= 0:
            raise contract_error(who, "exact-positive-integer?", card)
    return cards


def _wrapped(who: str, stype: StructType, expected: str, v: Any, position: int,
             args: list) -> Any:
    if type(v) is not StructInstance or not v.stype.is_subtype_of(stype):
        raise contract_error(who, expected, v, position, args)
    return v.fields[0]


def _kaartspel(stapel: Any, n: Any, maximum: Any, beloning: Any,
               published: Any = False) -> StructInstance:
    """(kaartspel stapel N maximum beloning [published?])"""
    who, args = "kaartspel", [stapel, n, maximum, beloning, published]
    spel = KaartSpel(_cards(who, stapel, 0, args), _positive_int(who, n, 1, args),
                     _positive_int(who, maximum, 2, args), _real(who, beloning, 3, args),
                     published=_boolean(who, published, 4, args))
    return make_struct_instance(KAARTSPEL, [spel])


def _strategie(name: str, cls: type[GrensStrategie], stype: StructType) -> Primitive:
    def make(grens: Any) -> StructInstance:
        return make_struct_instance(stype, [cls(_positive_int(name, grens, 0, [grens]))])
    return Primitive(name, make, 1, 1)


def _speel_rondes(spel: Any, strategie: Any, rondes: Any) -> float:
    """(speel-rondes spel strategie rondes)"""
    who, args = "speel-rondes", [spel, strategie, rondes]
    python_spel = _wrapped(who, KAARTSPEL, "kaartspel?", spel, 0, args)
    python_strategie = _wrapped(who, GRENS_STRATEGIE, "strategie?", strategie, 1, args)
    return python_spel.speel_rondes(python_strategie, _natural(who, rondes, 2, args))


def _neem_kaarten(strategie: Any, stapel: Any, aflegstapel: Any, maximum: Any) -> Pair:
    """(neem-kaarten strategie stapel aflegstapel maximum): a list of the three lists."""
    who, args = "neem-kaarten", [strategie, stapel, aflegstapel, maximum]
    python_strategie = _wrapped(who, GRENS_STRATEGIE, "strategie?", strategie, 0, args)
    result = python_strategie.neem_kaarten(_cards(who, stapel, 1, args),
                                           _cards(who, aflegstapel, 2, args),
                                           _positive_int(who, maximum, 3, args))
    return make_list([make_list(part) for part in result])


def bindings() -> dict[str, Primitive]:
    """The Scheme procedures: kaartspel, grens-strategie, fraude-strategie, speel-rondes,
    neem-kaarten. Randomness is the global ``random`` module, so the core's random-seed
    decides the shuffles."""
    procedures = [
        Primitive("kaartspel", _kaartspel, 4, 5),
        _strategie("grens-strategie", GrensStrategie, GRENS_STRATEGIE),
        _strategie("fraude-strategie", FraudeStrategie, FRAUDE_STRATEGIE),
        Primitive("speel-rondes", _speel_rondes, 3, 3),
        Primitive("neem-kaarten", _neem_kaarten, 4, 4),
    ]
    return {p.name: p for p in procedures}
