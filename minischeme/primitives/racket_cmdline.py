"""racket/cmdline: `(parse-command-line name argv table finish-proc arg-help-strs)`, which
`command-line` (forms/library_forms.py) expands into, with Racket 8.7's semantics and words
(collects/racket/cmdline.rkt):

* the table is a list of sets `(list 'once-each line ...)` (also 'once-any, 'multi, 'final,
  and the text sets 'help-labels, 'usage-help, 'ps); a line is `(list flags handler help)`,
  the handler taking the flag and the flag's arguments, help `(cons help-text arg-names)`;
* arguments are flags (`-x`, `+x`, `--long`, `++long`) up to the first that is not one (or a
  number such as `-5`) or `--`; `-vk 3` is `-v -k 3`; each handler's value, unless void, is
  collected for finish-proc, called with that list and the remaining arguments;
* `--help` / `-h` prints Racket's help text and exits 0; a mistake on the command line is an
  exn:fail:user in Racket's words (printed as the message alone, exit code 1).
"""
from __future__ import annotations

import os
import re
from typing import Any

from minischeme.values import command_line
from minischeme.values.data import NIL, VOID, MVector, StructInstance, as_str, is_list, list_to_python, make_list
from minischeme.values.errors import EXN_FAIL_CONTRACT, EXN_FAIL_USER, SchemeExit, racket_error
from minischeme.values.paths import RacketPath
from minischeme.values.ports import current_output
from minischeme.values.printer import display_string, error_value_string, write_string
from minischeme.values.procedures import Primitive
from minischeme.values.runtime import TailCall, apply_procedure, is_procedure, procedure_arity_includes
from minischeme.values.procedures import make_tail_call
from .control import procedure_arity
from .registry import define, library

library("racket/cmdline")

WHO = "parse-command-line"
_GOOD_FLAG = re.compile(r"[-+][^-+]$|(--|[+][+])[^-+]")
_NUMBER_FLAG = re.compile(r"[-+][0-9]*([.][0-9]*)?$")
_SET_KINDS = ("once-any", "once-each", "multi", "final", "help-labels", "usage-help", "ps")
_TEXT_KINDS = ("help-labels", "usage-help", "ps")


class _Once:
    """The flags of a once-each line or a once-any set: together they may be used once."""

    __slots__ = ("flags", "seen")

    def __init__(self, flags: list[str], seen: bool = False) -> None:
        self.flags, self.seen = flags, seen


class _Line:
    """A flag line of the table, with what its set says about repeating it."""

    __slots__ = ("flags", "handler", "helps", "names", "once", "final")

    def __init__(self, flags: list[str], handler: Any, helps: list[str], names: list[str],
                 once: _Once | None = None, final: bool = False) -> None:
        self.flags, self.handler, self.helps, self.names = flags, handler, helps, names
        self.once, self.final = once, final


class _Parse:
    """One parse: the program's name, the flag lines (`--help` first), what the handlers
    returned so far, whether a 'final flag was seen."""

    __slots__ = ("name", "lines", "unknown", "results", "finalled")

    def __init__(self, name: str, lines: list[_Line], unknown: Any, results: list | None = None,
                 finalled: bool = False) -> None:
        self.name, self.lines, self.unknown = name, lines, unknown
        self.results = [] if results is None else results
        self.finalled = finalled


# ------------------------------------------------------------------ checking the arguments

def _type_error(expected: str, given: Any) -> Exception:
    """raise-type-error's words: `who: expected argument of type <expected>; given: v`."""
    return racket_error(f"{WHO}: expected argument of type <{expected}>; given: {error_value_string(given)}",
                        EXN_FAIL_CONTRACT)


def _arity(proc: Any) -> tuple[int, bool] | None:
    """(count, at least?) of a procedure of simple arity; None for several cases."""
    a = procedure_arity(proc)
    if type(a) is int:
        return a, False
    if type(a) is StructInstance:           # arity-at-least
        return a.fields[0], True
    return None


def program_name(program: Any) -> str:
    """The name errors and the help give the program: a path's last element, a string as
    it is."""
    if type(program) is RacketPath:
        return os.path.basename(program.text.rstrip("/")) or program.text
    return as_str(program)


