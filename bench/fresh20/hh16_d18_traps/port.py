"""Port of main.rkt (hashimmm, Advent of Code 2016 day 18, the author's first row, 40,000
rows): each tile of the next row is a trap when its left/centre/right tiles above are one of
four patterns; count the safe tiles of all rows."""

INPUT = ("^.^^^.^..^....^^....^^^^.^^.^...^^.^.^^.^^.^^..^.^...^.^..^.^^.^..^....."
         "^^^.^.^^^..^^...^^^...^...^.")
NUM_ROWS = 40000
TRAPS = {"^^.", ".^^", "^..", "..^"}


def next_row(row):
    padded = "." + row + "."
    return "".join("^" if padded[i:i + 3] in TRAPS else "." for i in range(len(row)))


safe = 0
row = INPUT
for _ in range(NUM_ROWS):
    safe += row.count(".")
    row = next_row(row)
print(safe)
