"""Kernel specs: one for plain Racket (``minischeme``) and one per assignment
(``minischeme-mini-card-game`` …), written as Jupyter's ``kernel.json`` files.

The same specs ship with the package (``specs/``, installed into the environment's
``share/jupyter/kernels`` by pip, so ``jupyter kernelspec list`` finds them with no extra
step); ``minischeme kernel install`` writes them elsewhere (``--user``, ``--prefix``).
"""
from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path
from typing import Any

SHIPPED = Path(__file__).parent / "specs"


def _assignments() -> dict[str, str]:
    from ..assignments import all_assignments
    return {a.name: a.title for a in all_assignments()}


def kernel_specs() -> dict[str, dict[str, Any]]:
    """Every kernel spec by its kernel name."""
    specs = {"minischeme": _spec(None, "Racket (minischeme)")}
    for name, title in _assignments().items():
        specs[f"minischeme-{name}"] = _spec(name, f"{title} (minischeme)")
    return specs


def _spec(assignment: str | None, display_name: str) -> dict[str, Any]:
    argv = ["python", "-m", "minischeme.kernel", "-f", "{connection_file}"]
    if assignment:
        argv.append(f"--MinischemeKernel.assignment={assignment}")
    return {"argv": argv, "display_name": display_name, "language": "racket",
            "interrupt_mode": "signal", "metadata": {"debugger": False}}


def spec_text(spec: dict[str, Any]) -> str:
    """A kernel.json's text, as shipped (stable key order, final newline)."""
    return json.dumps(spec, indent=1) + "\n"


def write_specs(directory: Path) -> list[Path]:
    """Write every spec as ``directory/NAME/kernel.json``; the folders written."""
    written = []
    for name, spec in kernel_specs().items():
        folder = directory / name
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "kernel.json").write_text(spec_text(spec), encoding="utf-8")
        written.append(folder)
    return written


def install(user: bool = False, prefix: str | None = None) -> list[str]:
    """Install every spec with Jupyter's kernel spec manager; where each went."""
    from jupyter_client.kernelspec import KernelSpecManager
    manager = KernelSpecManager()
    if not user and prefix is None:
        prefix = sys.prefix
    with tempfile.TemporaryDirectory() as tmp:
        return [manager.install_kernel_spec(str(folder), folder.name, user=user, prefix=prefix)
                for folder in write_specs(Path(tmp))]


if __name__ == "__main__":   # python -m minischeme.kernel.specs: refresh the shipped files
    write_specs(SHIPPED)
