"""Port of main.rkt (trhopkins, Advent of Code 2023 day 2 part 2, the author's input): each
game's draws parsed into (red, green, blue) counts; the sum over games of the product of
each colour's maximum."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def parse_game(line):
    _, trials = line.removeprefix("Game ").split(": ")
    draws = []
    for trial in trials.split("; "):
        counts = {"red": 0, "green": 0, "blue": 0}
        for color in trial.split(", "):
            n, name = color.split()
            counts[name] = int(n)
        draws.append(counts)
    return draws


def power(game):
    return (max(d["red"] for d in game) * max(d["green"] for d in game)
            * max(d["blue"] for d in game))


print(sum(power(parse_game(line)) for line in embedded().splitlines()))
