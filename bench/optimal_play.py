"""Timing of the Mini Card Game's optimal play at full size.

Plays seeded random games: a shuffled 52-card deck, 100 random moves, a goal from 20 to 150,
and reports, for ``play`` (the optimal score) and ``find-steps`` (the optimal line with its
tie-break), the median, 99th percentile and worst time per game, and how many scores are
proven optimal. It also checks that the steps found score what ``play`` says.

    python bench/optimal_play.py                      # 1,000 games
    python bench/optimal_play.py --draw-probability 0.65 --games 200 --seed 7

Each move is ``draw`` with some probability. By default each game picks its own, uniformly
from 0.5 to 0.75: with a fair coin many games end within a few moves (a discard with no
cards held ends the game), while the hardest games go through the whole deck with many
discards. ``--draw-probability`` fixes it for every game.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from prelude.mini_card_game import (Card, calc_score, find_held_cards, find_steps,  # noqa: E402
                                    optimal_score)

DECK: list[Card] = [(suit, rank) for suit in "HDSC"
                    for rank in [*range(2, 11), "A", "K", "Q", "J"]]


def random_game(rng: random.Random, draw_probability: float | None
                ) -> tuple[list[Card], list[str], int]:
    """A shuffled full deck, 100 random moves and a goal from 20 to 150."""
    cards = DECK[:]
    rng.shuffle(cards)
    if draw_probability is None:
        draw_probability = rng.uniform(0.5, 0.75)
    moves = ["draw" if rng.random() < draw_probability else "discard" for _ in range(100)]
    return cards, moves, rng.randint(20, 150)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--draw-probability", type=float, default=None,
                        help="chance that a move is a draw (default: 0.5 to 0.75 by game)")
    parser.add_argument("--max-states", type=int, default=None,
                        help="cap on states per move (the answer is then not always proven)")
    options = parser.parse_args()

    rng = random.Random(options.seed)
    play_times, steps_times = [], []
    proven = mismatches = 0
    slowest = None                      # (time, goal, number of draws) of the slowest play
    for _ in range(options.games):
        cards, moves, goal = random_game(rng, options.draw_probability)
        started = time.perf_counter()
        solution = optimal_score(cards, moves, goal, max_states=options.max_states)
        play_times.append(time.perf_counter() - started)
        proven += solution.proven
        started = time.perf_counter()
        steps = find_steps(cards, moves, goal)
        steps_times.append(time.perf_counter() - started)
        if solution.proven and calc_score(find_held_cards(steps), goal) != solution.score:
            mismatches += 1
        if slowest is None or play_times[-1] > slowest[0]:
            slowest = (play_times[-1], goal, moves.count("draw"))

    mix = "0.5 to 0.75" if options.draw_probability is None else options.draw_probability
    print(f"{options.games} games, seed {options.seed}, draw probability {mix}, "
          f"wall-clock times, load average "
          f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    for name, times in (("play", play_times), ("find-steps", steps_times)):
        p99 = statistics.quantiles(times, n=100)[98] if len(times) > 1 else times[0]
        print(f"  {name:<11} median {statistics.median(times) * 1000:8.2f} ms   "
              f"99th percentile {p99 * 1000:8.2f} ms   worst {max(times) * 1000:8.2f} ms   "
              f"over 1 s: {sum(t > 1 for t in times)}")
    print(f"  proven optimal: {proven} of {options.games}")
    print(f"  find-steps lines scoring other than play: {mismatches}")
    if slowest:
        print(f"  slowest play: goal {slowest[1]}, {slowest[2]} draws among the 100 moves")


if __name__ == "__main__":
    main()
