"""racket/base's continuation marks over values/continuation_marks.py's frames:
`with-continuation-mark`'s `%wcm` (forms/core.py writes the form as a call of it with its
body as a thunk), `current-continuation-marks`, `continuation-mark-set-first`,
`continuation-mark-set->list`, `continuation-mark-set->list*`,
`continuation-mark-set?`, `make-continuation-mark-key`, `continuation-mark-key?` and
`call-with-immediate-continuation-mark`.

`%wcm` opens a frame and runs its body in a trampoline of its own, one call at a time
(``_step``): a tail call of the body comes back to it, so a `%wcm` in tail position sets
its mark in this frame (replacing the same key's, as Racket's tail-position rule says)
and a `call-with-immediate-continuation-mark` there sees this frame's marks, and a loop
of such tail calls runs in constant space. Keys are compared as eq? compares them."""
from __future__ import annotations

from typing import Any

from minischeme.values.continuation_marks import FRAMES, ContinuationMarkKey, ContinuationMarks, snapshot
from minischeme.values.data import Char, MVector, is_list, list_to_python, make_list
from minischeme.values.errors import arity_error, contract_error
from minischeme.values.prompts import PromptTag
from minischeme.values.procedures import Closure, Primitive, TailCall, expected_arity, make_tail_call
from minischeme.values.runtime import BUDGET, apply_procedure, bind_arguments, is_procedure, procedure_arity_includes
from .registry import add, define


def _key(k: Any) -> Any:
    """What a frame files key k under: eq? keys alike (fixnums and characters by value)."""
    return ("=", k) if type(k) is int else ("=", k.ch) if type(k) is Char else id(k)


def _step(proc: Any, args: list) -> Any:
    """Call proc with args, returning a tail call it makes unfinished (a TailCall)."""
    t = type(proc)
    if t is Closure:
        n = len(args)
        if (n == proc.arity or (n >= proc.nreq and (proc.rest or n <= proc.nreq + proc.nopt))
                or proc.clauses is not None):
            if proc.fn is not None:             # Python source: it counts its own step
                return proc.fn(*args)
            if BUDGET.max_steps is not None:
                BUDGET.steps += 1
                if BUDGET.steps > BUDGET.max_steps:
                    BUDGET.over(proc)
            return proc.body(bind_arguments(proc, args))
    elif t is Primitive and proc.accepts(len(args)):
        return proc.fn(*args)
    return apply_procedure(proc, args)


class TailSensitive:
    """A procedure that must see whether it is called in tail position of a
    with-continuation-mark's body: not a Primitive, so compiled code never calls it
    directly but hands a call in tail position to the trampoline as a TailCall, which
    `wcm`'s trampoline recognizes."""

    __slots__ = ("name", "fn", "min_args", "max_args")

    def __init__(self, name: str, fn: Any, min_args: int, max_args: int) -> None:
        self.name, self.fn, self.min_args, self.max_args = name, fn, min_args, max_args

    def racket_apply(self, args: list) -> Any:
        if not self.min_args <= len(args) <= self.max_args:
            raise arity_error(self.name, expected_arity(self.min_args, self.max_args), args)
        return self.fn(*args)

    def racket_repr(self) -> str:
        return f"#<procedure:{self.name}>"


def wcm(key: Any, value: Any, body: Any) -> Any:
    """(with-continuation-mark key value body): body run with key marked value in a new
    frame (a with-continuation-mark in tail position of another's body comes back here
    through the trampoline below and is not a call of this at all)."""
    frame = {_key(key): (key, value)}
    FRAMES.append(frame)
    try:
        result = _step(body, [])
        while type(result) is TailCall:
            proc, args = result.proc, result.args
            if proc is _WCM and len(args) == 3:
                frame[_key(args[0])] = (args[0], args[1])
                result = _step(args[2], [])
            elif proc is _IMMEDIATE and 2 <= len(args) <= 3:
                result = call_with_immediate_continuation_mark(*args, frame=frame)
            else:
                result = _step(proc, args)
        return result
    finally:
        FRAMES.pop()


