"""minischeme's build backend: setuptools's, with the Jupyter kernel specs in editable wheels.

``pip install -e '.[jupyter]'`` builds an editable wheel, and setuptools leaves
``[tool.setuptools.data-files]`` out of it (pypa/setuptools#3399: its editable_wheel asks
``has_data``, which no distribution has), so ``jupyter kernelspec list`` would not find
the kernels the README promises. Here every hook is setuptools's own; ``build_editable``
then adds the data files to the wheel's ``NAME-VERSION.data/data/`` folder, where pip
installs them for any wheel, editable or not: the kernel specs land in the environment's
``share/jupyter/kernels`` as they do from a regular wheel.
"""
from __future__ import annotations

import base64
import hashlib
import tomllib
import zipfile
from pathlib import Path

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F401,F403  (every other hook, unchanged)


def build_editable(wheel_directory: str, config_settings: dict | None = None,
                   metadata_directory: str | None = None) -> str:
    """setuptools's editable wheel, with the project's data files added."""
    name = _setuptools.build_editable(wheel_directory, config_settings, metadata_directory)
    add_data_files(Path(wheel_directory) / name, data_files(Path.cwd() / "pyproject.toml"))
    return name


def data_files(pyproject: Path) -> dict[str, list[str]]:
    """``[tool.setuptools.data-files]``: each destination folder and the files it gets."""
    config = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    return config.get("tool", {}).get("setuptools", {}).get("data-files", {})


def add_data_files(wheel: Path, files: dict[str, list[str]]) -> None:
    """Rewrite ``wheel`` with ``files`` under its ``.data/data/`` folder, and its RECORD."""
    with zipfile.ZipFile(wheel) as z:
        entries = [(info, z.read(info)) for info in z.infolist()]
    [record] = [info.filename for info, _ in entries if info.filename.endswith(".dist-info/RECORD")]
    data_dir = record.split("/")[0].removesuffix(".dist-info") + ".data/data"
    present = {info.filename for info, _ in entries}
    added = []
    for folder, sources in files.items():
        for source in sources:
            target = f"{data_dir}/{folder.strip('/')}/{Path(source).name}"
            if target not in present:
                added.append((zipfile.ZipInfo(target, (2020, 1, 1, 0, 0, 0)),
                              Path(source).read_bytes()))
    if not added:
        return
    lines = []
    for info, content in entries + added:
        if info.filename == record:
            continue
        digest = base64.urlsafe_b64encode(hashlib.sha256(content).digest()).rstrip(b"=")
        lines.append(f"{info.filename},sha256={digest.decode()},{len(content)}")
    lines.append(f"{record},,")
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as z:
        for info, content in entries + added:
            if info.filename != record:
                info.compress_type = zipfile.ZIP_DEFLATED
                z.writestr(info, content)
        z.writestr(record, "\n".join(lines) + "\n")
