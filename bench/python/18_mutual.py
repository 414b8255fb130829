"""Procedures calling each other in tail position (18_mutual.rkt): CPython has no tail
calls, so each group is a loop over a state, as a Python programmer would write it."""


def parity(n):
    even = True
    while n != 0:
        n -= 1
        even = not even
    return even


def divisible_by_3(bits):
    state = 0
    for b in bits:
        state = (2 * state + b) % 3
    return state == 0


def collatz_total(limit):
    total = 0
    for n in range(1, limit):
        k = 0
        while n != 1:
            n = n // 2 if n % 2 == 0 else 3 * n + 1
            k += 1
        total += k
    return total


def count_words(items):
    n = 0
    in_word = False
    for x in items:
        if x == "sp":
            in_word = False
        elif not in_word:
            in_word = True
            n += 1
    return n


def show(b):
    return "#t" if b else "#f"


bits = [(i * 7) % 2 for i in range(600000)]
text = ["sp" if i % 5 == 0 else "x" for i in range(600000)]
print(f"({show(parity(1000001))} {show(parity(1000000))} {show(divisible_by_3(bits))} "
      f"{collatz_total(10000)} {count_words(text)})")
