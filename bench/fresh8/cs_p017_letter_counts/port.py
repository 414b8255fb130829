"""Port of main.rkt (cdrlos, Project Euler 17 in Typed Racket): each number from 1 to 1000 in
words by the same case analysis (the teens but 13, 15 and 18 built from the units with "teen",
the tens 60, 70 and 90 from the units with "ty", hyphens between tens and units, "and" after
"hundred"), its letters counted by reading the string one character at a time and skipping
spaces and hyphens; the sum printed as "Answer: N"."""
import io

UNITS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
         9: "nine", 10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen", 15: "fifteen",
         18: "eighteen"}
TENS = [(20, "twenty"), (30, "thirty"), (40, "forty"), (50, "fifty"), (80, "eighty")]


def number_to_word(n):
    r, q = n % 10, n // 10
    r2, q2 = n % 100, n // 100
    if n in UNITS:
        return UNITS[n]
    if 13 < n < 20:
        return number_to_word(n - 10) + "teen"
    for low, word in TENS:
        if low <= n < low + 10:
            return word if r == 0 else word + "-" + number_to_word(r)
    if 30 < n < 100:
        return number_to_word(q) + "ty" + ("" if r == 0 else "-" + number_to_word(r))
    if 100 <= n < 1000:
        return number_to_word(q2) + " hundred" + ("" if r2 == 0 else " and " + number_to_word(r2))
    if n == 1000:
        return "one thousand"
    return "help!"


def count_letters(s):
    port = io.StringIO(s)
    count = 0
    while (c := port.read(1)) != "":
        if c not in " -":
            count += 1
    return count


print(f"Answer: {sum(count_letters(number_to_word(n)) for n in range(1, 1001))}")
