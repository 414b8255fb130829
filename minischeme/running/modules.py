"""Modules in files: `(require "hw4.rkt")`, `provide`, and the run's table of modules.

A course's test file `(require "hw4.rkt")`s the student's solution; students split a
solution into files. Here each required file is a module of its own, as in Racket:

* ``ModuleSystem`` is the table of one run (one top-level ``Interpreter``): each file, by
  its resolved path, is compiled and instantiated once, however many modules require it (a
  diamond of requires runs the shared module once). A file that requires itself through
  others is Racket's `cycle in loading` error.
* Requiring a module *compiles* it at once (its compile errors, and which names it provides,
  are known when the requirer is compiled) and *runs* it before the requirer's body runs,
  as Racket instantiates a module's requires before its body. Its `module+ test` and
  `main` submodules are not run.
* Imported variables share the exporter's cells, so `set!` inside the exporter is seen by
  importers; a definition in the importer shadows the import.
* Resolution: a relative path is relative to the requiring file's folder. Where the files a
  program may read are restricted (the grader), ``ModuleSystem.root`` is the one folder
  requires may resolve into; anything outside it is refused with a clear message.
  ``Interpreter(module_root=None)`` (the default) reads no other files at all.

`provide` shapes: names, `all-defined-out`, `struct-out`, `rename-out`, `except-out`,
`prefix-out`, `all-from-out`, `contract-out` (contracts checked at the module boundary, see
``contracts.py``). A module may provide what it imports, syntax included: a library's
form (`(require srfi/26) (provide cut)`) reaches the requirer as a ``LibraryForm``. `require` shapes around a file path: `only-in`, `except-in`,
`prefix-in`, `rename-in`, `combine-in`, `(file "…")`.
"""
from __future__ import annotations

import os
from pathlib import Path
from reprlib import recursive_repr as _recursive_repr
from typing import TYPE_CHECKING, Any, Callable

from minischeme.compilation.compiler import Cell, Macro
from minischeme.values import amb
from minischeme.values.data import NIL, Pair, make_pair, Symbol, is_list, list_to_python, sym
from minischeme.values.errors import EXN_FAIL_READ, SchemeSyntaxError, make_exn, racket_error, Raise
from minischeme.values.errors import syntax_exn as _syntax_exn
from minischeme.values.file_access import current
from minischeme.values.files import scheme_text
from minischeme.values.printer import write_string
from minischeme.reading.reader import Source, read_or_message

if TYPE_CHECKING:
    from minischeme.running.interpreter import Interpreter

# A module_root that lets requires resolve anywhere (`minischeme run`, as `racket` does).
ANY_FOLDER = Path(os.sep)

_LIBRARY_SUFFIXES = ("simply.scm", "simply.rkt")


_PLAIN_PATH_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-_")


def module_path_string_ok(text: str) -> bool:
    """Is ``text`` a relative module path string Racket accepts (`module-path?`)? Path
    elements between single slashes (none at either end) of ASCII letters, digits, `+`,
    `-`, `_`, `.` and `%` with two lowercase hex digits for another character; a dot in a
    folder's name is refused (`"2.47-frame/pair.rkt"`), `.` and `..` are not."""
    elements = text.split("/")
    for i, element in enumerate(elements):
        if not element:
            return False
        last = i == len(elements) - 1
        if not last and "." in element and element not in (".", ".."):
            return False
        k = 0
        while k < len(element):
            ch = element[k]
            if ch == "%":
                code = element[k + 1:k + 3]
                if (len(code) != 2 or any(d not in "0123456789abcdef" for d in code)
                        or chr(int(code, 16)) in _PLAIN_PATH_CHARS):
                    return False
                k += 3
                continue
            if ch not in _PLAIN_PATH_CHARS and ch != ".":
                return False
            k += 1
    return True


def lib_module_path(spec: Any) -> str | None:
    """The collection path `(lib ...)` names, as Racket resolves it: `(lib "a/b.rkt")` is
    `a/b`; `(lib "file.ss" "coll" "sub")` is `coll/sub/file`; a lone name with no `/`
    is in mzlib, as PLT Scheme's `(lib "trace.ss")` (`mzlib/trace`). The suffix goes."""
    names = list_to_python(spec.cdr) if is_list(spec.cdr) else []
    if not names or any(type(n) is not str for n in names):
        return None
    first, colls = names[0], names[1:]
    path = "/".join(colls + [first]) if colls else first if "/" in first else "mzlib/" + first
    for suffix in (".rkt", ".ss", ".scm"):
        path = path.removesuffix(suffix)
    return path


def file_module_path(spec: Any) -> tuple[str, Any] | None:
    """The file path a require spec names at its core, with the spec naming it, or None
    when the spec names a library (`racket/list`) rather than a file."""
    if type(spec) is str:
        if spec.endswith(_LIBRARY_SUFFIXES) or spec == "simply-scheme":
            return None
        return spec, spec
    if type(spec) is Pair and type(spec.car) is Symbol:
        head = spec.car.name
        if head == "file" and type(spec.cdr) is Pair and type(spec.cdr.car) is str:
            return None if spec.cdr.car.endswith(_LIBRARY_SUFFIXES) else (spec.cdr.car, spec)
        if submodule_path(spec) is not None:
            return spec.cdr.car if type(spec.cdr.car) is str else ".", spec
        if head in ("only-in", "except-in", "rename-in") and type(spec.cdr) is Pair:
            return file_module_path(spec.cdr.car)
        if head == "prefix-in" and type(spec.cdr) is Pair and type(spec.cdr.cdr) is Pair:
            return file_module_path(spec.cdr.cdr.car)
        if head == "combine-in":
            p = spec.cdr
            while type(p) is Pair:
                found = file_module_path(p.car)
                if found:
                    return found
                p = p.cdr
    return None


