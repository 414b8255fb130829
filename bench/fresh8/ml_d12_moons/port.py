"""Port of main.rkt (melted, Advent of Code 2019 day 12, the moons' positions written in the
program): part 1 steps the four moons 1000 times (gravity from every other moon, then velocity)
and prints the total energy; part 2 finds, for each axis alone, the step at which the state of
positions and velocities repeats (a dict from the state, as a tuple, to the step it was seen;
the first repeat is printed as the original prints it) and prints the least common multiple."""
from math import lcm


def sgn(x):
    return (x > 0) - (x < 0)


def step(moons):
    velocities = [list(vel) for pos, vel in moons]
    for i, (pos, vel) in enumerate(moons):
        for j, (other, _) in enumerate(moons):
            if i != j:
                for axis in range(3):
                    velocities[i][axis] += sgn(other[axis] - pos[axis])
    return [(tuple(p + v for p, v in zip(pos, vel)), tuple(vel))
            for (pos, _), vel in zip(moons, velocities)]


def energy(v):
    return sum(abs(c) for c in v)


def solve1():
    moons = [((1, 2, -9), (0, 0, 0)), ((-1, -9, -4), (0, 0, 0)),
             ((17, 6, 8), (0, 0, 0)), ((12, 4, 2), (0, 0, 0))]
    for _ in range(1000):
        moons = step(moons)
    return sum(energy(pos) * energy(vel) for pos, vel in moons)


def period(state):
    count = len(state) // 2
    seen = {}
    t = 0
    while True:
        if state in seen:
            prev = seen[state]
            print(f"#({' '.join(map(str, state))}): {prev} -> {t} ({t - prev})")
            return t - prev
        new = list(state)
        for i in range(count):
            for j in range(count):
                if i != j:
                    new[i + count] += sgn(state[j] - state[i])
        for i in range(count):
            new[i] = state[i] + new[i + count]
        seen[state] = t
        state = tuple(new)
        t += 1


print(solve1())
print(lcm(period((1, -1, 17, 12, 0, 0, 0, 0)),
          period((2, -9, 6, 4, 0, 0, 0, 0)),
          period((-9, -4, 8, 2, 0, 0, 0, 0))))
