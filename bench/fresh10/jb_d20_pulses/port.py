"""Port of main.rkt (jbromley, Advent of Code 2023 day 20, with the author's input): a network
of flip-flops, conjunctions and a broadcaster (classes with a handle_pulse method, the original's
generic interface) passing pulses through a queue; part 1 multiplies the low and high pulses
of 1,000 button presses, part 2 presses until four watched modules have each sent a high pulse
and takes the lcm of those press counts."""
import math
from collections import deque
from pathlib import Path

HERE = Path(__file__).parent


def embedded():
    """The input file input.rkt embeds (between its here-string's delimiters)."""
    text = (HERE / "input.rkt").read_bytes().decode("utf-8")
    start = text.index("#<<INPUT-EOF\n") + len("#<<INPUT-EOF\n")
    return text[start:text.rindex("\nINPUT-EOF\n")]


class Pulse:
    __slots__ = ("src", "dst", "level")

    def __init__(self, src, dst, level):
        self.src = src
        self.dst = dst
        self.level = level


class FlipFlop:
    def __init__(self, name, outs):
        self.name = name
        self.state = "low"
        self.outs = outs

    def handle_pulse(self, p):
        if p.level != "low":
            return []
        self.state = "high" if self.state == "low" else "low"
        return [Pulse(self.name, out, self.state) for out in self.outs]


class Conjunction:
    def __init__(self, name, outs):
        self.name = name
        self.state = {}
        self.outs = outs

    def handle_pulse(self, p):
        self.state[p.src] = p.level
        level = "low" if all(v == "high" for v in self.state.values()) else "high"
        return [Pulse(self.name, out, level) for out in self.outs]


class Broadcaster:
    def __init__(self, outs):
        self.name = "broadcaster"
        self.outs = outs

    def handle_pulse(self, p):
        return [Pulse(self.name, out, p.level) for out in self.outs]


class Sink:
    def __init__(self, name):
        self.name = name
        self.outs = []

    def handle_pulse(self, p):
        return []


def read_input(text):
    sources, sinks, nodes = set(), set(), {}
    for line in text.splitlines():
        node, out_str = [s.strip() for s in line.split(" -> ")]
        outs = [s.strip() for s in out_str.split(", ")]
        kind = node[0]
        name = node if kind == "b" else node[1:]
        sources.add(name)
        sinks.update(outs)
        if kind == "b":
            nodes[name] = Broadcaster(outs)
        elif kind == "%":
            nodes[name] = FlipFlop(name, outs)
        else:
            nodes[name] = Conjunction(name, outs)
    for name in sinks - sources:
        nodes[name] = Sink(name)
    for node in list(nodes.values()):
        for out in node.outs:
            if isinstance(nodes[out], Conjunction):
                nodes[out].state[node.name] = "low"
    return nodes


def press_button(network, on_pulse):
    queue = deque([Pulse("button", "broadcaster", "low")])
    while queue:
        p = queue.popleft()
        queue.extend(network[p.dst].handle_pulse(p))
        on_pulse(p)


def count_pulses(network, presses):
    counts = {"low": 0, "high": 0}

    def count(p):
        counts[p.level] += 1
    for _ in range(presses):
        press_button(network, count)
    return counts["low"] * counts["high"]


def try_activate(network, taps):
    presses = 0
    while not all(v > 0 for v in taps.values()):
        presses += 1

        def tap(p):
            if p.src in taps and taps[p.src] == 0 and p.level == "high":
                taps[p.src] = presses
        press_button(network, tap)
    return math.lcm(*taps.values())


text = embedded()
print("AoC 2023 Day 20 - Pulse Propagation")
print(f"Part 1: {count_pulses(read_input(text), 1000)}")
print(f"Part 2: {try_activate(read_input(text), {'mp': 0, 'hn': 0, 'fz': 0, 'xf': 0})}")
