"""What grading real students' public solutions (tests/submissions_public/README.md) showed
the grader judged wrongly, each with a file of ours in tests/submissions/fair/ that has the
same feature and is otherwise a correct solution:

* remove_card may return the other cards in any order ("a list that has all the elements
  of cs except c": no order), in Scheme and in SML -- 4 of 22 public hw2.sml files rebuilt
  it in reverse with an accumulator and lost 3 tests each;
* an hw2.sml whose cards are ``rank * suit`` (an earlier version of the provided code) is
  tested with its cards in that order -- one public file scored 0: no test compiled;
* a file with no ``#lang`` that stops reading halfway keeps the definitions before the read
  error, as Racket's ``load`` runs them -- one public Simply Scheme file scored 0 for a
  missing ``)`` in its fourth function.

The second set (tests/submissions_public/README.md, "Second set"):

* the SML test helpers name their variables ``ms_...``: a student's constructor of the same
  name as one of theirs (``exception e``, ``datatype side = s | f``, legal SML) made the
  helper's pattern a constructor pattern -- one public hw2.sml declares ``exception e``, so
  the catch-all ``handle e => ...`` of each test caught nothing else, and the first test
  that raised another exception (Match) ended all of the function's later tests as errors
  (13 of its officiate tests that SML/NJ answers right); a correct file with a constructor
  ``s``, ``f``, ``n``, ``b`` or ``i`` scored 0 (the helpers did not compile).

The third set ("Third set"): no verdict was wrong, but two of the reports' messages were:

* a function whose result is not of the text's type (``card_color`` returning the string
  ``"black"``: one public file) was reported with what SML/NJ says of the harness's own
  file, ``exception MsNotFound`` / ``h_card_color.sml:1.31-1.67 Error: ...`` / ``in
  expression: ms_color (card_color (Clubs,Num 2))``: the helpers' echo and the harness's
  names; it now says that the call returns ``string`` where the text's returns ``color``;
* a declaration with two compiler errors (a misspelt constructor, then the case's rules:
  one public file) was reported with the first error's line and the second error's
  detail lines, as if they were one message; now with the first error's own only.

The fourth set ("Fourth set"): again no verdict was wrong; two kinds of message were:

* an exception an SML test raised was named as a Scheme datum, and remove_card's expected
  one by the Scheme judge's name: ``expected: raises 'card-not-found`` / ``actual: raises
  'IllegalMove`` for a test that passes ``MsNotFound`` as ``e`` (one public file raises
  IllegalMove there), ``raised the exception 'Match``; now ``raises MsNotFound, the
  exception given as e`` / ``raises IllegalMove`` / ``raised IllegalMove, not MsNotFound``;
* SML/NJ running out of memory (a helper recursing on the whole list, ``count_rank(cards,
  rank)``: one public file) was reported with the runtime's last six lines, ``sml: Error
  -- unable to map 254148608 bytes, errno = 12 / ... / sml: Fatal error -- unable to
  allocate minimum size``; now ``out of memory: the computation needed more than 512 MB
  (the memory limit)``, as for Scheme.

And one Simply Scheme file of the fourth set (its bridge functions come after a syntax
error, so it scores 0 as in Racket) begins as DrScheme-era files did: ``(require (lib
"trace.ss"))`` -- PLT Scheme's mzlib/trace, which Racket 8.7 still resolves; minischeme
looked for a module ``trace.ss`` -- and ``(load ".../functions.scm")`` after ``simply.scm``,
the book's set-up: minischeme took only simply.scm. A correct file that begins so scored
0; both now load as the library they name.

The sixth set ("Sixth set"): no verdict was wrong; the warning that names the problem
SML/NJ stops at was, twice:

* a file that begins ``use "hw2provided.sml";`` (the homework's own set-up) has the
  course's ``same_string`` from there, but only the datatypes were added for it: problem 1
  did not compile and the report said SML/NJ stops at ``unbound variable or constructor:
  same_string`` (one public file); ``same_string`` is now added with them;
* a file whose problem 1 does not compile and which ends in the middle of an unfinished
  helper (one public file) was said to stop at the compile error, line 39; SML/NJ parses
  a file up to its first top-level ``;`` (the whole file, here) before it compiles any of
  it, and reports the syntax error at the end: now so, at the line SML/NJ gives (171.1:
  the file's last declaration is compiled with the file's own end, which has no newline).

The seventh set ("Seventh set"): one file scored 0 where SML/NJ answers 110 of its tests:

* the harness's helpers caught the course's ``IllegalMove`` by name, so they did not
  compile against a file that declares ``exception IllegalMove of card`` (one public
  file; legal SML): every test of every function was then reported ``does not compile:
  called as the text says: unbound variable or constructor: ms_run``. The helpers now
  name every exception by ``exnName`` (so an IllegalMove that carries a card counts as
  IllegalMove, and the report says so), and each printer of a course datatype is a file
  of its own: a file whose ``color`` has other constructors (``RED | BLACK``) loses
  card_color's tests only, each saying the tests need the course's ``color`` -- it
  scored 0 too.

The tenth set ("Tenth set"): no verdict was wrong; one message was:

* a function that does not take the text's arguments (``fun careful_player () = 0``, a
  stub: one public file has three) was reported on every test with SML/NJ's words for
  the function's first test, ``in expression: careful_player ((Spades,King) :: ..., 21)``
  under each other test's call; now ``the file's careful_player takes unit, not the
  text's arguments``.
"""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from minischeme.grading.batch import grade_all
from minischeme.grading.config import GradeConfig
from minischeme.grading.judges import SameElements
from minischeme.grading.native.sandbox import sandbox_problem
from minischeme.grading.native.sml import first_problem, parse_error, split_declarations
from minischeme.grading.submission import Submission, forms_before
from minischeme.reading.reader import ReadError, read_source
from minischeme.values.data import make_list, sym

