#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder image (Ubuntu), from
# /autograder/source: the unpacked autograder zip (this file, run_autograder,
# autograder.conf, a minischeme wheel, and any rubric or staff test files).
set -euo pipefail
ROOT="${AUTOGRADER_ROOT:-/autograder}"
SOURCE="$ROOT/source"
if ! command -v python3 >/dev/null 2>&1 || ! python3 -m venv --help >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3 python3-venv python3-pip
fi
python3 -m venv "$ROOT/venv"
# The wheel in the zip (build it with: pip wheel --no-deps -w dist /path/to/minischeme);
# its dependencies (lark, ...) come from the package registry.
"$ROOT/venv/bin/pip" install -q "$SOURCE"/minischeme-*.whl
"$ROOT/venv/bin/minischeme" --version >/dev/null
