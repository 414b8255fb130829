"""N-queens, every placement built row by row (13_queens.rkt)."""


def safe(col, placed):
    for d, c in enumerate(placed, 1):
        if c == col or abs(c - col) == d:
            return False
    return True


def queens(n):
    def place(row):
        if row == n:
            return [()]
        return [(col,) + rest for rest in place(row + 1) for col in range(n) if safe(col, rest)]
    return place(0)


q8 = queens(8)
print(f"({len(q8)} {len(queens(9))} ({' '.join(map(str, q8[0]))}))")
