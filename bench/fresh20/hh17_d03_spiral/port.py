"""Port of main.rkt (hashimmm, Advent of Code 2017 day 3, the author's input 312051): part 2
fills a vector along the square spiral, each cell the sum of its eight neighbours, whose
indices are computed from the ring the cell lies on (31,203 cells), then prints the first
value above the input; part 1 (the main submodule, printed after) the Manhattan distance of
cell 312051 from the centre."""

N = 312051


def containing_square(n):
    layer, side = 1, 1
    while side * side < n:
        layer, side = layer + 1, side + 2
    return layer, side


def find_distance(n):
    layer, side = containing_square(n)
    top = side * side
    closest = min(abs(top - k * (side - 1) - n) for k in range(4))
    return (layer - 1) + (side // 2 - closest)


def st_neighbors(idx):
    """(top, bottom, left, right) of a cell, as the program computes them."""
    if idx == 1:
        return 4, 8, 6, 2
    layer, side = containing_square(idx)
    square = side * side
    last_square = (side - 2) ** 2
    next_square = (side + 2) ** 2
    sq_bottom_left = square - (side - 1)
    sq_top_left = square - 2 * (side - 1)
    sq_top_right = square - 3 * (side - 1)
    right_edge = square == idx or last_square + 1 <= idx <= sq_top_right
    left_edge = sq_top_left <= idx <= sq_bottom_left
    top_edge = sq_top_right <= idx <= sq_top_left
    bottom_edge = sq_bottom_left <= idx <= square

    if left_edge:
        left = (next_square - (side + 1)) - ((sq_bottom_left - idx) + 1)
    elif top_edge:
        left = idx + 1
    elif bottom_edge:
        left = idx - 1
    elif right_edge:
        left = last_square if idx == last_square + 1 else (4 - side) ** 2 + (idx - last_square - 1)

    if idx == square:
        right = idx + 1
    elif right_edge:
        right = square + (idx - last_square) + 1
    elif bottom_edge:
        right = idx + 1
    elif top_edge:
        right = idx - 1
    elif left_edge:
        right = (last_square - (side - 3)) - (sq_bottom_left - idx) + 1

    if square == idx:
        top = last_square + 1
    elif top_edge:
        top = (square + 1 + side) + (idx - (last_square - 1 + side)) + 1
    elif left_edge:
        top = idx - 1
    elif right_edge:
        top = idx + 1
    elif bottom_edge:
        top = (last_square - (side - 3)) + (idx - (square - (side - 1))) - 1

    if idx == last_square + 1:
        bottom = square
    elif idx == square:
        bottom = next_square - 1
    elif bottom_edge:
        bottom = (next_square - (side + 1)) + (idx - (square - (side - 1))) + 1
    elif left_edge:
        bottom = idx + 1
    elif right_edge:
        bottom = idx - 1
    elif top_edge:
        bottom = (last_square - 3 * (side - 3)) + (idx - (last_square - 1 + side)) - 1
    return top, bottom, left, right


def neighbors(idx):
    top, bottom, left, right = st_neighbors(idx)
    _, _, bl, br = st_neighbors(bottom)
    _, _, tl, tr = st_neighbors(top)
    return [top, bottom, left, right, tl, tr, bl, br]


v = [0] * 314722
v[0] = v[1] = 1
for i in range(2, 31205):
    v[i] = sum(v[n] for n in neighbors(i))
print(next(x for x in v if x > N))
print(find_distance(N))
