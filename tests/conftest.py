"""Fixtures shared by the test files of several features."""
from __future__ import annotations

import subprocess
import sys
from typing import Iterator

import pytest


@pytest.fixture
def busy_machine() -> Iterator[None]:
    """Four processes that take all the CPU they can get, for the length of a test: a
    verdict must not depend on the machine's load."""
    hogs = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(4)]
    try:
        yield
    finally:
        for h in hogs:
            h.kill()
            h.wait()
