"""Notebook submissions: a Jupyter notebook (``.ipynb``) is graded as the program its code
cells make, in order, and every position in its report names the cell
(``hw.ipynb[cell 3]:2:5``: line 2, column 5 of the third code cell) instead of a line of a
file the student never saw.
"""
from __future__ import annotations

import bisect
import dataclasses
import json
import re
from dataclasses import dataclass
from typing import Any

SUFFIX = ".ipynb"


class NotebookError(ValueError):
    """The file is not a notebook that can be graded (not JSON, no cells)."""


@dataclass(frozen=True)
class NotebookProgram:
    """The code cells of a notebook as one program text, and where each cell starts."""

    text: str
    starts: tuple[int, ...]      # the program line (1-based) where each code cell begins

    def cell_of(self, line: int) -> tuple[int, int]:
        """(code cell number, line within that cell), both 1-based, of a program line."""
        i = max(bisect.bisect_right(self.starts, line) - 1, 0)
        return i + 1, line - self.starts[i] + 1


def is_notebook(path: str) -> bool:
    return path.lower().endswith(SUFFIX)


def notebook_program(text: str) -> NotebookProgram:
    """The program of a notebook's text (its JSON); NotebookError if it is not one."""
    try:
        nb = json.loads(text)
    except json.JSONDecodeError as e:
        raise NotebookError(f"not a Jupyter notebook: the file is not JSON ({e.msg} at line "
                            f"{e.lineno}, column {e.colno})") from None
    cells = nb.get("cells") if isinstance(nb, dict) else None
    if not isinstance(cells, list):
        raise NotebookError("not a Jupyter notebook: it has no list of cells")
    parts: list[str] = []
    starts: list[int] = []
    line = 1
    for cell in cells:
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        source = cell.get("source", "")
        source = "".join(source) if isinstance(source, list) else str(source)
        source = source if source.endswith("\n") else source + "\n"
        starts.append(line)
        parts.append(source)
        line += source.count("\n")
    if not starts:
        raise NotebookError("not a Jupyter notebook with code: it has no code cells")
    return NotebookProgram("".join(parts), tuple(starts))


def relabel(text: str, name: str, program: NotebookProgram) -> str:
    """``text`` with each position ``NAME:LINE:COL`` rewritten to name the code cell."""
    pattern = re.compile(re.escape(name) + r":(\d+):(\d+)")

    def cell_position(m: re.Match) -> str:
        cell, line = program.cell_of(int(m.group(1)))
        return f"{name}[cell {cell}]:{line}:{m.group(2)}"
    return pattern.sub(cell_position, text)


def relabel_all(value: Any, name: str, program: NotebookProgram) -> Any:
    """Every string inside a result (dataclasses, lists, dicts) relabelled, in place where
    the value is mutable; the relabelled value."""
    if isinstance(value, str):
        return relabel(value, name, program)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            setattr(value, f.name, relabel_all(getattr(value, f.name), name, program))
        return value
    if isinstance(value, list):
        value[:] = [relabel_all(v, name, program) for v in value]
        return value
    if isinstance(value, dict):
        for k in list(value):
            value[k] = relabel_all(value[k], name, program)
        return value
    return value
