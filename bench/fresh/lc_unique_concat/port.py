"""Port of main.rkt (s-cerevisiae, LeetCode 1239): the longest concatenation of some of the
strings with no character twice, trying each string in and out."""


def max_length(strings):
    def go(chars, i):
        if i == len(strings):
            return len(chars)
        s = strings[i]
        if len(set(s)) == len(s) and chars.isdisjoint(s):
            return max(go(chars | set(s), i + 1), go(chars, i + 1))
        return go(chars, i + 1)

    return go(frozenset(), 0)


print(max_length(["un", "iq", "ue"]))
print(max_length(["cha", "r", "act", "ers"]))
print(max_length(list("abcdefghijklmn") + ["ab", "cd"]))
