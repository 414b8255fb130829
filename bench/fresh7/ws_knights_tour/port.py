"""Port of main.rkt (douglassquirrel/warnsdorff-scheme, run as `--print-tour 50`): Warnsdorff's
knight's tour from (1,1) on a 50x50 board (always a legal move of least onward degree), ties
broken by the Squirrel-Cull table for the board size (the first row whose square is still
unvisited, or the end row, gives a fixed order of the eight knight moves); prints every square
of the tour with whether its move was tied, and whether all squares were visited."""
import sys

sys.setrecursionlimit(20000)
DELTAS = [(-2, 1), (-1, 2), (1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1)]
SIZE = 50


def sc_table(s):
    rows = [  # val mod square-x square-y ordering (None, None: the end row)
        (0, 8, s - 1, s - 2, "34261578"), (0, 8, 2, 2, "87642135"), (0, 8, s - 8, 1, "51867342"),
        (0, 8, 7, s - 3, "51342678"), (0, 8, None, None, "21435678"),
        (1, 8, s - 1, s - 2, "34261578"), (1, 8, 2, 2, "87642135"),
        (1, 8, s - 6, (s - 1) / 2 + 5, "51324678"), (1, 8, None, None, "32481765"),
        (2, 8, 6, 1, "34261578"), (2, 8, 3, 1, "87642135"), (2, 8, s - 15, 4, "54132678"),
        (2, 8, 10, s - 2, "52431678"), (2, 8, 5, s / 2 - 3, "85647123"),
        (2, 8, None, None, "15746823"),
        (3, 8, s - 1, s - 2, "34625718"), (3, 8, s - 6, s, "42681357"), (3, 8, 2, 5, "86512347"),
        (3, 8, s - 10, 3, "51867342"), (3, 8, (s - 1) / 2, s - 2, "61825437"),
        (3, 8, None, None, "71642538"),
        (4, 8, s - 1, s - 2, "34261578"), (4, 8, 2, 2, "87642135"), (4, 8, s - 8, 1, "51867342"),
        (4, 8, 10, s - 5, "51342678"), (4, 8, 13, s / 2 + 1, "86753421"),
        (4, 8, None, None, "78563421"),
        (5, 8, s - 1, s - 2, "34261578"), (5, 8, 2, 2, "87642135"),
        (5, 16, s - 2, (s - 1) / 2 - 2, "51324678"), (13, 16, s - 2, (s - 1) / 2 - 6, "51324678"),
        (5, 8, None, None, "15234678"),
        (6, 8, 6, 1, "34261578"), (6, 8, 3, 1, "87642135"), (6, 8, s - 10, 1, "54132678"),
        (6, 8, 10, s - 2, "52431678"), (6, 8, 3, s / 2 + 4, "85647123"),
        (6, 8, None, None, "12453678"),
        (7, 8, s - 1, s - 2, "34625718"), (7, 8, s - 6, s, "42681357"), (7, 8, 2, 5, "86512347"),
        (7, 8, s - 6, 3, "51867342"), (7, 8, (s - 1) / 2 + 1, s - 2, "61825437"),
        (7, 8, None, None, "61357284"),
    ]
    return [(None if x is None else (x, y), [DELTAS[int(c) - 1] for c in order])
            for val, mod, x, y, order in rows if s % mod == val % mod]


class Board:
    def __init__(self, size, start):
        self.size, self.current, self.visited = size, start, {start}

    def legal_moves(self, sq):
        x, y = sq
        return [(x + dx, y + dy) for dx, dy in DELTAS
                if 1 <= x + dx <= self.size and 1 <= y + dy <= self.size
                and (x + dx, y + dy) not in self.visited]

    def degree(self, sq):
        return len(self.legal_moves(sq))

    def move_to(self, sq):
        self.current = sq
        self.visited.add(sq)


def squirrel_cull(table, moves, board):
    ordering = next(order for sq, order in table if sq is None or sq not in board.visited)
    x, y = board.current
    return next(m for m in ((x + dx, y + dy) for dx, dy in ordering) if m in moves)


def tour(board, tiebreak):
    result = []
    while True:
        moves = board.legal_moves(board.current)
        least = min((board.degree(m) for m in moves), default=0)
        best = [m for m in moves if board.degree(m) == least]
        result.append((board.current, len(best) > 1))
        if not moves:
            return result
        board.move_to(tiebreak(best, board))


table = sc_table(SIZE)
print(f"Computing tour on square board of size {SIZE} using tiebreak squirrel-cull")
T = tour(Board(SIZE, (1, 1)), lambda moves, board: squirrel_cull(table, moves, board))
print(SIZE)
print("\n".join(f"{{'square':[{x},{y}], 'tiebreak':{tied}}}" for (x, y), tied in T))
if len(T) == SIZE * SIZE:
    print(f"Successfully visited all {SIZE * SIZE} squares.")
else:
    print(f"Failed - visited only {len(T)} of {SIZE * SIZE} squares.")
