"""Port of main.rkt (Gandalf-, Primes.rkt): the primes below 10,000 by repeatedly taking the
first number of a list and filtering its multiples out of the rest (a new list each time);
printed as Racket prints a list, with 1 first as the program has it."""


def primes(limit):
    numbers = list(range(2, limit))
    found = [1]
    while numbers:
        p = numbers[0]
        found.append(p)
        numbers = [x for x in numbers[1:] if x % p != 0]
    return found


print("'(" + " ".join(map(str, primes(10000))) + ")")
