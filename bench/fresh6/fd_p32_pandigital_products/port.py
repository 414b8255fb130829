"""Port of main.rkt (fridim, Project Euler 32): the sum of the distinct products whose
multiplicand/multiplier/product identity is 1-9 pandigital, trying 1-digit x 4-digit and
2-digit x 3-digit factors and testing the concatenated digits as sorted characters."""


def pandigital(s):
    return len(s) == 9 and sorted(s) == list("123456789")


def pan(a, b, p):
    return (1234 <= p <= 9876
            and ((len(str(a)) == 1 and len(str(b)) == 4) or (len(str(a)) == 2 and len(str(b)) == 3))
            and pandigital(f"{a}{b}{p}"))


products = [a * b for a in range(1, 100)
            for b in range(123 if a > 9 else 1234, 10000 // (a + 1))
            if pan(a, b, a * b)]
print(sum(dict.fromkeys(products)))
