"""`--format csv`: the class summary, one row per submission (points per function)."""
from __future__ import annotations

import csv
import io
from typing import Any

from ..results import SubmissionResult, fmt_points


def render(results: list[SubmissionResult], meta: dict[str, Any]) -> str:
    functions: list[str] = []
    for r in results:
        for f in r.functions:
            if f.name not in functions:
                functions.append(f.name)
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["submission", "score", "max_score", "percent", "loads", *functions,
                "documentation_problems", "wrong_examples", "sha256", "load_error", "file",
                "minischeme", "seed", "step_limit", "submission_steps"])
    for r in results:
        cells = []
        for name in functions:
            f = r.function(name)
            cells.append(fmt_points(f.score) if f is not None else "")
        percent = fmt_points(r.percent) if r.max_score else ""
        m = r.measured
        docs = r.docs
        w.writerow([r.submission, fmt_points(r.score), fmt_points(r.max_score), percent,
                    "yes" if r.load.ok else "no", *cells,
                    len({p.name for p in docs.problems}) if docs else "",
                    len(docs.wrong_examples) if docs else "",
                    r.sha256, (r.load.error or "").splitlines()[0] if r.load.error else "",
                    m.get("file", r.path), m.get("minischeme", ""), m.get("seed", ""),
                    m.get("limits", {}).get("steps", ""), m.get("budget", {}).get("steps", "")])
    return buf.getvalue()
