"""Port of main.rkt (patrickboe, Project Euler 19): a calendar walked day by day from Tuesday
1 January 1901, the weekday and the month taken round their cycles (the original's circular
lists made with `shared`), February 29 days when the year divides by 4 (the original's rule),
a month ending when the day reaches its length and the year after December; counts the days
before 2001 that are a Sunday and the first of a month."""
from itertools import cycle

DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def february(year):
    return 29 if year % 4 == 0 else 28


MONTHS = [31, february, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]   # a number or a function of the year


def calendar():
    """(weekday, day, month index, year) from Tuesday 1 January 1901 on, without end."""
    days = cycle(DAYS)
    while next(days) != "Tuesday":      # the cycle positioned so that its next day is Wednesday
        pass
    weekday, day, month, year = "Tuesday", 1, 0, 1901
    while True:
        yield weekday, day, month, year
        length = MONTHS[month](year) if callable(MONTHS[month]) else MONTHS[month]
        if length == day:
            day = 1
            if month == 11:
                year += 1
            month = (month + 1) % 12
        else:
            day += 1
        weekday = next(days)


count = 0
for weekday, day, month, year in calendar():
    if year >= 2001:
        break
    if weekday == "Sunday" and day == 1:
        count += 1
print(count)
