"""Port of main.rkt (s-cerevisiae, LeetCode 51): every placement of n queens, column by
column; the first board for 6 and the number of boards for 1 to 10."""


def safe(row, col, placed):
    """placed holds the rows of columns col-1, col-2, ..., 0."""
    return all(r != row and abs(row - r) != col - c
               for r, c in zip(placed, range(col - 1, -1, -1)))


def queens(n):
    solutions = [[]]
    for col in range(1, n + 1):
        solutions = [[row] + placed for placed in solutions for row in range(n)
                     if safe(row, col, placed)]
    return solutions


def board(n, placed):
    return ["".join("Q" if q == x else "." for x in range(n)) for q in reversed(placed)]


print("\n".join(board(6, queens(6)[0])))
for n in range(1, 11):
    print(len(queens(n)))
