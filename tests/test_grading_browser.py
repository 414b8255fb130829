"""The HTML report in a real headless browser (Chromium from Debian's packages:
`apt-get install -y chromium`). Skipped, saying so, where Chromium is not installed; the
page is also checked with html.parser in test_grading_e2e.py."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from minischeme.grading.batch import grade_all
from minischeme.grading.config import GradeConfig
from minischeme.grading.formats import renderer
from minischeme.grading.submission import Submission

MCG = Path(__file__).parent / "submissions" / "mini-card-game"
BROWSER = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")

pytestmark = pytest.mark.skipif(BROWSER is None, reason="Chromium is not installed "
                                "(apt-get install -y chromium)")


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    names = ["halving.rkt", "correct.rkt", "unbalanced.rkt", "missing_play.rkt"]
    subs = [Submission.from_path(MCG / n, n) for n in names]
    results, _ = grade_all(subs, GradeConfig("mini-card-game", n=2), cache_dir=None,
                           isolate=False)
    path = tmp_path_factory.mktemp("html") / "class.html"
    path.write_text(renderer("html")(results, {"assignment": "mini-card-game"}))
    return path, {r.submission: r.score for r in results}


def dom(path: Path, fragment: str = "") -> str:
    out = subprocess.run([BROWSER, "--headless", "--no-sandbox", "--disable-gpu",
                          "--dump-dom", path.as_uri() + fragment],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return out.stdout


def order(html: str) -> list[str]:
    return re.findall(r'<tr data-i="\d+" data-submission="([^"]+)"', html)


def test_the_page_runs_its_script_in_chromium(page):
    path, scores = page
    html = dom(path)
    assert 'data-ready="yes"' in html                 # the script ran to the end
    assert order(html) == list(scores)                 # unsorted: as graded


def test_the_class_table_sorts(page):
    path, scores = page
    by_score = sorted(scores, key=lambda s: -scores[s])
    assert order(dom(path, "#sort=score-desc")) == by_score
    assert order(dom(path, "#sort=score")) == by_score[::-1]
    html = dom(path, "#sort=submission")
    assert order(html) == sorted(scores)
    assert 'aria-sort="ascending"' in html


def test_histograms_render(page):
    path, _ = page
    html = dom(path)
    assert html.count("<svg") == 10 and 'aria-label="histogram of play"' in html
