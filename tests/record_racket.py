"""Record Racket's answers for the differential suites into ``tests/recorded/``.

Run from the repository root, where ``racket`` (8.7) is installed::

    python -m tests.record_racket                    # re-record every suite
    python -m tests.record_racket differential       # one suite (differential, programs, primitives)
    python -m tests.record_racket differential/lists programs/war_game   # single files
    python -m tests.record_racket --missing          # only what has no (or an outdated) recording
    python -m tests.record_racket --check            # write nothing; exit 1 if a recording is
                                                     # stale, missing or out of date

A refresh re-runs Racket over each selected file and rewrites its recording, so
new cases get their answers and changed answers show in ``git diff``; commit the
files under ``tests/recorded/``.  The format is described in
``tests/recorded_answers.py``.
"""
from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import racket_oracle as oracle  # noqa: E402
import recorded_answers as recorded  # noqa: E402

SUITES = ("differential", "programs", "primitives")


def _differential_files() -> list[Path]:
    return [rkt for rkt in sorted(oracle.DIFFERENTIAL_DIR.glob("*.rkt"))
            if rkt.with_suffix(".exprs").is_file()]


def _programs() -> list[Path]:
    return sorted(oracle.PROGRAMS_DIR.glob("*.rkt"))


def _select(targets: list[str]) -> tuple[list[Path], list[Path], bool]:
    """The differential files, programs, and whether the primitives, named by ``targets``."""
    if not targets:
        return _differential_files(), _programs(), True
    files, programs, primitives = [], [], False
    for target in targets:
        suite, _, name = target.strip("/").partition("/")
        name = name.removesuffix(".rkt").removesuffix(".exprs").removesuffix(".json")
        if suite == "differential":
            pool = _differential_files()
            chosen = [p for p in pool if not name or p.stem == name]
            files += chosen
        elif suite == "programs":
            pool = _programs()
            chosen = [p for p in pool if not name or p.stem == name]
            programs += chosen
        elif suite == "primitives" and not name:
            primitives, chosen = True, [Path("primitives")]
        else:
            raise SystemExit(f"unknown target {target!r}: use {', '.join(SUITES)}, "
                             "differential/NAME or programs/NAME")
        if not chosen:
            raise SystemExit(f"no such file: {target!r}")
    return list(dict.fromkeys(files)), list(dict.fromkeys(programs)), primitives


# --------------------------------------------------------------------------------------
# What is out of date (no racket needed)


def _eval_outdated(rkt: Path) -> str:
    """Why ``rkt``'s recording needs a refresh, or "" if it covers the file as it is."""
    recording = recorded.read_eval_recording(rkt)
    if recording is None:
        return "not recorded"
    if not recording.made_from(rkt):
        return f"{rkt.name} changed since it was recorded"
    sources = oracle.split_datums(rkt.with_suffix(".exprs").read_text(encoding="utf-8"))
    keys = recorded.occurrence_keys(sources)
    by_key = recording.answers_by_key()
    missing = sum(1 for key in keys if key not in by_key)
    extra = len(set(by_key) - set(keys))
    if missing or extra:
        return f"{missing} datum(s) not recorded, {extra} recorded datum(s) no longer in the file"
    return ""


def _program_outdated(program: Path) -> str:
    recording = recorded.read_program_recording(program)
    if recording is None:
        return "not recorded"
    return "" if recording.made_from(program) else f"{program.name} changed since it was recorded"


def _primitives_outdated(exprs: list[str]) -> str:
    recording = recorded.read_primitive_recording()
    missing = sum(1 for e in exprs if e not in recording)
    extra = len(set(recording) - set(exprs))
    if missing or extra:
        return f"{missing} expression(s) not recorded, {extra} recorded expression(s) no longer used"
    return ""


def _primitive_exprs() -> list[str]:
    import test_primitives_oracle as prims
    return list(dict.fromkeys(expr for _, expr in prims.CASES))


# --------------------------------------------------------------------------------------
# Recording and checking


