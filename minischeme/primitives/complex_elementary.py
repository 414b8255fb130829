"""sin, cos, tan, asin, acos and atan of inexact complex numbers as Chez Scheme (Racket
CS) computes them, to the last bit: Kahan's algorithms ("Branch Cuts for Complex
Elementary Functions"), through complex tanh and atanh, and the formulas for huge
imaginary parts, where Python's cmath answers otherwise (or raises OverflowError).

Each function takes the parts of its argument as floats and returns a complex; `real`
says the argument was a real number outside the real functions' domain (asin of 2.0),
where Chez's asin takes the real part's arc tangent against 0.0."""
from __future__ import annotations

import math
import sys

_OMEGA = sys.float_info.max
_ACOSH_OMEGA = math.acosh(_OMEGA)
_LOG2 = math.log(2.0)
_PI_2 = math.atan2(1.0, 0.0)
_SQRT_OMEGA = math.sqrt(_OMEGA)
_KAHAN_K = math.sqrt(0.5 * (math.sqrt(2.0) + 1.0))


def _negated(x: float) -> bool:
    """Is x's sign bit set (-0.0 too)?"""
    return math.copysign(1.0, x) < 0


def _div(x: float, y: float) -> float:
    try:
        return x / y
    except ZeroDivisionError:
        if x == 0 or x != x:
            return math.nan
        return math.copysign(math.inf, x) * math.copysign(1.0, y)


def _exp(x: float) -> float:
    try:
        return math.exp(x)
    except OverflowError:
        return math.inf


def _log(x: float) -> float:
    return math.log(x) if x > 0 else -math.inf if x == 0 else math.nan


# Racket CS's Chez Scheme has no C entry for log1p on Linux: it computes log(1+x)
def log1p(x: float) -> float:
    return _log(1.0 + x)


def _sinh(x: float) -> float:
    try:
        return math.sinh(x)
    except OverflowError:
        return math.copysign(math.inf, x)


def _cosh(x: float) -> float:
    try:
        return math.cosh(x)
    except OverflowError:
        return math.inf


def _sin(x: float) -> float:
    return math.sin(x) if math.isfinite(x) else math.nan


def _cos(x: float) -> float:
    return math.cos(x) if math.isfinite(x) else math.nan


def _tan(x: float) -> float:
    return math.tan(x) if math.isfinite(x) else math.nan


def sqrt(x: float, y: float) -> complex:
    """Kahan's complex square root (Chez's cflsqrt)."""
    ax, ay = abs(x), abs(y)
    if ax > ay:
        r = ay / ax
        a = math.sqrt(ax) * math.sqrt(0.5 * (math.sqrt(1.0 + r * r) + 1.0))
    elif ax < ay:
        r = ax / ay
        a = math.sqrt(ay) * math.sqrt(0.5 * (math.sqrt(r * r + 1.0) + r))
    elif ax == ay:
        a = math.sqrt(ax) * _KAHAN_K
    elif math.isinf(ax):
        a = ax
    elif math.isinf(ay):
        a = ay
    else:
        a = ax if ax != ax else ay
    if a == 0.0:
        return complex(a, y)
    b = y if math.isinf(y) else _div(y, a) * 0.5
    if x < 0.0:
        return complex(abs(b), -a if _negated(y) else a)
    return complex(a, b)


def exp(a: float, b: float) -> complex:
    """e to the power a+bi as Chez's cflexp: exp(a)cos(b) + exp(a)sin(b)i, through
    logarithms where exp(a) alone would overflow, an imaginary 0.0 kept."""
    if b == 0.0:
        return complex(_exp(a), b)
    if a <= math.log(_OMEGA):
        e = _exp(a)
        return complex(e * _cos(b), e * _sin(b))
    cb, sb = _cos(b), _sin(b)
    re = -_exp(a + _log(-cb)) if cb < 0.0 else _exp(a + _log(cb))
    im = -_exp(a + _log(-sb)) if sb < 0.0 else _exp(a + _log(sb))
    return complex(re, im)


def _slow_sinh(z: complex) -> complex:
    def f(w: complex, minus_w: complex) -> complex:
        e1, e2 = exp(w.real - _LOG2, w.imag), exp(minus_w.real, minus_w.imag)
        return complex(e1.real - 0.5 * e2.real, e1.imag - 0.5 * e2.imag)
    if z.real < 0.0:
        r = f(complex(-z.real, -z.imag), z)
        return complex(-r.real, -r.imag)
    return f(z, complex(-z.real, -z.imag))


