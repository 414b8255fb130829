"""Expansion: S-expressions to the IR.

`syntax` is the registry of forms (special, derived, definitions, lowerings), `namespace` the
names known at compile time, `ir` the nodes, `constants` which module-level variables are never
assigned, and `expander` the Builder that rewrites forms and builds a procedure's IR.
"""
