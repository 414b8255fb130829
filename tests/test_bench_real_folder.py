"""bench/real.py --folder: the real-program benchmark runs the programs of the folder it is
given (bench/fresh, the held-out set), bench/real when given none, and refuses a folder that
does not exist in words, not with a traceback. (Nothing here runs or times a program.)"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH))

import real  # noqa: E402


@pytest.fixture
def folder_restored():
    saved = real.FOLDER[0]
    yield
    real.FOLDER[0] = saved


def test_without_the_option_the_programs_are_bench_real(folder_restored):
    assert real.FOLDER[0] == BENCH / "real"
    names = [p.name for p in real.programs(["pe07"])]
    assert names == ["pe07_prime"]


def test_the_folder_given_holds_the_programs_timed(tmp_path, folder_restored):
    for name in ("alpha", "beta"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "main.rkt").write_text("#lang racket\n")
    (tmp_path / "notes").mkdir()
    (tmp_path / "SOURCES.json").write_text(json.dumps({"files": [
        {"file": "gamma/main.rkt", "repository": "o/n", "path": "g.rkt", "commit": "c" * 40,
         "blob": "b" * 40}]}))
    real.FOLDER[0] = tmp_path
    assert [p.name for p in real.programs([])] == ["alpha", "beta", "gamma"]
    assert [p.name for p in real.programs(["bet"])] == ["beta"]


def test_bench_fresh_lists_its_manifests_programs(folder_restored):
    real.FOLDER[0] = BENCH / "fresh"
    names = [p.name for p in real.programs([])]
    assert len(names) >= 20
    assert not set(names) & {p.name for p in (BENCH / "real").iterdir()}


@pytest.mark.parametrize("name", ["fresh14", "fresh15", "fresh16", "fresh17", "fresh18"])
def test_a_later_held_out_set_lists_its_15_programs_each_with_a_port(name, folder_restored):
    # from the manifest, fetched or not: the set is whole even where its programs are not fetched
    real.FOLDER[0] = BENCH / name
    found = real.programs([])
    assert len(found) == 15
    assert all((p / "port.py").is_file() for p in found)
    assert not {p.name for p in found} & {p.name for p in (BENCH / "real").iterdir()}


def test_a_folder_that_does_not_exist_is_refused_in_words(tmp_path, capsys, folder_restored):
    with pytest.raises(SystemExit) as stop:
        real.main(["--folder", str(tmp_path / "nowhere")])
    assert stop.value.code == 2
    assert "--folder" in capsys.readouterr().err