def _slow_cosh(z: complex) -> complex:
    def f(w: complex, minus_w: complex) -> complex:
        e1, e2 = exp(w.real - _LOG2, w.imag), exp(minus_w.real, minus_w.imag)
        return complex(e1.real + 0.5 * e2.real, e1.imag + 0.5 * e2.imag)
    if z.real < 0.0:
        return f(complex(-z.real, -z.imag), z)
    return f(z, complex(-z.real, -z.imag))


def _times_i(z: complex) -> complex:
    return complex(-z.imag, z.real)


def _over_i(z: complex) -> complex:
    return complex(z.imag, -z.real)


def sin(a: float, b: float) -> complex:
    """sin(a+bi) = sin(a)cosh(b) + cos(a)sinh(b)i."""
    if abs(b) <= _ACOSH_OMEGA:
        return complex(_sin(a) * _cosh(b), _cos(a) * _sinh(b))
    return _over_i(_slow_sinh(_times_i(complex(a, b))))


def cos(a: float, b: float) -> complex:
    """cos(a+bi) = cos(a)cosh(b) - sin(a)sinh(b)i."""
    if abs(b) <= _ACOSH_OMEGA:
        return complex(_cos(a) * _cosh(b), -(_sin(a) * _sinh(b)))
    return _slow_cosh(_times_i(complex(a, b)))


def tanh(x: float, y: float) -> complex:
    """Kahan's complex tanh."""
    if abs(x) > _ACOSH_OMEGA / 4.0:
        return complex(-1.0 if _negated(x) else 1.0, -0.0 if _negated(y) else 0.0)
    t, s = _tan(y), _sinh(x)
    beta, ss = 1.0 + t * t, s * s
    rho = math.sqrt(1.0 + ss)
    if math.isinf(t):
        return complex(_div(rho, s), _div(1.0, t))
    k = _div(1.0, 1.0 + beta * ss)
    return complex(beta * rho * s * k, t * k)


def tan(a: float, b: float) -> complex:
    w = _times_i(complex(a, b))
    return _over_i(tanh(w.real, w.imag))


def asin(x: float, y: float, real: bool = False) -> complex:
    """Kahan's arcsine: from the square roots of 1-z and 1+z."""
    zm, zp = sqrt(1.0 - x, 0.0 if real else -y), sqrt(1.0 + x, y)
    a, b, c, d = zm.real, zm.imag, zp.real, zp.imag
    return complex(math.atan2(x, 0.0 if real else a * c - b * d), math.asinh(a * d - b * c))


def acos(x: float, y: float, real: bool = False) -> complex:
    """Kahan's arccosine: from the square roots of 1-z and 1+z."""
    zm, zp = sqrt(1.0 - x, 0.0 if real else -y), sqrt(1.0 + x, y)
    a, b, c, d = zm.real, zm.imag, zp.real, zp.imag
    return complex(2.0 * math.atan2(a, c), math.asinh(b * c - a * d))


def atanh(x0: float, y0: float) -> complex:
    """Kahan's complex atanh."""
    theta = _SQRT_OMEGA / 4.0
    rho = 1.0 / theta

    def f(x: float, y: float) -> complex:     # x is positive
        ay = abs(y)
        if x > theta or ay > theta:
            if x > ay:
                re = _div(1.0, x + _div(y, x) * y)
            elif x < ay:
                r = _div(y, x)
                re = _div(r, x * r + y)
            else:
                re = _div(1.0, x + ay)
            return complex(re, _PI_2 if _negated(y) else -_PI_2)
        if x == 1.0:
            k = ay + rho
            re = _log(math.sqrt(math.sqrt(4.0 + y * y)) / math.sqrt(k))
            return complex(re, (_PI_2 + math.atan(k / 2.0)) / (2.0 if _negated(y) else -2.0))
        one_minus_x = 1.0 - x
        k = (ay + rho) * (ay + rho)
        re = log1p(_div(4.0 * x, one_minus_x * one_minus_x + k)) / 4.0
        return complex(re, math.atan2(2.0 * y, one_minus_x * (1.0 + x) - k) / -2.0)

    if _negated(x0):
        r = f(-x0, y0)
        return complex(-r.real, -r.imag)
    return f(x0, -y0)


def atan(a: float, b: float) -> complex:
    w = _times_i(complex(a, b))
    return _over_i(atanh(w.real, w.imag))
