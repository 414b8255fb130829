"""xrepl's words for errors: every line prefixed ``; ``, long lines wrapped at 79 columns
as xrepl wraps them, ``[,bt for context]``; and ``,bt``'s context of an error (the
procedures it was raised in, errortrace-style)."""
from __future__ import annotations

import re
from typing import Any

WRAP_WIDTH = 79


def wrap_line(line: str, widths: tuple[int, int]) -> list[str]:
    """scribble/text/wrap's `wrap-line` (no word splitting): the lines of ``line`` that fit
    ``widths[0]`` columns on the first line and ``widths[1]`` on the others."""
    strs: list[str] = []
    width_star: Any = widths

    def cur() -> int:
        return width_star[0] if isinstance(width_star, tuple) else width_star

    def nxt() -> Any:
        return width_star[1] if isinstance(width_star, tuple) else width_star

    s = line
    while True:
        width = cur()
        strlen = len(s)
        if strlen <= width:
            strs.append(s)
            return strs
        m2 = re.compile(r"([^ ][^ ]+) *").match(s, width - 1) if width >= 1 else None
        if m2:  # the wrapping point is inside a word
            m1 = re.compile(r" *([^ ]+)$").search(s, 0, width)
            if m1 is None:  # cannot happen for a word crossing the limit; be safe
                strs.append(s)
                return strs
            s1, w1, w2, s2 = m1.start(), m1.start(1), m2.end(1), m2.end()
        else:
            m1 = re.compile(r" *([^ ]+) *$").search(s, 0, width)
            if m1:
                m2b = re.compile(r"[^ ]").search(s, width)
                if m2b:  # between words
                    strs.append(s[:m1.end(1)])
                    s = s[m2b.start():]
                    width_star = nxt()
                    continue
                s1, w1, w2, s2 = m1.start(), m1.start(1), strlen, strlen
            else:
                m = re.compile(r"([^ ]+) *").search(s, width)
                if m:
                    s1, w1, w2, s2 = 0, m.start(), m.end(1), m.end()
                else:
                    s1, w1, w2, s2 = 0, 0, strlen, strlen
        # do-word with split-word returning (#f, word, #t)
        w1s = 0 if s1 == 0 else w1
        w2s = s2 if s2 == strlen else w2
        word = s[w1s:w2s]
        if w1s != 0:
            strs.append(s[:s1])
        second = word if len(word) >= cur() else None
        if second is not None:
            strs.append(second)
        width_star = nxt()
        if second is None:
            rest: str | None = word + s[w2s:]
        elif w2s == strlen:
            rest = None
        else:
            rest = s[s2:]
        if rest is None:
            return strs
        s = rest


def wrapped_output(text: str, width: int = WRAP_WIDTH) -> str:
    """xrepl's `with-wrapped-output`: each line after its `;` prefix wrapped at ``width``,
    continuation lines indented two more spaces."""
    out = []
    for m in re.finditer(r"\n|[^\n]+", text):
        line = m.group(0)
        if line == "\n":
            out.append("\n")
            continue
        i = len(line) - len(line.lstrip(" "))
        p = re.compile(r";+ *").match(line, i)
        if p:
            i = p.end()
        j = len(line.rstrip(" "))
        j = max(j, i)
        lines = wrap_line(line[i:j], (width - i, width - 2 - i))
        prefix = line[:i]
        out.append(prefix + lines[0])
        for extra in lines[1:]:
            out.append("\n" + prefix + "  " + extra)
    return "".join(out)


def xrepl_error_text(message: str) -> str:
    """An error message as xrepl's display handler shows it (ends with a newline)."""
    s = re.sub(r"^\n+|\n+$", "", message)
    s = re.sub(r"\n\n+", "\n", s)
    s = re.sub(r"\n  [^\n]+\.\.\.:(?:[^\n]+|\n   )+", "", s)
    s = s.replace("\n", "\n; ")
    s += ("\n; " if "\n" in s else " ") + "[,bt for context]"
    return wrapped_output(f"; {s}\n")


def error_context(tb: Any, limit: int = 24) -> list[str]:
    """The context of an error, errortrace-style: for each Racket procedure the error was
    raised in, innermost first, ``SOURCE:LINE:COL: NAME`` (where it is defined). A run of
    the same entry (deep recursion) is shown once, with its count.

    A depth-limit error's traceback is over a million frames deep, so the walk is one tight
    loop: where a frame of translated code runs depends only on its code object, looked up
    once per code; only ``apply_procedure``'s frames (the closure it runs) are asked each
    time."""
    from minischeme.values.runtime import apply_procedure, frame_where
    apply_code = apply_procedure.__code__
    known: dict[int, Any] = {}      # id(code) -> where (hashing a code object is slow)
    runs: list[list] = []           # [info, count], outermost first
    last: Any = None
    last_code: Any = None
    info: Any = None
    while tb is not None:
        frame = tb.tb_frame
        code = frame.f_code
        tb = tb.tb_next
        if code is not last_code or code is apply_code:
            last_code = code
            info = known.get(id(code), known)
            if info is known:
                try:
                    info = frame_where(frame)
                except Exception:       # never let ,bt fail
                    info = None
                if code is not apply_code:
                    known[id(code)] = info
        if info is None:
            continue
        if info is last or info == last:
            runs[-1][1] += 1
        else:
            runs.append([info, 1])
            last = info
    entries: list[list] = []
    for (name, source, loc), n in reversed(runs):
        where = f"{source}:{loc[0]}:{loc[1]}" if source and loc else ""
        text = f"{where}: {name}" if where and name else (where or name or "")
        if not text:
            continue
        if entries and entries[-1][0] == text:
            entries[-1][1] += n
        else:
            entries.append([text, n])
    out = [text if n == 1 else f"{text} (repeated {n:,} times)" for text, n in entries]
    if len(out) > limit:
        out = out[:limit] + ["..."]
    return out
