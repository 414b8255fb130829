"""Port of main.rkt (bakgatviooldoos, Advent of Code 2021 day 21, the author's input; the
quantum game to 17 points instead of 21, as the set runs it): the deterministic game with a
100-sided die that repeats (a generator there, itertools.cycle here); then the quantum game by plain recursion without memo over the 7 sums of three 3-sided rolls,
each weighted by how many rolls give it (group-by there, collections.Counter here), wins counted
as a pair (a complex number there, a tuple here); the larger count of wins."""
import itertools
from collections import Counter
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


lines = embedded().splitlines()
player_1 = int(lines[0][len("Player 1 starting position: "):])
player_2 = int(lines[1][len("Player 2 starting position: "):])


def play_round(pawn, score, rolled):
    next_pawn = (pawn + rolled - 1) % 10 + 1
    return next_pawn, score + next_pawn


def play_deterministic(pawn_1, pawn_2):
    die = itertools.cycle(range(1, 101))
    score_1 = score_2 = turns = 0
    while True:
        if score_1 >= 1000:
            return score_2 * 3 * turns
        if score_2 >= 1000:
            return score_1 * 3 * turns
        rolled = next(die) + next(die) + next(die)
        if turns % 2 == 0:
            pawn_1, score_1 = play_round(pawn_1, score_1, rolled)
        else:
            pawn_2, score_2 = play_round(pawn_2, score_2, rolled)
        turns += 1


ROLLS = list(Counter(i + j + k for i in (1, 2, 3) for j in (1, 2, 3) for k in (1, 2, 3)).items())


def play_quantum(pawn_1, pawn_2, score_1=0, score_2=0, turns=0):
    if score_1 >= 17:
        return 1, 0
    if score_2 >= 17:
        return 0, 1
    wins_1 = wins_2 = 0
    for rolled, times in ROLLS:
        if turns % 2 == 0:
            next_pawn, next_score = play_round(pawn_1, score_1, rolled)
            w1, w2 = play_quantum(next_pawn, pawn_2, next_score, score_2, turns + 1)
        else:
            next_pawn, next_score = play_round(pawn_2, score_2, rolled)
            w1, w2 = play_quantum(pawn_1, next_pawn, score_1, next_score, turns + 1)
        wins_1 += times * w1
        wins_2 += times * w2
    return wins_1, wins_2


print("product of the losing player's score and the number of rolls")
print("when playing deterministic dice:")
print(play_deterministic(player_1, player_2))
print()
print("number of universes in which either player wins the most when")
print("playing quantum dice:")
print(max(play_quantum(player_1, player_2)))
