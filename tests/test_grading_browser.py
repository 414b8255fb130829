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


# ------------------------------------------------- a class of 10,000: search, sort, pages

LARGE = 10_000


def large_score(i: int) -> float:
    return round((i * 7919) % 10007 / 100.07, 2)


@pytest.fixture(scope="module")
def large_page(tmp_path_factory):
    """A report of 10,000 rows: real results of four submissions, renamed and rescored."""
    from dataclasses import replace
    names = ["halving.rkt", "correct.rkt", "unbalanced.rkt", "missing_play.rkt"]
    subs = [Submission.from_path(MCG / n, n) for n in names]
    base, _ = grade_all(subs, GradeConfig("mini-card-game", n=2), cache_dir=None,
                        isolate=False)
    results = [replace(base[i % len(base)], submission=f"student{i:05d}.rkt",
                       score=large_score(i)) for i in range(LARGE)]
    folder = tmp_path_factory.mktemp("large")
    (folder / "class.html").write_text(renderer("html")(results, {"assignment": "mini-card-game"}))
    # The harness drives the report as a user would (clicks, typing) in one frame, opens it
    # at an address with a view in another, and writes what each showed into its own page.
    (folder / "harness.html").write_text(HARNESS)
    return folder


HARNESS = """<!DOCTYPE html><html><body><pre id="out"></pre>
<iframe id="clicked" src="class.html"></iframe>
<iframe id="linked" src="class.html#sort=score&size=100&page=100"></iframe>
<script>
var out = {}, loaded = 0;
function shown(d){
  return {matching: +d.body.getAttribute('data-matching'),
          rows: Array.prototype.map.call(d.querySelectorAll('#class tbody tr'),
                function(r){ return r.getAttribute('data-submission'); }),
          text: d.getElementById('shown').textContent};
}
function done(){
  if (++loaded < 2) { return; }
  var d = document.getElementById('clicked').contentDocument;
  out.start = shown(d);
  var th = d.querySelector('th[data-key=score]');
  th.click(); out.ascending = shown(d);
  th.click(); out.descending = shown(d);
  var search = d.getElementById('search');
  search.value = 'student09'; search.dispatchEvent(new Event('input')); out.searched = shown(d);
  d.getElementById('next').click(); out.next = shown(d);
  out.address = document.getElementById('clicked').contentWindow.location.hash;
  out.linked = shown(document.getElementById('linked').contentDocument);
  document.getElementById('out').textContent = JSON.stringify(out);
}
document.getElementById('clicked').addEventListener('load', done);
document.getElementById('linked').addEventListener('load', done);
</script></body></html>
"""


def test_a_class_of_10000_searches_sorts_and_pages_in_chromium(large_page):
    import html
    import json
    out = subprocess.run([BROWSER, "--headless", "--no-sandbox", "--disable-gpu",
                          "--allow-file-access-from-files", "--dump-dom",
                          (large_page / "harness.html").as_uri()],
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    m = re.search(r'<pre id="out">(.*?)</pre>', out.stdout, re.S)
    assert m and m.group(1), "the harness did not finish"
    seen = json.loads(html.unescape(m.group(1)))
    name = "student{:05d}.rkt".format
    ascending = sorted(range(LARGE), key=lambda i: (large_score(i), i))
    descending = sorted(range(LARGE), key=lambda i: (-large_score(i), i))
    assert seen["start"]["matching"] == LARGE
    assert seen["start"]["rows"] == [name(i) for i in range(50)]       # a page, in order
    assert seen["start"]["text"] == "rows 1\u201350 of 10000"
    assert seen["ascending"]["rows"] == [name(i) for i in ascending[:50]]
    assert seen["descending"]["rows"] == [name(i) for i in descending[:50]]
    in_09 = [i for i in descending if name(i).startswith("student09")]
    assert seen["searched"]["matching"] == len(in_09) == 1000
    assert seen["searched"]["rows"] == [name(i) for i in in_09[:50]]
    assert seen["next"]["rows"] == [name(i) for i in in_09[50:100]]
    assert seen["next"]["text"] == "rows 51\u2013100 of 1000 matching (of 10000)"
    assert seen["address"] == "#sort=score-desc&q=student09&page=2"    # the view is a link
    assert seen["linked"]["rows"] == [name(i) for i in ascending[-100:]]
