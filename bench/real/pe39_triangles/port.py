"""Port of main.rkt: the perimeter up to 1000 with the most right triangles."""


def possible_num(p):
    count = 0
    for a in range(1, p // 3):
        b, r = divmod(p * p - 2 * a * p, 2 * (p - a))
        if r == 0 and a < b:
            count += 1
    return count


counts = [possible_num(p) for p in range(1, 1001)]
best = 0
for i, c in enumerate(counts):
    if c > counts[best]:
        best = i
print(best + 1)
