"""The Jupyter kernels, driven through jupyter_client as a notebook front end drives them:
start, execute, complete, inspect, interrupt, shutdown."""
from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import pytest

jupyter_client = pytest.importorskip("jupyter_client", reason="jupyter_client is not installed "
                                     "(pip install -e '.[jupyter]')")
pytest.importorskip("ipykernel", reason="ipykernel is not installed (pip install -e '.[jupyter]')")

from minischeme.kernel.specs import SHIPPED, kernel_specs, spec_text, write_specs  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def kernel_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A Jupyter data directory holding the kernel specs, with this checkout importable."""
    data = tmp_path_factory.mktemp("jupyter") / "share" / "jupyter"
    write_specs(data / "kernels")
    return data


def start(kernel_path: Path, name: str) -> tuple:
    from jupyter_client.kernelspec import KernelSpecManager
    from jupyter_client.manager import KernelManager
    ksm = KernelSpecManager(kernel_dirs=[str(kernel_path / "kernels")])
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    km = KernelManager(kernel_name=name, kernel_spec_manager=ksm)
    km.start_kernel(env=env)
    kc = km.client()
    kc.start_channels()
    kc.wait_for_ready(timeout=60)
    return km, kc


@pytest.fixture(scope="module")
def cards_kernel(kernel_path: Path):
    km, kc = start(kernel_path, "minischeme-mini-card-game")
    yield km, kc
    kc.stop_channels()
    km.shutdown_kernel(now=True)


def execute(kc, code: str, timeout: float = 60) -> tuple[dict, list[tuple[str, dict]]]:
    """Run a cell; its reply content and the iopub messages it produced, in order."""
    outputs: list[tuple[str, dict]] = []

    def hook(msg: dict) -> None:
        if msg["msg_type"] in ("stream", "execute_result", "display_data", "error"):
            outputs.append((msg["msg_type"], msg["content"]))
    reply = kc.execute_interactive(code, output_hook=hook, timeout=timeout)
    return reply["content"], outputs


def result_text(outputs: list[tuple[str, dict]]) -> str | None:
    results = [c["data"]["text/plain"] for t, c in outputs if t == "execute_result"]
    return results[-1] if results else None


def stdout(outputs: list[tuple[str, dict]]) -> str:
    return "".join(c["text"] for t, c in outputs if t == "stream" and c["name"] == "stdout")


def test_cell_result_is_the_last_value_printed_as_the_repl_prints_it(cards_kernel):
    _, kc = cards_kernel
    reply, outputs = execute(kc, "(define hand '((D . Q) (H . 3)))\n(length hand)\nhand")
    assert reply["status"] == "ok"
    assert result_text(outputs) == "'((D . Q) (H . 3))"
    assert [t for t, _ in outputs] == ["execute_result"]


def test_namespace_persists_across_cells(cards_kernel):
    _, kc = cards_kernel
    execute(kc, "(define (double n) (* 2 n))")
    _, outputs = execute(kc, "(double 21)")
    assert result_text(outputs) == "42"


def test_void_result_prints_nothing(cards_kernel):
    _, kc = cards_kernel
    reply, outputs = execute(kc, "(void)")
    assert reply["status"] == "ok" and outputs == []


def test_display_output_streams_before_the_result(cards_kernel):
    _, kc = cards_kernel
    _, outputs = execute(kc, '(display "one\\n") (printf "~a~n" (+ 1 1)) 3')
    assert stdout(outputs) == "one\n2\n"
    assert outputs[-1][0] == "execute_result" and result_text(outputs) == "3"


def test_output_streams_while_the_cell_is_still_running(cards_kernel):
    _, kc = cards_kernel
    seen: list[float] = []
    start_time = time.monotonic()

    def hook(msg: dict) -> None:
        if msg["msg_type"] == "stream":
            seen.append(time.monotonic() - start_time)
    code = ('(display "early\\n")'
            '(let loop ([i 0]) (when (< i 3000000) (loop (+ i 1))))'
            '(display "late\\n")')
    kc.execute_interactive(code, output_hook=hook, timeout=120)
    assert len(seen) == 2 and seen[1] > seen[0]   # two messages: the first came before the loop ended


def test_error_reply_carries_racket_message_not_python_traceback(cards_kernel):
    _, kc = cards_kernel
    reply, outputs = execute(kc, "(car '())")
    assert reply["status"] == "error"
    assert reply["evalue"].startswith("car: contract violation")
    assert "\n".join(reply["traceback"]).startswith("; car: contract violation")
    errors = [c for t, c in outputs if t == "error"]
    assert len(errors) == 1 and errors[0]["evalue"] == reply["evalue"]
    assert not any("Traceback" in line or ".py" in line for line in reply["traceback"])


def test_error_stops_the_rest_of_the_cell(cards_kernel):
    _, kc = cards_kernel
    execute(kc, "(define after 0)")
    reply, _ = execute(kc, "(car 1) (set! after 1)")
    assert reply["status"] == "error"
    _, outputs = execute(kc, "after")
    assert result_text(outputs) == "0"


def test_read_error_is_reported_with_its_position(cards_kernel):
    _, kc = cards_kernel
    reply, _ = execute(kc, "(+ 1 2))")
    assert reply["status"] == "error" and "unexpected `)`" in reply["evalue"]


def test_assignment_reference_is_bound_as_in_the_repl(cards_kernel):
    _, kc = cards_kernel
    _, outputs = execute(kc, "(card-rank '(H . A))")
    assert result_text(outputs) == "11"


def test_document_notation_meta_command_works_as_in_the_repl(cards_kernel):
    _, kc = cards_kernel
    reply, outputs = execute(kc, ",notation document\n(card-rank (H . A))")
    assert reply["status"] == "ok"
    assert stdout(outputs) == "; notation: document\n" and result_text(outputs) == "11"
    execute(kc, ",notation racket")


def test_card_values_also_render_as_card_pictures(cards_kernel):
    _, kc = cards_kernel
    _, outputs = execute(kc, "(list '(H . A) '(S . 10))")
    data = [c["data"] for t, c in outputs if t == "execute_result"][0]
    html = data["text/html"]
    assert html.count('class="minischeme-card"') == 2
    assert "♥" in html and "♠" in html and "#c00" in html


def test_plain_values_stay_text_only(cards_kernel):
    _, kc = cards_kernel
    for code in ("42", "'(1 2 3)", "'(H . Z)", "\"(H . A)\""):
        _, outputs = execute(kc, code)
        data = [c["data"] for t, c in outputs if t == "execute_result"][0]
        assert list(data) == ["text/plain"], code


def test_complete_request_completes_bound_names(cards_kernel):
    _, kc = cards_kernel
    reply = kc.complete("(card-ra", 8, reply=True, timeout=30)["content"]
    assert reply["matches"] == ["card-rank"]
    assert (reply["cursor_start"], reply["cursor_end"]) == (1, 8)


def test_complete_request_completes_meta_commands(cards_kernel):
    _, kc = cards_kernel
    reply = kc.complete(",nota", 5, reply=True, timeout=30)["content"]
    assert reply["matches"] == ["notation"]


def test_inspect_request_shows_the_reference_documentation(cards_kernel):
    _, kc = cards_kernel
    reply = kc.inspect("(card-rank '(H . A))", 5, reply=True, timeout=30)["content"]
    assert reply["found"] is True
    assert reply["data"]["text/plain"].startswith("(card-rank")
    missing = kc.inspect("(no-such-name 1)", 4, reply=True, timeout=30)["content"]
    assert missing["found"] is False


def test_is_complete_request_uses_the_reader(cards_kernel):
    _, kc = cards_kernel
    def status(code: str) -> str:
        msg_id = kc.is_complete(code)
        while True:
            msg = kc.get_shell_msg(timeout=30)
            if msg["parent_header"].get("msg_id") == msg_id:
                return msg["content"]["status"]
    assert status("(define (f x)") == "incomplete"
    assert status("(define (f x) x)") == "complete"


def test_interrupt_stops_a_runaway_loop_and_the_namespace_survives(cards_kernel):
    km, kc = cards_kernel
    execute(kc, "(define kept 7)")
    msg_id = kc.execute("(let loop () (loop))")
    while True:      # wait until the kernel is running the cell
        msg = kc.get_iopub_msg(timeout=60)
        if (msg["parent_header"].get("msg_id") == msg_id and msg["msg_type"] == "status"
                and msg["content"]["execution_state"] == "busy"):
            break
    reply = None
    for _ in range(10):      # a busy machine may need more than one Ctrl-C's worth of time
        time.sleep(0.5)
        km.interrupt_kernel()
        try:
            msg = kc.get_shell_msg(timeout=5)
        except Exception:    # queue.Empty: not stopped yet
            continue
        if msg["parent_header"].get("msg_id") == msg_id:
            reply = msg["content"]
            break
    assert reply is not None and reply["status"] == "error"
    assert reply["evalue"] == "user break"
    # an interrupt sent while the reply was on its way (a busy machine) may still stop the
    # next cell: ask again then; the definition must have survived either way
    for _ in range(3):
        again, outputs = execute(kc, "kept")
        if again.get("evalue") != "user break":
            break
    assert result_text(outputs) == "7"


def test_plain_kernel_has_no_assignment_bound(kernel_path):
    km, kc = start(kernel_path, "minischeme")
    try:
        reply, _ = execute(kc, "(card-rank '(H . A))")
        assert reply["status"] == "error" and reply["evalue"].startswith("card-rank: undefined")
        _, outputs = execute(kc, "(list '(H . A))")
        data = [c["data"] for t, c in outputs if t == "execute_result"][0]
        assert list(data) == ["text/plain"]
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    assert not km.is_alive()


def test_every_assignment_kernel_starts_and_binds_its_reference(kernel_path):
    probes = {"minischeme-solitaire": ("(card_value '(hearts . ace))", "11"),
              "minischeme-bridge-hands": ("(card-val 'ha)", "4"),
              "minischeme-kaartspel": ("(procedure? speel-rondes)", "#t")}
    for name, (code, expected) in probes.items():
        km, kc = start(kernel_path, name)
        try:
            reply, outputs = execute(kc, code)
            assert reply["status"] == "ok", (name, reply)
            assert result_text(outputs) == expected, name
        finally:
            kc.stop_channels()
            km.shutdown_kernel(now=True)


def test_shipped_kernel_specs_are_the_generated_ones():
    for name, spec in kernel_specs().items():
        assert (SHIPPED / name / "kernel.json").read_text(encoding="utf-8") == spec_text(spec), (
            f"{name}: run `python -m minischeme.kernel.specs` to refresh the shipped specs")
    assert sorted(p.name for p in SHIPPED.iterdir()) == sorted(kernel_specs())


def test_kernel_install_command_writes_specs_jupyter_finds(tmp_path):
    import subprocess
    env = dict(os.environ, PYTHONPATH=str(ROOT), JUPYTER_PATH=str(tmp_path / "share" / "jupyter"))
    run = subprocess.run([sys.executable, "-m", "minischeme", "kernel", "install",
                          "--prefix", str(tmp_path)], capture_output=True, text=True, env=env,
                         timeout=120)
    assert run.returncode == 0, run.stderr
    listed = subprocess.run([sys.executable, "-m", "jupyter_client.kernelspecapp", "list", "--json"],
                            capture_output=True, text=True, env=env, timeout=120)
    specs = json.loads(listed.stdout)["kernelspecs"]
    assert {"minischeme", "minischeme-mini-card-game"} <= set(specs)
    spec = specs["minischeme-mini-card-game"]["spec"]
    assert spec["display_name"] == "Mini Card Game (minischeme)"


def test_kernel_specs_installed_from_the_wheel_are_found_by_jupyter(tmp_path):
    """pip puts the specs into the environment's share/jupyter/kernels: no extra step."""
    import subprocess
    wheels = tmp_path / "wheels"
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps",
                            "-w", str(wheels), str(ROOT)],
                           capture_output=True, text=True, timeout=300)
    assert build.returncode == 0, build.stderr
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)],
                   check=True, timeout=300)
    python = venv / "bin" / "python"
    wheel = next(wheels.glob("minischeme-*.whl"))
    install = subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-deps",
                              "--force-reinstall", "--no-index", str(wheel)], cwd=tmp_path,
                             capture_output=True, text=True, timeout=300)
    assert install.returncode == 0, install.stderr
    env = {k: v for k, v in os.environ.items() if k not in ("JUPYTER_PATH", "PYTHONPATH")}
    env["PATH"] = str(venv / "bin") + os.pathsep + env.get("PATH", "")
    listed = subprocess.run([str(python), "-m", "jupyter_client.kernelspecapp", "list", "--json"],
                            capture_output=True, text=True, env=env, timeout=120, cwd=tmp_path)
    specs = json.loads(listed.stdout)["kernelspecs"]
    assert set(kernel_specs()) <= set(specs)
    assert Path(specs["minischeme-kaartspel"]["resource_dir"]).is_relative_to(venv)


def test_bridge_hands_kernel_speaks_simply_scheme(kernel_path):
    km, kc = start(kernel_path, "minischeme-bridge-hands")
    try:
        _, outputs = execute(kc, "(bf 'sa)")
        assert result_text(outputs) == "'a"   # as the simply-scheme REPL prints it
        _, outputs = execute(kc, "(list 'ha 'd10)")
        data = [c["data"] for t, c in outputs if t == "execute_result"][0]
        assert data["text/html"].count('class="minischeme-card"') == 2
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


def test_kernel_specs_follow_the_assignment_registry():
    from minischeme.assignments import all_assignments
    assert set(kernel_specs()) == {"minischeme"} | {f"minischeme-{a.name}" for a in all_assignments()}


def test_kernel_install_with_an_empty_prefix_is_refused_not_installed_system_wide(tmp_path):
    import subprocess
    run = subprocess.run([sys.executable, "-m", "minischeme", "kernel", "install", "--prefix", ""],
                         capture_output=True, text=True, timeout=120,
                         env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert run.returncode == 2
    assert run.stderr == "minischeme: kernel install: --prefix expects a folder\n"
