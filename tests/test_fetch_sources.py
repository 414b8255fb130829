"""tools/fetch_sources.py, without network: the manifests of the corpora and the benchmark
parse, every present file matches its recorded git blob hash, the changes made here (smaller
inputs, drivers, embedded inputs) give the recorded file and nothing else, the fetched files
are ignored by git, and a program whose files are missing is skipped with the command that
fetches it."""
from __future__ import annotations

import json
import shutil
import subprocess
import urllib.parse
from pathlib import Path

import pytest

import tools.fetch_sources as fs

MANIFESTS = ["tests/corpus_fresh", "tests/corpus_plai", "tests/corpus_round14", "tests/corpus_sweep11", "tests/corpus", "bench/real", "bench/fresh",
             "bench/fresh3", "bench/fresh4", "bench/fresh5", "bench/fresh6",
             "bench/fresh7", "bench/fresh8", "bench/fresh9", "bench/fresh10", "bench/fresh11",
             "bench/fresh12", "bench/fresh13", "bench/fresh14", "bench/fresh15",
             "bench/fresh16", "bench/fresh17", "bench/fresh18"]


def _entry(**changes) -> fs.Entry:
    return fs.Entry("p/main.rkt", "owner/name", "src/main.rkt", "a" * 40, "b" * 40, **changes)


def _write_manifest(folder: Path, files: list[dict]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / fs.MANIFEST).write_text(json.dumps({"files": files}))


@pytest.mark.parametrize("name", MANIFESTS)
def test_each_manifest_parses_and_names_an_exact_origin(name):
    entries = fs.read_manifest(fs.ROOT / name)
    assert entries
    assert len({e.file for e in entries}) == len(entries)
    for e in entries:
        # the path quoted (some hold spaces: an address with one cannot be opened)
        assert e.address == (f"https://raw.githubusercontent.com/{e.repository}/{e.commit}/"
                             f"{urllib.parse.quote(e.path)}")
        assert " " not in e.address
        int(e.commit, 16), int(e.blob, 16)


@pytest.mark.parametrize("name", MANIFESTS)
def test_every_present_file_matches_its_recorded_blob(name):
    folder = fs.ROOT / name
    matching, missing, differing = fs.check(folder, fs.read_manifest(folder))
    assert differing == []
    if matching == 0:
        pytest.skip(f"not fetched: python tools/fetch_sources.py {name} (needs network)")


def test_blob_hash_is_gits():
    path = fs.ROOT / "tools" / "fetch_sources.py"
    git = subprocess.run(["git", "hash-object", str(path)], capture_output=True, text=True)
    if git.returncode != 0:
        pytest.skip("git is not available")
    assert fs.blob_hash(path.read_bytes()) == git.stdout.strip()


def test_changes_apply_in_order_lines_replace_prefix_suffix():
    entry = _entry(lines=2, replace=(("(run 1000)", "(run 10)"),), prefix="#lang racket\n",
                   suffix=";; driver\n")
    original = b"(define (run n) n)\n(run 1000)\n(run 1000000)\n"
    assert fs.apply_changes(entry, original) == (
        b"#lang racket\n(define (run n) n)\n(run 10)\n;; driver\n")
    assert fs.apply_changes(_entry(), b"\xff unchanged bytes") == b"\xff unchanged bytes"


def test_a_substitution_must_match_exactly_once():
    with pytest.raises(fs.ManifestError, match="occurs 2 times"):
        fs.apply_changes(_entry(replace=(("1000", "10"),)), b"(f 1000)\n(g 1000)\n")
    with pytest.raises(fs.ManifestError, match="occurs 0 times"):
        fs.apply_changes(_entry(replace=(("999", "10"),)), b"(f 1000)\n")


@pytest.mark.parametrize("name", MANIFESTS)
def test_the_recorded_substitutions_only_change_what_they_name(name):
    """Undoing each substitution on the present file and applying it again gives the file
    back: each names text that occurs once, and changes only that."""
    folder = fs.ROOT / name
    changed = [e for e in fs.read_manifest(folder) if e.replace]
    if name == "bench/real":
        assert len(changed) >= 19
    for e in changed:
        for old, new in e.replace:
            assert old != new
        path = folder / e.file
        if not path.exists() or e.lines or e.prefix or e.suffix:
            continue
        text = path.read_text(encoding="utf-8")
        for old, new in reversed(e.replace):
            text = text.replace(new, old, 1)
        assert fs.blob_hash(fs.apply_changes(e, text.encode("utf-8"))) == e.blob


def test_malformed_manifests_are_refused(tmp_path):
    good = {"file": "p/a.rkt", "repository": "o/n", "path": "a.rkt", "commit": "c" * 40,
            "blob": "b" * 40}
    for bad in ({k: v for k, v in good.items() if k != "blob"}, {**good, "commit": "abc"},
                {**good, "file": "../escape.rkt"}, {**good, "replace": [["only old"]]}):
        _write_manifest(tmp_path, [bad])
        with pytest.raises(fs.ManifestError):
            fs.read_manifest(tmp_path)


