"""A course notebook run end to end with nbclient (as `jupyter nbconvert --execute` or a
JupyterHub does), and its card pictures rendered to HTML by nbconvert and looked at in
headless Chromium."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat", reason="nbformat is not installed (pip install -e '.[test]')")
nbclient = pytest.importorskip("nbclient", reason="nbclient is not installed (pip install -e '.[test]')")
pytest.importorskip("ipykernel", reason="ipykernel is not installed (pip install -e '.[jupyter]')")

from minischeme.kernel.specs import write_specs  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK = ROOT / "examples" / "mini-card-game.ipynb"
BROWSER = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.fixture(scope="module")
def executed(tmp_path_factory: pytest.TempPathFactory):
    """The example notebook, executed by nbclient with the minischeme kernel specs."""
    data = tmp_path_factory.mktemp("jupyter") / "share" / "jupyter"
    write_specs(data / "kernels")
    saved = {k: os.environ.get(k) for k in ("JUPYTER_PATH", "PYTHONPATH")}
    os.environ["JUPYTER_PATH"] = str(data)
    os.environ["PYTHONPATH"] = str(ROOT) + os.pathsep + (saved["PYTHONPATH"] or "")
    try:
        nb = nbformat.read(NOTEBOOK, as_version=4)
        nbclient.NotebookClient(nb, timeout=120, kernel_name="minischeme-mini-card-game").execute()
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    return nb


def outputs(nb, index: int) -> list[dict]:
    code_cells = [c for c in nb.cells if c.cell_type == "code"]
    return code_cells[index].outputs


def test_course_notebook_runs_end_to_end(executed):
    results = [[o for o in outputs(executed, i) if o.output_type == "execute_result"]
               for i in range(5)]
    assert results[0][0].data["text/plain"] == "'((H . 3) (S . A) (D . Q) (C . 10) (H . K))"
    assert results[1][0].data["text/plain"] == "'(red black red black red)"
    assert results[2][0].data["text/plain"] == "'(3 11 10 10 10)"
    assert results[3] == []     # a for loop's value is void: only its printed output
    printed = "".join(o.text for o in outputs(executed, 3) if o.output_type == "stream")
    assert printed == "3 of H\nA of S\nQ of D\n10 of C\nK of H\n"
    assert results[4][0].data["text/plain"] == "'((H . 3) (D . Q) (H . K))"


def test_card_lists_in_the_notebook_carry_pictures_and_numbers_do_not(executed):
    deck = outputs(executed, 0)[0].data
    assert deck["text/html"].count('class="minischeme-card"') == 5
    values = [o for o in outputs(executed, 2) if o.output_type == "execute_result"][0].data
    assert "text/html" not in values


@pytest.mark.skipif(BROWSER is None, reason="Chromium is not installed (apt-get install -y chromium)")
def test_card_pictures_render_in_a_browser(executed, tmp_path):
    Image = pytest.importorskip("PIL.Image", reason="Pillow is not installed (pip install -e '.[test]')")
    from nbconvert import HTMLExporter
    body, _ = HTMLExporter().from_notebook_node(executed)
    page = tmp_path / "notebook.html"
    page.write_text(body, encoding="utf-8")
    shot = tmp_path / "notebook.png"
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
             "--disable-component-update", "--no-first-run", f"--user-data-dir={tmp_path / 'profile'}"]
    run = subprocess.run([BROWSER, *flags, "--window-size=1000,1600", f"--screenshot={shot}",
                          page.as_uri()], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and shot.exists(), run.stderr
    dom = subprocess.run([BROWSER, *flags, "--dump-dom", page.as_uri()],
                         capture_output=True, text=True, timeout=120).stdout
    assert dom.count('class="minischeme-card"') == 5 + 3     # the deck, and the red cards
    image = Image.open(shot).convert("RGB")
    raw = image.tobytes()
    pixels = [raw[i:i + 3] for i in range(0, len(raw), 3)]
    red = sum(1 for r, g, b in pixels if r > 150 and g < 60 and b < 60)      # hearts, diamonds
    white_card = sum(1 for r, g, b in pixels if r == g == b == 255)
    assert red > 200, "no red suit symbols were drawn"
    assert white_card > 1000
    if os.environ.get("MINISCHEME_KEEP_SCREENSHOT"):     # to look at it: the file tool shows PNGs
        image.save(os.environ["MINISCHEME_KEEP_SCREENSHOT"])
