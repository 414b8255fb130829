"""Port of main.rkt (hashimmm, Advent of Code 2016 day 14, the author's salt, hashes not
stretched, 8 keys): MD5 of salt+index; a hash is a key when it has a triple and one of the
next 1000 hashes (a queue) has five of that character in a row. Prints the index after the
8th key."""
import hashlib
from collections import deque

SALT = "ihaygndm"


def md5(idx):
    return hashlib.md5((SALT + str(idx)).encode()).hexdigest()


def triple(h):
    for n in range(len(h) - 2):
        if h[n] == h[n + 1] == h[n + 2]:
            return h[n]
    return None


hashes = deque(md5(x) for x in range(1000))
index, keys = 0, []
while len(keys) != 8:
    current = hashes.popleft()
    ch = triple(current)
    hashes.append(md5(index + 1000))
    index += 1
    if ch and any(ch * 5 in h for h in hashes):
        keys.append(current)
print(index)