@define("current-continuation-marks", 0, 1)
def current_continuation_marks(prompt_tag: Any = None) -> ContinuationMarks:
    """The marks of the current continuation, as a continuation-mark set."""
    _check_tag("current-continuation-marks", prompt_tag)
    return snapshot()


@define("continuation-mark-set?", 1)
def continuation_mark_set_p(v: Any) -> bool:
    """Is v a continuation-mark set?"""
    return type(v) is ContinuationMarks


@define("make-continuation-mark-key", 0, 1)
def make_continuation_mark_key(name: Any = None) -> ContinuationMarkKey:
    """A key for marks that no other value is eq? to (its name is any value)."""
    return ContinuationMarkKey(name)


@define("continuation-mark-key?", 1)
def continuation_mark_key_p(v: Any) -> bool:
    """Was v made by make-continuation-mark-key?"""
    return type(v) is ContinuationMarkKey


def _check_tag(who: str, tag: Any) -> None:
    """A prompt-tag argument: checked, then unused (marks are not delimited by prompts)."""
    if tag is not None and type(tag) is not PromptTag:
        raise contract_error(who, "continuation-prompt-tag?", tag)


def _frames(who: str, marks: Any) -> Any:
    """The frames of a mark set, innermost first, as (key, value) pairs by _key."""
    if type(marks) is not ContinuationMarks:
        raise contract_error(who, "continuation-mark-set?", marks)
    return [dict((_key(k), v) for k, v in frame) for frame in marks.frames]


@define("continuation-mark-set->list", 2, 3)
def continuation_mark_set_to_list(marks: Any, key: Any, prompt_tag: Any = None) -> Any:
    """The values key is marked with in marks' frames, innermost first."""
    _check_tag("continuation-mark-set->list", prompt_tag)
    k = _key(key)
    return make_list([f[k] for f in _frames("continuation-mark-set->list", marks) if k in f])


@define("continuation-mark-set->list*", 2, 4)
def continuation_mark_set_to_list_star(marks: Any, keys: Any, none: Any = False,
                                       prompt_tag: Any = None) -> Any:
    """A vector for each of marks' frames marking any of keys, innermost first: each
    key's value there, or none."""
    _check_tag("continuation-mark-set->list*", prompt_tag)
    frames = _frames("continuation-mark-set->list*", marks)
    if not is_list(keys):
        raise contract_error("continuation-mark-set->list*", "list?", keys)
    ks = [_key(k) for k in list_to_python(keys)]
    return make_list([MVector([f.get(k, none) for k in ks]) for f in frames
                      if any(k in f for k in ks)])


@define("continuation-mark-set-first", 2, 4)
def continuation_mark_set_first(marks: Any, key: Any, none: Any = False,
                                prompt_tag: Any = None) -> Any:
    """The innermost value key is marked with in marks (#f: the current continuation),
    or none."""
    _check_tag("continuation-mark-set-first", prompt_tag)
    k = _key(key)
    if marks is False:
        for frame in reversed(FRAMES):
            if k in frame:
                return frame[k][1]
        return none
    for f in _frames("continuation-mark-set-first", marks):
        if k in f:
            return f[k]
    return none


def call_with_immediate_continuation_mark(key: Any, proc: Any, default: Any = False,
                                          frame: Any = None) -> Any:
    """(proc v), v the value key is marked with in the frame of this call's continuation
    (its caller's own, when called in tail position of a with-continuation-mark), else
    default."""
    if not (is_procedure(proc) and procedure_arity_includes(proc, 1)):
        raise contract_error("call-with-immediate-continuation-mark", "(procedure-arity-includes/c 1)", proc)
    entry = frame.get(_key(key)) if frame is not None else None
    return make_tail_call(proc, [entry[1] if entry is not None else default])


_WCM = TailSensitive("%wcm", wcm, 3, 3)
_IMMEDIATE = TailSensitive("call-with-immediate-continuation-mark",
                           call_with_immediate_continuation_mark, 2, 3)
add("%wcm", _WCM)
add("call-with-immediate-continuation-mark", _IMMEDIATE)
