"""Random texts in and around Racket's number syntax (prefixes, signs, digits, `.`, `#`,
exponent letters, `/`, `@`, `i`, `inf.0`, `nan.0`, hexadecimal letters), read by
string->number in each radix and mode and by `read`, against Racket 8.7's recorded
answers. The number reader (values/number_syntax.py) once read `#e1.1` as the float's
exact value and had no `#` digits, polar numbers or 'read mode; a few thousand such texts
found every difference.

The texts are seeded: tests/differential/number_syntax_fuzz.exprs is this generator's
output, recorded like every differential file (tests/recorded/differential/). After a
change to the generator, write the file again and record it, from the repository root:

    python -m tests.test_number_syntax_fuzz
    python -m tests.record_racket differential/number_syntax_fuzz
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import racket_oracle as oracle  # noqa: E402
import recorded_answers as recorded  # noqa: E402

RKT = oracle.TESTS_DIR / "differential" / "number_syntax_fuzz.rkt"
EXPRS = RKT.with_suffix(".exprs")
SEED = 23
COUNT = 1500

_PIECES = ["1", "2", "0", "5", "9", "12", "007", "3", "8", "-", "+", ".", "#", "e", "E", "/",
           "i", "I", "@", "inf.0", "nan.0", "inf.f", "inf.t", "f", "d", "s", "l", "x", "a",
           "b", "F", "t", "#e", "#i", "#x", "#b", "#o", "#d", "e5", "e-3", "e400", "e-400",
           "e10000", "1/3", "0.5", "+i", "-i", "1e-320", "/0", "1234567890123456789012"]
_PREFIXES = ["#e", "#i", "#x", "#b", "#o", "#d", "#e#x", "#x#i", "#i#e", "#X", "#E", "#q"]


def _text(rng: random.Random) -> str:
    parts = [rng.choice(_PREFIXES)] if rng.random() < 0.35 else []
    parts += [rng.choice(_PIECES) for _ in range(rng.randrange(1, 6))]
    return "".join(parts)


def expressions(seed: int = SEED, count: int = COUNT) -> list[str]:
    """The corpus: each text through string->number (a radix, and 'read or
    'decimal-as-exact now and then) or through `read`."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        text = _text(rng)
        kind = rng.randrange(5)
        if kind == 0:
            out.append(f'(read-text "{text}")')
        elif kind == 1:
            out.append(f'(string->number "{text}" {rng.choice([10, 16, 8, 2])} \'read)')
        elif kind == 2:
            out.append(f'(string->number "{text}" 10 \'read \'decimal-as-exact)')
        else:
            out.append(f'(string->number "{text}" {rng.choice([10, 10, 10, 16, 8, 2])})')
    # Racket times out computing the exact power of a huge exponent: not a case
    return [e for e in out if not ("decimal-as-exact" in e and "e10000" in e)]


def corpus_text() -> str:
    return "\n".join(expressions()) + "\n"


def test_the_corpus_is_the_generator_s() -> None:
    assert EXPRS.read_text(encoding="utf-8") == corpus_text(), (
        "regenerate it: python -m tests.test_number_syntax_fuzz, then record it")


def test_every_answer_is_racket_s() -> None:
    recording = recorded.read_eval_recording(RKT)
    assert recording is not None, recorded.missing_message(
        RKT.name, "differential/number_syntax_fuzz", recorded.eval_recording_path(RKT))
    ours = oracle.run_minischeme_eval(RKT, EXPRS)
    assert ours.problem is None, ours.describe_problem()
    wrong = []
    for mine, theirs in zip(ours.datums, recording.datums):
        want = theirs.get("value", theirs.get("error", "").split("\n")[0])
        got = mine.get("value", mine.get("error", "").split("\n")[0])
        if got != want:
            wrong.append(f"{theirs['source']}: Racket {want!r}, minischeme {got!r}")
    assert len(ours.datums) == len(recording.datums)
    assert wrong == []


if __name__ == "__main__":
    EXPRS.write_text(corpus_text(), encoding="utf-8")
    print(f"wrote {EXPRS} ({len(expressions())} expressions)")
