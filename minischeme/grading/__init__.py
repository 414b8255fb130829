"""The autograder behind `minischeme grade` and `minischeme compete`.

    submission.py   finding submissions; loading one into a fresh interpreter (0 for a file
                    that does not read or compile; definitions-only when its top level fails)
    limits.py       steps (deterministic), wall clock (watchdog), output cap, for one run
    isolation.py    a process per submission: memory cap, killed when it hangs, resumed
    suites/         the plan: an assignment's suite (its package's suite.py: functions,
                    weights, generated tests, judge_for); transcripts.py turns the text's
                    examples and staff files into tests
    native/         SML and Python submissions: the sandbox (bubblewrap), the test runner,
                    SML/NJ's declarations and errors; each assignment's adapter is in its
                    package (minischeme/assignments/<name>/sml.py, python.py)
    judges.py       Equal, OneOf, Numeric, Raises, Validity
    validity.py     the validity checks, re-exported from the assignments' packages
    judging.py      running one test: missing/misnamed, strikes, the judge's verdict
    docs.py         the Mini Card Game documentation check
    rubric.py       weights and settings from a JSON or TOML rubric file
    scoring.py      points per test, per function, in total
    results.py      the result model (dataclasses, JSON round trip)
    engine.py       grading one submission: events, Collector, assemble
    batch.py        many submissions in parallel, with the cache (cache.py) and progress bar
    executors/      where they are graded: processes here (--jobs), or a Dask cluster
                    (--cluster), behind one interface
    compete.py      the Mini Card Game competition
    formats/        text, json, jsonl, gradescope, junit, csv, html
    cli.py          the two subcommands

Typical use from Python::

    from minischeme.grading.batch import grade_all
    from minischeme.grading.config import GradeConfig
    from minischeme.grading.submission import find_submissions
    results, notes = grade_all(find_submissions(["class/"], []), GradeConfig("mini-card-game"))
"""
