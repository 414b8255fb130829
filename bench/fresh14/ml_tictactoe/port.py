"""Port of main.rkt (Shloub/metalang's tictactoe, as generated in Racket): two games (the same
twice) of minimax against itself from a fixed opening, on a mutable game object whose board is
a 3x3 list of lists; each move's score is printed as the program does."""


class Game:
    def __init__(self):
        self.cases = [[0] * 3 for _ in range(3)]
        self.ended = False
        self.first_to_play = True
        self.note = 0


def print_state(g):
    out = ["\n|"]
    for y in range(3):
        for x in range(3):
            out.append(" OX"[g.cases[x][y]] + "|")
        if y != 2:
            out.append("\n|-|-|-|\n|")
    out.append("\n")
    print("".join(out), end="")


def evaluate(g):
    win = free = 0
    for y in range(3):
        col = lin = -1
        for x in range(3):
            if g.cases[x][y] == 0:
                free += 1
            colv, linv = g.cases[x][y], g.cases[y][x]
            if col == -1 and colv != 0:
                col = colv
            elif colv != col:
                col = -2
            if lin == -1 and linv != 0:
                lin = linv
            elif linv != lin:
                lin = -2
        if col >= 0:
            win = col
        elif lin >= 0:
            win = lin
    for x in (1, 2):
        if g.cases[0][0] == x and g.cases[1][1] == x and g.cases[2][2] == x:
            win = x
        if g.cases[0][2] == x and g.cases[1][1] == x and g.cases[2][0] == x:
            win = x
    g.ended = win != 0 or free == 0
    g.note = 1000 if win == 1 else -1000 if win == 2 else 0


def apply_move(x, y, g):
    g.cases[x][y] = 1 if g.first_to_play else 2
    g.first_to_play = not g.first_to_play


def cancel_move(x, y, g):
    g.cases[x][y] = 0
    g.first_to_play = not g.first_to_play
    g.ended = False


def minmax(g):
    evaluate(g)
    if g.ended:
        return g.note
    best = -10000 if g.first_to_play else 10000
    for x in range(3):
        for y in range(3):
            if g.cases[x][y] == 0:
                apply_move(x, y, g)
                note = minmax(g)
                cancel_move(x, y, g)
                if (note > best) == g.first_to_play:
                    best = note
    return best


def play(g):
    best_move, best = (0, 0), 10000
    for x in range(3):
        for y in range(3):
            if g.cases[x][y] == 0:
                apply_move(x, y, g)
                note = minmax(g)
                print(f"{x}, {y}, {note}")
                cancel_move(x, y, g)
                if note < best:
                    best, best_move = note, (x, y)
    print(f"{best_move[0]}{best_move[1]}")
    return best_move


for _ in range(2):
    state = Game()
    apply_move(1, 1, state)
    apply_move(0, 0, state)
    while not state.ended:
        print_state(state)
        apply_move(*play(state), state)
        evaluate(state)
        print_state(state)
        if not state.ended:
            apply_move(*play(state), state)
            evaluate(state)
    print_state(state)
    print(state.note)