def test_fetch_writes_only_the_recorded_bytes(tmp_path, monkeypatch, capsys):
    wanted = b"#lang racket\n(f 10)\n"
    entry = {"file": "p/main.rkt", "repository": "o/n", "path": "main.rkt", "commit": "c" * 40,
             "blob": fs.blob_hash(wanted), "replace": [["(f 1000)", "(f 10)"]]}
    _write_manifest(tmp_path, [entry, {**entry, "file": "q/main.rkt"}])
    served = {"p/main.rkt": b"#lang racket\n(f 1000)\n", "q/main.rkt": b"#lang racket\n(g)\n"}
    monkeypatch.setattr(fs, "download", lambda e: served[e.file])
    assert fs.fetch(tmp_path, fs.read_manifest(tmp_path)) == 1
    assert (tmp_path / "p/main.rkt").read_bytes() == wanted
    assert not (tmp_path / "q/main.rkt").exists()
    assert "failed q/main.rkt" in capsys.readouterr().err
    assert fs.check(tmp_path, fs.read_manifest(tmp_path)) == (1, 1, [])
    (tmp_path / "p/main.rkt").write_bytes(b"edited")
    assert fs.check(tmp_path, fs.read_manifest(tmp_path)) == (0, 1, ["p/main.rkt"])


def test_a_program_missing_a_file_is_skipped_with_the_fetch_command(tmp_path, monkeypatch):
    monkeypatch.setattr(fs, "ROOT", tmp_path)
    corpus = tmp_path / "tests" / "corpus_fresh"
    _write_manifest(corpus, [{"file": "prog/main.rkt", "repository": "o/n", "path": "m.rkt",
                              "commit": "c" * 40, "blob": "b" * 40}])
    (corpus / "prog").mkdir()
    (corpus / "other").mkdir()
    assert fs.not_fetched(corpus / "prog") == (
        "not fetched: python tools/fetch_sources.py tests/corpus_fresh (needs network)")
    assert fs.not_fetched(corpus / "other") is None
    assert fs.program_folders(corpus) == [corpus / "prog"]
    (corpus / "prog" / "main.rkt").write_text("x")
    assert fs.not_fetched(corpus / "prog") is None


def test_the_corpus_tests_mark_an_unfetched_program_skip(tmp_path, monkeypatch):
    import test_corpus

    monkeypatch.setattr(fs, "ROOT", tmp_path)
    corpus = tmp_path / "tests" / "corpus_fresh"
    _write_manifest(corpus, [{"file": "prog/main.rkt", "repository": "o/n", "path": "m.rkt",
                              "commit": "c" * 40, "blob": "b" * 40}])
    (corpus / "prog").mkdir()
    (corpus / "prog" / "expected.json").write_text(json.dumps(
        {"entry": "main.rkt", "xfail": "a cause", "stdout": "", "exit_code": 0,
         "stderr_first_line": ""}))
    param = test_corpus.corpus_param(corpus / "prog")
    assert [(m.name, m.kwargs["reason"]) for m in param.marks] == [
        ("skip", "not fetched: python tools/fetch_sources.py tests/corpus_fresh (needs network)")]


@pytest.mark.parametrize("name", MANIFESTS)
def test_git_ignores_the_fetched_files_and_not_ours(name):
    if shutil.which("git") is None or not (fs.ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    folder = fs.ROOT / name
    fetched = [f"{name}/{e.file}" for e in fs.read_manifest(folder)]
    ours = [p.relative_to(fs.ROOT).as_posix() for p in folder.glob("*/*")
            if p.name in ("expected.json", "port.py", "SOURCE.md")]
    ignored = subprocess.run(["git", "check-ignore", "--no-index", "--stdin"], cwd=fs.ROOT,
                             input="\n".join(fetched + ours), capture_output=True, text=True)
    assert sorted(ignored.stdout.splitlines()) == sorted(fetched)


def test_a_mirror_copy_gives_the_file_at_its_commit_without_network(tmp_path, monkeypatch):
    repo = tmp_path / "mirror" / "owner+name" / "repo"
    repo.mkdir(parents=True)
    git = ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    (repo / "main.rkt").write_text("#lang racket\n(+ 1 2)\n")
    subprocess.run(git + ["add", "main.rkt"], check=True)
    subprocess.run(git + ["commit", "-qm", "one"], check=True)
    commit = subprocess.run(git + ["rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    (repo / "main.rkt").write_text("changed later\n")  # the work tree is not what is read
    data = b"#lang racket\n(+ 1 2)\n"
    entry = fs.Entry("p/main.rkt", "owner/name", "main.rkt", commit, fs.blob_hash(data))
    monkeypatch.setattr(fs, "MIRROR", [tmp_path / "mirror"])
    monkeypatch.setattr(fs.urllib.request, "urlopen", lambda *a, **k: pytest.fail("used the network"))
    assert fs.download(entry) == data
    assert fs.fetch(tmp_path / "corpus", [entry]) == 0
    assert (tmp_path / "corpus" / "p" / "main.rkt").read_bytes() == data
