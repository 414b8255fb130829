"""The Interpreter: one namespace, and the ways to run code in it.

Every command (run, eval --json, repl, test, grade) is a thin layer over this class:
``load_file`` runs a file as Racket would (a `#lang` module, or bare top-level forms),
``eval_datum`` evaluates one more form in the loaded namespace. Errors come back as
``Outcome`` values carrying Racket's message; no Python exception leaves this module.
"""
from __future__ import annotations

import os
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from minischeme.forms import core as forms, loading  # noqa: F401  (register every special form, and `load`)
from minischeme.running.modules import (LIBRARY_FORM, REQUIRE_SHAPES, ModuleSystem, display_path, file_module_path, lib_module_path, require_file,
                                        run_module_forms,
                      note_library_import, require_selected, shadow_import)
from minischeme.compilation.compiler import Cell, Compiler, Macro
from minischeme.expansion import teaching
from minischeme.expansion.constants import constant_names
from minischeme.expansion.syntax import SPECIAL_FORMS, as_core_definition, illegal_form, name_loc
from minischeme.expansion.inlining import note_definitions
from minischeme.values import amb, teaching_errors, threads
from minischeme.expansion.teaching_shapes import ABSENT_HEADS
from minischeme.values.data import NIL, UNDEFINED, VOID, MultipleValues, Pair, Symbol, is_list, list_to_python, make_list, sym
from minischeme.values.errors import (EXN_FAIL_READ, EXN_FAIL_SYNTAX, syntax_exn, Raise, SchemeExit, SchemeSyntaxError, make_exn,
                     racket_error)
from minischeme.running.languages import (CONTRACT_MODULES, KNOWN_LANGUAGES, LIBRARY_MACROS, LIBRARY_SETUP, MODULE_FORMS,
                                          REQUIRABLE, form_owners, Language, language_named, racket_base_forms)

#: the ids of the libraries' own macros (racket/control's, math's), which never assign a
#: module's variables (see Interpreter._has_own_macros)
_LIBRARY_MACRO_IDS = frozenset(id(m) for table in LIBRARY_MACROS.values() for m in table.values())
from minischeme.primitives import eval_namespaces, library_primitives
from minischeme.primitives.registry import registry_version
from minischeme.primitives.continuation_prompts import run_at_module_level, run_at_prompt
from minischeme.values.printer import print_string, write_string
from minischeme.reading.reader import Source, read_or_message
from minischeme.values.runtime import BUDGET, settle_imports, traceback_where
from minischeme.values.threads import start_thread
from minischeme.values.prompts import PromptAbort
from minischeme.values import command_line, file_access
from minischeme.values.file_access import FileAccess
from minischeme.values.files import scheme_text

# Recursion depth. Racket has no depth limit (deep recursion grows the stack until memory
# runs out); here every nested call takes Python frames, on a thread with a 1 GiB stack.
# MAX_DEPTH is Python's recursion limit when no depth limit is set: 1,200,000 frames, well
# past the 100,000-deep recursion a Racket program may expect.
MAX_DEPTH = 1_200_000
# A depth limit of N nested Racket calls (BUDGET.max_depth) becomes a recursion limit of
# N * FRAMES_PER_CALL frames above the point where the run starts. One nested call of code
# translated to Python (codegen.py: nearly all code) takes one frame; a call made through a
# primitive (map, foldl, apply, with-handlers, dynamic-wind, parameterize) or through a
# tail call finished by a caller takes two to five (a call through a primitive adds the
# primitive's frame and apply_procedure's). The limit allows two a call, and the grader's
# default depth (grading/config.py) makes a recursion 100,000 deep pass however it is
# written (tests/test_deep_recursion.py); a runaway recursion of plain calls is stopped at
# N * 2 calls.
FRAMES_PER_CALL = 2
DEPTH_MARGIN = 50      # frames for compiling the form, and for primitives at the deepest call
_DEPTH_SET = [False]   # a depth limit is in force (a nested run does not move it)


# CPython 3.11 reports a frame it cannot allocate (deep recursion under the grader's
# address-space cap) as this SystemError instead of a MemoryError: it is running out of memory.
FRAME_ALLOCATION_FAILED = "error return without exception set"


def depth_exceeded_message(tb: Any = None, calls: int | None = None) -> str:
    """The message of a run stopped by the recursion depth limit (``calls``, by default the
    one in force); ``tb``: the traceback of the RecursionError (it says which procedure was
    recursing)."""
    where = traceback_where(tb)
    BUDGET.where = where
    if calls is None:
        calls = BUDGET.max_depth if BUDGET.max_depth is not None else MAX_DEPTH
    return (f"recursion depth limit exceeded: more than about {calls:,} nested "
            f"calls{f', in {where}' if where else ''} (the program recursed too deeply, or "
            "forever)")


def memory_message(tb: Any = None) -> str:
    """The message of a run that ran out of memory, saying where when it can."""
    where = traceback_where(tb)
    BUDGET.where = where
    return "out of memory" + (f", in {where}" if where else "")


class recursion_limit:
    """Context manager: while a run lasts, Python's recursion limit enforces the depth limit
    ``BUDGET.max_depth`` (nothing to do when it is None, or when a run is already limited)."""

    def __enter__(self) -> None:
        self.saved = None
        calls = BUDGET.max_depth
        if calls is None or _DEPTH_SET[0]:
            return
        frames = _stack_depth() + DEPTH_MARGIN + calls * FRAMES_PER_CALL
        self.saved = sys.getrecursionlimit()
        sys.setrecursionlimit(min(frames, MAX_DEPTH))
        _DEPTH_SET[0] = True

    def __exit__(self, *exc: Any) -> None:
        if self.saved is not None:
            _DEPTH_SET[0] = False
            sys.setrecursionlimit(self.saved)


