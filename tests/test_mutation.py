"""Mutation testing of the grading suites (issue 32): the default suite of every assignment,
in every graded language, kills every mutant of the correct file that changes behaviour
(each breaks one rule of the text), while the correct file and its correct variants keep
every point. The full tables are slow (SML/NJ compiles each mutant): marked slow, run in CI.
"""
from __future__ import annotations

import json
import shutil

import pytest

from minischeme.mutation.__main__ import main
from minischeme.reading.reader import ReadError, read_source
from minischeme.mutation.mutants import SUBMISSIONS, Mutant, MutantError, mutant
from minischeme.mutation.scoring import config_for, score_table
from minischeme.mutation.tables import TABLES, tables

STAFF = SUBMISSIONS / "staff" / "mini-card-game.transcript"


def test_every_mutant_applies_to_its_correct_file_and_says_what_it_breaks():
    for table in TABLES:
        base = table.base_text()
        names = [m.name for m in table.mutants + table.variants]
        assert len(names) == len(set(names)), table.key
        for m in table.mutants + table.variants:
            assert m.rule and m.edits, (table.key, m.name)
            assert m.apply(base) != base, (table.key, m.name)
            if m.sample:
                assert (SUBMISSIONS / m.sample).is_file(), m.sample


def test_every_scheme_mutant_reads_but_the_ones_whose_mistake_is_not_reading():
    """A mutant that does not read is killed for the wrong reason: only the sample whose
    mistake is a missing parenthesis may fail to read."""
    for table in tables(language="scheme"):
        base = table.base_text()
        for m in table.mutants + table.variants:
            text = m.apply(base)
            if not m.loads:
                with pytest.raises(ReadError):
                    read_source(text)
                continue
            read_source(text)


def test_every_sample_with_a_mistake_has_its_mutant():
    """Every file of tests/submissions that is not correct is a mutant of some table (the
    misc/ and staff/ folders are not solutions; published_203.py is a correct variant)."""
    samples = {m.sample for t in TABLES for m in t.mutants if m.sample}
    bases = {t.base for t in TABLES}
    for folder in ("mini-card-game", "solitaire-sml", "bridge-hands", "kaartspel-python"):
        for path in sorted((SUBMISSIONS / folder).iterdir()):
            name = f"{folder}/{path.name}"
            if name in bases or name == "kaartspel-python/published_203.py":
                continue
            assert name in samples, f"{name} has no mutant"


def test_an_edit_that_does_not_apply_is_refused_with_its_name():
    with pytest.raises(MutantError, match="bad-one"):
        mutant("bad-one", "a rule", "no such text", "x").apply("some text")
    with pytest.raises(MutantError, match="occurs 2 times"):
        Mutant("twice", "a rule", (("a", "b"),)).apply("a a")


def test_every_table_has_mutants_of_its_assignment_in_every_graded_language():
    keys = {t.key for t in TABLES}
    assert keys == {"mini-card-game/scheme", "solitaire/scheme", "solitaire/sml",
                    "bridge-hands/scheme", "kaartspel/scheme", "kaartspel/python"}
    for t in TABLES:
        assert len([m for m in t.mutants if not m.equivalent]) >= 15, t.key
        for m in t.mutants:
            if m.equivalent:
                assert len(m.equivalent) > 20, (t.key, m.name)   # says why


def _needs(language: str) -> None:
    if language == "sml" and (shutil.which("sml") is None or shutil.which("bwrap") is None):
        pytest.skip("SML/NJ and bubblewrap are needed for the SML table")
    if language == "python" and shutil.which("bwrap") is None:
        pytest.skip("bubblewrap is needed for the Python table")


@pytest.mark.slow
@pytest.mark.parametrize("key", [t.key for t in TABLES])
def test_the_default_suite_kills_every_behaviour_changing_mutant(key):
    table = next(t for t in TABLES if t.key == key)
    _needs(table.language)
    s = score_table(table, config_for(table))
    assert not s.base.lost_points, f"the correct file fails {s.base.failed}"
    assert not s.survivors, [f"{o.mutant.name}: {o.mutant.rule}" for o in s.survivors]
    assert not s.variants_lost, [(o.mutant.name, o.failed) for o in s.variants_lost]
    assert not s.broken, [(o.mutant.name, o.load_problem) for o in s.broken]
    assert s.percent == 100.0 and s.ok


def test_staff_tests_alone_are_scored_and_what_they_miss_is_named(capsys):
    code = main(["--assignment", "mini-card-game", "--tests", str(STAFF), "--staff-only",
                 "--format", "json"])
    out = capsys.readouterr().out
    report = json.loads(out)
    assert code == 1                         # three staff tests cannot kill every mutant
    (row,) = report
    assert row["assignment"] == "mini-card-game" and row["language"] == "scheme"
    assert row["tests"] == 3 and row["correct_file_full"]
    survivors = {s["name"] for s in row["survivors"]}
    assert "game-over-2-goes-on" in survivors and "ace-is-1" in survivors
    assert "unbalanced" in row["killed_by"]                   # a file that does not read
    assert row["killed"] + len(survivors) == row["behaviour_changing"]


def test_the_text_report_has_a_line_per_table_and_names_the_survivors(capsys):
    code = main(["--assignment", "mini-card-game", "--tests", str(STAFF), "--staff-only"])
    out = capsys.readouterr().out
    assert code == 1
    assert out.splitlines()[0].split()[:3] == ["assignment", "language", "tests"]
    assert "mini-card-game   scheme" in out
    assert "SURVIVED game-over-2-goes-on -- Game-Over-2" in out


@pytest.mark.parametrize("argv, message", [
    (["--staff-only"], "--staff-only needs --tests FILE"),
    (["--tests", "x.transcript"], "--tests needs --assignment"),
    (["--assignment", "bridge-hands", "--language", "sml"], "no mutant table"),
    (["--assignment", "mini-card-game", "--tests", "/no/such.transcript"], "mutation:"),
])
def test_usage_errors_are_one_line_and_exit_2(capsys, argv, message):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_tables_can_be_chosen_by_assignment_and_language():
    assert [t.key for t in tables("solitaire")] == ["solitaire/scheme", "solitaire/sml"]
    assert [t.key for t in tables(language="python")] == ["kaartspel/python"]


def test_the_readme_states_each_tables_counts_and_its_score():
    readme = (SUBMISSIONS.parent.parent / "README.md").read_text()
    titles = {"mini-card-game": "Mini Card Game", "solitaire": "Solitaire",
              "bridge-hands": "Bridge hands", "kaartspel": "KaartSpel"}
    languages = {"scheme": "Scheme", "sml": "SML", "python": "Python"}
    assert "python -m minischeme.mutation" in readme
    for t in TABLES:
        changing = len([m for m in t.mutants if not m.equivalent])
        row = (f"| {titles[t.assignment]} | {languages[t.language]} | {len(t.mutants)} | "
               f"{len(t.mutants) - changing} | ")
        assert row in readme, row
        line = readme[readme.index(row):].splitlines()[0]
        assert f"| {changing}/{changing} (100 %) | {len(t.variants)}/{len(t.variants)} |" in line
