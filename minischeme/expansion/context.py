"""What the expander asks of the compiler that drives it, as a type: ``ExpansionContext``.

The expander (expander.py) and the syntax registry (syntax.py) read forms in the context
of one namespace being compiled: they look names up (``resolve``, ``special_form``,
``global_cell``), expand macros, read a form's parts and report syntax errors in Racket's
words. The compiler above them (compilation/compiler.py's ``Compiler``) is that context;
naming its interface here lets the stages below it say what they use without importing
it, even for types.
"""
from __future__ import annotations

from typing import Any, Callable, Protocol

from minischeme.expansion.namespace import Block, Cell, Macro
from minischeme.values.data import Symbol
from minischeme.values.errors import SchemeSyntaxError


class ExpansionContext(Protocol):
    """The namespace being compiled, and the compiler's services the expander uses."""

    ns: Any                         # the Namespace (cells, macros, the module system)
    module_mode: bool               # compiling a module: unbound names are syntax errors
    module_names: set[Symbol]       # the names the module defines or imports from files
    constant_assigned: bool         # a `set!` of a name thought constant was compiled
    source: str                     # the file (or "stdin") its code comes from

    def defined_before(self, cell: Cell) -> bool: ...

    def note_defined(self, cells: list[Cell]) -> None: ...

    def syntax_error(self, message: str, loc: Any, form: Any = None) -> SchemeSyntaxError: ...

    def bad_syntax(self, name: str, form: Any, loc: Any, why: str = "") -> SchemeSyntaxError: ...

    def list_of(self, x: Any, who: str, loc: Any) -> list[tuple[Any, Any]]: ...

    def special_form(self, name: Symbol) -> Callable | None: ...

    def expand_macro(self, macro: Macro, form: Any, loc: Any, blk: Block | None = None) -> Any: ...

    def expand_head(self, x: Any, blk: Block, loc: Any = None) -> Any: ...

    def resolve(self, name: Symbol, blk: Block, loc: Any) -> tuple[str, Any]: ...

    def global_cell(self, name: Symbol) -> Cell: ...

    def fixed_value(self, name: Symbol, cell: Cell) -> bool: ...

    def anonymous_name(self, loc: Any, keep: int = 19) -> str | None: ...

    def body_forms(self, body: list[tuple[Any, Any]], blk: Block, loc: Any, who: str, form: Any,
                   add: Callable[[Symbol, int], Any]) -> list[tuple[Any, Any, list | None]]: ...

    def comp(self, x: Any, blk: Block, tail: bool, loc: Any = None) -> Any: ...