# each language's names as its namespaces bind them: (the registry's version, the language,
# [(symbol, name, value)]), merged once rather than library by library for every namespace
_IMPORTS: dict[int, tuple[int, Language, list]] = {}


def language_imports(language: Language) -> list[tuple[Symbol, str, Any]]:
    """The names a namespace of ``language`` starts with, in the order its libraries bind
    them (a later library's value wins, as `require` of one after another gives), without
    the names the language leaves out; its libraries' modules loaded now if not yet. Merged
    once, and again only when a primitive has been registered since."""
    found = _IMPORTS.get(id(language))
    version = registry_version()
    if found is not None and found[0] == version and found[1] is language:
        return found[2]
    merged: dict[str, Any] = {}
    for lib in language.libraries:
        merged.update(library_primitives(lib))
    for name in language.absent:
        merged.pop(name, None)
    items = [(sym(name), name, value) for name, value in merged.items()]
    if registry_version() == version:    # no library loaded meanwhile: it holds until one does
        _IMPORTS[id(language)] = (version, language, items)
    return items


def _stack_depth() -> int:
    n = 0
    f = sys._getframe(1)
    while f is not None:
        n += 1
        f = f.f_back
    return n


class Namespace:
    """Module-level bindings: variables (cells), macros, and which forms are available."""

    def __init__(self, language: Language) -> None:
        self.language = language
        self.cells: dict[Symbol, Cell] = {}
        self.macros: dict = {}
        self.module_label = "top-level"
        self.submodules: dict[str, list] = {}
        self.enabled_modules: set[str] = set(language.modules)
        self.print_mode = language.print_mode
        # modules in files (modules.py): set by the Interpreter that owns this namespace
        self.modules: Any = None                 # the run's ModuleSystem
        self.source_path: Path | None = None     # the file being loaded (requires are relative to it)
        self.required_instances: list = []       # file modules required, in order (run before the body)
        # its begin-for-syntax and define-for-syntax forms (compiler, form, position), run
        # again for each module that requires it, as Racket instantiates a module's phase 1
        # afresh for each module it compiles (forms/syntax_parse.instantiate_for_syntax)
        self.phase1_forms: list = []
        self.phase1_owner: Any = None            # the namespace they last ran for
        self.deferred_instances: list | None = None  # not None while a module's requires are collected
        self.imports_from: dict = {}             # resolved path -> what was imported from it
        self.imported_names: set[Symbol] = set()  # names bound by requires of file modules
        self.import_origins: dict = {}           # name -> (export, module path as written, only-in?)
        self.provides: list = []                 # the module's provide forms, with positions
        self.structs: dict[Symbol, list[Symbol]] = {}  # struct name -> the names it defines
        self.struct_locs: dict[Symbol, Any] = {}  # struct name -> where its name is written
        self.defined_macros: set[Symbol] = set()
        self.definition_locs: dict[Symbol, Any] = {}  # where each module-level name is defined
        self.declared_modules: dict = {}         # submodule name -> SubmoduleDeclaration
        self.submodule_instances: dict = {}      # submodule name -> its ModuleInstance
        self.enclosing: Namespace | None = None  # a submodule's enclosing module (submod "..")
        self.macro_aliases: dict = {}            # (id(home), name) -> alias (Compiler.foreign_name)
        cells = self.cells
        for s, name, value in language_imports(language):
            cells[s] = Cell(name, value, True)
        for module in language.modules:     # the macros of its modules (sicp's cons-stream)
            for name, macro in LIBRARY_MACROS.get(module, {}).items():
                self.macros[sym(name)] = macro
            if module in LIBRARY_SETUP:
                LIBRARY_SETUP[module]()

    def bind_import(self, name: str, value: Any) -> None:
        s = sym(name)
        cell = self.cells.get(s)
        if cell is None:
            self.cells[s] = Cell(name, value, imported=True)
        elif cell.imported or cell.value is UNDEFINED:
            cell.value = value
            cell.imported = True

    def form_enabled(self, name: Symbol) -> bool:
        """May ``name`` be used as a form here? A library's form only where its module is
        required; a macro of that name (defined or required here, such as a course's own
        `define-datatype` and `cases` in plain `racket`) is the form, whatever library has one."""
        if name in self.macros:
            return True
        owners = form_owners(name.name)
        if owners:
            return any(module in self.enabled_modules for module in owners)
        only = self.language.forms      # #lang sicp has R5RS's forms, unless racket's are required
        return (only is None or name.name in only or name.name.startswith(("#%", "%"))
                or "racket/base" in self.enabled_modules)

    @property
    def r5rs_forms(self) -> bool:
        """Do `quote`, `quasiquote`, `lambda` and `if` mean r5rs's here (#lang sicp, #lang
        r5rs, a `(require r5rs)`): quoted and quasiquoted data and rest arguments mutable
        lists, an `if` with no else?"""
        return "r5rs" in self.enabled_modules

    def compile_submodule_requires(self, body: list, compiler: Compiler) -> None:
        """A `module+` (or `test`/`main`) body's file requires, compiled now and not run
        (modules.compile_file_requires): Racket expands every submodule with its module."""
        from minischeme.running.modules import compile_file_requires
        compile_file_requires(self, body, compiler)

    def require(self, spec: Any, loc: Any, compiler: Compiler, for_syntax: bool = False) -> None:
        """Bring a module's bindings into this namespace (at compile time). A module a
        file requires runs just before the file's body, as in Racket; one required
        `for-syntax` runs at once, as Racket instantiates it for the expansion, since a
        transformer of this module may call it before the body runs."""
        if for_syntax and self.deferred_instances is not None:
            deferred, self.deferred_instances = self.deferred_instances, None
            try:
                self.require(spec, loc, compiler)
            finally:
                self.deferred_instances = deferred
            return
        if file_module_path(spec) is not None:
            require_file(self, spec, loc, compiler)
        elif type(spec) is Pair and spec.car in REQUIRE_SHAPES:
            require_selected(self, spec, loc, compiler)
        else:
            module = self.deferred_instances is not None
            for name, value in self.library_exports(spec, loc, compiler).items():
                if isinstance(value, Macro):
                    self.macros[sym(name)] = value
                elif value is not LIBRARY_FORM:
                    if module:
                        note_library_import(self, compiler, sym(name), write_string(spec), loc)
                    self.bind_import(name, value)

    def library_exports(self, spec: Any, loc: Any, compiler: Compiler) -> dict[str, Any]:
        """What a library (`racket/list`, `rackunit`, Simply Scheme) provides: its
        procedures by name, and its special forms (``LIBRARY_FORM``), which are enabled in
        this namespace now. The caller binds the names it selects."""
        path = self.module_path(spec)
        if path is None:
            raise compiler.syntax_error(f"require: bad module path\n  in: {write_string(spec)}", loc, spec)
        if path.startswith("planet ") or path.endswith("simply.scm"):
            path = "simply-scheme" if "simply" in path else path
        entry = REQUIRABLE.get(path)
        if entry is None:
            raise compiler.syntax_error(
                f"require: unknown module: {path}\n  minischeme provides: "
                + ", ".join(sorted(REQUIRABLE)), loc, spec)
        libs, modules = entry
        for module in modules:
            if module in LIBRARY_SETUP and module not in self.enabled_modules:
                LIBRARY_SETUP[module]()
        self.enabled_modules.update(modules)
        exports: dict[str, Any] = {form: LIBRARY_FORM for module in modules
                                   for form in MODULE_FORMS.get(module, ())}
        if "racket/base" in modules:     # its own forms, for only-in ...'s selection
            exports.update({form: LIBRARY_FORM for form in racket_base_forms()})
        for lib in libs:
            exports.update(library_primitives(lib))
        exports.update(LIBRARY_MACROS.get(path, {}))
        return exports

    def module_path(self, spec: Any) -> str | None:
        if type(spec) is Symbol:
            return spec.name
        if type(spec) is str:
            return spec
        if type(spec) is Pair and type(spec.car) is Symbol:
            head = spec.car.name
            if head in ("only-in", "except-in", "prefix-in", "rename-in", "for-syntax"):
                inner = spec.cdr.cdr.car if head == "prefix-in" else spec.cdr.car
                return self.module_path(inner)
            if head == "planet":
                return "planet " + write_string(spec.cdr.car)
            if head == "lib":
                return lib_module_path(spec)
            if head == "submod":
                return self.module_path(spec.cdr.car)
        return None


