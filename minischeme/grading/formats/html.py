"""`--format html`: one self-contained page for staff (no external files or scripts).

* the class table: sorted by clicking a column heading, filtered by the search box (every
  word must occur in the submission's name; "does not load" finds those), a page of rows at
  a time (25 to 500, or all), so that a class of 10,000 stays quick. The state is in the
  address (``#sort=score-desc&q=smith&page=2&size=100``): a link opens the same view, and
  ``#sort=COLUMN`` alone still sorts. Without scripts the whole table is there, unsorted;
* a histogram of the class's scores for each function, with its mean, so the function the
  class got wrong stands out;
* each submission's failures with what was called, expected and returned, its load error,
  and its documentation problems.
"""
from __future__ import annotations

from html import escape
from typing import Any

from .measured import describe_measured
from ..results import PASSED, SubmissionResult, fmt_percent, fmt_points

BINS = ["0–20%", "20–40%", "40–60%", "60–80%", "80–100%"]
FAILURES_SHOWN = 10
OPEN_UP_TO = 50          # a larger class's failure lists start closed (quicker to lay out)

STYLE = """
body{font-family:system-ui,-apple-system,Segoe UI,sans-serif;margin:2em;color:#222;max-width:80em}
h1{font-size:1.5em} h2{font-size:1.2em;margin-top:2em}
table{border-collapse:collapse;font-size:.9em}
th,td{border:1px solid #ccc;padding:.25em .5em;text-align:right}
th{background:#f0f0f0;cursor:pointer;user-select:none;vertical-align:bottom}
th[aria-sort=ascending]::after{content:" \\25B2"} th[aria-sort=descending]::after{content:" \\25BC"}
td.name,th.name{text-align:left}
td.full{background:#e3f4e3} td.zero{background:#f8dede} td.part{background:#fff4d6}
.hist{display:inline-block;margin:0 1.5em 1.5em 0;vertical-align:top}
.hist figcaption{font-size:.85em;text-align:center}
pre{background:#f7f7f7;padding:.4em;white-space:pre-wrap;margin:.2em 0}
details{margin:.4em 0} summary{cursor:pointer}
.fail{border-left:3px solid #c33;padding-left:.6em;margin:.6em 0}
.status{font-size:.8em;color:#a00}
#controls{margin:.5em 0;display:flex;gap:.6em;align-items:center;flex-wrap:wrap}
#controls input[type=search]{min-width:18em;padding:.2em .4em}
#shown{color:#555;font-size:.9em}
"""