def display_path(path: Path) -> str:
    """A file's name in error messages, as Racket shows it: relative to the current
    directory when the file is inside it, else in full."""
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        return str(path)


Binding = Any  # a Cell (a variable) or a Macro


class ModuleInstance:
    """One file's module: compiled once; ``run`` instantiates it (once).

    (What @dataclass made of it, written out: the same __init__, equality by its fields,
    no hash, the same repr. A dataclass costs about 2M instructions at import.)"""

    def __init__(self, path: Path, interp: "Interpreter", compiled: list,
                 exports: dict[str, Binding] | None = None,
                 state: str = "compiled",        # compiled, running, done
                 on_run: list[Callable[[], None]] | None = None) -> None:  # contract wrappers
        self.path, self.interp, self.compiled = path, interp, compiled
        self.exports = {} if exports is None else exports
        self.state = state
        self.on_run = [] if on_run is None else on_run

    def _fields(self) -> tuple:
        return (self.path, self.interp, self.compiled, self.exports, self.state, self.on_run)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._fields() == other._fields()   # type: ignore[attr-defined]
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    @_recursive_repr()
    def __repr__(self) -> str:
        return (f"{self.__class__.__qualname__}(path={self.path!r}, interp={self.interp!r}, "
                f"compiled={self.compiled!r}, exports={self.exports!r}, state={self.state!r}, "
                f"on_run={self.on_run!r})")

    def run(self, system: "ModuleSystem") -> None:
        if self.state != "compiled":
            return
        self.state = "running"
        for required in self.interp.ns.required_instances:
            required.run(system)
        interp = self.interp
        # a required module prints its values as the main one does, unless its language
        # prints none (#lang eopl's module begin)
        show = system.on_value if interp.ns.language.prints_results else None
        run_module_forms(self.compiled, lambda v: interp._emit(v, show))
        for fill in self.on_run:
            fill()
        self.state = "done"


def run_module_forms(forms: list[Callable[[], Any]], emit: Callable[[Any], None],
                     again: Callable[[int], None] | None = None) -> None:
    """Run a module's compiled forms in order, each value to ``emit``. A failing `amb`
    (values/amb.py) goes back to a choice by running that choice's form again (its value
    printed; ``again(index)`` first, which may refuse), then the forms after the one that
    failed run, as in Racket, where each form runs under a prompt of its own."""
    owner = object()
    for i, form in enumerate(forms):
        which, trail = i, []
        while True:
            run = amb.FormRun(owner, which, trail)
            saved, amb.RUNNING[0] = amb.RUNNING[0], run
            try:
                value = forms[which]()
                if trail:
                    run.check_done()
            except amb.Replay as back:
                if back.owner is not owner:
                    raise
                which, trail = back.form, back.trail
                if again is not None:
                    again(which)
                continue
            finally:
                amb.RUNNING[0] = saved
            emit(value)
            break


class ModuleSystem:
    """The modules of one run, by resolved path."""

    def __init__(self, root: Path | None, lang: str, assignment: str | None = None, *,
                 new_interpreter: Callable[[str, "ModuleSystem"], "Interpreter"]) -> None:
        """``new_interpreter(lang, system)``: the interpreter a module file in language
        ``lang`` is compiled in (the ``Interpreter`` gives its own class: this module sits
        beside it and does not import it)."""
        self.new_interpreter = new_interpreter
        self.root = root.resolve() if root is not None and root != ANY_FOLDER else root
        self.lang = lang
        self.assignment = assignment
        self.instances: dict[Path, ModuleInstance] = {}
        self.loading: list[Path] = []
        self.on_value: Callable[[Any], None] | None = None

    # ------------------------------------------------------------ resolution

    def resolve(self, text: str, base: Path | None, spec: Any, loc: Any, c: Any) -> Path:
        """The file a module path names, or Racket's error for one that cannot be read."""
        if base is None:
            base = self.root if self.root not in (None, ANY_FOLDER) else Path.cwd()
        path = Path(os.path.normpath(Path(base, text).absolute()))
        if path.suffix == ".ss":
            # Racket's module name resolver reads "x.ss" as "x.rkt" (the .ss file only when
            # no .rkt is there); an error names the .rkt
            rkt = path.with_suffix(".rkt")
            path = path if path.is_file() and not rkt.is_file() else rkt
        if self.root is not None and self.root != ANY_FOLDER:
            try:
                path.resolve().relative_to(self.root)
            except ValueError:
                raise c.syntax_error(
                    f"require: refused: {write_string(text)} is outside the folder this "
                    f"program may read\n  folder: {self.root}\n  in: (require "
                    f"{write_string(spec)})", loc, spec) from None
        if self.root == ANY_FOLDER:
            # a racket/sandbox evaluator's program may read only what its permissions allow
            # (primitives/racket_sandbox.py): Racket's guard refuses the module's file so
            current().check("file-or-directory-modify-seconds", str(path), str(path), "read")
        if not path.is_file():
            why = "no such file or directory; rkt_err=3" if not path.exists() else \
                "is a directory; rkt_err=3"
            raise c.syntax_error(f"cannot open module file\n  module path: {path}\n  path: "
                                 f"{path}\n  system error: {why}", loc, spec)
        return path

    # ------------------------------------------------------------ loading

    def instance(self, path: Path) -> ModuleInstance:
        """The module of ``path``, compiled on first use."""
        found = self.instances.get(path)
        if found is not None:
            return found
        if path in self.loading:
            chain = self.loading[self.loading.index(path):]
            raise racket_error("standard-module-name-resolver: cycle in loading\n  at path: "
                               f"{path}\n  paths:\n" + "\n".join(f"   {p}" for p in chain))
        from minischeme.running.languages import KNOWN_LANGUAGES, language_named
        try:
            text = scheme_text(path.read_bytes())     # CRLF kept, as Racket reads it
        except OSError as e:
            raise racket_error(f"open-input-file: cannot open module file\n  path: {path}\n"
                               f"  system error: {e.strerror}") from None
        shown = display_path(path)
        src = read_or_message(text, shown)
        if type(src) is str:                    # a read error
            raise Raise(make_exn(EXN_FAIL_READ, src, NIL))
        if src.lang is None:
            src = module_declaration(src, path)
        lang = language_named(src.lang)
        if lang is None:
            raise racket_error(f"{shown}:1:0: #lang: unknown language `{src.lang}` (minischeme "
                               f"knows {KNOWN_LANGUAGES})")
        child = self.new_interpreter(src.lang, self)
        child.source_path = path
        child.ns.module_label = f'"{path}"'
        self.loading.append(path)
        try:
            compiled = child._compile_module(src, shown)
        finally:
            self.loading.pop()
        inst = ModuleInstance(path, child, compiled)
        inst.exports = module_exports(inst, shown)
        self.instances[path] = inst
        return inst

    def run(self, inst: ModuleInstance) -> None:
        inst.run(self)


