"""Solitaire in Standard ML, as the course hands it in: ``hw2.sml``, run by SML/NJ.

The course's provided declarations (``COURSE``: ``same_string`` and the datatypes) are added
where a file lacks them -- one that begins ``use "hw2provided.sml";`` has them from there
(before its first function, where the provided file has them). Each top-level
declaration is compiled on its own (``grading.native.sml``), and each function's tests are a
file of their own: a missing or ill-typed ``careful_player`` costs only its own points, and
the problem SML/NJ would stop at in the whole file (``first_problem``: a syntax error
anywhere in the file, or up to its first top-level ``;``, before an earlier compile error)
is in the report with its line and column. The tests are the Scheme suite's generated ones, written in SML; the values printed
back are read as Scheme data and judged by the same judges: ``remove_card`` must raise the
very exception it is given, ``officiate`` must raise ``IllegalMove`` on a discard of a card
not held, ``careful_player``'s moves are played out against the text's four requirements.
Functions of the homework that the text does not contain (its problem 1, on strings) are
compiled like the rest and not graded.

``--tests tests.sml``: a course-style test file (``val test1 = card_color (Clubs, Num 2) =
Black``; "all the tests should evaluate to true"): each binding is a test, passed when it is
``true``, counted for the first of the assignment's functions it mentions.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from minischeme.values.data import Pair, Symbol, is_list, list_to_python
from ...grading import results as R
from ...grading.judges import Equal, Raises
from ...grading.native.runner import MARK, NativeLoad, Program
from ...grading.native.sandbox import Limits, Sandbox, run_streaming, workspace
from ...grading.native.sml import (Declaration, first_problem, parse_error, sml_int,
                                   sml_problem, smlnj_command, smlnj_identity,
                                   split_declarations)
from ...grading.submission import missing_note
from ...grading.suites import Plan
from ...grading.suites.common import TestCase
from minischeme.reading.reader import read_all

FUNCTIONS = ["card_color", "card_value", "remove_card", "all_same_color", "sum_cards", "score",
             "officiate", "score_challenge", "officiate_challenge", "careful_player"]

#: the course's provided declarations, each with the name that shows it is there
COURSE = [
    ("same_string", "fun same_string(s1 : string, s2 : string) = s1 = s2"),
    ("suit", "datatype suit = Clubs | Diamonds | Hearts | Spades"),
    ("rank", "datatype rank = Jack | Queen | King | Ace | Num of int"),
    ("card", "type card = suit * rank"),
    ("color", "datatype color = Red | Black"),
    ("move", "datatype move = Discard of card | Draw"),
    ("IllegalMove", "exception IllegalMove"),
]

#: which course declarations each one mentions
DEPENDS = {"same_string": [], "suit": [], "rank": [], "card": ["suit", "rank"], "color": [], "move": ["card"],
           "IllegalMove": []}

#: how each function's arguments are written and its result printed
SIGNATURES = {
    "card_color": (("card",), "ms_color"),
    "card_value": (("card",), "ms_int"),
    "remove_card": (("cards", "card", "exn"), "(ms_list ms_card)"),
    "all_same_color": (("cards",), "ms_bool"),
    "sum_cards": (("cards",), "ms_int"),
    "score": (("cards", "int"), "ms_int"),
    "officiate": (("cards", "moves", "int"), "ms_int"),
    "score_challenge": (("cards", "int"), "ms_int"),
    "officiate_challenge": (("cards", "moves", "int"), "ms_int"),
    "careful_player": (("cards", "int"), "(ms_list ms_move)"),
}

#: the exception the tests pass to remove_card as ``e`` (declared by ``HELPERS``)
NOT_FOUND = "MsNotFound"
#: what SML/NJ's runtime prints when its heap cannot grow (under the memory limit)
OUT_OF_MEMORY = re.compile(r"unable to (?:map|allocate)")

#: the harness's own printers and runner, in files of their own (``HELPER_FILES``): the
#: runner uses nothing of the file's, so that it compiles whatever the file declares (an
#: ``exception IllegalMove of card`` too: an exception is named by ``exnName``); each
#: printer uses one of the course's datatypes, and one that does not compile against the
#: file's costs only the tests whose results it prints
BASE_HELPERS = r'''
exception MsNotFound
fun ms_int (ms_n : int) =
  if ms_n < 0 then "-" ^ Int.toString (~ ms_n) else Int.toString ms_n
fun ms_list ms_f ms_xs = "(" ^ String.concatWith " " (List.map ms_f ms_xs) ^ ")"
fun ms_bool ms_b = if ms_b then "#t" else "#f"
fun ms_say ms_s = (TextIO.print ms_s; TextIO.flushOut TextIO.stdOut)
fun ms_run ms_i ms_f =
  (ms_say ("@@MS@@ S " ^ ms_i ^ "\n"); ms_say ("@@MS@@ V " ^ ms_i ^ " " ^ ms_f () ^ "\n"))
  handle MsNotFound => ms_say ("@@MS@@ X " ^ ms_i ^ " card-not-found\n")
       | ms_exn => ms_say ("@@MS@@ X " ^ ms_i ^ " |" ^ exnName ms_exn ^ "|\n")
'''
COLOR_PRINTER = r'''
fun ms_color Red = "red" | ms_color Black = "black"
'''
CARD_PRINTER = r'''
fun ms_suit Clubs = "clubs" | ms_suit Diamonds = "diamonds"
  | ms_suit Hearts = "hearts" | ms_suit Spades = "spades"
fun ms_rank Jack = "jack" | ms_rank Queen = "queen" | ms_rank King = "king"
  | ms_rank Ace = "ace" | ms_rank (Num ms_n) = ms_int ms_n
fun ms_card ((ms_s, ms_r) : card) = "(" ^ ms_suit ms_s ^ " . " ^ ms_rank ms_r ^ ")"
'''
MOVE_PRINTER = CARD_PRINTER + r'''
fun ms_move Draw = "draw" | ms_move (Discard ms_c) = "(discard " ^ ms_card ms_c ^ ")"
'''
#: (file, the binding the tests use, what it needs of the file, its text), loaded in order
HELPER_FILES = [
    ("ms_helpers.sml", "ms_run", "", BASE_HELPERS),
    ("ms_color.sml", "ms_color", "the course's color (datatype color = Red | Black)",
     COLOR_PRINTER),
    ("ms_card.sml", "ms_card", "the course's suit, rank and card (datatype suit = Clubs | "
     "Diamonds | Hearts | Spades; datatype rank = Jack | Queen | King | Ace | Num of int; "
     "type card = suit * rank)", CARD_PRINTER),
    ("ms_move.sml", "ms_move", "the course's card and move (type card = suit * rank; "
     "datatype move = Discard of card | Draw)", MOVE_PRINTER),
]
#: all of them, as one text (what a whole-file run in plain ``sml`` loads after the file)
HELPERS = BASE_HELPERS + COLOR_PRINTER + MOVE_PRINTER


# ------------------------------------------------------------------ Scheme data as SML

def _unquote(x: Any) -> Any:
    if type(x) is Pair and type(x.car) is Symbol and x.car.name == "quote" \
            and type(x.cdr) is Pair:
        return x.cdr.car
    return x


def _card(v: Any) -> str:
    if type(v) is not Pair or type(v.car) is not Symbol:
        raise ValueError("not a card")
    suit = v.car.name.capitalize()
    if suit not in ("Clubs", "Diamonds", "Hearts", "Spades"):
        raise ValueError("not a suit")
    rank = v.cdr
    text = f"Num {sml_int(rank)}" if type(rank) is int else rank.name.capitalize()
    return f"({suit}, {text})"


def _cards(v: Any) -> str:
    if not is_list(v):
        raise ValueError("not a list")
    return "[" + ", ".join(_card(c) for c in list_to_python(v)) + "]"


def _moves(v: Any) -> str:
    if not is_list(v):
        raise ValueError("not a list")
    out = []
    for m in list_to_python(v):
        if type(m) is Symbol and m.name == "draw":
            out.append("Draw")
        else:
            out.append(f"Discard {_card(list_to_python(m)[1])}")
    return "[" + ", ".join(out) + "]"


def _argument(kind: str, v: Any) -> str:
    if kind == "card":
        return _card(v)
    if kind == "cards":
        return _cards(v)
    if kind == "moves":
        return _moves(v)
    if kind == "exn":
        return "MsNotFound"
    if type(v) is not int:
        raise ValueError("not an int")
    return sml_int(v)


def sml_call(test: TestCase) -> str | None:
    """The SML expression of a generated test's call (None when it is not one)."""
    expr = test.expr
    if type(expr) is not Pair or type(expr.car) is not Symbol or not is_list(expr):
        return None
    function = expr.car.name
    if function not in SIGNATURES:
        return None
    kinds, show = SIGNATURES[function]
    args = [_unquote(a) for a in list_to_python(expr.cdr)]
    if len(args) != len(kinds):
        return None
    try:
        written = [_argument(k, a) for k, a in zip(kinds, args)]
    except (ValueError, AttributeError, IndexError, TypeError):
        return None
    inner = written[0] if len(written) == 1 else "(" + ", ".join(written) + ")"
    return f"{show} ({function} {inner})"


