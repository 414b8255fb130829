"""Tests for prelude.kaartspel: the text's examples, its random discipline, the published
203.0 (and the faithful 202.0), and the Scheme procedures."""
from __future__ import annotations

import random
import types

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import prelude.kaartspel as kaartspel_module
from minischeme.values.data import NIL, Pair, make_pair, StructInstance, is_list, list_to_python, make_list, sym
from minischeme.values.errors import EXN_FAIL_CONTRACT, Raise, error_message
from prelude.kaartspel import FraudeStrategie, GrensStrategie, KaartSpel, bindings

TEXT_STAPEL = [1, 2, 3, 4, 5, 6] * 5
SPEL_STAPEL = [1, 2, 3, 4, 5] * 3


# ------------------------------------------------------------------ the text's examples

def test_grens_strategie_text_example():
    s = GrensStrategie(11)
    assert str(s) == "GrensStrategie[11]"
    kaarten, stapel, aflegstapel = s.neem_kaarten(TEXT_STAPEL, [], 6)
    assert str(kaarten) == "[1, 2, 3, 4, 5]"
    assert str(stapel) == "[6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6]"
    assert str(aflegstapel) == "[1, 2, 3, 4, 5]"


def test_fraude_strategie_text_example():
    s = FraudeStrategie(11)
    assert str(s) == "FraudeStrategie[11]"
    assert isinstance(s, GrensStrategie)
    kaarten, stapel, aflegstapel = s.neem_kaarten(TEXT_STAPEL, [], 6)
    assert str(kaarten) == "[1, 2, 3, 4]"
    assert str(stapel) == "[5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6]"
    assert str(aflegstapel) == "[1, 2, 3, 4]"


def test_kaartspel_text_example_faithful():
    random.seed(200)
    spel = KaartSpel(SPEL_STAPEL, 10, 3, 10)
    assert str(spel) == "[10,3]"
    punten_grens = spel.speel_rondes(GrensStrategie(8), 25)
    punten_fraude = spel.speel_rondes(FraudeStrategie(10), 25)
    assert (punten_grens, punten_fraude) == (80.0, 202.0)
    assert type(punten_grens) is float and type(punten_fraude) is float


def test_kaartspel_text_example_published():
    random.seed(200)
    spel = KaartSpel(SPEL_STAPEL, 10, 3, 10, published=True)
    assert str(spel) == "[10,3]"
    assert spel.speel_rondes(GrensStrategie(8), 25) == 80.0
    assert spel.speel_rondes(FraudeStrategie(10), 25) == 203.0


# ------------------------------------------------------------------ neem_kaarten

@pytest.mark.parametrize("cls", [GrensStrategie, FraudeStrategie])
def test_neem_kaarten_returns_new_lists_and_leaves_arguments_alone(cls):
    stapel, afleg = [1, 2, 3, 4, 5], [9, 9]
    result = cls(100).neem_kaarten(stapel, afleg, 2)
    assert type(result) is tuple and len(result) == 3
    assert result == ([1, 2], [3, 4, 5], [9, 9, 1, 2])
    assert stapel == [1, 2, 3, 4, 5] and afleg == [9, 9]
    for part in result:
        assert type(part) is list and part is not stapel and part is not afleg
    # Nothing taken: still fresh lists.
    genomen, nieuwe_stapel, nieuwe_afleg = cls(5).neem_kaarten(stapel, afleg, 0)
    assert (genomen, nieuwe_stapel, nieuwe_afleg) == ([], stapel, afleg)
    assert nieuwe_stapel is not stapel and nieuwe_afleg is not afleg


