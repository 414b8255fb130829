"""The fifth set of public submissions (racket-homework/): real students' Racket homework,
each program run whole as `racket ENTRY` runs it in its folder.

``racket-homework/expected.json`` lists each program: its entry file (under
racket-homework/, in a folder named OWNER__REPOSITORY), the student, the course, the
files it needs, and Racket 8.7's answer -- the exit code and the SHA-256 of its stdout
and of its stderr, each normalised by ``normalise``. Only hashes are kept: the output
shows the students' code and data, and only four of the repositories state a license.
racket-homework/SOURCES.md names each file's repository, path and commit;
`python tests/submissions_public/fetch.py` downloads them (not committed), and
tests/test_public_racket_homework.py compares minischeme's answer with the recorded one.

`python tests/submissions_public/racket_homework.py --record [ENTRY ...]` records Racket's
answers again (racket must be installed and the files fetched)."""
from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent / "racket-homework"
EXPECTED = HERE / "expected.json"
REPO = HERE.parents[2]

# minischeme prints no `context...:` (the stack) or `location...:` lines (as
# tests/program_runs.py compares programs); a procedure's name from its source location
# is cut to its file's last characters by where the file is: compared by the file name.
_CONTEXT = re.compile(r"\n  (context|location)\.\.\.:(\n   .*)*")
_PROCEDURE_AT = re.compile(r"#<procedure:[^>]*?([^/>]*\.rkt:\d+:\d+)>")


def programs() -> list[dict]:
    """The programs of expected.json, in its order."""
    return json.loads(EXPECTED.read_text(encoding="utf-8"))["programs"]


def folder_of(program: dict) -> Path:
    """The folder the program's entry is run in."""
    return (HERE / program["entry"]).parent


def missing(program: dict) -> list[str]:
    """The program's files that have not been fetched."""
    top = HERE / program["entry"].split("/", 1)[0]
    return [f for f in program["files"] if not (top / f).is_file()]


def normalise(text: str, folder: Path) -> str:
    """``text`` (a stdout or stderr) without what depends on the machine or is not compared."""
    text = text.replace(str(folder) + os.sep, "").replace(str(HERE) + os.sep, "")
    text = _CONTEXT.sub("", text)
    return _PROCEDURE_AT.sub(r"#<procedure:\1>", text)


def run(command: list[str], program: dict, env: dict | None = None, timeout: float = 300) -> dict:
    """``command ENTRY`` in the entry's folder: its exit code, stdout and stderr, normalised."""
    folder = folder_of(program)
    done = subprocess.run([*command, Path(program["entry"]).name], cwd=folder, capture_output=True,
                          timeout=timeout, stdin=subprocess.DEVNULL, env=env)
    return {"exit_code": done.returncode,
            "stdout": normalise(done.stdout.decode("utf-8", errors="replace"), folder),
            "stderr": normalise(done.stderr.decode("utf-8", errors="replace"), folder)}


def answer(result: dict) -> dict:
    """What is recorded of a run: its exit code and the hashes of its outputs."""
    return {"exit_code": result["exit_code"],
            "stdout_sha256": hashlib.sha256(result["stdout"].encode("utf-8")).hexdigest(),
            "stderr_sha256": hashlib.sha256(result["stderr"].encode("utf-8")).hexdigest()}


def run_minischeme(program: dict) -> dict:
    """`minischeme run ENTRY` in the entry's folder, as ``run`` reports it."""
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return run([sys.executable, "-m", "minischeme", "run"], program, env)


def record(only: list[str]) -> int:
    """Record Racket's answer for each program (those named in ``only``, else all)."""
    data = json.loads(EXPECTED.read_text(encoding="utf-8"))
    for program in data["programs"]:
        if only and program["entry"] not in only:
            continue
        if missing(program):
            print(f"not fetched: {program['entry']}", file=sys.stderr)
            return 1
        program["racket"] = answer(run(["racket"], program))
        print("recorded", program["entry"])
    EXPECTED.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    if sys.argv[1:2] != ["--record"]:
        print(__doc__.split("\n\n")[-1], file=sys.stderr)
        sys.exit(2)
    sys.exit(record(sys.argv[2:]))
