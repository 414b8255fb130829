"""Port of main.rkt (twalsh, Advent of Code 2015 day 11, the author's input written in the
program): the next password after "cqjxjnds", and the one after that, by incrementing the
string like a base-26 number (a reversed list of characters with carry) until it has a run of
three increasing letters (checked on a sliding window of the character list), no i, o or l,
and two pairs of doubled letters (the same regular expressions with back-references)."""
import re

INPUT = "cqjxjnds"


def incr_password(ps):
    chars = list(ps)
    i = len(chars) - 1
    while i >= 0:
        if chars[i] == "z":
            chars[i] = "a"
            i -= 1
        else:
            chars[i] = chr(ord(chars[i]) + 1)
            break
    return "".join(chars)


def contains_incr_str(p):
    for i in range(len(p) - 2):
        ci, cj, ck = ord(p[i]), ord(p[i + 1]), ord(p[i + 2])
        if cj == ci + 1 and ck == ci + 2:
            return True
    return False


def contains_valid_letters(p):
    return not re.search(r"[iol]", p)


def contains_letter_pairs(p):
    return re.search(r"(\w)\1.*(\w)\2", p) is not None


def valid_password(p):
    return contains_incr_str(p) and contains_valid_letters(p) and contains_letter_pairs(p)


def make_pw(password):
    pw = incr_password(password)
    while not valid_password(pw):
        pw = incr_password(pw)
    return pw


part_one = make_pw(INPUT)
print(f'Day 11. Part One: "{part_one}"')
part_two = make_pw(part_one)
print(f'Day 11. Part Two: "{part_two}"')
