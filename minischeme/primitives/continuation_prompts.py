"""Continuation prompts and aborts (racket/base) and racket/control's procedures.

racket/base: `call-with-continuation-prompt`, `abort-current-continuation`,
`make-continuation-prompt-tag`, `default-continuation-prompt-tag`,
`continuation-prompt-tag?`, `call-with-composable-continuation`. racket/control: `abort`,
`call/prompt`, `call/comp`, `abort/cc`, `new-prompt`, `fcontrol`, `spawn`, `splitter`, and
the helpers its forms (forms/racket_control.py: `reset`, `shift`, `prompt`, `control` ...)
expand into, written after racket/control's own source (collects/racket/control.rkt).

Prompts and aborts are exact; a captured composable continuation cannot be resumed
(values/prompts.py says why): calling one is a clear error, never a wrong answer.
"""
from __future__ import annotations

from typing import Any

from minischeme.values.data import VOID, MultipleValues
from minischeme.values.errors import SchemeExit, contract_error
from minischeme.values.procedures import EscapeContinuation, Primitive
from minischeme.values.prompts import (ACTIVE, DEFAULT_PROMPT_TAG, ComposableContinuation, PromptAbort, PromptTag,
                                       has_prompt, no_prompt_error)
from minischeme.values.runtime import TailCall, apply_procedure, check_procedure, is_procedure, procedure_arity_includes
from minischeme.values.procedures import make_tail_call
from .registry import LIBRARIES, add, define, library

library("racket/control")

# how Racket prints the continuation shift gives its body: racket/control's lambda
SHIFT_K_NAME = ".../racket/control.rkt:158:23"


def _tag_arg(who: str, tag: Any, position: int, args: list) -> PromptTag:
    if type(tag) is not PromptTag:
        raise contract_error(who, "continuation-prompt-tag?", tag, position, args)
    return tag


def _default_handler_thunk(values: list) -> Any:
    """The one value the default prompt handler accepts: a thunk (Racket's check)."""
    if len(values) != 1 or not is_procedure(values[0]) or not procedure_arity_includes(values[0], 0):
        given = values[0] if len(values) == 1 else MultipleValues(values)
        raise contract_error("default-continuation-prompt-handler",
                             "(procedure-arity-includes/c 0)", given)
    return values[0]


def run_prompt(proc: Any, tag: PromptTag, handler: Any, args: list) -> Any:
    """Run ``proc`` under a prompt tagged ``tag``. An abort to it calls ``handler`` with
    the abort's values, once the prompt is gone; with no handler (#f), or for shift's and
    control's aborts, the thunk it carries runs under the prompt again."""
    while True:
        depth = len(ACTIVE)
        ACTIVE.append(tag)
        try:
            return apply_procedure(proc, args)
        except PromptAbort as e:
            if e.tag is not tag:
                raise
            del ACTIVE[depth:]
            if not (e.keep_prompt or handler is False):
                return make_tail_call(handler, e.values)
            proc, args = _default_handler_thunk(e.values), []
        finally:
            del ACTIVE[depth:]


@define("call-with-continuation-prompt", 1, None, lib="racket/base")
def call_with_continuation_prompt(proc: Any, tag: Any = DEFAULT_PROMPT_TAG, handler: Any = False,
                                  *args: Any) -> Any:
    """(call-with-continuation-prompt proc [tag handler] arg ...)."""
    everything = [proc, tag, handler, *args]
    check_procedure("call-with-continuation-prompt", proc, everything, 0)
    _tag_arg("call-with-continuation-prompt", tag, 1, everything)
    if handler is not False:
        check_procedure("call-with-continuation-prompt", handler, everything, 2)
    return run_prompt(proc, tag, handler, list(args))


@define("abort-current-continuation", 1, None, lib="racket/base")
def abort_current_continuation(tag: Any, *values: Any) -> Any:
    """(abort-current-continuation tag v ...): to the innermost prompt tagged ``tag``."""
    _tag_arg("abort-current-continuation", tag, 0, [tag, *values])
    if not has_prompt(tag):
        raise no_prompt_error("abort-current-continuation", tag)
    raise PromptAbort(tag, list(values))


