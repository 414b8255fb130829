"""2htdp/web-io, the teachpack that shows an X-expression in a browser (found by correctness
sweep 15: an HtDP Intermezzo 2 exercise requiring it, whose tests never open a browser,
stopped at "require: unknown module"): the file loads and runs as in Racket;
`show-in-browser` refuses when called (no browser here)."""
from __future__ import annotations

from pathlib import Path

from program_runs import case_tests, minischeme_run

CASES = {
    'loads_where_the_browser_is_not_used': ('#lang htdp/isl+\n(require 2htdp/web-io)\n(define (page t) (list \'html (list \'body t)))\n(page "hi")\n(check-expect (page "a") \'(html (body "a")))\n',
        ('(list \'html (list \'body "hi"))\n', 0, '')),
}


test_minischeme_runs_it_as_racket_did, test_racket_runs_it_so = case_tests(CASES)


def test_show_in_browser_refuses(tmp_path: Path):
    out, code, err = minischeme_run({"main.rkt": "#lang htdp/isl+\n(require 2htdp/web-io)\n"
                                                  "(show-in-browser '(html))\n"}, tmp_path, "main.rkt")
    assert (out, code) == ("", 1)
    assert err.startswith("show-in-browser: not available in minischeme")