def test_grens_strategie_rules():
    g = GrensStrategie(10)
    assert g.neem_kaarten([4, 6, 1], [], 5) == ([4, 6], [1], [4, 6])    # stops at 10: not < 10
    assert g.neem_kaarten([4, 7, 1], [], 5) == ([4, 7], [1], [4, 7])    # may go over
    assert g.neem_kaarten([1, 1, 1, 1], [], 3) == ([1, 1, 1], [1], [1, 1, 1])  # maximum
    assert g.neem_kaarten([2, 2], [5], 5) == ([2, 2], [], [5, 2, 2])    # pile runs out
    assert g.neem_kaarten([], [], 5) == ([], [], [])


def test_fraude_strategie_puts_back_only_a_card_that_goes_over():
    f = FraudeStrategie(10)
    assert f.neem_kaarten([4, 6, 1], [3], 5) == ([4, 6], [1], [3, 4, 6])    # exactly 10: keep
    assert f.neem_kaarten([4, 7, 1], [3], 5) == ([4], [7, 1], [3, 4])       # 11: put back
    assert f.neem_kaarten([12, 1], [], 5) == ([], [12, 1], [])              # first card over
    assert f.neem_kaarten([1, 1, 1, 1], [], 3) == ([1, 1, 1], [1], [1, 1, 1])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(1, 12), max_size=20), st.lists(st.integers(1, 12), max_size=5),
       st.integers(1, 30), st.integers(1, 8))
def test_fraude_is_grens_minus_the_card_over_the_limit(stapel, afleg, grens, maximum):
    g = GrensStrategie(grens).neem_kaarten(stapel, afleg, maximum)
    f = FraudeStrategie(grens).neem_kaarten(stapel, afleg, maximum)
    if sum(g[0]) > grens:
        assert f == (g[0][:-1], [g[0][-1]] + g[1], g[2][:-1])
    else:
        assert f == g
    for genomen, rest, nieuwe_afleg in (g, f):
        assert genomen + rest == stapel and nieuwe_afleg == afleg + genomen
        assert len(genomen) <= maximum


# ------------------------------------------------------------------ speel_rondes

def test_punten_rules():
    spel = KaartSpel([1], 10, 3, 10)
    assert spel._punten(10) == 10
    assert spel._punten(11) == -20
    assert spel._punten(7) == 7.0
    assert KaartSpel([1], 8, 3, 5)._punten(3) == 5 * 3 / 8


def test_speel_rondes_returns_float_even_without_fractions():
    random.seed(1)
    assert KaartSpel([5, 5], 10, 2, 10).speel_rondes(GrensStrategie(10), 3) == 30.0
    random.seed(1)
    result = KaartSpel([5, 5], 10, 2, 10).speel_rondes(GrensStrategie(10), 3)
    assert type(result) is float


class RecordingRandom(types.SimpleNamespace):
    """Stands in for the random module: only shuffle exists, and each call is recorded."""

    def __init__(self):
        super().__init__(calls=[], rng=random.Random(7))

    def shuffle(self, x):
        self.calls.append((x, list(x)))
        self.rng.shuffle(x)


def test_random_discipline(monkeypatch):
    fake = RecordingRandom()
    monkeypatch.setattr(kaartspel_module, "random", fake)
    deck = [1, 2, 3, 4, 5, 6, 7]
    spel = KaartSpel(deck, 10, 3, 10)
    deck.append(99)  # the game keeps its own copy of the original deck
    spel.speel_rondes(GrensStrategie(1), 6)  # takes one card a round
    # Start, then refills when fewer than 3 cards are left: after rounds 5 (7 - 5 = 2).
    assert len(fake.calls) == 2
    for shuffled, before in fake.calls:
        assert before == [1, 2, 3, 4, 5, 6, 7]  # a fresh copy of the original deck
    assert fake.calls[0][0] is not fake.calls[1][0]
    assert spel.stapel == [1, 2, 3, 4, 5, 6, 7]