def module_declaration(src: Any, path: Path) -> Any:
    """A required file without `#lang` must be one `(module name lang body ...)` form, as
    Racket's load handler requires: its body, read as a `#lang lang` file. Anything else is
    Racket's error (the file has no module, something else first, or more than one form)."""
    head = "default-load-handler: expected a `module' declaration"
    if not src.data:
        raise racket_error(f"{head};\n found end-of-file\n  in: #<path:{path}>")
    form, _ = src.data[0]
    if not (type(form) is Pair and form.car is sym("module") and type(form.cdr) is Pair
            and type(form.cdr.cdr) is Pair and type(form.cdr.cdr.car) is Symbol):
        raise racket_error(f"{head}, but found something else\n  file: {path}")
    if len(src.data) > 1:
        extra, loc = src.data[1]
        where = f"{display_path(path)}:{loc[0]}:{loc[1]}" if loc else display_path(path)
        raise racket_error(f"{head};\n found an extra form\n  in: #<path:{path}>\n"
                           f"  found: #<syntax:{where} {write_string(extra)}>")
    body, cell = [], form.cdr.cdr.cdr
    while type(cell) is Pair:
        body.append((cell.car, cell.loc))
        cell = cell.cdr
    return Source(form.cdr.cdr.car.name, body)


# ------------------------------------------------------------------ submodules

def submodule_path(spec: Any) -> tuple[str, list[str]] | None:
    """A submodule's module path as (base, names): `'name` and `(submod "." name ...)` are
    ``(".", [name ...])`` (declared in this module), `(submod ".." name ...)` is declared in
    the enclosing one, `(submod "file.rkt" name ...)` in that file; None for anything else."""
    if type(spec) is not Pair or type(spec.cdr) is not Pair:
        return None
    if spec.car is sym("quote") and type(spec.cdr.car) is Symbol and spec.cdr.cdr is NIL:
        return ".", [spec.cdr.car.name]
    if spec.car is not sym("submod"):
        return None
    base, names, p = spec.cdr.car, [], spec.cdr.cdr
    while type(p) is Pair and type(p.car) is Symbol:
        names.append(p.car.name)
        p = p.cdr
    if p is not NIL:
        return None
    if type(base) is Pair and base.car is sym("quote"):     # (submod 'm sub ...)
        inner = submodule_path(base)
        return None if inner is None else (inner[0], inner[1] + names)
    return (base, names) if type(base) is str else None


def _unknown_module(spec: Any) -> Exception:
    """Racket's error for a submodule that is not declared (at expansion, with no position)."""
    shown = (f"'{spec.cdr.car.name}" if spec.car is sym("quote") else write_string(spec))
    return racket_error(f"require: unknown module\n  module name: {shown}")


def _declared_instance(ns: Any, system: ModuleSystem, name: str, spec: Any) -> ModuleInstance:
    """The instance of the submodule ``name`` declared with `(module name lang ...)` in the
    module of ``ns``: compiled on first use, as a module of its own (its language, its
    namespace; it sees none of the enclosing module's names)."""
    found = ns.submodule_instances.get(name)
    if found is not None:
        return found
    decl = ns.declared_modules.get(name)
    if decl is None:
        raise _unknown_module(spec)
    from minischeme.running.languages import KNOWN_LANGUAGES, language_named
    path = ns.source_path
    shown = display_path(path) if path is not None else "stdin"
    key = (path, name, id(ns))
    if key in system.loading:
        raise racket_error(f"module: cycle in loading\n  module name: {write_string(spec)}")
    if language_named(decl.lang) is None:
        raise racket_error(f"{shown}: module: unknown language `{decl.lang}` (minischeme knows "
                           f"{KNOWN_LANGUAGES})")
    child = system.new_interpreter(decl.lang, system)
    child.source_path = path
    child.ns.module_label = (f'(submod "{path}" {name})' if path is not None else f"'{name}")
    child.ns.enclosing = ns
    system.loading.append(key)
    try:
        compiled = child._compile_module(Source(decl.lang, decl.body), shown)
    finally:
        system.loading.pop()
    inst = ModuleInstance(path, child, compiled)
    inst.exports = module_exports(inst, shown)
    ns.submodule_instances[name] = inst
    return inst


