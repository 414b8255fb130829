"""Port of main.rkt (hashimmm, Advent of Code 2016 day 13, the author's favourite number):
open cells where the popcount of x*x+3x+2xy+y+y*y+N is even; a breadth-first search from
(1,1) to (31,39) over lists (the frontier keeps duplicates, visited cells a list, as the
program does), then the number of distinct cells reached in 50 steps."""

FAVORITE = 1364


def space(x, y):
    return bin(FAVORITE + x * x + 3 * x + 2 * x * y + y + y * y).count("1") % 2 == 0


def variations(pt):
    x, y = pt
    return [p for p in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
            if p[0] >= 0 and p[1] >= 0]


def step(frontier, visited):
    return [v for pt in frontier for v in variations(pt)
            if space(*v) and v not in visited]


def maze_search():
    moves, frontier, visited = 0, [(1, 1)], []
    while not any(pt == (31, 39) for pt in visited):
        frontier, visited = step(frontier, visited), frontier + visited
        moves += 1
    return moves - 1


def max_points():
    moves, visited, frontier = -1, [], [(1, 1)]
    while moves != 50:
        frontier, visited = step(frontier, visited), visited + frontier
        moves += 1
    return len(set(visited))


print(maze_search())
print(max_points())
