"""Port of main.rkt (HOMODELUNA, LeetCode 200 Number of Islands): union-find over the grid's
cells (each cell's parent stored in a grid, heads found by following parents without path
compression, as the original), joining every land cell with its land neighbour to the right
and below; the three examples, then the 300 x 300 grid of the driver."""


def num_islands(grid):
    rows, cols = len(grid), len(grid[0])
    land = [[ch == "1" for ch in line] for line in grid]
    parent = [[(r, c) for c in range(cols)] for r in range(rows)]

    def head(pos):
        while parent[pos[0]][pos[1]] != pos:
            pos = parent[pos[0]][pos[1]]
        return pos

    for r in range(rows):
        for c in range(cols):
            for to in ((r, c + 1), (r + 1, c)):
                if to[0] < rows and to[1] < cols and land[r][c] and land[to[0]][to[1]]:
                    h_from, h_to = head((r, c)), head(to)
                    if h_from != h_to:
                        parent[to[0]][to[1]] = h_from
                        parent[h_to[0]][h_to[1]] = h_from
    return sum(1 for r in range(rows) for c in range(cols)
               if land[r][c] and parent[r][c] == (r, c))


def show(grid):
    return "((" + " ".join("(" + " ".join(line) + ")" for line in grid) + "))"


def test_to_answer(grid, expected):
    answer = num_islands(grid)
    status = "OK  " if answer == expected else "ERR "
    print(f"{status}:{show(grid)} => {expected}")


def generated_grid(rows, cols):
    seed, grid = 12345, []
    for _ in range(rows):
        line = []
        for _ in range(cols):
            seed = (seed * 1103515245 + 12345) % 2147483648
            line.append("1" if seed // 65536 < 18000 else "0")
        grid.append(line)
    return grid


test_to_answer(["11110", "11110", "11010", "11000", "00000"], 1)
test_to_answer(["11000", "11000", "00100", "00011"], 3)
test_to_answer(["1011", "1101", "0010", "1011"], 4)
print(num_islands(generated_grid(300, 300)))
