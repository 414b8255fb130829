"""seconds->date in local time (its default), and racket/date's procedures that read the
local time zone (date->seconds, date*->seconds, find-seconds, current-date), as Racket 8.7
answers them in four time zones: one west of Greenwich, one east, one with a half-hour
daylight saving (Lord Howe Island), one with none and a half-hour offset. Both read the C
library's calendar for the zone in TZ: the zone's name, its offset and daylight-saving flag,
a time that occurs twice (find-seconds finds the second Racket's binary search finds), a
time that does not occur (the error names the nearest seconds), where the calendar ends.

minischeme runs the program in a process of its own with TZ set, and so does Racket when it
is installed; without it, the answers recorded from Racket 8.7 here are compared. (The
differential corpus uses UTC only: tests/differential/dates.exprs.)"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from racket_oracle import RACKET  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ZONEINFO = Path("/usr/share/zoneinfo")

PROGRAM = """#lang racket/base
(require racket/date)
(define (try thunk) (with-handlers ([exn:fail? exn-message]) (thunk)))
(list (seconds->date 1700000000) (seconds->date 1690000000.25))
(map (lambda (s) (date->seconds (seconds->date s))) (list 1699162200 1699165800 1678604399 1678604400))
(parameterize ([date-display-format 'rfc2822]) (date->string (seconds->date 1699162200) #t))
(try (lambda () (find-seconds 30 30 1 5 11 2023)))
(try (lambda () (find-seconds 30 30 2 12 3 2023)))
(try (lambda () (find-seconds 0 0 2 26 3 2023)))
(try (lambda () (find-seconds 0 0 2 1 10 2023)))
(find-seconds 0 0 0 1 1 2000)
(date*->seconds (seconds->date 1690000000.25))
(equal? (date*-time-zone-name (current-date)) (date*-time-zone-name (seconds->date (current-seconds))))
(try (lambda () (seconds->date 67768036191676799)))
"""

# zone -> what `racket` printed for PROGRAM with TZ set to it (Racket 8.7)
RECORDED = {
    'America/New_York':
        ('(list (date* 20 13 17 14 11 2023 2 317 #f -18000 0 "EST") (date* 40 26 0 22 7 2023 6 202 #t -14400 250000000 "EDT"))\n'
        "'(1699162200 1699162200 1678604399 1678604400)\n"
        '"Sun, 5 Nov 2023 01:30:00 -0400"\n'
        '1699162230\n'
        '"find-seconds: non-existent date\\n  wanted: (30 30 2 12 3 2023)\\n  nearest below: 1678604399 is (59 59 1 12 3 2023)\\n  nearest above: 1678604400 is (0 0 3 12 3 2023)"\n'
        '1679810400\n'
        '1696140000\n'
        '946702800\n'
        '6760000001/4\n'
        '#t\n'
        '(date* 59 59 18 31 12 2147485547 3 364 #f -18000 0 "EST")\n'),
    'Europe/Paris':
        ('(list (date* 20 13 23 14 11 2023 2 317 #f 3600 0 "CET") (date* 40 26 6 22 7 2023 6 202 #t 7200 250000000 "CEST"))\n'
        "'(1699162200 1699165800 1678604399 1678604400)\n"
        '"Sun, 5 Nov 2023 06:30:00 +0100"\n'
        '1699144230\n'
        '1678584630\n'
        '"find-seconds: non-existent date\\n  wanted: (0 0 2 26 3 2023)\\n  nearest below: 1679792399 is (59 59 1 26 3 2023)\\n  nearest above: 1679792400 is (0 0 3 26 3 2023)"\n'
        '1696118400\n'
        '946681200\n'
        '6760000001/4\n'
        '#t\n'
        '"seconds->date: integer is out-of-range\\n  integer: 67768036191676799"\n'),
    'Australia/Lord_Howe':
        ('(list (date* 20 13 9 15 11 2023 3 318 #t 39600 0 "+11") (date* 40 56 14 22 7 2023 6 202 #f 37800 250000000 "+1030"))\n'
        "'(1699162200 1699165800 1678604399 1678604400)\n"
        '"Sun, 5 Nov 2023 16:30:00 +1100"\n'
        '1699108230\n'
        '1678548630\n'
        '1679756400\n'
        '"find-seconds: non-existent date\\n  wanted: (0 0 2 1 10 2023)\\n  nearest below: 1696087799 is (59 59 1 1 10 2023)\\n  nearest above: 1696087800 is (0 30 2 1 10 2023)"\n'
        '946645200\n'
        '6760000001/4\n'
        '#t\n'
        '"seconds->date: integer is out-of-range\\n  integer: 67768036191676799"\n'),
    'Asia/Kolkata':
        ('(list (date* 20 43 3 15 11 2023 3 318 #f 19800 0 "IST") (date* 40 56 9 22 7 2023 6 202 #f 19800 250000000 "IST"))\n'
        "'(1699162200 1699165800 1678604399 1678604400)\n"
        '"Sun, 5 Nov 2023 11:00:00 +0530"\n'
        '1699128030\n'
        '1678568430\n'
        '1679776200\n'
        '1696105800\n'
        '946665000\n'
        '6760000001/4\n'
        '#t\n'
        '"seconds->date: integer is out-of-range\\n  integer: 67768036191676799"\n'),
}


def _run(command: list[str], zone: str) -> str:
    env = {**os.environ, "TZ": zone, "PYTHONPATH": str(ROOT)}
    run = subprocess.run(command, capture_output=True, text=True, env=env, timeout=300)
    assert run.stderr == ""
    return run.stdout


@pytest.mark.parametrize("zone", sorted(RECORDED))
def test_local_time_as_racket(zone: str, tmp_path: Path) -> None:
    if not (ZONEINFO / zone).is_file():
        pytest.skip(f"no time zone data for {zone}")
    program = tmp_path / "local.rkt"
    program.write_text(PROGRAM, encoding="utf-8")
    ours = _run([sys.executable, "-m", "minischeme", "run", str(program)], zone)
    theirs = _run([RACKET, str(program)], zone) if RACKET is not None else RECORDED[zone]
    assert ours == theirs