def _submodule_instance(ns: Any, system: ModuleSystem, base: str, names: list[str], spec: Any,
                        loc: Any, c: Any) -> ModuleInstance:
    """The instance a submodule path names (see ``submodule_path``)."""
    owner = ns
    if base == "..":
        owner = ns.enclosing
    elif base != ".":
        if system is None or system.root is None:
            raise _no_files(spec, loc, c)
        where = ns.source_path.parent if ns.source_path is not None else None
        owner = system.instance(system.resolve(base, where, spec, loc, c)).interp.ns
    if owner is None or not names:
        raise _unknown_module(spec)
    inst = None
    for name in names:
        inst = _declared_instance(owner, system, name, spec)
        owner = inst.interp.ns
    return inst


def compile_file_requires(ns: Any, body: list, c: Any) -> None:
    """The files a submodule's body (`module+ test`, `main`) requires, compiled now and not
    run: Racket expands every submodule with its module, so such a file's read or syntax
    error (or its absence) is the program's error even when the submodule never runs."""
    system: ModuleSystem | None = ns.modules
    if system is None or system.root is None:
        return
    base = ns.source_path.parent if ns.source_path is not None else None
    for x, loc in body:
        if type(x) is not Pair or x.car is not sym("require") or not is_list(x):
            continue
        for spec in list_to_python(x.cdr):
            found = file_module_path(spec)
            if found is None or submodule_path(found[1]) is not None:
                continue
            if type(found[0]) is str and module_path_string_ok(found[0]):
                system.instance(system.resolve(found[0], base, spec, loc, c))


def _use_instance(ns: Any, system: ModuleSystem, inst: ModuleInstance) -> None:
    """``ns`` requires ``inst``: it runs before the requiring module's body (at once where
    no module is being compiled: the REPL, a bare file)."""
    if ns.deferred_instances is not None:
        ns.deferred_instances.append(inst)
    else:
        system.run(inst)
    if inst not in ns.required_instances:
        ns.required_instances.append(inst)
        from minischeme.forms.syntax_parse import instantiate_for_syntax
        instantiate_for_syntax(inst.interp.ns, ns)     # its phase 1, fresh for this module


# ------------------------------------------------------------------ require

def require_file(ns: Any, spec: Any, loc: Any, c: Any) -> None:
    """Import the bindings a file-module (or submodule) require spec selects into ``ns``."""
    system: ModuleSystem | None = ns.modules
    named = file_module_path(spec)[1]
    sub = submodule_path(named)
    if (sub is None or sub[0] not in (".", "..")) and (system is None or system.root is None):
        raise _no_files(spec, loc, c)       # a submodule of this file needs no other file
    if type(spec) is str and not module_path_string_ok(spec):
        raise c.syntax_error(f"require: bad module-path string\n  at: {write_string(spec)}\n"
                             f"  in: (require {write_string(spec)})", loc, spec)
    selected = _select(ns, system, spec, loc, c)
    _bind_selected(ns, c, selected, write_string(named), _module_path_within(spec, loc, c)[1],
                   only=type(spec) is Pair and spec.car is sym("only-in"))


# The require shapes that select from a module's names (library or file).
REQUIRE_SHAPES = frozenset(sym(n) for n in ("only-in", "except-in", "rename-in", "prefix-in",
                                            "combine-in"))
LIBRARY_FORM = object()   # a library's special form among its exports: nothing to bind


class LibraryExport:
    """A value a library (`racket/list` ...) provides, as `_select` returns it.

    (What @dataclass(frozen=True) made of it, written out: equality and hash by its value,
    the same repr, and no assignment to it.)"""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        object.__setattr__(self, "value", value)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.value,) == (other.value,)   # type: ignore[attr-defined]
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.value,))

    @_recursive_repr()
    def __repr__(self) -> str:
        return f"{self.__class__.__qualname__}(value={self.value!r})"


def require_selected(ns: Any, spec: Any, loc: Any, c: Any) -> None:
    """A library require inside `only-in`, `except-in`, `rename-in`, `prefix-in` or
    `combine-in`: bind exactly the names it selects, under the names it gives them."""
    path, path_loc = _module_path_within(spec, loc, c)
    _bind_selected(ns, c, _select(ns, ns.modules, spec, loc, c), write_string(path), path_loc,
                   only=spec.car is sym("only-in"))


class LibraryForm:
    """A library's special form as a module exports or a require selects it (`(require
    srfi/26) (provide cut)`, `(all-from-out rackunit)`, `(prefix-in s: srfi/26)`): binding
    it enables ``modules`` (the libraries whose form it is) in the requirer, as requiring
    them would; bound under another name (rename-out, prefix-in ...), a use of that name is
    a use of the form ``form``. (A plain class, equal by its fields: no dataclass is made
    at start-up.)"""

    __slots__ = ("form", "modules")

    def __init__(self, form: str, modules: frozenset) -> None:
        self.form = form
        self.modules = modules

    def __eq__(self, other: object) -> bool:
        if type(other) is LibraryForm:
            return (self.form, self.modules) == (other.form, other.modules)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.form, self.modules))

    def __repr__(self) -> str:
        return f"LibraryForm(form={self.form!r}, modules={self.modules!r})"


