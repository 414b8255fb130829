"""Port of main.rkt (cesquivias, Project Euler 26, with our driver): for each d below 1,000,
the remainders of 1/d's long division are produced by a generator and kept in a list (newest
first) until one is seen for the third time; the cycle length is the distance between its two
earlier positions; prints the longest cycle and its d, as the original's two values print."""


def numerators(den):
    num = 1
    while num != 0:
        yield num
        num = 10 * num % den


def decimal_cycle(den):
    nums = []
    for n in numerators(den):
        if n in nums:
            i = nums.index(n)
            if n in nums[i + 1:]:
                return nums.index(n, i + 1) - i
        nums.insert(0, n)
    return None


def prob26(limit):
    longest_cycle, longest_num = 0, 1
    for i in range(2, limit):
        cycle = decimal_cycle(i)
        if cycle is not None and cycle > longest_cycle:
            longest_cycle, longest_num = cycle, i
    return longest_cycle, longest_num


for value in prob26(1000):
    print(value)
