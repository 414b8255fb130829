"""Download a corpus's public programs from GitHub, each at the commit it was read at.

    python tools/fetch_sources.py tests/corpus_fresh        # download what is missing
    python tools/fetch_sources.py --list bench/real         # print the addresses only
    python tools/fetch_sources.py --check                   # every manifest: do the files match?
    python tools/fetch_sources.py --mirror DIR bench/fresh5 # from git copies DIR/OWNER+NAME/repo

Why: the test corpora and the real-program benchmark run public programs published on
GitHub. Those programs are not ours to commit, so the repository keeps only what we wrote
(Racket's recorded answers, the drivers and ports, the notes) and a manifest,
``SOURCES.json``, in each corpus folder that names where every fetched file comes from.
This script brings the files back; the tests and the benchmark skip a program whose files
are not here.

A manifest is ``{"about": ..., "files": [entry, ...]}``; an entry is

* ``file``: where the file goes, relative to the manifest's folder;
* ``repository`` ("owner/name"), ``path`` (in that repository), ``commit`` (40 hex digits):
  it is downloaded from ``https://raw.githubusercontent.com/{repository}/{commit}/{path}``;
* ``blob``: the git blob hash (``git hash-object``) of the file as it must be here, so a
  download (and ``--check``) can tell that the bytes are exactly the ones tested;
* optionally, the changes made here, applied in this order: ``lines`` (keep the first N
  lines: a shorter input), ``replace`` (a list of ``[old, new]`` substitutions, each of
  text that occurs exactly once: a smaller number or input size), ``prefix`` and ``suffix``
  (text of ours put before and after: a driver, or an input file embedded as a string).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = "SOURCES.json"
#: where --check and a bare --list look for manifests (tests/corpus_holdout may gain one)
SEARCHED = ("tests", "bench")


@dataclass(frozen=True)
class Entry:
    """One fetched file: where it goes, where it comes from, and what it must hash to."""
    file: str
    repository: str
    path: str
    commit: str
    blob: str
    lines: int | None = None
    replace: tuple[tuple[str, str], ...] = field(default=())
    prefix: str = ""
    suffix: str = ""

    @property
    def address(self) -> str:
        # quoted: a path may hold spaces, parentheses and colons
        return (f"https://raw.githubusercontent.com/{self.repository}/{self.commit}/"
                f"{urllib.parse.quote(self.path)}")


class ManifestError(ValueError):
    """A manifest that does not have the form the module docstring describes."""


def read_manifest(folder: Path) -> list[Entry]:
    """The entries of ``folder/SOURCES.json`` (ManifestError when one is malformed)."""
    data = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    entries = []
    for raw in data.get("files", []):
        missing = {"file", "repository", "path", "commit", "blob"} - set(raw)
        if missing:
            raise ManifestError(f"{folder / MANIFEST}: an entry lacks {sorted(missing)}: {raw}")
        if len(raw["commit"]) != 40 or len(raw["blob"]) != 40:
            raise ManifestError(f"{raw['file']}: commit and blob must be 40 hex digits")
        if ".." in Path(raw["file"]).parts or Path(raw["file"]).is_absolute():
            raise ManifestError(f"{raw['file']}: a file must stay inside {folder}")
        pairs = raw.get("replace", [])
        if not all(isinstance(p, list) and len(p) == 2 for p in pairs):
            raise ManifestError(f"{raw['file']}: replace is a list of [old, new] pairs")
        entries.append(Entry(raw["file"], raw["repository"], raw["path"], raw["commit"],
                             raw["blob"], raw.get("lines"), tuple(map(tuple, pairs)),
                             raw.get("prefix", ""), raw.get("suffix", "")))
    return entries


def blob_hash(data: bytes) -> str:
    """What `git hash-object` prints for a file holding ``data``."""
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def apply_changes(entry: Entry, original: bytes) -> bytes:
    """The file as it must be here, from the bytes published at ``entry.commit``."""
    if entry.lines is None and not entry.replace and not entry.prefix and not entry.suffix:
        return original
    text = original.decode("utf-8")
    if entry.lines is not None:
        text = "".join(text.splitlines(keepends=True)[:entry.lines])
    for old, new in entry.replace:
        if text.count(old) != 1:
            raise ManifestError(f"{entry.file}: {old!r} occurs {text.count(old)} times, not once")
        text = text.replace(old, new)
    return (entry.prefix + text + entry.suffix).encode("utf-8")


#: folders of local git copies (``OWNER+NAME/repo``, bare or with a work tree) read before the network (--mirror)
MIRROR: list[Path] = []


def from_mirror(entry: Entry) -> bytes | None:
    """The file at ``entry.commit`` from a local git copy of its repository, if one holds it."""
    for mirror in MIRROR:
        repo = mirror / entry.repository.replace("/", "+") / "repo"
        git_dir = repo / ".git" if (repo / ".git").is_dir() else repo  # a work tree's or bare
        if not (git_dir / "HEAD").exists():
            continue
        shown = subprocess.run(["git", "--git-dir", str(git_dir), "show", f"{entry.commit}:{entry.path}"],
                               capture_output=True)
        if shown.returncode == 0:
            return shown.stdout
    return None


def download(entry: Entry) -> bytes:
    """The published file: from a --mirror copy when one holds its commit, else from GitHub."""
    local = from_mirror(entry)
    if local is not None:
        return local
    with urllib.request.urlopen(entry.address, timeout=60) as response:
        return response.read()


def fetch(folder: Path, entries: list[Entry], again: bool = False) -> int:
    """Download the entries' files that are missing (all with ``again``); 1 if any failed."""
    failed = 0
    for entry in entries:
        target = folder / entry.file
        if target.exists() and not again:
            continue
        try:
            data = apply_changes(entry, download(entry))
        except (OSError, ManifestError, UnicodeDecodeError) as error:
            print(f"failed {entry.file}: {error}", file=sys.stderr)
            failed = 1
            continue
        if blob_hash(data) != entry.blob:
            print(f"failed {entry.file}: not the recorded file (blob {blob_hash(data)}, "
                  f"manifest {entry.blob})", file=sys.stderr)
            failed = 1
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        print("fetched", target.relative_to(ROOT) if target.is_relative_to(ROOT) else target)
    return failed