def library_form(ns: Any, name: str) -> LibraryForm | None:
    """The library form ``name`` as the namespace ``ns`` has it (owned by those of its
    enabled modules that have a form of that name), or None when it has no such form."""
    from minischeme.running.languages import MODULE_FORMS, racket_base_forms
    owners = frozenset(m for m, forms in MODULE_FORMS.items()
                       if name in forms and m in ns.enabled_modules)
    if not owners and "racket/base" in ns.enabled_modules and name in racket_base_forms():
        owners = frozenset(["racket/base"])
    return LibraryForm(name, owners) if owners else None


def _bind_selected(ns: Any, c: Any, selected: dict[str, Binding], written: str,
                   loc: Any, only: bool = False) -> None:
    for name, binding in selected.items():
        if type(binding) is LibraryExport:
            note_library_import(ns, c, sym(name), written, loc, only)
            ns.bind_import(name, binding.value)
        elif type(binding) is LibraryForm:
            ns.enabled_modules.update(binding.modules)
            if name != binding.form:
                ns.macros[sym(name)] = _form_alias(name, binding.form)
        else:
            _bind(ns, c, sym(name), binding, written, loc, only)


def _form_alias(name: str, form: str) -> Macro:
    """A library form under another name: `(my-cut + 1 <>)` is `(cut + 1 <>)`."""
    target = sym(form)

    def expand(use: Any, free: Any = None) -> Any:
        return make_pair(target, use.cdr, use.loc)
    return Macro(name, expand)


def _no_files(spec: Any, loc: Any, c: Any) -> SchemeSyntaxError:
    """Where no other file may be read (Interpreter(module_root=None))."""
    found = file_module_path(spec)
    if found and type(found[1]) is str:
        return c.syntax_error(f"require: unknown module: {found[0]}\n  (minischeme reads no "
                              "other files here)", loc, spec)
    return c.syntax_error(f"require: bad module path\n  in: {write_string(spec)}", loc, spec)


def _select(ns: Any, system: ModuleSystem, spec: Any, loc: Any, c: Any) -> dict[str, Binding]:
    """The (name -> binding) a require spec brings in."""
    sub = submodule_path(spec)
    if sub is not None:
        inst = _submodule_instance(ns, system, sub[0], sub[1], spec, loc, c)
        _use_instance(ns, system, inst)
        ns.imports_from[sub[0], tuple(sub[1])] = dict(inst.exports)
        return dict(inst.exports)
    if file_module_path(spec) is not None and (type(spec) is str or spec.car is sym("file")):
        if type(spec) is str and not module_path_string_ok(spec):   # inside only-in ...
            raise c.syntax_error(f"?: invalid module-path form\n  in: {write_string(spec)}", loc, spec)
        if system is None or system.root is None:
            raise _no_files(spec, loc, c)
        text = spec if type(spec) is str else spec.cdr.car
        base = ns.source_path.parent if ns.source_path is not None else None
        path = system.resolve(text, base, spec, loc, c)
        inst = system.instance(path)
        _use_instance(ns, system, inst)
        ns.imports_from[path] = dict(inst.exports)
        return dict(inst.exports)
    if not (type(spec) is Pair and spec.car in REQUIRE_SHAPES):
        exports = ns.library_exports(spec, loc, c)      # (its modules are enabled now)
        return {name: library_form(ns, name) if value is LIBRARY_FORM
                else value if isinstance(value, Macro) else LibraryExport(value)
                for name, value in exports.items()}
    items = c.list_of(spec, "require", loc)
    head = spec.car.name
    where = lambda sub: (f"\n  at: {write_string(sub)}\n  in: {write_string(spec)}")  # noqa: E731
    if head == "prefix-in":
        if len(items) != 3 or type(items[1][0]) is not Symbol:
            raise c.bad_syntax("prefix-in", spec, loc)
        inner = _select(ns, system, items[2][0], items[2][1], c)
        return {items[1][0].name + k: v for k, v in inner.items()}
    if head == "combine-in":
        out: dict[str, Binding] = {}
        for sub, l in items[1:]:
            out.update(_select(ns, system, sub, l, c))
        return out
    if len(items) < 2:
        raise c.bad_syntax(head, spec, loc)
    sub, sub_loc = items[1]
    inner = _select(ns, system, sub, sub_loc, c)

    def missing(name: str) -> SchemeSyntaxError:
        return c.syntax_error(f"{head}: identifier `{name}' not included in nested require "
                              f"spec{where(sub)}", sub_loc, spec)
    if head == "only-in":
        out = {}
        for item, _ in items[2:]:
            old, new = _pair_of_names(item, head, spec, loc, c)
            if old not in inner:
                raise missing(old)
            out[new] = inner[old]
        return out
    if head == "except-in":
        out = dict(inner)
        for item, _ in items[2:]:
            if type(item) is not Symbol:
                raise c.bad_syntax(head, spec, loc)
            if item.name not in inner and not _language_core_name(sub, item.name):
                raise missing(item.name)
            out.pop(item.name, None)
        return out
    if head == "rename-in":
        out = dict(inner)
        for item, _ in items[2:]:
            old, new = _pair_of_names(item, head, spec, loc, c, pair_only=True)
            if old not in inner:
                raise missing(old)
            out.pop(old, None)
            out[new] = inner[old]
        return out
    raise c.syntax_error(f"require: bad module path\n  in: {write_string(spec)}", loc, spec)


_LANGUAGE_CORE_NAMES = frozenset(("#%module-begin", "#%app", "#%datum", "#%top",
                                  "#%top-interaction", "#%plain-module-begin"))


