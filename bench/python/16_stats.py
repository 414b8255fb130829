"""A statistics pass over 1,000,000 pseudo-random numbers (16_stats.rkt)."""
n = total = sumsq = evens = 0
lo, hi, seed = 1000, -1, 7
for _ in range(1000000):
    seed = (seed * 48271 + 11) % 2147483647
    x = seed % 1000
    n += 1
    total += x
    sumsq += x * x
    lo = min(lo, x)
    hi = max(hi, x)
    if x % 2 == 0:
        evens += 1
print(f"({n} {total // n} {lo} {hi} {evens} {n * sumsq - total * total})")
