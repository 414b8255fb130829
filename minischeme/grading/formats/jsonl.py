"""`--format jsonl`: JSON lines, one per submission (its full result, keys sorted, as in
`--format json`), for classes too big to hold in one document: `minischeme grade` writes
each line to stdout as its submission finishes, and a program reads them one at a time
(``jq -c``, a spreadsheet import, an LMS upload)."""
from __future__ import annotations

import json
from typing import Any

from ..results import SubmissionResult


def line(result: SubmissionResult) -> str:
    """One submission's line (with its newline)."""
    return json.dumps(result.to_dict(), sort_keys=True, ensure_ascii=False) + "\n"


def render(results: list[SubmissionResult], meta: dict[str, Any]) -> str:
    """Every line, in the class's order."""
    return "".join(line(r) for r in results)