def _language_core_name(spec: Any, name: str) -> bool:
    """Is ``name`` one of the core forms a library that is also a module language (eopl,
    racket/base ...) exports in Racket, as `(except-in eopl #%module-begin)` leaves out?
    They are no exports here: the language's own forms are every module's."""
    from minischeme.running.languages import language_named
    return (name in _LANGUAGE_CORE_NAMES and type(spec) is Symbol
            and language_named(spec.name) is not None)


def _pair_of_names(item: Any, head: str, spec: Any, loc: Any, c: Any,
                   pair_only: bool = False) -> tuple[str, str]:
    if type(item) is Symbol and not pair_only:
        return item.name, item.name
    if (type(item) is Pair and type(item.car) is Symbol and type(item.cdr) is Pair
            and type(item.cdr.car) is Symbol and item.cdr.cdr is NIL):
        return item.car.name, item.cdr.car.name
    raise c.bad_syntax(head, spec, loc)


def _bind(ns: Any, c: Any, name: Symbol, binding: Binding, written: str = "",
          loc: Any = None, only: bool = False) -> None:
    """Bind an imported name; a definition of the same name in the module shadows it, and
    a module may not import one name from two modules (the REPL may)."""
    if isinstance(binding, Macro):
        ns.macros[name] = binding
        return
    if name in c.module_names and name not in ns.imported_names:
        return
    _check_not_required(ns, c, name, binding, written, loc, only)
    from minischeme.forms.contracts import ContractedExport
    if isinstance(binding, ContractedExport):
        binding = binding.cell_for(str(ns.source_path) if ns.source_path else "top-level")
    ns.macros.pop(name, None)
    ns.cells[name] = binding
    c.module_names.add(name)
    ns.imported_names.add(name)


_A_LIBRARY = object()     # what `import_origins` records of a name a library provides


def note_library_import(ns: Any, c: Any, name: Symbol, written: str, loc: Any,
                        only: bool = False) -> None:
    """A module requires ``name`` from a library (`racket/list` ...): an error if a file
    it required earlier provides a name of its own so called, as Racket's; remembered,
    for a file required later."""
    _check_not_required(ns, c, name, _A_LIBRARY, written, loc, only)


def _check_not_required(ns: Any, c: Any, name: Symbol, binding: Any, written: str, loc: Any,
                        only: bool) -> None:
    """A module may not import one name from two modules when they are two bindings
    (the REPL may): Racket's "identifier already required". Two files' own definitions
    are two bindings, and so are a file's own and a library's; two libraries' are taken
    for one (most are: `first` of racket/list and of racket), as is a library's name a
    file provides again. The message names the earlier module unless that require was
    an `only-in`, as Racket's does."""
    key = _A_LIBRARY if type(binding) is Cell and binding.imported else binding
    earlier = ns.import_origins.get(name)
    if (earlier is not None and earlier[0] is not key and ns.deferred_instances is not None
            and not (key is _A_LIBRARY and earlier[0] is _A_LIBRARY)):
        also = "" if earlier[2] else f"\n  also provided by: {earlier[1]}"
        raise c.syntax_error(f"module: identifier already required\n  at: {name.name}\n  in: "
                             f"{written}{also}", loc, name)
    ns.import_origins[name] = (key, written, only)


def _module_path_within(spec: Any, loc: Any, c: Any) -> tuple[Any, Any]:
    """The module path a require spec names, with its location: `"a.rkt"` of
    `(only-in "a.rkt" f)` (where Racket reports a conflict); the spec itself when it
    holds several (`combine-in`)."""
    while type(spec) is Pair and spec.car in REQUIRE_SHAPES and spec.car is not sym("combine-in"):
        items = c.list_of(spec, "require", loc)
        at = 2 if spec.car is sym("prefix-in") else 1
        if len(items) <= at:
            break
        spec, loc = items[at]
    return spec, loc


def shadow_import(ns: Any, name: Symbol) -> bool:
    """A module defines ``name`` that it had imported: the definition wins (a fresh cell),
    for the whole module, so a use before the definition runs is Racket's "undefined" error,
    not the import's value. True when ``name`` was imported by a `require` (a name of the
    module's language, such as `map` in `racket`, gets its fresh cell too)."""
    if name not in ns.imported_names:
        cell = ns.cells.get(name)
        if cell is not None and cell.imported:
            ns.cells[name] = Cell(name.name)
        return False
    ns.imported_names.discard(name)
    ns.cells[name] = Cell(name.name)
    return True


# ------------------------------------------------------------------ provide

def module_exports(inst: ModuleInstance, shown: str) -> dict[str, Binding]:
    """What a compiled module's `provide` forms export (Racket's errors for bad ones)."""
    interp = inst.interp
    out: dict[str, Binding] = {}
    for form, loc in interp.ns.provides:
        try:
            if form.car is sym("provide/contract"):      # the older (contract-out ...)
                from minischeme.forms.contracts import contract_exports
                items = interp.compiler.list_of(form.cdr, "provide/contract", loc)
                _add_exports(interp, out, contract_exports(inst, form, items, loc, form),
                             form, form, loc)
                continue
            for spec, l in interp.compiler.list_of(form.cdr, "provide", loc):
                _add_exports(interp, out, _provided(inst, spec, l, form), spec, form, l)
        except SchemeSyntaxError as e:
            raise _syntax_exn(e, shown) from None
    return out


def _add_exports(interp: Any, out: dict[str, Binding], new: dict[str, Binding], spec: Any,
                 form: Any, loc: Any) -> None:
    """Add what one provide spec exports; a name already exported as another binding is
    Racket's error (`(provide f (contract-out [f ...]))` exports two bindings as `f`)."""
    for name, binding in new.items():
        earlier = out.get(name)
        if earlier is not None and earlier is not binding and earlier != binding:
            at, where = _provided_as(interp.ns, spec, name, loc)
            raise interp.compiler.syntax_error("provide: identifier already provided (as a different binding)"
                                 f"\n  at: {at}\n  in: {write_string(form)}", where, form)
        out[name] = binding