@dataclass
class Outcome:
    """What running something produced: a value, or Racket's error message."""

    value: Any = VOID
    error: str | None = None
    exit_code: int | None = None
    raised: Any = None  # the raised Racket value, when the error came from `raise`
    traceback: Any = None  # where an error was raised (the REPL's ,bt reads its context)


class Interpreter:
    """A Racket namespace plus the machinery to load files and evaluate forms in it."""

    def __init__(self, lang: str = "racket", assignment: str | None = None,
                 module_root: Path | None = None, modules: Any = None,
                 new_run: bool = True) -> None:
        """``module_root``: the folder `(require "file.rkt")` may resolve into (anything
        outside it is refused); None (the default) reads no other files; ``modules.ANY_FOLDER``
        lets requires resolve anywhere, as `racket` does. ``modules``: the ModuleSystem of
        the run this interpreter belongs to (for a required module's own interpreter).
        ``new_run``: False for a namespace a running program makes (`make-base-namespace`,
        a sandbox), which is part of that program's run."""
        self.default_lang = lang
        self.assignment = assignment
        self.owns_modules = modules is None
        if self.owns_modules and new_run:   # Racket's words for errors until its main
            teaching_errors.deactivate()    # module's language says otherwise
            threads.new_run()               # and none of the last run's Racket threads
        self.modules = modules if modules is not None else \
            ModuleSystem(module_root, lang, assignment, new_interpreter=Interpreter._for_module)
        # the files its programs may use: those of the folder requires resolve in (read-only),
        # any file (ANY_FOLDER, as `racket`), or none (values/file_access.py)
        self.file_access = FileAccess.for_root(self.modules.root)
        # what `current-command-line-arguments` gives (values/command_line.py): `#()`
        # unless `minischeme run FILE ARG ...` sets it
        self.command_line = command_line.CommandLine()
        self._source_path: Path | None = None
        self.module_names: set[Symbol] = set()
        self._module_data: list = []              # the module's forms, as compiled
        self._language(lang)                  # (an unknown language is an error now)
        self._ns: Namespace | None = None     # made on first use: see ``ns``
        self._compiler: Compiler | None = None
        # As `racket FILE` runs its main module, the file's language decides how values
        # print; under `eval` (racket-eval.rkt) they always print as racket does.
        self.main_module = False
        # `minischeme run FILE` with no --lang: a file without `#lang` is refused as racket
        # refuses it (unless it is one `(module name lang ...)` form); otherwise such a file
        # runs form by form at top level in the default language
        self.bare_file_is_module = False
        if assignment:
            self.load_assignment(assignment)

    @staticmethod
    def _for_module(lang: str, system: ModuleSystem) -> "Interpreter":
        """The interpreter of a module file that ``system`` loads (its own namespace, the
        run's module table)."""
        return Interpreter(lang=lang, assignment=system.assignment, modules=system)

    @property
    def ns(self) -> Namespace:
        """The namespace, made on first use in the default language: a file whose `#lang`
        line names another one never loads the default language's libraries."""
        if self._ns is None:
            self._new_namespace(self._language(self.default_lang))
        return self._ns

    @property
    def compiler(self) -> Compiler:
        """The compiler of the namespace."""
        if self._compiler is None:
            self._new_namespace(self._language(self.default_lang))
        return self._compiler

    def _new_namespace(self, lang: Language) -> None:
        ns = self._ns = Namespace(lang)
        settle_imports()    # (once in a process: what is imported by now is never collected)
        ns.modules = self.modules
        ns.source_path = self._source_path
        self._compiler = Compiler(ns)
        self._compiler.module_names = self.module_names

    @property
    def source_path(self) -> Path | None:
        """The file being loaded: relative requires resolve against its folder (when None,
        against the module root, or the current directory)."""
        return self._source_path

    @source_path.setter
    def source_path(self, path: Path | None) -> None:
        self._source_path = Path(os.path.abspath(path)) if path is not None else None
        if self._ns is not None:
            self._ns.source_path = self._source_path

    @staticmethod
    def _language(name: str) -> Language:
        lang = language_named(name)
        if lang is None:
            raise ValueError(f"unknown language: {name}")
        return lang

    def load_assignment(self, name: str) -> None:
        """Bind an assignment's reference functions (its package's ``bindings()``) here."""
        from minischeme.running.assignment_registry import assignment_named
        found = assignment_named(name)
        if found is None:
            raise ValueError(f"unknown assignment: {name}")
        for pname, value in found.bindings().items():
            self.ns.bind_import(pname, value)

    # ------------------------------------------------------------ loading files

    def load_file(self, path: str | Path, display_name: str | None = None,
                  on_value: Callable[[Any], None] | None = None) -> Outcome:
        """Run a file as `racket FILE` does; top-level values go to ``on_value``."""
        # as Racket names the file in its messages: relative to the current directory
        # when inside it (`racket /tmp/a.rkt` run in /tmp says a.rkt:2:1), else in full
        name = display_name or display_path(Path(os.path.normpath(Path(path).absolute())))
        try:
            text = scheme_text(Path(path).read_bytes())     # CRLF kept, as Racket reads it
            self.source_path = Path(path)
        except OSError as e:
            from minischeme.values.files import os_error_text
            return Outcome(error=os_error_text(e, path=path))
        return self.load_text(text, name, on_value)

    def load_text(self, text: str, source: str = "stdin",
                  on_value: Callable[[Any], None] | None = None) -> Outcome:
        src = _read(text, source)
        if isinstance(src, Outcome):
            return src
        return self._load_source(src, source, on_value)

    def _load_source(self, src: Source, source: str, on_value: Callable | None) -> Outcome:
        if self.owns_modules:
            self.modules.on_value = on_value   # required modules print their values too
        if src.lang is None and self.bare_file_is_module and self.source_path is not None:
            # as `racket FILE`: a file without `#lang` must be one `(module ...)` form
            from minischeme.running.modules import module_declaration
            declared: list[Source] = []
            refused = self.guard(lambda: declared.append(module_declaration(src, self.source_path)))
            if not declared:
                return refused
            src = declared[0]
        if src.lang is not None:
            lang = language_named(src.lang)
            if lang is None:
                return Outcome(error=f"{source}:1:0: #lang: unknown language `{src.lang}` "
                                     f"(minischeme knows {KNOWN_LANGUAGES})")
            if self._ns is None or lang is not self._ns.language:
                self._new_namespace(lang)
                if self.assignment:
                    self.load_assignment(self.assignment)
            self.ns.module_label = f'"{Path(source).resolve()}"' if source != "stdin" else "top-level"
            if self.main_module:
                self.use_language_printing()
            return self.guard(lambda: self._run_module(src, source, on_value))
        if self.main_module:
            self.use_language_printing()
        return self.guard(lambda: self._run_top_level(src, source, on_value))

    def _run_module(self, src: Source, source: str, on_value: Callable | None) -> Any:
        """A module: expand and compile every form first (compile errors stop everything),
        then run the modules it requires (each once a run), then its forms in order."""
        compiled = self._compile_module(src, source)
        for inst in self.ns.required_instances:
            inst.run(self.modules)
        if not self.ns.language.prints_results:
            on_value = None
        run_module_forms([lambda node=node: run_at_module_level(node) for node in compiled],
                         lambda v: self._emit(v, on_value), self._run_again)
        self._run_main_submodule(source, on_value)
        return VOID

    def _has_own_macros(self) -> bool:
        """Does the module have a macro that could expand to a `set!` of its variables: one
        it defines or requires from a file? The libraries' own macros (racket/control's,
        math's `with-modulus`) never do, so requiring them leaves the constants alone."""
        return any(m not in _LIBRARY_MACRO_IDS for m in map(id, self.ns.macros.values()))

    def _compile_module(self, src: Source, source: str) -> list[Callable]:
        """Expand and compile a module's forms (requires compile the modules they name),
        its transformers told where they are (syntax_objects.PLACES)."""
        from minischeme.primitives.syntax_objects import PLACES, ExpansionPlace
        place = ExpansionPlace(self.source_path)
        place.bound = self._binds
        PLACES.append(place)
        try:
            return self._compile_module_forms(src, source)
        finally:
            PLACES.pop()

    def _binds(self, name: Symbol) -> bool:
        """Does ``name`` mean something in the module being expanded: a name it defined
        before, imported (its language's too), a macro, or a core form it has? (For
        `identifier-binding`.)"""
        if name in self.module_names or name in self.ns.macros:
            return True
        cell = self.ns.cells.get(name)
        if cell is not None and getattr(cell, "imported", False):
            return True
        return SPECIAL_FORMS.get(name) is not None and self.ns.form_enabled(name)

    def _compile_module_forms(self, src: Source, source: str) -> list[Callable]:
        c = self.compiler
        c.source = source
        self.ns.deferred_instances = []
        top = self.owns_modules and self.source_path is not None
        if top:      # the main file too is being loaded (a module requiring it is a cycle)
            self.modules.loading.append(self.source_path)
        data = src.data
        if self.ns.language.lowering is not None:     # typed/racket: its types erased
            data = self.ns.language.lowering(data)
        c.expanding_module = True    # what the heads expand to is named as in the module
        try:
            forms = self._module_forms(data, source)
        finally:
            c.expanding_module = False
            self.ns.deferred_instances = None
            if top:
                self.modules.loading.pop()
        c.module_mode = True
        c.module_names = self.module_names
        c.mark_constants(constant_names(self.module_names, [x for x, _ in data],
                                        self._has_own_macros()))

        def constant_cell(name: Symbol) -> Any:
            cell = c.global_cell(name)
            return cell if cell.constant else None
        note_definitions(c, forms, constant_cell)   # small procedures inlined, written later too
        self._module_data = forms                   # (each form's datum: _run_again reads it)
        submodules = {k: list(v) for k, v in self.ns.submodules.items()}
        try:
            c.constant_assigned = False
            c.defined_cells = set()     # (Compiler.defined_before: filled form by form)
            compiled = [self._compile(x, loc, source) for x, loc in forms]
            if c.constant_assigned:     # a `set!` the text did not show: no constants
                c.mark_constants(set())
                self.ns.submodules = submodules
                c.defined_cells = set()
                compiled = [self._compile(x, loc, source) for x, loc in forms]
        finally:
            c.module_mode = False
            c.defined_cells = set()
        if top and self.ns.provides:      # a required module's provides are read by its requirer
            from minischeme.running.modules import ModuleInstance, module_exports
            module_exports(ModuleInstance(self.source_path, self, []), source)
        return compiled

    def _module_forms(self, data: list, source: str) -> list:
        """Pass 1: expand heads, splice begins, register macros and requires, collect names;
        then the same for the declarations the transformers lift to the module's end."""
        from minischeme.primitives.syntax_objects import PLACES
        place = PLACES[-1]
        from minischeme.compilation.compiler import Block, FrameInfo
        from minischeme.forms.core import definition_names, require_specs, submodule_declaration
        from minischeme.forms.macros import parse_define_syntax
        c = self.compiler
        top = Block(None, FrameInfo(1), True)
        pending = list(data)
        forms = []
        macro_names: set[Symbol] = set()    # the module's define-syntax names so far
        loc = None
        if self.ns.language.provides_all:   # #lang plai's module begin
            self.ns.provides.append((make_list([sym("provide"), make_list([sym("all-defined-out")])]), None))
        while pending or place.lifts:
            if not pending:         # the declarations lifted to the module's end, in turn
                pending = [(x, loc) for x in place.lifts]
                place.lifts.clear()
            x, loc = pending.pop(0)
            try:
                if (type(x) is Pair and x.car is _INCLUDE and x.car not in self.module_names
                        and self.modules.root is not None):
                    pending[0:0] = self._included(x, loc)   # where files may be read
                    continue
                self._own_phase1_instances()
                if teaching.expanded_as_expression(self.ns, x, top, self.module_names):
                    forms.append((x, loc))      # (a teaching `and`: its errors come later)
                    continue
                place.at_module_top = True
                try:
                    x = c.expand_head(x, top, loc)
                finally:
                    place.at_module_top = False
                if x is NIL:    # `()` is expanded now, as Racket's partial expansion does
                    raise c.syntax_error("#%app: missing procedure expression;\n probably "
                                         "originally (), which is an illegal empty "
                                         "application\n  in: (#%app)", loc, x)
                if (type(x) is Pair and type(x.car) is Symbol and self.ns.form_enabled(x.car)
                        and x.car not in ABSENT_HEADS):  # (#lang sicp has no `provide`; htdp/bsl no `begin`)
                    head = x.car.name
                    if head == "begin" and x.car not in self.module_names:
                        pending[0:0] = c.list_of(x.cdr, "begin", loc)
                        continue
                    if head in ("define-syntax", "define-syntax-rule"):
                        name, macro = parse_define_syntax(c, x, loc)
                        if name in self.module_names or name in macro_names:
                            raise _already_defined(self.ns, x, name, loc)
                        macro_names.add(name)
                        macro.home = c
                        self.ns.macros[name] = macro
                        self.ns.defined_macros.add(name)
                        continue
                    if head in ("require", "#%require") and x.car not in self.module_names:
                        for spec, l, for_syntax in require_specs(c, x, loc):
                            self.ns.require(spec, l, c, for_syntax)
                        continue
                    if head == "module" and x.car not in self.module_names:
                        declared = submodule_declaration(c, x, loc)
                        if declared is not None:
                            self.ns.declared_modules[declared.name] = declared
                            self._expand_submodule(declared.name, x)
                            continue
                    if (head in ("provide", "#%provide") or head == "provide/contract"
                            and not CONTRACT_MODULES.isdisjoint(self.ns.enabled_modules)) \
                            and x.car not in self.module_names:
                        refused = illegal_form(c, x.car, x, loc)    # #lang plai has none
                        if refused is not None:
                            raise refused
                        self.ns.provides.append((x, loc))
                        continue
                    names = definition_names(c, x, top, loc)
                    if head in ("struct", "define-struct") and names:
                        from minischeme.forms.structs import parse_struct
                        sname = parse_struct(c, x, loc).name
                        if teaching.level(self.ns) and (sname in self.ns.structs or sname in self.module_names
                                                        or sname in macro_names):
                            raise _already_defined(self.ns, x, sname, loc)  # (the type's name is its first)
                        self.ns.structs[sname] = names
                        self.ns.struct_locs[sname] = x.cdr.loc or loc
                        _check_teaching_redefinition(c, self.ns, sname, x.cdr.loc or loc)
                    if names and teaching.is_first_order(self.ns):   # htdp/bsl's functions
                        c.first_order.update(teaching.function_arities(x))
                    for name in names or []:
                        _check_teaching_redefinition(c, self.ns, name, name_loc(x, name) or loc)
                        if shadow_import(self.ns, name):
                            self.module_names.discard(name)
                        if name in self.module_names or name in macro_names or (
                                name in self.ns.structs and teaching.level(self.ns)):
                            raise _already_defined(self.ns, x, name, loc)
                        self.module_names.add(name)
                        self.ns.definition_locs[name] = name_loc(x, name) or loc
            except SchemeSyntaxError as e:
                raise _syntax_exn(e, source) from None
            forms.append((x, loc))
        if teaching.is_first_order(self.ns):
            self._check_top_call_arities(forms, source)
        return forms

    def _check_top_call_arities(self, forms: list, source: str) -> None:
        """htdp/bsl checks the calls that are whole module-level expressions against the
        module's functions' parameters once all its definitions are known, before
        anything else is compiled: `(f)` at the top is its syntax error even where an
        earlier form names an undefined variable (one in a function's body waits)."""
        c = self.compiler
        for x, loc in forms:
            if type(x) is Pair and type(x.car) is Symbol and is_list(x):
                arity = c.first_order.get(x.car)
                if arity is None or x.car not in self.module_names:
                    continue
                nargs = len(list_to_python(x)) - 1
                if arity != nargs:
                    e = c.syntax_error(teaching.call_arity_message(x, x.car, arity, nargs), loc, x)
                    raise _syntax_exn(e, source)

    def _expand_submodule(self, name: str, form: Any) -> None:
        """A `(module name lang ...)` declaration is expanded where the module's expansion
        meets it, as in Racket, required or not: its syntax errors and unknown requires are
        the program's errors (it runs only when required)."""
        if self.modules is None or self.modules.root is None:
            return              # no files are read here: a submodule is compiled when used
        from minischeme.running.modules import _declared_instance
        _declared_instance(self.ns, self.modules, name, form)

    def _own_phase1_instances(self) -> None:
        """The modules this one requires have their phase-1 state (begin-for-syntax
        variables) for this module's expansion: run afresh if a module compiled meanwhile
        (one this module requires, requiring them too) ran them for itself."""
        from minischeme.forms.syntax_parse import instantiate_for_syntax
        for inst in self.ns.required_instances:
            if inst.interp.ns.phase1_forms and inst.interp.ns.phase1_owner is not self.ns:
                instantiate_for_syntax(inst.interp.ns, self.ns)

    def _included(self, x: Any, loc: Any) -> list:
        """The forms of the file an `(include "file")` names (relative to this file's
        folder), spliced in its place as Racket's `include` does, where files may be read."""
        c = self.compiler
        ps = c.list_of(x, "include", loc)
        if len(ps) != 2 or type(ps[1][0]) is not str:
            raise c.bad_syntax("include", x, loc)
        base = self.source_path.parent if self.source_path is not None else None
        path = self.modules.resolve(ps[1][0], base, x, loc, c)
        from minischeme.running.modules import display_path
        src = read_or_message(path.read_text(encoding="utf-8", errors="replace"),
                              display_path(path))
        if type(src) is str:
            raise Raise(make_exn(EXN_FAIL_READ, src, NIL))
        return list(src.data)

    def run_submodule(self, name: str, source: str) -> Outcome:
        """Run a `(module+ NAME ...)` body in the module's namespace (e.g. `test`)."""
        body = self.ns.submodules.pop(name, None)
        if not body:
            return Outcome()

        def run() -> Any:
            for x, loc in body:
                self._compile_in_submodule(x, loc, source)()
            return VOID
        return self.guard(run)

    def _run_main_submodule(self, source: str, on_value: Callable | None) -> None:
        body = self.ns.submodules.pop("main", None)
        if body:
            for x, loc in body:
                self._emit(self._compile_in_submodule(x, loc, source)(), on_value)

    def _compile_in_submodule(self, x: Any, loc: Any, source: str | None) -> Callable:
        """A form of a `module+` body: compiled as the file's code, so its lambdas are
        named by their source locations as the module's own are (Racket's submodule is a
        module of the same file)."""
        c = self.compiler
        c.in_submodule = True
        try:
            return self._compile(x, loc, source)
        finally:
            c.in_submodule = False

    def _run_top_level(self, src: Source, source: str, on_value: Callable | None) -> Any:
        """A bare file: each form is compiled and run before the next is read."""
        self.compiler.source = source
        for x, loc in src.data:
            self._emit(self._compile(x, loc, source)(), on_value)
        return VOID

    def _compile(self, x: Any, loc: Any, source: str | None) -> Callable:
        try:
            return self.compiler.compile_top(x, loc)
        except SchemeSyntaxError as e:
            raise _syntax_exn(e, source) from None

    def _emit(self, value: Any, on_value: Callable | None) -> None:
        if on_value is None or value is VOID:
            return
        if type(value) is MultipleValues:     # each value printed as one alone is
            for v in value.values:
                if v is not VOID:
                    on_value(v)
        else:
            on_value(value)

    # ------------------------------------------------------------ evaluating forms

    def eval_datum(self, datum: Any, loc: Any = None, source: str | None = None) -> Outcome:
        """Evaluate one form in this namespace (as `eval` at the REPL would). ``source``
        names where the form was typed (the REPL's ``stdin``): the procedures it defines are
        blamed there in errors and ``,bt``, not on the file loaded before."""
        def run() -> Any:
            self._check_redefinition(datum)
            if source is None:
                return run_at_prompt(self._compile(datum, loc, source))
            c = self.compiler
            saved, c.source = c.source, source
            try:
                compiled = self._compile(datum, loc, source)
            finally:
                c.source = saved
            return run_at_prompt(compiled)
        return self.guard(run)

    def eval_string(self, text: str, source: str = "stdin") -> list[Outcome]:
        """Read and evaluate every form of ``text``; one Outcome per form."""
        src = _read(text, source)
        if isinstance(src, Outcome):
            return [src]
        return [self.eval_datum(x, loc, source) for x, loc in src.data]

    def _run_again(self, index: int) -> None:
        """Before sicp's amb runs a module-level form again (running/modules.py): a form
        that defines a constant would define it again, Racket's error."""
        datum = self._module_data[index][0] if index < len(self._module_data) else None
        if (type(datum) is Pair and datum.car in (sym("define"), sym("define-values"))
                and type(datum.cdr) is Pair):
            target = datum.cdr.car
            while type(target) is Pair:
                target = target.car
            if type(target) is Symbol and self.compiler.global_cell(target).constant:
                raise racket_error(f"define-values: assignment disallowed;\n cannot re-define a "
                                   f"constant\n  constant: {target.name}\n  in module:"
                                   f"{self.ns.module_label}")

    def _check_redefinition(self, datum: Any) -> None:
        if (type(datum) is Pair and datum.car in (sym("define"), sym("define-values"))
                and type(datum.cdr) is Pair):
            target = datum.cdr.car
            while type(target) is Pair:
                target = target.car
            if target in self.module_names:
                raise racket_error(f"define-values: assignment disallowed;\n cannot re-define a "
                                   f"constant\n  constant: {target.name}\n  in module:"
                                   f"{self.ns.module_label}")

    def format_value(self, value: Any) -> str:
        """A result as Racket prints it at top level (print-as-expression decides the style;
        a teaching language prints its own way)."""
        if self.ns.print_mode == "htdp":
            from minischeme.values.htdp_printer import htdp_print
            level = self.ns.language.name
            return htdp_print(value, abbreviated=level != "htdp/bsl", sharing=level == "htdp/asl")
        return print_string(value)

    def use_language_printing(self) -> None:
        """Print as the main module's language does (`racket FILE`): #lang scheme as write."""
        from minischeme.values.printer import PRINT_AS_EXPRESSION, PRINT_MPAIR_CURLY_BRACES
        PRINT_AS_EXPRESSION.value = self.ns.print_mode != "write"
        PRINT_MPAIR_CURLY_BRACES.value = self.ns.language.mpair_braces
        if self.ns.print_mode == "htdp":    # a teaching language's words for errors
            teaching_errors.activate(self.ns.language.name != "htdp/bsl")
        else:
            teaching_errors.deactivate()

    # ------------------------------------------------------------ the guard

    def guard(self, thunk: Callable[[], Any]) -> Outcome:
        """Run ``thunk`` on a thread with a large stack; turn every failure into Racket's words."""
        result: list[Outcome] = []

        def body() -> None:
            result.append(self._guarded(thunk))
        run_with_big_stack(body)
        return result[0] if result else Outcome(error="internal error: evaluation thread died")

    def _guarded(self, thunk: Callable[[], Any]) -> Outcome:
        with recursion_limit(), file_access.active(self.file_access), \
                command_line.active(self.command_line):
            return self._guarded_run(thunk)

    def _guarded_run(self, thunk: Callable[[], Any]) -> Outcome:
        try:
            return Outcome(value=thunk())
        except Raise as e:
            return Outcome(error=teaching_errors.shown_message(e.value),
                           raised=e.value,
                           traceback=e.__traceback__)
        except SchemeExit as e:
            return Outcome(exit_code=e.code)
        except amb.Replay:      # back to a choice of a module's body, from the REPL
            return Outcome(error="amb: minischeme cannot go back to a choice made in a module's "
                                 "body from here (its continuations only escape)")
        except PromptAbort:     # an abort to the top of a required module: Racket exits
            return Outcome(exit_code=1)
        except SchemeSyntaxError as e:
            return Outcome(error=e.message)
        except RecursionError as e:
            return Outcome(error=depth_exceeded_message(e.__traceback__),
                           traceback=e.__traceback__)
        except MemoryError as e:
            return Outcome(error=memory_message(e.__traceback__))
        except SystemError as e:
            if str(e) != FRAME_ALLOCATION_FAILED:
                return Outcome(error=f"internal error in minischeme: SystemError: {e}")
            return Outcome(error=memory_message(e.__traceback__))
        except KeyboardInterrupt:
            return Outcome(error="user break")
        except Exception as e:  # a bug in minischeme: report it without a traceback
            return Outcome(error=f"internal error in minischeme: {type(e).__name__}: {e}")


