"""Port of main.rkt (retiman, Project Euler 17): the letters used writing 1 to 1000 out in
British English words (say builds each number's phrase recursively from a table of words;
spaces are removed before counting)."""
WORD = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
        8: "eight", 9: "nine", 10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen",
        14: "fourteen", 15: "fifteen", 16: "sixteen", 17: "seventeen", 18: "eighteen",
        19: "nineteen", 20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty",
        70: "seventy", 80: "eighty", 90: "ninety"}


def say(n):
    if n == 1000:
        return "one thousand"
    if n >= 100:
        if n % 100:
            return WORD[n // 100] + " hundred and " + say(n % 100)
        return WORD[n // 100] + " hundred"
    if n >= 20:
        if n % 10:
            return WORD[n - n % 10] + " " + say(n % 10)
        return WORD[n - n % 10]
    return WORD[n]


print(sum(len(say(n).replace(" ", "")) for n in range(1, 1001)))