def _provided_as(ns: Any, spec: Any, name: str, loc: Any) -> tuple[str, Any]:
    """How Racket names the identifier a spec exports as ``name``, and where it is written:
    a contract-out's `provide/contract-id-NAME`, a rename-out's own name, all-defined-out's
    definition."""
    if type(spec) is Symbol:
        return spec.name, loc
    head = spec.car.name if type(spec) is Pair and type(spec.car) is Symbol else ""
    if head == "all-defined-out":
        return name, ns.definition_locs.get(sym(name)) or loc
    item = spec.cdr if type(spec) is Pair else NIL
    while type(item) is Pair:
        clause = item.car
        if type(clause) is Pair and type(clause.cdr) is Pair:
            if head in ("contract-out", "provide/contract") and clause.car is sym(name):
                return f"provide/contract-id-{name}", clause.loc or item.loc or loc
            if (head in ("contract-out", "provide/contract") and clause.car is sym("rename")
                    and type(clause.cdr.cdr) is Pair and clause.cdr.cdr.car is sym(name)):
                return f"provide/contract-id-{name}", clause.cdr.loc or item.loc or loc
            if head == "rename-out" and clause.cdr.car is sym(name) and type(clause.car) is Symbol:
                return clause.car.name, clause.loc or item.loc or loc
        item = item.cdr
    return name, loc


def _struct_information(ns: Any, name: Symbol) -> dict[str, Binding]:
    """A struct's name exported alone carries its type, as in Racket, where the name is
    the struct's information: a module that imports `ref` can match `(ref v)` and name it
    as a parent. Here the type is the variable `struct:NAME`, exported beside it."""
    type_name = sym(f"struct:{name.name}")
    cell = ns.cells.get(type_name)
    if cell is None or not (name in ns.structs or cell.imported):
        return {}
    return {type_name.name: cell}


def _provided(inst: ModuleInstance, spec: Any, loc: Any, form: Any) -> dict[str, Binding]:
    interp = inst.interp
    ns, c = interp.ns, interp.compiler
    if type(spec) is Symbol:
        binding = _binding_of(ns, c, spec) or _form_of(ns, spec)
        if binding is None and _core_form(ns, spec):
            return {}       # a form of the language: every module that requires this has it
        if binding is None:
            raise c.syntax_error(f"provide: provided identifier is not defined or required\n  "
                                 f"at: {spec.name}\n  in: {write_string(form)}", loc, spec)
        return {spec.name: binding, **_struct_information(ns, spec)}
    if type(spec) is not Pair or type(spec.car) is not Symbol:
        raise c.bad_syntax("provide", form, loc)
    head = spec.car.name
    items = c.list_of(spec.cdr, head, loc)
    if head == "all-defined-out":
        names = [n for n in c.module_names if n not in ns.imported_names]
        out = {n.name: ns.cells[n] for n in names if n in ns.cells}
        out.update({n.name: ns.macros[n] for n in ns.defined_macros if n in ns.macros})
        return out
    if head == "struct-out":
        out = {}
        for s, l in items:
            names = ns.structs.get(s) if type(s) is Symbol else None
            if names is None:
                raise c.syntax_error("struct-out: identifier is not bound to struct type "
                                     f"information\n  at: {write_string(s)}\n  in: "
                                     f"{write_string(spec)}", l, spec)
            out.update({n.name: ns.cells[n] for n in names if n in ns.cells})
        return out
    if head == "rename-out":
        out = {}
        for item, l in items:
            if not (type(item) is Pair and type(item.car) is Symbol and type(item.cdr) is Pair
                    and type(item.cdr.car) is Symbol):
                raise c.bad_syntax("rename-out", spec, l)
            binding = _binding_of(ns, c, item.car) or _form_of(ns, item.car)
            if binding is None:
                raise c.syntax_error(f"rename-out: no binding for identifier\n  at: "
                                     f"{item.car.name}\n  in: {write_string(spec)}",
                                     item.loc or l, spec)
            out[item.cdr.car.name] = binding
        return out
    if head == "except-out":
        if not items:
            return {}
        out = _provided(inst, items[0][0], items[0][1], form)
        for sub, l in items[1:]:
            for name in _provided(inst, sub, l, form):
                out.pop(name, None)
        return out
    if head == "prefix-out":
        if len(items) != 2 or type(items[0][0]) is not Symbol:
            raise c.bad_syntax("prefix-out", spec, loc)
        inner = _provided(inst, items[1][0], items[1][1], form)
        return {items[0][0].name + k: v for k, v in inner.items()}
    if head == "all-from-out":
        out = {}
        for sub, l in items:
            found = file_module_path(sub)
            imported = None
            submodule = submodule_path(sub)
            if submodule is not None:
                imported = ns.imports_from.get((submodule[0], tuple(submodule[1])))
            elif found is not None:
                base = interp.source_path.parent if interp.source_path else Path.cwd()
                path = Path(os.path.normpath(Path(base, found[0]).absolute()))
                imported = ns.imports_from.get(path)
            if imported is None:
                if found is None:   # a library module: its names as imported here
                    out.update(_library_reexports(ns, c, sub, l))
                    continue
                raise c.syntax_error(f"all-from-out: no corresponding require\n  at: "
                                     f"{write_string(sub)}\n  in: {write_string(spec)}", l, spec)
            out.update(imported)
        return out
    if head in ("protect-out", "for-space"):
        out = {}
        for sub, l in items:
            out.update(_provided(inst, sub, l, form))
        return out
    if head in ("for-syntax", "for-label", "for-meta", "for-template"):
        return {}
    if head == "contract-out":
        from minischeme.forms.contracts import contract_exports
        return contract_exports(inst, spec, items, loc, form)
    if type(form) is Pair and form.car is _RAW_PROVIDE:
        raw = _raw_provided(inst, spec, head, items, loc, form)
        if raw is not None:
            return raw
    elif head not in _PROVIDE_SUB_FORMS:
        raise c.syntax_error(f"{head}: not a provide sub-form\n  in: {write_string(spec)}", loc, spec)
    raise c.syntax_error(f"provide: bad syntax\n  in: {write_string(spec)}", loc, spec)


