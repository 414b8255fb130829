"""Port of main.rkt (sctincman, Advent of Code 2015 day 4, the author's key in the file): the
lowest number whose MD5 of key + number, in hex, starts with five zeros, then six; prints both."""
import hashlib
import itertools

SALT = "bgvyzdsv"


def mine(prefix):
    return next(value for value in itertools.count(1)
                if hashlib.md5((SALT + str(value)).encode()).hexdigest().startswith(prefix))


print(mine("00000"))
print(mine("000000"))
