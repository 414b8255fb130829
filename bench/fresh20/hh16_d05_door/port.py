"""Port of main.rkt (hashimmm, Advent of Code 2016 day 5 part 1, the door id the program
embeds, here with hashes starting "000"): MD5 of the id and an increasing index; each hash
with the prefix gives the password its sixth hex digit, until there are eight."""
import hashlib

door_id = "abc"
pwd = ""
i = 0
while len(pwd) != 8:
    s = door_id + str(i)
    digest = hashlib.md5(s.encode()).hexdigest()
    if digest.startswith("000"):
        print(digest)
        print(s)
        pwd += digest[5]
    i += 1
print(f'"{pwd}"')
