"""The header DrRacket writes at the top of a file saved in a How to Design Programs
teaching language: three comment lines, then ``#reader(lib "htdp-intermediate-lambda-reader.ss"
"lang")`` and a settings list (``((modname ex502) (read-case-sensitive #t) ...)``). `racket`
runs such a file in that language; the reader reads it as a file whose `#lang` line names
it (``htdp/isl+`` and the like, forms/htdp.py and running/languages.py), the header blanked
out so that every position stays where it was. The teachpacks the settings name (DrRacket's
Language menu: `(teachpacks ((lib "batch-io.rkt" "teachpack" "2htdp")))`) are required, as
Racket's reader requires them, where minischeme has them (2htdp/image and the GUI ones it
has not: a file naming one runs as before, failing only where it uses them)."""
from __future__ import annotations

import re

# the reader names DrRacket writes, and the language each one is
LEVELS = {"beginner": "htdp/bsl", "beginner-abbr": "htdp/bsl+", "intermediate": "htdp/isl",
          "intermediate-lambda": "htdp/isl+", "advanced": "htdp/asl"}
#: the teachpacks minischeme provides (running/languages.py's REQUIRABLE has each)
TEACHPACKS = ("2htdp/batch-io", "2htdp/abstraction", "2htdp/itunes", "2htdp/web-io", "htdp/dir")
_TEACHPACK = re.compile(r'\(lib "([a-z0-9-]+)\.(?:rkt|ss)" "teachpack" "(2?htdp)"\)')
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
    settings = re.search(r"\(teachpacks \(((?:[^()]|\([^()]*\))*)\)\)", text[m.end():i])
    wanted = [f"{collection}/{name}" for name, collection in _TEACHPACK.findall(settings.group(1))
              ] if settings else []
    required = [t for t in wanted if t in TEACHPACKS]
    if required:    # in the blanked header's first line, so that no position moves
        form = f"(require {' '.join(required)})"
        if len(form) <= len(blank.split("\n", 1)[0]):
            blank = form + blank[len(form):]
    return LEVELS[m.group(2)], text[:start] + blank + text[i:]
