"""LALR(1) parse tables, as parser-tools/yacc builds them (private-yacc/table.rkt).

Plain Python over a grammar of names: no Racket values here (parsers.py runs the tables).

The grammar is Racket's, augmented the same way: for each start symbol S_i a production
S'_i -> E_i, and E_i -> S_i end for each end token; the states 0..k-1 are the start states,
in the order of the starts, and a shift of an end token is `accept`. Lookaheads are the
LALR(1) ones: the LR(0) automaton's kernel items collect the lookaheads their closures
pass along the transitions until nothing changes. Conflicts are settled as yacc settles
them: a shift/reduce conflict by the precedences of the token and the production (the
production's is that of its `prec` token, or else of its last token), a higher level
winning, an equal one going by associativity (left: reduce, right: shift, nonassoc:
neither); what is left, shift over reduce and the earlier production over a later one,
counted, so the parser can warn as Racket does.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Production:
    index: int
    lhs: str
    rhs: tuple
    prec: Any                     # (level, assoc) or None


@dataclass
class Grammar:
    terminals: list[str]                     # 'error' among them
    nonterminals: list[str]
    productions: list[Production]            # the start productions first
    starts: int                              # how many start symbols
    ends: list[str]
    term_prec: dict[str, tuple] = field(default_factory=dict)


@dataclass
class Tables:
    """Per state, what each symbol does: ("shift", state), ("reduce", production),
    ("accept",), ("goto", state); a symbol with no entry is a syntax error there."""
    actions: list[dict]
    shift_reduce: int
    reduce_reduce: int


def augment(starts: list[str], ends: list[str], rules: list[tuple[str, tuple, Any]],
            terminals: list[str], term_prec: dict[str, tuple]) -> Grammar:
    """The grammar with Racket's start productions before ``rules`` (lhs, rhs, prec)."""
    prods: list[Production] = []
    entry = [f"%start{i}" for i in range(len(starts))]
    ends_of = [f"%end{i}" for i in range(len(starts))]
    for i in range(len(starts)):
        prods.append(Production(len(prods), entry[i], (ends_of[i],), None))
    for i, start in enumerate(starts):
        for end in ends:
            prods.append(Production(len(prods), ends_of[i], (start, end), None))
    for lhs, rhs, prec in rules:
        prods.append(Production(len(prods), lhs, tuple(rhs), prec))
    nonterminals = entry + ends_of + list(dict.fromkeys(lhs for lhs, _, _ in rules))
    return Grammar(terminals, nonterminals, prods, len(starts), ends, term_prec)


def _first_sets(g: Grammar) -> tuple[dict[str, set], dict[str, bool]]:
    nts = set(g.nonterminals)
    first: dict[str, set] = {n: set() for n in nts}
    nullable = {n: False for n in nts}
    changed = True
    while changed:
        changed = False
        for p in g.productions:
            f, all_nullable = set(), True
            for s in p.rhs:
                if s in nts:
                    f |= first[s]
                    if not nullable[s]:
                        all_nullable = False
                        break
                else:
                    f.add(s)
                    all_nullable = False
                    break
            if not f <= first[p.lhs]:
                first[p.lhs] |= f
                changed = True
            if all_nullable and not nullable[p.lhs]:
                nullable[p.lhs] = changed = True
    return first, nullable


