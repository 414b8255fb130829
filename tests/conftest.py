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


@pytest.fixture(params=[True, False], ids=["python-source", "closures"])
def back_end(request: pytest.FixtureRequest) -> Iterator[None]:
    """Run the test once with each back end: generated Python source, then the closure
    back end (codegen.ENABLED off); the two must agree."""
    from minischeme.compilation import codegen
    saved = codegen.ENABLED
    codegen.ENABLED = request.param
    yield
    codegen.ENABLED = saved
