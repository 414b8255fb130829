"""A namespace starts with its language's names merged once (interpreter.language_imports)
rather than library by library each time: the same names in the same order, the later
library's value where two have a name, the language's absent names left out; a primitive
registered after the merge is in the next namespace; each namespace has cells of its own."""
from minischeme.primitives import registry
from minischeme.primitives.registry import library_primitives
from minischeme.running.interpreter import Interpreter, Namespace, language_imports
from minischeme.running.languages import language_named
from minischeme.values.data import sym


def merged_by_hand(language):
    merged = {}
    for lib in language.libraries:
        for name, value in library_primitives(lib).items():
            merged[name] = value
    for name in language.absent:
        merged.pop(name, None)
    return merged


def test_a_namespace_binds_what_its_libraries_give_in_their_order():
    for name in ("racket", "racket/base", "scheme", "sicp", "r5rs", "eopl"):
        language = language_named(name)
        ns = Namespace(language)
        expected = merged_by_hand(language)
        assert [s.name for s in ns.cells] == list(expected), name
        assert all(ns.cells[sym(n)].value is v and ns.cells[sym(n)].imported
                   for n, v in expected.items()), name


def test_a_primitive_registered_later_is_in_the_next_namespace():
    language = language_named("racket/base")
    Namespace(language)
    before = language_imports(language)
    assert language_imports(language) is before         # merged once while nothing changes
    registry.add("fix37-test-only-primitive", 37, lib="racket/base")
    try:
        assert Namespace(language).cells[sym("fix37-test-only-primitive")].value == 37
    finally:
        del registry.LIBRARIES["racket/base"]["fix37-test-only-primitive"]
        registry._ALL.pop("fix37-test-only-primitive", None)
        registry.DEFINED_IN["racket/base"].pop("fix37-test-only-primitive", None)
        registry._VERSION[0] += 1
    assert sym("fix37-test-only-primitive") not in Namespace(language).cells


def test_each_namespace_has_its_own_cells():
    first = Interpreter(lang="racket")
    outcome = first.load_text("#lang racket\n(define (map f l) 'mine)\n(map 1 2)\n")
    assert outcome.error is None
    assert first.ns.cells[sym("map")].value is not library_primitives("racket/base")["map"]
    second = Namespace(language_named("racket"))
    assert second.cells[sym("map")].value is library_primitives("racket/base")["map"]
    assert second.cells[sym("map")].imported
