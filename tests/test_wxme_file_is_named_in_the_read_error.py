"""A file DrRacket saved in its binary WXME format (a program holding an image or a comment
box) is not read: its error says what the file is and how to save it as text, under
Racket's own first line for a `#reader` that is not enabled (reading/reader.py)."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

WXME = ('#reader(lib"read.ss""wxme")WXME0108 ## \n#|\n   This file uses the GRacket editor '
        'format.\n|#\n 28 7 #"wxtext\\0"\n3 1 6 #"wxtab\\0"\n')


def test_a_wxme_file_says_what_it_is_and_nothing_runs(tmp_path):
    f = tmp_path / "hw.rkt"
    f.write_text(WXME)
    r = subprocess.run([sys.executable, "-m", "minischeme", "run", str(f)], capture_output=True,
                       text=True, cwd=ROOT, timeout=120)
    lines = r.stderr.splitlines()
    assert (r.stdout, r.returncode) == ("", 1)
    assert lines[0].endswith("hw.rkt:1:0: read-syntax: `#reader` not enabled")
    assert "DrRacket's WXME format" in lines[1] and "Save Definitions As Text" in lines[1]
    assert "Traceback" not in r.stderr


def test_another_reader_keeps_racket_words_alone(tmp_path):
    f = tmp_path / "r.rkt"
    f.write_text('#reader(lib "htdp-foo.ss" "lang")(x)\n')
    r = subprocess.run([sys.executable, "-m", "minischeme", "run", str(f)], capture_output=True,
                       text=True, cwd=ROOT, timeout=120)
    assert "WXME" not in r.stderr
