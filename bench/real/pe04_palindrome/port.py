"""Port of main.rkt: the largest palindromic product of two numbers up to 600."""


def palindromic(n):
    s = str(n)
    return s == s[::-1]


def pro4(upper):
    return max(a * b for a in range(upper, 0, -1) for b in range(a, 0, -1)
               if palindromic(a * b))


print(pro4(600))
