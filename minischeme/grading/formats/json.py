"""`--format json`: every result, in full, as one JSON document (keys sorted, stable)."""
from __future__ import annotations

import json
from typing import Any

from ..results import SubmissionResult


def document(results: list[SubmissionResult], meta: dict[str, Any]) -> dict[str, Any]:
    return {"assignment": meta.get("assignment"), "settings": meta.get("settings", {}),
            "submissions": [r.to_dict() for r in results],
            "summary": {"count": len(results),
                        "scores": {r.submission: r.score for r in results}}}


def render(results: list[SubmissionResult], meta: dict[str, Any]) -> str:
    return json.dumps(document(results, meta), indent=2, sort_keys=True, ensure_ascii=False) + "\n"
