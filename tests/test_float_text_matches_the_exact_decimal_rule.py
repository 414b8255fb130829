"""A flonum's text (values/printer.format_float) takes Python's repr where Racket prints
positionally too and no exact tie is rounded differently, and the exact decimal expansion
otherwise (issue 29: `number->string` of a float was 20x CPython). Here the fast text is
compared with the rule written plainly, by `decimal`, on many floats: random ones of every
magnitude and sign, random bit patterns, small binary fractions (the ties), integers. Racket's
own answers at the edges are tests/differential/float_text."""
from __future__ import annotations

import math
import random
import struct
from decimal import Decimal

from minischeme.values.printer import format_float


def _reference(x: float) -> str:
    """Chez's text of a finite non-zero x: the shortest digits that read back (Python's), a
    tie in the last digit rounded up, positional from 1e-4 to 1e14 (and above while the
    zeros to write are fewer than 3), else d.ddde±x."""
    a = abs(x)
    mant, _, e = repr(a).partition("e")
    ip, _, fp = mant.partition(".")
    digits = (ip + fp).lstrip("0")
    exp = (int(e) if e else 0) + len(ip) - 1 - (len(ip + fp) - len(digits))
    digits = digits.rstrip("0") or "0"
    exact = "".join(map(str, Decimal(a).as_tuple().digits)).lstrip("0")
    if len(exact) == len(digits) + 1 and exact.endswith("5") and exact[:-1] == digits:
        up = str(int(exact[:-1]) + 1)
        e2 = exp + (len(up) > len(exact) - 1)
        up = up.rstrip("0") or "0"
        if float(f"{up[0]}.{up[1:] or '0'}e{e2}") == a:
            digits, exp = up, e2
    n = len(digits)
    if -4 <= exp < 14 or (exp >= 14 and exp - n < 3):
        text = (digits + "0" * (exp - n + 1) + ".0" if exp >= n - 1
                else digits[:exp + 1] + "." + digits[exp + 1:] if exp >= 0
                else "0." + "0" * (-exp - 1) + digits)
    else:
        text = digits[0] + ("." + digits[1:] if n > 1 else "")
        text = f"{text}e{'+' if exp > 0 else ''}{exp}" if exp != 0 else text
    return ("-" if x < 0 else "") + text


def _floats() -> list[float]:
    rng = random.Random(27)
    xs = [rng.random() * 10.0 ** rng.randint(-30, 30) for _ in range(6000)]
    xs += [struct.unpack("d", struct.pack("Q", rng.getrandbits(64)))[0] for _ in range(6000)]
    xs += [k / 2 ** j for k in range(1, 400) for j in range(0, 30)]
    xs += [float(k) for k in range(1, 3000)] + [2.0 ** 60, 1e22, 1e23, 1e14, 1e-4, 5e-324]
    xs += [-x for x in xs[::7]]
    return [x for x in xs if math.isfinite(x) and x != 0.0]


def test_the_text_is_the_exact_decimal_rules() -> None:
    wrong = [(x, format_float(x), _reference(x)) for x in _floats() if format_float(x) != _reference(x)]
    assert wrong == []


def test_a_tie_in_the_positional_range_is_rounded_up() -> None:
    assert repr(0.0004892349243164062) == "0.0004892349243164062"      # Python: half to even
    assert format_float(0.0004892349243164062) == "0.0004892349243164063"
    assert format_float(-0.0004892349243164062) == "-0.0004892349243164063"
