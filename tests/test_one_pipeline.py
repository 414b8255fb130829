"""One pipeline (issue 33, point 2): every expression and definition, at the top as in a
procedure, goes through the expander to the IR; no form is compiled from S-expressions.

The only `@special` compilers left are those of the forms that exist only at the top of a
module or the REPL (a splicing `begin`, `require`, `provide`, submodules, `define-syntax`);
the core forms are registered as the expander's (syntax.core_form), and their entries
refuse to run. Code nested deeper than the expander's old limit (10,000) goes through the
expander too (tests/test_runaway_input.py runs 100,000-deep nesting).
"""
from __future__ import annotations

from minischeme.expansion.expander import FORMS
from minischeme.expansion.syntax import EXPANDERS, LOWERINGS, SPECIAL_FORMS
from minischeme.running.interpreter import Interpreter  # noqa: F401  (registers every form)
from minischeme.values.data import sym

from test_default_expressions_see_earlier_parameters import run

MODULE_LEVEL_COMPILERS = {"begin", "require", "#%require", "provide", "#%provide", "module+",
                          "module", "module*", "define-syntax", "define-syntax-rule"}
CORE = ("quote", "if", "define", "set!", "lambda", "λ", "case-lambda", "let", "letrec",
        "define-values")


def test_only_module_level_forms_have_an_s_expression_compiler():
    compiled = {name.name for name in SPECIAL_FORMS
                if name not in EXPANDERS and name not in LOWERINGS
                and SPECIAL_FORMS[name].__name__ != "translated_by_the_expander"}
    assert compiled == MODULE_LEVEL_COMPILERS


def test_every_core_form_is_the_expanders():
    for name in CORE:   # a definition is the expander's too (Builder.definition, module_definition)
        assert name in FORMS or name in ("define", "define-values")
        assert SPECIAL_FORMS[sym(name)].__name__ == "translated_by_the_expander"


def test_code_nested_20000_deep_runs_through_the_expander():
    # (+ 1 (+ 1 ... 0)), 20,000 deep: beyond the old 10,000 limit where the S-expression
    # compilers took over; Racket 8.7 prints 20000
    n = 20_000
    assert run("(display " + "(+ 1 " * n + "0" + ")" * n + ")") == "20000"


def test_the_names_of_one_core_form_mean_the_same_form():
    # lower_hash_ref and others compare a head's form with lambda's: λ must be lambda
    assert SPECIAL_FORMS[sym("λ")] is SPECIAL_FORMS[sym("lambda")]
    assert SPECIAL_FORMS[sym("if")] is not SPECIAL_FORMS[sym("quote")]
