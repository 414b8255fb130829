"""The result cache is private and exact: keyed by content, path, name, version and every
setting; per course (next to the report, or --cache DIR), never shared by unrelated runs.
A cached report never names another student's file."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import minischeme
from minischeme.grading.batch import grade_all
from minischeme.grading.cache import CACHE_DIR_NAME, ResultCache, default_dir
from minischeme.grading.config import GradeConfig
from minischeme.grading.rubric import Rubric
from minischeme.grading.submission import Submission, find_submissions
from minischeme.grading.suites import assignment

HERE = Path(__file__).parent
MCG = HERE / "submissions" / "mini-card-game"
LOOPING = MCG / "infinite_loop.rkt"        # its fdiscard's loop is named in the report
ROOT = HERE.parent


def config(**settings) -> GradeConfig:
    base = dict(n=1, step_limit=20_000, docs=False, transcripts=False)
    return GradeConfig("mini-card-game", **{**base, **settings})


def two_students(tmp_path: Path) -> Path:
    cls = tmp_path / "class"
    for name in ("alice", "bob"):
        (cls / name).mkdir(parents=True)
        shutil.copy(LOOPING, cls / name / "cards.rkt")
    return cls


def report_text(result) -> str:
    return json.dumps(result.to_dict())


def test_two_students_with_the_same_file_each_get_a_report_naming_only_their_own(tmp_path):
    cls = two_students(tmp_path)
    subs = find_submissions([str(cls)], assignment("mini-card-game").required)
    cache = tmp_path / "cache"
    for run in ("graded", "from the cache"):
        alice, bob = grade_all(subs, config(), cache_dir=cache, isolate=False)[0]
        assert "alice/cards.rkt" in report_text(alice), run
        assert "bob/cards.rkt" in report_text(bob), run
        assert "bob" not in report_text(alice) and "alice" not in report_text(bob), run
    assert len(list(cache.glob("*/*.json"))) == 2      # one entry each


def test_a_second_students_run_never_gets_the_first_ones_cached_report(tmp_path):
    cls = two_students(tmp_path)
    cache = tmp_path / "cache"
    [alice], _ = grade_all([Submission.from_path(cls / "alice" / "cards.rkt")], config(),
                           cache_dir=cache, isolate=False)
    [bob], _ = grade_all([Submission.from_path(cls / "bob" / "cards.rkt")], config(),
                         cache_dir=cache, isolate=False)
    assert alice.sha256 == bob.sha256
    assert "alice" not in report_text(bob) and "bob/cards.rkt" in report_text(bob)


def test_the_key_follows_path_name_version_and_every_setting(tmp_path, monkeypatch):
    cls = two_students(tmp_path)
    a = Submission.from_path(cls / "alice" / "cards.rkt")
    b = Submission.from_path(cls / "bob" / "cards.rkt")
    renamed = Submission(name="someone", path=a.path, text=a.text, sha256=a.sha256)
    cache = ResultCache(tmp_path / "cache", config().fingerprint())
    assert len({cache.key(a), cache.key(b), cache.key(renamed)}) == 3
    base = config().fingerprint()
    variants = [config(seed=2), config(step_limit=30_000), config(depth_limit=1000),
                config(output_limit=10), config(rubric=Rubric(source="[weights]\nplay = 1\n")),
                GradeConfig("solitaire", n=1, step_limit=20_000, docs=False, transcripts=False)]
    staff = tmp_path / "staff.transcript"
    staff.write_text("> (card-color '(H . 3))\nred\n")
    variants.append(config(tests_files=[str(staff)]))
    prints = [v.fingerprint() for v in variants]
    assert base not in prints and len(set(prints)) == len(prints)
    staff.write_text("> (card-color '(H . 3))\nblack\n")
    assert config(tests_files=[str(staff)]).fingerprint() != prints[-1]
    monkeypatch.setattr(minischeme, "__version__", "99.0")
    assert config().fingerprint() != base


def test_an_entry_for_the_same_content_at_another_path_is_not_used(tmp_path):
    cls = two_students(tmp_path)
    a = Submission.from_path(cls / "alice" / "cards.rkt")
    b = Submission.from_path(cls / "bob" / "cards.rkt")
    cfg = config()
    [result], _ = grade_all([a], cfg, cache_dir=tmp_path / "cache", isolate=False)
    cache = ResultCache(tmp_path / "cache", cfg.fingerprint())
    assert cache.get(a) is not None
    entry = cache._path(a)
    shutil.copy(entry, cache._path(b).parent.mkdir(parents=True, exist_ok=True) or cache._path(b))
    assert cache.get(b) is None            # alice's report under bob's key is refused


def test_the_default_cache_is_next_to_the_report_and_absent_without_one(tmp_path):
    assert default_dir(None) is None
    assert default_dir(tmp_path / "grades" / "report.json") == tmp_path / "grades" / CACHE_DIR_NAME
    out = tmp_path / "out"
    assert default_dir(str(out) + "/") == out / CACHE_DIR_NAME
    out.mkdir()
    assert default_dir(out) == out / CACHE_DIR_NAME


def test_grade_caches_next_to_its_output_and_nowhere_else(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    cls = two_students(tmp_path)
    report = tmp_path / "grades" / "report.json"
    env = {"HOME": str(home), "XDG_CACHE_HOME": str(home / ".cache"), "PYTHONPATH": str(ROOT),
           "PATH": "/usr/bin:/bin"}
    argv = [sys.executable, "-m", "minischeme", "grade", "--assignment", "mini-card-game",
            str(cls), "-n", "1", "--step-limit", "20000", "--no-transcript", "--no-docs",
            "--format", "json"]
    run = subprocess.run(argv + ["--output", str(report)], env=env, capture_output=True,
                         text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    assert len(list((report.parent / CACHE_DIR_NAME).glob("*/*.json"))) == 2
    assert not any(home.rglob("*.json"))
    again = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=300)
    assert again.returncode == 0, again.stderr
    assert not any(home.rglob("*.json")) and "0 from the cache, 2 graded" in again.stderr


def test_a_new_smlnj_install_changes_the_key_of_sml_graded_assignments(tmp_path, monkeypatch):
    from minischeme.grading.native.sml import smlnj_command
    found = smlnj_command()
    if found is None:
        import pytest
        pytest.skip("SML/NJ is not installed (apt-get install smlnj)")
    solitaire = GradeConfig("solitaire", n=1, docs=False, transcripts=False)
    before, cards_before = solitaire.fingerprint(), config().fingerprint()
    other = tmp_path / "smlnj"                  # the same SML/NJ, installed again elsewhere
    for folder in (".run", ".heap"):
        shutil.copytree(Path(found[1]) / "bin" / folder, other / "bin" / folder)
    monkeypatch.setenv("SMLNJ_HOME", str(other))
    assert smlnj_command()[1] == str(other)
    assert solitaire.fingerprint() != before
    assert config().fingerprint() == cards_before      # no SML there: its key stays


def test_another_cpython_changes_the_key_of_python_graded_assignments(monkeypatch):
    kaartspel = GradeConfig("kaartspel", n=1, docs=False, transcripts=False)
    before, cards_before = kaartspel.fingerprint(), config().fingerprint()
    monkeypatch.setattr(sys, "version", sys.version + " (rebuilt)")
    assert kaartspel.fingerprint() != before
    assert config().fingerprint() == cards_before


def test_a_result_as_plain_data_is_what_dataclasses_asdict_gives(tmp_path):
    from dataclasses import asdict
    from minischeme.grading.results import plain
    sub = Submission.from_path(MCG / "correct.rkt")
    [result], _ = grade_all([sub], GradeConfig("mini-card-game", n=2), isolate=False)
    assert result.tests and result.docs is not None and result.measured
    assert plain(result) == asdict(result) == result.to_dict()