class _Builder:
    def __init__(self, g: Grammar) -> None:
        self.g = g
        self.nts = set(g.nonterminals)
        self.by_lhs: dict[str, list[int]] = {n: [] for n in g.nonterminals}
        for p in g.productions:
            self.by_lhs[p.lhs].append(p.index)
        self.first, self.nullable = _first_sets(g)

    def first_of(self, symbols: tuple) -> tuple[set, bool]:
        """FIRST of a sequence, and whether the whole sequence can be empty."""
        out: set = set()
        for s in symbols:
            if s in self.nts:
                out |= self.first[s]
                if not self.nullable[s]:
                    return out, False
            else:
                out.add(s)
                return out, False
        return out, True

    def closure(self, kernel: frozenset) -> list[tuple[int, int]]:
        """The LR(0) items of a state whose kernel items are ``kernel``."""
        items, seen = list(kernel), set(kernel)
        for p, d in items:
            rhs = self.g.productions[p].rhs
            if d < len(rhs) and rhs[d] in self.nts:
                for q in self.by_lhs[rhs[d]]:
                    if (q, 0) not in seen:
                        seen.add((q, 0))
                        items.append((q, 0))
        return items

    def closure_lookaheads(self, kernel: dict) -> dict:
        """LR(1) closure: each item of the state with the lookaheads it gets from the
        kernel's."""
        la = {item: set(ts) for item, ts in kernel.items()}
        work = list(la)
        while work:
            p, d = work.pop()
            rhs = self.g.productions[p].rhs
            if d < len(rhs) and rhs[d] in self.nts:
                follow, passes = self.first_of(rhs[d + 1:])
                new = follow | la[(p, d)] if passes else follow
                for q in self.by_lhs[rhs[d]]:
                    have = la.get((q, 0))
                    if have is None:
                        la[(q, 0)] = set(new)
                        work.append((q, 0))
                    elif not new <= have:
                        have |= new
                        work.append((q, 0))
        return la

    def automaton(self) -> tuple[list[frozenset], list[dict]]:
        """The LR(0) states (their kernels) and transitions, the start states first."""
        kernels = [frozenset([(i, 0)]) for i in range(self.g.starts)]
        index = {k: i for i, k in enumerate(kernels)}
        goto: list[dict] = []
        i = 0
        while i < len(kernels):
            moves: dict[str, set] = {}
            for p, d in self.closure(kernels[i]):
                rhs = self.g.productions[p].rhs
                if d < len(rhs):
                    moves.setdefault(rhs[d], set()).add((p, d + 1))
            out = {}
            for symbol, items in moves.items():
                k = frozenset(items)
                if k not in index:
                    index[k] = len(kernels)
                    kernels.append(k)
                out[symbol] = index[k]
            goto.append(out)
            i += 1
        return kernels, goto

    def lookaheads(self, kernels: list[frozenset], goto: list[dict]) -> list[dict]:
        """Each state's closure with the LALR(1) lookaheads of its items."""
        kernel_la = [{item: set() for item in k} for k in kernels]
        changed = True
        while changed:
            changed = False
            for s in range(len(kernels)):
                for (p, d), ts in self.closure_lookaheads(kernel_la[s]).items():
                    rhs = self.g.productions[p].rhs
                    if d < len(rhs) and ts:
                        target = kernel_la[goto[s][rhs[d]]][(p, d + 1)]
                        if not ts <= target:
                            target |= ts
                            changed = True
        return [self.closure_lookaheads(k) for k in kernel_la]


def build(g: Grammar) -> Tables:
    """The parse tables of g, its conflicts settled."""
    b = _Builder(g)
    kernels, goto = b.automaton()
    closures = b.lookaheads(kernels, goto)
    ends = set(g.ends)
    candidates: list[dict[str, list]] = []
    for s in range(len(kernels)):
        acts: dict[str, list] = {}
        for symbol, t in goto[s].items():
            if symbol in b.nts:
                acts[symbol] = [("goto", t)]
            elif symbol in ends:
                acts[symbol] = [("accept",)]
            else:
                acts[symbol] = [("shift", t)]
        for (p, d), ts in closures[s].items():
            if d == len(g.productions[p].rhs) and p >= g.starts:
                for t in ts:
                    acts.setdefault(t, []).append(("reduce", p))
        candidates.append(acts)
    return _resolve(g, candidates)


def _by_precedence(g: Grammar, symbol: str, actions: list) -> list:
    """A shift/reduce pair settled by precedence where both sides have one."""
    shift = actions[0] if actions[0][0] == "shift" else actions[1]
    reduce = actions[1] if shift is actions[0] else actions[0]
    token, rule = g.term_prec.get(symbol), g.productions[reduce[1]].prec
    if token is None or rule is None:
        return actions
    if token[0] < rule[0]:
        return [reduce]
    if token[0] > rule[0]:
        return [shift]
    return {"left": [reduce], "right": [shift]}.get(token[1], [])


def _resolve(g: Grammar, candidates: list[dict[str, list]]) -> Tables:
    sr = rr = 0
    table: list[dict] = []
    for acts in candidates:
        row = {}
        for symbol, actions in acts.items():
            if len(actions) == 2 and any(a[0] == "shift" for a in actions) and symbol not in g.nonterminals:
                actions = _by_precedence(g, symbol, actions)
            if not actions:
                continue
            if len(actions) > 1:
                shifts = [a for a in actions if a[0] == "shift"]
                reduces = [a for a in actions if a[0] == "reduce"]
                sr += bool(shifts)
                rr += len(reduces) > 1
                if shifts:
                    actions = shifts
                elif reduces:
                    actions = [min(reduces, key=lambda a: a[1])]
            row[symbol] = actions[0]
        table.append(row)
    return Tables(table, sr, rr)