def check(folder: Path, entries: list[Entry]) -> tuple[int, int, list[str]]:
    """(files that match, files missing, the files that differ from the manifest)."""
    matching, missing, differing = 0, 0, []
    for entry in entries:
        target = folder / entry.file
        if not target.exists():
            missing += 1
        elif blob_hash(target.read_bytes()) == entry.blob:
            matching += 1
        else:
            differing.append(entry.file)
    return matching, missing, differing


def manifest_folder(program: Path) -> Path | None:
    """The nearest folder at or above ``program`` that holds a manifest."""
    for folder in (program, *program.parents):
        if (folder / MANIFEST).is_file():
            return folder
        if folder == ROOT:
            break
    return None


def not_fetched(program: Path) -> str | None:
    """Why ``program`` (a corpus folder of one program) cannot run yet: the skip reason when
    a file its manifest lists for it is missing, else None."""
    folder = manifest_folder(program)
    if folder is None:
        return None
    prefix = "" if folder == program else program.relative_to(folder).as_posix() + "/"
    for entry in read_manifest(folder):
        if entry.file.startswith(prefix) and not (folder / entry.file).exists():
            where = folder.relative_to(ROOT).as_posix() if folder.is_relative_to(ROOT) else folder
            return f"not fetched: python tools/fetch_sources.py {where} (needs network)"
    return None


def program_folders(folder: Path) -> list[Path]:
    """The program folders (the first part of each file's name) a manifest lists."""
    return sorted({folder / Path(e.file).parts[0] for e in read_manifest(folder)
                   if len(Path(e.file).parts) > 1})


def manifests() -> list[Path]:
    """Every folder under tests/ and bench/ that holds a manifest."""
    return sorted(p.parent for top in SEARCHED for p in (ROOT / top).rglob(MANIFEST))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="*", type=Path,
                        help="corpus folders holding SOURCES.json (default: every one)")
    parser.add_argument("--list", action="store_true", help="print the addresses only")
    parser.add_argument("--check", action="store_true",
                        help="compare the files present with the manifest's blob hashes")
    parser.add_argument("--again", action="store_true", help="download present files too")
    parser.add_argument("--mirror", type=Path, action="append", default=[],
                        help="a folder of git copies, OWNER+NAME/repo/.git, read before the network")
    args = parser.parse_args(argv)
    MIRROR[:] = [m.resolve() for m in args.mirror]
    folders = [f.resolve() for f in args.folders] or manifests()
    status = 0
    for folder in folders:
        if not (folder / MANIFEST).is_file():
            print(f"{folder}: no {MANIFEST}", file=sys.stderr)
            status = 1
            continue
        try:
            entries = read_manifest(folder)
        except (ManifestError, json.JSONDecodeError) as error:
            print(f"{folder / MANIFEST}: {error}", file=sys.stderr)
            status = 1
            continue
        if args.list:
            for entry in entries:
                print(folder.name + "/" + entry.file, entry.address)
        elif args.check:
            matching, missing, differing = check(folder, entries)
            print(f"{folder.relative_to(ROOT) if folder.is_relative_to(ROOT) else folder}: "
                  f"{len(entries)} files, {matching} match, {missing} missing, "
                  f"{len(differing)} differ" + "".join(f"\n  differs: {f}" for f in differing))
            status |= bool(differing)
        else:
            status |= fetch(folder, entries, args.again)
    return status


if __name__ == "__main__":
    sys.exit(main())
