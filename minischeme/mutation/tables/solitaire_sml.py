"""Solitaire in SML (hw2.sml): mutants of tests/submissions/solitaire-sml/complete.sml."""
from ..mutants import Table, edits, mutant

OFFICIATE_DISCARD = """              | (Discard c) :: ms => play (cards, remove_card (held, c, IllegalMove), ms)
              | Draw :: ms =>
                case cards of
                    [] => score (held, goal)"""
OFFICIATE_END = """                  | c :: cs => if sum_cards (c :: held) > goal
                               then score (c :: held, goal)
                               else play (cs, c :: held, ms)"""
SCORE = """        val pre = if sum > goal then 3 * (sum - goal) else goal - sum
    in
        if all_same_color held then pre div 2 else pre
    end

fun officiate"""
CHALLENGE_EMPTY = """                    [] => score_challenge (held, goal)
                  | c :: cs => if low"""

MUTANTS = (
    mutant("colour-spades-red", "1: spades and clubs are black",
           "      | Spades => Black", "      | Spades => Red"),
    mutant("ace-is-1", "2: aces are 11", "      | Ace => 11", "      | Ace => 1"),
    mutant("king-is-13", "2: everything else is 10", "      | Ace => 11\n      | _ => 10",
           "      | Ace => 11\n      | King => 13\n      | _ => 10"),
    mutant("number-is-10", "2: numbered cards have their number as the value",
           "        Num n => n", "        Num _ => 10"),
    mutant("remove-every-copy", "3: remove only the first copy of c",
           "if x = c then cs' else", "if x = c then List.filter (fn y => y <> c) cs' else"),
    mutant("remove-misses-last", "3: c is found wherever it is, the last card too",
           "        [] => raise e\n", "        [] => raise e\n      | [x] => raise e\n",
           sample="solitaire-sml/remove_card_last.sml"),
    mutant("remove-other-exception", "3: raise the exception e given",
           "        [] => raise e\n", "        [] => raise Empty\n"),
    mutant("remove-no-exception", "3: if c is not in the list, raise e",
           "        [] => raise e\n", "        [] => []\n"),
    mutant("same-colour-first-two", "4: all the cards, not only the first two",
           "card_color head = card_color neck\n                                  andalso all_same_color (neck :: rest)",
           "card_color head = card_color neck"),
    mutant("same-colour-empty-false", "4: no cards are all the same colour (true)",
           "        [] => true\n      | [_] => true", "        [] => false\n      | [_] => true"),
    mutant("ill-typed-all-same-color", "4: all_same_color compiles (compares colours)",
           "card_color head = card_color neck", "card_color head = neck",
           loads=False, sample="solitaire-sml/ill_typed_all_same_color.sml"),
    mutant("sum-first-only", "5: the sum of all the values",
           "c :: cs' => loop (acc + card_value c, cs')", "c :: cs' => loop (acc + card_value c, [])"),
    mutant("over-goal-times-5", "6: three times (sum - goal)", SCORE,
           SCORE.replace("3 * (sum - goal)", "5 * (sum - goal)")),
    mutant("over-goal-at-goal", "6: greater than the goal", SCORE,
           SCORE.replace("if sum > goal", "if sum >= goal"),
           equivalent="at sum = goal both branches give 0"),
    mutant("halving-rounds-up", "6: divided by 2, rounded down", SCORE,
           SCORE.replace("pre div 2", "(pre + 1) div 2")),
    mutant("halving-never", "6: halved when all the same colour", SCORE,
           SCORE.replace("if all_same_color held then pre div 2 else pre", "pre")),
    mutant("illegal-move-other-exception", "7: discarding a card not held raises IllegalMove",
           OFFICIATE_DISCARD, OFFICIATE_DISCARD.replace("IllegalMove", "Empty")),
    mutant("illegal-discard-ignored", "7: discarding a card not held raises IllegalMove",
           OFFICIATE_DISCARD, OFFICIATE_DISCARD.replace(
               "remove_card (held, c, IllegalMove)",
               "(remove_card (held, c, IllegalMove) handle IllegalMove => held)")),
    mutant("game-over-never", "7: the game ends when the sum exceeds the goal",
           OFFICIATE_END, "                  | c :: cs => play (cs, c :: held, ms)"),
    edits("buggy-officiate", "7: the game ends over the goal; raise IllegalMove",
          (OFFICIATE_DISCARD, OFFICIATE_DISCARD.replace("IllegalMove", "Empty")),
          (OFFICIATE_END, "                  | c :: cs => play (cs, c :: held, ms)"),
          sample="solitaire-sml/buggy_officiate.sml"),
    mutant("game-over-at-goal", "7: exceeds (greater than) the goal", OFFICIATE_END,
           OFFICIATE_END.replace("> goal", ">= goal")),
    mutant("game-over-before-draw", "7: the game is over after drawing (the card counts)",
           OFFICIATE_END, OFFICIATE_END.replace("then score (c :: held, goal)",
                                                "then score (held, goal)")),
    mutant("empty-deck-goes-on", "7: a draw from an empty card-list ends the game (issue 32)",
           OFFICIATE_DISCARD, OFFICIATE_DISCARD.replace("[] => score (held, goal)",
                                                        "[] => play (cards, held, ms)")),
    mutant("ends-when-deck-becomes-empty",
           "7: the game ends at a draw from an empty card-list, not when it becomes empty "
           "(issue 32)", OFFICIATE_END, OFFICIATE_END.replace(
               "else play (cs, c :: held, ms)",
               "else if null cs then score (c :: held, goal) else play (cs, c :: held, ms)")),
    mutant("challenge-max", "challenge 1: the least possible score",
           "else Int.min (pre, best_pre", "else Int.max (pre, best_pre"),
    mutant("challenge-extremes", "challenge 1: each ace 1 or 11 on its own (a mix)",
           "    let val pre = best_pre (sum_cards held, count_aces held, goal)",
           "    let val high = sum_cards held\n"
           "        val low = high - 10 * count_aces held\n"
           "        fun pre sum = if sum > goal then 3 * (sum - goal) else goal - sum\n"
           "        val pre = Int.min (pre high, pre low)",
           sample="solitaire-sml/score_challenge_extremes.sml"),
    mutant("challenge-aces-1", "challenge 1: an ace can be 11",
           "best_pre (sum_cards held, count_aces held, goal)",
           "best_pre (sum_cards held - 10 * count_aces held, 0, goal)"),
    mutant("challenge-game-ends-at-11", "challenge 1: the game ends only if no sum is <= goal",
           "if low (c :: held) > goal", "if sum_cards (c :: held) > goal"),
    mutant("challenge-plain-score", "challenge 1: officiate_challenge scores with score_challenge",
           "then score_challenge (c :: held, goal)", "then score (c :: held, goal)"),
    mutant("challenge-zero-when-over", "challenge 1: over the goal scores 3 x (sum - goal) (issue 32)",
           "then score_challenge (c :: held, goal)", "then 0"),
    mutant("challenge-empty-deck-goes-on", "7 (challenge): a draw from an empty card-list ends the game",
           CHALLENGE_EMPTY, CHALLENGE_EMPTY.replace("[] => score_challenge (held, goal)",
                                                    "[] => play (cards, held, ms)")),
    mutant("careful-no-draw-empty", "challenge 2: draw even if no cards remain",
           "[] => if goal > sum_cards held + 10 then rev (Draw :: acc) else rev acc",
           "[] => rev acc"),
    edits("careful-stops-early", "challenge 2: draw from an empty card-list; discard to 0",
          ("[] => if goal > sum_cards held + 10 then rev (Draw :: acc) else rev acc",
           "[] => rev acc"),
          ("case discard_for_zero (held, c) of", "case NONE of"),
          sample="solitaire-sml/careful_stops_early.sml"),
    mutant("careful-never-discards", "challenge 2: discard then draw to reach 0 when possible",
           "case discard_for_zero (held, c) of", "case NONE of"),
    mutant("careful-goes-on-at-0", "challenge 2: no more moves once the score is 0",
           "if score (held, goal) = 0 then rev acc", "if false then rev acc"),
    mutant("careful-discard-no-draw", "challenge 2: discard one card, THEN draw one card",
           "SOME d => rev (Draw :: Discard d :: acc)", "SOME d => rev (Discard d :: acc)"),
    mutant("careful-exceeds-goal", "challenge 2: the held value never exceeds the goal",
           "else if sum_cards (c :: held) <= goal", "else if true"),
    mutant("careful-draws-at-10", "challenge 2: draw when the goal is MORE than 10 greater",
           "if goal > sum_cards held + 10\n                         then play",
           "if goal >= sum_cards held + 10\n                         then play"),
    mutant("does-not-compile", "the file compiles",
           "(* put your solutions for problem 2 here *)\n",
           "(* put your solutions for problem 2 here *)\n    let val x = 1\n",
           loads=False, sample="solitaire-sml/does_not_compile.sml"),
    mutant("missing-officiate", "7: officiate is defined (partial)",
           "fun officiate (cards, moves, goal) =", "fun officiate_todo (cards, moves, goal) =",
           sample="solitaire-sml/partial.sml"),
)

# Other correct solutions: another careful player (drawing is required only while the goal
# is more than 10 above the held value), held cards kept in the order drawn, remove_card
# returning the other cards in reverse order (an accumulator; the text fixes no order).
VARIANTS = (
    mutant("remove-card-reversed", "remove_card's list in another order (an accumulator)",
           "      | x :: cs' => if x = c then cs' else x :: remove_card (cs', c, e)\n",
           "      | _ => let fun go ([], _) = raise e\n"
           "                   | go (x :: xs, seen) = if x = c then List.revAppend (xs, seen)\n"
           "                                          else go (xs, x :: seen)\n"
           "             in go (cs, []) end\n"),
    mutant("careful-no-optional-draw", "careful_player draws only when it must",
           "else if sum_cards (c :: held) <= goal", "else if false"),
    mutant("held-in-draw-order", "officiate keeps the held cards in the order drawn",
           OFFICIATE_END, OFFICIATE_END.replace("c :: held", "held @ [c]")),
)

TABLE = Table("solitaire", "sml", "solitaire-sml/complete.sml", MUTANTS, VARIANTS)
