"""The forms: each syntactic form's rules, a family to a module.

`core` holds the core special forms and imports every family (`library_forms`, `loops`,
`match`, `macros`, `structs`, `checks` for rackunit, `loading`), so importing it registers
them all in the syntax registry; `contracts` holds `define/contract` and `contract-out`.
"""
