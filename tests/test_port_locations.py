"""Where a port is: `port-count-lines!`, `port-counts-lines?`, `port-next-location` (line
and column counted from where counting was turned on: line 1, column 0, position 1 there;
a return and newline are one position; tabs to the next multiple of 8) and `file-position`
(bytes read; moving an input port). Each program's output recorded from Racket 8.7."""
from __future__ import annotations

import sys
from pathlib import Path


sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import recorded_program_tests  # noqa: E402
CASES = {
    'lines_columns_and_positions': (
        '(define in (open-input-string "ab\\ncd\\nef"))\n(port-next-location in)\n(read-char in) (read-char in)\n(port-next-location in)\n(port-count-lines! in)\n(port-next-location in)\n(read-char in)\n(port-next-location in)\n(port-count-lines! in)\n(port-next-location in)\n(define in2 (open-input-string "x\\ty\\u00e9\\r\\nz\\r\\r"))\n(port-count-lines! in2)\n(for ([i 9]) (read-char in2) (call-with-values (lambda () (port-next-location in2)) (lambda xs (printf "~a " xs))))\n(newline)\n(port-counts-lines? in2)\n(port-counts-lines? (open-input-string ""))\n(define in3 (open-input-string "one\\ntwo three\\n"))\n(port-count-lines! in3)\n(read-line in3) (read in3)\n(port-next-location in3)\n(with-handlers ([exn:fail:contract? (lambda (e) (displayln (exn-message e)))]) (port-next-location 5))\n',
        '#f\n#f\n1\n#\\a\n#\\b\n#f\n#f\n3\n1\n0\n1\n#\\newline\n2\n0\n2\n2\n0\n2\n(1 1 2) (1 8 3) (1 9 4) (1 10 5) (2 0 6) (2 0 6) (2 1 7) (3 0 8) (4 0 9) \n#t\n#f\n"one"\n\'two\n2\n3\n8\nport-next-location: contract violation\n  expected: port?\n  given: 5\n'),
    'file_positions_in_bytes': (
        '(define in (open-input-string "héllo world"))\n(file-position in)\n(read-char in) (read-char in)\n(file-position in)\n(file-position in 7)\n(read-char in)\n(file-position in eof)\n(read-char in)\n(file-position in 0)\n(read-string 3 in)\n(define out (open-output-string))\n(write-string "abc" out)\n(file-position out)\n(with-handlers ([exn:fail:contract? (lambda (e) (displayln (exn-message e)))]) (file-position in -1))\n',
        '0\n#\\h\n#\\é\n3\n#\\w\n#<eof>\n"hél"\n3\n3\nfile-position: contract violation\n  expected: (or/c exact-nonnegative-integer? eof-object?)\n  given: -1\n'),
}

test_minischeme_prints_what_racket_prints, test_the_recordings_are_racket_s = recorded_program_tests(CASES)
