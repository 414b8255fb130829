"""Results cached per submission, so an interrupted batch re-run skips what is finished.

The key is the submission's content hash with the grading configuration's fingerprint
(settings, rubric, staff tests, transcripts, and the source of the grader and the reference):
change any of them and the submission is graded again. Each entry is one JSON file, written
to a temporary name (``.tmp-*``), flushed to disk and moved into place with ``os.replace``:
a process killed at any instant leaves either the whole entry or none. What a kill can
leave behind is harmless: a temporary file is never read (and is removed once it is
stale), and an entry that does not read back as a result for the same content (truncated by
a crash of the machine, edited, corrupt) counts as missing, so that submission is graded
again and the entry rewritten.
"""
from __future__ import annotations

import hashlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from .results import SubmissionResult

TMP_PREFIX = ".tmp-"
STALE_SECONDS = 600.0   # a temporary file this old belongs to no live writer


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
        """The cached result, or None: missing, unreadable or not a result for this content
        (never an exception: a bad entry only means grading again)."""
        try:
            data: Any = json.loads(self._path(sha256).read_text(encoding="utf-8"))
            result = SubmissionResult.from_dict(data)
        except Exception:
            return None
        return result if result.sha256 == sha256 else None

    def put(self, result: SubmissionResult) -> None:
        path = self._path(result.sha256)
        tmp = None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=TMP_PREFIX, suffix=".json")
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(result.to_dict(), f, sort_keys=True)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
            tmp = None
        except OSError:
            pass          # a cache that cannot be written only costs speed
        finally:
            if tmp is not None:       # failed or interrupted (Ctrl-C) before the replace
                try:
                    os.unlink(tmp)
                except OSError:
                    pass

    def sweep(self, older_than: float = STALE_SECONDS) -> int:
        """Remove temporary files left by writers that were killed (SIGKILL, a crash);
        recent ones may belong to a batch running now and are left alone. Returns how many
        were removed."""
        removed = 0
        cutoff = time.time() - older_than
        try:
            for tmp in self.dir.glob(f"*/{TMP_PREFIX}*"):
                try:
                    if tmp.lstat().st_mtime < cutoff:
                        tmp.unlink()
                        removed += 1
                except OSError:
                    pass
        except OSError:
            pass
        return removed