def _read(text: str, source: str) -> Source | Outcome:
    """The forms of ``text``, or the Outcome of a read error (a bug in the reader too is
    reported, never raised)."""
    src = read_or_message(text, source)
    return Outcome(error=src) if type(src) is str else src


def _check_teaching_redefinition(c: Any, ns: Any, name: Symbol, loc: Any) -> None:
    """A teaching language refuses a module-level definition of a name it provides."""
    message = teaching.redefinition_message(ns, name)
    if message is not None:
        raise c.syntax_error(message, loc, name)


def _already_defined(ns: Any, x: Any, name: Symbol, loc: Any) -> SchemeSyntaxError:
    """A module's second definition of ``name`` (a variable's or a macro's): Racket's error,
    at the name, showing the core form (`define-values`, `define-syntaxes`); a teaching
    language's own words there."""
    if teaching.level(ns) is not None:
        return SchemeSyntaxError(teaching.defined_twice_message(name), name_loc(x, name) or loc, name)
    return SchemeSyntaxError(f"module: identifier already defined\n  at: {name.name}\n  in: "
                             f"{write_string(as_core_definition(x))}", name_loc(x, name) or loc, x)


_syntax_exn = syntax_exn     # (errors.syntax_exn; modules.py raises the same)
_INCLUDE = sym("include")


