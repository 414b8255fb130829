"""The header DrRacket writes at the top of a file saved in a How to Design Programs
teaching language: three comment lines, then ``#reader(lib "htdp-intermediate-lambda-reader.ss"
"lang")`` and a settings list (``((modname ex502) (read-case-sensitive #t) ...)``). `racket`
runs such a file in that language; the reader reads it as a file whose `#lang` line names
it (``htdp/isl+`` and the like, forms/htdp.py and running/languages.py), the header blanked
out so that every position stays where it was."""
from __future__ import annotations

import re

# the reader names DrRacket writes, and the language each one is
LEVELS = {"beginner": "htdp/bsl", "beginner-abbr": "htdp/bsl+", "intermediate": "htdp/isl",
          "intermediate-lambda": "htdp/isl+", "advanced": "htdp/asl"}
_HEADER = re.compile(r'\A((?:[ \t\r\n]|;[^\n]*\n)*)#reader\(lib "htdp-([a-z-]+)-reader\.ss" "lang"\)')


def htdp_header(text: str) -> tuple[str, str] | None:
    """(the language, the text with the header blanked) for a DrRacket-saved student
    file; None for any other text."""
    m = _HEADER.match(text)
    if m is None or m.group(2) not in LEVELS:
        return None
    i, depth = m.end(), 0
    while i < len(text):            # the settings list after the reader: balanced parens
        c = text[i]
        if c == '"':
            i = text.index('"', i + 1) if '"' in text[i + 1:] else len(text)
        elif c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
            if depth == 0:
                i += 1
                break
        i += 1
    start = len(m.group(1))
    blank = re.sub(r"[^\n]", " ", text[start:i])
    return LEVELS[m.group(2)], text[:start] + blank + text[i:]
