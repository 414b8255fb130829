"""Fuzzing minischeme: hostile inputs (``generators``), what counts as a bug (``check``),
the long run (``python -m fuzz --minutes 60``) and the corpus of cases it found (``corpus/``),
which tests/test_fuzz.py replays on every test run."""
