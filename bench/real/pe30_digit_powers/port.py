"""Port of main.rkt: the sum of the numbers from 1000 to 60,000 equal to the sum of the
fifth powers of their digits."""
POWERS = [d ** 5 for d in range(10)]


def sum_of_digit_power(n):
    return sum(POWERS[int(d)] for d in str(n))


print(sum(i for i in range(1000, 60000) if i == sum_of_digit_power(i)))
