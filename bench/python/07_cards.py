"""Card-game style work: 200 rounds of shuffle, deal, sort hands, high-card points and a
suit tally (port of 07_cards.rkt). Lists are (car, cdr) tuples, () as None; a card
(rank suit) is the list (rank, (suit, None)). Non-tail recursion stays recursion;
tail-recursive helpers become while loops."""
import sys

sys.setrecursionlimit(100_000)


def lst(*items):
    out = None
    for x in reversed(items):
        out = (x, out)
    return out


def next_rand(s):
    return (s * 75 + 74) % 65537


def rev_onto(xs, acc):
    while xs is not None:
        xs, acc = xs[1], (xs[0], acc)
    return acc


def make_deck(s, r, acc):
    while s != 4:
        if r == 13:
            s, r = s + 1, 0
        else:
            s, r, acc = s, r + 1, (lst(r, s), acc)
    return acc


def card_key(c):
    return 4 * c[0] + c[1][0]


def tag_cards(cards, seed, acc):
    while cards is not None:
        cards, seed, acc = cards[1], next_rand(seed), (lst(seed, cards[0]), acc)
    return acc


def insert_by_key(x, s):
    if s is None:
        return (x, None)
    if x[0] < s[0][0]:
        return (x, s)
    return (s[0], insert_by_key(x, s[1]))


def sort_by_key(xs, acc):
    while xs is not None:
        xs, acc = xs[1], insert_by_key(xs[0], acc)
    return acc


def untag(xs, acc):
    while xs is not None:
        xs, acc = xs[1], (xs[0][1][0], acc)
    return rev_onto(acc, None)


def shuffle(deck, seed):
    return untag(sort_by_key(tag_cards(deck, seed, None), None), None)


def take(n, xs):
    return None if n == 0 else (xs[0], take(n - 1, xs[1]))


def drop(n, xs):
    while n != 0:
        n, xs = n - 1, xs[1]
    return xs


def insert_card(c, s):
    if s is None:
        return (c, None)
    if card_key(c) < card_key(s[0]):
        return (c, s)
    return (s[0], insert_card(c, s[1]))


def sort_hand(h, acc):
    while h is not None:
        h, acc = h[1], insert_card(h[0], acc)
    return acc


def hcp_card(c):
    return 0 if c[0] < 9 else c[0] - 8


def hand_hcp(h, acc):
    while h is not None:
        h, acc = h[1], acc + hcp_card(h[0])
    return acc


def deal_hcp(cards, k, acc):
    while k != 0:
        cards, k, acc = drop(13, cards), k - 1, acc + hand_hcp(sort_hand(take(13, cards), None), 0)
    return acc


def alist_inc(key, al):
    if al is None:
        return (lst(key, 1), None)
    if al[0][0] == key:
        return (lst(key, 1 + al[0][1][0]), al[1])
    return (al[0], alist_inc(key, al[1]))


def alist_get(key, al):
    while al is not None:
        if al[0][0] == key:
            return al[0][1][0]
        al = al[1]
    return 0


def tally_suits(h, al):
    while h is not None:
        h, al = h[1], alist_inc(h[0][1][0], al)
    return al


def rounds(n, deck, hcp, check, al):
    while n != 0:
        shuffled = shuffle(deck, (n * 7919 + 1) % 65537)
        n, hcp, check, al = (
            n - 1,
            hcp + deal_hcp(shuffled, 4, 0),
            (check * 31 + card_key(sort_hand(take(13, shuffled), None)[0])) % 1000003,
            tally_suits(take(13, shuffled), al))
    return (hcp, check, alist_get(0, al), alist_get(3, al))


print("(%d %d %d %d)" % rounds(200, make_deck(0, 0, None), 0, 0, None))
