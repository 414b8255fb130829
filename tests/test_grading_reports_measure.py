"""Every report says what it measured: the file graded, the minischeme version, the seed and
the limits, and the score as a percentage as well as points (bridge hands is out of 70), in
every format."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import minischeme
from minischeme.grading.batch import describe_settings
from minischeme.grading.config import GradeConfig
from minischeme.grading.engine import grade_in_process
from minischeme.grading.formats import FORMATS, renderer
from minischeme.grading.submission import Submission

HERE = Path(__file__).parent
BRIDGE = HERE / "submissions" / "bridge-hands" / "misnamed.scm"


@pytest.fixture(scope="module")
def graded():
    config = GradeConfig("bridge-hands", n=2, seed=7, step_limit=3_000_000,
                         submission_steps=40_000_000)
    r = grade_in_process(Submission.from_path(BRIDGE, "misnamed.scm"), config)
    meta = {"assignment": "bridge-hands", "settings": describe_settings(config), "notes": []}
    return r, meta


def test_the_result_carries_the_percentage_and_what_was_measured(graded):
    r, _ = graded
    assert r.max_score == 70 and 0 < r.score < 70
    assert r.percent == round(100 * r.score / 70, 2)
    m = r.measured
    assert m["file"] == str(BRIDGE) and m["minischeme"] == minischeme.__version__
    assert m["seed"] == 7 and m["limits"]["steps"] == 3_000_000
    assert m["budget"]["steps"] == 40_000_000


@pytest.mark.parametrize("fmt", [f for f in FORMATS])
def test_every_format_names_the_file_version_seed_limits_and_percentage(graded, fmt):
    r, meta = graded
    text = renderer(fmt)([r], meta)
    if fmt in ("json", "jsonl", "gradescope"):
        text = json.dumps(json.loads(text.splitlines()[0] if fmt == "jsonl" else text))
    percent = f"{r.percent:.2f}".rstrip("0").rstrip(".")
    assert str(BRIDGE) in text, fmt
    assert minischeme.__version__ in text, fmt
    assert "3,000,000" in text or "3000000" in text, fmt
    assert "40,000,000" in text or "40000000" in text, fmt
    assert percent in text, fmt
    assert "7" in text, fmt


def test_the_text_report_shows_points_and_percentage_on_the_score_line(graded):
    r, meta = graded
    text = renderer("text")([r], meta)
    score_line = [ln for ln in text.splitlines() if ln.startswith("score:")][0]
    assert score_line.endswith(f"/ 70 ({r.percent:g}%)")
    assert "seed 7" in text and "minischeme " + minischeme.__version__ in text
