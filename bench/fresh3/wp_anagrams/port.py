"""Port of main.rkt (WithoutPlastic, LeetCode "anagrams"): strings grouped by their sorted
character codes, groups in order of first appearance; the example's groups, then the number
of groups among 24000 generated strings. The original filters the remaining strings once per
group; a Python programmer groups them in one pass with a dict."""

TEST = ["abs", "sab", "hello", "hello", "ellho", "earth", "threa", "thate"]


def anagrams(strs):
    groups = {}
    for s in strs:
        groups.setdefault(tuple(sorted(map(ord, s))), []).append(s)
    return list(groups.values())


def show(groups):
    return "'(" + " ".join("(" + " ".join(f'"{s}"' for s in g) + ")" for g in groups) + ")"


print(show(anagrams(TEST)))
print(len(anagrams([s + str(i % 7) for i in range(3000) for s in TEST])))