_RAW_PROVIDE = sym("#%provide")
_PROVIDE_SUB_FORMS = frozenset((
    "all-defined-out", "struct-out", "rename-out", "except-out", "prefix-out", "all-from-out",
    "protect-out", "for-space", "for-syntax", "for-label", "for-meta", "for-template",
    "contract-out", "combine-out", "provide/contract"))


def _raw_provided(inst: ModuleInstance, spec: Any, head: str, items: list, loc: Any,
                  form: Any) -> dict[str, Binding] | None:
    """The specs only the primitive `#%provide` takes (an EOPL course's `(#%provide
    (all-defined))`): `all-defined`, `all-defined-except`, `prefix-all-defined`,
    `prefix-all-defined-except`, `all-from`, `all-from-except`, `rename` (local, then
    exported name) and `protect`; None for anything else."""
    c = inst.interp.compiler
    ids = [x for x, _ in items]
    if head in ("all-defined", "all-defined-except", "prefix-all-defined",
                "prefix-all-defined-except"):
        prefix = ""
        if head.startswith("prefix"):
            if not ids or type(ids[0]) is not Symbol:
                return None
            prefix, ids = ids[0].name, ids[1:]
        if head == "prefix-all-defined" and ids or not all(type(i) is Symbol for i in ids):
            return None
        out = _provided(inst, make_pair(sym("all-defined-out"), NIL), loc, form)
        return {prefix + k: v for k, v in out.items() if sym(k) not in ids}
    if head in ("all-from", "all-from-except"):
        if not ids or (head == "all-from" and len(ids) != 1):
            return None
        out = _provided(inst, make_pair(sym("all-from-out"), make_pair(ids[0], NIL)), loc, form)
        return {k: v for k, v in out.items() if sym(k) not in ids[1:]}
    if head == "rename" and len(ids) == 2 and all(type(i) is Symbol for i in ids):
        return {ids[1].name: v for v in _provided(inst, ids[0], loc, form).values()}
    if head == "protect":
        out = {}
        for sub, l in items:
            out.update(_provided(inst, sub, l, form))
        return out
    return None


def _library_reexports(ns: Any, c: Any, spec: Any, loc: Any) -> dict[str, Binding]:
    """What `(all-from-out lib)` provides of a library this module requires: its names as
    bound here, and its special forms (for the requirer to enable)."""
    out: dict[str, Binding] = {}
    for name, value in ns.library_exports(spec, loc, c).items():
        if value is LIBRARY_FORM:
            out[name] = library_form(ns, name)
        elif isinstance(value, Macro):
            out[name] = value
        else:
            cell = ns.cells.get(sym(name))
            if cell is not None and cell.imported:
                out[name] = cell
    return out


# Forms the module system itself reads (the rest are in the expander's tables).
_MODULE_LEVEL_FORMS = frozenset(sym(n) for n in (
    "define-syntax", "define-syntax-rule", "syntax-rules", "syntax-case", "define-values",
    "module", "module+", "module*", "require", "provide", "begin-for-syntax",
    # the forms of require and provide specs
    "only-in", "except-in", "prefix-in", "rename-in", "combine-in", "for-syntax",
    "all-defined-out", "all-from-out", "rename-out", "except-out", "prefix-out", "struct-out",
    "combine-out"))


def _core_form(ns: Any, name: Symbol) -> bool:
    """Is ``name`` a syntactic form that every module has (`define-syntax-rule`, `lambda`
    ...), not one that a library must enable? Re-providing one, as a test-utilities module
    does for the files that require it, exports nothing: they have it already."""
    from minischeme.expansion.syntax import EXPANDERS, SPECIAL_FORMS
    from minischeme.running.languages import MODULE_FORMS
    if name in ns.cells or name in ns.macros:
        return False
    known = name in SPECIAL_FORMS or name in EXPANDERS or name in _MODULE_LEVEL_FORMS
    return known and not any(name.name in forms for forms in MODULE_FORMS.values())


def _form_of(ns: Any, name: Symbol) -> LibraryForm | None:
    """A library form this module has (required, or its language's: `cut` after `(require
    srfi/26)`, `match` in `#lang racket`) and has not shadowed, which it may provide as
    Racket provides an imported macro."""
    if name in ns.cells or name in ns.macros:
        return None
    return library_form(ns, name.name)


def _binding_of(ns: Any, c: Any, name: Symbol) -> Binding | None:
    if name in ns.defined_macros or (name in ns.macros and name in ns.imported_names):
        return ns.macros[name]
    cell = ns.cells.get(name)
    if cell is None:
        return ns.macros.get(name)
    if name in c.module_names or cell.imported:
        return cell
    return None