FAIR = Path(__file__).resolve().parent / "submissions" / "fair"


def _grade(assignment: str, name: str, n: int = 6):
    sub = Submission.from_path(FAIR / name, name)
    (result,), _ = grade_all([sub], GradeConfig(assignment, n=n), jobs=1, cache_dir=None)
    return result


def test_same_elements_accepts_any_order_and_nothing_else():
    judge = SameElements(make_list([sym("a"), sym("b"), sym("a")]))
    assert judge.judge(make_list([sym("a"), sym("a"), sym("b")]), None).passed
    assert not judge.judge(make_list([sym("a"), sym("b")]), None).passed          # a copy less
    assert not judge.judge(make_list([sym("a"), sym("b"), sym("b")]), None).passed
    assert not judge.judge(make_list([sym("a"), sym("b"), sym("a"), sym("a")]), None).passed
    assert not judge.judge(sym("a"), None).passed
    assert judge.expected_text == "'(a b a) (in any order)"


def test_scheme_remove_card_in_another_order_gets_full_marks():
    result = _grade("solitaire", "remove_card_reversed.rkt")
    assert result.function("remove_card").status == "ok"
    assert result.score == result.max_score == 100


needs_sml = pytest.mark.skipif(shutil.which("sml") is None or sandbox_problem() is not None,
                               reason="SML/NJ and the sandbox are needed")


@needs_sml
def test_sml_remove_card_in_another_order_gets_full_marks():
    result = _grade("solitaire", "remove_card_reversed.sml")
    assert result.function("remove_card").status == "ok"
    assert result.score == 100


@needs_sml
def test_sml_cards_declared_rank_first_are_tested_in_that_order():
    result = _grade("solitaire", "rank_first_card.sml")
    assert result.score == 100, [(t.call, t.message) for t in result.tests if not t.passed]
    assert any("rank * suit" in w for w in result.load.warnings)


def test_a_bare_file_that_stops_reading_keeps_the_definitions_before_it():
    result = _grade("bridge-hands", "read_error_halfway.scm")
    status = {f.name: f.status for f in result.functions}
    assert status == {"card-val": "ok", "high-card-points": "ok", "count-suit": "ok",
                      "suit-counts": "missing", "suit-dist-points": "missing",
                      "hand-dist-points": "missing", "bridge-val": "missing"}
    # the read error as Racket 8.7's `load` reports it
    assert ("read_error_halfway.scm:16:0: read-syntax: expected a `)` to close `(`\n"
            "  possible cause: indentation suggests a missing `)` before line 19"
            ) in result.load.warnings[0]
    assert (result.load.line, result.load.column) == (16, 0)


def _read_error(text: str) -> ReadError:
    with pytest.raises(ReadError) as caught:
        read_source(text)
    return caught.value


