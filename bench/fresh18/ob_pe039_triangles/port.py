"""Port of main.rkt (offby1's Project Euler 39 in Racket): for each perimeter up to 300 (the problem's 1,000 made smaller here), the
integer right triangles (a, b, c) with b < a found by trying every a and b; the perimeter
with the most, printed with its triangles as Racket prints the list."""


def triples(perimeter):
    trips = []
    for a in range(perimeter + 1):
        for b in range(a):
            c = perimeter - a - b
            if c * c == a * a + b * b:
                trips.append((a, b, c))
    trips.reverse()
    return trips


winning_perimeter, winning_trips = 0, []
for perimeter in range(1, 301):
    trips = triples(perimeter)
    if len(winning_trips) < len(trips):
        winning_perimeter, winning_trips = perimeter, trips

print(winning_perimeter)
print("'(" + " ".join("(%d %d %d)" % t for t in winning_trips) + ")")
