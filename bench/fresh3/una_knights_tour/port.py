"""Port of main.rkt (UNA-UNDERGROUND course project, knight's tour): backtracking over the
eight knight moves in the project's order on a 6x6 board from the corner, printing the first
full tour; solved 30 times (the first call's result, an empty list, is printed too)."""

MOVES = [(-2, 1), (-1, 2), (1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1)]


def tour(n, x, y):
    board = [[0] * n for _ in range(n)]
    board[y][x] = 1

    def solve(x, y, visited):
        if visited == n * n:
            for row in board:
                print("(" + " ".join(f"{v:2d}" for v in row) + ")")
            return True
        for dx, dy in MOVES:
            nx, ny = x + dx, y + dy
            if 0 <= nx < n and 0 <= ny < n and board[ny][nx] == 0:
                board[ny][nx] = visited + 1
                if solve(nx, ny, visited + 1):
                    return True
                board[ny][nx] = 0
        return False

    return solve(x, y, 1)


if tour(6, 0, 0):
    print("'()")
for _ in range(29):
    tour(6, 0, 0)
