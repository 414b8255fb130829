"""Number primitives (racket/base and racket/math): exactness, contagion, errors."""
from __future__ import annotations

import math
from fractions import Fraction

import pytest

from minischeme.values.data import MultipleValues, as_str
from minischeme.values.errors import (EXN_FAIL_CONTRACT, EXN_FAIL_CONTRACT_DIVIDE_BY_ZERO, Raise)
from minischeme.values.printer import print_string

from test_primitives_helpers import err, lib_of, run


def show(v):
    return print_string(v)


def test_exact_arithmetic_stays_exact_and_normalises_fractions():
    assert run("/", 6, 4) == Fraction(3, 2)
    assert type(run("/", 4, 2)) is int
    assert run("*", Fraction(1, 3), 3) == 1 and type(run("*", Fraction(1, 3), 3)) is int
    assert run("+") == 0 and run("*") == 1
    assert run("-", 10) == -10


def test_a_float_operand_makes_the_result_inexact():
    assert show(run("+", Fraction(1, 3), 0.5)) == "0.8333333333333333"
    assert show(run("max", 1, 2.0)) == "2.0"
    assert show(run("min", 1.0, 2)) == "1.0"


def test_exact_zero_is_absorbing_for_times_and_an_identity_for_plus():
    assert show(run("*", 0, 1.5)) == "0"
    assert show(run("+", -0.0, 0)) == "-0.0"
    assert show(run("-", 0, 0.0)) == "-0.0"
    assert show(run("/", 0, 2.0)) == "0"


def test_division_by_exact_zero_is_an_error_but_by_float_zero_is_infinite():
    assert err("/", 1, 0) == "/: division by zero"
    assert err("/", 1.0, 0) == "/: division by zero"
    assert show(run("/", 1.0, 0.0)) == "+inf.0"
    assert show(run("/", 1, 0.0)) == "+inf.0"
    assert show(run("/", 0.0, 0.0)) == "+nan.0"
    with pytest.raises(Raise) as info:
        run("/", 1, 0)
    assert info.value.value.stype is EXN_FAIL_CONTRACT_DIVIDE_BY_ZERO


def test_arithmetic_contract_errors_have_no_argument_position():
    assert err("+", 1, "a") == '+: contract violation\n  expected: number?\n  given: "a"'
    assert err("<", 1, 2, "x") == '<: contract violation\n  expected: real?\n  given: "x"'
    assert err("<", 2, 1, "x").startswith("<: contract violation")  # all arguments checked


def test_huge_exact_numbers_overflow_to_infinity_when_made_inexact():
    assert show(run("*", 10 ** 400, 1.5)) == "+inf.0"
    assert show(run("exact->inexact", 10 ** 400)) == "+inf.0"
    assert run("<", 10 ** 400, math.inf) is True


def test_comparisons_are_exact_between_exact_and_inexact():
    assert run("=", 9007199254740993, 9007199254740992.0) is False
    assert run("=", Fraction(1, 2), 0.5) is True
    assert run("<", 1, 2, 3) is True and run("<", 1, 3, 2) is False


def test_integer_division_accepts_integral_floats():
    assert run("quotient", -7, 2) == -3
    assert run("remainder", -7, 2) == -1
    assert run("modulo", -7, 2) == 1 and run("modulo", 7, -2) == -1
    assert show(run("quotient", 17.0, 5)) == "3.0"
    assert err("quotient", 5, 0) == "quotient: division by zero"
    assert err("quotient", 5, 0.0) == "quotient: undefined for 0.0"
    assert err("quotient", 5.5, 2) == "quotient: contract violation\n  expected: integer?\n  given: 5.5"


def test_quotient_remainder_returns_two_values():
    v = run("quotient/remainder", 17, 5)
    assert type(v) is MultipleValues and v.values == [3, 2]


def test_expt_is_exact_when_it_can_be():
    assert run("expt", 2, 100) == 2 ** 100
    assert run("expt", 2, -1) == Fraction(1, 2)
    assert run("expt", 4, Fraction(1, 2)) == 2
    assert show(run("expt", 8, Fraction(1, 3))) == "2.0"
    assert show(run("expt", 2.0, 3)) == "8.0"
    assert run("expt", 0.0, 0) == 1 and type(run("expt", 0.0, 0)) is int
    assert err("expt", 0, -1) == "expt: undefined for values 0 and -1"


