"""The architecture holds: minischeme's modules import only downward, with no import cycle.

`lint-imports` (import-linter, configured in pyproject.toml) checks the layers contract;
these tests run it, and check what a layers contract cannot see: that no cycle remains
among the modules of one layer, lazy imports inside functions included (grimp reads every
import statement of a module, wherever it is).
"""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

grimp = pytest.importorskip("grimp", reason="grimp comes with import-linter (the `test` extra)")


def _cycles(graph) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []
    counter = 0
    for root in sorted(graph.modules):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            v, children = work[-1]
            advanced = False
            for w in children:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(graph.find_modules_directly_imported_by(w)))))
                    advanced = True
                    break
                if w in on_stack:
                    low[v] = min(low[v], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                component = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    component.append(w)
                    if w == v:
                        break
                if len(component) > 1:
                    out.append(sorted(component))
    return out


def _layers() -> list[list[str]]:
    """The layers of the contract in pyproject.toml, top first, each a list of modules."""
    import tomllib
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    layers = config["contracts"][0]["layers"]
    return [[name.strip() for name in layer.replace("|", ":").split(":")] for layer in layers]


def _in(module: str, names: list[str]) -> bool:
    return any(module == n or module.startswith(n + ".") for n in names)


def test_every_module_belongs_to_a_layer() -> None:
    graph = grimp.build_graph("minischeme", "prelude", exclude_type_checking_imports=True)
    names = [n for layer in _layers() for n in layer]
    assert len(graph.modules) > 50
    assert [m for m in sorted(graph.modules) if m != "minischeme" and not _in(m, names)] == []


def _graph_below(top_layers: int):
    """The import graph without the ``top_layers`` highest layers (``remove_module`` takes a
    package's submodules with it)."""
    graph = grimp.build_graph("minischeme", "prelude", exclude_type_checking_imports=True)
    top = [n for layer in _layers()[:top_layers] for n in layer]
    for module in list(graph.modules):
        if module in graph.modules and _in(module, top):
            graph.remove_module(module)
    return graph


def _through(package: str) -> int:
    """How many layers, from the top, it takes to include ``package``'s."""
    return next(i + 1 for i, layer in enumerate(_layers()) if package in layer)


def test_no_module_below_the_interpreter_is_part_of_an_import_cycle() -> None:
    """The stages below running/ (values, reading, primitives, expansion, compilation,
    forms) have no import cycle, lazy imports inside functions included."""
    graph = _graph_below(_through("minischeme.running"))
    assert "minischeme.compilation.compiler" in graph.modules and "minischeme.running.interpreter" not in graph.modules
    assert _cycles(graph) == []


def test_no_module_at_all_is_part_of_an_import_cycle() -> None:
    """Layers 0 to 7 too: the commands, the REPL, the grader and the assignments (a module
    file loads into an interpreter that ``modules`` is handed, never imports; commands share
    ``run_limits`` and ``assignments.language_for``; executors and native runners share
    ``executors.base`` and ``suites.common``)."""
    graph = _graph_below(0)
    assert {"minischeme.cli", "minischeme.repl", "minischeme.grading.executors.local",
            "minischeme.running.interpreter", "minischeme.running.modules"} <= graph.modules
    assert _cycles(graph) == []


def test_the_contract_ignores_no_import() -> None:
    """No exception to the layers: an upward import is fixed, not listed."""
    import tomllib
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    assert all("ignore_imports" not in contract for contract in config["contracts"])
    assert "ignore_imports" not in config


def test_the_cycle_finder_finds_a_cycle() -> None:
    class Graph:
        modules = {"a", "b", "c", "d"}
        edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}

        def find_modules_directly_imported_by(self, m: str) -> set[str]:
            return self.edges[m]
    assert _cycles(Graph()) == [["a", "b", "c"]]


@pytest.mark.skipif(shutil.which("lint-imports") is None,
                    reason="lint-imports (import-linter, in the `test` extra) is not installed")
def test_lint_imports_keeps_the_layers_contract_of_pyproject() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run(["lint-imports"], cwd=ROOT, capture_output=True, text=True, env=env)
    assert run.returncode == 0, run.stdout + run.stderr
    assert " kept, 0 broken" in run.stdout


def test_every_package_has_a_contract_of_its_own() -> None:
    """Each stage and application package of minischeme (a folder with an __init__.py)
    is the container of a layers contract, so the order inside it is checked too."""
    import tomllib
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    contained = {c for contract in config["contracts"] for c in contract.get("containers", [])}
    packages = {f"minischeme.{p.parent.name}" for p in (ROOT / "minischeme").glob("*/__init__.py")}
    assert sorted(packages - contained) == []
