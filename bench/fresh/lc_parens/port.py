"""Port of main.rkt (s-cerevisiae, LeetCode 22): every balanced string of n pairs of
parentheses, '(' inner ')' rest, memoized on n."""
from functools import cache


@cache
def generate(n):
    if n == 0:
        return [""]
    return ["(" + inner + ")" + rest
            for i in range(n) for inner in generate(i) for rest in generate(n - 1 - i)]


print("(" + " ".join(generate(3)) + ")")
print(len(generate(11)))
