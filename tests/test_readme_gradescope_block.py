"""The README's Gradescope set-up block can be followed as written in a checkout: every
file its `cp` lines copy exists there (the wheel excepted: the block's first line builds
it), so a newcomer's first `cp` does not fail on a file only their course has."""
from __future__ import annotations

import glob
import re
import shlex
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def gradescope_block() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Using minischeme on Gradescope", 1)[1]
    return re.search(r"^```[a-z]*\n(.*?)^```", section, flags=re.M | re.S).group(1)


def copied_sources(block: str) -> list[str]:
    sources = []
    for line in block.splitlines():
        for command in line.split("&&"):
            words = shlex.split(command, comments=True)
            if words[:1] == ["cp"]:
                sources += [w for w in words[1:-1] if not w.startswith("-")]
    return sources


def test_the_block_copies_files():
    assert "gradescope/setup.sh" in copied_sources(gradescope_block())


def test_every_file_the_block_copies_is_in_the_checkout():
    missing = [s for s in copied_sources(gradescope_block())
               if not s.startswith("dist/") and not glob.glob(str(ROOT / s))]
    assert missing == []
