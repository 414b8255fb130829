"""Download the public submissions listed in SOURCES.md (every set: every row of its
tables) and racket-homework/SOURCES.md (the fifth set), each from GitHub at its commit,
into tests/submissions_public/<assignment>/ (``--list``: print the addresses only).

They are not committed (most state no license); tests/test_public_submissions.py grades
the ones present. ``--mirror DIR`` (repeatable) reads local git copies
``DIR/OWNER+NAME/repo`` before the network, as tools/fetch_sources.py does; a file that
cannot be had is reported and the rest fetched (exit status 1)."""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "tools"))
import fetch_sources  # noqa: E402  (the manifests' downloader: a --mirror copy, else GitHub)


MANIFESTS = (HERE / "SOURCES.md", HERE / "racket-homework" / "SOURCES.md")


def sources() -> list[tuple[str, str, str, str]]:
    """(file, repository, path, commit) of each row of the manifests' tables (a file named
    from tests/submissions_public/)."""
    rows = []
    lines = [line for m in MANIFESTS for line in m.read_text(encoding="utf-8").splitlines()]
    for line in lines:
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 5 and "/" in cells[0] and len(cells[3]) == 40:
            rows.append((cells[0], cells[1], cells[2], cells[3]))
    return rows


def address(repo: str, path: str, commit: str) -> str:
    """The raw file's address (as the downloader writes it)."""
    return fetch_sources.Entry("", repo, path, commit, blob="").address


def main(argv: list[str]) -> int:
    mirrors = [Path(argv[i + 1]).resolve() for i, a in enumerate(argv[:-1]) if a == "--mirror"]
    fetch_sources.MIRROR[:] = mirrors
    failed = 0
    for file, repo, path, commit in sources():
        if "--list" in argv:
            print(file, address(repo, path, commit))
            continue
        entry = fetch_sources.Entry(file, repo, path, commit, blob="")
        try:
            data = fetch_sources.download(entry)
        except OSError as e:      # no network, a missing file: say which, go on
            print(f"failed {file}: {getattr(e, 'reason', e)}", file=sys.stderr)
            failed += 1
            continue
        target = HERE / file
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        print("fetched", file)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
