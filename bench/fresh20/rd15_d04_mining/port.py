"""Port of main.rkt (RobotDisco, Advent of Code 2015 day 4, the author's secret key, here 3
and 4 leading zeros): the first index whose MD5 of key+index starts with that many zeros."""
import hashlib


def star(key, zeros):
    prefix = "0" * zeros
    i = 0
    while not hashlib.md5((key + str(i)).encode()).hexdigest().startswith(prefix):
        i += 1
    return i


print(star("yzbqklnj", 3))
print(star("yzbqklnj", 4))
