"""Results cached per submission, so an interrupted batch re-run skips what is finished.

The key is the submission's content hash with the grading configuration's fingerprint
(settings, rubric, staff tests, transcripts, and the source of the grader and the reference):
change any of them and the submission is graded again. Each entry is one JSON file, written
to a temporary name and moved into place with ``os.replace``, so an interrupted write never
leaves a half entry.
"""
from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from .results import SubmissionResult


def default_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "minischeme" / "grade"


class ResultCache:
    def __init__(self, directory: str | Path, fingerprint: str) -> None:
        self.dir = Path(directory)
        self.fingerprint = fingerprint

    def key(self, sha256: str) -> str:
        return hashlib.sha256(f"{self.fingerprint}:{sha256}".encode()).hexdigest()

    def _path(self, sha256: str) -> Path:
        k = self.key(sha256)
        return self.dir / k[:2] / f"{k}.json"

    def get(self, sha256: str) -> SubmissionResult | None:
        try:
            data: Any = json.loads(self._path(sha256).read_text(encoding="utf-8"))
            return SubmissionResult.from_dict(data)
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def put(self, result: SubmissionResult) -> None:
        path = self._path(result.sha256)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".json")
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as f:
                    json.dump(result.to_dict(), f, sort_keys=True)
                os.replace(tmp, path)
            except BaseException:
                try:
                    os.unlink(tmp)
                except OSError:
                    pass
                raise
        except OSError:
            pass          # a cache that cannot be written only costs speed