def test_forms_before_a_bad_token_are_the_definitions_before_its_datum():
    text = "(define (f x) x)\n(f 1)\n(define (g x) (+ x #zz))\n(define (h x) x)\n"
    src = forms_before(text, _read_error(text))
    assert [str(x.cdr.car.car) for x, _ in src.data] == ["f"]


def test_a_module_that_does_not_read_keeps_nothing():
    text = "#lang racket\n(define (f x) x)\n(define (g x)\n"
    assert forms_before(text, _read_error(text)) is None
    assert forms_before("(define (g x)\n", _read_error("(define (g x)\n")) is None


@needs_sml
def test_an_exception_named_e_costs_only_the_tests_that_raise():
    """``exception e`` makes remove_card's parameter ``e`` a constructor pattern, so
    remove_card raises Match unless given ``e`` (as in SML/NJ): every remove_card test
    fails, and so does every officiate(_challenge) game that makes a discard -- by raising
    Match, each on its own; every game without a discard passes, and so does every other
    function's test."""
    result = _grade("solitaire", "exception_named_e.sml")
    status = {f.name: f.status for f in result.functions}
    assert status["remove_card"] == "failed"
    assert all("Match" in t.message or "Match" in t.actual for t in result.tests
               if t.function == "remove_card"), [t.message for t in result.tests
                                                 if t.function == "remove_card"]
    for t in result.tests:
        if t.function in ("officiate", "officiate_challenge"):
            assert t.passed or "Match" in t.actual + t.message, (t.call, t.message)
            assert t.passed or "Discard" in t.call, (t.call, t.message)
    assert any(t.passed for t in result.tests if t.function == "officiate")
    others = set(status) - {"remove_card", "officiate", "officiate_challenge"}
    assert {f: status[f] for f in others} == {f: "ok" for f in others}


@needs_sml
def test_constructors_named_like_the_helpers_variables_are_harmless():
    result = _grade("solitaire", "lowercase_constructors.sml")
    assert result.score == 100, [(t.call, t.message) for t in result.tests if not t.passed]


def test_an_sml_error_message_keeps_only_its_own_detail_lines():
    output = ("hw2.sml:62.18-62.23 Error: unbound variable or constructor: Blace\n"
              "hw2.sml:60.5-63.16 Error: case object and rules don't agree [tycon mismatch]\n"
              "  rule domain: suit\n  object: card\n")
    assert parse_error(output) == (
        "62.18-62.23 Error: unbound variable or constructor: Blace", 62, 18)
    message, line, column = parse_error(output.split("\n", 1)[1])
    assert message.splitlines()[1:] == ["  rule domain: suit", "  object: card"]


@needs_sml
def test_a_declaration_with_two_errors_is_reported_by_its_first():
    result = _grade("solitaire", "two_errors_in_one_declaration.sml", n=2)
    assert result.function("card_color").status == "failed"
    messages = {t.message for t in result.tests if t.function == "card_color"}
    assert messages == {"does not compile: two_errors_in_one_declaration.sml:42.18-42.22 "
                        "Error: unbound variable or constructor: Blak"}, messages
    # what uses card_color does not compile either; what does not is right
    status = {f.name: f.status for f in result.functions}
    assert {f for f, s in status.items() if s == "ok"} == {"card_value", "remove_card",
                                                           "sum_cards"}, status


@needs_sml
def test_a_result_of_another_type_is_reported_in_the_texts_terms():
    result = _grade("solitaire", "card_color_returns_string.sml", n=2)
    status = {f.name: f.status for f in result.functions}
    assert status.pop("card_color") == "failed"
    assert set(status.values()) == {"ok"}, status
    messages = {t.message for t in result.tests if t.function == "card_color"}
    assert messages == {"does not compile: card_color (Clubs,Num 2) returns string, where "
                        "the text's card_color returns color"}, messages


@needs_sml
def test_sml_exceptions_are_named_as_sml_names_them():
    """remove_card raising IllegalMove where the test gave it MsNotFound as e: a right
    verdict, said in the SML test's own terms (not the Scheme judge's card-not-found)."""
    result = _grade("solitaire", "remove_card_raises_illegal_move.sml")
    status = {f.name: f.status for f in result.functions}
    assert status.pop("remove_card") == "partial"
    assert set(status.values()) == {"ok"}, status
    wrong = [t for t in result.tests if not t.passed]
    assert wrong and all(t.function == "remove_card" for t in wrong)
    assert {(t.expected, t.actual, t.message) for t in wrong} == {(
        "raises MsNotFound, the exception given as e", "raises IllegalMove",
        "raised IllegalMove, not MsNotFound")}


