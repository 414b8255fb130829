"""Port of main.rkt (NEUDitao, Advent of Code 2019 day 6, its second version eee.rkt, with the
author's input): the orbit map parsed by a regular expression into a dict; part 1 sums every
planet's depth (memoized in a dict), part 2 grows two sets of reached planets from YOU and SAN
in turns over the undirected graph until they meet."""
import re
import sys
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]

ORBIT = re.compile(r"(\w+)\)(\w+)")


def file_to_orbits(text):
    orbits = {}
    for line in text.splitlines():
        orbitee, orbiter = ORBIT.search(line).groups()
        orbits[orbiter] = orbitee
    return orbits


def total_orbits(orbit_hash):
    memo = {}

    def planet_orbits(p):
        if p not in memo:
            memo[p] = planet_orbits(orbit_hash[p]) + 1 if p in orbit_hash else 0
        return memo[p]
    return sum(planet_orbits(planet) for planet in orbit_hash)


def file_to_graph(text):
    graph = {}
    for line in text.splitlines():
        orbitee, orbiter = ORBIT.search(line).groups()
        graph.setdefault(orbiter, []).insert(0, orbitee)
        graph.setdefault(orbitee, []).insert(0, orbiter)
    return graph


def distance_to_santa(graph):
    def advance_from(point_set):
        ans = set(point_set)
        for planet in point_set:
            ans |= set(graph.get(planet, []))
        return ans

    you, santa, k = {"YOU"}, {"SAN"}, 0
    while not any(planet in santa for planet in you):
        if k % 2 == 0:
            you = advance_from(you)
        else:
            santa = advance_from(santa)
        k += 1
    return k - 2


sys.setrecursionlimit(10000)
text = embedded()
print(total_orbits(file_to_orbits(text)))
print(distance_to_santa(file_to_graph(text)))
