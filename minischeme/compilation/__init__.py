"""Compilation: the IR to something Python runs.

`codegen` writes Python source for a procedure (the fast back end), `closures` turns the IR
into closures over frames (code at the top of a module or the REPL), `inliners` are the
primitives both back ends write in place, `fixnums` finds variables that surely hold integers,
and `compiler` is the Compiler that drives it all for a module.
"""
