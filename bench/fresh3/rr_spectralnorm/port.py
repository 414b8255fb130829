"""Port of main.rkt (the Racket repository's shootout spectral-norm, generic arithmetic):
the spectral norm of the 300x300 matrix A(i,j) = 1/((i+j)(i+j+1)/2 + i + 1), ten rounds of
the power method."""
import math

N = 300


def a(i, j):
    ij = i + j
    return 1.0 / (ij * (ij + 1) * 0.5 + (i + 1))


def av(x, y):
    for i in range(N):
        s = 0.0
        for j in range(N):
            s += x[j] * a(i, j)
        y[i] = s


def atv(x, y):
    for i in range(N):
        s = 0.0
        for j in range(N):
            s += x[j] * a(j, i)
        y[i] = s


def atav(x, y, t):
    av(x, t)
    atv(t, y)


u, v, t = [1.0] * N, [0.0] * N, [0.0] * N
for _ in range(10):
    atav(u, v, t)
    atav(v, u, t)
vbv = vv = 0.0
for ui, vi in zip(u, v):
    vbv += ui * vi
    vv += vi * vi
print(f"{math.sqrt(vbv / vv):.9f}")