def _check_line(kind: str, line: Any, table: Any) -> None:
    """One spec line of a flag set, as Racket checks it (its words, naming the table)."""
    def bad(why: str) -> Exception:
        return _type_error(f"table as a list of flag-list/procedure pairs ({why})", table)
    if not (is_list(line) and len(list_to_python(line)) == 3):
        raise bad(f"spec-line must be a list of three items: {error_value_string(line)}")
    flags, handler, helps = list_to_python(line)
    if not is_list(flags):
        raise bad(f"flags part of a spec-line must be a list: {error_value_string(flags)}")
    for flag in list_to_python(flags):
        text = as_str(flag)
        if text is None:
            raise bad(f"flag must be a string: {error_value_string(flag)}")
        if not _GOOD_FLAG.match(text) or _NUMBER_FLAG.match(text):
            raise bad(f"no ill-formed flags: {error_value_string(flag)}")
        if text in ("-h", "--help"):
            raise bad(f"no pre-defined flags: {error_value_string(flag)}")
    if not is_procedure(handler):
        raise bad(f"second item in a spec-line must be a procedure: {error_value_string(handler)}")
    arity = _arity(handler)
    if arity is None:
        raise bad(f"flag handler procedure cannot have multiple cases: {error_value_string(handler)}")
    if not arity[1] and arity[0] < 1:
        raise bad(f"flag handler procedure must take at least 1 argument: {error_value_string(handler)}")
    parts = list_to_python(helps) if is_list(helps) else None
    if not (parts and (as_str(parts[0]) is not None or (is_list(parts[0]) and all(
            as_str(s) is not None for s in list_to_python(parts[0]))))
            and all(as_str(s) is not None for s in parts[1:])):
        raise bad("spec-line help section must be a list of string-or-string-list and strings")
    if not (len(parts) == arity[0] if not arity[1] else len(parts) >= max(1, arity[0])):
        raise bad("spec-line help list strings must match procedure arguments")


def _check_table(table: Any) -> list[tuple[str, list]]:
    """The table as (kind, lines) pairs, checked."""
    if not is_list(table):
        raise _type_error("table of spec sets", table)
    sets = []
    for spec in list_to_python(table):
        if not (is_list(spec) and spec is not NIL):
            raise _type_error(f"table as a list of flag-list/procedure pairs (spec-set must be a "
                              f"non-empty list: {display_string(spec)})", table)
        kind, lines = display_string(spec.car), list_to_python(spec.cdr)
        if kind not in _SET_KINDS or type(spec.car) is str:
            raise _type_error("table as a list of flag-list/procedure pairs (spec-set type must be "
                              "'once-any, 'once-each, 'multi, 'final, 'help-labels, 'usage-help, "
                              f"or 'ps: {kind})", table)
        for line in lines:
            if kind in _TEXT_KINDS:
                if as_str(line) is None:
                    raise _type_error(f"table as a list of flag-list/procedure pairs ({kind} line "
                                      f"must be a string: {error_value_string(line)})", table)
            else:
                _check_line(kind, line, table)
        sets.append((kind, lines))
    return sets


def _check_procedures(finish: Any, finish_help: Any, help_proc: Any, unknown: Any) -> None:
    """finish-proc, the argument names and the two handlers, as Racket checks them."""
    arity = _arity(finish) if is_procedure(finish) else None
    if not is_procedure(finish) or not (arity is None or arity[1] or arity[0] >= 1):
        raise _type_error("finish procedure accepting at least 1 argument", finish)
    if not (is_list(finish_help) and all(as_str(s) is not None for s in list_to_python(finish_help))):
        raise _type_error("argument help list of strings", finish_help)
    if not (is_procedure(help_proc) and procedure_arity_includes(help_proc, 1)):
        raise _type_error("help procedure of arity 1", help_proc)
    if not (is_procedure(unknown) and procedure_arity_includes(unknown, 1) and _arity(unknown)):
        raise _type_error("unknown-flag procedure of simple arity, accepting 1 argument (an "
                          "perhaps more)", unknown)
    if not procedure_arity_includes(finish, 1 + len(list_to_python(finish_help))):
        raise racket_error(f"{WHO}: mismatch in length of argument help string and finish procedure "
                           f"arity\n  argument help string: {error_value_string(finish_help)}\n"
                           f"  finish procedure: {error_value_string(finish)}", EXN_FAIL_CONTRACT)


def _set_lines(kind: str, lines: list) -> list[_Line]:
    """A flag set's lines (checked), each with what its set says about repeating it: a
    once-each line may be used once, one line of a once-any set once, a final one ends the
    flags."""
    parsed = []
    for line in lines:
        flags, handler, helps = list_to_python(line)
        flags = [as_str(f) for f in list_to_python(flags)]
        text = helps.car
        shown = [as_str(text)] if as_str(text) is not None else [as_str(s) for s in list_to_python(text)]
        parsed.append(_Line(flags, handler, shown, [as_str(n) for n in list_to_python(helps.cdr)],
                            _Once(flags) if kind == "once-each" else None, kind == "final"))
    if kind == "once-any":
        together = _Once([f for line in parsed for f in line.flags])
        for line in parsed:
            line.once = together
    return parsed


