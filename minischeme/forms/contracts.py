"""`contract-out`: contracts on a module's exports, checked where Racket checks them.

A contract is checked at the module boundary only: calls from inside the providing module
are not checked, calls from a module that requires it are. Each importer gets its own
wrapped value, so the error blames the right module, in Racket's words:

    sq: contract violation
      expected: number?
      given: "a"
      in: the 1st argument of
          (-> number? number?)
      contract from: /course/hw4.rkt
      blaming: /course/hw4-tests.rkt
       (assuming the contract is correct)
      at: /course/hw4.rkt:2:24

The checking itself, and which contract forms are checked, is racket/contract's
(primitives/racket_contract.py, shared with `define/contract`); predicates are looked up
in the providing module.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from minischeme.compilation.compiler import Cell
from minischeme.values.data import NIL, Pair, make_pair, Symbol, list_to_python, sym
from minischeme.primitives.continuation_prompts import run_at_prompt
from minischeme.primitives.racket_contract import Blame, check, evaluate_parts
from minischeme.values.printer import write_string


class ContractedExport:
    """An export with a contract: each importer's cell gets the value wrapped for it."""

    def __init__(self, cell: Cell, name: str, contract: Any, provider: Path, at: str,
                 inst: Any) -> None:
        self.cell = cell
        self.name = name
        self.contract = contract     # the contract's source datum
        self.provider = provider
        self.at = at                 # "path:line:col" of the name in contract-out
        self.inst = inst             # the providing ModuleInstance
        self.evaluated: Any = None   # the contract with its expressions' values (`wrap`)

    def cell_for(self, importer: str) -> Cell:
        """A cell for one importer, filled with the wrapped value once the provider has run."""
        cell = Cell(self.name)

        def fill() -> None:
            cell.value = self.wrap(self.cell.value, importer)
        if self.inst.state == "done":
            fill()
        else:
            self.inst.on_run.append(fill)
        return cell

    def wrap(self, value: Any, importer: str) -> Any:
        ns = self.inst.interp.ns
        if self.evaluated is None:
            self.evaluated = evaluate_parts(self.contract, ns, self._evaluate)
        blame = Blame(self.name, self.evaluated, str(self.provider), importer, self.at, ns)
        return check(self.evaluated, value, blame, [], ns, positive=True)

    def _evaluate(self, datum: Any) -> Any:
        """The value of an expression in the contract, evaluated in the providing module."""
        interp = self.inst.interp
        return run_at_prompt(interp._compile(datum, getattr(datum, "loc", None), None))


def _struct_contracts(inst: Any, name: Symbol, fields: Any, names: list[Symbol]
                      ) -> dict[str, ContractedExport]:
    """The checked procedures of `(struct posn ((x number?) (y number?)))` in contract-out,
    as Racket checks them: the constructor `(-> number? number? posn?)`, each accessor
    `(-> posn? number?)`, each mutator `(-> posn? number? void?)`; blame points at the
    struct's definition. The predicate and the struct type are exported unchecked."""
    ns = inst.interp.ns
    specs = [list_to_python(f) for f in list_to_python(fields)]
    if not all(len(f) == 2 and type(f[0]) is Symbol for f in specs):
        return {}
    n = name.name
    pred = sym(f"{n}?")
    arrow = sym("->")
    loc = getattr(ns, "struct_locs", {}).get(name)
    at = f"{inst.path}:{loc[0]}:{loc[1]}" if loc else str(inst.path)
    wanted = [(names[0], make_pair(arrow, _list([c for _, c in specs] + [pred])))]
    for field, contract in specs:
        wanted.append((sym(f"{n}-{field.name}"), _list([arrow, pred, contract])))
        wanted.append((sym(f"set-{n}-{field.name}!"), _list([arrow, pred, contract, sym("void?")])))
    return {proc.name: ContractedExport(ns.cells[proc], proc.name, contract, inst.path, at, inst)
            for proc, contract in wanted if proc in names and proc in ns.cells}


def _list(items: list) -> Any:
    out: Any = NIL
    for v in reversed(items):
        out = make_pair(v, out)
    return out


def contract_exports(inst: Any, spec: Any, items: list, loc: Any, form: Any) -> dict[str, Any]:
    """The exports of a `(contract-out [name contract] ... (struct s ...))` spec."""
    interp = inst.interp
    ns, c = interp.ns, interp.compiler
    out: dict[str, Any] = {}
    for item, l in items:
        parts = list_to_python(item)
        if parts and parts[0] is sym("struct") and len(parts) >= 3 and type(parts[1]) is Symbol:
            names = ns.structs.get(parts[1])
            if names is None:
                raise c.syntax_error("contract-out: expected a struct name\n  at: "
                                     f"{parts[1].name}\n  in: {write_string(spec)}", l, spec)
            out.update({n.name: ns.cells[n] for n in names if n in ns.cells})
            out.update(_struct_contracts(inst, parts[1], parts[2], names))
            continue
        if parts and parts[0] is sym("rename") and len(parts) == 4:
            local, external, contract = parts[1], parts[2], parts[3]
        elif len(parts) == 2 and type(parts[0]) is Symbol:
            local, external, contract = parts[0], parts[0], parts[1]
        else:
            raise c.syntax_error(f"contract-out: bad syntax\n  in: {write_string(spec)}", l, spec)
        cell = ns.cells.get(local)
        if cell is None or (local not in c.module_names and not cell.imported):
            raise c.syntax_error(f"contract-out: provided identifier is not defined or required"
                                 f"\n  at: {local.name}\n  in: {write_string(form)}", l, spec)
        at_loc = item.loc or l
        at = f"{inst.path}:{at_loc[0]}:{at_loc[1]}" if at_loc else str(inst.path)
        out[external.name] = ContractedExport(cell, external.name, contract, inst.path, at, inst)
    return out