def _stale_datums(rkt: Path, run: oracle.EvalRun) -> list[str]:
    """The recorded answers of ``rkt`` that differ from Racket's ``run``."""
    recording = recorded.read_eval_recording(rkt)
    if recording is None:
        return []
    out = []
    if recording.load != recorded.load_entry(run.load, rkt.name):
        out.append("the load line")
    sources = oracle.split_datums(rkt.with_suffix(".exprs").read_text(encoding="utf-8"))
    by_key = recording.answers_by_key()
    for i, key in enumerate(recorded.occurrence_keys(sources)):
        if key in by_key and i < len(run.datums):
            if by_key[key] != recorded.datum_entry(run.datums[i], rkt.name, key[0]):
                out.append(f"datum #{i} {oracle.short_id(key[0])}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tests.record_racket",
        description="Record Racket's answers for the differential suites into tests/recorded/.")
    parser.add_argument("targets", nargs="*", metavar="TARGET",
                        help="differential, programs, primitives, differential/NAME or "
                             "programs/NAME (default: everything)")
    parser.add_argument("--missing", action="store_true",
                        help="record only files whose recording is missing or out of date")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; report recordings that are stale (Racket now answers "
                             "differently), missing or out of date, and exit 1 if there are any")
    args = parser.parse_args(argv)
    files, programs, primitives = _select(args.targets)

    if oracle.RACKET is None or (files and not oracle.LIVE_EVAL):
        print(f"cannot ask Racket: {oracle.EVAL_MISSING_REASON}", file=sys.stderr)
        return 2
    prim_exprs = _primitive_exprs() if primitives else []

    if args.missing or args.check:
        outdated = {f"differential/{p.stem}": _eval_outdated(p) for p in files}
        outdated |= {f"programs/{p.stem}": _program_outdated(p) for p in programs}
        if primitives:
            outdated["primitives"] = _primitives_outdated(prim_exprs)
        outdated = {k: v for k, v in outdated.items() if v}
        for target, why in outdated.items():
            print(f"{target}: {why}")
        if args.missing:
            files = [p for p in files if f"differential/{p.stem}" in outdated]
            programs = [p for p in programs if f"programs/{p.stem}" in outdated]
            primitives = primitives and "primitives" in outdated

    version = oracle.racket_version()
    problems = 0
    stale_total = 0

    eval_cache = oracle.RunCache(lambda rkt: oracle.run_racket_eval(rkt, rkt.with_suffix(".exprs")))
    eval_cache.prefetch(files)
    try:
        for rkt in files:
            run = eval_cache.get(rkt)
            if run.problem:
                print(f"differential/{rkt.stem}: {run.describe_problem()}", file=sys.stderr)
                problems += 1
                continue
            stale = _stale_datums(rkt, run)
            stale_total += len(stale)
            for what in stale:
                print(f"differential/{rkt.stem}: stale: {what}")
            if not args.check:
                try:
                    path = recorded.record_eval_run(rkt, rkt.with_suffix(".exprs"), run, version)
                except ValueError as exc:
                    print(f"differential/{rkt.stem}: {exc}", file=sys.stderr)
                    problems += 1
                    continue
                print(f"recorded {recorded.rel(path)} ({len(run.datums)} datums)")
    finally:
        eval_cache.close()

    program_cache = oracle.RunCache(oracle.run_racket_program)
    program_cache.prefetch(programs)
    try:
        for program in programs:
            run = program_cache.get(program)
            if run.problem:
                print(f"programs/{program.stem}: racket run unusable: {run.problem}", file=sys.stderr)
                problems += 1
                continue
            recording = recorded.read_program_recording(program)
            if recording is not None and recording.view != recorded.racket_program_view(run, program.name):
                stale_total += 1
                print(f"programs/{program.stem}: stale")
            if not args.check:
                print(f"recorded {recorded.rel(recorded.record_program_run(program, run, version))}")
    finally:
        program_cache.close()

    if primitives:
        import test_primitives_oracle as prims
        with tempfile.TemporaryDirectory() as tmp:
            try:
                live = prims.racket_answers(prim_exprs, Path(tmp))
            except (AssertionError, OSError, ValueError) as exc:
                print(f"primitives: the Racket run failed: {exc}", file=sys.stderr)
                live = None
                problems += 1
        if live is not None:
            recording = recorded.read_primitive_recording()
            for expr, answer in live.items():
                if expr in recording and recording[expr] != answer:
                    stale_total += 1
                    print(f"primitives: stale: {expr}")
            if not args.check:
                path = recorded.record_primitive_answers(live, version)
                print(f"recorded {recorded.rel(path)} ({len(live)} expressions)")

    if args.check:
        out_of_date = len(outdated)
        print(f"{stale_total} stale answer(s), {out_of_date} recording(s) missing or out of date")
        return 1 if (stale_total or out_of_date or problems) else 0
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
