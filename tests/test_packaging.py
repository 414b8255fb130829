"""Installed from a built wheel, minischeme grades exactly as the checkout does: everything
grading needs (the grammar, the assignments' transcripts, the kernel specs) is package data.

Slow-ish (a wheel build, a virtual environment, two gradings: about a minute), marked
``slow``; it runs in CI like every other test. The wheel is built with pip from a copy of
the checkout (so the checkout gets no build/ directory); pip fetches setuptools for the
build from the package registry. The virtual environment sees the system's site-packages
for lark and the other dependencies, but minischeme itself comes from the wheel (checked).
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "tests" / "submissions" / "mini-card-game" / "halving.rkt"

pytestmark = pytest.mark.slow

IGNORED = shutil.ignore_patterns(".git", "__pycache__", "build", "dist", "*.egg-info",
                                 ".pytest_cache", ".hypothesis", ".minischeme-cache")


def run(argv: list[str], **kw) -> subprocess.CompletedProcess:
    done = subprocess.run(argv, capture_output=True, text=True, timeout=600, **kw)
    assert done.returncode == 0, f"{argv}\n{done.stdout}\n{done.stderr}"
    return done


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    work = tmp_path_factory.mktemp("wheel")
    source = work / "source"
    shutil.copytree(ROOT, source, symlinks=True, ignore=IGNORED)
    out = work / "dist"
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w",
                           str(out), str(source)], capture_output=True, text=True, timeout=600)
    if done.returncode != 0 and "No matching distribution" in done.stderr + done.stdout:
        pytest.skip("pip could not fetch setuptools to build the wheel (no package registry)")
    assert done.returncode == 0, done.stderr
    [built] = out.glob("minischeme-*.whl")
    return built


@pytest.fixture(scope="module")
def venv(tmp_path_factory, wheel) -> Path:
    where = tmp_path_factory.mktemp("venv") / "env"
    run([sys.executable, "-m", "venv", "--system-site-packages", str(where)])
    python = where / "bin" / "python"
    run([str(python), "-m", "pip", "install", "-q", "--no-deps", "--ignore-installed",
         str(wheel)])
    return python


def clean_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env["PYTHONNOUSERSITE"] = "1"
    return env


def grade(python: str, cwd: Path, env: dict[str, str]) -> dict:
    sub = cwd / "halving.rkt"
    shutil.copy(SAMPLE, sub)
    done = run([python, "-m", "minischeme", "grade", "--assignment", "mini-card-game", str(sub),
                "-n", "2", "--no-cache", "--format", "json"], cwd=cwd, env=env)
    return json.loads(done.stdout)["submissions"][0]


def test_the_wheel_holds_the_transcripts_and_every_data_file(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for path in sorted((ROOT / "minischeme").rglob("*")):
        if path.is_file() and path.suffix in (".transcript", ".lark", ".json") \
                and "__pycache__" not in path.parts:
            assert str(path.relative_to(ROOT)) in names, path
    assert sum(n.endswith(".transcript") for n in names) >= 4


def test_installed_from_the_wheel_it_grades_exactly_like_the_checkout(venv, tmp_path):
    outside = tmp_path / "course"
    outside.mkdir()
    env = clean_env()
    where = run([str(venv), "-c", "import minischeme; print(minischeme.__file__)"],
                cwd=outside, env=env).stdout.strip()
    assert Path(where).resolve().is_relative_to(venv.parent.parent.resolve()), where
    installed = grade(str(venv), outside, env)
    checkout_env = dict(env, PYTHONPATH=str(ROOT))
    (tmp_path / "checkout").mkdir()
    editable = grade(sys.executable, tmp_path / "checkout", checkout_env)
    assert installed["score"] == editable["score"]
    assert len(installed["tests"]) == len(editable["tests"])
    assert [t["status"] for t in installed["tests"]] == [t["status"] for t in editable["tests"]]
    kinds = {t["kind"] for t in installed["tests"]}
    assert "transcript" in kinds                  # the text's examples came along


def test_gradescope_setup_sh_installs_the_wheel_and_run_autograder_grades(wheel, tmp_path):
    """gradescope/setup.sh then run_autograder, as Gradescope runs them, in a fake
    /autograder tree (AUTOGRADER_ROOT); setup.sh's venv gets lark & co. from the registry."""
    if shutil.which("bash") is None:
        pytest.skip("needs bash")
    root = tmp_path / "autograder"
    source = root / "source"
    source.mkdir(parents=True)
    (root / "submission").mkdir()
    for name in ("setup.sh", "run_autograder"):
        shutil.copy(ROOT / "gradescope" / name, source / name)
    shutil.copy(wheel, source / wheel.name)
    (source / "autograder.conf").write_text("ASSIGNMENT=mini-card-game\nEXTRA='-n 2'\n")
    shutil.copy(SAMPLE, root / "submission" / "cards.rkt")
    env = dict(clean_env(), AUTOGRADER_ROOT=str(root))
    env.pop("MINISCHEME", None)
    run(["bash", str(source / "setup.sh")], env=env, cwd=source)
    assert (root / "venv" / "bin" / "minischeme").exists()
    run(["bash", str(source / "run_autograder")], env=env, cwd=root)
    doc = json.loads((root / "results" / "results.json").read_text())
    editable = grade(sys.executable, tmp_path, dict(clean_env(), PYTHONPATH=str(ROOT)))
    assert doc["score"] == editable["score"] and doc["extra_data"]["submission"] == "cards.rkt"
