"""Real students' public solutions, nine graded sets (tests/submissions_public/, see its
SOURCES.md and README.md), graded as the README's `minischeme grade` grades them (20 generated tests per
function, seed 1): each function's verdict is the one judged right by running the student's
file itself (`sml`, Racket's `load`) on every failing case and reading the text.

The files are downloaded by tests/submissions_public/fetch.py (most state no license, so
they are not committed); the cases of files that are not there are skipped."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from minischeme.grading.batch import grade_all
from minischeme.grading.config import GradeConfig
from minischeme.grading.native.sandbox import sandbox_problem
from minischeme.grading.submission import Submission

FOLDER = Path(__file__).resolve().parent / "submissions_public"

NO_CHALLENGE = {
    "score_challenge": ("missing", "the challenge problems were not done"),
    "officiate_challenge": ("missing", "the challenge problems were not done"),
    "careful_player": ("missing", "the challenge problems were not done"),
}
NO_CAREFUL = {"careful_player": ("missing", "careful_player was not done")}

#: file -> (score, {function: (status, why)}); every function not named is "ok"
SOLITAIRE = {
    "AlexandreAbreu__Coursera-Dan-Grossman.sml": (83.13, {
        "remove_card": ("partial", "student bug: raises e when the result is empty "
                        "(removing the only card)"),
        "officiate": ("partial", "student bug: discarding the only held card raises "
                      "IllegalMove (its remove_card)"),
        "officiate_challenge": ("partial", "student bug: the game ends when the sum with "
                                "aces as 11 exceeds the goal (the text: only if no sum is "
                                "<= the goal); and the remove_card bug"),
        **NO_CAREFUL}),
    "Beltan__Programming-Languages-Part-A.sml": (99.5, {
        "careful_player": ("partial", "student bug: draws an ace over the goal (held 10, "
                           "goal 20: the value must never exceed the goal)")}),
    # remove_card keeps the other cards in reverse order: right (the text fixes no order)
    "BramLobbens__Programming-Languages-Part-A.sml": (70.0, NO_CHALLENGE),
    "EvanErcolano__CourseraProgLang.sml": (70.0, NO_CHALLENGE),
    "IamPidgeon__SMLCardGame.sml": (89.58, {
        "officiate": ("partial", "student bug: the game ends when the sum equals the goal "
                      "(>=; the text: exceeds)"),
        **NO_CAREFUL}),
    "Undiy__coursera-pl.sml": (96.5, {
        "careful_player": ("partial", "student bug: does not draw from an empty card-list "
                           "(the text: (attempt to) draw even if no cards remain)")}),
    "abelkov__programming-languages-coursera.sml": (60.0, {
        "officiate": ("failed", "student bug: does not compile in SML/NJ either (types of "
                      "rules don't agree, line 156)"),
        **NO_CHALLENGE}),
    "agelastic__programming_languages.sml": (70.0, NO_CHALLENGE),
    "begor__pl.sml": (70.0, NO_CHALLENGE),
    "csalg__programming_languages_university_of_washington.sml": (54.89, {
        "remove_card": ("partial", "student bug: removes every copy of c, not only one"),
        "sum_cards": ("misnamed", "student's name: sum_card"),
        "officiate": ("partial", "student bug: raises Empty (hd of an empty list) when the "
                      "card-list runs out"),
        **NO_CHALLENGE}),
    "federicobozzini__coursera-proglang.sml": (70.0, NO_CHALLENGE),
    "jduan__programming_languages.sml": (70.0, NO_CHALLENGE),
    "kingnobro__pl.sml": (70.0, NO_CHALLENGE),
    "ksaveljev__Programming-Languages.sml": (70.0, NO_CHALLENGE),
    "luukveenis__csc330-a2.sml": (62.92, {
        "score": ("partial", "another course's rule: 2 x (sum - goal) over the goal; this "
                  "text says 3 x"),
        "officiate": ("partial", "the same score rule"),
        **NO_CHALLENGE}),
    "m4salah__Programming-Language-Part-A.sml": (50.0, {
        "score": ("failed", "student bug: does not compile in SML/NJ either (p_scores is "
                  "unbound: a typo)"),
        "officiate": ("failed", "uses that score"),
        **NO_CHALLENGE}),
    "mtanzim__prog-lang-a.sml": (66.21, {
        "score": ("partial", "student bug: no held cards score the goal, not half of it "
                  "(no cards are all the same colour)"),
        "officiate": ("partial", "student bug: a discard of a card not held raises no "
                      "IllegalMove; and that score"),
        **NO_CHALLENGE}),
    "nickdimeglio__CSE341.sml": (70.0, NO_CHALLENGE),
    # cards rank * suit, as an earlier provided file had them: the tests write them so
    "rickyzhang-cn__cse341.sml": (65.42, {
        "score": ("partial", "another version's rule: 5 x (sum - goal) over the goal; this "
                  "text says 3 x"),
        "officiate": ("partial", "the same score rule"),
        "score_challenge": ("misnamed", "student's name: score_chal (another version)"),
        "officiate_challenge": ("misnamed", "student's name: officiate_chal"),
        "careful_player": ("partial", "student bug: raises Option and IllegalMove, and "
                           "stops drawing while the goal is more than 10 above")}),
    "robmike__proglang.sml": (69.58, {
        "officiate": ("partial", "student bug: the game ends when the score, not the sum, "
                      "exceeds the goal"),
        **NO_CHALLENGE}),
    "tmfarrell__coursera_prog_lang.sml": (68.64, {
        "remove_card": ("partial", "student bug: removes every copy of c, not only one"),
        **NO_CHALLENGE}),
    "xiaohan2012__coursera-programming-language.sml": (68.33, {
        "officiate": ("partial", "student bug: draws with remove_card, which reorders the "
                      "card-list, and ends the game on the score exceeding the goal"),
        **NO_CHALLENGE}),
}

BRIDGE_HANDS = {
    "FanciesFancyRats__scheming_prole.scm": (40.0, {
        "card-val": ("misnamed", "student's name: card-eval"),
        "suit-counts": ("misnamed", "student's name: suits-counts"),
        "suit-dist-points": ("misnamed", "student's name: suits-dist-points")}),
    "Keegan-Evans__simply_scheme.scm": (70.0, {}),
    # a `)` missing in suit-counts: `load` defines the three functions before it
    "buntine__Simply-Scheme-Exercises.scm": (30.0, {
        "suit-counts": ("missing", "student bug: the file does not read from here on"),
        "suit-dist-points": ("missing", "after the read error"),
        "hand-dist-points": ("missing", "after the read error"),
        "bridge-val": ("missing", "after the read error")}),
    "coder3431__simply-scheme.scm": (70.0, {}),
    "ghufransyed__simply_scheme.scm": (70.0, {}),
    "jhsanchezm__Simply-Scheme-Solutions.scm": (70.0, {}),
    "petrusbr__simply-scheme.scm": (70.0, {}),
    "pongsh__simply-scheme-exercises.scm": (70.0, {}),
    "spainisnotequal__simply-scheme.scm": (70.0, {}),
    "zhounaituo__simply-scheme.scm": (70.0, {}),
}


# ------------------------------------------------------------------ the second set
# (SOURCES.md, "Second set"): each failing test run again with the student's whole file in
# plain sml (Racket's `load` or the module for the Scheme ones) and judged by a model of the
# text written apart from the grader; the 50 files' verdicts all agree with it.

NO_EMPTY_DRAW = ("partial", "student bug: does not draw from an empty card-list while the "
                 "goal is more than 10 above the held value (the text: (attempt to) draw even "
                 "if no cards remain)")
CSC330 = {
    "score": ("partial", "another course's rule (UVic CSC 330): 2 x (sum - goal) over the "
              "goal; this text says 3 x"),
    "officiate": ("partial", "the same score rule"),
    **NO_CHALLENGE}
SUM_IS_GOAL = ("partial", "student bug: stops only when the sum equals the goal, so it "
               "draws again (from the empty card-list) after a score of 0 reached by the "
               "one-colour halving (held 31, goal 32, all black: 1 div 2 = 0)")

SOLITAIRE_2 = {
    "21mota5594__UofW.sml": (72.84, {
        "score_challenge": ("partial", "student bug: unfinished: adds the values up to the "
                            "first ace (which counts 1 and stops it), computes no score"),
        "officiate_challenge": ("partial", "student bug: ends the game on the sum with aces "
                                "as 11 (the text: only if no sum is <= the goal), scored by "
                                "that score_challenge"),
        **NO_CAREFUL}),
    "AlexDeweert__CSC_330.sml": (62.92, CSC330),
    "ChineSEngineer__Coursera_ProgrammingLanguage.sml": (88.55, {
        "score_challenge": ("partial", "student bug: an ace counts 1 or 10 (sum + 10), not 1 "
                            "or 11"),
        "officiate_challenge": ("partial", "student bug: a game over the goal is scored by "
                                "score (aces 11), not score_challenge; and that "
                                "score_challenge"),
        "careful_player": ("partial", NO_EMPTY_DRAW[1] + "; and it does not discard one card "
                           "and draw one to reach a score of 0")}),
    "CoderYihaoWang__ProgramingLanguages.sml": (99.5, {"careful_player": SUM_IS_GOAL}),
    "Elinos__SML.sml": (67.35, {
        "remove_card": ("partial", "student bug: raises e when c is the last card of a list "
                        "of two or more (a step whose result has one card raises)"),
        "officiate": ("partial", "student bug: that remove_card raises IllegalMove for a "
                      "legal discard"),
        **NO_CHALLENGE}),
    "FFederi__programming_coursera.sml": (70.0, NO_CHALLENGE),
    "JasonChenJS__mooc_pl.sml": (95.5, {
        "careful_player": ("partial", NO_EMPTY_DRAW[1] + "; and it does not discard one card "
                           "and draw one to reach a score of 0")}),
    # `exception e` at the top level: remove_card's parameter e is that constructor
    "JinxinS__SML.sml": (56.67, {
        "remove_card": ("failed", "student bug: the file declares `exception e`, so "
                        "remove_card's parameter e is that constructor: it matches only when "
                        "given e and raises Match otherwise (so does SML/NJ)"),
        "officiate": ("partial", "student bug: that remove_card raises Match on every "
                      "discard; the games without one pass"),
        **NO_CHALLENGE}),
    "MichalGasiorowski__coursera_prog_lang.sml": (96.5, {"careful_player": NO_EMPTY_DRAW}),
    "ParthKohli__proglang.sml": (70.0, NO_CHALLENGE),
    "SasSwart__coursera_sml.sml": (67.08, {
        "officiate": ("partial", "student bug: after each draw the card-list is the original "
                      "list less the drawn card (remove_card on `cards`), not the rest of the "
                      "current one"),
        **NO_CHALLENGE}),
    "WangCHX__Coursera-pl.sml": (70.0, NO_CHALLENGE),   # score_challenge is commented out
    # SML/NJ stops at line 41 (problem 1: all_except_option3 is unbound); each function is
    # graded on its own, as the README says
    "Zayd123mouses__ProgLang-A-.sml": (96.5, {"careful_player": NO_EMPTY_DRAW}),
    "alicepalace__PLPA-hw2.sml": (83.2, {
        "officiate": ("partial", "student bug: the game ends when the sum reaches the goal "
                      "(>=; the text: exceeds)"),
        "score_challenge": ("failed", "student bug: takes (cards, sum, goal); called with "
                            "(cards, goal) as the text says, it does not type-check in SML/NJ "
                            "either"),
        "officiate_challenge": ("partial", "student bug: fixes each ace at 1 or 11 as it is "
                                "drawn, and ends on >="),
        "careful_player": ("partial", NO_EMPTY_DRAW[1] + "; and it draws a card over the "
                           "goal")}),
    "anadhm__coursera-pl-course.sml": (68.75, {
        "officiate": ("partial", "student bug: a discard also drops the top of the card-list, "
                      "and a discard once it is empty starts again from the whole card-list"),
        **NO_CHALLENGE}),
    "arnab-ray__programming_languages.sml": (86.77, {
        "score_challenge": ("partial", "student bug: tries every ace as 11 or every ace as 1, "
                            "never some of each"),
        "officiate_challenge": ("partial", "the same"),
        **NO_CAREFUL}),
    "beefupinetree__007-U-Washington---Programming-Languages-Part-A.sml": (70.0, NO_CHALLENGE),
    # cards rank * suit: the tests write them so
    "carvendishjang__ML_homework.sml": (55.64, {
        "all_same_color": ("partial", "student bug: compares the cards (x = y), not their "
                           "colours"),
        "score": ("partial", "another version's rule: 5 x (sum - goal) over the goal (this "
                  "text: 3 x); and that all_same_color"),
        "officiate": ("partial", "that score"),
        **NO_CHALLENGE}),
    "choo0166__programming_languages_part_A.sml": (98.57, {
        "officiate_challenge": ("partial", "student bug: over the goal, turns an ace into "
                                "Num 1 for good, so the final score cannot count it as 11")}),
    "dynasty919__WashingtonPL.sml": (70.0, NO_CHALLENGE),
    "eldemcan__pl.sml": (69.58, {
        "officiate": ("partial", "student bug: its remove_card of an empty list returns [], "
                      "so a discard from an empty hand raises no IllegalMove"),
        **NO_CHALLENGE}),
    "fantasyzyg__PL.sml": (65.98, {
        "remove_card": ("partial", "student bug: the recursive call looks for the head x, "
                        "not c, so a card after the first place raises e"),
        "officiate": ("partial", "student bug: that remove_card raises IllegalMove for a "
                      "legal discard"),
        **NO_CHALLENGE}),
    "hectorpla__PLs.sml": (85.57, {
        "score_challenge": ("partial", "student bug: its ace count is always 0 (the count is "
                            "dropped), and lowering the goal by 10 an ace would not give the "
                            "least score either"),
        "officiate_challenge": ("partial", "that score_challenge"),
        "careful_player": ("partial", "student bug: within 10 of the goal it draws whenever "
                           "no discard gives the goal, going over it; " +
                           NO_EMPTY_DRAW[1][13:])}),
    "hjpnam__PL_Assignment2.sml": (70.0, NO_CHALLENGE),
    "hstokhi__programming-languages-a.sml": (67.01, {
        "all_same_color": ("partial", "student bug: the empty list is not all one colour "
                           "(false)"),
        "score": ("partial", "student bug: so no held cards score the goal, not half of it"),
        "officiate": ("partial", "that score (games ending with no held cards)"),
        **NO_CHALLENGE}),
    "imankuok__programming_language_uw_2020.sml": (59.58, {
        "remove_card": ("failed", "student bug: its third parameter is written IllegalMove, "
                        "the constructor: it matches only IllegalMove and raises Match for "
                        "any other e"),
        "officiate": ("partial", "student bug: when c is not held, its remove_card returns "
                      "the held cards reversed instead of raising IllegalMove"),
        **NO_CHALLENGE}),
    "inafalcao__programming-languages-part-a.sml": (67.77, {
        "all_same_color": ("partial", "student bug: compares the cards in pairs (1st-2nd, "
                           "3rd-4th), never the 2nd with the 3rd"),
        "score": ("partial", "that all_same_color"),
        "officiate": ("partial", "that all_same_color"),
        **NO_CHALLENGE}),
    "jeremyd1__programming-languages.sml": (70.0, NO_CHALLENGE),
    "jimmyazrael__Coursera-Programming-Languages.sml": (82.8, {
        "remove_card": ("failed", "student bug: removes and raises only when e is "
                        "IllegalMove (case e of IllegalMove => ...); given any other exception, "
                        "as the text allows, it removes nothing and raises nothing"),
        "score_challenge": ("partial", "student bug: tries every ace as 11 or every ace as 1, "
                            "never some of each"),
        "officiate_challenge": ("partial", "the same"),
        "careful_player": NO_EMPTY_DRAW}),
    "jorgeconde__CSC330-programming-languages.sml": (62.92, CSC330),
    "kamushin__PL-course.sml": (70.0, NO_CHALLENGE),
    "kathleenbrennan__courseraproglang.sml": (62.35, {
        "remove_card": ("partial", "student bug: raises IllegalMove, not the exception e it "
                        "is given"),
        "officiate": ("partial", "student bug: scores the card-list, not the held cards, "
                      "and a draw of the last card ends the game"),
        **NO_CHALLENGE}),
    "kenvifire__programming-languages.sml": (70.0, NO_CHALLENGE),
    "konjac__coursera-programming-language.sml": (70.0, NO_CHALLENGE),
    "lmatz__programming_language.sml": (70.0, NO_CHALLENGE),
    "martyall__programming_languages.sml": (70.0, NO_CHALLENGE),
    "opheliadoan__CSC330.sml": (62.92, CSC330),
    "pkulijing__ProgrammingLanguagesPA.sml": (99.5, {"careful_player": SUM_IS_GOAL}),
    "pointertozero__pl-s.sml": (100.0, {}),
    "ptsurko__coursera_prog.sml": (70.0, NO_CHALLENGE),
    "robgev__programming-languages-partA.sml": (85.98, {
        "score_challenge": ("partial", "student bug: picks each ace's value greedily (the "
                            "running sum nearer the goal), not the least score"),
        "officiate_challenge": ("partial", "that score_challenge"),
        "careful_player": ("partial", "student bug: tests sum - goal > 10 (the sign reversed; "
                           "the text: the goal more than 10 above), so it mostly returns []")}),
    "snsten__Programming-Languages-Course.sml": (70.0, NO_CHALLENGE),
    "zhenlan0426__University-of-Washington---Programming-Languages-course.sml": (
        70.0, NO_CHALLENGE),
}

BRIDGE_HANDS_2 = {
    "AmeerFazal__simply-scheme.scm": (70.0, {}),       # #lang racket + (planet dyoo/...)
    "BlameTroi__Simply-Scheme--Racket-Chicken.rkt": (70.0, {}),   # #lang simply-scheme
    "LydosSky__simply-scheme.scm": (70.0, {}),         # #lang simply-scheme
    "ajkh88__simply-scheme-solutions.rkt": (70.0, {}),  # #lang simply-scheme
    "kevinPOI__Simply-Scheme-Problems-Answers.rkt": (60.0, {
        "suit-counts": ("misnamed", "student's name: suits-count")}),
    # the book's examples pasted with typographic quotes ((card-val ’cq)) before the
    # definitions: Racket's `load` stops at the first; graded with the definitions only, as
    # for any top-level error (the README)
    "mengsince1986__MZ_Simply-Scheme-Exercises.scm": (70.0, {}),
    # a whole chapter's exercises, #lang racket: a `)` missing at line 643 (Racket's reader
    # says the same), so the module does not read
    "theodesp__simply-scheme.rkt": (0.0, {
        f: ("failed", "student bug: the module does not read (a missing `)`, line 643)")
        for f in ["card-val", "high-card-points", "count-suit", "suit-counts",
                  "suit-dist-points", "hand-dist-points", "bridge-val"]}),
}



# ------------------------------------------------------------------ the third set
# (SOURCES.md, "Third set"): every test run again with the student's whole file in plain sml
# (4,088 values, the same as the grader's; three files SML/NJ does not compile whole were
# cut to what compiles) and judged by a model of the text written apart from the grader;
# the Scheme files' 948 tests run in Racket with the simply-scheme language, bare files
# through `load`. Every verdict agrees.

UNFINISHED = ("missing", "student bug: the file stops before it (unfinished)")
COMMENTED_OUT = ("missing", "student bug: the function is commented out")
NO_OFFICIATE_ON = {"officiate": COMMENTED_OUT, **NO_CHALLENGE}
NO_OFFICIATE = {"officiate": UNFINISHED, **NO_CHALLENGE}

SOLITAIRE_3 = {
    "4DD8A19D69F5324F9D49D17EF78BBBCC__Progra_mming_Langua_ges.sml": (92.02, {
        "officiate_challenge": ("partial", "student bug: a draw from an empty card-list is "
                                "scored by score (aces 11), not score_challenge"),
        "careful_player": ("partial", "student bug (its file says 'not completed yet'): it "
                           "may start with a discard, of a card not yet held; and " +
                           NO_EMPTY_DRAW[1][13:])}),
    "Computerlo__sml_practice_code.sml": (70.0, NO_CHALLENGE),
    # a group's "Proyecto 2", the text given in Spanish
    "ExplosiveGalloPinto__FunctionalParadigmCardGame.sml": (80.95, {
        "all_same_color": ("partial", "student bug: the empty list is not all one colour "
                           "(false; its score handles no cards itself)"),
        "score_challenge": ("partial", "student bug: starts from the goal as the best score, so "
                            "a hand without aces scores the goal, and an ace score only counts "
                            "when below it"),
        "officiate_challenge": ("partial", "student bug: the game never ends on the sum "
                                "exceeding the goal; and that score_challenge"),
        "careful_player": ("partial", NO_EMPTY_DRAW[1] + "; and when the next card would "
                           "go over the goal it discards without drawing (even a card it no "
                           "longer holds), drawing over the goal, or missing the "
                           "discard-and-draw to 0")}),
    "HazemPhoenix__PLA-homeworks.sml": (58.33, {
        "card_color": ("failed", "student bug: returns the strings \"black\" and \"red\", not "
                       "the provided color (the course's tests do not type-check either)"),
        "officiate": ("partial", "student bug: a discard makes the held cards the card-list "
                      "less that card (IllegalMove when it is not there), and the move list "
                      "does not move on"),
        **NO_CHALLENGE}),
    "Raffiki__cours_proglang.sml": (10.0, {
        "card_color": ("failed", "student bug: takes a suit, not a card (does not type-check "
                       "called with a card, in SML/NJ either)"),
        "card_value": ("failed", "student bug: takes a rank, not a card"),
        "all_same_color": ("failed", "student bug: takes a suit list, not a card list"),
        "sum_cards": UNFINISHED, "score": UNFINISHED, "officiate": UNFINISHED,
        **NO_CHALLENGE}),
    "baylism__ProgLangA.sml": (60.0, NO_OFFICIATE),
    "bedokaram187__sml.sml": (59.55, {
        "score": ("partial", "student bug: no held cards score the goal, not half of it "
                  "(no cards are all the same colour)"),
        **NO_OFFICIATE_ON}),
    # UVic CSC 330
    "bndnio__CSC330-ProgrammingLanguages.sml": (62.92, CSC330),
    "creasyw__Courses.sml": (90.0, NO_CAREFUL),
    "ferencistvann__Programming-Languages-Part-A.sml": (60.0, NO_OFFICIATE),
    "hejian3__sml.sml": (63.48, {
        "all_same_color": ("partial", "student bug: the empty list is not all one colour "
                           "(false)"),
        "score": ("partial", "student bug: over the goal, sum - goal (not 3 x) unless all one "
                  "colour; and that all_same_color"),
        "officiate": ("partial", "that score"),
        **NO_CHALLENGE}),
    # SML/NJ stops at line 151 (a helper of the challenge): each function graded on its own
    "huanghaihui__sml.sml": (55.68, {
        "all_same_color": ("partial", "student bug: compares the suits, not the colours"),
        "score": ("partial", "that all_same_color"),
        "officiate": ("partial", "student bug: raises IllegalMove when the moves run out (and "
                      "when the card-list does), and a discard keeps the card"),
        "score_challenge": ("missing", "student bug: commented out"),
        "officiate_challenge": ("failed", "student bug: does not compile in SML/NJ either "
                                "(judge_bigger_all, a curried function called with a pair, "
                                "does not compile)"),
        "careful_player": ("missing", "the challenge problems were not done")}),
    "jmussi01__PL.sml": (59.55, {
        "score": ("partial", "student bug: a sum of 0 scores 0, not half the goal"),
        **NO_OFFICIATE_ON}),
    "joe83830__SmlW2.sml": (20.0, {
        "remove_card": ("failed", "student bug (unfinished): does not compile in SML/NJ "
                        "either (a syntax error)"),
        "all_same_color": UNFINISHED, "sum_cards": UNFINISHED, "score": UNFINISHED,
        "officiate": UNFINISHED, **NO_CHALLENGE}),
    "jpenna__learning.sml": (91.86, {
        "officiate": ("partial", "student bug: the game ends when the score, not the sum, "
                      "exceeds the goal"),
        "score_challenge": ("partial", "student bug: tries every ace as 11 or every ace as 1, "
                            "never some of each"),
        "officiate_challenge": ("partial", "the same, and the end on the score"),
        "careful_player": ("partial", "student bug: decides on the score, not the held value "
                           "(stops drawing while the goal is more than 10 above, draws over "
                           "the goal, misses the discard-and-draw to 0)")}),
    "july2993__programming_languages.sml": (5.45, {
        "card_color": ("failed", "student bug (unfinished): does not compile in SML/NJ either "
                       "(Blace)"),
        "card_value": ("failed", "student bug: a syntax error (`= >`)"),
        "remove_card": ("failed", "student bug: a syntax error (`e : exception`)"),
        "all_same_color": ("partial", "student bug: compares the cards, not their colours"),
        "sum_cards": ("failed", "uses card_value, which does not compile"),
        "score": UNFINISHED, "officiate": UNFINISHED, **NO_CHALLENGE}),
    "lezojeda__ossu-core-programming.sml": (70.0, NO_CHALLENGE),
    "lionaft__Coursera.sml": (99.5, {
        "careful_player": ("partial", "student bug: goes on after a score of 0 (held 20, goal "
                           "20) to discard and draw to 0 again")}),
    # its hw2 saved as hw3.sml
    "petrebarna__Programming-Languages.sml": (60.0, NO_OFFICIATE),
    "root221__ML.sml": (68.33, {
        "officiate": ("partial", "student bug: a drawn card is not added to the held cards "
                      "passed on, so discarding it raises IllegalMove; and a discard starts "
                      "again from the whole card-list"),
        **NO_CHALLENGE}),
    "sergiovasquez122__Programming-Languages-Coursera-Solutions.sml": (70.0, NO_CHALLENGE),
    "sgromk__ProgrammingLanguagesTheory.sml": (95.13, {
        "officiate": ("partial", "student bug: once the card-list is empty a discard removes "
                      "from [] (raises IllegalMove)"),
        "officiate_challenge": ("partial", "the same"),
        "careful_player": NO_EMPTY_DRAW}),
    "souf6x__programming-languages.sml": (64.36, {
        "score": ("partial", "student bug: over the goal, never halved for one colour"),
        "officiate": ("partial", "student bug: a discard takes the card out of the "
                      "card-list and adds it to the held cards (IllegalMove when it is not "
                      "there), and the game ends once the card-list is empty; and that score"),
        **NO_CHALLENGE}),
    "svladymyrov__program_lang_course.sml": (66.59, {
        "all_same_color": ("partial", "student bug: the empty list is not all one colour "
                           "(false)"),
        "score": ("partial", "student bug: a sum of 0 scores 0, not half the goal"),
        "officiate": ("partial", "student bug: the game ends when the score, not the sum, "
                      "exceeds the goal; and that score"),
        **NO_CHALLENGE}),
    "tejaskb04__ProgrammingLanguage_HomeWork.sml": (93.5, {
        "careful_player": ("partial", NO_EMPTY_DRAW[1] + "; and it misses discard-and-draw "
                           "to 0 and draws over the goal")}),
    "zivshek__Online-Courses.sml": (69.58, {
        "officiate": ("partial", "student bug: the game never ends on the sum exceeding the "
                      "goal"),
        **NO_CHALLENGE}),
    "zzztpppp__ProgrammingLanguages.sml": (55.0, {
        "score": ("partial", "student bug: goal - sum also over the goal (negative, never "
                  "3 x (sum - goal))"),
        **NO_OFFICIATE}),
}

BRIDGE_HANDS_3 = {
    "AdditionalMetal__SimplyScheme.scm": (70.0, {}),
    "B6NH__Racket-Books.rkt": (70.0, {}),   # a comment line, then #lang racket + (planet ...)
    "imrehorvath__SimplyScheme.scm": (70.0, {}),
    "maryammouse__simplyscheme.scm": (70.0, {}),
    "tjnl__Simply-Scheme.scm": (70.0, {}),
    # a `)` missing in suit-counts: `load` defines the three functions before it (so does
    # Racket, with the same message)
    "vanslar__Simply_Scheme_Project_Exercise.scm": (30.0, {
        "suit-counts": ("missing", "student bug: the file does not read from here on"),
        "suit-dist-points": ("missing", "after the read error"),
        "hand-dist-points": ("missing", "after the read error"),
        "bridge-val": ("missing", "after the read error")}),
}


#: the fourth set: files that attempt the challenge problems (every one has at least one)
NO_3A = {"score_challenge": ("missing", "problem 3(a) was not done (careful_player was)"),
         "officiate_challenge": ("missing", "problem 3(a) was not done (careful_player was)")}
ACES_AS_11_END = ("partial", "student bug: the game ends when the sum with aces as 11 exceeds "
                  "the goal (the text: only if no sum is <= the goal)")

SOLITAIRE_4 = {
    "aablack__proglang.sml": (90.0, NO_CAREFUL),
    "aziid__Programming-Languages.sml": (99.5, {
        "careful_player": ("partial", "student bug: misses a discard-and-draw to a score of "
                           "0 (held 4, goal 9: discarding it and drawing the 8 of diamonds "
                           "leaves one colour, (9 - 8) div 2 = 0)")}),
    # count_rank recurses on the whole list: it never ends for a card (out of memory for an
    # ace, an endless loop otherwise; so in SML/NJ), and score_challenge counts the aces
    "bwidmeier__prog-lan.sml": (70.0, {
        "score_challenge": ("failed", "student bug: count_rank(cards, rank) recurses on cards, "
                            "not cs: it never returns for a non-empty hand"),
        "officiate_challenge": ("failed", "the same count_rank (the tests left after two "
                                "that stopped the program are not run)"),
        **NO_CAREFUL}),
    "chasehainsworth__programming-languages.sml": (99.5, {
        "careful_player": ("partial", "student bug: draws an ace over the goal (held 10, goal "
                           "20)")}),
    "DeepinSC__Programming-Language.sml": (96.5, {"careful_player": NO_EMPTY_DRAW}),
    "Dzaandry__Programming-Languages.sml": (80.0, NO_3A),
    "FishYYW__Programming-Language.sml": (89.11, {
        "officiate": ("partial", "student bug: the sum is checked before the card drawn is "
                      "added, so the game ends one draw late"),
        "officiate_challenge": ("partial", "the same"),
        **NO_CAREFUL}),
    "Gaaaga__ProgrammingLanguage.sml": (92.51, {
        "score_challenge": ("partial", "student bug: over the goal with an ace, goal - (sum - "
                            "10), negative when still over (one ace as 1, no 3 x)"),
        "officiate_challenge": ("partial", ACES_AS_11_END[1] + "; and that score_challenge"),
        "careful_player": ("partial", "student bug: raises Match when the goal is 10 or less "
                           "(no case for a first move that is not a forced draw with no "
                           "held cards)")}),
    # it declares a second top-level score (sum, goal, cs) after officiate: the text's
    # score (cs, goal) does not type-check against it (nor in SML/NJ)
    "GeorgiosKyritsis__Programming_Languages_Coursera.sml": (80.0, {
        "score": ("failed", "student bug: a later fun score (sum, goal, cs) hides it; score "
                  "(cs, goal) does not compile in SML/NJ either"),
        **NO_CAREFUL}),
    "ggzzz__programming_language.sml": (85.41, {
        "all_same_color": ("partial", "student bug: compares the cards pairwise (1st with "
                           "2nd, 3rd with 4th), not each with the next"),
        "score": ("partial", "that all_same_color"),
        "score_challenge": ("partial", "student bug: halves by the colour of the cards from "
                            "an ace on, not of the whole hand; and that all_same_color"),
        "officiate_challenge": ("partial", ACES_AS_11_END[1] + "; and that score_challenge"),
        "careful_player": ("partial", "student bug: tries discards of the card-list's cards, "
                           "not the held ones (IllegalMove), and does not draw from an empty "
                           "card-list")}),
    "Guannan__programming_languages.sml": (93.27, {
        "score_challenge": ("partial", "student bug: tries only all aces 1 or all aces 11"),
        "officiate_challenge": ("partial", "that score_challenge"),
        "careful_player": NO_EMPTY_DRAW}),
    "guohengkai__hw-pl.sml": (96.0, {
        "careful_player": ("partial", NO_EMPTY_DRAW[1] + "; and it goes on after a score of "
                           "0")}),
    "hammersam__lp-aresruoc.sml": (90.77, {
        "all_same_color": ("partial", "student bug: the empty list is not all one colour "
                           "(false)"),
        "score": ("partial", "that all_same_color: no cards score the goal, not half of it"),
        "officiate": ("partial", "student bug: the game ends as soon as the card-list is "
                      "empty, whatever the move (a discard is not made); and that score"),
        "officiate_challenge": ("partial", "the same"),
        "careful_player": NO_EMPTY_DRAW}),
    "IbrahimQatato__programming-languages-UW.sml": (80.0, NO_3A),
    "Joshua-ZY__Programming-Language-Coursera.sml": (94.57, {
        "officiate_challenge": ("partial", "student bug: scores with score, not "
                                "score_challenge, when the moves run out or the sum with aces "
                                "as 11 exceeds the goal (and ends the game on that sum)"),
        "careful_player": ("partial", NO_EMPTY_DRAW[1] + "; and it misses a discard-and-draw "
                           "to 0")}),
    "LearnGroup__prog-lang.sml": (90.0, NO_CAREFUL),
    "Leeyed__programming_language.sml": (95.09, {
        "score_challenge": ("partial", "student bug: the least score starts at goal + 1, so "
                            "no score above it is ever returned"),
        "officiate_challenge": ("partial", "student bug: the least sum starts at the drawn "
                                "card's value + 1 (it is never more), so the game seldom ends "
                                "on the sum; and that score_challenge"),
        "careful_player": NO_EMPTY_DRAW}),
    "movie-travel-code__coursera-programming-languages-A.sml": (89.33, {
        "officiate": ("partial", "student bug: the game ends as soon as the card-list is "
                      "empty, whatever the move (a discard is not made: no IllegalMove)"),
        "officiate_challenge": ("partial", "student bug: a discard removes the card from the "
                                "card-list, not the held cards (IllegalMove); and that end"),
        "careful_player": ("partial", "student bug: keeps drawing past the goal, and does not "
                           "draw from an empty card-list")}),
    "mtx2d__programming-languages.sml": (73.29, {
        "remove_card": ("partial", "student bug: drops the cards before c as well"),
        "officiate": ("partial", "student bug: the game ends when the score, not the sum, "
                      "exceeds the goal; and that remove_card"),
        "score_challenge": ("partial", "student bug: a wrong formula (an ace makes the "
                            "preliminary score 3, other cards a running difference)"),
        "officiate_challenge": ("partial", "that score_challenge and remove_card"),
        "careful_player": ("partial", "student bug: always [Draw]")}),
    "nikitoz__other.sml": (95.02, {
        "officiate_challenge": ("partial", "student bug: the game never ends on the sum "
                                "exceeding the goal"),
        "careful_player": ("partial", "student bug: draws past the goal (it keeps drawing), "
                           "misses discard-and-draw to 0, goes on after a score of 0")}),
    "pabloizaguirre__coursera-sml.sml": (75.0, {
        "score_challenge": ("partial", "student bug: aces are always 11 (its score)"),
        "officiate_challenge": ("missing", "not done"),
        **NO_CAREFUL}),
    "Weiting-Zhang__Programming-Languages.sml": (94.68, {
        "remove_card": ("partial", "student bug: raises IllegalMove, not the exception e it "
                        "is given"),
        "careful_player": NO_EMPTY_DRAW}),
    "yangbowei__courserapl.sml": (96.5, {"careful_player": NO_EMPTY_DRAW}),
    "yeyicheng__prog-lang-hw.sml": (92.1, {
        "officiate_challenge": ("partial", ACES_AS_11_END[1]),
        "careful_player": ("partial", NO_EMPTY_DRAW[1] + "; and it draws over the goal, "
                           "discards a card not held, misses a discard-and-draw to 0")}),
    "Yueleng__programming-lang-u-washington.sml": (86.5, {
        "officiate": ("partial", "student bug: a discard removes from the initial empty list "
                      "(val held_cards = []), so every discard raises IllegalMove"),
        "officiate_challenge": ("partial", "the same"),
        "careful_player": ("partial", "student bug: its own rev returns [] for every list, "
                           "so it always returns []")}),
}


DOES_NOT_LOAD = ("failed", "the file does not load: an empty application () at 147:40 (so "
                 "says Racket; its load stops even earlier, at the set-up's missing files)")
BRIDGE_HANDS_4 = {
    "JustinCEO__Simply-Scheme-Exercises.scm": (70.0, {}),   # #lang planet dyoo/simply-scheme
    # the whole book's exercises in one bare file, after PLT Scheme v372's set-up lines
    # ((require (lib "trace.ss")), the book's simply.scm and functions.scm): the bridge
    # functions, at line 1207, come after a () that Racket rejects
    "undertheflag__simplyscheme.scm": (0.0, {f: DOES_NOT_LOAD for f in (
        "card-val", "high-card-points", "count-suit", "suit-counts", "suit-dist-points",
        "hand-dist-points", "bridge-val")}),
}


# ------------------------------------------------------------------ the sixth set
# (SOURCES.md, "Sixth set"): every test's value run again in the real language (the
# student's whole file in plain sml; Racket 8.7 for the Mini Card Game modules); every
# failing officiate, score, all_same_color, remove_card and challenge test judged again by a
# model of the text written apart from the grader, careful_player's by playing the moves.

EMPTY_CARD_LIST_ENDS = ("partial", "student bug: the game ends as soon as the card-list is "
                        "empty, whatever the move (a discard is not made: no IllegalMove)")
SCORE_ENDS = ("partial", "student bug: the game ends when the score, not the sum, exceeds "
              "the goal")
EMPTY_NOT_ONE_COLOUR = ("partial", "student bug: the empty list is not all one colour (false)")
EMPTY_HELD_SCORE = ("partial", "that all_same_color: no cards score the goal, not half of it")

SOLITAIRE_6 = {
    "0x-CHUN__CSE341.sml": (70.0, NO_CHALLENGE),
    "BenjaminLiuPenrose__ProLangAssignmentSolution.sml": (69.17, {
        "officiate": EMPTY_CARD_LIST_ENDS, **NO_CHALLENGE}),
    "berthin__ProgrammingLanguages-PartA.sml": (69.17, {
        "officiate": EMPTY_CARD_LIST_ENDS, **NO_CHALLENGE}),
    "bmarvinb__programming-languages-part-a.sml": (70.0, NO_CHALLENGE),
    "bubucz__programming_languages.sml": (69.58, {
        "officiate": ("partial", "student bug: the game ends when the sum reaches the goal "
                      "(>=; the text: exceeds)"),
        **NO_CHALLENGE}),
    # cards rank * suit, as an earlier provided file had them: the tests write them so
    "byshen__planguage.sml": (62.92, {
        "score": ("partial", "another version's rule: 5 x (sum - goal) over the goal; this "
                  "text says 3 x"),
        "officiate": ("partial", "the same score rule"),
        **NO_CHALLENGE}),
    "cauil__Cousera-ProgrammingLanguages.sml": (59.58, {
        "remove_card": ("failed", "student bug: its parameter is written IllegalMove (a "
                        "constructor pattern), so it raises Match unless given IllegalMove"),
        "officiate": ("partial", "student bug: the game ends when the sum reaches the goal "
                      "(>=)"),
        **NO_CHALLENGE}),
    "Cholycy__Programming-Language.sml": (80.8, {
        "remove_card": ("partial", "student bug: raises e when c is the last card"),
        "score": ("partial", "student bug: no cards score the goal, not half of it"),
        "officiate": ("partial", "student bug: a Draw from an empty card-list does not end "
                      "the game (later discards raise IllegalMove); that remove_card and that "
                      "score"),
        "score_challenge": ("partial", "student bug: counts only the aces at the front of the "
                            "hand"),
        "officiate_challenge": ("partial", "that score_challenge, remove_card and end of the "
                                "game"),
        "careful_player": ("partial", NO_EMPTY_DRAW[1] + "; and it draws over the goal, misses "
                           "a discard-and-draw to 0, raises IllegalMove")}),
    "CLuiz__programming_languages_a.sml": (60.0, {
        "officiate": ("failed", "student bug: unfinished: always returns 1"),
        **NO_CHALLENGE}),
    "davidcgl__prog-lang.sml": (70.0, NO_CHALLENGE),
    "ddrid__CSE341-Programming-Languages.sml": (51.7, {
        "score": ("partial", "student bug: the scores are negated (~3 x over the goal, "
                  "sum - goal under it)"),
        "officiate": ("partial", "that score"),
        **NO_CHALLENGE}),
    "digaobarbosa__coursera-proglang.sml": (69.17, {
        # its score_challenge is inside a comment opened by `(*)`
        "officiate": EMPTY_CARD_LIST_ENDS, **NO_CHALLENGE}),
    "dingzew__Functional_Programming.sml": (95.55, {
        "officiate_challenge": ("partial", "student bug: turns the aces into 1s one at a time "
                                "while the whole game's score improves, and stops at the first "
                                "that does not"),
        "careful_player": NO_EMPTY_DRAW}),
    "einbahn__programming-languages-part-a.sml": (69.17, {
        "officiate": EMPTY_CARD_LIST_ENDS, **NO_CHALLENGE}),
    # uses hw2provided.sml for same_string and the datatypes; the challenge problems are
    # only the text's words in a comment
    "ewilazarus__programming-languages-coursera.sml": (66.59, {
        "all_same_color": EMPTY_NOT_ONE_COLOUR,
        "score": EMPTY_HELD_SCORE,
        "officiate": ("partial", "student bug: the game never ends on the sum exceeding the "
                      "goal; and that score"),
        **NO_CHALLENGE}),
    "harrmitch__programming-languages-coursera.sml": (70.0, NO_CHALLENGE),
    "idrisr__0285-pl-coursera.sml": (69.17, {
        "officiate": ("partial", SCORE_ENDS[1] + "; a discard after the card-list is empty is "
                      "made again and again (IllegalMove)"),
        **NO_CHALLENGE}),
    "jasonlovescoding__Coursera-ProgrammingLanguages.sml": (93.5, {
        "careful_player": ("partial", NO_EMPTY_DRAW[1] + "; and it discards without then "
                           "drawing, discards a card not held, raises Match")}),
    "JerryWang304__ProgrammingLanguage.sml": (70.0, NO_CHALLENGE),
    "joker452__code.sml": (100.0, {}),
    "Js111l__Programming-Languages-Part-A.sml": (68.75, {
        "officiate": ("partial", EMPTY_CARD_LIST_ENDS[1] + "; and it ends when the sum "
                      "reaches the goal (>=)"),
        **NO_CHALLENGE}),
    # its score_challenge is inside a comment
    "jsyishan__Programming_Language.sml": (69.17, {
        "officiate": EMPTY_CARD_LIST_ENDS, **NO_CHALLENGE}),
    "KevinZhidaTian__programming_languages.sml": (67.77, {
        "all_same_color": ("partial", "student bug: compares the cards pairwise (1st with "
                           "2nd, 3rd with 4th), not each with the next"),
        "score": ("partial", "that all_same_color"),
        "officiate": SCORE_ENDS,
        **NO_CHALLENGE}),
    "konstantinosBlatsoukasRepo__functional-programming-concepts.sml": (70.0, NO_CHALLENGE),
    "ldhandley__programming-languages-part-a.sml": (68.33, {
        "officiate": ("partial", "student bug: a discard removes the card from the card-list "
                      "and makes the rest of it the held cards"),
        **NO_CHALLENGE}),
    "llozovaya__ProgrammingLanguages.sml": (66.4, {
        "remove_card": ("partial", "student bug: keeps copies of c in place of the cards "
                        "before it"),
        "officiate": ("partial", "that remove_card"),
        **NO_CHALLENGE}),
    "lyf6lyf__ProgrammingLanguage.sml": (66.59, {
        "all_same_color": ("partial", "student bug: raises Match for the empty list"),
        "score": ("partial", "that all_same_color: raises Match for no cards"),
        "officiate": ("partial", "the same, for a game that ends with no cards held; and "
                      "the game ends when the sum reaches the goal (>=)"),
        **NO_CHALLENGE}),
    "maniacalmm__ProgrammingLanguages-Coursera-.sml": (67.92, {
        "officiate": ("partial", "student bug: a discard also drops the card-list's first "
                      "card; and the game ends as soon as the card-list is empty, whatever "
                      "the move"),
        **NO_CHALLENGE}),
    "marina-makarova__ProgramingLanguages.sml": (69.17, {
        "officiate": ("partial", "student bug: the game never ends on the sum exceeding the "
                      "goal, and a discard from no held cards raises no IllegalMove (its "
                      "remove_card returns [] for [])"),
        **NO_CHALLENGE}),
    "mnopqr1__programming-languages-course.sml": (30.0, {
        **{f: ("missing", "student bug: the file stops after remove_card (unfinished)")
           for f in ("all_same_color", "sum_cards", "score", "officiate")},
        **NO_CHALLENGE}),
    "RexKizzy22__sml.sml": (64.17, {
        "remove_card": ("partial", "student bug: removes every copy of c, and raises e when "
                        "the last card is not c"),
        "all_same_color": ("partial", "student bug: compares the cards pairwise (1st with "
                           "2nd, 3rd with 4th), not each with the next"),
        "score": ("partial", "that all_same_color"),
        "officiate": ("partial", "that remove_card"),
        **NO_CHALLENGE}),
    "Ricky54326__UWashington-PL.sml": (70.0, NO_CHALLENGE),
    "Sky-David-Ye__Coursera-Programming-Language.sml": (69.58, {
        "officiate": SCORE_ENDS, **NO_CHALLENGE}),
    "Vandermode__Coursera-PL-UW.sml": (90.0, NO_CAREFUL),
    "WanjinYoo__SML.sml": (62.92, CSC330),
    "Xuehai-Chen__Programming-Languages.sml": (69.58, {
        "officiate": SCORE_ENDS, **NO_CHALLENGE}),
    "Yoark__ProgrammingLanguages-U.W..sml": (70.0, NO_CHALLENGE),
    "ZedLove__pl_pt_a.sml": (67.01, {
        "all_same_color": EMPTY_NOT_ONE_COLOUR,
        "score": ("partial", "student bug: no cards score 0, not half the goal"),
        "officiate": ("partial", "that score"),
        **NO_CHALLENGE}),
    "ZequanWu__Programming_Languages.sml": (70.0, NO_CHALLENGE),
    "ZhaoYuLeo__Programming-Languages.sml": (96.5, {"careful_player": NO_EMPTY_DRAW}),
    # SML/NJ rejects the whole file (an unfinished helper at its end: a syntax error at
    # EOF); each function graded on its own, as the README says
    "zhengbuqian__UW-PL.sml": (90.0, NO_CAREFUL),
}

BRIDGE_HANDS_6 = {
    "caitlincai__foop.rkt": (70.0, {}),   # no #lang (written for load), saved as .rkt
}

#: Mini Card Game (Boğaziçi CmpE 260), the first public ones: file -> (score, verdicts)
MINI_CARD_GAME_6 = {
    "berkerol__mini-card-game.rkt": (100.0, {}),
    "mmervecerit__-MiniCard_Game.rkt": (89.91, {
        "find-held-cards": ("partial", "student bug: a draw after a discard takes the car of "
                            "a card's rank (car: contract violation; so says Racket)"),
        "play": ("partial", "that find-held-cards")}),
}


# ------------------------------------------------------------------ the seventh set
# (SOURCES.md, "Seventh set"): every test of a function the file defines (7,831) run again
# in plain sml with the student's whole file, our own printers, each exception named (the
# one file SML/NJ rejects whole cut to what compiles), and judged by a model of the text
# written apart from the grader (careful_player's moves played out): every value is the
# grader's, every verdict the model's. The file with `exception IllegalMove of card` scored
# 0 at first (the harness did not compile against it): see the README.

REMOVES_AFTER_C = ("partial", "student bug: drops the cards before c as well (returns what "
                   "follows c)")
THAT_REMOVE_CARD = ("partial", "that remove_card: a later discard raises IllegalMove or the "
                    "held cards are wrong")
PAIRWISE = ("partial", "student bug: compares the cards pairwise (1st with 2nd, 3rd with "
            "4th), not each with the next")
FIVE_X = {"score": ("partial", "another version's rule: 5 x (sum - goal) over the goal; this "
                    "text says 3 x"),
          "officiate": ("partial", "the same score rule")}

SOLITAIRE_7 = {
    "aokassamali__Standard-ML-Racket-Ruby.sml": (91.94, {
        "score_challenge": ("partial", "student bug: tries only all aces 11 or all aces 1, "
                            "and scores goal - sum (negative) when the sum with aces as 1 "
                            "equals the goal"),
        "officiate_challenge": ("partial", "student bug: the game ends on the sum only when "
                                "the held cards have an ace; and that score_challenge"),
        "careful_player": ("partial", "student bug: draws over the goal, discards while the "
                           "goal is more than 10 above, goes on after a score of 0")}),
    "avisnakovs__programming-languages.sml": (33.86, {
        "card_color": ("failed", "student bug: takes a suit, not a card (does not compile "
                       "with a card, in SML/NJ either)"),
        "card_value": ("failed", "student bug: takes a rank, not a card"),
        "score": ("partial", "student bug: |sum - goal|, no 3 x over the goal, no halving"),
        "officiate": ("partial", "student bug: scores the end of the game its own way "
                      "(halving only over the goal)"),
        **NO_CHALLENGE}),
    "bilousov-p__proglangcourse.sml": (65.15, {
        "remove_card": REMOVES_AFTER_C,
        "officiate": ("partial", "student bug: a discard removes the card from the "
                      "card-list, not from the held cards"),
        **NO_CHALLENGE}),
    "brntsllvn__ProgrammingLaunguagesReboot.sml": (55.0, {
        "remove_card": ("partial", "student bug: raises e when c is the last card (its "
                        "helper calls remove_card on the rest, which raises when that is "
                        "empty)"),
        "officiate": ("failed", "student bug: unfinished: returns 0 or 1"),
        **NO_CHALLENGE}),
    "burnall__sml.sml": (70.0, NO_CHALLENGE),
    "chronorose__programming_languages.sml": (69.17, {
        "officiate": EMPTY_CARD_LIST_ENDS, **NO_CHALLENGE}),
    "CooperMountford__330CSC.sml": (46.82, {
        "all_same_color": ("partial", "student bug: compares the suits, not the colours"),
        "score": ("missing", "student bug: the file stops after sum_cards (unfinished)"),
        "officiate": ("missing", "student bug: the file stops after sum_cards (unfinished)"),
        **NO_CHALLENGE}),
    "darinim__coursera-programming-languages.sml": (70.0, NO_CHALLENGE),
    "dongx-duan__PL_Coursera.sml": (70.0, NO_CHALLENGE),
    "erodactyl__ProgrammingLanguages.sml": (65.98, {
        "remove_card": REMOVES_AFTER_C, "officiate": THAT_REMOVE_CARD, **NO_CHALLENGE}),
    "esselius__coursera-prog-langs.sml": (69.58, {
        "officiate": ("partial", "student bug: the game never ends on the sum exceeding the "
                      "goal"),
        **NO_CHALLENGE}),
    "fenmarel__Programming-Languages-Course.sml": (81.3, {
        "all_same_color": PAIRWISE,
        "score": ("partial", "that all_same_color"),
        "score_challenge": ("partial", "student bug: is score (every ace 11)"),
        "officiate_challenge": ("partial", "student bug: is officiate (every ace 11, the game "
                                "ends on that sum)"),
        **NO_CAREFUL}),
    "FirstLoveLife__stronger.sml": (85.82, {
        "score_challenge": ("partial", "student bug: tries only all aces 11 or all aces 1"),
        "officiate_challenge": ("partial", ACES_AS_11_END[1] + "; and that score_challenge"),
        **NO_CAREFUL}),
    "frostzyh__stdML.sml": (100.0, {}),
    "fsjoyti__coursera-programming-languages-assignments.sml": (50.0, {
        "score": ("missing", "student bug: the file stops after sum_cards (unfinished)"),
        "officiate": ("missing", "student bug: the file stops after sum_cards (unfinished)"),
        **NO_CHALLENGE}),
    "gavinyipeiwang__scala_playground.sml": (70.0, NO_CHALLENGE),
    "itsdarrenlee__Prog-Lang-A.sml": (64.17, {
        "remove_card": ("partial", "student bug: finds c only at the head of the list "
                        "(raises e otherwise)"),
        "all_same_color": PAIRWISE,
        "score": ("partial", "that all_same_color"),
        "officiate": THAT_REMOVE_CARD,
        **NO_CHALLENGE}),
    "jasonqiu95__Coursera-Programming-Language.sml": (65.98, {
        "remove_card": REMOVES_AFTER_C, "officiate": THAT_REMOVE_CARD, **NO_CHALLENGE}),
    "joye__langs.sml": (70.0, NO_CHALLENGE),
    "le-santos__coursera_programming_languages.sml": (69.58, {
        "officiate": ("partial", "student bug: a Draw from an empty card-list does not end "
                      "the game (a later discard raises IllegalMove)"),
        **NO_CHALLENGE}),
    "leebs778__CSC330.sml": (62.92, CSC330),
    "lobzison__PL.sml": (70.0, NO_CHALLENGE),
    "manute__coursera.sml": (50.45, {
        "score": ("partial", "student bug: halves the score when the cards are not all one "
                  "colour, instead of when they are"),
        "officiate": ("missing", "student bug: the file stops after score (unfinished)"),
        **NO_CHALLENGE}),
    "maxjazz__PL-A.sml": (70.0, NO_CHALLENGE),
    "meykiacs__pl.sml": (70.0, NO_CHALLENGE),
    "michaldarda__proglang-class.sml": (65.15, {
        "remove_card": REMOVES_AFTER_C,
        "officiate": ("partial", SCORE_ENDS[1] + "; drawing the last card ends the game; and "
                      "that remove_card"),
        **NO_CHALLENGE}),
    "Mikapo__Programming_Languages_Course.sml": (66.17, {
        "all_same_color": EMPTY_NOT_ONE_COLOUR,
        "score": EMPTY_HELD_SCORE,
        "officiate": ("partial", EMPTY_CARD_LIST_ENDS[1] + "; and that score"),
        **NO_CHALLENGE}),
    "nSchell4__PL.sml": (94.14, {
        "score_challenge": ("partial", "student bug: turns aces into 1s while that brings the "
                            "sum nearer the goal, not the score lower"),
        "officiate_challenge": ("partial", ACES_AS_11_END[1] + "; and that score_challenge"),
        "careful_player": NO_EMPTY_DRAW}),
    "otomikesuy__programming-language-part-A.sml": (70.0, NO_CHALLENGE),
    "phg1024__CompilerCourse.sml": (88.1, {
        "officiate_challenge": ACES_AS_11_END,
        "careful_player": ("failed", "student bug: a stub that raises NotImplementedError")}),
    "pmoti__proglang.sml": (70.0, NO_CHALLENGE),
    "pomyslowynick__programming_lang_A.sml": (70.0, NO_CHALLENGE),
    "priyankchester__coursera-ProgrammingLanguagesA.sml": (69.58, {
        "officiate": SCORE_ENDS, **NO_CHALLENGE}),
    "pwvirgo__progLang.sml": (70.0, NO_CHALLENGE),
    "ryandroll__CSE341.sml": (88.92, {
        "officiate": ("partial", "student bug: a Draw with no held cards ends the game (the "
                      "first Draw never draws)"),
        "careful_player": ("partial", NO_EMPTY_DRAW[1] + "; and it goes on after a score of 0 "
                           "reached by the one-colour halving")}),
    "shuyangli__Programming-Languages-Coursera.sml": (70.0, NO_CHALLENGE),
    "thisiswei__coursera-programming-language.sml": (53.33, {
        "card_color": ("partial", "student bug: spades are red and diamonds black"),
        "all_same_color": ("partial", "that card_color"),
        "score": ("partial", "that card_color"),
        "officiate": ("partial", "student bug: returns the sum of the scores after every "
                      "move, not the last one"),
        **NO_CHALLENGE}),
    "timmyshen__Coursera_Programming_Languages.sml": (60.0, {
        "officiate": ("missing", "student bug: the file stops after score (unfinished)"),
        **NO_CHALLENGE}),
    "tinylic__UW-Programming-Languages-.sml": (67.01, {
        "all_same_color": EMPTY_NOT_ONE_COLOUR,
        "score": EMPTY_HELD_SCORE,
        "officiate": ("partial", "student bug: tests the sum before adding the drawn card "
                      "(the game ends a draw late); and that score"),
        **NO_CHALLENGE}),
    "tramblei__pl-coursera.sml": (70.0, NO_CHALLENGE),
    # cards rank * suit, as an earlier provided file had them: the tests write them so
    "vardhman1996__CSE_341.sml": (77.35, {
        **FIVE_X,
        "score_challenge": ("partial", "the same score rule"),
        "officiate_challenge": ("partial", "the same score rule"),
        **NO_CAREFUL}),
    "Wistony__Programming_Languages_Part_A.sml": (70.0, NO_CHALLENGE),
    "wuyuanpei__Programming_Language_Labs.sml": (96.5, {"careful_player": NO_EMPTY_DRAW}),
    "wydream__Programming-Language.sml": (70.0, NO_CHALLENGE),
    "yejialin__ProgrammingLanguages.sml": (70.0, NO_CHALLENGE),
    # `exception IllegalMove of card` (it scored 0: the harness did not compile against it);
    # SML/NJ rejects the whole file (its last line, `... = 4 w`): each function graded on
    # its own, as the README says
    "yjhtry__sml.sml": (36.25, {
        "card_value": ("partial", "student bug: a jack is 11 and an ace 10"),
        "remove_card": ("failed", "student bug: raises `e c`, so e must be a card -> exn "
                        "(its IllegalMove carries a card): given an exception, as the text "
                        "says, it does not compile (in SML/NJ either)"),
        "all_same_color": ("partial", "student bug: compares the suits, pairwise"),
        "sum_cards": ("partial", "that card_value"),
        "score": ("partial", "student bug: over the goal, sum or 3 x sum (not of sum - goal); "
                  "and those functions"),
        "officiate": ("missing", "student bug: the file stops before it (unfinished)"),
        **NO_CHALLENGE}),
    "ykolomiets__ossu.sml": (70.0, NO_CHALLENGE),
    "yucentao__Coursera_Programming_Languages_A.sml": (70.0, NO_CHALLENGE),
}


# ------------------------------------------------------------------ the eighth set
# (SOURCES.md, "Eighth set"): every test of a function the file defines (8,874) run again
# in plain sml with the student's whole file, our own printers, each exception named (the
# one file SML/NJ rejects cut to what compiles), and judged by a model of the text written
# apart from the grader (careful_player's moves played out): every value is SML/NJ's, every
# verdict the model's, from the first run on (no grader fault in this set).

NO_3A_END = {"officiate_challenge": ("missing", "officiate_challenge was not done"),
             **NO_CAREFUL}
ALL_OR_NOTHING = ("partial", "student bug: tries only all aces 11 or all aces 1 (two aces, "
                  "goal 12: 11 + 1 is best)")
SCORE_ENDS_8 = ("partial", "student bug: the game ends (or goes on) on the score, not the "
                "sum, against the goal")
DISCARD_FROM_CARD_LIST = ("partial", "student bug: a discard removes the card from the "
                          "card-list, not from the held cards (IllegalMove)")

SOLITAIRE_8 = {
    "adventurous-peach__programing-languages.sml": (70.0, NO_CHALLENGE),
    "alexcamero__programming-languages-course.sml": (100.0, {}),
    "amos4art__Programming_Languages.sml": (70.0, NO_CHALLENGE),
    "anhqle__coursera-programming-languages.sml": (59.2, {
        "score": ("partial", "student bug: 3 x (goal - sum) under the goal as well"),
        "officiate": ("partial", "that score"),
        **NO_CHALLENGE}),
    # a peer-review copy (another Coursera student's file, kept by the repository's owner)
    "BohdanLeshchynskyi__ProgrammingLanguagesUniWashington-peer-Homework2.sml": (77.62, {
        "score_challenge": ("failed", "student bug: takes three parameters (cards, goal, "
                            "aces): does not compile called as the text says, in SML/NJ "
                            "either"),
        "officiate_challenge": ("partial", "student bug: scores with that score_challenge, "
                                "whose arithmetic is wrong (3 x delta - goal, |...|)"),
        **NO_CAREFUL}),
    "BohdanLeshchynskyi__ProgrammingLanguagesUniWashington-peer-hw2-1.sml": (70.0, {
        "score_challenge": COMMENTED_OUT, "officiate_challenge": COMMENTED_OUT,
        **NO_CAREFUL}),
    "BohdanLeshchynskyi__ProgrammingLanguagesUniWashington-peer-week3.sml": (75.91, {
        "score_challenge": ("partial", "student bug: counts every ace as 1"),
        **NO_3A_END}),
    "BohdanLeshchynskyi__ProgrammingLanguagesUniWashington.sml": (70.0, NO_CHALLENGE),
    "chrisshyi__Prog_Lang.sml": (80.0, NO_3A_END),
    "cs-learning-every-day__programming-language-uw.sml": (59.41, {
        "card_value": ("partial", "student bug: no case for Queen (raises Match)"),
        "remove_card": ("partial", "student bug: rebuilds the list reversed and raises e "
                        "only if that equals cs, so a card not held raises nothing"),
        "sum_cards": ("partial", "that card_value (Match on a queen)"),
        "score": ("partial", "that card_value"),
        "officiate": ("partial", "that card_value and remove_card (no IllegalMove)"),
        **NO_CHALLENGE}),
    "deanwong__uw-programming-languages.sml": (70.0, NO_CHALLENGE),
    "deszip__prog-lang-a.sml": (70.0, NO_CHALLENGE),
    "dqisme__learn-coursera-programming-languages.sml": (96.0, {
        "careful_player": ("partial", "student bug: discards cards not held (IllegalMove) "
                           "and draws over the goal")}),
    "Dustin-Lee__Csc-330_Programming-Languages.sml": (62.92, CSC330),
    "EfimAksenov__CSprogrammingLanguages.sml": (70.0, NO_CHALLENGE),
    "fapapa__Programming-Languages-Course.sml": (100.0, {}),
    "ferflorespinto__CSC330.sml": (61.25, {
        **CSC330,
        "officiate": ("partial", "the same score rule; and no IllegalMove for a discard of "
                      "a card not held")}),
    "fffxj__Programming-Languages.sml": (68.33, {
        "officiate": DISCARD_FROM_CARD_LIST, **NO_CHALLENGE}),
    "GodMadoka__Programming-Languages-UW.sml": (70.0, NO_CHALLENGE),
    "gtabary__ProgrammingLanguageA.sml": (75.34, {
        "all_same_color": ("partial", "student bug: compares suits, not colours"),
        "score": ("partial", "that all_same_color (no halving for mixed suits of one "
                  "colour)"),
        "officiate": ("partial", "that score"),
        "score_challenge": ("partial", "that score"),
        "officiate_challenge": ("partial", "student bug: plays officiate on card-lists whose "
                                "aces are made Num 1, so a discard of an ace raises "
                                "IllegalMove; and that score"),
        **NO_CAREFUL}),
    "HaltonO__Functional_Programming.sml": (62.92, CSC330),
    "hawshemi__Coursera-Programming-Languages.sml": (67.35, {
        "remove_card": ("partial", "student bug: raises e when c is the last of two or more "
                        "cards"),
        "officiate": THAT_REMOVE_CARD,
        **NO_CHALLENGE}),
    "hyq2017__programming-language.sml": (65.98, {
        "remove_card": REMOVES_AFTER_C, "officiate": THAT_REMOVE_CARD, **NO_CHALLENGE}),
    "JasonQuinalayo__coursera-programming-languages.sml": (100.0, {}),
    "jimmydoller__Programming-Languages-by-University-of-Washington.sml": (69.58, {
        "officiate": SCORE_ENDS_8, **NO_CHALLENGE}),
    "liihhnm__coursera-programming-languages.sml": (68.33, {
        "officiate": ("partial", "student bug: a discard keeps the card (it recurses with "
                      "the old held cards)"),
        **NO_CHALLENGE}),
    "lisq199__CSC330.sml": (62.92, CSC330),
    "locoyou__ProgrammingLanguages.sml": (100.0, {}),
    "LOGQTAINIA__Coursera-Programming-Languages.sml": (96.5, {"careful_player": NO_EMPTY_DRAW}),
    "mhz-edu__PLABC.sml": (95.36, {
        "officiate": SCORE_ENDS_8,
        "score_challenge": ALL_OR_NOTHING,
        "officiate_challenge": ("partial", "the same: ends on the score; and that "
                                "score_challenge"),
        "careful_player": ("partial", "student bug: draws over the goal, and goes on after a "
                           "score of 0 reached by the one-colour halving")}),
    "mingyangzhang__programming-language-assignments.sml": (50.76, {
        "all_same_color": PAIRWISE,
        "score": ("partial", "student bug: 3 x sum over the goal, sum (halved if one "
                  "colour) under it"),
        "officiate": ("partial", "that score"),
        **NO_CHALLENGE}),
    "mohammedzaher__programming_languages.sml": (70.0, NO_CHALLENGE),
    "Noah-Boulton__CSC330.sml": (62.92, CSC330),
    "otonnesen__coursework.sml": (62.92, CSC330),
    "poolmaster__Coursera-PL.sml": (96.3, {
        "score_challenge": ("partial", "student bug: greedy: makes an ace 1 only while the "
                            "sum is 10 or more over the goal"),
        "officiate_challenge": ACES_AS_11_END}),
    "Ray-Eldath__programming_languages_coursera.sml": (69.58, {
        "officiate": SCORE_ENDS_8, **NO_CHALLENGE}),
    # a peer-review copy (Darya Baklanova's file, kept by the repository's owner)
    "rdwrcode__pl-BaklanovaDarya.sml": (70.0, NO_CHALLENGE),
    "rdwrcode__pl.sml": (69.77, {
        "remove_card": ("partial", "student bug: goes on past c: removes every copy and "
                        "raises e unless c is the last card"),
        "all_same_color": PAIRWISE,
        "score": ("partial", "that all_same_color"),
        "officiate": ("partial", "that remove_card (IllegalMove for held cards; none from "
                      "an empty hand)"),
        "score_challenge": ALL_OR_NOTHING,
        **NO_3A_END}),
    "rhanqtl__coursera-programming-languages.sml": (88.27, {
        "score_challenge": ALL_OR_NOTHING,
        "officiate_challenge": ("partial", "that score_challenge"),
        "careful_player": ("partial", "student bug: a stub that returns []")}),
    "ronnieqt__uw-pl.sml": (70.0, NO_CHALLENGE),
    "satoukiCk__PL-UW.sml": (70.0, NO_CHALLENGE),
    "sidxiong__CSE341-Programming-Language.sml": (70.0, NO_CHALLENGE),
    "SimonForgot__PL-coursera-repo.sml": (67.01, {
        "all_same_color": EMPTY_NOT_ONE_COLOUR, "score": EMPTY_HELD_SCORE,
        "officiate": ("partial", "that score"), **NO_CHALLENGE}),
    "spininertia__prog-lang.sml": (67.92, {
        "officiate": ("partial", "student bug: the game ends as soon as the card-list is "
                      "empty, whatever the move, and a discard also drops the card-list's "
                      "first card"),
        **NO_CHALLENGE}),
    "tyrelh__csc330.sml": (62.92, CSC330),
    # SML/NJ rejects the file (remove_card: a syntax error); graded function by function
    "VenierGiacomo__Programming-Languages.sml": (50.0, {
        "remove_card": ("failed", "student bug: a syntax error in it (`)_exp()` and a stray "
                        "`end`): does not compile, in SML/NJ either"),
        "officiate": ("failed", "student bug: unbound movess (and run): does not compile"),
        **NO_CHALLENGE}),
    "wbv__ProgLang.sml": (89.58, {
        "officiate": SCORE_ENDS_8, "careful_player": COMMENTED_OUT}),
    # peer-review copies (four other Coursera students' files, kept by the owner)
    "wine99__PL-coursera-peer-1.sml": (70.0, NO_CHALLENGE),
    "wine99__PL-coursera-peer-2.sml": (70.0, NO_CHALLENGE),
    "wine99__PL-coursera-peer-3.sml": (67.01, {
        "all_same_color": ("partial", "student bug: no case for [] (raises Match)"),
        "score": ("partial", "that all_same_color"),
        "officiate": ("partial", "that all_same_color (no cards held)"), **NO_CHALLENGE}),
    "wine99__PL-coursera-peer-4.sml": (69.58, {
        "officiate": SCORE_ENDS_8, **NO_CHALLENGE}),
    "wine99__PL-coursera.sml": (69.17, {
        "officiate": EMPTY_CARD_LIST_ENDS, **NO_CHALLENGE}),
}


# ------------------------------------------------------------------ the ninth set
# (SOURCES.md, "Ninth set"): every test of a function the file defines was run again in
# plain sml with the student's whole file (the two that SML/NJ rejects cut to what
# compiles) and judged by a model of the text written apart from the grader; the 34
# files' verdicts all agree with it, from the first run on (no grader fault found).

DROPS_BEFORE_LAST = ("partial", "student bug: when c is the last card the cards before it are "
                     "dropped too (the rest's [] is returned as it is)")
NOT_THE_COURSE_DATATYPES = ("failed", "student bug: the file renames the provided datatypes' "
                            "constructors (Club, Spade, Heart, Diamond): the text's calls, "
                            "card_color (Clubs, Num 2), do not compile against it, in SML/NJ "
                            "either")
A_K_Q_END = ("partial", "student bug: the game's end with aces as 1 or 11: A, K, Q drawn to "
             "goal 15 scores 4 (the Q is not counted), where every sum is over the goal: 18")

SOLITAIRE_9 = {
    "abner-suniga__programming-languages-part-a.sml": (70.0, NO_CHALLENGE),
    # the course grader's feedback is pasted after officiate, so its unit does not compile
    "allojohn__coursera_programming-languages.sml": (40.52, {
        "all_same_color": PAIRWISE,
        "sum_cards": ("partial", "student bug: its helper matches the whole list, not the "
                      "rest (never ends: Overflow; the course grader's pasted feedback says "
                      "timeout)"),
        "score": ("partial", "that sum_cards (Overflow)"),
        "officiate": ("failed", "the course grader's feedback pasted into the file after it: "
                      "a syntax error in its unit (152.23), in SML/NJ too"),
        **NO_CHALLENGE}),
    "alokrai__Programming-Languages-Part-A.sml": (75.0, {
        "score_challenge": ("partial", "student bug: not the least score (two aces, goal 12: "
                            "15, where 11 + 1 scores 0)"),
        **NO_3A_END}),
    "andreshazard__coursera-programming-languages.sml": (67.35, {
        "remove_card": DROPS_BEFORE_LAST, "officiate": ("partial", "that remove_card"),
        **NO_CHALLENGE}),
    "ascend1__pl-a.sml": (100.0, {}),
    "astralpunch__coursera-programming-languages.sml": (69.17, {
        "officiate": ("partial", "student bug: a Draw from an empty card-list returns the "
                      "score it last computed (0 at the start), not the held cards' score"),
        **NO_CHALLENGE}),
    "BackAged__coursera-programming-languages.sml": (59.55, {
        "score": ("partial", "student bug: no held cards score the goal, not half of it (the "
                  "empty list is all one colour)"),
        "officiate": UNFINISHED, **NO_CHALLENGE}),
    "bhargavg__coursera-programming-languages.sml": (65.83, {
        "officiate": ("partial", "student bug: a Draw does not take the card off the "
                      "card-list (the same first card is drawn again)"),
        **NO_CHALLENGE}),
    "bmitc__coursera-programming-languages.sml": (70.0, NO_CHALLENGE),
    # peer-review copies (three other Coursera students' files, kept by the owner)
    "bmitc__coursera-programming-languages-peer-1.sml": (68.64, {
        "remove_card": ("partial", "student bug: removes every copy of c"), **NO_CHALLENGE}),
    "bmitc__coursera-programming-languages-peer-2.sml": (70.0, NO_CHALLENGE),
    "bmitc__coursera-programming-languages-peer-3.sml": (70.0, NO_CHALLENGE),
    "davidcashm__coursera-programming-languages.sml": (70.0, NO_CHALLENGE),
    "dincau33__coursera-programming-language-partA.sml": (70.0, NO_CHALLENGE),
    "Enna1__coursera-programming-languages.sml": (100.0, {}),
    "epitsov__Programming-Languages-Part-A.sml": (59.32, {
        "remove_card": ("partial", "student bug: puts copies of c in place of the cards "
                        "before it, raises e when c is the last card, and returns [] for a "
                        "card not held"),
        "officiate": ("partial", "student bug: a Draw does not add the card to the held "
                      "cards, and the game ends when the card-list is empty whatever the move"),
        **NO_CHALLENGE}),
    # SML/NJ rejects the file (card_color_two's clauses, an unfinished officiate); graded
    # function by function
    "henridev__programming-languages-part-a.sml": (35.45, {
        "all_same_color": ("partial", "student bug: pairwise, and no case for an odd number "
                           "of cards (Match)"),
        "sum_cards": ("failed", "student bug: leaves out the last card (Match for [])"),
        "score": ("misnamed", "student's name: p_score"),
        "officiate": ("failed", "student bug: unfinished (a let without end): does not "
                      "compile, in SML/NJ either"),
        "score_challenge": ("missing", "a stub inside the unfinished officiate"),
        "officiate_challenge": ("missing", "a stub inside the unfinished officiate"),
        **NO_CAREFUL}),
    "jkirkwin__CSC330-Programming-Languages.sml": (62.92, CSC330),
    "kevindam96__uw-pl.sml": (79.09, {
        "score_challenge": ("partial", "student bug: never lets an ace take the sum over the "
                            "goal (A, A, 7, goal 18: 9, where 11 + 1 + 7 = 19 scores 3)"),
        **NO_3A_END}),
    "l1nxy__Coursera-Programming-Languages.sml": (67.77, {
        "remove_card": ("partial", "student bug: never raises for a card not held (a "
                        "reversed rebuild compared with cs)"),
        "officiate": ("partial", "that remove_card: no IllegalMove"), **NO_CHALLENGE}),
    "lizhijianrd__coursera-programming-languages.sml": (100.0, {}),
    "oscar-shing__coursera-programming-language.sml": (67.35, {
        "remove_card": ("partial", "student bug: raises e when c is the last card"),
        "officiate": ("partial", "that remove_card (IllegalMove)"), **NO_CHALLENGE}),
    "paperclipmaximizer__Programming-Languages-Part-A.sml": (87.71, {
        "score_challenge": ("partial", "student bug: not the least score (two aces, goal 12: "
                            "5, where 11 + 1 scores 0)"),
        "officiate_challenge": ("partial", "that score_challenge"),
        "careful_player": ("partial", "student bug: stops drawing while the goal is more than "
                           "10 above the held value (9 tests; the empty card-list detail "
                           "among them)")}),
    "re-nanashi__programming-languages-part-a.sml": (96.5, {"careful_player": NO_EMPTY_DRAW}),
    "ReiRootieroot__Programming-Languages-Part-A.sml": (90.1, {
        "officiate_challenge": A_K_Q_END,
        "careful_player": ("partial", "student bug: stops drawing while the goal is more than "
                           "10 above (12 tests), discards cards not held, goes over the goal")}),
    "robywan27__coursera-programming-languages.sml": (0.0, {
        **{f: NOT_THE_COURSE_DATATYPES for f in ("card_color", "card_value", "remove_card",
                                                 "all_same_color", "sum_cards", "score",
                                                 "officiate")},
        **NO_CHALLENGE}),
    "ruchi-115__Coursera-Programming-Languages.sml": (70.0, NO_CHALLENGE),
    "SanjyotVaidya__Programming_Languages_Part_A.sml": (70.0, NO_CHALLENGE),
    "stepankuzmin__coursera-programming-languages.sml": (65.83, {
        "officiate": ("partial", "student bug: Match when the card-list runs out with moves "
                      "left (no case for it), and the sum is checked before a draw, not after"),
        **NO_CHALLENGE}),
    "Tacklebox__CSC330.sml": (62.92, CSC330),
    "tolkamps1__csc330-ProgrammingLanguages.sml": (62.92, CSC330),
    "VitorCruz__Programming-Languages-PartA.sml": (93.1, {
        "officiate_challenge": ("partial", "student bug: no held cards score the goal, not "
                                "half of it; and " + A_K_Q_END[1][len("student bug: "):]),
        "careful_player": ("partial", "student bug: Match for an empty card-list, stops "
                           "drawing while the goal is more than 10 above, goes over the goal, "
                           "misses a discard-then-draw to 0")}),
    "yijieqiu__coursera-programming-languages.sml": (66.1, {
        "all_same_color": PAIRWISE, "score": ("partial", "that all_same_color"),
        "officiate": ("partial", "student bug: a discard removes the card-list's first card "
                      "from the held cards (IllegalMove) and the game ends when the card-list "
                      "is empty, whatever the move"),
        **NO_CHALLENGE}),
    "zenja__coursera-programming-languages.sml": (65.98, {
        "remove_card": REMOVES_AFTER_C, "officiate": ("partial", "that remove_card"),
        **NO_CHALLENGE}),
    # a second batch, found by more repository names: the same check, all agree
    "AndriusZimkus__Coursera_ProgrammingLanguages.sml": (89.58, {
        "officiate": SCORE_ENDS_8, **NO_CAREFUL}),
    "aydinschwa__programming_languages_a-c.sml": (83.57, {
        "officiate": DISCARD_FROM_CARD_LIST,
        "officiate_challenge": ("partial", "the same discard from the card-list; and "
                                + A_K_Q_END[1][len("student bug: "):]),
        **NO_CAREFUL}),
    "belamenso__uw-programming-languages.sml": (70.0, NO_CHALLENGE),
    "frymash__UW-Programming-Languages.sml": (100.0, {}),
    "fuafa__coursera-pl.sml": (70.0, NO_CHALLENGE),
    "kaidon__Coursera_ProgrammingLanguages.sml": (70.0, NO_CHALLENGE),
    "luismomm2110__UW-programming-languages.sml": (63.48, {
        "remove_card": REMOVES_AFTER_C,
        "officiate": ("partial", "that remove_card, and student bug: it declares and raises "
                      "IlegalMove (a typo), not the text's IllegalMove"),
        **NO_CHALLENGE}),
    "M1c17__Programming_Languages_A_B_C.sml": (80.39, {
        "officiate": ("missing", "student's name: cards_game (unlike officiate: not offered "
                      "as misnamed)"),
        "score_challenge": ("partial", "student bug: counts every ace as 1 (two aces, goal "
                            "12: 5, where 11 + 1 scores 0)"),
        "officiate_challenge": ("partial", "student bug: a discard removes the card from the "
                                "card-list (IllegalMove); and that score_challenge"),
        "careful_player": ("partial", "student bug: stops drawing while the goal is more than "
                           "10 above the held value")}),
    "PrimarisEquilibrium__Programming-Languages-A.sml": (65.15, {
        "remove_card": ("partial", "student bug: removes every copy of c"),
        "all_same_color": PAIRWISE, "score": ("partial", "that all_same_color"),
        "officiate": DISCARD_FROM_CARD_LIST, **NO_CHALLENGE}),
    "RobDJG__Programming-Languages-ABC.sml": (60.0, {"officiate": UNFINISHED, **NO_CHALLENGE}),
    "taetaehoho__UW-ProgrammingLanguagesA.sml": (58.22, {
        "score": ("partial", "student bug: no halving for a one-colour hand"),
        "officiate": ("partial", "that score; and a Draw from an empty card-list returns the "
                      "score it last computed"),
        **NO_CHALLENGE}),
    "TheAxumite__Programming-Languages-A.sml": (69.58, {
        "officiate": ("partial", "student bug: a Draw from an empty card-list does not end "
                      "the game (a later discard of a card not held raises IllegalMove)"),
        **NO_CHALLENGE}),
    "willfish__coursera_programming_languages_a.sml": (70.0, NO_CHALLENGE),
    # a peer-review copy (another Coursera student's file, kept by the owner)
    "willfish__coursera_programming_languages_a-peer.sml": (70.0, NO_CHALLENGE),
}


#: the tenth set (README.md, "Tenth set"); each failing test also run in plain sml
SOLITAIRE_10 = {
    # CSE 341 Spring 2013's hw2, self-study; ends with `use "johnson_hw2_test.sml";`
    "Ajwah__Programming-Languages.sml": (96.5, {
        "careful_player": ("partial", "student bug: stops when the card-list runs out, even "
                           "with the goal more than 10 above (the text: (attempt to) draw "
                           "even if no cards remain)")}),
    "agata-anastazja__Programming-Languages-mine.sml": (69.58, {
        "officiate": ("partial", "student bug: the game ends when score - goal >= 0 and "
                      "returns score - goal (a hand of one colour just under the goal: 23 "
                      "for 9)"),
        **NO_CHALLENGE}),
    # the challenge problems are stubs `fun score_challenge () = 0`: ill-typed calls in
    # SML/NJ too
    "coolsonu39__prog-lang-coursera.sml": (68.33, {
        "officiate": ("partial", "student bug: a Discard removes the card from the "
                      "card-list, not from the held cards (IllegalMove)"),
        "score_challenge": ("failed", "a stub of type unit -> int: does not compile as "
                            "called, in SML/NJ too"),
        "officiate_challenge": ("failed", "a stub of type unit -> int"),
        "careful_player": ("failed", "a stub of type unit -> int")}),
    "jay-medina__ProgLang-Coursera.sml": (87.66, {
        "score_challenge": ("partial", "student bug: never lets the aces take the sum "
                            "over the goal (two aces and a 7, goal 18: 9, where 11 + 1 + 7 "
                            "= 19 scores 3)"),
        "officiate_challenge": ("partial", "that score_challenge"),
        **NO_CAREFUL}),
    "omabena__programming-languages.sml": (70.0, NO_CHALLENGE),
    # three peer-review copies (other students' files) kept beside the owner's
    "omabena__programming-languages-review1.sml": (83.96, {
        "score_challenge": ("partial", "student bug: 0 whenever the aces as 1 are under the "
                            "goal and as 11 over it (scored at the goal itself)"),
        "officiate_challenge": ("partial", "that score_challenge"),
        **NO_CAREFUL}),
    "omabena__programming-languages-review2.sml": (100.0, {}),
    "omabena__programming-languages-review3.sml": (64.32, {
        "remove_card": ("partial", "student bug: drops the cards before c as well"),
        "officiate": ("partial", "that remove_card; and a Draw from an empty card-list "
                      "scores the (empty) card-list, not the held cards"),
        **NO_CHALLENGE}),
    "rish246__functional_programming_sml.sml": (66.4, {
        "remove_card": ("partial", "student bug: puts copies of c in place of the cards "
                        "before it"),
        "officiate": ("partial", "that remove_card"),
        **NO_CHALLENGE}),
    # three peer-review copies kept beside the owner's
    "rish246__functional_programming_sml-review1.sml": (70.0, NO_CHALLENGE),
    "rish246__functional_programming_sml-review2.sml": (65.98, {
        "remove_card": ("partial", "student bug: drops the cards before c as well"),
        "officiate": ("partial", "that remove_card"),
        **NO_CHALLENGE}),
    "rish246__functional_programming_sml-review3.sml": (69.58, {
        "officiate": ("partial", "student bug: the game ends when the sum equals the goal "
                      "(the text: exceeds)"),
        **NO_CHALLENGE}),
    # KPI multi-paradigm programming lab 3 (the same homework); `use "hw02.sml"` (the
    # provided code, not submitted): the course's declarations are added
    "x-FIREFOUR-x__ParadigmLab3.sml": (70.0, NO_CHALLENGE),
}


def _graded(assignment: str, names: list[str]) -> dict:
    present = [FOLDER / assignment / n for n in names if (FOLDER / assignment / n).is_file()]
    if not present:
        return {}
    subs = [Submission.from_path(p, p.name) for p in present]
    results, _ = grade_all(subs, GradeConfig(assignment), jobs=2, cache_dir=None)
    return {r.submission: r for r in results}


@pytest.fixture(scope="module")
def solitaire():
    if shutil.which("sml") is None or sandbox_problem() is not None:
        pytest.skip("SML/NJ and the sandbox are needed for the SML files")
    return _graded("solitaire", list(SOLITAIRE) + list(SOLITAIRE_2) + list(SOLITAIRE_3)
                   + list(SOLITAIRE_4) + list(SOLITAIRE_6) + list(SOLITAIRE_7)
                   + list(SOLITAIRE_8) + list(SOLITAIRE_9) + list(SOLITAIRE_10))


@pytest.fixture(scope="module")
def bridge_hands():
    return _graded("bridge-hands", list(BRIDGE_HANDS) + list(BRIDGE_HANDS_2)
                   + list(BRIDGE_HANDS_3) + list(BRIDGE_HANDS_4) + list(BRIDGE_HANDS_6))


@pytest.fixture(scope="module")
def mini_card_game():
    return _graded("mini-card-game", list(MINI_CARD_GAME_6))


def _check(result, expected: tuple, functions: list) -> None:
    score, verdicts = expected
    statuses = {f.name: f.status for f in result.functions}
    assert statuses == {f: verdicts.get(f, ("ok", ""))[0] for f in functions}
    assert round(result.score, 2) == score


@pytest.mark.slow
@pytest.mark.parametrize("name", list(SOLITAIRE) + list(SOLITAIRE_2) + list(SOLITAIRE_3)
                         + list(SOLITAIRE_4) + list(SOLITAIRE_6) + list(SOLITAIRE_7)
                         + list(SOLITAIRE_8) + list(SOLITAIRE_9) + list(SOLITAIRE_10))
def test_public_solitaire_verdicts(solitaire, name):
    if name not in solitaire:
        pytest.skip(f"{name} is not downloaded (tests/submissions_public/fetch.py)")
    from minischeme.assignments.solitaire.sml import FUNCTIONS
    _check(solitaire[name], {**SOLITAIRE, **SOLITAIRE_2, **SOLITAIRE_3, **SOLITAIRE_4,
                             **SOLITAIRE_6, **SOLITAIRE_7, **SOLITAIRE_8, **SOLITAIRE_9,
                             **SOLITAIRE_10}[name], FUNCTIONS)


@pytest.mark.parametrize("name", list(BRIDGE_HANDS) + list(BRIDGE_HANDS_2)
                         + list(BRIDGE_HANDS_3) + list(BRIDGE_HANDS_4) + list(BRIDGE_HANDS_6))
def test_public_bridge_hands_verdicts(bridge_hands, name):
    if name not in bridge_hands:
        pytest.skip(f"{name} is not downloaded (tests/submissions_public/fetch.py)")
    _check(bridge_hands[name],
           {**BRIDGE_HANDS, **BRIDGE_HANDS_2, **BRIDGE_HANDS_3, **BRIDGE_HANDS_4,
            **BRIDGE_HANDS_6}[name],
           ["card-val", "high-card-points", "count-suit", "suit-counts", "suit-dist-points",
            "hand-dist-points", "bridge-val"])


@pytest.mark.parametrize("name", list(MINI_CARD_GAME_6))
def test_public_mini_card_game_verdicts(mini_card_game, name):
    if name not in mini_card_game:
        pytest.skip(f"{name} is not downloaded (tests/submissions_public/fetch.py)")
    _check(mini_card_game[name], MINI_CARD_GAME_6[name],
           ["card-color", "card-rank", "all-same-color", "fdraw", "fdiscard", "find-steps",
            "find-held-cards", "calc-playerpoint", "calc-score", "play"])
