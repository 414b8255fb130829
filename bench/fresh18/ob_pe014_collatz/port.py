"""Port of main.rkt (offby1's Project Euler 14 in PLT Scheme): the start below 100,000 of the
longest Collatz sequence, each sequence built as a list and measured by its length."""


def seq_starting_at(n):
    seq = []
    while n != 1:
        seq.append(n)
        n = n // 2 if n % 2 == 0 else 3 * n + 1
    seq.append(1)
    return seq


winning_index, its_seq_length = 0, 0
for n in range(1, 100000):
    seq_length = len(seq_starting_at(n))
    if its_seq_length < seq_length:
        winning_index, its_seq_length = n, seq_length
print(f"{winning_index} generates a sequence of length {its_seq_length}")
