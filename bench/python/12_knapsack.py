"""0-1 knapsack by memoised recursion, dict keyed by (item, capacity) (12_knapsack.rkt)."""
import sys

sys.setrecursionlimit(10000)


def lcg(s):
    return (s * 1103515245 + 12345) % 2147483648


weights, values = [], []
s = 42
for _ in range(60):
    s1 = lcg(s)
    s2 = lcg(s1)
    weights.append(5 + s1 % 40)
    values.append(1 + s2 % 100)
    s = s2
memo = {}


def best(i, cap):
    if i == len(weights):
        return 0
    key = (i, cap)
    if key in memo:
        return memo[key]
    skip = best(i + 1, cap)
    w = weights[i]
    result = skip if w > cap else max(skip, values[i] + best(i + 1, cap - w))
    memo[key] = result
    return result


print(best(0, 600))
