"""KaartSpel in Python: mutants of tests/submissions/kaartspel-python/correct.py."""
from ..mutants import Table, edits, mutant

PUT_BACK = """        if sum(genomen) > self.grens:
            kaart = genomen.pop()
            stapel = [kaart] + stapel
            afleg = afleg[:-1]
        return genomen, stapel, afleg"""
REFILL = """                stapel = list(self.stapel)
                random.shuffle(stapel)
                afleg = []"""

MUTANTS = (
    mutant("grens-str", "GrensStrategie.__str__: GrensStrategie[grens]",
           'return f"GrensStrategie[{self.grens}]"', 'return f"GrensStrategie({self.grens})"',
           sample="kaartspel-python/wrong_str.py"),
    mutant("fraude-str", "FraudeStrategie.__str__: FraudeStrategie[grens]",
           'return f"FraudeStrategie[{self.grens}]"', 'return f"GrensStrategie[{self.grens}]"'),
    mutant("kaartspel-str-space", "KaartSpel.__str__: [N,maximum] with no spaces",
           'return f"[{self.N},{self.maximum}]"', 'return f"[{self.N}, {self.maximum}]"'),
    mutant("grens-at-limit", "neem_kaarten: take cards while the sum is STRICTLY below g",
           "while som < self.grens and", "while som <= self.grens and"),
    mutant("maximum-ignored", "neem_kaarten: at most maximum cards",
           "and len(genomen) < maximum and", "and"),
    mutant("pile-runs-out", "neem_kaarten: cards are taken only while the pile has some",
           " and i < len(stapel):", ":"),
    mutant("afleg-in-front", "the new aflegstapel: the taken cards added at the END",
           "return genomen, stapel[i:], aflegstapel + genomen",
           "return genomen, stapel[i:], genomen + aflegstapel"),
    mutant("fraude-never-puts-back", "FraudeStrategie puts the card that went over back",
           PUT_BACK, "        return genomen, stapel, afleg",
           sample="kaartspel-python/fraude_never_puts_back.py"),
    mutant("fraude-at-limit", "FraudeStrategie: only when the sum is strictly above g",
           "if sum(genomen) > self.grens:", "if sum(genomen) >= self.grens:"),
    mutant("fraude-card-to-bottom", "FraudeStrategie: the card goes back on TOP of the pile",
           "stapel = [kaart] + stapel", "stapel = stapel + [kaart]"),
    mutant("fraude-afleg-keeps-card", "FraudeStrategie: the put-back card is not on the aflegstapel",
           "afleg = afleg[:-1]", "afleg = afleg"),
    mutant("exact-reward-doubled", "exactly N: beloning points",
           "totaal += self.beloning\n", "totaal += 2 * self.beloning\n"),
    mutant("over-penalty-halved", "above N: -2 x beloning",
           "totaal += -2 * self.beloning", "totaal += -1 * self.beloning"),
    mutant("over-at-n", "above N: strictly greater", "elif waarde > self.N:",
           "elif waarde >= self.N:", equivalent="waarde == N is taken by the branch before"),
    mutant("below-integer-division", "below N: beloning x waarde / N (not an integer division)",
           "self.beloning * waarde / self.N", "self.beloning * waarde // self.N"),
    mutant("refill-at-maximum", "a fresh pile when FEWER cards than maximum remain",
           "if len(stapel) < self.maximum:", "if len(stapel) <= self.maximum:"),
    mutant("refill-no-shuffle", "a fresh pile is shuffled", REFILL,
           REFILL.replace("                random.shuffle(stapel)\n", "")),
    mutant("refill-keeps-afleg", "a fresh pile empties the aflegstapel", REFILL,
           REFILL.replace("                afleg = []", "                afleg = afleg"),
           equivalent="the aflegstapel never changes which cards are taken or the points"),
    mutant("no-first-shuffle", "start with a fresh pile, shuffled",
           "        stapel = list(self.stapel)\n        random.shuffle(stapel)\n        afleg = []",
           "        stapel = list(self.stapel)\n        afleg = []"),
    mutant("extra-random", "no extra calls of random (the seeded shuffles of the text)",
           "            genomen, stapel, afleg = strategie.neem_kaarten",
           "            random.random()\n            genomen, stapel, afleg = strategie.neem_kaarten",
           sample="kaartspel-python/extra_random.py"),
    mutant("infinite-loop", "speel_rondes plays the given number of rounds",
           "for _ in range(rondes):", "while rondes:", sample="kaartspel-python/infinite_loop.py"),
    mutant("one-round-less", "play the given number of rounds",
           "for _ in range(rondes):", "for _ in range(rondes - 1):"),
)

# The text's published totals (80.0, then 203.0): accepted beside the faithful ones.
VARIANTS = (
    edits("published-203", "neem_kaarten takes the cards off the caller's pile, speel_rondes "
          "ignores the pile returned (the text's own totals)",
          ("""        som = 0
        i = 0
        while som < self.grens and len(genomen) < maximum and i < len(stapel):
            genomen.append(stapel[i])
            som += stapel[i]
            i += 1
        return genomen, stapel[i:], aflegstapel + genomen""",
           """        while sum(genomen) < self.grens and len(genomen) < maximum and stapel:
            genomen.append(stapel.pop(0))
        return genomen, stapel, aflegstapel + genomen"""),
          ("            genomen, stapel, afleg = strategie.neem_kaarten(stapel, afleg, self.maximum)",
           "            genomen, _, afleg = strategie.neem_kaarten(stapel, afleg, self.maximum)")),
)

TABLE = Table("kaartspel", "python", "kaartspel-python/correct.py", MUTANTS, VARIANTS)
