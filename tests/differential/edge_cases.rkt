#lang racket
;; Edge cases of the primitives that once escaped as Python exceptions: huge sizes,
;; huge and non-finite numbers, wrong keyword arguments (tests/test_primitive_edge_cases.py).
