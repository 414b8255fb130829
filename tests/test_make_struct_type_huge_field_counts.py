"""make-struct-type of an absurd number of fields: Racket CS makes the type lazily; here
each field costs memory, so more than base_struct_types.MAX_STRUCT_FIELDS fields (the
type's and its ancestors') is refused with a catchable exn:fail:out-of-memory instead of
the process being killed for memory. Types with many (but fewer) fields still work."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run  # noqa: E402


def _run(src: str, folder: Path) -> str:
    out, code, err = minischeme_run({"p.rkt": "#lang racket\n" + src}, folder, "p.rkt")
    assert (code, err) == (0, "")
    return out


def test_a_huge_field_count_is_out_of_memory_not_a_crash(tmp_path):
    src = ("(with-handlers ([exn:fail:out-of-memory? (lambda (e) (displayln (exn-message e)))])\n"
           "  (make-struct-type 'a #f 100000000 0))\n"
           "(define-values (t mk p r s) (make-struct-type 'b #f 1000000 0))\n"
           "(with-handlers ([exn:fail:out-of-memory? (lambda (e) (displayln (exn-message e)))])\n"
           "  (make-struct-type 'c t 1000000 0))\n")
    assert _run(src, tmp_path) == "make-struct-type: out of memory\nmake-struct-type: out of memory\n"


def test_many_fields_still_work(tmp_path):
    src = ("(define-values (t mk p r s) (make-struct-type 'b #f 100000 2 'auto))\n"
           "(define v (apply mk (range 100000)))\n"
           "(displayln (list (r v 99999) (r v 100001) (p v)))\n")
    assert _run(src, tmp_path) == "(99999 auto #t)\n"
