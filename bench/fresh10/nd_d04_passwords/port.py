"""Port of main.rkt (NEUDitao, Advent of Code 2019 day 4, at the commit where the program ran):
the six-digit numbers of the author's range whose digits never decrease and that have a repeated
digit (the list built twice, as the original calls its search twice); part 2 keeps those in
which some digit occurs exactly twice."""

RANGE_LOWER = 248345
RANGE_HIGHER = 746315


def all_digits_increasing(n):
    acc = 9
    for _ in range(6):
        digit = n % 10
        if digit > acc:
            return False
        n, acc = n // 10, digit
    return True


def contains_double(n):
    digits = str(n)
    return len(set(digits)) != len(digits)


def find_digits(lowest, highest):
    return [n for n in range(lowest, highest + 1)
            if all_digits_increasing(n) and contains_double(n)]


def contains_sequence_only_2(n):
    digits = list(str(n))
    return any(digits.count(d) == 2 for d in digits)


print(len(find_digits(RANGE_LOWER, RANGE_HIGHER)))
print(len([n for n in find_digits(RANGE_LOWER, RANGE_HIGHER) if contains_sequence_only_2(n)]))
