import random


class GrensStrategie:
    def __init__(self, g):
        self.grens = g

    def __str__(self):
        return f"GrensStrategie[{self.grens}]"

    def neem_kaarten(self, stapel, aflegstapel, maximum):
        genomen = []
        som = 0
        i = 0
        while som < self.grens and len(genomen) < maximum and i < len(stapel):
            genomen.append(stapel[i])
            som += stapel[i]
            i += 1
        return genomen, stapel[i:], aflegstapel + genomen


class FraudeStrategie(GrensStrategie):
    def __str__(self):
        return f"FraudeStrategie[{self.grens}]"

    def neem_kaarten(self, stapel, aflegstapel, maximum):
        genomen, stapel, afleg = super().neem_kaarten(stapel, aflegstapel, maximum)
        if sum(genomen) > self.grens:
            kaart = genomen.pop()
            stapel = [kaart] + stapel
            afleg = afleg[:-1]
        return genomen, stapel, afleg


class KaartSpel:
    def __init__(self, stapel, N, maximum, beloning):
        self.stapel = list(stapel)
        self.N = N
        self.maximum = maximum
        self.beloning = beloning

    def __str__(self):
        return f"[{self.N},{self.maximum}]"

    def speel_rondes(self, strategie, rondes):
        stapel = list(self.stapel)
        random.shuffle(stapel)
        afleg = []
        totaal = 0
        for _ in range(rondes):
            if len(stapel) < self.maximum:
                stapel = list(self.stapel)
                random.shuffle(stapel)
                afleg = []
            genomen, stapel, afleg = strategie.neem_kaarten(stapel, afleg, self.maximum)
            waarde = sum(genomen)
            if waarde == self.N:
                totaal += self.beloning
            elif waarde > self.N:
                totaal += -2 * self.beloning
            else:
                totaal += self.beloning * waarde / self.N
        return totaal


if __name__ == "__main__":
    print(KaartSpel([1, 2, 3], 10, 3, 10))
