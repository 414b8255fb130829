"""The terminal REPL's colour themes: Racket syntax colours by Pygments token, and which
theme a terminal gets (its background, ``--color``, ``NO_COLOR``)."""
from __future__ import annotations

import os
from typing import Any

# Racket syntax colours per theme, by Pygments token (RacketLexer). "light" and "dark" are
# chosen for the terminal's background when it says which (COLORFGBG); "ansi" (unknown
# background) uses the terminal's own palette, which every terminal theme keeps readable.
THEMES: dict[str, dict[str, str]] = {
    "light": {"Comment": "italic #6a6a6a", "Keyword": "bold #7a3e9d", "Name.Builtin": "#1f5f9f",
              "String": "#2a7a2a", "String.Symbol": "#005f87", "String.Char": "#9a5700",
              "Number": "#9a5700", "Name.Constant": "#9a5700", "Error": "bg:#ffd7d7"},
    "dark": {"Comment": "italic #a0a0a0", "Keyword": "bold #d7a0ff", "Name.Builtin": "#87cefa",
             "String": "#a0e6a0", "String.Symbol": "#87d7ff", "String.Char": "#ffc877",
             "Number": "#ffc877", "Name.Constant": "#ffc877", "Error": "bg:#5f0000"},
    "ansi": {"Comment": "italic", "Keyword": "bold ansimagenta", "Name.Builtin": "ansicyan",
             "String": "ansigreen", "String.Symbol": "ansicyan", "String.Char": "ansiyellow",
             "Number": "ansiyellow", "Name.Constant": "ansiyellow", "Error": "reverse"},
}
BACKGROUND_ENV = "MINISCHEME_BACKGROUND"


def terminal_background(env: Any = None) -> str | None:
    """"light" or "dark" when the terminal says: $MINISCHEME_BACKGROUND, or COLORFGBG
    ("15;0": white on black; the last field is the background's ANSI colour number,
    0-6 and 8 dark, 7 and 9-15 light), else None."""
    env = os.environ if env is None else env
    told = env.get(BACKGROUND_ENV, "").strip().lower()
    if told in ("light", "dark"):
        return told
    last = env.get("COLORFGBG", "").split(";")[-1].strip()
    if last.isdigit():
        n = int(last)
        if 0 <= n <= 15:
            return "dark" if n <= 6 or n == 8 else "light"
    return None


def choose_theme(color: str = "auto", env: Any = None) -> str | None:
    """The colour theme of the terminal REPL ("light", "dark", "ansi"), or None for no
    colour: ``--color=never``, or with ``auto`` a set NO_COLOR (no-color.org) or a dumb
    terminal. ``always`` colours whatever the environment says."""
    env = os.environ if env is None else env
    if color == "never":
        return None
    if color == "auto" and (env.get("NO_COLOR") or env.get("TERM") == "dumb"):
        return None
    return terminal_background(env) or "ansi"


def theme_style(theme: str) -> Any:
    """The prompt_toolkit style of a theme."""
    from prompt_toolkit.styles import style_from_pygments_dict
    from pygments.token import string_to_tokentype
    return style_from_pygments_dict({string_to_tokentype(k): v
                                     for k, v in THEMES[theme].items()})