def _with_frame_room(fn: Callable[[], None]) -> None:
    """Call fn with room reserved for Python frames on this thread (see FRAME_ROOM)."""
    fn()


# CPython 3.11+ keeps a thread's Python frames in chunks of 16 KB and frees a chunk as soon
# as its last frame returns, so a recursion that goes back and forth across a chunk's end
# (a recursive evaluator, fib) maps and unmaps memory at every crossing: 50,000 system calls
# and a fifth of the time in the match-based interpreter of bench/programs/15_interp.rkt.
# A chunk is as large as the frame that needs it (rounded up to a power of two), so a first
# frame that claims just over 256 KB of stack (it uses none of it) gets a 512 KB chunk, and
# nearly 256 KB of it stays free for the frames of the program: thousands of calls deep
# without a crossing.
FRAME_ROOM = 33_000          # stack slots (8 bytes each)
if sys.version_info >= (3, 11):
    _with_frame_room.__code__ = _with_frame_room.__code__.replace(
        co_stacksize=_with_frame_room.__code__.co_stacksize + FRAME_ROOM)


EVAL_STACK_SIZES = (1024 * 1024 * 1024, 256 * 1024 * 1024, 64 * 1024 * 1024, 0)


def run_with_big_stack(fn: Callable[[], None]) -> None:
    """Run fn on a thread whose C stack can hold deep (100,000-level) Racket recursion."""
    if threading.current_thread().name == "minischeme-eval":
        fn()
        return
    if not _DEPTH_SET[0] and sys.getrecursionlimit() != MAX_DEPTH:
        # every time, not once: a library may have lowered it since (jedi, imported by
        # IPython and so by nbconvert, sets 3000 at import)
        sys.setrecursionlimit(MAX_DEPTH)
    t = start_thread(lambda: _with_frame_room(fn), "minischeme-eval", EVAL_STACK_SIZES)
    if t is None:           # not even the default stack fits: run here
        fn()
        return
    while t.is_alive():
        t.join(0.1)


