"""The REPL package (issue 33, point 3): split by what its pieces are, no module over 1,000
lines, and README's "where a change goes" rows name where the pieces are."""
from __future__ import annotations

import re
from pathlib import Path

from minischeme.repl.commands import META_HELP, MetaCommands
from minischeme.repl.session import Session
from minischeme.repl.themes import THEMES, choose_theme

ROOT = Path(__file__).resolve().parents[1]


def test_no_module_of_the_repl_is_over_1000_lines():
    sizes = {p.name: len(p.read_text(encoding="utf-8").splitlines())
             for p in (ROOT / "minischeme" / "repl").glob("*.py")}
    assert len(sizes) > 5
    assert {name: n for name, n in sizes.items() if n > 1000} == {}


def test_every_meta_command_is_a_method_the_session_inherits():
    for name in META_HELP:
        method = "cmd_" + name.replace("-", "_")
        assert hasattr(MetaCommands, method) and issubclass(Session, MetaCommands), name


def test_the_readme_rows_name_where_the_repl_pieces_are():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    row = next(line for line in readme.splitlines() if line.startswith("| a REPL meta-command"))
    assert "`MetaCommands` in `minischeme/repl/commands.py`" in row and "`META_HELP`" in row
    row = next(line for line in readme.splitlines() if line.startswith("| a terminal colour theme"))
    assert "minischeme/repl/themes.py" in row
    assert THEMES and choose_theme("never") is None
    for path in re.findall(r"`(minischeme/repl/\w+\.py)`", readme):
        assert (ROOT / path).is_file(), path
