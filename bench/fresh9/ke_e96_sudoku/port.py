"""Port of main.rkt (kaesluder, Project Euler 96, on the first 25 of the 50 puzzles): each
puzzle a list of 81 digits; the candidates of an empty cell are the digits minus the sets of
its row, column and block; `rule1` fills every cell with a single candidate (one pass, from the
sets of the puzzle before it); the solver backtracks: the candidate sets of all cells, solved
when all are singletons, failed when one is empty or two peers hold the same single digit,
otherwise each candidate of the cell with the fewest (more than one) is tried on a copy
followed by `rule1`. Prints the sum of the solutions' top-left three-digit numbers. As in the
original, module load also runs `rule1` to a fixed point on the first puzzle, and the peers
of a cell are recomputed (sorted, without duplicates) each time they are asked for."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


def separate_puzzles(lines):
    return [lines[i + 1:i + 10] for i in range(0, len(lines), 10)]


def make_puzzle(text_puzzle):
    return [ord(c) - 48 for line in text_puzzle for c in line]


lines = embedded().splitlines()
all_puzzles = [make_puzzle(p) for p in separate_puzzles(lines)]
test_case = make_puzzle(separate_puzzles(lines)[0])

DIGITS = frozenset(range(1, 10))


def index_to_row(idx):
    return idx // 9


def index_to_column(idx):
    return idx % 9


def index_to_block(idx):
    return 3 * (idx // 27) + (idx % 9) // 3


def row_indices(row):
    return [row * 9 + x for x in range(9)]


def column_indices(col):
    return [9 * x + col for x in range(9)]


def block_indices(block):
    vertical, horizontal = 27 * (block // 3), 3 * (block % 3)
    return [9 * i + vertical + horizontal + j for i in range(3) for j in range(3)]


def solved_sets(puzz, indices):
    return [{puzz[i] for i in indices(n)} - {0} for n in range(9)]


def group_sets(puzz):
    return (solved_sets(puzz, row_indices), solved_sets(puzz, column_indices),
            solved_sets(puzz, block_indices))


def narrow(rows, columns, blocks, idx):
    return DIGITS - rows[index_to_row(idx)] - columns[index_to_column(idx)] - blocks[index_to_block(idx)]


def rule1(puzz):
    rows, columns, blocks = group_sets(puzz)
    result = []
    for i, cur in enumerate(puzz):
        if cur > 0:
            result.append(cur)
        else:
            sols = narrow(rows, columns, blocks, i)
            result.append(next(iter(sols)) if len(sols) == 1 else 0)
    return result


def solve_rule(rule, puzz):
    while True:
        if 0 not in puzz:
            return puzz, True
        nxt = rule(puzz)
        if nxt == puzz:
            return puzz, False
        puzz = nxt


def solutions(puzz):
    rows, columns, blocks = group_sets(puzz)
    return [narrow(rows, columns, blocks, i) if cur == 0 else {cur} for i, cur in enumerate(puzz)]


def peers(idx):
    cells = sorted(set(row_indices(index_to_row(idx)) + column_indices(index_to_column(idx))
                       + block_indices(index_to_block(idx))))
    cells.remove(idx)
    return cells


def find_min(sols):
    best, best_ref = 10, 81
    for i, s in enumerate(sols):
        if 1 < len(s) < best:
            best, best_ref = len(s), i
    return best_ref


def contradiction(sols):
    for i in range(81):
        for j in peers(i):
            if len(sols[i]) == 1 and len(sols[j]) == 1 and sols[i] == sols[j]:
                return True
    return False


def backtracking(puzz):
    sols = solutions(puzz)
    cell = find_min(sols)
    if all(len(s) == 1 for s in sols):
        return [next(iter(s)) for s in sols]
    if any(not s for s in sols) or contradiction(sols):
        return None
    for candidate in sols[cell]:
        new = list(puzz)
        new[cell] = candidate
        found = backtracking(rule1(new))
        if found:
            return found
    return None


test_case_solved, _ = solve_rule(rule1, test_case)

total = 0
for puzz in all_puzzles:
    solution = backtracking(puzz)
    total += solution[0] * 100 + solution[1] * 10 + solution[2]
print(total)