def _eval_namespace(lang: str) -> tuple:
    """A fresh top level that `eval` runs in (primitives/eval_namespaces.py): how to
    evaluate a datum there, set a name, and read one (None when it has no value)."""
    interp = Interpreter(lang=lang, new_run=False)

    def evaluate(datum: Any) -> Any:
        return run_at_prompt(interp._compile(datum, None, None))

    def set_value(name: str, value: Any) -> None:
        cell = interp.ns.cells.get(sym(name))
        if cell is None:
            interp.ns.bind_import(name, value)
        else:
            cell.value = value

    def get_value(name: str) -> Any:
        cell = interp.ns.cells.get(sym(name))
        return None if cell is None or cell.value is UNDEFINED else cell.value

    return evaluate, set_value, get_value


eval_namespaces.MAKE_NAMESPACE[0] = _eval_namespace


def _sandbox_namespace(lang: str, body: list | None, label: str, path: Path | None,
                       source: str) -> tuple:
    """The namespace of a racket/sandbox evaluator (primitives/racket_sandbox.py): a module
    of its own in language ``lang`` whose forms are ``body`` (their (datum, loc) pairs),
    with a module table of its own (what it requires is instantiated afresh, as in the
    sandbox's own registry); with ``body`` None, a racket/base top level. ``label`` is how
    errors name the module (`'a1`), ``path`` the file its relative requires resolve
    against, ``source`` how syntax errors in the body name it.

    Returns ``compile_module()``, which compiles the body (its syntax errors raised) and
    gives the thunk that runs it, and ``compile_form(datum, loc, where)``, which compiles
    one more form in the module's namespace and gives the thunk that runs it. The caller
    sets the file access, ports and limits around them."""
    from minischeme.running.modules import ANY_FOLDER
    interp = Interpreter(lang="racket/base", module_root=ANY_FOLDER, new_run=False)

    def compile_module() -> Callable[[], None]:
        if body is None:
            return lambda: None
        language = language_named(lang)
        if language is None:         # a library, not a language (racket/list)
            raise racket_error(f"module: not available in minischeme: the language `{lang}` "
                               f"(minischeme knows {KNOWN_LANGUAGES})")
        interp._new_namespace(language)
        interp.ns.module_label = label
        interp.source_path = path
        compiled = interp._compile_module(Source(lang, body), source)
        show = None
        if language.prints_results:
            def show(value: Any) -> None:     # as `racket` prints a module's values
                from minischeme.values.ports import current_output
                current_output().write(interp.format_value(value) + "\n")

        def run() -> None:
            for inst in interp.ns.required_instances:
                inst.run(interp.modules)
            for node in compiled:
                interp._emit(run_at_module_level(node), show)
        return run

    def compile_form(datum: Any, loc: Any, where: str) -> Callable[[], Any]:
        interp._check_redefinition(datum)
        c = interp.compiler
        saved, c.source = c.source, where
        try:
            return interp._compile(datum, loc, where)
        finally:
            c.source = saved

    return compile_module, compile_form


eval_namespaces.MAKE_SANDBOX_NAMESPACE[0] = _sandbox_namespace
eval_namespaces.KNOWN_LIBRARY[0] = lambda name: name in REQUIRABLE or language_named(name) is not None