def test_refill_happens_exactly_when_fewer_than_maximum_are_left(monkeypatch):
    fake = RecordingRandom()
    monkeypatch.setattr(kaartspel_module, "random", fake)
    spel = KaartSpel([1] * 9, 100, 3, 10)
    spel.speel_rondes(GrensStrategie(100), 3)    # 9 -> 6 -> 3 -> 0: no refill needed
    assert len(fake.calls) == 1
    spel.speel_rondes(GrensStrategie(100), 4)    # the 4th round finds 0 < 3 cards
    assert len(fake.calls) == 1 + 2


def published_reference(stapel_origineel, n, maximum, beloning, strategie, rondes):
    """The mechanism behind the published numbers, written out independently: taking cards
    pops them off the caller's pile, a put-back card goes onto a new list, and the rounds
    ignore the returned pile, so that card is lost."""
    def neem(stapel):
        genomen = []
        while sum(genomen) < strategie.grens and len(genomen) < maximum and stapel:
            genomen.append(stapel.pop(0))
        if isinstance(strategie, FraudeStrategie) and sum(genomen) > strategie.grens:
            genomen.pop()
        return genomen

    stapel = list(stapel_origineel)
    random.shuffle(stapel)
    totaal = 0.0
    for _ in range(rondes):
        if len(stapel) < maximum:
            stapel = list(stapel_origineel)
            random.shuffle(stapel)
        waarde = sum(neem(stapel))
        if waarde == n:
            totaal += beloning
        elif waarde > n:
            totaal += -2 * beloning
        else:
            totaal += beloning * waarde / n
    return totaal


@pytest.mark.parametrize("seed", range(40))
def test_published_option_matches_the_mutating_reference(seed):
    gen = random.Random(seed)
    deck = [gen.randint(1, 6) for _ in range(gen.randint(3, 20))]
    n, maximum = gen.randint(5, 15), gen.randint(1, 4)
    cls = gen.choice([GrensStrategie, FraudeStrategie])
    strategie = cls(gen.randint(3, 15))
    random.seed(seed)
    expected = published_reference(deck, n, maximum, 10, strategie, 30)
    random.seed(seed)
    assert KaartSpel(deck, n, maximum, 10, published=True).speel_rondes(strategie, 30) == expected


@pytest.mark.parametrize("seed", range(20))
def test_options_agree_for_grens_strategie(seed):
    """Only a put-back card can be lost, so GrensStrategie scores the same either way."""
    def play(published):
        random.seed(seed)
        spel = KaartSpel(SPEL_STAPEL, 10, 3, 10, published=published)
        return spel.speel_rondes(GrensStrategie(seed % 12 + 1), 40)

    assert play(published=False) == play(published=True)


def test_duck_typed_strategy():
    class AltijdTwee:
        def neem_kaarten(self, stapel, aflegstapel, maximum):
            return stapel[:2], stapel[2:], aflegstapel + stapel[:2]

    random.seed(3)
    assert KaartSpel([5] * 10, 10, 3, 7).speel_rondes(AltijdTwee(), 4) == 28.0
    random.seed(3)
    assert KaartSpel([5] * 10, 10, 3, 7, published=True).speel_rondes(AltijdTwee(), 4) == 28.0


# ------------------------------------------------------------------ Scheme boundary

B = bindings()


def call(name, *args):
    proc = B[name]
    assert proc.accepts(len(args))
    return proc.fn(*args)


def test_bindings_names():
    assert set(B) == {"kaartspel", "grens-strategie", "fraude-strategie", "speel-rondes",
                      "neem-kaarten"}
    assert "random-seed" not in B


def test_scheme_text_example_after_random_seed():
    deck = make_list(SPEL_STAPEL)
    random.seed(200)  # what the core's (random-seed 200) does
    spel = call("kaartspel", deck, 10, 3, 10)
    assert call("speel-rondes", spel, call("grens-strategie", 8), 25) == 80.0
    result = call("speel-rondes", spel, call("fraude-strategie", 10), 25)
    assert result == 202.0 and type(result) is float
    random.seed(200)
    published = call("kaartspel", deck, 10, 3, 10, True)
    assert call("speel-rondes", published, call("grens-strategie", 8), 25) == 80.0
    assert call("speel-rondes", published, call("fraude-strategie", 10), 25) == 203.0


