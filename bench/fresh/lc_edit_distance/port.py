"""Port of main.rkt (s-cerevisiae, LeetCode 72): edit distance by dynamic programming over
the prefixes of both words (the original fills its table lazily)."""


def min_distance(word1, word2):
    previous = list(range(len(word2) + 1))
    for i, a in enumerate(word1, 1):
        current = [i]
        for j, b in enumerate(word2, 1):
            if a == b:
                current.append(previous[j - 1])
            else:
                current.append(1 + min(current[j - 1], previous[j], previous[j - 1]))
        previous = current
    return previous[-1]


def word(k, n):
    return "".join("abcdefgh"[(i * i + k * i + k) % 8] for i in range(n))


print(min_distance("horse", "ros"))
print(min_distance(word(1, 300), word(5, 280)))