SCRIPT = """
(function(){
  var table = document.getElementById('class'), body = table.tBodies[0];
  var ths = table.tHead.rows[0].cells;
  var all = Array.prototype.slice.call(body.rows);
  all.forEach(function(row){
    row._name = row.cells[0].textContent.toLowerCase();
    row._i = parseInt(row.getAttribute('data-i'), 10);
  });
  var search = document.getElementById('search'), size = document.getElementById('size');
  var prev = document.getElementById('prev'), next = document.getElementById('next');
  var pages = document.getElementById('pages'), shown = document.getElementById('shown');
  var state = {sort: -1, desc: false, q: '', page: 1, size: 50};
  function column(name){
    for (var j = 0; j < ths.length; j++) { if (ths[j].getAttribute('data-key') === name) { return j; } }
    return -1;
  }
  function key(row, col){
    var cell = row.cells[col], v = cell.getAttribute('data-v');
    return v === null ? cell.textContent : v;
  }
  function matching(){
    var words = state.q.toLowerCase().split(/\\s+/).filter(function(w){ return w; });
    var rows = all.filter(function(row){
      return words.every(function(w){ return row._name.indexOf(w) >= 0; });
    });
    if (state.sort >= 0) {
      var col = state.sort, numeric = ths[col].getAttribute('data-type') === 'number';
      var keyed = rows.map(function(row){
        var k = key(row, col);
        return {k: numeric ? parseFloat(k) : k, row: row};
      });
      keyed.sort(function(a, b){
        var r = numeric ? a.k - b.k : a.k.localeCompare(b.k);
        if (r === 0) { r = a.row._i - b.row._i; return r; }
        return state.desc ? -r : r;
      });
      rows = keyed.map(function(x){ return x.row; });
    }
    return rows;
  }
  function render(){
    var rows = matching(), per = state.size > 0 ? state.size : Math.max(rows.length, 1);
    var count = Math.max(1, Math.ceil(rows.length / per));
    state.page = Math.min(Math.max(1, state.page), count);
    var first = (state.page - 1) * per, page = rows.slice(first, first + per);
    var fragment = document.createDocumentFragment();
    page.forEach(function(row){ fragment.appendChild(row); });
    body.textContent = '';
    body.appendChild(fragment);
    for (var i = 0; i < ths.length; i++) { ths[i].removeAttribute('aria-sort'); }
    if (state.sort >= 0) { ths[state.sort].setAttribute('aria-sort', state.desc ? 'descending' : 'ascending'); }
    search.value = state.q;
    size.value = String(state.size);
    prev.disabled = state.page <= 1;
    next.disabled = state.page >= count;
    pages.textContent = 'page ' + state.page + ' of ' + count;
    shown.textContent = rows.length ? 'rows ' + (first + 1) + '\\u2013' + (first + page.length) +
      ' of ' + rows.length + (rows.length < all.length ? ' matching (of ' + all.length + ')' : '')
      : 'no submission matches';
    document.body.setAttribute('data-matching', rows.length);
    document.body.setAttribute('data-shown', page.length);
  }
  function load(){
    var h = location.hash.replace(/^#/, ''), parts = {};
    h.split('&').forEach(function(p){
      var e = p.indexOf('=');
      if (e > 0) { parts[p.slice(0, e)] = decodeURIComponent(p.slice(e + 1).replace(/\\+/g, ' ')); }
    });
    if (parts.sort) {
      state.desc = /-desc$/.test(parts.sort);
      state.sort = column(parts.sort.replace(/-desc$/, ''));
    }
    if (parts.q !== undefined) { state.q = parts.q; }
    if (parts.size !== undefined && /^\\d+$/.test(parts.size)) { state.size = parseInt(parts.size, 10); }
    if (parts.page !== undefined && /^\\d+$/.test(parts.page)) { state.page = parseInt(parts.page, 10); }
  }
  function save(){
    var p = [];
    if (state.sort >= 0) { p.push('sort=' + encodeURIComponent(ths[state.sort].getAttribute('data-key')) + (state.desc ? '-desc' : '')); }
    if (state.q) { p.push('q=' + encodeURIComponent(state.q)); }
    if (state.page > 1) { p.push('page=' + state.page); }
    if (state.size !== 50) { p.push('size=' + state.size); }
    if (history.replaceState) { history.replaceState(null, '', p.length ? '#' + p.join('&') : location.pathname + location.search); }
  }
  function update(change){ change(); render(); save(); }
  for (var i = 0; i < ths.length; i++) {
    (function(i){ ths[i].addEventListener('click', function(){
      update(function(){ state.desc = state.sort === i && !state.desc; state.sort = i; state.page = 1; });
    }); })(i);
  }
  search.addEventListener('input', function(){ update(function(){ state.q = search.value; state.page = 1; }); });
  size.addEventListener('change', function(){ update(function(){ state.size = parseInt(size.value, 10); state.page = 1; }); });
  prev.addEventListener('click', function(){ update(function(){ state.page -= 1; }); });
  next.addEventListener('click', function(){ update(function(){ state.page += 1; }); });
  window.addEventListener('hashchange', function(){
    if (location.hash.indexOf('=') >= 0) { load(); render(); }   // not a jump to a submission
  });
  load();
  render();
  document.body.setAttribute('data-ready', 'yes');
})();
"""


CONTROLS = (
    '<div id="controls"><input id="search" type="search" placeholder="search submissions" '
    'aria-label="search submissions"> <label>rows per page <select id="size">'
    '<option>25</option><option selected>50</option><option>100</option><option>500</option>'
    '<option value="0">all</option></select></label> <button id="prev" type="button">'
    'previous</button> <span id="pages"></span> <button id="next" type="button">next</button>'
    ' <span id="shown"></span></div>')


