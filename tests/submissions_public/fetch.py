"""Download the public submissions listed in SOURCES.md (both sets: every row of its
tables), each from GitHub at its commit, into tests/submissions_public/<assignment>/
(``--list``: print the addresses only).

They are not committed (most state no license); tests/test_public_submissions.py grades
the ones present."""
from __future__ import annotations

import sys
import urllib.parse
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent


def sources() -> list[tuple[str, str, str, str]]:
    """(file, repository, path, commit) of each row of SOURCES.md's table."""
    rows = []
    for line in (HERE / "SOURCES.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 5 and "/" in cells[0] and len(cells[3]) == 40:
            rows.append((cells[0], cells[1], cells[2], cells[3]))
    return rows


def address(repo: str, path: str, commit: str) -> str:
    """The raw file's address (a path may hold spaces, parentheses and colons)."""
    return f"https://raw.githubusercontent.com/{repo}/{commit}/{urllib.parse.quote(path)}"


def main(argv: list[str]) -> int:
    for file, repo, path, commit in sources():
        url = address(repo, path, commit)
        if "--list" in argv:
            print(file, url)
            continue
        target = HERE / file
        target.parent.mkdir(parents=True, exist_ok=True)
        with urllib.request.urlopen(url, timeout=60) as response:
            target.write_bytes(response.read())
        print("fetched", file)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
