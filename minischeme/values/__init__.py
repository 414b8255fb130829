"""Values and what every stage says about them.

The data of a running program (`data`), the syntax of its atoms (`lexical`), equality and
Racket's hash order, printing (`printer`, `pretty`), Racket's exceptions (`errors`), procedures
and struct types, calling with proper tail calls (`runtime`), ports and the files a command
names. Everything above imports from here; nothing here imports from above.
"""
