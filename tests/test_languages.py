"""Languages: how a file chooses racket, racket/base, scheme or simply-scheme."""
import pytest

from minischeme.running.interpreter import Interpreter
from minischeme.values.printer import print_string


def values_of(text, lang="racket"):
    interp = Interpreter(lang=lang)
    shown = []
    outcome = interp.load_text(text, "t.rkt", on_value=lambda v: shown.append(print_string(v)))
    return shown, outcome.error


@pytest.mark.parametrize("text", [
    "#lang simply-scheme\n(bf 's10)",
    "#lang planet dyoo/simply-scheme:2:2\n(bf 's10)",
    "#lang racket\n(require (planet dyoo/simply-scheme:2:2))\n(bf 's10)",
    "(load \"/home/student/cs61a/lib/simply.scm\")\n(bf 's10)",
])
def test_every_way_of_choosing_simply_scheme_gives_its_butfirst(text):
    assert values_of(text) == (["10"], None)


def test_lang_option_sets_the_language_of_bare_files():
    assert values_of("(bf 's10)", lang="simply-scheme") == (["10"], None)


def test_racket_base_lacks_racket_list():
    shown, error = values_of("#lang racket/base\n(first '(1 2))")
    assert shown == [] and error.startswith("t.rkt:2:1: first: unbound identifier")


def test_require_brings_a_library_into_racket_base():
    assert values_of("#lang racket/base\n(require racket/list)\n(first '(1 2))") == (["1"], None)


def test_unknown_module_is_a_clear_error():
    _, error = values_of("#lang racket\n(require racket/nonsense)\n")
    assert "require: unknown module: racket/nonsense" in error


def test_loading_other_files_is_refused_with_a_reason():
    _, error = values_of('(load "helpers.rkt")\n')
    assert "minischeme loads only the Simply Scheme library" in error


def test_scheme_language_forbids_struct_like_racket():
    _, error = values_of("#lang scheme\n(struct card (suit rank))\n")
    assert error.startswith("t.rkt:2:0: struct: illegal use of signature form")


@pytest.mark.parametrize("name", ["hash", "hasheq", "sequence->list", "~a", "~r"])
def test_lang_scheme_lacks_what_came_after_racket_4(name):
    # racket 8.7: `#lang scheme` has no `hash` constructor nor racket/format
    shown, error = values_of(f"#lang scheme\n({name} 1 2)")
    assert shown == [] and error.startswith(f"t.rkt:2:1: {name}: unbound identifier")


def test_lang_scheme_may_define_or_require_those_names():
    assert values_of("#lang scheme\n(define (hash x) (list x))\n(hash 1)") == (["'(1)"], None)   # values_of prints with print
    assert values_of("#lang scheme\n(require racket/format)\n(~a 1)") == (['"1"'], None)
