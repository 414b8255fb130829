"""Sieve of Eratosthenes on a list of booleans below 2,000,000 (11_sieve.rkt)."""
limit = 2000000
composite = [False] * limit
i = 2
while i * i < limit:
    if not composite[i]:
        j = i * i
        while j < limit:
            composite[j] = True
            j += i
    i += 1
count = largest = total = 0
for i in range(2, limit):
    if not composite[i]:
        count += 1
        largest = i
        total = (total + i) % 1000003
print(f"({count} {largest} {total})")