def test_scheme_values_are_opaque_structs():
    spel = call("kaartspel", make_list([1, 2, 3]), 10, 3, 10)
    grens, fraude = call("grens-strategie", 8), call("fraude-strategie", 8)
    for value in (spel, grens, fraude):
        assert type(value) is StructInstance and not value.stype.transparent
    assert str(spel.fields[0]) == "[10,3]"
    assert str(fraude.fields[0]) == "FraudeStrategie[8]"
    assert fraude.stype.is_subtype_of(grens.stype)


def test_scheme_neem_kaarten():
    stapel = make_list(TEXT_STAPEL)
    result = call("neem-kaarten", call("fraude-strategie", 11), stapel, NIL, 6)
    assert is_list(result)
    genomen, rest, afleg = (list_to_python(part) for part in list_to_python(result))
    assert genomen == [1, 2, 3, 4] and afleg == [1, 2, 3, 4]
    assert rest == [5, 6] + TEXT_STAPEL[6:]
    assert list_to_python(stapel) == TEXT_STAPEL
    result = call("neem-kaarten", call("grens-strategie", 11), stapel, make_list([7]), 6)
    assert [list_to_python(p) for p in list_to_python(result)] == \
        [[1, 2, 3, 4, 5], TEXT_STAPEL[5:], [7, 1, 2, 3, 4, 5]]


def assert_contract_error(name, args, shown):
    with pytest.raises(Raise) as caught:
        call(name, *args)
    exn = caught.value.value
    assert exn.stype.is_subtype_of(EXN_FAIL_CONTRACT)
    message = error_message(exn)
    assert message.startswith(f"{name}: contract violation"), message
    assert shown in message, message


DECK = make_list([1, 2, 3])


@pytest.mark.parametrize("name, args, shown", [
    ("kaartspel", [sym("deck"), 10, 3, 10], "'deck"),
    ("kaartspel", [make_list([1, 0]), 10, 3, 10], "given: 0"),
    ("kaartspel", [make_list([1, 2.5]), 10, 3, 10], "given: 2.5"),
    ("kaartspel", [make_pair(1, 2), 10, 3, 10], "'(1 . 2)"),
    ("kaartspel", [DECK, 0, 3, 10], "given: 0"),
    ("kaartspel", [DECK, 10, -1, 10], "given: -1"),
    ("kaartspel", [DECK, 10, 3, sym("ten")], "'ten"),
    ("kaartspel", [DECK, 10, 3, 10, 1], "boolean?"),
    ("grens-strategie", [0], "given: 0"),
    ("fraude-strategie", [True], "given: #t"),
    ("speel-rondes", [42, None, 3], "kaartspel?"),
    ("neem-kaarten", [sym("s"), DECK, NIL, 3], "strategie?"),
    ("neem-kaarten", [None, DECK, sym("afleg"), 3], "'afleg"),
    ("neem-kaarten", [None, make_list([1, -2]), NIL, 3], "given: -2"),
])
def test_scheme_bad_input_is_a_contract_error(name, args, shown):
    args = [call("grens-strategie", 5) if a is None else a for a in args]
    assert_contract_error(name, args, shown)


def test_scheme_bad_input_in_later_arguments():
    spel = call("kaartspel", DECK, 10, 3, 10)
    g = call("grens-strategie", 5)
    assert_contract_error("speel-rondes", [spel, spel, 3], "strategie?")
    assert_contract_error("speel-rondes", [spel, g, -1], "given: -1")
    assert_contract_error("neem-kaarten", [g, DECK, sym("afleg"), 3], "'afleg")
    assert_contract_error("neem-kaarten", [g, DECK, NIL, 0], "given: 0")
