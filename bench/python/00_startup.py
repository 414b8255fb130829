"""Baseline: CPython start-up only. Prints 0 (port of 00_startup.rkt)."""
print(0)
