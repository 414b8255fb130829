"""Issue 31, point 1: the README's notebook command in a fresh virtual environment gives the
kernels, editable or not.

``pip install -e '.[jupyter]' jupyterlab`` then ``jupyter kernelspec list`` (the README's
exact commands, in a fresh virtual environment with nothing from the system's
site-packages) must list minischeme's five kernels in the environment's
``share/jupyter/kernels``: setuptools leaves data-files out of editable wheels, so the
project's build backend (``build_support/kernel_specs_backend.py``) adds them. A regular
``pip install '.[jupyter]'`` must give the same.

Slow (pip fetches Jupyter from the package registry into a new environment: a minute or
two), marked ``slow`` as the other packaging tests; it runs in CI like every other test.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from minischeme.kernel.specs import kernel_specs

ROOT = Path(__file__).resolve().parent.parent
IGNORED = shutil.ignore_patterns(".git", "__pycache__", "build", "dist", "*.egg-info",
                                 ".pytest_cache", ".hypothesis", ".minischeme-cache")

pytestmark = pytest.mark.slow


def shell(command: str, cwd: Path, venv: Path) -> subprocess.CompletedProcess:
    """``command`` as a user types it with the environment activated."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "JUPYTER_PATH", "JUPYTER_DATA_DIR")}
    env.update(VIRTUAL_ENV=str(venv), PATH=f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}",
               PYTHONNOUSERSITE="1", HOME=str(cwd.parent / "home"))
    done = subprocess.run(["bash", "-c", command], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=1200)
    if done.returncode != 0 and "No matching distribution" in done.stderr + done.stdout:
        pytest.skip("pip could not fetch the dependencies (no package registry)")
    assert done.returncode == 0, f"{command}\n{done.stdout}\n{done.stderr}"
    return done


def checkout(tmp_path: Path) -> Path:
    """A fresh copy of the project, as a user's clone (no build/ left in the checkout)."""
    source = tmp_path / "minischeme"
    shutil.copytree(ROOT, source, symlinks=True, ignore=IGNORED)
    (tmp_path / "home").mkdir()
    return source


def listed(output: str, venv: Path) -> dict[str, str]:
    kernels = {}
    for line in output.splitlines()[1:]:
        name, _, where = line.strip().partition(" ")
        kernels[name] = where.strip()
    return {name: where for name, where in kernels.items() if name.startswith("minischeme")}


def test_the_readme_editable_install_lists_the_kernels(tmp_path):
    source = checkout(tmp_path)
    venv = tmp_path / "env"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    shell("pip install -q -e '.[jupyter]' jupyterlab", source, venv)     # the README's
    done = shell("jupyter kernelspec list", tmp_path, venv)
    found = listed(done.stdout, venv)
    assert sorted(found) == sorted(kernel_specs())
    for name, where in found.items():
        assert Path(where) == venv / "share" / "jupyter" / "kernels" / name
    # editable: the package is the checkout itself
    done = shell("python -c 'import minischeme; print(minischeme.__file__)'",
                 tmp_path / "home", venv)
    assert Path(done.stdout.strip()).parent == source / "minischeme"


def test_a_regular_install_lists_the_kernels_too(tmp_path):
    source = checkout(tmp_path)
    venv = tmp_path / "env"
    # the system's Jupyter, so that only minischeme is built and installed here
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)],
                   check=True, timeout=300)
    shell("pip install -q '.[jupyter]'", source, venv)
    done = shell("python -m jupyter_client.kernelspecapp list", tmp_path, venv)
    found = listed(done.stdout, venv)
    assert sorted(found) == sorted(kernel_specs())
    assert all(Path(w).parent == venv / "share" / "jupyter" / "kernels" for w in found.values())
