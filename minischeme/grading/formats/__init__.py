"""Output formats of `minischeme grade`: one module per format, each with
``render(results, meta) -> str`` (``meta``: assignment, settings, notes for the whole run)."""
from __future__ import annotations

from typing import Any, Callable

from ..results import SubmissionResult

FORMATS = ("text", "json", "jsonl", "gradescope", "junit", "csv", "html")


def renderer(name: str) -> Callable[[list[SubmissionResult], dict[str, Any]], str]:
    if name == "text":
        from .text import render
    elif name == "json":
        from .json import render
    elif name == "jsonl":
        from .jsonl import render
    elif name == "gradescope":
        from .gradescope import render
    elif name == "junit":
        from .junit import render
    elif name == "csv":
        from .csv import render
    elif name == "html":
        from .html import render
    else:
        raise ValueError(f"unknown format {name!r} (known: {', '.join(FORMATS)})")
    return render