@needs_sml
def test_sml_running_out_of_memory_is_said_so():
    """A count_aces that recurses on the whole list exhausts SML/NJ's heap (its stack):
    the report says out of memory, not the runtime's "unable to map" lines. (A small
    memory limit: SML/NJ takes about a minute to fill 512 MB.)"""
    sub = Submission.from_path(FAIR / "count_aces_never_ends.sml", "count_aces_never_ends.sml")
    (result,), _ = grade_all([sub], GradeConfig("solitaire", n=2, memory_mb=128), jobs=1,
                             cache_dir=None)
    status = {f.name: f.status for f in result.functions}
    assert status.pop("score_challenge") == status.pop("officiate_challenge") == "failed"
    assert set(status.values()) == {"ok"}, status
    killed = {t.message for t in result.tests if t.status == "killed"}
    assert killed == {"the program stopped during this test: out of memory: the computation "
                      "needed more than 128 MB (the memory limit)"}, killed


def test_a_plt_scheme_set_up_still_loads():
    """(require (lib "trace.ss")) and the book's (load ".../functions.scm") before a
    correct bridge-hands file: full marks (they scored 0, the file did not load)."""
    result = _grade("bridge-hands", "plt_scheme_setup_lines.scm", n=3)
    assert result.score == 70, [(t.call, t.message) for t in result.tests if not t.passed][:3]


@needs_sml
def test_a_file_that_uses_the_provided_file_has_its_same_string():
    """``use "hw2provided.sml";`` and no same_string of its own: full marks, as before,
    and no word of SML/NJ stopping at an unbound same_string (it is the course's)."""
    result = _grade("solitaire", "uses_provided_file.sml", n=2)
    assert result.score == 100
    assert not [w for w in result.load.warnings if "stops at" in w], result.load.warnings
    assert result.load.warnings == [
        "the course's declarations of same_string, suit, rank, card, color, move, "
        "IllegalMove were added (the file does not have them)"]


def test_sml_nj_reports_a_units_syntax_error_before_its_compile_errors():
    text = ("fun f x = x + \"a\"\nfun g y = y\nfun h z =\n  case z of\n")
    decls = split_declarations(text)
    failed = {0: "1.11-1.18 Error: operator and operand don't agree",
              2: "5.1 Error: syntax error found at EOF"}
    assert first_problem(decls, failed) == 2            # one unit: the whole file
    with_semicolon = split_declarations(text.replace("\"a\"\n", "\"a\";\n", 1))
    assert first_problem(with_semicolon, failed) == 0   # the unit up to `;` stops it first
    assert first_problem(decls, failed, ignore={2}) == 0
    assert first_problem(decls, {}) is None


@needs_sml
def test_the_problem_reported_is_the_one_sml_nj_stops_at(tmp_path):
    """A compile error in problem 1 (line 24) and an unfinished helper at the end: SML/NJ
    parses the whole file first and says ``160.1 Error: syntax error found at EOF``; each
    function is still graded on its own (full marks). With a ``;`` after the function
    that does not compile, SML/NJ stops at its compile error, and so does the report."""
    result = _grade("solitaire", "syntax_error_at_the_end.sml", n=2)
    assert result.score == 100
    (warning,) = [w for w in result.load.warnings if "stops at" in w]
    assert warning.endswith("syntax_error_at_the_end.sml:160.1 Error: syntax error found "
                            "at EOF"), warning
    assert (result.load.line, result.load.column) == (160, 1)
    text = (FAIR / "syntax_error_at_the_end.sml").read_text()
    (tmp_path / "semicolon.sml").write_text(text.replace("(rest, s, 0)\n", "(rest, s, 0);\n",
                                                         1))
    sub = Submission.from_path(tmp_path / "semicolon.sml", "semicolon.sml")
    (result,), _ = grade_all([sub], GradeConfig("solitaire", n=2), jobs=1, cache_dir=None)
    (warning,) = [w for w in result.load.warnings if "stops at" in w]
    assert "semicolon.sml:24.23-26.76 Error: operator and operand don't agree" in warning
    assert (result.load.line, result.load.column) == (24, 23)


