"""The `minischeme` command line: run, eval --json, repl, test.

Each subcommand is a thin layer over ``Interpreter``; none lets a Python traceback reach
the user.
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from minischeme.values.ports import current_error, current_output, reset_standard_ports


def assignment_name(text: str) -> str:
    """The argparse type of ``--assignment``: a name the assignment registry knows; anything
    else is a usage error (exit 2) that lists the known names."""
    from .assignments import assignment_named, names
    if assignment_named(text) is None:
        raise argparse.ArgumentTypeError(
            f"unknown assignment: {text if text.strip() else repr(text)} "
            f"(known: {', '.join(names())})")
    return text


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--lang", default=None,
                   help="language of files without a #lang line (racket, racket/base, scheme, "
                        "simply-scheme, sicp, r5rs ...; default: the assignment's, else racket)")
    p.add_argument("--assignment", default=None, type=assignment_name, metavar="NAME",
                   help="load an assignment's reference functions (one of: "
                        "%(known_assignments)s)")
    p._actions[-1].known_assignments = _KnownAssignments()


class _KnownAssignments:
    """The registry's names, looked up only when the help is printed."""

    def __str__(self) -> str:
        from .assignments import names
        return ", ".join(names())


def _limits(p: argparse.ArgumentParser) -> None:
    """Limits for `run` and `eval`: none by default, as in Racket."""
    from minischeme.running.run_limits import limit_type
    p.add_argument("--step-limit", type=limit_type("--step-limit", int), metavar="N",
                   help="stop after N steps: procedure calls, and the work of primitives such as length and append (default: no limit)")
    p.add_argument("--depth-limit", type=limit_type("--depth-limit", int), metavar="N",
                   help="stop recursion more than about N calls deep; tail calls never "
                        "count (default: as deep as the stack allows, over a million)")
    p.add_argument("--time-limit", type=limit_type("--time-limit", float), metavar="SECONDS",
                   help="stop at the first procedure call after SECONDS (default: no limit)")


def _add_run(sub: Any) -> None:
    run = sub.add_parser("run", help="run a .rkt file as `racket FILE ARG ...` does",
                         epilog="The ARGs are the program's (current-command-line-arguments), "
                                "`--help` too; run's own options may come after FILE as well, "
                                "and after `--` (which the program sees too) every argument is the program's.")
    run.add_argument("file")
    run.add_argument("args", nargs="*", default=[], metavar="ARG",
                     help="the program's command-line arguments")
    _common(run)
    _limits(run)


def _split_run_arguments(parser: argparse.ArgumentParser,
                         argv: list[str]) -> tuple[list[str], list[str]]:
    """(what argparse parses, the program's arguments) of a `run` command line: after
    FILE, run's own options (with their values) stay minischeme's and every other word is
    the program's, in order, `--help` and flags argparse does not know included (as
    `racket FILE ARG ...` gives them all to the program); after a `--` (the program's too)
    every word is the program's. Before FILE nothing changes."""
    run = _innermost_parser(parser, argparse.Namespace(command="run"))
    takes_value = {o for a in run._actions if a.nargs != 0 for o in a.option_strings}
    ours = {o for a in run._actions for o in a.option_strings} - {"-h", "--help"}
    start = argv.index("run") + 1
    i = start
    while i < len(argv) and argv[i].startswith("-") and argv[i] != "-":   # options before FILE
        i += 2 if argv[i] in takes_value else 1
    if i >= len(argv):
        return argv, []
    kept, program = argv[:i + 1], []
    rest = iter(argv[i + 1:])
    for word in rest:
        if word == "--":
            program += [word, *rest]
        elif word in ours or word.split("=", 1)[0] in takes_value:
            kept.append(word)
            value = next(rest, None) if word in takes_value else None
            if value is not None:
                kept.append(value)
        else:
            program.append(word)
    return kept, program


def _add_eval(sub: Any) -> None:
    ev = sub.add_parser("eval", help="load FILE, then evaluate each datum of EXPRS in its namespace")
    ev.add_argument("file")
    ev.add_argument("exprs")
    ev.add_argument("--json", action="store_true", help="print one JSON object per line")
    _common(ev)
    _limits(ev)


