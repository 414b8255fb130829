"""Moved to ``minischeme/assignments/scheme_args.py``; this name is the same module."""
import sys

from minischeme.assignments import scheme_args as _moved

sys.modules[__name__] = _moved
