"""Port of main.rkt: the sum of the odd numbers below 300,000 palindromic in bases 10 and 2."""


def palindromic(s):
    return s == s[::-1]


print(sum(x for x in range(1, 300000, 2)
          if palindromic(str(x)) and palindromic(format(x, "b"))))
