"""Port of main.rkt (xpqz, Advent of Code 2015 day 21, the boss in the program): every weapon,
armour and pair of rings (itertools.combinations), each fight played out turn by turn; the
cheapest win and the dearest loss."""
from itertools import combinations

WEAPONS = [(8, 4, 0), (10, 5, 0), (25, 6, 0), (40, 7, 0), (74, 8, 0)]
ARMOR = [(0, 0, 0), (13, 0, 1), (31, 0, 2), (53, 0, 3), (75, 0, 4), (102, 0, 5)]
RINGS = [(0, 0, 0), (0, 0, 0), (25, 1, 0), (50, 2, 0), (100, 3, 0), (20, 0, 1), (40, 0, 2), (80, 0, 3)]


def fight(you, boss):
    """The winner's name; a player is (name, hp, damage, armour)."""
    attacker, defender = you, boss
    while True:
        hp = defender[1] - max(attacker[2] - defender[3], 1)
        if hp <= 0:
            return attacker[0]
        attacker, defender = (defender[0], hp, defender[2], defender[3]), attacker


def find_cost(boss, winner, best, better):
    for w in WEAPONS:
        for a in ARMOR:
            for rings in combinations(RINGS, 2):
                items = [w, a, *rings]
                cost = sum(i[0] for i in items)
                you = ("me", 100, w[1] + sum(r[1] for r in rings), a[2] + sum(r[2] for r in rings))
                if better(cost, best) and fight(you, boss) == winner:
                    best = cost
    return best


boss = ("boss", 103, 9, 2)
print(f"Part1: {find_cost(boss, 'me', 100000, lambda a, b: a < b)}")
print(f"Part2: {find_cost(boss, 'boss', 0, lambda a, b: a > b)}")
