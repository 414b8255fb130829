"""Port of main.rkt (hilalmufti, Advent of Code 2023 day 2, the author's input): each game's
draws parsed character by character into red, green and blue counts; the sum of the ids of the
games possible with 12, 13 and 14 cubes, then the sum of each game's product of maxima."""
import math
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def count_cubes(draw):
    clean = (draw.replace(",", "").replace(" ", "").replace("red", "r")
             .replace("green", "g").replace("blue", "b"))
    counts = [0, 0, 0]
    so_far = ""
    for c in clean:
        if c in "rgb":
            counts["rgb".index(c)] = int(so_far)
            so_far = ""
        else:
            so_far += c
    return counts


games = []
for line in embedded().splitlines():
    head, draws = line.split(": ")
    games.append((int(head[5:]), [count_cubes(d) for d in draws.split(";")]))

print(sum(gid for gid, rounds in games
          if all(all(n <= limit for n, limit in zip(r, (12, 13, 14))) for r in rounds)))
print(sum(math.prod(max(r[i] for r in rounds) for i in range(3)) for _, rounds in games))
