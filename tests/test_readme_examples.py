"""Issue 31, point 4: every command block of the README that shows output is run, and its
output compared with what the README shows.

A block shows output when it has ``$ COMMAND`` lines: each command's output is the lines
after it, up to the next ``$`` line (blank lines between commands are not output). A line
``...`` in the README stands for any number of lines left out. ``$ cat FILE`` shows a file
the later commands use, so the test writes it first; commands run in a fresh folder (with
``tests/`` of the checkout beside them, for the sample submissions), with ``minischeme``
the checkout's. A ``$ minischeme repl ...`` block is a terminal session: it is typed into
the REPL in a real terminal (tmux), ``^C`` pressed as shown, and the screen compared.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from tmux_terminal import TMUX, Terminal  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"


def command_blocks(text: str) -> list[list[tuple[str, list[str]]]]:
    """Each fenced block with ``$`` lines: its (command, output lines) in order."""
    blocks = []
    for body in re.findall(r"^```[a-z]*\n(.*?)^```", text, flags=re.M | re.S):
        steps: list[tuple[str, list[str]]] = []
        for line in body.splitlines():
            if line.startswith("$ "):
                steps.append((line[2:], []))
            elif steps:
                steps[-1][1].append(line)
        if steps:
            blocks.append([(command, _trimmed(output)) for command, output in steps])
    return blocks


def _trimmed(lines: list[str]) -> list[str]:
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    return lines


def matches(expected: list[str], actual: list[str]) -> bool:
    """``actual`` is ``expected`` where each ``...`` line stands for any lines."""
    if not expected:
        return not actual
    if expected[0].strip() == "...":
        return any(matches(expected[1:], actual[i:]) for i in range(len(actual) + 1))
    return bool(actual) and actual[0] == expected[0] and matches(expected[1:], actual[1:])


BLOCKS = command_blocks(README.read_text(encoding="utf-8"))
SHELL_BLOCKS = [b for b in BLOCKS if not b[0][0].startswith("minischeme repl")]
REPL_BLOCKS = [b for b in BLOCKS if b[0][0].startswith("minischeme repl")]


def test_the_readme_has_the_blocks_this_test_runs():
    commands = [command for block in BLOCKS for command, _ in block]
    assert any(c.startswith("minischeme eval hand.rkt exprs.rkt --json") for c in commands)
    assert any(c.startswith("minischeme grade ") for c in commands)
    assert REPL_BLOCKS


@pytest.fixture
def folder(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    """A fresh folder with ``tests/`` of the checkout, and ``minischeme`` on PATH."""
    (tmp_path / "tests").symlink_to(ROOT / "tests")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    shim = bin_dir / "minischeme"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m minischeme "$@"\n')
    shim.chmod(0o755)
    env = dict(os.environ, PATH=f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
               PYTHONPATH=str(ROOT), MINISCHEME_HISTORY=str(tmp_path / "history"))
    work = tmp_path / "work"
    work.mkdir()
    (work / "tests").symlink_to(ROOT / "tests")
    return work, env


@pytest.mark.parametrize("block", SHELL_BLOCKS, ids=lambda b: b[-1][0].split("#")[0].strip())
def test_a_readme_command_block_prints_what_the_readme_shows(block, folder):
    work, env = folder
    for command, output in block:
        shown = re.fullmatch(r"cat (\S+)", command.strip())
        if shown:
            (work / shown.group(1)).write_text("\n".join(output) + "\n", encoding="utf-8")
    for command, output in block:
        done = subprocess.run(["bash", "-c", command], cwd=work, env=env, capture_output=True,
                              text=True, timeout=900)
        assert done.returncode == 0, f"$ {command}\n{done.stderr}"
        actual = _trimmed(done.stdout.splitlines())
        assert matches(output, actual), (f"$ {command}\nthe README shows:\n"
                                         + "\n".join(output) + "\nit prints:\n" + done.stdout)


@pytest.mark.skipif(TMUX is None, reason="tmux is not installed (apt-get install -y tmux)")
@pytest.mark.parametrize("block", REPL_BLOCKS, ids=lambda b: b[0][0])
def test_the_readme_repl_session_is_what_a_terminal_shows(block, folder):
    work, env = folder
    [(command, session)] = block
    argv = [sys.executable, "-m", "minischeme", *command.split()[1:]]
    with Terminal(argv, work, env, width=100) as terminal:
        terminal.wait_for_prompt(1)
        for i, line in enumerate(session):
            if not line.startswith("> "):
                continue
            if i + 1 < len(session) and session[i + 1].startswith("^C"):
                terminal.type(line[2:])
                terminal.press("Enter")
                time.sleep(1.0)                  # the loop is running
                terminal.press("C-c")
                terminal.wait_for("user break")
            else:
                terminal.enter(line[2:])
        screen = terminal.wait_for_prompt(terminal.prompts()).splitlines()
    if screen and screen[-1] == ">":
        screen = screen[:-1]                     # the prompt after the last line shown
    assert matches(session, screen), ("the README shows:\n" + "\n".join(session)
                                      + "\nthe terminal shows:\n" + "\n".join(screen))
