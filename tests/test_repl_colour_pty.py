"""Colour in a real terminal (pexpect): the theme follows what the terminal says about its
background (COLORFGBG), NO_COLOR and --color=never turn colour off, --color=always keeps it.

prompt_toolkit is told to use 24-bit colour, so the theme's colours appear literally in the
echo of the input (`38;2;R;G;B`)."""
from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect", reason="pexpect is not installed (pip install pexpect)")
pytest.importorskip("prompt_toolkit", reason="prompt_toolkit is not installed")

from minischeme.repl.themes import THEMES  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
COLOUR = re.compile(r"\x1b\[[0-9;]*38;[25];[0-9;]*m")


def _rgb(theme: str, token: str) -> str:
    colour = next(part for part in THEMES[theme][token].split() if part.startswith("#"))
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return f"38;2;{r};{g};{b}"


def typed_echo(tmp_path: Path, env_extra: dict, *args: str) -> str:
    """What the terminal shows while `'card` is typed and evaluated."""
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "COLORFGBG",
                                                            "MINISCHEME_BACKGROUND")}
    env.update(PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm-256color",
               PROMPT_TOOLKIT_COLOR_DEPTH="DEPTH_24_BIT",
               MINISCHEME_HISTORY=str(tmp_path / "history"),
               PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""), **env_extra)
    child = pexpect.spawn(sys.executable, ["-m", "minischeme", "repl", *args], env=env,
                          cwd=str(REPO), encoding="utf-8", timeout=20, dimensions=(40, 120))
    try:
        child.expect_exact("\x1b[?2004h")          # reading keys
        child.send("'card \"text\" 42 ")
        time.sleep(1.0)                             # the highlighting has been drawn
        child.send("\r")
        child.expect_exact("42\r\n")
        echo = child.before
        child.expect_exact("\x1b[?2004h")
        child.sendeof()
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    return echo


def test_dark_background_gets_the_dark_theme(tmp_path):
    echo = typed_echo(tmp_path, {"COLORFGBG": "15;0"})
    assert _rgb("dark", "String.Symbol") in echo and _rgb("dark", "String") in echo
    assert _rgb("light", "String.Symbol") not in echo


def test_light_background_gets_the_light_theme(tmp_path):
    echo = typed_echo(tmp_path, {"COLORFGBG": "0;15"})
    assert _rgb("light", "String.Symbol") in echo and _rgb("light", "String") in echo


def test_no_color_and_never_print_no_colour(tmp_path):
    assert not COLOUR.search(typed_echo(tmp_path, {"NO_COLOR": "1", "COLORFGBG": "15;0"}))
    assert not COLOUR.search(typed_echo(tmp_path, {"COLORFGBG": "15;0"}, "--color", "never"))


def test_always_colours_despite_no_color(tmp_path):
    echo = typed_echo(tmp_path, {"NO_COLOR": "1", "COLORFGBG": "15;0"}, "--color", "always")
    assert _rgb("dark", "String.Symbol") in echo
