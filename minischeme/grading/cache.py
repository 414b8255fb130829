"""Results cached per submission, so an interrupted batch re-run skips what is finished.

The key is the submission's content hash, its path and display name, with the grading
configuration's fingerprint (the minischeme version, the assignment, the settings and limits,
the rubric, the staff tests, the transcripts, and the source of the grader and the
reference): change any of them and the submission is graded again. The path is part of the
key because a report names the file (positions, "in `loop` at alice.rkt:3:2"): two students
who hand in the same file get two entries, each naming only its own file.

Where the cache lives is the course's choice (``grade --cache DIR``); by default it sits
next to the report (``.minischeme-cache/`` beside ``--output``), so one course's runs share
it and unrelated runs or checkouts never do. Without either, nothing is cached. Each entry is one JSON file, written
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
from typing import TYPE_CHECKING, Any

from .results import SubmissionResult

if TYPE_CHECKING:
    from .submission import Submission

TMP_PREFIX = ".tmp-"
STALE_SECONDS = 600.0   # a temporary file this old belongs to no live writer


CACHE_DIR_NAME = ".minischeme-cache"


def default_dir(output: str | Path | None) -> Path | None:
    """The cache of a run writing its report to ``output``: ``.minischeme-cache`` in the
    directory of that file (in the directory itself when ``output`` is one, as for
    Gradescope's class mode); None when the report goes to standard output."""
    if output is None:
        return None
    out = Path(output)
    folder = out if (out.is_dir() or str(output).endswith(("/", os.sep))) else out.parent
    return folder / CACHE_DIR_NAME


def identity(name: str, path: str, sha256: str) -> str:
    """What names one submission in the cache: its content, its absolute path and its
    display name (a Submission's ``name``, a result's ``submission``)."""
    try:
        where = str(Path(path).resolve())
    except (OSError, RuntimeError):
        where = str(path)
    return json.dumps([sha256, where, name])


class ResultCache:
    def __init__(self, directory: str | Path, fingerprint: str) -> None:
        self.dir = Path(directory)
        self.fingerprint = fingerprint

    def key(self, sub: Submission) -> str:
        return hashlib.sha256(
            f"{self.fingerprint}:{identity(sub.name, sub.path, sub.sha256)}".encode()).hexdigest()

    def _path(self, sub: Submission) -> Path:
        k = self.key(sub)
        return self.dir / k[:2] / f"{k}.json"

    def get(self, sub: Submission) -> SubmissionResult | None:
        """The cached result of ``sub``, or None: missing, unreadable or not a result for
        this very submission (same content, path and name; never an exception: a bad entry
        only means grading again)."""
        try:
            data: Any = json.loads(self._path(sub).read_text(encoding="utf-8"))
            result = SubmissionResult.from_dict(data)
        except Exception:
            return None
        same = (result.sha256, result.path, result.submission) == (sub.sha256, sub.path, sub.name)
        return result if same else None

    def put(self, sub: Submission, result: SubmissionResult) -> None:
        path = self._path(sub)
        tmp = None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=TMP_PREFIX, suffix=".json")
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                # one dumps is 3x json.dump's speed. No fsync: a killed process loses no
                # written data, and an entry torn by a power cut fails to read in ``get``,
                # which only means grading that submission again.
                f.write(json.dumps(result.to_dict(), sort_keys=True))
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
