"""Port of main.rkt (s-cerevisiae, LeetCode 10): '.' and '*' patterns matched by
backtracking, a starred item trying one more character before giving up (the original
builds the same search out of parser combinators in continuation-passing style)."""


def is_match(s, p):
    items = []
    for c in p:
        if c == "*":
            items[-1] = (items[-1][0], True)
        else:
            items.append((c, False))

    def match(i, k):
        if k == len(items):
            return i == len(s)
        c, star = items[k]
        here = i < len(s) and c in (".", s[i])
        if star:
            return (here and match(i + 1, k)) or match(i, k + 1)
        return here and match(i + 1, k + 1)

    return match(0, 0)


for s, p in [("aa", "a"), ("aa", "a*"), ("ab", ".*"), ("mississippi", "mis*is*p*."),
             ("aaaaaaaaaaaaaaaaab", "a*a*a*a*a*a*c"), ("aaaaaaaaaaaaaaaaaa", "a*a*a*a*a*a*"),
             ("aaaaaaaaaaaaaaaaaaaaaab", "a*a*a*a*a*a*a*c")]:
    print("#t" if is_match(s, p) else "#f")
