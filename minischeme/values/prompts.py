"""Continuation prompts as minischeme has them: prompt tags, the abort that jumps to a
prompt, and the composable continuations it cannot resume.

A prompt (`call-with-continuation-prompt`, racket/control's `reset`, `prompt` ...) is a
Python frame that catches ``PromptAbort`` for its tag; `abort-current-continuation` raises
it, so the frames in between unwind as Racket's do (dynamic-wind's post thunks run,
parameterizations end). ``ACTIVE`` lists the tags of the prompts in effect, innermost last,
so an abort to a tag with no prompt is Racket's error at the abort, not a stray exception.

What minischeme cannot do is *resume* a captured continuation: a closure interpreter in
Python keeps the rest of the computation on the Python stack, which unwinds at the abort.
So `shift`, `control` and `call/comp` capture a ``ComposableContinuation`` that can be
kept, passed and printed, but calling it is a clear error (``resume_error``) instead of
a wrong answer. Every use that discards the continuation (`(reset (... (shift k v)))`,
`abort`, escaping with a prompt) runs exactly as in Racket.
"""
from __future__ import annotations

from typing import Any

from minischeme.values.errors import EXN_FAIL_CONTRACT, Raise, racket_error


class PromptTag:
    """A continuation prompt tag (`make-continuation-prompt-tag`); tags compare by identity."""

    __slots__ = ("name",)

    def __init__(self, name: str | None = None) -> None:
        self.name = name

    def racket_repr(self) -> str:
        return f"#<continuation-prompt-tag:{self.name}>" if self.name else "#<continuation-prompt-tag>"

    __repr__ = racket_repr


DEFAULT_PROMPT_TAG = PromptTag("default")

# the tags of the prompts in effect, innermost last (the module level's default prompt is
# implicit: the default tag always has a prompt)
ACTIVE: list[PromptTag] = []


class PromptAbort(Exception):
    """An abort to the innermost prompt tagged ``tag``, carrying the values for its handler.

    ``keep_prompt``: the abort racket/control's `shift` and `control` make (Racket's
    abort-current-continuation/keep-prompt): the prompt stays in place and the single value,
    a thunk, runs under it whatever the prompt's handler is."""

    def __init__(self, tag: PromptTag, values: list, keep_prompt: bool = False) -> None:
        super().__init__()
        self.tag = tag
        self.values = values
        self.keep_prompt = keep_prompt


def has_prompt(tag: PromptTag) -> bool:
    """Is a prompt tagged ``tag`` in effect?"""
    return tag is DEFAULT_PROMPT_TAG or tag in ACTIVE


def no_prompt_error(who: str, tag: PromptTag) -> Raise:
    """Racket's error for an abort or capture with no prompt of its tag around it."""
    return racket_error(f"{who}: no corresponding prompt in the continuation\n  tag: "
                        f"{tag.racket_repr()}", EXN_FAIL_CONTRACT)


def resume_error() -> Raise:
    """Calling a composable continuation: what minischeme cannot do (see the module)."""
    return racket_error("continuation application: minischeme cannot resume a composable "
                        "continuation (one captured by shift, control or call/comp may be "
                        "discarded, kept or printed, but not called)", EXN_FAIL_CONTRACT)


class ComposableContinuation:
    """A continuation captured by `call/comp`, `shift` or `control`: a procedure that
    refuses to run (``resume_error``). ``name`` is how Racket prints it: shift's and
    control's are racket/control's lambdas (`#<procedure:.../racket/control.rkt:158:23>`),
    call/comp's has none (`#<procedure>`)."""

    def __init__(self, name: str | None = None) -> None:
        self.name = name

    def racket_apply(self, args: list) -> Any:
        raise resume_error()

    def racket_repr(self) -> str:
        return f"#<procedure:{self.name}>" if self.name else "#<procedure>"
