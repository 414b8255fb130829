"""Weights: the points each function is worth, and a rubric file that overrides them.

Defaults: the Mini Card Game text's points (they add up to 100); 10 points per function
for the other assignments. A rubric file (JSON, or TOML when it ends in ``.toml``) may say::

    [weights]                 # points per function; functions left out keep their default
    play = 25
    documentation = 5         # points for the documentation check (default 0: report only)

    [visibility]              # Gradescope visibility per function (default "visible")
    play = "after_due_date"

    [generated]               # the generated tests
    n = 30
    seed = 7

    [limits]                  # each as the `grade` flag of the same name (defaults: config.py)
    steps = 2000000           # steps per test (--step-limit)
    depth = 100000            # nested calls per test (--depth-limit)
    seconds = 30              # CPU-time backstop per test (--time-limit)
    native-seconds = 20       # CPU seconds per test of SML/Python code (--native-time-limit)
    memory = 1024             # megabytes a grading process may add (--memory-limit)
    output = 100000           # characters printed, per test (--output-limit)
    submission-steps = 1000000000  # steps per submission in all (--submission-steps)
    submission-seconds = 1800 # wall-clock seconds per submission in all (--submission-time)

JSON takes the same shape: ``{"weights": {"play": 25}, "generated": {"n": 30}}``.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

VISIBILITIES = ("hidden", "after_due_date", "after_published", "visible")
DOCUMENTATION = "documentation"


class RubricError(ValueError):
    """A rubric file that cannot be used; the message says why and where."""


@dataclass
class Rubric:
    weights: dict[str, float] = field(default_factory=dict)
    documentation: float = 0.0
    visibility: dict[str, str] = field(default_factory=dict)
    n: int | None = None
    seed: int | None = None
    step_limit: int | None = None
    time_limit: float | None = None
    native_time_limit: float | None = None
    depth_limit: int | None = None
    memory_mb: int | None = None
    output_limit: int | None = None
    submission_steps: int | None = None
    submission_seconds: float | None = None
    source: str = ""             # the file's text (part of the cache key)

    def weight(self, function: str, default: float) -> float:
        return self.weights.get(function, default)


def load_rubric(path: str | Path, functions: list[str]) -> Rubric:
    """Read a rubric file; unknown function names and bad values are errors."""
    path = Path(path)
    from minischeme.values.files import FileError, read_utf8_text
    try:
        text = read_utf8_text(path, "rubric file")
    except FileError as e:
        raise RubricError(str(e)) from None
    data = _parse(text, path)
    if not isinstance(data, dict):
        raise RubricError(f"{path}: a rubric is a table (an object) at the top")
    rubric = Rubric(source=text)
    known = {"weights", "visibility", "generated", "limits", DOCUMENTATION}
    for key in data:
        if key not in known:
            raise RubricError(f"{path}: unknown section {key!r} (known: {', '.join(sorted(known))})")
    weights = data.get("weights", {})
    if not isinstance(weights, dict):
        raise RubricError(f"{path}: [weights] must be a table of function = points")
    for name, value in weights.items():
        points = _number(path, f"weights.{name}", value)
        if name == DOCUMENTATION:
            rubric.documentation = points
        elif name not in functions:
            raise RubricError(f"{path}: weights.{name}: no such function in this assignment "
                              f"(functions: {', '.join(functions)}, documentation)")
        else:
            rubric.weights[name] = points
    if DOCUMENTATION in data:
        rubric.documentation = _number(path, DOCUMENTATION, data[DOCUMENTATION])
    for name, vis in dict(data.get("visibility", {})).items():
        if name not in functions and name not in (DOCUMENTATION, "default"):
            raise RubricError(f"{path}: visibility.{name}: no such function in this assignment")
        if vis not in VISIBILITIES:
            raise RubricError(f"{path}: visibility.{name}: {vis!r} is not one of "
                              f"{', '.join(VISIBILITIES)}")
        rubric.visibility[name] = vis
    gen = dict(data.get("generated", {}))
    if "n" in gen:
        rubric.n = int(_number(path, "generated.n", gen["n"]))
    if "seed" in gen:
        rubric.seed = int(_number(path, "generated.seed", gen["seed"]))
    limits = data.get("limits", {})
    if not isinstance(limits, dict):
        raise RubricError(f"{path}: [limits] must be a table of limit = value")
    for key, value in limits.items():
        if key not in LIMIT_KEYS:
            raise RubricError(f"{path}: limits.{key}: unknown limit (known: "
                              f"{', '.join(LIMIT_KEYS)})")
        attribute, kind = LIMIT_KEYS[key]
        number = _number(path, f"limits.{key}", value)
        if number <= 0 or (kind is int and number != int(number)):
            raise RubricError(f"{path}: limits.{key}: expected a "
                              f"{'whole ' if kind is int else ''}number > 0, got {value!r}")
        if key == "depth":
            from minischeme.running.interpreter import FRAMES_PER_CALL, MAX_DEPTH
            if number > MAX_DEPTH // FRAMES_PER_CALL:
                raise RubricError(f"{path}: limits.depth: at most "
                                  f"{MAX_DEPTH // FRAMES_PER_CALL:,} (the interpreter's stack), "
                                  f"got {value!r}")
        setattr(rubric, attribute, kind(number))
    return rubric


# [limits] keys: the Rubric attribute each sets, and its type.
LIMIT_KEYS = {"steps": ("step_limit", int), "depth": ("depth_limit", int),
              "seconds": ("time_limit", float), "native-seconds": ("native_time_limit", float),
              "memory": ("memory_mb", int),
              "output": ("output_limit", int),
              "submission-steps": ("submission_steps", int),
              "submission-seconds": ("submission_seconds", float)}


def _parse(text: str, path: Path) -> Any:
    if path.suffix.lower() == ".toml":
        import tomllib
        try:
            return tomllib.loads(text)
        except tomllib.TOMLDecodeError as e:
            raise RubricError(f"{path}: not valid TOML: {e}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        if path.suffix.lower() == ".json":
            raise RubricError(f"{path}:{e.lineno}:{e.colno}: not valid JSON: {e.msg}") from None
    import tomllib
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise RubricError(f"{path}: neither JSON nor TOML ({e})") from None


def _number(path: Path, key: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
        raise RubricError(f"{path}: {key}: expected a number >= 0, got {value!r}")
    return float(value)
