"""Namespace anchors: `(define-namespace-anchor a)` (forms/namespace_anchors.py) and
`namespace-anchor->namespace`, so that a program that makes a namespace for `eval` at
module level loads and runs as in Racket. The namespace is a value to hold and print:
`eval` itself stays refused (primitives/sandbox.py)."""
from __future__ import annotations

from typing import Any

from minischeme.values.errors import contract_error
from .registry import define, library

library("racket/base")


class NamespaceAnchor:
    """What `define-namespace-anchor` binds: it knows its module's label."""

    def __init__(self, label: str) -> None:
        self.label = label

    def racket_repr(self) -> str:
        return "#<namespace-anchor>"


class Namespace:
    """A module's namespace, printed as Racket prints it (`#<namespace:"/path/m.rkt">`)."""

    def __init__(self, label: str) -> None:
        self.label = label

    def racket_repr(self) -> str:
        return "#<namespace>" if self.label == "top-level" else f"#<namespace:{self.label}>"


@define("%make-namespace-anchor", 1)
def make_namespace_anchor(label: str) -> NamespaceAnchor:
    return NamespaceAnchor(label)


@define("namespace-anchor->namespace", 1)
def namespace_anchor_to_namespace(anchor: Any) -> Namespace:
    if type(anchor) is not NamespaceAnchor:
        raise contract_error("anchor->namespace", "namespace-anchor?", anchor)
    return Namespace(anchor.label)


@define("namespace-anchor?", 1)
def namespace_anchor_p(v: Any) -> bool:
    return type(v) is NamespaceAnchor


@define("namespace?", 1)
def namespace_p(v: Any) -> bool:
    return type(v) is Namespace
