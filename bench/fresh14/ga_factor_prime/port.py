"""Port of main.rkt (Gandalf-, FactorPrime.rkt): trial division by d = 2, 3, 4, ..., where d moves
on after dividing once (as the program does); the factors found, after 1, then the number
itself once the rest is 1."""


def prime_factors(x):
    factors, d, n = [1], 2, x
    while n > 1:
        if n % d == 0:
            factors.append(d)
            n //= d
        d += 1
    return factors + [x]


def show(values):
    return "(" + " ".join(map(str, values)) + ")"


print(show(prime_factors(1481131213)))
print(show(prime_factors(71741)))
