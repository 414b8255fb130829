"""Coverage-guided fuzzing of the reader with atheris (libFuzzer for Python).

Random generation rarely reaches the reader's corners (block comments inside strings
inside vector literals, `#\\` names, numbers with exponents and radix prefixes); atheris
mutates inputs towards new branches of ``minischeme/reading/reader.py`` and the Lark grammar.
The property: reading any bytes gives data or a ``ReadError``, nothing else.

    pip install atheris
    python -m fuzz.reader_atheris -max_total_time=600 fuzz/corpus/atheris

A crash file that libFuzzer writes (``crash-*``) is an input to keep: add it to
fuzz/corpus/ as a ``.txt`` file, where tests/test_fuzz.py replays it.
"""
from __future__ import annotations

import sys


def main() -> None:
    try:
        import atheris
    except ImportError:
        sys.exit("python -m fuzz.reader_atheris needs atheris: pip install atheris")
    with atheris.instrument_imports():
        from minischeme.reading.reader import ReadError, read_source
    from minischeme.values.printer import write_string

    def one_input(data: bytes) -> None:
        text = data.decode("utf-8", errors="replace")
        try:
            src = read_source(text)
        except ReadError:
            return
        for datum, _ in src.data:
            write_string(datum)

    sys.setrecursionlimit(100_000)
    atheris.Setup(sys.argv, one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
