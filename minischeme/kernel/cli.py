"""`minischeme kernel install [--user | --prefix DIR]`: install the Jupyter kernel specs."""
from __future__ import annotations

import argparse
import sys
from typing import Any


def add_kernel_commands(sub: Any) -> None:
    kernel = sub.add_parser("kernel", help="Jupyter kernels: `kernel install` installs their specs")
    actions = kernel.add_subparsers(dest="kernel_command", required=True)
    install = actions.add_parser("install", help="install the kernel specs (default: into this "
                                 "Python environment, where pip also puts them)")
    where = install.add_mutually_exclusive_group()
    where.add_argument("--user", action="store_true", help="into the user's Jupyter directory")
    where.add_argument("--prefix", help="into PREFIX/share/jupyter/kernels")
    where.add_argument("--sys-prefix", action="store_true", help="into this environment (the default)")


def run_kernel_command(args: argparse.Namespace) -> int:
    if args.prefix is not None and not args.prefix.strip():
        print("minischeme: kernel install: --prefix expects a folder", file=sys.stderr)
        return 2
    try:
        from .specs import install
        places = install(user=args.user, prefix=args.prefix)
    except ImportError:
        print("minischeme: kernel install needs Jupyter: pip install 'minischeme[jupyter]'",
              file=sys.stderr)
        return 2
    except OSError as e:
        print(f"minischeme: kernel install: cannot write the kernel specs\n  system error: "
              f"{e.strerror or e}", file=sys.stderr)
        return 1
    for place in places:
        print(f"installed kernel spec {place}")
    return 0
