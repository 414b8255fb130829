"""Port of main.rkt (ZachLobato, Project Euler 4): the palindromes 'abccba' made from each
three-digit 'abc' that are a product of two three-digit numbers; the first one found, then
every one (the driver's call of the program's full search)."""


def make_palindrome(x):
    s = str(x)
    return int(s + s[::-1])


def products():
    for x in range(999, 100, -1):
        pal = make_palindrome(x)
        for y in range(999, 100, -1):
            if pal % y == 0 and 100 < pal // y < 1000:
                yield pal, pal // y, y


def show(pal, other, y):
    print(f"{pal}\n{other}\n{y}\n----")


show(*next(products()))
for found in products():
    show(*found)