# ------------------------------------------------------------------ the help text

def print_args(names: list[str], proc: Any) -> str:
    """` <a> [<b>] [<r>] ...`: each argument name, bracketed when ``proc`` may be called
    without it, `...` after the last when it takes more (Racket's print-args)."""
    out = []
    for n, name in enumerate(names, 1):
        optional = procedure_arity_includes(proc, n)
        out.append(f" [<{name}>]" if optional else f" <{name}>")
        if n == len(names) and procedure_arity_includes(proc, n + 2):
            out.append(" ...")
    return "".join(out)


def _flag_lines(kind: str, lines: list[_Line]) -> str:
    """A set's lines of the help: each line's flags, then its help text, marked `*` for
    repeatable flags and bracketed `/ | \\` for exclusive ones."""
    bracketed = kind == "once-any" and len(lines) > 1
    out = []
    for li, line in enumerate(lines):
        last_line = li == len(lines) - 1
        for hi, text in enumerate(line.helps):
            first, last = hi == 0, hi == len(line.helps) - 1
            if bracketed:
                mark = "/" if li == 0 and first else "\\" if last_line and last and len(line.helps) > 1 else "|"
            else:
                mark = "*" if kind in ("multi", "final") and first else " "
            out.append(mark)
            if first:
                out.append(",".join(f" {flag}{print_args(line.names, line.handler)}" for flag in line.flags))
                out.append(("\n\\   " if last_line and last else "\n|   ") if bracketed else "\n    ")
            else:
                out.append("   ")
            out.append(f" {text}\n")
    return "".join(out)


def help_text(name: str, sets: list[tuple[str, list]], parsed: dict[int, list[_Line]],
              finish_help: list[str], finish: Any) -> str:
    """What `--help` prints, exactly as Racket's parse-command-line prints it."""
    kinds = {kind for kind, _ in sets}
    out = [f"usage: {name} [ <option> ... ]", print_args(finish_help, finish)]
    out += [f"\n  {as_str(line)}" for kind, lines in sets if kind == "usage-help" for line in lines]
    out.append("\n\n<option> is one of\n\n")
    for i, (kind, lines) in enumerate(sets):
        if kind == "help-labels":
            out += [f" {as_str(line)}\n" for line in lines]
        elif kind not in ("ps", "usage-help"):
            out.append(_flag_lines(kind, parsed[i]))
    out.append("  --help, -h\n     Show this help\n"
               "  --\n     Do not treat any remaining argument as a switch (at this level)\n\n")
    if kinds & {"multi", "final"}:
        out.append(" *   Asterisks indicate options allowed multiple times.\n")
    if "once-any" in kinds:
        out.append(" /|\\ Brackets indicate mutually exclusive options.\n")
    if kinds & {"multi", "final", "once-any"}:
        out.append("\n")
    out.append(" Multiple single-letter switches can be combined after\n"
               " one `-`. For example, `-h-` is the same as `-h --`.\n")
    out += [f" {as_str(line)}\n" for kind, lines in sets if kind == "ps" for line in lines]
    return "".join(out)


# ------------------------------------------------------------------ parsing

def _user_error(p: _Parse, message: str) -> Exception:
    """raise-user-error with the program's name: the message alone is printed."""
    return racket_error(f"{p.name}: {message}", EXN_FAIL_USER)


def _call_handler(p: _Parse, handler: Any, flag: str, args: list[str], i: int) -> int:
    """Call a flag's handler with the flag and the arguments it takes from ``args[i:]``
    (all of them, for a handler with a rest argument); the index after them."""
    count, at_least = _arity(handler) or (1, False)
    needed, remaining = count - 1, len(args) - i
    if remaining < needed:
        raise _user_error(p, f"the {write_string(flag)} option needs {needed} argument"
                             f"{'s' if needed > 1 else ''}, but {'' if remaining == 0 else 'only '}"
                             f"{remaining} provided")
    use = remaining if at_least else needed
    value = apply_procedure(handler, [flag, *args[i:i + use]])
    if value is not VOID:
        p.results.append(value)
    return i + use