def render(results: list[SubmissionResult], meta: dict[str, Any]) -> str:
    assignment = meta.get("assignment") or (results[0].assignment if results else "")
    functions: list[tuple[str, float]] = []
    for r in results:
        for f in r.functions:
            if f.name not in [n for n, _ in functions] and f.total:
                functions.append((f.name, f.weight))
    parts = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
             f"<title>{escape(assignment)}: grades</title>", f"<style>{STYLE}</style>",
             "</head><body>", f"<h1>{escape(assignment)}: {len(results)} submission"
             f"{'' if len(results) == 1 else 's'}</h1>"]
    if results:
        mean = sum(r.score for r in results) / len(results)
        parts.append(f"<p>Mean score {fmt_points(mean)} / {fmt_points(results[0].max_score)}; "
                     f"{sum(1 for r in results if not r.load.ok)} do not load.</p>")
    parts.append("<h2>Scores per function</h2>")
    parts.append('<div id="histograms">')
    for name, weight in functions:
        parts.append(_histogram(name, weight, results))
    parts.append("</div>")
    parts.append("<h2>Class</h2>")
    parts.append(CONTROLS)
    parts.append(_table(results, functions))
    parts.append("<h2>Submissions</h2>")
    for i, r in enumerate(results):
        parts.append(_submission(i, r, opened=len(results) <= OPEN_UP_TO))
    parts.append(f"<script>{SCRIPT}</script>")
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def _fraction(r: SubmissionResult, name: str) -> float | None:
    f = r.function(name)
    if f is None or not f.weight or not f.total:
        return None
    return f.score / f.weight


def _histogram(name: str, weight: float, results: list[SubmissionResult]) -> str:
    counts = [0] * len(BINS)
    values = []
    for r in results:
        x = _fraction(r, name)
        if x is None:
            continue
        values.append(x)
        counts[min(int(x * len(BINS)), len(BINS) - 1)] += 1
    mean = 100 * sum(values) / len(values) if values else 0.0
    full = sum(1 for x in values if x >= 1)
    w, h, pad = 200, 90, 14
    top = max(counts + [1])
    bar = (w - 10) / len(BINS)
    rects = []
    for i, c in enumerate(counts):
        bh = (h - 2 * pad) * c / top
        x = 5 + i * bar
        y = h - pad - bh
        colour = ["#d9534f", "#e8873a", "#e6c229", "#9ccc65", "#43a047"][i]
        rects.append(f'<rect x="{x + 2:.1f}" y="{y:.1f}" width="{bar - 4:.1f}" height="{bh:.1f}" '
                     f'fill="{colour}"><title>{BINS[i]}: {c}</title></rect>')
        rects.append(f'<text x="{x + bar / 2:.1f}" y="{y - 2:.1f}" font-size="10" '
                     f'text-anchor="middle">{c}</text>')
        rects.append(f'<text x="{x + bar / 2:.1f}" y="{h - 2}" font-size="8" '
                     f'text-anchor="middle">{BINS[i].rstrip("%")}</text>')     # 80–100
    svg = (f'<svg width="{w}" height="{h}" viewBox="0 0 {w} {h}" role="img" '
           f'aria-label="histogram of {escape(name)}">{"".join(rects)}</svg>')
    return (f'<figure class="hist" data-function="{escape(name)}" data-counts='
            f'"{",".join(map(str, counts))}">{svg}<figcaption><b>{escape(name)}</b> '
            f'({fmt_points(weight)} pts)<br>mean {mean:.0f}%, full {full}/{len(values)}'
            "</figcaption></figure>")


