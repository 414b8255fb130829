"""Port of main.rkt (HOMODELUNA, LeetCode 51 N-Queens): every solution for 4, 5 and 6 queens,
placing one queen per row on the squares no earlier queen attacks (the free squares kept as
a list that each placement filters), printed as Racket prints a list of lists of strings."""


def attack(p1, p2):
    (r1, c1), (r2, c2) = p1, p2
    return r1 == r2 or c1 == c2 or abs(r1 - r2) == abs(c1 - c2)


def place_queens(n, free, queens):
    if n == 0:
        return [queens]
    if not free:
        return []
    row = free[0][0]
    solutions = []
    for p in [q for q in free if q[0] == row]:
        solutions += place_queens(n - 1, [q for q in free if not attack(p, q)], [p] + queens)
    return solutions


def display_queens(n, queens):
    return ["".join("Q" if (r, c) in queens else "." for c in range(n)) for r in range(n)]


def solve_n_queens(n):
    free = [(r, c) for r in range(n) for c in range(n)]
    return [display_queens(n, qs) for qs in place_queens(n, free, [])]


def racket_print(boards):
    return "'(" + " ".join("(" + " ".join(f'"{row}"' for row in board) + ")"
                           for board in boards) + ")"


for n in (4, 5, 6):
    print(racket_print(solve_n_queens(n)))
