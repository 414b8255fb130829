"""A program in a real terminal, driven as a user drives it: tmux (``apt-get install -y
tmux``) runs it in a detached session of a fixed size; keys are typed into it and the
screen is read back as text, as the user sees it (colours left out)."""
from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import time
from pathlib import Path

TMUX = shutil.which("tmux")


class Terminal:
    """``command`` running in a ``width`` x ``height`` tmux window of its own server."""

    def __init__(self, command: list[str], cwd: Path, env: dict[str, str] | None = None,
                 width: int = 100, height: int = 40) -> None:
        assert TMUX is not None, "tmux is not installed"
        self.socket = f"minischeme-test-{os.getpid()}-{id(self)}"
        environment = dict(os.environ if env is None else env, TERM="xterm-256color")
        environment.pop("TMUX", None)
        subprocess.run([TMUX, "-L", self.socket, "-f", "/dev/null", "new-session", "-d",
                        "-s", "t", "-x", str(width), "-y", str(height),
                        shlex.join(command)], cwd=cwd, env=environment, check=True,
                       timeout=30)

    def _tmux(self, *args: str) -> str:
        return subprocess.run([TMUX, "-L", self.socket, *args], capture_output=True,
                              text=True, timeout=30).stdout

    def type(self, text: str) -> None:
        """Type ``text`` (each character a key press)."""
        self._tmux("send-keys", "-t", "t", "-l", text)

    def press(self, *keys: str) -> None:
        """Press keys by tmux's names: ``Enter``, ``C-c``, ``C-d``."""
        self._tmux("send-keys", "-t", "t", *keys)

    def screen(self) -> str:
        """Everything the window shows, with its scrollback; trailing blank lines left out."""
        lines = self._tmux("capture-pane", "-p", "-t", "t", "-S", "-").splitlines()
        return "\n".join(line.rstrip() for line in lines).rstrip("\n")

    def wait_for(self, text: str, timeout: float = 30, count: int = 1) -> str:
        """Wait until ``text`` shows ``count`` times; the screen then."""
        deadline = time.monotonic() + timeout
        while True:
            shown = self.screen()
            if shown.count(text) >= count:
                return shown
            if time.monotonic() > deadline:
                raise AssertionError(f"{text!r} not shown ({count}x) in {timeout} s:\n{shown}")
            time.sleep(0.1)

    def prompts(self) -> int:
        """How many REPL prompts (``> ``, with or without what was typed) the screen shows."""
        return sum(1 for line in self.screen().splitlines() if line == ">" or line.startswith("> "))

    def wait_for_prompt(self, count: int, timeout: float = 60) -> str:
        """Wait until the screen shows ``count`` prompts; the screen then."""
        deadline = time.monotonic() + timeout
        while self.prompts() < count:
            if time.monotonic() > deadline:
                raise AssertionError(f"no prompt {count} in {timeout} s:\n{self.screen()}")
            time.sleep(0.1)
        return self.screen()

    def enter(self, line: str, timeout: float = 60) -> str:
        """Type ``line`` and Enter at a prompt, and wait for the next prompt."""
        count = self.prompts()
        self.type(line)
        self.press("Enter")
        return self.wait_for_prompt(count + 1, timeout)

    def close(self) -> None:
        self._tmux("kill-server")

    def __enter__(self) -> "Terminal":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