def test_sqrt_is_exact_for_perfect_squares_and_complex_for_negatives():
    assert run("sqrt", 16) == 4 and type(run("sqrt", 16)) is int
    assert run("sqrt", Fraction(1, 4)) == Fraction(1, 2)
    assert show(run("sqrt", 2)) == "1.4142135623730951"
    assert run("sqrt", -4) == complex(0, 2)
    assert show(run("sqrt", -4.0)) == "0.0+2.0i"
    assert run("sqrt", 10 ** 40) == 10 ** 20


def test_log_with_a_base_divides_logarithms():
    assert show(run("log", 100, 10)) == "2.0"
    assert run("log", 1) == 0
    assert err("log", 0) == "log: division by zero"
    assert err("log", 2, 1) == "/: division by zero"


def test_trigonometry_keeps_exact_zero_and_uses_atan2():
    assert run("sin", 0) == 0 and type(run("sin", 0)) is int
    assert run("cos", 0) == 1
    assert show(run("atan", 1, 1)) == "0.7853981633974483"
    assert err("atan", 0, 0) == "atan2: undefined for values 0 and 0"


def test_rounding_is_bankers_on_floats_and_exact_rationals():
    assert show(run("round", 2.5)) == "2.0"
    assert show(run("round", 3.5)) == "4.0"
    assert run("round", Fraction(5, 2)) == 2 and run("round", Fraction(7, 2)) == 4
    assert show(run("round", -0.4)) == "-0.0"
    assert show(run("floor", -2.7)) == "-3.0"
    assert run("truncate", Fraction(-7, 2)) == -3


def test_numerator_and_denominator_of_floats_are_floats():
    assert show(run("numerator", 0.5)) == "1.0"
    assert run("denominator", Fraction(6, 4)) == 2
    assert "rational-number?" in err("numerator", "a")


def test_exactness_conversions():
    assert run("inexact->exact", 0.1) == Fraction(3602879701896397, 36028797018963968)
    assert err("inexact->exact", math.inf) == "exact: no exact representation for +inf.0"
    assert show(run("exact->inexact", Fraction(1, 3))) == "0.3333333333333333"


def test_number_string_conversions():
    assert as_str(run("number->string", 255, 16)) == "ff"
    assert as_str(run("number->string", Fraction(1, 3), 2)) == "1/11"
    assert as_str(run("number->string", 1.5)) == "1.5"
    assert err("number->string", 1.5, 2).startswith(
        "number->string: inexact numbers can only be printed in base 10")
    assert run("string->number", "abc") is False
    assert run("string->number", "ff", 16) == 255
    assert run("string->number", "1/2") == Fraction(1, 2)


def test_predicates():
    assert run("integer?", 2.0) is True and run("integer?", 2.5) is False
    assert run("integer?", "x") is False
    assert run("number?", True) is False  # booleans are not numbers
    assert run("exact?", Fraction(1, 2)) is True
    assert err("exact?", "a") == 'exact?: contract violation\n  expected: number?\n  given: "a"'
    assert run("even?", 2.0) is True
    assert err("even?", 1.5) == "even?: contract violation\n  expected: integer?\n  given: 1.5"
    assert run("exact-nonnegative-integer?", 0) is True


def test_gcd_and_lcm_work_on_rationals_and_floats():
    assert run("gcd", 12, 18) == 6 and run("lcm", 4, 6) == 12
    assert run("gcd", Fraction(1, 2), 3) == Fraction(1, 2)
    assert show(run("gcd", 12, 18.0)) == "6.0"
    assert run("gcd") == 0 and run("lcm") == 1


def test_bitwise_operations():
    assert run("bitwise-and", 12, 10) == 8
    assert run("bitwise-ior") == 0 and run("bitwise-and") == -1
    assert run("arithmetic-shift", 1024, -3) == 128


