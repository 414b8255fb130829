"""Reading the files a user names on the command line, with errors in Racket's words.

Every command (`run`, `eval`, `test`, `repl`, `grade`, `compete`) reads its files through
here, so a missing file, a directory or a file that is not UTF-8 is reported the same way
everywhere, as Racket words it::

    open-input-file: cannot open input file
      path: missing.rkt
      system error: No such file or directory; errno=2

Scheme text (programs, transcripts, `eval`'s expressions) is decoded as Racket's reader
decodes a port: UTF-8, each bad byte read as U+FFFD. Other files (rubrics) must be UTF-8.
"""
from __future__ import annotations

from pathlib import Path


class FileError(ValueError):
    """A file could not be read or written; the message is in Racket's words."""


def os_error_text(e: OSError, action: str = "cannot open input file",
                  who: str = "open-input-file", path: object = None) -> str:
    """Racket's message for a failed open: who, what, the path and the system error."""
    shown = path if path is not None else (e.filename if e.filename is not None else "?")
    system = e.strerror or type(e).__name__
    if e.errno is not None:
        system += f"; errno={e.errno}"
    return f"{who}: {action}\n  path: {shown}\n  system error: {system}"


def read_scheme_text(path: str | Path, who: str = "open-input-file") -> str:
    """The text of a Scheme file (program, transcript, expressions), decoded as Racket
    decodes it: bad UTF-8 bytes become U+FFFD, and line ends stay as they are (a CRLF
    file's string literal that spans lines holds "\\r\\n", as in Racket). Raises FileError."""
    try:
        return scheme_text(Path(path).read_bytes())
    except OSError as e:
        raise FileError(os_error_text(e, who=who, path=path)) from None


def scheme_text(data: bytes) -> str:
    """Bytes of Scheme source as Racket's reader sees them: UTF-8, a bad byte read as
    U+FFFD, no line-end translation (Python's text mode would turn CRLF into LF)."""
    return data.decode("utf-8", errors="replace")


def read_utf8_text(path: str | Path, what: str) -> str:
    """The text of a file that must be UTF-8 (``what`` names it: "rubric file").
    Raises FileError."""
    try:
        data = Path(path).read_bytes()
    except OSError as e:
        raise FileError(os_error_text(e, action=f"cannot open {what}", who="open-input-file",
                                      path=path)) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise FileError(f"read: {what} is not a well-formed UTF-8 encoding\n  path: {path}\n"
                        f"  position: {e.start} (byte #x{data[e.start]:02x})") from None


def write_error(path: str | Path, e: OSError) -> FileError:
    """Racket's words for a file that cannot be written (open-output-file's)."""
    return FileError(os_error_text(e, action="error opening file", who="open-output-file",
                                   path=path))