@needs_sml
def test_a_syntax_error_at_eof_is_where_the_file_ends(tmp_path):
    """SML/NJ places "found at EOF" on the file's last line: 159.1 when the file has no
    final newline (the public file), 162.1 after two more blank lines (the last
    declaration is compiled with the file's own end, not a newline of ours)."""
    text = (FAIR / "syntax_error_at_the_end.sml").read_text()
    for name, end, where in (("no_newline.sml", "", "159.1"), ("blank_lines.sml", "\n\n\n",
                                                                 "162.1")):
        (tmp_path / name).write_text(text.rstrip("\n") + end)
        sub = Submission.from_path(tmp_path / name, name)
        (result,), _ = grade_all([sub], GradeConfig("solitaire", n=1), jobs=1,
                                 cache_dir=None)
        (warning,) = [w for w in result.load.warnings if "stops at" in w]
        assert warning.endswith(f"{name}:{where} Error: syntax error found at EOF"), warning


@needs_sml
def test_an_illegal_move_that_carries_a_card_counts_as_illegal_move():
    """``exception IllegalMove of card``, raised with the card a discard did not find:
    full marks (it scored 0: the helpers did not compile against it), with a warning."""
    result = _grade("solitaire", "illegal_move_carries_a_card.sml", n=2)
    assert result.score == 100, [(t.call, t.message) for t in result.tests if not t.passed]
    assert any("IllegalMove carries a value" in w for w in result.load.warnings)
    raised = [t for t in result.tests if t.actual == "raises IllegalMove"]
    assert raised and all(t.passed for t in raised)


@needs_sml
def test_other_color_constructors_cost_card_color_only():
    """``datatype color = RED | BLACK``: card_color's tests do not compile (nor would the
    course's ``card_color (Clubs, Num 2) = Black``), each saying what they need; every
    other function gets full marks (the file scored 0)."""
    result = _grade("solitaire", "color_constructors_renamed.sml", n=2)
    status = {f.name: f.status for f in result.functions}
    assert status.pop("card_color") == "failed"
    assert set(status.values()) == {"ok"}, status
    messages = {t.message for t in result.tests if t.function == "card_color"}
    assert messages == {"does not compile: the tests need the course's color (datatype "
                        "color = Red | Black), and the file's declarations are not those"}


@needs_sml
def test_a_function_that_takes_other_arguments_is_reported_in_the_texts_terms():
    """Stubs ``fun score_challenge () = 0``: their tests fail (they are not done), each
    saying what the function takes, not SML/NJ's echo of another test's call."""
    result = _grade("solitaire", "challenge_stubs.sml", n=2)
    status = {f.name: f.status for f in result.functions}
    assert [status.pop(f) for f in ("score_challenge", "officiate_challenge",
                                    "careful_player")] == ["failed"] * 3
    assert set(status.values()) == {"ok"}, status
    messages = {f: {t.message for t in result.tests if t.function == f}
                for f in ("score_challenge", "careful_player")}
    assert messages == {
        "score_challenge": {"does not compile: the file's score_challenge takes unit, not the "
                            "text's arguments"},
        "careful_player": {"does not compile: the file's careful_player takes unit, not the "
                           "text's arguments"}}, messages


def test_only_a_call_of_the_function_itself_is_reported_by_what_it_takes():
    """An infix ``=`` whose sides disagree (a staff test ``sum_cards cs = 4`` on a
    sum_cards that returns a string) keeps SML/NJ's words: the function there is not the
    operator that does not take its operand."""
    from minischeme.grading.native.runner import _compiler_message
    head = ("t1.sml:3.5-3.60 Error: operator and operand don't agree [tycon mismatch]\n"
            "  operator domain: {want}\n  operand:         string * [int ty]\n"
            "  in expression:\n    {expr}")
    stub = head.format(want="unit", expr="careful_player\n      (nil,36)")
    assert _compiler_message(stub) == ("does not compile: the file's careful_player takes "
                                       "unit, not the text's arguments")
    infix = head.format(want="string * string", expr="sum_cards ((Clubs,Ace) :: nil) = 4")
    assert _compiler_message(infix).startswith(
        "does not compile: called as the text says: operator and operand don't agree")
