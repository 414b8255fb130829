"""Cards as pictures: an HTML rendering of a value that is a card, or a list of cards, of
the assignment a notebook has loaded.

Each assignment writes a card its own way — ``(H . A)`` in Mini Card Game, ``(hearts . ace)``
in Solitaire, the word ``ha`` in Bridge hands, a plain value such as ``7`` in KaartSpel —
so each has a *recogniser* that turns one Racket value into a ``Face`` (rank text and suit),
or None when the value is not a card. A value renders only when it is a card or a non-empty
proper list of cards; everything else stays text.
"""
from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any, Callable

from minischeme.values.data import NIL, Pair, Symbol, as_str

SYMBOLS = {"hearts": "♥", "diamonds": "♦", "spades": "♠", "clubs": "♣"}
RED = ("hearts", "diamonds")


@dataclass(frozen=True)
class Face:
    """What a card face shows: its rank (``A``, ``10``, ``Q``) and suit (None: no suit)."""

    rank: str
    suit: str | None


def _rank_text(rank: Any) -> str | None:
    """A rank as a card face prints it: 2..10, or J Q K A (from J, jack, ...)."""
    if type(rank) is int and 2 <= rank <= 10:
        return str(rank)
    name = rank.name if type(rank) is Symbol else as_str(rank)
    if name is None:
        return None
    name = name.lower()
    faces = {"j": "J", "jack": "J", "q": "Q", "queen": "Q", "k": "K", "king": "K",
             "a": "A", "ace": "A"}
    if name in faces:
        return faces[name]
    return name if name.isdigit() and 2 <= int(name) <= 10 else None


def _pair_card(suits: dict[str, str]) -> Callable[[Any], Face | None]:
    """A recogniser of ``(suit . rank)`` pairs whose suit symbols are ``suits``' keys."""
    def recognise(v: Any) -> Face | None:
        if type(v) is not Pair or type(v.car) is not Symbol:
            return None
        suit = suits.get(v.car.name)
        rank = _rank_text(v.cdr)
        return Face(rank, suit) if suit and rank else None
    return recognise


def _bridge_card(v: Any) -> Face | None:
    """Bridge hands: a word of a suit letter and a rank, ``ha``, ``s10``, ``c2``."""
    name = v.name if type(v) is Symbol else as_str(v)
    if not name or len(name) < 2:
        return None
    suit = {"h": "hearts", "d": "diamonds", "s": "spades", "c": "clubs"}.get(name[0].lower())
    rank = _rank_text(name[1:])
    return Face(rank, suit) if suit and rank else None


def _kaartspel_card(v: Any) -> Face | None:
    """KaartSpel: a card is its numeric value, a positive integer with no suit."""
    return Face(str(v), None) if type(v) is int and 0 < v < 1000 else None


RECOGNISERS: dict[str, Callable[[Any], Face | None]] = {
    "mini-card-game": _pair_card({"H": "hearts", "D": "diamonds", "S": "spades", "C": "clubs"}),
    "solitaire": _pair_card({s: s for s in SYMBOLS}),
    "bridge-hands": _bridge_card,
    "kaartspel": _kaartspel_card,
}


def faces(value: Any, assignment: str | None) -> list[Face] | None:
    """The faces of a card or a non-empty list of cards; None for any other value."""
    recognise = RECOGNISERS.get(assignment or "")
    if recognise is None:
        return None
    one = recognise(value)
    if one is not None:
        return [one] if type(value) is not int else None   # a lone number is just a number
    found: list[Face] = []
    while type(value) is Pair:
        face = recognise(value.car)
        if face is None:
            return None
        found.append(face)
        value = value.cdr
    return found if found and value is NIL else None


STYLE = ("display:inline-block;width:3.2em;height:4.4em;margin:0.15em;border:1px solid #888;"
         "border-radius:0.4em;background:#fff;box-shadow:1px 1px 2px rgba(0,0,0,.25);"
         "font:bold 1.1em/1.2 sans-serif;text-align:center;vertical-align:top;padding-top:0.3em")


def card_html(face: Face) -> str:
    """One card face: the rank over the suit symbol, red for hearts and diamonds."""
    colour = "#c00" if face.suit in RED else "#111"
    suit = SYMBOLS.get(face.suit or "", "")
    label = f"{face.rank} of {face.suit}" if face.suit else f"card {face.rank}"
    return (f'<span class="minischeme-card" title="{html.escape(label)}" '
            f'style="{STYLE};color:{colour}">{html.escape(face.rank)}<br>'
            f'<span style="font-size:1.5em">{suit}</span></span>')


def render_html(value: Any, assignment: str | None) -> str | None:
    """An HTML rendering of ``value`` as cards, or None when it is not cards."""
    found = faces(value, assignment)
    if found is None:
        return None
    return '<div class="minischeme-cards">' + "".join(card_html(f) for f in found) + "</div>"