class SolitaireSML:
    """The ``NativeAdapter`` of Solitaire for ``.sml`` submissions."""

    language = "sml"

    def tool_problem(self) -> str | None:
        return sml_problem()

    def toolchain(self) -> str:
        return smlnj_identity()

    def mounts(self) -> list[str]:
        found = smlnj_command()
        return [found[1]] if found else []

    # ------------------------------------------------------------------ the plan

    def adapt_plan(self, plan: Plan) -> Plan:
        tests = []
        skipped = 0
        for t in plan.tests:
            if t.extra.get("language") == "sml":
                tests.append(t)
                continue
            code = sml_call(t) if t.expr is not None else None
            if code is None:
                skipped += 1
                continue
            judge = t.judge
            if t.function in ("officiate", "officiate_challenge") and \
                    isinstance(judge, Raises) and judge.value is None:
                judge = Raises(description="IllegalMove")
                judge.exception = "IllegalMove"
            elif t.function == "remove_card" and isinstance(judge, Raises):
                # the test passes MsNotFound as e (the harness reports it as the Scheme
                # judge's card-not-found): say so in the SML test's own terms
                judge = Raises(description=f"{NOT_FOUND}, the exception given as e")
                judge.exception = "card-not-found"
            tests.append(TestCase(name=t.name, function=t.function, kind=t.kind,
                                  requires=(t.function,), call=_sml_text(code), judge=judge,
                                  points=t.points, visibility=t.visibility,
                                  extra={"sml": code}))
        notes = list(plan.notes)
        if skipped:
            notes.append(f"{skipped} Scheme examples are not run for SML submissions")
        return Plan(tests, notes)

    def staff_tests(self, path: str) -> list[TestCase]:
        """A course-style test file: each ``val NAME = EXPR`` is a test that must be true."""
        try:
            text = Path(path).read_text(encoding="utf-8", errors="replace")
        except OSError as e:
            raise ValueError(f"--tests {path}: {e.strerror}") from None
        tests = []
        for d in split_declarations(text):
            if d.keyword != "val" or not d.names:
                continue
            m = re.match(r"val\s+[A-Za-z_][A-Za-z0-9_']*\s*=(.*)$", d.text.rstrip(";"), re.S)
            if m is None:
                continue
            expr = m.group(1).strip().rstrip(";").strip()
            mentioned = [f for f in FUNCTIONS if re.search(r"\b" + f + r"\b", expr)]
            function = min(mentioned, key=lambda f: re.search(r"\b" + f + r"\b", expr).start()) \
                if mentioned else ""
            tests.append(TestCase(name=f"{Path(path).name}: {d.names[0]}", function=function,
                                  kind="staff", requires=tuple(mentioned), call=" ".join(
                                      expr.split()), judge=Equal(True),
                                  extra={"sml": f"ms_bool ({expr})", "staff": True,
                                         "line": d.line}))
        if not tests:
            raise ValueError(f"--tests {path}: no `val NAME = EXPR` bindings found")
        return tests

    # ------------------------------------------------------------------ loading

    def load(self, sub: Any, sandbox: Sandbox, limits: Limits) -> NativeLoad:
        info = R.LoadInfo(ok=True, language="sml")
        decls = [d for d in split_declarations(sub.text) if d.keyword != "use"]
        present = {n for d in decls for n in d.names}
        course = [(name, text) for name, text in COURSE if name not in present]
        decls, added = _with_course(decls, course)
        provided = {k for k, d in enumerate(decls) if any(d is a for a in added)}
        files = {f"d{k:04}.sml": d.padded() for k, d in enumerate(decls)}
        failed: dict[int, str] = {}
        positions: dict[int, tuple[int | None, int | None]] = {}
        bad_at_top: set[int] = set()
        for _attempt in range(4):
            statuses: dict[int, str] = {}
            printed: list[str] = []
            current: list[int | None] = [None]

            def line(text: str, statuses: dict = statuses, printed: list = printed,
                     current: list = current) -> None:
                if text.startswith(MARK + " D "):
                    k, status = text[len(MARK) + 3:].split(" ", 1)
                    if status == "begin":
                        current[0] = int(k)
                        printed.clear()
                    else:
                        # "fail NAME": the exception use raised (Error: it did not compile)
                        raised = status.split(" ", 1)[1] if " " in status else ""
                        statuses[int(k)] = ("".join(printed) or "\n") + (
                            f"\n@raised {raised}" if raised not in ("", "Error") else "") \
                            if status.startswith("fail") else ""
                        current[0] = None
                elif current[0] is not None:
                    printed.append(text + "\n")
            driver = self._driver(sorted(files), bad_at_top)
            with workspace({**files, "driver.sml": driver}) as folder:
                argv, home = smlnj_command()
                run = run_streaming(sandbox, argv + ["driver.sml"], Path(folder),
                                    {"SMLNJ_HOME": home, "CM_PATHCONFIG": home + "/lib/pathconfig"}, limits, line, MARK)
            for k, out in statuses.items():
                if out:
                    message, ln, col = parse_error(out)
                    if ln is None:
                        ln, col = decls[k].line, decls[k].column + 1
                        raised = re.search(r"@raised (\S+)", out)
                        name = raised.group(1) if raised else ""
                        message = (f"{ln}.{col}: its evaluation raised an exception" +
                                   (f" ({name})" if name != "ExnDuringExecution" else "")
                                   if raised else
                                   f"{ln}.{col}: SML/NJ could not load this declaration")
                    failed[k] = message
                    positions[k] = (ln, col)
            if run.reason != "ok" and not statuses and current[0] is None and decls:
                info.ok = False
                info.error = ("SML/NJ stopped before loading the file: " +
                              " / ".join((run.stderr or run.output).strip().splitlines()[-3:]))
                return NativeLoad(info)
            if run.reason == "ok" or current[0] is None:
                break
            # a top-level expression that loops or crashes: leave it out and load again
            k = current[0]
            bad_at_top.add(k)
            positions[k] = (decls[k].line, decls[k].column + 1)
            failed[k] = f"{decls[k].line}.{decls[k].column + 1}: " + (
                "its evaluation did not finish within the time limit" if
                run.reason == "timeout" else "its evaluation stopped SML/NJ")
        info.defined = [n for k, d in enumerate(decls) if k not in failed for n in d.names]
        unavailable: dict[str, tuple[str, str]] = {}
        for f in FUNCTIONS:
            owners = [k for k, d in enumerate(decls) if f in d.names]
            if not owners:
                unavailable[f] = missing_note(f, info.defined, FUNCTIONS)
            elif all(k in failed for k in owners):
                k = owners[-1]
                unavailable[f] = (R.ERROR, f"does not compile: {sub.name}:{failed[k]}")
        first = first_problem(decls, failed, provided)
        if first is not None:
            ln, col = positions[first]
            text = f"{sub.name}:{failed[first]}"
            if all(f in unavailable for f in FUNCTIONS):
                info.ok = False
                info.error, info.line, info.column = text, ln, col
            else:
                info.warnings.append(
                    "SML/NJ stops at the first problem of the file (each function was "
                    f"graded on its own: only what depends on it lost points): {text}")
                info.line, info.column = ln, col
        if course:
            info.warnings.append("the course's declarations of " +
                                 ", ".join(n for n, _ in course) + " were added (the file "
                                 "does not have them)")
        info.output = "".join(ln + "\n" for ln in run.output.splitlines()
                              if not ECHO.match(ln))[:2000]
        rank_first = any(d.keyword == "type" and RANK_FIRST.match(d.text) for d in decls)
        if rank_first:
            info.warnings.append("the file's cards are rank * suit (the text's are suit * "
                                 "rank): the tests write its cards in its order")
        if any(d.keyword == "exception" and ILLEGAL_MOVE_OF.match(d.text) for d in decls) \
                and {"officiate", "officiate_challenge"} & set(info.defined):
            info.warnings.append("the file's IllegalMove carries a value (the text's carries "
                                 "none): a game that raises it with any value counts as "
                                 "raising IllegalMove")
        return NativeLoad(info, unavailable, state=(files, decls, set(failed), rank_first))

    @staticmethod
    def _driver(names: list[str], skip: set) -> str:
        """Load each declaration's file in turn (those in ``skip`` left out), each marked
        with its begin and its outcome."""
        out = ["val _ = Control.Print.printDepth := 5;"]
        for name in names:
            k = int(name[1:5])
            if k in skip:
                continue
            out.append(f'val _ = (TextIO.print "{MARK} D {k} begin\\n"; use "{name}"; '
                       f'TextIO.print "{MARK} D {k} ok\\n") handle ms_exn => '
                       f'TextIO.print ("{MARK} D {k} fail " ^ exnName ms_exn ^ "\\n");')
        return "\n".join(out) + "\n"

    def program(self, load: NativeLoad, tests: list[tuple[int, TestCase]]) -> Program:
        files, decls, failed, rank_first = load.state
        driver = self._driver(sorted(files), failed)
        driver = driver.replace(f'TextIO.print "{MARK} D ', f'TextIO.print "{MARK} d ')
        files = dict(files)
        for name, binding, needs, text in HELPER_FILES:
            files[name] = text.replace("fun ms_card ((ms_s, ms_r) : card)",
                                       "fun ms_card ((ms_r, ms_s) : card)") \
                if rank_first else text
            driver += (f'val _ = (use "{name}") handle _ => '
                       f'TextIO.print "{MARK} H {binding} {needs}\\n";\n')
        by_function: dict[str, list[tuple[int, TestCase]]] = {}
        for i, t in tests:
            if t.extra.get("staff"):
                name = f"t{i:05}.sml"
                files[name] = f'val _ = ms_run "{i}" (fn () => {t.extra["sml"]});\n'
                driver += (f'val _ = (use "{name}") handle _ => '
                           f'TextIO.print "{MARK} F {i}\\n";\n')
            else:
                by_function.setdefault(t.function, []).append((i, t))
        for function, group in by_function.items():
            name = f"h_{function}.sml"
            files[name] = "".join(
                f'val _ = ms_run "{i}" (fn () => {_in_order(t.extra["sml"], rank_first)});\n'
                for i, t in group)
            driver += (f'val _ = (use "{name}") handle _ => '
                       f'TextIO.print "{MARK} C {function}\\n";\n')
        driver += "val _ = OS.Process.exit OS.Process.success;\n"
        files["driver.sml"] = driver
        argv, home = smlnj_command()
        return Program(files, argv + ["driver.sml"], {"SMLNJ_HOME": home, "CM_PATHCONFIG": home + "/lib/pathconfig"})

    def parse_value(self, test: TestCase, text: str) -> Any:
        values = read_all(text)
        if len(values) != 1:
            raise ValueError(text)
        return values[0]

    def raised_text(self, raised: Any) -> str:
        """An exception the harness reported, by its SML name (``Match``, ``IllegalMove``;
        the tests' own ``MsNotFound``, which it reports as the judge's ``card-not-found``)."""
        name = raised.name if type(raised) is Symbol else str(raised)
        return NOT_FOUND if name == "card-not-found" else name

    def stopped_text(self, stderr: str, limits: Limits) -> str | None:
        """SML/NJ's own death, in words: it ran out of memory (its heap could not grow
        within the memory limit -- a deep or endless recursion, since its stack is heap)."""
        if OUT_OF_MEMORY.search(stderr):
            return (f"out of memory: the computation needed more than {limits.memory_mb:,} MB "
                    "(the memory limit)")
        return None


