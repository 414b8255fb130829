"""Reading: source text to data.

`racket.lark` is the grammar, `racket_lalr` the parser generated from it (`grammar` builds or
loads it), `reader` turns the parse into data with source positions, and `notation` reads the
assignments' document notation (`(H . A)` for a card).
"""
