"""The names Tab completes (repl/completion.bound_names, shared by the terminal REPL and the
Jupyter kernel): the core and derived forms the language has, macros, and every bound
variable, each with its kind."""
from __future__ import annotations

from minischeme.repl.completion import bound_names
from minischeme.running.interpreter import Interpreter


def test_core_forms_derived_forms_and_definitions_are_completed():
    interp = Interpreter()
    interp.eval_string("(define (card-rank c) 1) (define deck 52) "
                       "(define-syntax-rule (swap! a b) (void))")
    names = dict(bound_names(interp))
    for form in ("define", "lambda", "if", "let", "quote", "set!", "cond", "require"):
        assert names.get(form) == "syntax", form
    assert names["swap!"] == "syntax"
    assert names["card-rank"] == "procedure"
    assert names["deck"] == "value"
    assert names["car"] == "procedure"