@define("make-continuation-prompt-tag", 0, 1, lib="racket/base")
def make_continuation_prompt_tag(name: Any = None) -> PromptTag:
    """A fresh prompt tag (printed with its name, a symbol, when it has one)."""
    if name is not None and not hasattr(name, "name"):
        raise contract_error("make-continuation-prompt-tag", "symbol?", name)
    return PromptTag(name.name if name is not None else None)


@define("default-continuation-prompt-tag", 0, lib="racket/base")
def default_continuation_prompt_tag() -> PromptTag:
    """The tag of the prompt at every module-level form (and of `reset`, `prompt`)."""
    return DEFAULT_PROMPT_TAG


@define("continuation-prompt-tag?", 1, lib="racket/base")
def continuation_prompt_tag_p(v: Any) -> bool:
    return type(v) is PromptTag


@define("continuation-prompt-available?", 1, 2, lib="racket/base")
def continuation_prompt_available_p(tag: Any, k: Any = None) -> bool:
    """Is a prompt tagged ``tag`` in the current continuation (an effect handler's `is my
    handler installed?`)? The default tag's always is: every module-level form runs under
    one. (Given a continuation, the answer is still the current one's.)"""
    if type(tag) is not PromptTag:
        raise contract_error("continuation-prompt-available?", "continuation-prompt-tag?", tag)
    return tag is DEFAULT_PROMPT_TAG or any(t is tag for t in ACTIVE)


@define("continuation?", 1, lib="racket/base")
def continuation_p(v: Any) -> bool:
    """Is v a continuation: call/cc's, call/ec's (let/cc's, let/ec's), call/comp's or
    racket/control's control's? shift's is a lambda around one (racket/control.rkt), so not."""
    return type(v) is EscapeContinuation or (type(v) is ComposableContinuation
                                               and v.name != SHIFT_K_NAME)


def _captured(tag: Any, who: str = "call-with-composable-continuation") -> PromptTag:
    tag = _tag_arg(who, tag, 1, [tag])
    if not has_prompt(tag):
        raise no_prompt_error("call-with-composable-continuation", tag)
    return tag


@define("call-with-composable-continuation", 1, 2, lib="racket/base")
def call_with_composable_continuation(proc: Any, tag: Any = DEFAULT_PROMPT_TAG) -> Any:
    """(call/comp proc [tag]): proc gets the continuation up to the prompt; minischeme's
    can be kept or discarded but not called (values/prompts.py)."""
    check_procedure("call-with-composable-continuation", proc, [proc, tag], 0)
    _captured(tag)
    return make_tail_call(proc, [ComposableContinuation()])


for _name, _base in (("call/prompt", "call-with-continuation-prompt"),
                     ("call/comp", "call-with-composable-continuation"),
                     ("abort/cc", "abort-current-continuation")):
    add(_name, LIBRARIES["racket/base"][_base])     # the same procedures, as in Racket


@define("abort", 0, None)
def abort(*values: Any) -> Any:
    """(abort v ...): to the innermost default prompt, whose handler returns the v's."""
    thunk = Primitive("abort", lambda: values[0] if len(values) == 1 else MultipleValues(list(values)), 0, 0)
    raise PromptAbort(DEFAULT_PROMPT_TAG, [thunk])


@define("new-prompt", 0)
def new_prompt() -> PromptTag:
    return PromptTag()


@define("fcontrol", 1)
def fcontrol(f: Any) -> Any:
    """(fcontrol v): abort to the innermost default prompt (`%`) with v and the continuation."""
    _captured(DEFAULT_PROMPT_TAG)
    raise PromptAbort(DEFAULT_PROMPT_TAG, [f, ComposableContinuation()])