def test_racket_math_helpers():
    assert run("exact-round", 2.5) == 2 and type(run("exact-round", 2.5)) is int
    assert run("exact-floor", Fraction(1, 2)) == 0
    assert run("sqr", Fraction(1, 2)) == Fraction(1, 4)
    assert run("sgn", -7) == -1 and show(run("sgn", -0.0)) == "-0.0"
    assert run("nan?", math.nan) is True and run("infinite?", -math.inf) is True
    assert err("nan?", "a") == 'nan?: contract violation\n  expected: real?\n  given: "a"'
    assert lib_of("pi") == ["racket/math"] and lib_of("exact-round") == ["racket/math"]


def test_r6rs_exact_and_inexact_do_not_exist():
    assert lib_of("exact") == [] and lib_of("inexact") == []


def test_contract_errors_are_exn_fail_contract():
    with pytest.raises(Raise) as info:
        run("+", "a")
    assert info.value.value.stype is EXN_FAIL_CONTRACT


def test_flonum_and_fixnum_predicates_follow_racket_cs():
    # racket 8.7 CS: fixnums are 61 bits, every flonum is a double, no single flonums
    assert [run("fixnum?", x) for x in (5, 2**60 - 1, 2**60, -(2**60), 1.0)] == [True, True, False, True, False]
    assert [run("flonum?", x) for x in (1, 1.0)] == [False, True]
    assert run("double-flonum?", 2.0) and not run("single-flonum?", 1.0)
    assert run("single-flonum-available?") is False
    assert show(run("real->double-flonum", Fraction(1, 3))) == "0.3333333333333333"
    assert err("real->double-flonum", "a").startswith("real->double-flonum: contract violation\n  expected: real?")


def test_rationalize_finds_the_simplest_rational_within_the_tolerance():
    # racket 8.7
    assert run("rationalize", Fraction(3, 10), Fraction(1, 10)) == Fraction(1, 3)
    assert show(run("rationalize", 0.3, Fraction(1, 10))) == "0.3333333333333333"
    assert run("rationalize", Fraction(1, 2), Fraction(1, 2)) == 0
    assert run("rationalize", Fraction(3, 4), Fraction(1, 4)) == 1
    assert run("rationalize", 3, -1) == 2
    assert show(run("rationalize", 3, math.inf)) == "0.0"
    assert show(run("rationalize", math.inf, math.inf)) == "+nan.0"
    assert err("rationalize", "a", 1) == 'rationalize: contract violation\n  expected: real?\n  given: "a"'


def test_hyperbolic_functions_give_racket_maths_last_bits():
    # racket 8.7 (racket/math defines them itself; C's sinh differs in the last bit at 0.3, 0.7, 19)
    assert [show(run("sinh", x)) for x in (0, 0.3, 0.7, 19, 710, Fraction(1, 20))] == [
        "0", "0.30452029344714265", "0.7585837018395336", "89241150.48159362", "+inf.0",
        "0.050020835937655016"]
    assert [show(run("cosh", x)) for x in (0, 1, 710)] == ["1.0", "1.5430806348152437", "+inf.0"]
    assert [show(run("tanh", x)) for x in (0, 0.5, 0.7, -3, 20)] == [
        "0", "0.4621171572600098", "0.6043677771171635", "-0.9950547536867305", "1.0"]


def test_angle_conversions_and_order_of_magnitude():
    assert show(run("degrees->radians", 180)) == "3.141592653589793"
    assert show(run("degrees->radians", 0)) == "0"
    assert show(run("radians->degrees", 1)) == "57.29577951308232"
    assert [run("order-of-magnitude", x) for x in (12345, Fraction(1, 1000), 999, 1000, 0.001, 10**400)] == [
        4, -3, 2, 3, -3, 400]
    assert err("order-of-magnitude", 0).startswith(
        "order-of-magnitude: contract violation\n  expected: (and/c (>/c 0.0) (not/c +inf.0))")


def test_non_decimal_radix_numbers_may_have_a_point_and_an_exponent():
    # racket 8.7: the exponent is a power of the radix written in its digits; hex has none
    got = [run("string->number", s) for s in ("#b101.1", "#b1e10", "#o1e2", "#b-.1", "#x1.8e1", "#b.", "#b1.2")]
    assert [show(v) for v in got] == ["5.5", "4.0", "64.0", "-0.5", "1.554931640625", "#f", "#f"]
    assert run("string->number", "#e#b1.1") == Fraction(3, 2)
    assert show(run("string->number", "101.1", 2)) == "5.5"
