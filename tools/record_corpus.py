"""Record Racket's answers for a corpus of public programs:
``python tools/record_corpus.py CORPUS [NAME ...]`` (CORPUS: tests/corpus_fresh,
tests/corpus_holdout).

Each folder under CORPUS is one public program (its files as published, downloaded by
``python tools/fetch_sources.py CORPUS``, not committed; the repository, path and commit
it came from in ``expected.json``'s ``source``). This runs
``racket ENTRY`` inside the folder and writes ``stdout``, ``exit_code`` and
``stderr_first_line`` (and the seconds Racket took, ``racket_seconds``) to ``expected.json``,
keeping ``entry``, ``source`` and any ``xfail`` reason. Where ``expected.json`` has a
``cwd`` (a folder inside the program's, its files kept at their repository paths), ENTRY
runs there. It needs Racket 8.7 on PATH;
``tests/test_corpus_fresh.py`` and ``tests/test_corpus_holdout.py`` compare minischeme
with the recording.
"""
from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

def run_racket(folder: Path, entry: str) -> dict:
    """What `racket ENTRY` printed, run inside ``folder``."""
    start = time.monotonic()
    r = subprocess.run(["racket", entry], cwd=folder, stdin=subprocess.DEVNULL,
                       capture_output=True, timeout=120)
    err = r.stderr.decode("utf-8", errors="replace")
    return {"stdout": r.stdout.decode("utf-8", errors="replace"), "exit_code": r.returncode,
            "stderr_first_line": err.splitlines()[0] if err else "",
            "racket_seconds": round(time.monotonic() - start, 2)}


def record(folder: Path) -> None:
    """Refresh one program's expected.json."""
    path = folder / "expected.json"
    old = json.loads(path.read_text())
    # ``cwd``: the entry's folder inside the program's (files kept at their repository paths)
    place = {"cwd": old["cwd"]} if "cwd" in old else {}
    new = {"entry": old["entry"], **place, "source": old["source"],
           **run_racket(folder / old.get("cwd", "."), old["entry"])}
    if old.get("xfail"):
        new["xfail"] = old["xfail"]
    path.write_text(json.dumps(new, indent=1, ensure_ascii=False) + "\n")
    print(f"{folder.name}: exit {new['exit_code']}, {len(new['stdout'])} characters, "
          f"{new['racket_seconds']} s")


def main(corpus: Path, names: list[str]) -> None:
    folders = [corpus / n for n in names] if names else sorted(
        p for p in corpus.iterdir() if (p / "expected.json").is_file())
    for folder in folders:
        record(folder)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: python tools/record_corpus.py CORPUS [NAME ...]")
    main(Path(sys.argv[1]), sys.argv[2:])
