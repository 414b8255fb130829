"""Racket's answers, recorded: the golden files under ``tests/recorded/``.

The differential suites compare minischeme with Racket 8.7.  Where ``racket`` is
installed they ask it; where it is not, they compare with what Racket answered
when the answers were last recorded, so a contributor without Racket keeps the
coverage.  Where Racket is installed (as in CI) the suites also check that every
recorded answer is still what Racket answers, so a stale recording fails.

One file per corpus file, so helpers adding cases to different files never
touch the same recording:

* ``recorded/differential/NAME.json``: the eval run of
  ``tests/differential/NAME.rkt`` with ``NAME.exprs`` (the load line, then one
  line per datum, keyed by the datum's source text);
* ``recorded/programs/NAME.json``: the run of ``tests/programs/NAME.rkt``
  (stdout, exit code, and stderr as the test compares it);
* ``recorded/primitives.json``: the answer to each expression of
  ``tests/test_primitives_oracle.py``, one line per expression.

The files are JSON written in a fixed order, one answer per line, so a refresh
shows in ``git diff`` as exactly the answers that changed.  They are written by
``python -m tests.record_racket`` (see ``record_racket.py``), never by the tests.

Each recording also notes the SHA-256 of the source file it was made from: when
the file has changed since, a failure against the recording says so (the
recorded answer may be stale).  Answers are matched to datums by source text
(and occurrence, for a datum that repeats), so adding a datum leaves the other
answers usable.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import racket_oracle as oracle

RECORDED_DIR = oracle.TESTS_DIR / "recorded"
DIFFERENTIAL_RECORDED = RECORDED_DIR / "differential"
PROGRAMS_RECORDED = RECORDED_DIR / "programs"
PRIMITIVES_RECORDED = RECORDED_DIR / "primitives.json"

#: The command that (re-)records answers from a live Racket; run from the repository root.
REFRESH_COMMAND = "python -m tests.record_racket"


def refresh_command(target: str = "") -> str:
    """The refresh command for one target (``differential/NAME``, ``programs``, ...)."""
    return f"{REFRESH_COMMAND} {target}".strip()


def missing_message(what: str, target: str, recording: Path) -> str:
    """Why an item without a recorded answer fails, and how to record it."""
    if oracle.RACKET_HIDDEN:
        why = "MINISCHEME_HIDE_RACKET is set"
    elif oracle.RACKET is None:
        why = "no `racket` on PATH"
    else:
        why = "tools/racket-eval.rkt is missing"
    return (f"no recorded Racket answer for {what}, and Racket cannot be asked here ({why}).\n"
            f"Where racket is installed, record it with `{refresh_command(target)}` "
            f"(from the repository root) and commit {rel(recording)}.")


def stale_note(recording: Path, source: Path) -> str:
    """The note added to a failure against a recording made from an older ``source``."""
    return (f"\nnote: {source.name} has changed since {rel(recording)} was recorded, so the "
            f"recorded answer may be stale; refresh it where racket is installed "
            f"(`{REFRESH_COMMAND}`).")


def rel(path: Path) -> str:
    try:
        return str(path.relative_to(oracle.REPO_ROOT))
    except ValueError:
        return str(path)


def sha256_of(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# --------------------------------------------------------------------------------------
# The file format: JSON, header fields one per line, then one row per line


def _line(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def write_recording(path: Path, header: dict, rows_key: str, rows: list | dict) -> None:
    """Write ``header`` (fields in the given order) and ``rows`` (a list, or a dict whose
    keys are written sorted) as JSON with one field or row per line."""
    parts = [f" {_line(key)}: {_line(value)}" for key, value in header.items()]
    if isinstance(rows, dict):
        body = [f"  {_line(key)}: {_line(rows[key])}" for key in sorted(rows)]
        parts.append(f" {_line(rows_key)}: {{\n" + ",\n".join(body) + "\n }")
    else:
        body = [f"  {_line(row)}" for row in rows]
        parts.append(f" {_line(rows_key)}: [\n" + ",\n".join(body) + "\n ]")
    path.parent.mkdir(parents=True, exist_ok=True)
    text = "{\n" + ",\n".join(parts) + "\n}\n"
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)


def _read(path: Path) -> dict | None:
    if not path.is_file():
        return None
    return json.loads(path.read_text(encoding="utf-8"))


# --------------------------------------------------------------------------------------
# Eval runs (tests/differential)


def eval_recording_path(rkt: Path) -> Path:
    return DIFFERENTIAL_RECORDED / (rkt.stem + ".json")


def eval_target(rkt: Path) -> str:
    """The refresh command's name for one differential file."""
    return f"differential/{rkt.stem}"


def load_entry(load: dict, filename: str) -> dict:
    """The recorded form of an eval run's load line (paths made portable)."""
    return {"load_error": oracle.portable_paths(load["load_error"], filename),
            "body_output": load["body_output"]}


def datum_entry(datum: dict, filename: str, source: str | None = None) -> dict:
    """The recorded form of one datum line: ``source`` (the datum's text in the .exprs
    file), ``expr``, ``value`` or ``error`` (paths made portable), ``output``."""
    entry: dict = {} if source is None else {"source": source}
    entry["expr"] = datum["expr"]
    if "value" in datum:
        entry["value"] = datum["value"]
    else:
        entry["error"] = oracle.portable_paths(datum["error"], filename)
    entry["output"] = datum["output"]
    return entry


