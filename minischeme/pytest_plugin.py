"""A pytest plugin: every `> expr` example of a `*.transcript` file is one test item.

Installed through the `pytest11` entry point, so `pytest transcripts/` (or a project's own
transcript folder) runs each example with a readable diff on failure.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest


def pytest_collect_file(parent: Any, file_path: Path) -> Any:
    if file_path.suffix == ".transcript":
        return TranscriptFile.from_parent(parent, path=file_path)
    return None


class TranscriptFile(pytest.File):
    """A transcript: its cases run in order in one interpreter (later ones see earlier defines)."""

    def collect(self) -> Any:
        from minischeme.running.transcripts import parse_transcript
        transcript = parse_transcript(self.path.read_text(encoding="utf-8"), str(self.path))
        self._results: dict[int, Any] | None = None
        self.transcript = transcript
        for index, case in enumerate(transcript.cases):
            yield TranscriptItem.from_parent(self, name=f"{case.line}: {case.title[:60]}",
                                             index=index, case=case)

    def results(self) -> dict[int, Any]:
        if self._results is None:
            from minischeme.running.transcripts import run_transcript
            self._results = dict(enumerate(r for _, r in run_transcript(self.transcript)))
        return self._results


class TranscriptMismatch(Exception):
    pass


class TranscriptItem(pytest.Item):
    def __init__(self, *, index: int, case: Any, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.index = index
        self.case = case

    def runtest(self) -> None:
        result = self.parent.results()[self.index]
        if not result.passed:
            raise TranscriptMismatch(result)

    def repr_failure(self, excinfo: Any, style: Any = None) -> str:
        if isinstance(excinfo.value, TranscriptMismatch):
            from minischeme.testing import failure_report
            return failure_report(str(self.path), self.case, excinfo.value.args[0])
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple:
        return self.path, self.case.line - 1, f"transcript: {self.case.title}"
