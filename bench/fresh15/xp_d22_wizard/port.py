"""Port of main.rkt (xpqz, Advent of Code 2015 day 22, the boss in the program): a breadth-first
search (collections.deque, a set of seen states) over wizard fights, each state a tuple (player,
boss, mana spent); the cheapest win, with and without losing 1 hit point a turn."""
from collections import deque

# a spell: cost, damage, armour, healing, shield, poison, recharge turns
SPELLS = [(53, 4, 0, 0, 0, 0, 0), (73, 2, 0, 2, 0, 0, 0), (113, 0, 0, 0, 6, 0, 0),
          (173, 0, 0, 0, 0, 6, 0), (229, 0, 0, 0, 0, 0, 5)]


def cast(state, spell, deficit):
    """The state after casting, or None; a player is (hp, armour, mana, shield, poison, recharge)."""
    (hp, ap, mana, sh, po, re), (bhp, bdp), spend = state
    cost, damage, armour, heal, s, p, r = spell
    if hp - deficit <= 0 or bhp <= 0:
        return None
    if (s > 0 and sh > 0) or (p > 0 and po > 0) or (r > 0 and re > 0):
        return None
    if mana < cost:
        return None
    player = (hp - deficit + heal, ap + armour, mana - cost,
              s if s > 0 else sh, p if p > 0 else po, r if r > 0 else re)
    return player, (bhp - damage, bdp), spend + cost


def effects(state):
    (hp, ap, mana, sh, po, re), (bhp, bdp), spend = state
    player = (hp, 7 if sh > 0 else 0, mana + (101 if re > 0 else 0),
              max(sh - 1, 0), max(po - 1, 0), max(re - 1, 0))
    return player, (bhp - (3 if po > 0 else 0), bdp), spend


def boss_turn(state):
    (hp, ap, mana, sh, po, re), boss, spend = state
    damage = boss[1] - ap
    return (hp - (damage if damage > 0 else 1), ap, mana, sh, po, re), boss, spend


def transitions(state, deficit):
    for spell in SPELLS:
        after = cast(state, spell, deficit)
        if after is not None:
            yield effects(boss_turn(effects(after)))


def cheapest_win(start, deficit=0):
    queue = deque([start])
    seen = {start}
    best = float("inf")
    while queue:
        for nxt in transitions(queue.popleft(), deficit):
            if nxt not in seen:
                queue.append(nxt)
                seen.add(nxt)
                if nxt[1][0] <= 0 and nxt[2] < best:
                    best = nxt[2]
    return best


start = ((50, 0, 500, 0, 0, 0), (71, 10), 0)
print(f"Part1: {cheapest_win(start)}")
print(f"Part2: {cheapest_win(start, 1)}")