def _capture_and_abort(f: Any, tag: Any, who: str, keep_prompt: bool, k_name: str | None) -> Any:
    """racket/control's call-with-shift and call-with-control: abort to the prompt tagged
    ``tag``, which then calls ``f`` with the continuation that was cut off."""
    check_procedure(who, f, [f, tag], 0)
    tag = _captured(tag)
    k = ComposableContinuation(k_name)
    raise PromptAbort(tag, [Primitive(who, lambda: make_tail_call(f, [k]), 0, 0)], keep_prompt)


@define("%call-with-shift", 1, 2)
def call_with_shift(f: Any, tag: Any = DEFAULT_PROMPT_TAG) -> Any:
    return _capture_and_abort(f, tag, "shift", True, SHIFT_K_NAME)


@define("%call-with-control", 1, 2)
def call_with_control(f: Any, tag: Any = DEFAULT_PROMPT_TAG) -> Any:
    return _capture_and_abort(f, tag, "control", True, None)


@define("%call-with-shift0", 1, 2)
def call_with_shift0(f: Any, tag: Any = DEFAULT_PROMPT_TAG) -> Any:
    return _capture_and_abort(f, tag, "shift0", False, SHIFT_K_NAME)


@define("%call-with-control0", 1, 2)
def call_with_control0(f: Any, tag: Any = DEFAULT_PROMPT_TAG) -> Any:
    return _capture_and_abort(f, tag, "control0", False, None)


_CALL_THUNK = Primitive("call-thunk", lambda thunk: make_tail_call(thunk, []), 1, 1)


@define("%call-with-prompt0", 1, 2)
def call_with_prompt0(thunk: Any, tag: Any = DEFAULT_PROMPT_TAG) -> Any:
    """prompt0 / reset0: a prompt whose handler calls the abort's thunk without it."""
    _tag_arg("call-with-continuation-prompt", tag, 1, [thunk, tag])
    return run_prompt(thunk, tag, _CALL_THUNK, [])


@define("spawn", 1)
def spawn(f: Any) -> Any:
    """(spawn f): Hieb and Dybvig's operator; f gets a controller that aborts to its prompt."""
    p = PromptTag()

    def controller(g: Any) -> Any:
        return _capture_and_abort(g, p, "spawn", False, None)
    body = Primitive("spawn", lambda: make_tail_call(f, [Primitive("controller", controller, 1, 1)]), 0, 0)
    return run_prompt(body, p, _CALL_THUNK, [])


@define("splitter", 1)
def splitter(receiver: Any) -> Any:
    """(splitter receiver): Queinnec and Serpette's operator; receiver gets an aborter and
    a continuation capturer for a prompt of its own."""
    p = PromptTag()

    def aborter(thunk: Any) -> Any:
        raise PromptAbort(p, [thunk])

    def composer(proc: Any) -> Any:
        return call_with_composable_continuation(proc, p)
    body = Primitive("splitter", lambda: make_tail_call(receiver, [Primitive("abort", aborter, 1, 1),
                                                             Primitive("capture", composer, 1, 1)]), 0, 0)
    return run_prompt(body, p, _CALL_THUNK, [])


def run_at_module_level(form: Any) -> Any:
    """Run a compiled module-level form under the default prompt that Racket puts around
    each: a `shift` or `control` to it runs its body there and the form's value is dropped
    (Racket cut off the printing of it too); a plain abort to it (`abort`,
    `abort-current-continuation`) ends the program with exit code 1 and no message, as
    `racket FILE` does."""
    try:
        return form()
    except PromptAbort as e:
        if not e.keep_prompt:
            raise SchemeExit(1) from None
        run_prompt(_default_handler_thunk(e.values), DEFAULT_PROMPT_TAG, False, [])
        return VOID


def run_at_prompt(form: Any) -> Any:
    """Run a form typed at the REPL (or given to `eval`) under the default prompt that
    Racket's REPL puts around it: an abort to it gives the value of its thunk (`(abort 5)`
    is 5, `(shift k 7)` is 7)."""
    try:
        return form()
    except PromptAbort as e:
        return run_prompt(_default_handler_thunk(e.values), DEFAULT_PROMPT_TAG, False, [])
