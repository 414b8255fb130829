"""Build a 100,000-element list, map (x2), filter (< 100000), fold (+)
(port of 04_list100k.rkt). Lists are cons cells as (car, cdr) tuples, () as None;
tail-recursive helpers become while loops."""


def build(n, acc):
    while n != 0:
        n, acc = n - 1, (n, acc)
    return acc


def rev_onto(xs, acc):
    while xs is not None:
        xs, acc = xs[1], (xs[0], acc)
    return acc


def map_acc(f, xs, acc):
    while xs is not None:
        xs, acc = xs[1], (f(xs[0]), acc)
    return rev_onto(acc, None)


def filter_acc(p, xs, acc):
    while xs is not None:
        if p(xs[0]):
            acc = (xs[0], acc)
        xs = xs[1]
    return rev_onto(acc, None)


def foldl_acc(f, acc, xs):
    while xs is not None:
        acc, xs = f(acc, xs[0]), xs[1]
    return acc


xs = build(100000, None)
ys = map_acc(lambda x: 2 * x, xs, None)
zs = filter_acc(lambda x: x < 100000, ys, None)
print(foldl_acc(lambda a, b: a + b, 0, zs))