def _table(results: list[SubmissionResult], functions: list[tuple[str, float]]) -> str:
    head = ['<th class="name" data-key="submission">submission</th>',
            '<th data-key="score" data-type="number">score</th>',
            '<th data-key="percent" data-type="number">%</th>']
    for name, weight in functions:
        head.append(f'<th data-key="{escape(name)}" data-type="number" '
                    f'title="{fmt_points(weight)} points">{_breakable(name)}</th>')
    head.append('<th data-key="docs" data-type="number" title="functions without the '
                'documentation block">undocumented</th>')
    rows = []
    for i, r in enumerate(results):
        pct = 100 * r.score / r.max_score if r.max_score else 0.0
        cells = [f'<td class="name"><a href="#s{i}">{escape(r.submission)}</a>'
                 f'{"" if r.load.ok else " <span class=status>does not load</span>"}</td>',
                 f'<td data-v="{r.score}">{fmt_points(r.score)}</td>',
                 f'<td data-v="{pct:.4f}">{pct:.1f}</td>']
        for name, _ in functions:
            f = r.function(name)
            if f is None:
                cells.append('<td data-v="-1"></td>')
                continue
            cls = "full" if f.score >= f.weight else "zero" if f.score == 0 else "part"
            cells.append(f'<td class="{cls}" data-v="{f.score}" title="{f.passed}/{f.total} '
                         f'tests">{fmt_points(f.score)}</td>')
        undocumented = len(set(r.docs.undocumented)) if r.docs else 0
        cells.append(f'<td data-v="{undocumented}">{undocumented if r.docs else ""}</td>')
        rows.append(f'<tr data-i="{i}" data-submission="{escape(r.submission)}">'
                    + "".join(cells) + "</tr>")
    return ('<div style="overflow-x:auto"><table id="class"><thead><tr>' + "".join(head)
            + "</tr></thead><tbody>" + "\n".join(rows) + "</tbody></table></div>")


def _breakable(name: str) -> str:
    """A function's name as a column heading: it may wrap after each ``-`` or ``_``
    (``find-held-`` / ``cards``), so that a class table of a dozen functions fits the page
    (at 1400 px) with no horizontal scrolling."""
    return "".join(escape(c) + ("<wbr>" if c in "-_" else "") for c in name)


def _submission(i: int, r: SubmissionResult, opened: bool = True) -> str:
    out = [f'<section id="s{i}"><h3>{escape(r.submission)}: {fmt_points(r.score)} / '
           f"{fmt_points(r.max_score)} ({fmt_percent(r)})</h3>",
           f'<p class="measured">{escape(describe_measured(r, "; "))}</p>']
    if not r.load.ok:
        out.append(f"<p>The file does not load:</p><pre>{escape(r.load.error or '')}</pre>")
    for w in r.load.warnings:
        out.append(f"<p>Warning:</p><pre>{escape(w)}</pre>")
    failed = [t for t in r.tests if t.status != PASSED and t.status != "no-load"]
    if failed:
        out.append(f"<details{' open' if opened else ''}><summary>{len(failed)} failed tests"
                   "</summary>")
        by_function: dict[str, list] = {}
        for t in failed:
            by_function.setdefault(t.function or "other", []).append(t)
        for function, tests in by_function.items():
            if all(t.status in ("missing", "misnamed") for t in tests):
                out.append(f'<div class="fail"><b>{escape(function)}</b>: '
                           f"{escape(tests[0].message)} ({len(tests)} tests)</div>")
                continue
            for t in tests[:FAILURES_SHOWN]:
                out.append(
                    f'<div class="fail"><b>{escape(t.name)}</b> <span class="status">'
                    f"{escape(t.status)}</span><br>called<pre>{escape(t.call)}</pre>"
                    f"expected<pre>{escape(t.expected)}</pre>actual<pre>{escape(t.actual)}</pre>"
                    + (f"<pre>{escape(t.message)}</pre>" if t.message and t.message != "wrong value"
                       else "") + "</div>")
            if len(tests) > FAILURES_SHOWN:
                out.append(f"<p>... and {len(tests) - FAILURES_SHOWN} more failures of "
                           f"{escape(function)}</p>")
        out.append("</details>")
    if r.docs is not None and (r.docs.problems or r.docs.wrong_examples
                               or r.docs.unrun_examples):
        out.append("<details><summary>documentation</summary><ul>")
        for p in r.docs.problems:
            out.append(f"<li>{escape(p.name)} (line {p.line}): {escape(p.problem)}</li>")
        for e in r.docs.wrong_examples:
            actual = f"<code>{escape(e.actual)}</code>" if e.actual else escape(f"({e.message})")
            out.append(f"<li>line {e.line}: <code>{escape(e.source)}</code> written "
                       f"<code>{escape(e.expected)}</code>, actual {actual}</li>")
        unrun = r.docs.unrun_examples
        if unrun:
            out.append(f"<li>{len(unrun)} examples {escape(unrun[0].message)}</li>")
        out.append("</ul></details>")
    out.append("</section>")
    return "\n".join(out)