def _add_test(sub: Any) -> None:
    test = sub.add_parser("test", help="replay transcripts and run .rkt files' rackunit tests")
    test.add_argument("files", nargs="+", metavar="FILE",
                      help="transcripts, .rkt/.scm/.ss files, or folders of them")
    _common(test)
    from .grading.cli import add_test_limit_flags
    add_test_limit_flags(test)


def _add_repl(sub: Any) -> None:
    repl = sub.add_parser("repl", help="an interactive REPL, as `racket -i` (FILE is run first)")
    repl.add_argument("file", nargs="?")
    repl.add_argument("--notation", default="racket", choices=["racket", "document"],
                      help="how input is read: plain Racket, or the Mini Card Game text's "
                           "document notation, where (card-rank (H . A)) needs no quote")
    repl.add_argument("--color", "--colour", default="auto", choices=["auto", "always", "never"],
                      help="colour in a terminal: auto (a theme for a light or dark background "
                           "as the terminal says; none when NO_COLOR is set), always, never")
    _common(repl)


def _add_grading(sub: Any) -> None:
    from .grading.cli import add_grading_commands
    add_grading_commands(sub)


def _add_kernel(sub: Any) -> None:
    from .kernel.cli import add_kernel_commands
    add_kernel_commands(sub)


# The subcommands, in the order the help lists them: each adds its own parser (grading adds
# `grade` and `compete`). Building only the one being run keeps `minischeme run` from
# importing the grader, the assignment registry and Jupyter's command.
SUBCOMMANDS: dict[str, Any] = {"run": _add_run, "eval": _add_eval, "test": _add_test,
                               "repl": _add_repl, "grade": _add_grading,
                               "compete": _add_grading, "kernel": _add_kernel}


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser. ``command``: build only that subcommand (what ``main``
    does for the command it runs); None or an unknown name: every subcommand (the help and
    its usage errors list them all)."""
    from minischeme import __version__
    parser = argparse.ArgumentParser(prog="minischeme",
                                     description="A Racket-compatible Scheme for card-game courses. "
                                     "`minischeme FILE ARG ...` runs FILE as `minischeme run FILE ARG ...`.")
    parser.add_argument("--version", action="version",
                        version=f"minischeme {__version__} (Racket v8.7 compatible)")
    sub = parser.add_subparsers(dest="command")
    adders = [SUBCOMMANDS[command]] if command in SUBCOMMANDS else list(SUBCOMMANDS.values())
    for add in dict.fromkeys(adders):
        add(sub)
    return parser


def _command_of(argv: list[str]) -> str | None:
    """The subcommand ``argv`` names: its first word that is not an option (the top-level
    options, --help and --version, take no value); no arguments at all start the REPL."""
    if not argv:
        return "repl"
    return next((a for a in argv if not a.startswith("-")), None)


# what names a program `minischeme FILE` runs, as `racket FILE` does (`minischeme run FILE`)
PROGRAM_SUFFIXES = (".rkt", ".scm", ".ss", ".rktl")


def _with_run_implied(argv: list[str]) -> list[str]:
    """``argv`` with `run` put before a first word that is no subcommand but names a
    program (an existing file, or a name with a Racket source's suffix): a Racket user
    types `minischeme hand.rkt` as they type `racket hand.rkt`."""
    if argv and not argv[0].startswith("-") and argv[0] not in SUBCOMMANDS:
        first = argv[0]
        if first.endswith(PROGRAM_SUFFIXES) or os.path.isfile(first):
            return ["run", *argv]
    return argv


def _parse(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.Namespace:
    """``parser.parse_args(argv)``, but an argument the subcommand does not take is its
    usage error (``usage: minischeme run ...``), not the top level's: argparse leaves extra
    arguments to the top-level parser, whose usage lists only the one subcommand built."""
    program: list[str] = []
    if _command_of(argv) == "run":
        argv, program = _split_run_arguments(parser, argv)
    args, extra = parser.parse_known_args(argv)
    if args.command == "run":
        args.args = program
    if extra:
        _innermost_parser(parser, args).error("unrecognized arguments: " + " ".join(extra))
    return args


def _innermost_parser(parser: argparse.ArgumentParser,
                      args: argparse.Namespace) -> argparse.ArgumentParser:
    """The parser of the (sub)subcommand ``args`` chose: ``minischeme kernel install``'s
    inside ``minischeme``'s."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            chosen = action.choices.get(getattr(args, action.dest, None) or "")
            return _innermost_parser(chosen, args) if chosen is not None else parser
    return parser


def _utf8_standard_streams() -> None:
    """Racket reads and writes UTF-8 whatever the locale: a bad input byte is U+FFFD."""
    for stream, errors in ((sys.stdin, "replace"), (sys.stdout, "replace"),
                           (sys.stderr, "backslashreplace")):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(encoding="utf-8", errors=errors)
            except (ValueError, OSError):
                pass


def main(argv: list[str] | None = None) -> int:
    _utf8_standard_streams()
    reset_standard_ports()
    from minischeme.primitives.sandbox import port_settings, restore_port_settings
    settings = port_settings()    # what the run's program sets ends with it (a test calls main)
    try:
        argv = _with_run_implied(sys.argv[1:] if argv is None else argv)
        args = _parse(build_parser(_command_of(argv)), argv)
        if args.command == "run":
            return cmd_run(args)
        if args.command == "eval":
            return cmd_eval(args)
        if args.command in ("grade", "compete"):
            from .grading.cli import run_grading_command
            return run_grading_command(args)
        if args.command == "kernel":
            from .kernel.cli import run_kernel_command
            return run_kernel_command(args)
        if args.command == "test":
            from .testing import run_tests
            return run_tests(args.files, args.lang, args.assignment, limits=args)
        from .repl import run_repl
        return run_repl(getattr(args, "file", None), getattr(args, "lang", None),
                        getattr(args, "assignment", None), getattr(args, "notation", "racket"),
                        color=getattr(args, "color", "auto"))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except ValueError as e:
        print(f"minischeme: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        from minischeme.values.files import os_error_text
        print(f"minischeme: {os_error_text(e)}", file=sys.stderr)
        return 1
    except Exception as e:  # a bug in minischeme: say so, without a traceback
        print(f"minischeme: internal error: {type(e).__name__}: {e}", file=sys.stderr)
        return 70
    finally:
        restore_port_settings(settings)


def _new_interpreter(args: Any) -> Any:
    """The Interpreter of `run` and `eval` (the interpreter is imported only by the commands
    that run a program; the assignment registry only by those that name an assignment)."""
    from minischeme.running.interpreter import Interpreter
    from minischeme.running.modules import ANY_FOLDER     # `require` of files resolves anywhere, as in racket
    if args.assignment:
        from .assignments import language_for
        lang = language_for(args.lang, args.assignment)
    else:
        lang = args.lang or "racket"            # what language_for gives without an assignment
    return Interpreter(lang=lang, assignment=args.assignment, module_root=ANY_FOLDER)


def cmd_run(args: Any) -> int:
    """Run a file; values print on stdout, an uncaught error on stderr with exit code 1."""
    from minischeme.values.command_line import CommandLine
    interp = _new_interpreter(args)
    interp.command_line = CommandLine(args.file, args.args)
    interp.main_module = True
    interp.bare_file_is_module = args.lang is None and args.assignment is None
    out = current_output()

    def show(v: Any) -> None:
        out.write(interp.format_value(v) + "\n")
    from minischeme.running.run_limits import CommandLimits
    from minischeme.values.printer import PRINT_AS_EXPRESSION, PRINT_MPAIR_CURLY_BRACES
    # the main module's language prints its way for this run only (a process running more
    # than one program, a test suite, must not see sicp's or scheme's style afterwards)
    printing = PRINT_AS_EXPRESSION.value, PRINT_MPAIR_CURLY_BRACES.value
    from minischeme.forms.checks import LOG
    LOG.reset()         # rackunit's test log (rackunit/log's test-log) counts this run's tests
    from minischeme.primitives import plai
    plai.reset()        # and plai's harness starts from its defaults
    from minischeme.primitives.sandbox import EXECUTABLE_YIELD_HANDLER, YIELD_HANDLER_DEFAULT
    EXECUTABLE_YIELD_HANDLER.value = YIELD_HANDLER_DEFAULT    # this run's own
    try:
        with CommandLimits(args):
            outcome = interp.load_file(args.file, on_value=show)
            if outcome.exit_code is not None:
                return outcome.exit_code
            if outcome.error is not None:
                _flush_stdout()
                from minischeme.values.errors import location_lines
                current_error().write(outcome.error + location_lines(outcome.raised) + "\n")
            status = 1 if outcome.error is not None else 0
            return _executable_yield(status)
    finally:
        PRINT_AS_EXPRESSION.value, PRINT_MPAIR_CURLY_BRACES.value = printing


def _executable_yield(status: int) -> int:
    """Call the program's `executable-yield-handler` with the exit status, as `racket FILE`
    does when the main module has run; the status, or the one the handler exits with."""
    from minischeme.primitives.sandbox import EXECUTABLE_YIELD_HANDLER, YIELD_HANDLER_DEFAULT
    from minischeme.values.errors import Raise, SchemeExit, error_message
    from minischeme.values.runtime import apply_procedure
    handler = EXECUTABLE_YIELD_HANDLER.value
    if handler is YIELD_HANDLER_DEFAULT:
        return status
    try:
        apply_procedure(handler, [status])
    except SchemeExit as e:
        return e.code if type(e.code) is int and 0 <= e.code <= 255 else 0
    except Raise as e:
        _flush_stdout()
        current_error().write(error_message(e.value) + "\n")
        return 1
    return status


def _flush_stdout() -> None:
    """Flush what the program printed before its error goes to stderr. A stdout the reader
    closed (`| head`) is pointed at the null device, so that neither this flush nor
    Python's at exit hides the error or prints one of its own."""
    try:
        sys.stdout.flush()
    except OSError:
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (OSError, ValueError):   # a stdout with no file descriptor
            pass


def cmd_eval(args: Any) -> int:
    """`eval FILE EXPRS --json`: the format of tools/racket-eval.rkt (Racket's side), line for line."""
    from minischeme.values.data import VOID, MultipleValues
    from minischeme.values.files import FileError, read_scheme_text
    from minischeme.values.ports import capture_output
    from minischeme.values.printer import write_string
    from minischeme.reading.reader import ReadError, read_source
    from minischeme.running.run_limits import CommandLimits
    interp = _new_interpreter(args)
    with capture_output() as body, CommandLimits(args):
        loaded = interp.load_file(args.file, on_value=lambda v: body.write(interp.format_value(v) + "\n"))
    load_error = loaded.error
    if loaded.exit_code is not None and load_error is None:
        load_error = f"exit: {loaded.exit_code}"
    _emit_json({"load_error": load_error, "body_output": body.getvalue()})
    try:
        data = read_source(read_scheme_text(args.exprs)).data
    except ReadError as e:
        _emit_json({"expr": "", "error": e.located(args.exprs), "output": ""})
        return 1
    except FileError as e:
        print(f"minischeme eval: {e}", file=sys.stderr)
        return 2
    for datum, _ in data:
        record: dict[str, Any] = {"expr": None}     # (written after the evaluation, below)
        if load_error is not None:
            record.update(error="module failed to load", output="")
        else:
            with capture_output() as port, CommandLimits(args):
                outcome = interp.eval_datum(datum)
            if outcome.error is not None:
                record["error"] = _eval_message(outcome)
            elif outcome.exit_code is not None:
                record["error"] = f"exit: {outcome.exit_code}"
            elif type(outcome.value) is MultipleValues:
                record["error"] = ("result arity mismatch;\n expected number of values not received"
                                   f"\n  expected: 1\n  received: {len(outcome.value.values)}")
            else:
                record["value"] = "" if outcome.value is VOID else write_string(outcome.value)
            record["output"] = port.getvalue()
        # (written after the evaluation, as Racket's side does: a datum setting a printing
        # parameter, print-pair-curly-braces, shows in its own expr)
        record["expr"] = write_string(datum)
        _emit_json(record)
    return 0


def _eval_message(outcome: Any) -> str:
    """racket-eval.rkt words a raised non-exception value with ~s (write style)."""
    from minischeme.values.errors import is_exn
    from minischeme.values.printer import write_string
    if outcome.raised is not None and not is_exn(outcome.raised):
        return "uncaught exception: " + write_string(outcome.raised)
    return outcome.error


def _emit_json(obj: dict) -> None:
    import json
    sys.stdout.write(json.dumps(obj, ensure_ascii=False) + "\n")
    sys.stdout.flush()