# what SML/NJ itself prints while loading (its banner, the bindings it made, its prompt)
ECHO = re.compile(r"^(@@MS@@|\[|Standard ML of New Jersey|val |fun |datatype |type |exception |"
                  r"structure |signature |functor |con |- ?$|  |stdIn:|GC #|d\d{4}\.sml:)")


def _with_course(decls: list, course: list) -> tuple[list, list]:
    """The declarations with the missing course ones added, each right after the
    declarations it needs (``card`` after the student's ``suit`` and ``rank``), so that the
    student's own ``move`` can use an added ``card``."""
    result = list(decls)
    added = []
    for name, text in course:
        needs = DEPENDS[name]
        at = max((i + 1 for i, d in enumerate(result) if any(n in d.names for n in needs)),
                 default=0)
        decl = Declaration(text, 1, 0, text.split()[0], [name])
        result.insert(at, decl)
        added.append(decl)
    return result, added


#: ``type card = rank * suit``: the order of an earlier version of the course's provided
#: code, which some students' files keep
RANK_FIRST = re.compile(r"type\s+card\s*=\s*rank\s*\*\s*suit\b")
#: an ``IllegalMove`` that carries a value (``exception IllegalMove of card``): the harness
#: names exceptions by ``exnName``, so its raises count as the text's IllegalMove
ILLEGAL_MOVE_OF = re.compile(r"exception\s+IllegalMove\s+of\b")
#: a card as a generated test writes it
CARD_LITERAL = re.compile(r"\((Clubs|Diamonds|Hearts|Spades), (Num ~?\d+|Jack|Queen|King|Ace)\)")


def _in_order(code: str, rank_first: bool) -> str:
    """A generated test's SML with its cards written ``(rank, suit)`` for a file whose
    cards are ``rank * suit``: what is tested is the functions, not which half of the
    pair the provided code put first."""
    return CARD_LITERAL.sub(r"(\2, \1)", code) if rank_first else code


def _sml_text(code: str) -> str:
    """The call as shown in reports: without the printing wrapper."""
    m = re.match(r"^(?:\(ms_list ms_\w+\)|ms_\w+) \((.*)\)$", code, re.S)
    return m.group(1) if m else code


ADAPTER = SolitaireSML()
