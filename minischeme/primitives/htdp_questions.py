"""The check the teaching languages make of a question's answer (forms/htdp.py rewrites
each `if`, `cond`, `and`, `or`, `when`, `unless` a student writes to call it): #true or
#false, else "if: question result is not true or false: 1"."""
from __future__ import annotations

from typing import Any

from minischeme.values.errors import racket_error
from minischeme.values.htdp_printer import SET_RESULT, htdp_print
from .registry import define, library

library("htdp")


@define("%htdp-question", 3)
def htdp_question(who: Any, answer: Any, abbreviated: Any) -> Any:
    """``answer`` when it is a boolean; the form named ``who`` fails otherwise, showing the
    answer as the language prints it (``abbreviated``: lists as `(list ...)`)."""
    if answer is True or answer is False:
        return answer
    raise racket_error(f"{who}: question result is not true or false: "
                       f"{htdp_print(answer, abbreviated is not False)}")


@define("%htdp-set!-result", 0)
def htdp_set_result() -> Any:
    """What a `set!` written in htdp/asl answers (values/htdp_printer.SET_RESULT, printed
    `(void)`)."""
    return SET_RESULT
