"""Issue 31, point 8: the HTML class report at 1400 px, in headless Chromium, needs no
horizontal scrolling (the class table's last column, "undocumented", was off the page for
Mini Card Game's ten functions and Solitaire's ten), and the histogram's top bar is labelled
with its range (80–100), not "80", since it holds the students with 100 %."""
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

SUBMISSIONS = Path(__file__).parent / "submissions"
BROWSER = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
WIDTH = 1400
CLASSES = {"mini-card-game": ["correct.rkt", "game_over_strings.rkt", "fdraw_front.rkt",
                              "unbalanced.rkt", "missing_play.rkt"],
           "solitaire": ["correct.rkt"]}
# written into the page: the widths the browser laid out, as attributes --dump-dom shows
PROBE = ("<script>(function(){var d=document.documentElement,"
         "t=document.getElementById('class').parentNode;"
         "document.body.setAttribute('data-widths',"
         "[d.scrollWidth,d.clientWidth,t.scrollWidth,t.clientWidth].join(','));})();</script>")


@pytest.fixture(scope="module", params=sorted(CLASSES))
def report(request, tmp_path_factory) -> tuple[str, Path]:
    assignment = request.param
    subs = [Submission.from_path(SUBMISSIONS / assignment / n, n) for n in CLASSES[assignment]]
    results, _ = grade_all(subs, GradeConfig(assignment, n=1), cache_dir=None, isolate=False)
    path = tmp_path_factory.mktemp("html") / f"{assignment}.html"
    path.write_text(renderer("html")(results, {"assignment": assignment}), encoding="utf-8")
    return assignment, path


def chromium(*args: str) -> str:
    done = subprocess.run([BROWSER, "--headless", "--no-sandbox", "--disable-gpu",
                           f"--window-size={WIDTH},900", "--hide-scrollbars", *args],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.skipif(BROWSER is None, reason="Chromium is not installed (apt-get install -y chromium)")
def test_the_class_report_fits_1400_px_with_no_horizontal_scroll(report, tmp_path):
    assignment, path = report
    shot = tmp_path / "report.png"
    chromium(f"--screenshot={shot}", path.as_uri())
    from PIL import Image
    assert Image.open(shot).size == (WIDTH, 900)
    probed = tmp_path / "probed.html"
    probed.write_text(path.read_text(encoding="utf-8").replace("</body>", PROBE + "</body>"),
                      encoding="utf-8")
    widths = re.search(r'data-widths="(\d+),(\d+),(\d+),(\d+)"',
                       chromium("--dump-dom", probed.as_uri()))
    assert widths, "the probe did not run"
    page, viewport, table, box = map(int, widths.groups())
    assert page <= viewport <= WIDTH, f"{assignment}: the page scrolls sideways ({page} px)"
    assert table <= box, f"{assignment}: the class table scrolls sideways ({table} > {box} px)"


def test_the_histogram_labels_its_top_bar_as_the_range_that_holds_100_percent(report):
    _, path = report
    html = path.read_text(encoding="utf-8")
    labels = re.findall(r'font-size="8" text-anchor="middle">([^<]*)</text>', html)
    assert labels[:5] == ["0–20", "20–40", "40–60", "60–80", "80–100"]
    assert "80" not in labels
