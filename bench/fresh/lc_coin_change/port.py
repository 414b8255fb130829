"""Port of main.rkt (s-cerevisiae, LeetCode 322): the fewest coins making an amount (-1 when
none do), by dynamic programming over the amounts (the original memoizes its recursion)."""


def coin_change(coins, amount):
    best = [0] + [-1] * amount
    for a in range(1, amount + 1):
        counts = [best[a - c] for c in coins if c <= a and best[a - c] >= 0]
        if counts:
            best[a] = 1 + min(counts)
    return best[amount]


print(coin_change([1, 2, 5], 11))
print(coin_change([2], 3))
print(coin_change([186, 419, 83, 408], 6249))
print(coin_change([7, 13, 29, 31, 37], 4000))
print(coin_change([3, 7, 11, 19, 23, 29], 24000))
