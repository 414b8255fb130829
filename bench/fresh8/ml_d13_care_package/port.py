"""Port of main.rkt (melted, Advent of Code 2019 day 13, with the author's Intcode program):
an Intcode machine over a dict memory (missing addresses read 0; position, immediate and
relative modes), whose outputs come in triples (x, y, tile): part 1 counts the block tiles
drawn; part 2 sets address 0 to 2 (free play) and steers the paddle towards the column where
the ball is predicted to reach the paddle's row (from the ball's last two columns), printing
the final score."""
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


CODE = {i: int(v) for i, v in enumerate(embedded().strip().split(","))}


def sgn(x):
    return (x > 0) - (x < 0)


def mode(bop, n):
    return bop // 10 ** (n + 1) % 10


def get(code, pc, bop, base, n):
    val = code.get(pc + n, 0)
    m = mode(bop, n)
    if m == 0:
        return code.get(val, 0)
    if m == 1:
        return val
    return code.get(val + base, 0)


def put(code, pc, bop, base, n, x):
    addr = code[pc + n]
    m = mode(bop, n)
    if m == 0:
        code[addr] = x
    elif m == 2:
        code[addr + base] = x
    else:
        raise ValueError("can't set immediate")


def run(code):
    """Run the game to its end; returns (panel, score)."""
    panel, score, seq = {}, 0, 0
    ball_prev = predicted = paddle = None
    pc, base, output = 0, 0, []
    while True:
        bop = code[pc]
        op = bop % 100
        if op == 1:
            put(code, pc, bop, base, 3, get(code, pc, bop, base, 1) + get(code, pc, bop, base, 2))
            pc += 4
        elif op == 2:
            put(code, pc, bop, base, 3, get(code, pc, bop, base, 1) * get(code, pc, bop, base, 2))
            pc += 4
        elif op == 3:
            put(code, pc, bop, base, 1,
                sgn(predicted - paddle[0]) if predicted is not None and paddle is not None else 0)
            pc += 2
        elif op == 4:
            if seq < 2:
                output.append(get(code, pc, bop, base, 1))
            else:
                (x, y), t = output, get(code, pc, bop, base, 1)
                if x == -1:
                    score = t
                else:
                    panel[(x, y)] = t
                if t == 4:
                    if ball_prev is not None:
                        direction = x - ball_prev
                        if paddle is not None:
                            predicted = x + direction * (paddle[1] - y - 1)
                    ball_prev = x
                if t == 3:
                    paddle = (x, y)
                output = []
            seq = (seq + 1) % 3
            pc += 2
        elif op == 5:
            pc = get(code, pc, bop, base, 2) if get(code, pc, bop, base, 1) != 0 else pc + 3
        elif op == 6:
            pc = get(code, pc, bop, base, 2) if get(code, pc, bop, base, 1) == 0 else pc + 3
        elif op == 7:
            put(code, pc, bop, base, 3, 1 if get(code, pc, bop, base, 1) < get(code, pc, bop, base, 2) else 0)
            pc += 4
        elif op == 8:
            put(code, pc, bop, base, 3, 1 if get(code, pc, bop, base, 1) == get(code, pc, bop, base, 2) else 0)
            pc += 4
        elif op == 9:
            base += get(code, pc, bop, base, 1)
            pc += 2
        elif op == 99:
            return panel, score
        else:
            raise ValueError(f"unknown op {bop}")


panel, _ = run(dict(CODE))
print(sum(1 for tile in panel.values() if tile == 2))
code = dict(CODE)
code[0] = 2
print(run(code)[1])