def occurrence_keys(sources: list[str]) -> list[tuple[str, int]]:
    """``(source, n)`` for each datum: its text and how many equal datums come before it."""
    seen: dict[str, int] = {}
    keys = []
    for src in sources:
        keys.append((src, seen.get(src, 0)))
        seen[src] = seen.get(src, 0) + 1
    return keys


@dataclass
class EvalRecording:
    """The recorded Racket run of one differential file."""

    path: Path
    rkt_sha256: str
    load: dict
    datums: list[dict]

    def answers_by_key(self) -> dict[tuple[str, int], dict]:
        keys = occurrence_keys([d["source"] for d in self.datums])
        return dict(zip(keys, self.datums))

    def answer_for(self, sources: list[str], index: int) -> dict | None:
        """The recorded answer for datum ``index`` of a file whose datums are ``sources``."""
        return self.answers_by_key().get(occurrence_keys(sources)[index])

    def made_from(self, rkt: Path) -> bool:
        return self.rkt_sha256 == sha256_of(rkt)


def read_eval_recording(rkt: Path) -> EvalRecording | None:
    data = _read(eval_recording_path(rkt))
    if data is None:
        return None
    return EvalRecording(eval_recording_path(rkt), data["rkt_sha256"], data["load"], data["datums"])


def record_eval_run(rkt: Path, exprs: Path, run: oracle.EvalRun, version: str) -> Path:
    """Write Racket's ``run`` of ``rkt`` with ``exprs`` as the recording of ``rkt``."""
    if run.problem:
        raise ValueError(run.describe_problem())
    sources = oracle.split_datums(exprs.read_text(encoding="utf-8"))
    if len(sources) != len(run.datums):
        raise ValueError(f"{exprs.name}: Racket printed {len(run.datums)} datum lines but the "
                         f"file has {len(sources)} datums (datum splitter and Racket's reader disagree)")
    name = rkt.name
    path = eval_recording_path(rkt)
    header = {"file": f"tests/differential/{name}", "exprs": f"tests/differential/{exprs.name}",
              "racket_version": version, "rkt_sha256": sha256_of(rkt),
              "load": load_entry(run.load, name)}
    rows = [datum_entry(d, name, src) for src, d in zip(sources, run.datums)]
    write_recording(path, header, "datums", rows)
    return path


# --------------------------------------------------------------------------------------
# Whole-program runs (tests/programs)

RACKUNIT_RULE = "--------------------"


def program_recording_path(program: Path) -> Path:
    return PROGRAMS_RECORDED / (program.stem + ".json")


def program_target(program: Path) -> str:
    return f"programs/{program.stem}"


def program_view(run: oracle.ProgramRun, filename: str, whole_stderr: bool) -> dict:
    """What the program tests compare: stdout exactly, the exit code, and stderr's first
    line, or the whole stderr when ``whole_stderr`` (Racket printed rackunit blocks)."""
    stderr = oracle.portable_paths(run.stderr, filename)
    if whole_stderr:
        return {"stdout": run.stdout, "exit code": run.returncode, "stderr (whole)": stderr}
    return {"stdout": run.stdout, "exit code": run.returncode,
            "stderr (first line)": oracle.first_line(stderr)}


def racket_program_view(run: oracle.ProgramRun, filename: str) -> dict:
    """``program_view`` of Racket's run: the whole stderr when it holds rackunit blocks."""
    return program_view(run, filename, run.stderr.startswith(RACKUNIT_RULE))


@dataclass
class ProgramRecording:
    path: Path
    sha256: str
    view: dict

    def made_from(self, program: Path) -> bool:
        return self.sha256 == sha256_of(program)


def read_program_recording(program: Path) -> ProgramRecording | None:
    path = program_recording_path(program)
    data = _read(path)
    if data is None:
        return None
    return ProgramRecording(path, data["sha256"], data["answer"])


def record_program_run(program: Path, run: oracle.ProgramRun, version: str) -> Path:
    if run.problem:
        raise ValueError(f"racket run of {program.name} unusable: {run.problem}")
    path = program_recording_path(program)
    view = racket_program_view(run, program.name)
    header = {"file": f"tests/programs/{program.name}", "racket_version": version,
              "sha256": sha256_of(program)}
    write_recording(path, header, "answer", view)
    return path


# --------------------------------------------------------------------------------------
# Primitive expressions (tests/test_primitives_oracle.py)


def read_primitive_recording() -> dict[str, dict]:
    data = _read(PRIMITIVES_RECORDED)
    return {} if data is None else data["answers"]


def record_primitive_answers(answers: dict[str, dict], version: str) -> Path:
    header = {"file": "tests/test_primitives_oracle.py", "racket_version": version}
    ordered = {expr: {key: answer[key] for key in ("value", "error", "output") if key in answer}
               for expr, answer in answers.items()}
    write_recording(PRIMITIVES_RECORDED, header, "answers", ordered)
    return PRIMITIVES_RECORDED
