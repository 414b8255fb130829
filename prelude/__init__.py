"""The old home of the reference implementations, kept so that ``prelude.<name>`` still
imports: each assignment is now one package, ``minischeme/assignments/<name>/``."""