def _once_error(p: _Parse, once: _Once, flag: str, combined: str | None) -> Exception:
    """A once flag given twice (or two of a once-any set), with the note Racket adds when
    a combined `-vv` was the cause."""
    if len(once.flags) == 1:
        text = f"the {once.flags[0]} option can only be specified once"
    else:
        text = f"only one instance of one option from ({' '.join(once.flags)}) is allowed"
    if combined is not None and combined != flag:
        spelled = " ".join(combined[0] + c for c in combined[1:])
        text += (f"; note that {write_string(combined)} is shorthand for {write_string(spelled)}, "
                 f"in contrast to {write_string(combined[0] + combined)}")
    return _user_error(p, text)


def _handle_flag(p: _Parse, flag: str, args: list[str], i: int, combined: str | None) -> int:
    """Run the line of ``flag`` (the unknown-flag handler if none has it): the index of
    the next argument."""
    for line in p.lines:
        if flag in line.flags:
            if line.final:
                p.finalled = True
            if line.once is not None:
                if line.once.seen:
                    raise _once_error(p, line.once, flag, combined)
                line.once.seen = True
            return _call_handler(p, line.handler, flag, args, i)
    return _call_handler(p, p.unknown, flag, args, i)


def _flags_end(p: _Parse, args: list[str]) -> int:
    """Handle the flags at the front of ``args``: the index of the first argument that is
    not one (after a `--`)."""
    i = 0
    while i < len(args) and not p.finalled:
        arg = args[i]
        if _NUMBER_FLAG.match(arg) or arg in ("-", "+"):
            break
        if arg == "--":
            return i + 1
        if re.match(r"[-+][-+]", arg):
            i = _handle_flag(p, arg, args, i + 1, None)
        elif re.match(r"[-+].", arg, re.S):
            i += 1
            for c in arg[1:]:
                i = _handle_flag(p, arg[0] + c, args, i, arg)
        else:
            break
    return i


def _finish(p: _Parse, finish: Any, finish_help: list[str], rest: list[str]) -> Any:
    """finish-proc applied to the handlers' results and the remaining arguments, or
    Racket's error when it does not take that many."""
    if procedure_arity_includes(finish, 1 + len(rest)):
        return make_tail_call(finish, [make_list(p.results), *rest])
    if not finish_help:
        expects = " no arguments"
    else:
        expects = print_args(finish_help, finish)
        if _arity(finish) == (2, False):
            expects = " 1" + expects
    c = len(rest)
    given = "s" if c == 0 else ": " if c == 1 else "s: "
    raise _user_error(p, f"expects{expects} on the command line, given {c} argument{given}"
                         + "".join(a + " " for a in rest))


def _default_help(text: str) -> Any:
    """Print the help and exit 0."""
    current_output().write(text)
    raise SchemeExit(0)


def _default_unknown(p: _Parse) -> Any:
    def unknown(flag: Any) -> Any:
        raise _user_error(p, f"unknown switch: {as_str(flag)}")
    return Primitive("unknown-flag", unknown, 1, 1)


@define("parse-command-line", 5, 7)
def parse_command_line(program: Any, argv: Any, table: Any, finish: Any, finish_help: Any,
                       help_proc: Any = None, unknown: Any = None) -> Any:
    """Parse ``argv`` (a vector or list of strings) by ``table``; finish-proc's result."""
    if as_str(program) is None and type(program) is not RacketPath:
        raise _type_error("program name string", program)
    items = argv.items if type(argv) is MVector else list_to_python(argv) if is_list(argv) else None
    if items is None or any(as_str(a) is None for a in items):
        raise _type_error("argument vector/list of strings", argv)
    sets = _check_table(table)
    p = _Parse(program_name(program), [], None)
    help_proc = Primitive("help", _default_help, 1, 1) if help_proc is None else help_proc
    p.unknown = _default_unknown(p) if unknown is None else unknown
    _check_procedures(finish, finish_help, help_proc, p.unknown)
    names = [as_str(s) for s in list_to_python(finish_help)]
    parsed = {i: _set_lines(kind, lines) for i, (kind, lines) in enumerate(sets) if kind not in _TEXT_KINDS}

    def show_help(flag: Any) -> Any:
        return apply_procedure(help_proc, [help_text(p.name, sets, parsed, names, finish)])
    p.lines = [_Line(["--help", "-h"], Primitive("help", show_help, 1, 1), ["Help"], [])]
    p.lines += [line for lines in parsed.values() for line in lines]
    args = [as_str(a) for a in items]
    return _finish(p, finish, names, args[_flags_end(p, args):])


@define("%run-file", 0)
def run_file() -> RacketPath:
    """What `command-line` names the program after (Racket's `(find-system-path
    'run-file)`): the file `minischeme run` runs, else `racket`."""
    return RacketPath(command_line.run_file() or "racket")
