"""Record Racket's answers for the corpus: ``python tests/corpus/record.py [NAME ...]``.

Each folder under tests/corpus/ is one program. Its ``expected.json`` names the file to run
(``entry``) and holds what ``racket ENTRY``, run inside the folder, printed: ``stdout``,
``exit_code`` and ``stderr_first_line``. Run this after adding or changing a program (it
needs Racket 8.7 on PATH); ``tests/test_corpus.py`` then compares minischeme with it.
An ``xfail`` entry (a reason) is kept as it is.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

CORPUS = Path(__file__).resolve().parent


def entry_of(folder: Path) -> str:
    """The file to run: one ending in -tests.rkt or named main.rkt, or the only .rkt file."""
    files = sorted(p.name for p in folder.iterdir() if p.suffix in (".rkt", ".scm"))
    for name in files:
        if name.endswith(("-tests.rkt", "_tests.rkt", "-test.rkt")) or name == "main.rkt":
            return name
    if len(files) != 1:
        raise SystemExit(f"{folder.name}: say which file to run (\"entry\" in expected.json)")
    return files[0]


def run_racket(folder: Path, entry: str) -> dict:
    r = subprocess.run(["racket", entry], cwd=folder, capture_output=True, timeout=120)
    err = r.stderr.decode("utf-8", errors="replace")
    return {"stdout": r.stdout.decode("utf-8", errors="replace"), "exit_code": r.returncode,
            "stderr_first_line": err.splitlines()[0] if err else ""}


def record(folder: Path) -> None:
    path = folder / "expected.json"
    old = json.loads(path.read_text()) if path.exists() else {}
    entry = old.get("entry") or entry_of(folder)
    new = {"entry": entry, **run_racket(folder, entry)}
    if old.get("xfail"):
        new["xfail"] = old["xfail"]
    path.write_text(json.dumps(new, indent=1, ensure_ascii=False) + "\n")
    print(f"{folder.name}: exit {new['exit_code']}, {len(new['stdout'])} characters of output")


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python tests/corpus/record.py",
                                     description="Record Racket's answers for the corpus "
                                                 "(it needs racket on PATH).")
    parser.add_argument("names", nargs="*", default=[], metavar="NAME",
                        help="the corpus folders to record (default: all)")
    names = parser.parse_args(argv).names
    unknown = [n for n in names if not (CORPUS / n).is_dir()]
    if unknown:
        parser.error(f"no corpus folder named {unknown[0]} in {CORPUS}")
    folders = [CORPUS / n for n in names] if names else sorted(
        p for p in CORPUS.iterdir() if p.is_dir() and not p.name.startswith(("_", ".")))
    for folder in folders:
        record(folder)


if __name__ == "__main__":
    main(sys.argv[1:])
