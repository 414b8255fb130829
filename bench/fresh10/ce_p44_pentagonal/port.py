"""Port of main.rkt (cesquivias, Project Euler 44, with our driver's 2,500 numbers): the
smallest difference of two of the first 2,500 pentagonal numbers whose sum and difference are
both pentagonal, every pair tested against a set."""


def prob44(size):
    numbers = [n * (3 * n - 1) // 2 for n in range(1, size + 1)]
    number_set = set(numbers)
    min_diff = 10000000
    for j in range(1, size):
        for i in range(j):
            if numbers[j] + numbers[i] in number_set and numbers[j] - numbers[i] in number_set:
                min_diff = min(min_diff, numbers[j] - numbers[i])
    return min_diff


print(prob44(2500))
