"""Port of main.rkt (WithoutPlastic, LeetCode "longest palindromic substring"): expand around
every centre (odd and even), keep the first longest; on the example and on the second
example repeated 300 times."""

A = "ssfhgntubsfvfsbuflqnvt"
C = "ssfhgntubsfffsbuflqnvt"


def expand(s, back, forward):
    while back >= 0 and forward < len(s) and s[back] == s[forward]:
        back -= 1
        forward += 1
    return s[back + 1:forward]


def longest_palindrome(s):
    best = ""
    for i in range(len(s)):
        if i == 0 or i == len(s) - 1:
            found = s[i]
        else:
            even, odd = expand(s, i, i + 1), expand(s, i - 1, i + 1)
            found = odd if len(even) < len(odd) else even
        if len(found) > len(best):
            best = found
    return best


print(f'"{longest_palindrome(C)}"')
print(f'"{longest_palindrome(A * 300)}"')
