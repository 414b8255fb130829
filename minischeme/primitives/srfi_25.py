"""srfi/25: multi-dimensional arrays, as Racket 8.7's srfi-lib has them (srfi/25/array.rkt
with ix-ctor.scm, op-ctor.scm and the array library arlib.scm), ported step by step so
the results, the order a procedure is called in, and the errors are Racket's.

An array is an opaque struct of Racket's srfi/9 record type (it prints
`#<array:srfi-9-record-type-descriptor>`, is `equal?` only to itself) with three fields,
Python lists here: the elements (shared by the arrays `share-array` makes), the affine
map from indices to positions in them (the coefficients of each index, then the constant
term: Racket's "ctor" representation; `0 ... 0 -1` for an empty array) and the bounds
(lo, hi of each dimension). A shape is an array too: an r x 2 array of bounds.

`share-array` finds the affine map of the caller's procedure as Racket does: it calls it
at every corner of the new shape (to check that they map into the array), then at zero
and at each unit index (to read the coefficients). Racket's checks are Racket's own code,
loose in places (`array-end` of an index 1/2 reads bound 2), and their errors are its
`error` messages ("array-ref: index 1 5  not in bounds [0..2) [0..3) ", two spaces
included) or the errors of the vector and arithmetic primitives it calls; both are kept.
A loop over bounds that never meet (lo > hi in an array used as a shape) makes no
iteration here where Racket's `do` never ends, and a walk over a shape reads its bounds
before the first index, where Racket reads a dimension's when its loop starts (the same
unless the caller's procedure changes the shape it walks)."""
from __future__ import annotations

from itertools import product
from typing import Any, Callable, Iterable

from minischeme.values.data import (MString, MultipleValues, MVector, Pair, StructInstance,
                                    StructType, Symbol, VOID, NIL, Char, is_list, list_to_python)
from minischeme.values.data import make_struct_instance
from minischeme.values.equality import is_equal
from minischeme.values.errors import EXN_FAIL_CONTRACT, arity_error, racket_error
from minischeme.values.printer import error_value_string
from minischeme.values.ports import current_output
from minischeme.values.runtime import apply_procedure, is_procedure
from .base_data import keyword_p, make_vector, vector_ref, vector_set
from .base_lists import car, from_pylist, list_tail
from .base_numbers import is_integer, minus, num_eq, number_p, number_to_string, plus, quotient, times
from .registry import define, library

library("srfi/25")

ARRAY = StructType("array:srfi-9-record-type-descriptor", ["vec", "ind", "shp"])
_ACCESSOR = "array:srfi-9-record-type-descriptor-ref"
# Racket's messages for a wrong count of arguments to one of its internal lambdas
_ARRAY_RKT_LAMBDA = "...b/srfi/25/array.rkt:105:18"       # make-array's (lambda (o) ...)
_ORIGIN_LAMBDA = "...b/srfi/25/arlib.scm:382:24"          # share-array/origin's (lambda (x) ...)
_PREFIX_LAMBDA = "...b/srfi/25/arlib.scm:317:13"          # share-array/prefix's (lambda (fix) ...)

Values = Callable[[list], list]   # a mapping of indices to indices, as a Python function


# ------------------------------------------------------------------ representation

def _new(vec: list, ind: list, shp: list) -> StructInstance:
    return make_struct_instance(ARRAY, [vec, ind, shp])


def _is_array(x: Any) -> bool:
    return type(x) is StructInstance and x.stype is ARRAY


def _fields(a: Any) -> list:
    """[vec, ind, shp] of an array, or the srfi/9 accessor's contract error."""
    if type(a) is StructInstance and a.stype is ARRAY:
        return a.fields
    raise racket_error(f"{_ACCESSOR}: contract violation\n  expected: "
                       f"array:srfi-9-record-type-descriptor?\n  given: "
                       f"{error_value_string(a)}", EXN_FAIL_CONTRACT)


def _fail(message: str) -> Exception:
    """Racket's `(error message)`."""
    return racket_error(message)


def _lambda_arity(where: str, given: int) -> Exception:
    """The arity error of one of the library's one-argument internal lambdas."""
    return arity_error(where, "1", [None] * given)


def _vref(items: list, k: Any) -> Any:
    """vector-ref of an internal vector, with vector-ref's errors."""
    if type(k) is int and 0 <= k < len(items):
        return items[k]
    return vector_ref(MVector(items), k)


def _values(proc: Any, args: list) -> list:
    """The values of a Racket procedure's call, as a list."""
    result = apply_procedure(proc, args)
    return result.values if type(result) is MultipleValues else [result]


def _mapping(proc: Any) -> Values:
    return lambda ks: _values(proc, ks)


def _first(ks: list) -> Any:
    """car of an index list, with car's error for an empty one."""
    return ks[0] if ks else car(NIL)


def _exact_int(x: Any) -> bool:
    return type(x) is int


# ------------------------------------------------------------------ messages

def _thing(x: Any) -> str:
    """array:thing->string: a value named in a message."""
    if number_p(x):
        return number_to_string(x).value()
    if type(x) is Symbol and not keyword_p(x):
        return "#<symbol>" + x.name
    if type(x) is Char:
        return "#<char>"
    if type(x) is str or type(x) is MString:
        return "#<string>"
    if is_list(x):
        return f"#{len(list_to_python(x))}<list>"
    if type(x) is Pair:
        return "#<pair>"
    if _is_array(x):
        return "#<array>"
    if type(x) is MVector:
        return f"#{len(x.items)}<vector>"
    if is_procedure(x):
        return "#<procedure>"
    if x is True:
        return "#t"
    if x is False:
        return "#f"
    return "#<whatsit>"


def _list_string(ks: Iterable) -> str:
    """array:list->string: each value and a space."""
    return "".join(_thing(k) + " " for k in ks)


def _bounds_string(shv: list) -> str:
    """array:shape-vector->string: `[lo..hi) ` for each pair of bounds."""
    out, t = "", 0
    while t != len(shv):
        out += ("[" + number_to_string(_vref(shv, t)).value() + ".."
                + number_to_string(_vref(shv, t + 1)).value() + ") ")
        t += 2
    return out


def _not_in(who: str, ks: Iterable, shv: list) -> Exception:
    return _fail(f"{who}: index {_list_string(ks)} not in bounds {_bounds_string(shv)}")


# ------------------------------------------------------------------ shapes

def _svi(x: list, r: Any, k: int) -> Any:
    """array:shape-vector-index: where bound k (0 lo, 1 hi) of dimension r of a shape is."""
    return plus(times(_vref(x, 0), r), times(_vref(x, 1), k), _vref(x, 2))


def _good_shape(shape: Any) -> bool:
    """array:good-shape?: an array whose rows (as many as its first dimension's end) hold
    exact integer bounds lo <= hi; Racket's check of the array's own shape is computed and
    dropped, so any array with such rows passes."""
    if not _is_array(shape):
        return False
    v, x, u = shape.fields
    p = _vref(u, 1)
    good, k = True, 0
    while not num_eq(k, p):
        lo = _vref(v, _svi(x, k, 0))
        hi = _vref(v, _svi(x, k, 1))
        good = good and _exact_int(lo) and _exact_int(hi) and lo <= hi
        k += 1
    return good


def _rank_of_shape(shape: StructInstance) -> Any:
    return _vref(shape.fields[2], 1)


def _shape_bounds(shape: StructInstance) -> list:
    """array:shape->vector: lo0 hi0 lo1 hi1 ... of a (good) shape."""
    v, x, _ = shape.fields
    out = []
    for k in range(_rank_of_shape(shape)):
        out.append(_vref(v, _svi(x, k, 0)))
        out.append(_vref(v, _svi(x, k, 1)))
    return out


def _size(shape: StructInstance) -> Any:
    """array:size: how many elements an array of the shape has."""
    v, x, _ = shape.fields
    s = 1
    for k in range(_rank_of_shape(shape)):
        s = times(s, minus(_vref(v, _svi(x, k, 1)), _vref(v, _svi(x, k, 0))))
    return s


def _empty_index(r: int) -> list:
    """array:optimize-empty: the map of an empty array (no index reaches it)."""
    return [0] * r + [-1]


def _row_major_index(bounds: list) -> list:
    """The map array:make-index builds and array:optimize reads: row-major positions."""
    r = len(bounds) // 2
    strides = [1] * r
    for j in range(r - 2, -1, -1):
        strides[j] = strides[j + 1] * (bounds[2 * j + 3] - bounds[2 * j + 2])
    return strides + [-sum(s * bounds[2 * j] for j, s in enumerate(strides))]


def _index_for(shape: StructInstance, size: Any) -> list:
    if size == 0:
        return _empty_index(_rank_of_shape(shape))
    return _row_major_index(_shape_bounds(shape))


def _bounds_shape(bounds: list) -> StructInstance:
    """A fresh r x 2 array of bounds, as `shape` and `array-shape` make it."""
    return _new(bounds, [2, 1, 0] if bounds else [0, 0, -1], [0, len(bounds) // 2, 0, 2])


def _make_array(shape: StructInstance, fill: Any = 0) -> StructInstance:
    """array:make-array, the shape already checked."""
    size = _size(shape)
    return _new(make_vector(size, fill).items, _index_for(shape, size), _shape_bounds(shape))


# ------------------------------------------------------------------ index checks

def _good_index(w: Any, shv: list, k: int) -> bool:
    return type(w) is int and shv[k] <= w < shv[k + 1]


def _good_indices(ks: list, shv: list) -> bool:
    return 2 * len(ks) == len(shv) and all(_good_index(w, shv, 2 * j) for j, w in enumerate(ks))


def _check_actor(who: str, ks: StructInstance, shv: list) -> list:
    """array:check-index-actor: the elements of a one-dimensional array used as an index."""
    av, ai, shape = ks.fields
    if not (len(shape) == 2 and num_eq(shape[0], 0)):
        raise _fail("not an actor")
    r = shape[1]
    items = [_vref(av, plus(times(_vref(ai, 0), j), _vref(ai, 1))) for j in range(r)]
    if not (2 * r == len(shv) and all(_good_index(w, shv, 2 * j) for j, w in enumerate(items))):
        raise _not_in(who, items, shv)
    return items


def _position(ind: list, ks: list) -> Any:
    """array:vector-index: the position of an index under a map (sum of coefficient times
    index, then the constant term)."""
    total: Any = 0
    k = 0
    for kk in ks:
        total = plus(total, times(_vref(ind, k), kk))
        k += 1
    return plus(total, _vref(ind, k))


def _element_at(vec: list, n: Any) -> Any:
    if type(n) is int and 0 <= n < len(vec):
        return vec[n]
    return vector_ref(MVector(vec), n)


def _store_at(vec: list, n: Any, value: Any) -> None:
    if type(n) is int and 0 <= n < len(vec):
        vec[n] = value
    else:
        vector_set(MVector(vec), n, value)


def _object_position(who: str, a: StructInstance, x: Any) -> Any:
    """The position of an index object (a vector or a one-dimensional array of the
    indices), checked as Racket checks it."""
    _vec, ind, shp = a.fields
    if type(x) is MVector:
        ks = x.items
        if not _good_indices(ks, shp):
            raise _not_in(who, ks, shp)
        return _position(ind, ks)
    if _is_array(x):
        return _position(ind, _check_actor(who, x, shp))
    raise _fail("not an index object")


# ------------------------------------------------------------------ the array procedures

@define("array?", 1)
def array_p(v: Any) -> bool:
    """Is v an array?"""
    return type(v) is StructInstance and v.stype is ARRAY


@define("make-array", 1, None)
def make_array(shape: Any, *fill: Any) -> StructInstance:
    """A new array of the shape, each element `fill` (0 when left out)."""
    if not _good_shape(shape):
        raise _fail("make-array: shape is not a shape")
    if len(fill) > 1:
        raise _lambda_arity(_ARRAY_RKT_LAMBDA, len(fill))
    return _make_array(shape, *fill)


@define("shape", 0, None)
def shape(*bounds: Any) -> StructInstance:
    """A shape: an r x 2 array of the bounds lo0 hi0 lo1 hi1 ... (exact, lo <= hi)."""
    if len(bounds) % 2:
        raise _fail("shape: uneven number of bounds: " + _list_string(bounds))
    shp = _bounds_shape(list(bounds))
    if not _good_shape(shp):
        raise _fail("shape: bounds are not pairwise non-decreasing exact integers: "
                    + _list_string(bounds))
    return shp


@define("array", 1, None)
def array(shape: Any, *elements: Any) -> StructInstance:
    """A new array of the shape holding the elements in row-major order."""
    if not _good_shape(shape):
        raise _fail(f"array: shape {_thing(shape)} is not a shape")
    size = _size(shape)
    if len(elements) != size:
        raise _fail(f"array: an array of shape {_bounds_string(shape.fields[0])} has "
                    f"{number_to_string(size).value()} elements but got {len(elements)} "
                    f"values: {_list_string(elements)}")
    return _new(list(elements), _index_for(shape, size), _shape_bounds(shape))


@define("array-rank", 1)
def array_rank(a: Any) -> int:
    """The number of dimensions of the array."""
    return len(_fields(a)[2]) // 2


@define("array-start", 2)
def array_start(a: Any, d: Any) -> Any:
    """The least index of dimension d."""
    shp = _fields(a)[2]
    if type(d) is int and 0 <= 2 * d < len(shp):
        return shp[2 * d]
    return _vref(shp, plus(d, d))


@define("array-end", 2)
def array_end(a: Any, d: Any) -> Any:
    """The index after the last of dimension d."""
    shp = _fields(a)[2]
    if type(d) is int and 0 <= 2 * d + 1 < len(shp):
        return shp[2 * d + 1]
    return _vref(shp, plus(d, d, 1))


def _fast_position(ind: list, shp: list, xs: tuple | list) -> Any:
    """The position of exact integer indices in bounds (not an int when the map is not all
    ints, as a mapping given to share-array can make it), or None for anything else."""
    if 2 * len(xs) != len(shp):
        return None
    try:
        n = ind[-1]
        for j, k in enumerate(xs):
            if type(k) is not int or not shp[2 * j] <= k < shp[2 * j + 1]:
                return None
            n += ind[j] * k
        return n
    except TypeError:   # an exact complex coefficient: the slow path's arithmetic
        return None


@define("array-ref", 1, None)
def array_ref(a: Any, *xs: Any) -> Any:
    """The element of the array at the indices (or at an index vector or array)."""
    if type(a) is StructInstance and a.stype is ARRAY:
        vec, ind, shp = a.fields
        if len(xs) == 2 and len(shp) == 4 and type(ind[2]) is int:   # a grid's element
            i, j = xs
            if (type(i) is int and type(j) is int and shp[0] <= i < shp[1]
                    and shp[2] <= j < shp[3] and type(ind[0]) is int and type(ind[1]) is int):
                n = ind[0] * i + ind[1] * j + ind[2]
                if 0 <= n < len(vec):
                    return vec[n]
        n = _fast_position(ind, shp, xs[0].items if len(xs) == 1 and type(xs[0]) is MVector
                           else xs)
        if type(n) is int and 0 <= n < len(vec):
            return vec[n]
    else:
        raise _fail("not an array")
    if not xs:
        if shp:
            raise _not_in("array-ref", (), shp)
        return _element_at(vec, ind[0])
    if is_integer(xs[0]):
        if not _good_indices(list(xs), shp):
            raise _not_in("array-ref", xs, shp)
        return _element_at(vec, _position(ind, list(xs)))
    return _element_at(vec, _object_position("array-ref", a, xs[0]))


@define("array-set!", 2, None)
def array_set(a: Any, x: Any, *xs: Any) -> Any:
    """Replace the element at the indices (or at an index vector or array) with the last
    argument."""
    if type(a) is StructInstance and a.stype is ARRAY:
        vec, ind, shp = a.fields
        if len(xs) == 2 and len(shp) == 4 and type(ind[2]) is int:   # a grid's element
            j = xs[0]
            if (type(x) is int and type(j) is int and shp[0] <= x < shp[1]
                    and shp[2] <= j < shp[3] and type(ind[0]) is int and type(ind[1]) is int):
                n = ind[0] * x + ind[1] * j + ind[2]
                if 0 <= n < len(vec):
                    vec[n] = xs[1]
                    return VOID
        if xs:
            n = _fast_position(ind, shp, x.items if type(x) is MVector and len(xs) == 1
                               else (x, *xs[:-1]))
            if type(n) is int and 0 <= n < len(vec):
                vec[n] = xs[-1]
                return VOID
    else:
        raise _fail("array-set!: not an array")
    if not xs:
        if shp:
            raise _not_in("array-set!", (), shp)
        _store_at(vec, ind[0], x)
        return VOID
    if is_integer(x):
        ks = [x, *xs[:-1]]
        if not _good_indices(ks, shp):
            raise _not_in("array-set!", ks, shp)
        _store_at(vec, _position(ind, ks), xs[-1])
        return VOID
    _store_at(vec, _object_position("array-set!", a, x), xs[0])
    return VOID


# ------------------------------------------------------------------ share-array

def _optimize(f: Callable[[list], Any], r: int) -> list:
    """array:optimize: the affine map of f read at zero and at each unit index."""
    n0 = f([0] * r)
    coefficients = []
    for k in range(r):
        unit = [0] * r
        unit[k] = 1
        coefficients.append(minus(f(unit), n0))
    return coefficients + [n0]


def _good_share(subshape: StructInstance, subsize: Any, f: Values, sup: list) -> bool:
    """array:good-share?: do the corners of the subshape map into the bounds `sup`?"""
    if num_eq(subsize, 0):
        return True
    sub, dex, _ = subshape.fields
    rank = _rank_of_shape(subshape)
    if rank > 10:    # Racket checks 10 dimensions at most, and says so
        current_output().write(f"(warning: unchecked depth in share: {rank} subdimensions)\n")
        return True

    def corners(k: int, ks: list) -> bool:
        if k == 0:
            return _good_indices(f(ks), sup)
        return (corners(k - 1, [_vref(sub, _svi(dex, k - 1, 0)), *ks])
                and corners(k - 1, [minus(_vref(sub, _svi(dex, k - 1, 1)), 1), *ks]))
    return corners(rank, [])


def _map_string(f: Values, r: int) -> str:
    """array:map->string: `k1, k2 => 1 + k1, 2 k2` for the error of a bad share."""
    n0 = f([0] * r)
    rows = [n0]
    for j in range(r):
        unit = [0] * r
        unit[j] = 1
        nj = f(unit)
        rows.append([minus(_vref(nj, k), n0[k]) for k in range(len(n0))])
    columns = []
    for k in range(len(n0)):
        c0 = rows[0][k]
        e = "" if num_eq(c0, 0) else number_to_string(c0).value()
        for j in range(1, r + 1):
            cj = rows[j][k]
            if num_eq(cj, 0):
                continue
            factor = ("" if num_eq(cj, 1) else "-" if num_eq(cj, -1)
                      else number_to_string(cj).value() + " ")
            term = f"{factor}k{j}"
            e = term if e == "" else f"{e} + {term}"
        columns.append(e or "0")
    return ", ".join(f"k{j}" for j in range(1, r + 1)) + " => " + ", ".join(columns)


def _share(a: Any, subshape: Any, f: Values) -> StructInstance:
    """share-array with the mapping as a Python function of the index list."""
    if not _good_shape(subshape):
        raise _fail(f"share-array: shape {_thing(subshape)} is not a shape")
    subsize = _size(subshape)
    sup = _fields(a)[2]
    if not _good_share(subshape, subsize, f, sup):
        raise _fail("share-array: subshape " + _bounds_string(subshape.fields[0])
                    + " does not map into supershape " + _bounds_string(sup)
                    + " under mapping " + _map_string(f, _rank_of_shape(subshape)))
    vec, g, _ = a.fields
    rank = _rank_of_shape(subshape)
    ind = (_empty_index(rank) if num_eq(subsize, 0)
           else _optimize(lambda ks: _position(g, f(ks)), rank))
    return _new(vec, ind, _shape_bounds(subshape))


@define("share-array", 3)
def share_array(a: Any, subshape: Any, proc: Any) -> StructInstance:
    """An array of the subshape whose elements are the array's at the indices `proc`
    (an affine map, called with the new array's indices) gives."""
    return _share(a, subshape, _mapping(proc))


# ------------------------------------------------------------------ the array library

@define("array-shape", 1)
def array_shape(a: Any) -> StructInstance:
    """The shape of the array (a new r x 2 array of its bounds)."""
    return _bounds_shape(list(_fields(a)[2]))


@define("array-length", 2)
def array_length(a: Any, d: Any) -> Any:
    """The number of indices along dimension d."""
    end = array_end(a, d)
    return minus(end, array_start(a, d))


@define("array-size", 1)
def array_size(a: Any) -> Any:
    """The number of elements of the array."""
    p: Any = 1
    for k in range(array_rank(a)):
        p = times(p, array_length(a, k))
    return p


def _ref_at(a: Any, ix: tuple) -> Any:
    """array-ref at an index the library walks to (its own index vector's contents)."""
    if type(a) is StructInstance and a.stype is ARRAY:
        vec, ind, shp = a.fields
        n = _fast_position(ind, shp, ix)
        if type(n) is int and 0 <= n < len(vec):
            return vec[n]
    return array_ref(a, MVector(list(ix)))


def _set_at(a: Any, ix: tuple, value: Any) -> None:
    """array-set! at an index the library walks to."""
    if type(a) is StructInstance and a.stype is ARRAY:
        vec, ind, shp = a.fields
        n = _fast_position(ind, shp, ix)
        if type(n) is int and 0 <= n < len(vec):
            vec[n] = value
            return
    array_set(a, MVector(list(ix)), value)


@define("array-equal?", 2)
def array_equal_p(a: Any, b: Any) -> bool:
    """Have the arrays the same bounds and `equal?` elements at each index?"""
    r = array_rank(a)
    if r != array_rank(b):
        return False
    if not all(num_eq(array_start(a, k), array_start(b, k))
               and num_eq(array_end(a, k), array_end(b, k)) for k in range(r)):
        return False
    same = True

    def visit(ix: tuple) -> None:
        nonlocal same
        same = same and is_equal(_ref_at(a, ix), _ref_at(b, ix))
    _walk(r, _array_bounds_reader(a), None, visit)
    return same


def _indices(r: int, bounds: Callable[[int], tuple[Any, Any]]) -> Iterable[tuple]:
    """Every index of r dimensions in row-major order, the bounds (hi, lo) of dimension d
    read when a loop over it starts (as Racket's do-dim reads them)."""
    if r == 0:
        yield ()
        return
    hi, lo = bounds(0)
    if type(hi) is int and type(lo) is int and all(
            type(b) is int for d in range(1, r) for b in bounds(d)):
        yield from product(*[range(lo, hi)] + [range(*reversed(bounds(d))) for d in range(1, r)])
        return
    for k in _count(lo, hi):
        for rest in _indices_from(1, r, bounds):
            yield (k, *rest)


def _indices_from(d: int, r: int, bounds: Callable[[int], tuple[Any, Any]]) -> Iterable[tuple]:
    if d == r:
        yield ()
        return
    hi, lo = bounds(d)
    for k in _count(lo, hi):
        for rest in _indices_from(d + 1, r, bounds):
            yield (k, *rest)


def _count(lo: Any, hi: Any) -> Iterable:
    """lo, lo + 1, ... up to hi (Racket's `(do ((k lo (+ k 1))) ((= k hi)) ...)`)."""
    if type(lo) is int and type(hi) is int:
        yield from range(lo, hi)
        return
    k = lo
    while not num_eq(k, hi):
        yield k
        k = plus(k, 1)


def _shape_bounds_reader(shp: Any) -> Callable[[int], tuple[Any, Any]]:
    return lambda d: (array_ref(shp, d, 1), array_ref(shp, d, 0))


def _array_bounds_reader(a: Any) -> Callable[[int], tuple[Any, Any]]:
    return lambda d: (array_end(a, d), array_start(a, d))


def _walk(r: Any, bounds: Callable[[int], tuple[Any, Any]], index: Any,
          visit: Callable[[tuple], Any]) -> None:
    """visit(ix) for each index ix of r dimensions in row-major order; with an index object
    (a vector or a one-dimensional array: `index` not None), each index is first set into
    it, as Racket's for-each procedures do."""
    indices = _walk_indices(r, bounds)
    if index is None:
        for ix in indices:
            visit(ix)
        return
    if type(index) is MVector and not index.immutable and len(index.items) >= r:
        setter = index.items.__setitem__
    elif type(index) is MVector:
        setter = lambda d, k: vector_set(index, d, k)   # noqa: E731  (its errors)
    else:
        setter = lambda d, k: array_set(index, d, k)   # noqa: E731
    for ix in indices:
        for d, k in enumerate(ix):
            setter(d, k)
        visit(ix)


def _walk_indices(r: Any, bounds: Callable[[int], tuple[Any, Any]]) -> Iterable[tuple]:
    if type(r) is not int or r < 0:
        make_vector(r)   # Racket's make-vector error
    return _indices(r, bounds)


def _each(r: Any, bounds: Callable[[int], tuple[Any, Any]], proc: Any, index: tuple) -> None:
    """The for-each procedures: proc of each index's parts, or of the index object given."""
    if index:
        obj = index[0]
        _walk(r, bounds, obj, lambda ix: apply_procedure(proc, [obj]))
    else:
        _walk(r, bounds, None, lambda ix: apply_procedure(proc, list(ix)))


@define("shape-for-each", 2, None)
def shape_for_each(shp: Any, proc: Any, *index: Any) -> Any:
    """Call proc with each index of the shape in row-major order (or with the index object
    given, a vector or an array, set to each index)."""
    _each(array_end(shp, 0), _shape_bounds_reader(shp), proc, index)
    return VOID


@define("array-for-each-index", 2, None)
def array_for_each_index(a: Any, proc: Any, *index: Any) -> Any:
    """Call proc with each index of the array in row-major order (or with the index object
    given, set to each index)."""
    _each(array_rank(a), _array_bounds_reader(a), proc, index)
    return VOID


def _retabulate(arr: Any, shp: Any, value: Callable[[Any], Any], index: Any = None) -> None:
    """Set arr at each index of shp to value(the index's parts), or to value(the index
    object) with the index object given."""
    r = array_end(shp, 0)
    if index is None:
        _walk(r, _shape_bounds_reader(shp), None, lambda ix: _set_at(arr, ix, value(ix)))
    else:
        _walk(r, _shape_bounds_reader(shp), index,
              lambda ix: array_set(arr, index, value(index)))


def _spread(proc: Any) -> Callable[[tuple], Any]:
    """The value of proc applied to an index's parts."""
    return lambda ix: apply_procedure(proc, list(ix), True)


def _whole(proc: Any) -> Callable[[Any], Any]:
    """The value of proc applied to the index object itself."""
    return lambda obj: apply_procedure(proc, [obj], True)


@define("tabulate-array", 2)
def tabulate_array(shp: Any, proc: Any) -> StructInstance:
    """A new array of the shape, each element proc of its indices."""
    arr = make_array(shp)
    _retabulate(arr, shp, _spread(proc))
    return arr


@define("array-retabulate!", 3, None)
def array_retabulate(arr: Any, shp: Any, proc: Any, *index: Any) -> Any:
    """Set each element of the array within the shape to proc of its indices (or of the
    index object given)."""
    if not index:
        _retabulate(arr, shp, _spread(proc))
    else:
        _retabulate(arr, shp, _whole(proc), index[0])
    return VOID


def _map_into(arr: Any, shp: Any, proc: Any, arrays: list) -> None:
    """array:arlib:map!: arr at each index of shp := proc of the arrays' elements there."""
    def value(ix: tuple) -> Any:
        return apply_procedure(proc, [_ref_at(b, ix) for b in arrays], True)
    _retabulate(arr, shp, value)


@define("array-map!", 3, None)
def array_map_bang(arr: Any, x: Any, y: Any, *more: Any) -> Any:
    """(array-map! arr [shape] proc array ...): set arr's elements (within the shape) to
    proc of the arrays' elements at the same index."""
    if _is_array(x):
        _map_into(arr, x, y, list(more))
    else:
        _map_into(arr, array_shape(arr), x, [y, *more])
    return VOID


@define("array-map", 2, None)
def array_map(x: Any, y: Any, *more: Any) -> StructInstance:
    """(array-map [shape] proc array ...): a new array of proc of the arrays' elements."""
    if _is_array(x):
        arr = make_array(x)
        _map_into(arr, x, y, list(more))
        return arr
    shp = array_shape(y)
    arr = make_array(shp)
    _map_into(arr, shp, x, [y, *more])
    return arr


def _elements(a: Any) -> list:
    """The elements of the array in row-major order (array->vector's walk)."""
    out = make_vector(array_size(a)).items
    shp = array_shape(a)
    make_vector(array_rank(a))
    k = 0

    def visit(ix: tuple) -> None:
        nonlocal k
        out[k] = _ref_at(a, ix)
        k += 1
    _walk(array_end(shp, 0), _shape_bounds_reader(shp), None, visit)
    return out


@define("array->vector", 1)
def array_to_vector(a: Any) -> MVector:
    """The elements of the array in row-major order, a new vector."""
    return MVector(_elements(a))


def _list_tail(items: list, k: Any) -> list:
    return list_to_python(list_tail(from_pylist(items), k))


@define("share-array/prefix", 1, None)
def share_array_prefix(a: Any, *js: Any) -> StructInstance:
    """The array with its first indices fixed (given one by one, or as a vector or array):
    an array of the remaining dimensions sharing its elements."""
    if not js or is_integer(js[0]):
        fixed = list(js)
        bounds = _list_tail(_elements(array_shape(a)), 2 * len(js))
        return _share(a, shape(*bounds), lambda ks: fixed + ks)
    if len(js) > 1:
        raise _lambda_arity(_PREFIX_LAMBDA, len(js))
    fix = js[0]
    rank = array_rank(a)
    index = make_vector(minus(rank, len(fix.items) if type(fix) is MVector else array_end(fix, 0)))
    return _share_prefix(a, fix, index)


def _share_prefix(a: Any, fix: Any, index: MVector) -> StructInstance:
    """share-array/prefix! with share-array/index!: the map read through one index vector
    that the calls reuse, unchecked (an index out of range fails when an element is read)."""
    out = make_vector(array_rank(a))
    fix_ref = vector_ref if type(fix) is MVector else array_ref
    m = len(fix.items) if type(fix) is MVector else array_end(fix, 0)
    n = len(out.items)
    for k in range(m):
        vector_set(out, k, fix_ref(fix, k))
    subshape = shape(*_list_tail(_elements(array_shape(a)), times(2, m)))
    vec, ind, shp = a.fields
    r = len(shp) // 2

    def super_position(sub: MVector) -> Any:
        for k in range(m, n):
            vector_set(out, k, vector_ref(sub, k - m))
        return plus(*[times(_vref(ind, k), vector_ref(out, k)) for k in range(r)], ind[r])

    if num_eq(_size(subshape), 0):
        new_ind = _empty_index(r)
    else:
        v = index.items
        for k in range(len(v)):
            v[k] = 0
        n0 = super_position(index)
        coefficients = []
        for k in range(len(v)):
            v[k] = 1
            coefficients.append(minus(super_position(index), n0))
            v[k] = 0
        new_ind = coefficients + [n0]
    return _new(vec, new_ind, _shape_bounds(subshape))


@define("share-array/origin", 1, None)
def share_array_origin(a: Any, *xs: Any) -> StructInstance:
    """The array with its first index moved to the given one (indices, or a vector or
    array of them), sharing its elements."""
    if not xs or is_integer(xs[0]):
        new = list(xs)
    elif len(xs) > 1:
        raise _lambda_arity(_ORIGIN_LAMBDA, len(xs))
    elif type(xs[0]) is MVector:
        new = list(xs[0].items)
    elif _is_array(xs[0]):
        new = _elements(xs[0])
    else:
        raise _fail("share-array/origin: bad thing")
    r = array_rank(a)
    old = [array_start(a, k) for k in range(r - 1, -1, -1)][::-1]
    if len(new) != len(old):
        raise _fail(f"map: all lists must have same size\n  first list length: {len(new)}\n"
                    f"  other list length: {len(old)}\n  procedure: #<procedure:->")
    ds = [minus(u, w) for u, w in zip(new, old)]
    bounds = []
    for d in range(r):
        bounds.append(plus(array_start(a, d), ds[d]))
        bounds.append(plus(array_end(a, d), ds[d]))
    moved = _bounds_shape(bounds)    # tabulate-array of (shape 0 r 0 2)
    return _share(a, moved, lambda ks: [minus(k, d) for k, d in zip(ks, ds)])


def _share_column(arr: Any, k: Any) -> StructInstance:
    """share-column: the array with its second index fixed."""
    bounds = _elements(array_shape(arr))
    return _share(arr, shape(bounds[0], bounds[1], *bounds[4:]),
                  lambda ks: [ks[0], k, *ks[1:]])


@define("array-append", 2, None)
def array_append(dim: Any, a: Any, *more: Any) -> StructInstance:
    """The arrays joined along dimension dim (the first array's other dimensions)."""
    total = array_length(a, dim)
    for b in more:
        total = plus(total, array_length(b, dim))
    common = array_shape(a)
    origin = array_to_vector(_share_column(common, 0))
    array_set(common, dim, 1, plus(array_start(a, dim), total))
    result = make_array(common)
    array_set(common, dim, 1, array_start(a, dim))
    for part in (a, *more):
        vector_set(origin, dim, array_ref(common, dim, 1))
        moved = share_array_origin(part, origin)
        array_set(common, dim, 0, array_start(moved, dim))
        array_set(common, dim, 1, array_end(moved, dim))
        _walk(array_end(common, 0), _shape_bounds_reader(common), None,
              lambda ix: _set_at(result, ix, _ref_at(moved, ix)))
    return result


def _matrix_times(a: Any, b: Any) -> StructInstance:
    """array:arlib:matrix-times: the product of two matrices."""
    if not (array_rank(a) == 2 and array_rank(b) == 2):
        raise _fail("times: arrays are not matrices")
    r0, rn, t0, tn = array_start(a, 0), array_end(a, 0), array_start(a, 1), array_end(a, 1)
    u0, un, k0, kn = array_start(b, 0), array_end(b, 0), array_start(b, 1), array_end(b, 1)
    if not num_eq(minus(tn, t0), minus(un, u0)):
        raise _fail("times: matrices are not compatible")
    ab = make_array(shape(r0, rn, k0, kn))
    for r in _count(r0, rn):
        for k in _count(k0, kn):
            s: Any = 0
            for t, u in zip(_count(t0, tn), _count(u0, un)):
                s = plus(s, times(array_ref(a, r, t), array_ref(b, u, k)))
            array_set(ab, r, k, s)
    return ab


@define("transpose", 1, None)
def transpose(a: Any, *dims: Any) -> StructInstance:
    """The array with its dimensions permuted (dimension k of the result is dimension
    dims[k] of the array; reversed when none are given), sharing its elements."""
    r = array_rank(a)
    ds = list(dims) if dims else list(range(r - 1, -1, -1))
    n = len(ds)
    permutation = make_array(shape(0, n, 0, n), 0)
    for k, d in enumerate(ds):
        array_set(permutation, k, d, 1)
    inverse = _share(permutation, array_shape(permutation), lambda ks: [ks[1], ks[0]])

    def mapping(ks: list) -> list:
        return _elements(_matrix_times(inverse, array(shape(0, r, 0, 1), *ks)))
    return _share(a, _matrix_times(permutation, array_shape(a)), mapping)


@define("share-nths", 3)
def share_nths(a: Any, d: Any, n: Any) -> StructInstance:
    """Every nth slice of the array along dimension d, sharing its elements (the origin
    kept)."""
    bounds = MVector(_elements(array_shape(a)))
    b = vector_ref(bounds, times(2, d))
    e = vector_ref(bounds, plus(times(2, d), 1))
    vector_set(bounds, plus(times(2, d), 1), plus(b, quotient(plus(n, minus(e, b, 1)), n)))

    def mapping(ks: list) -> list:
        out, u = [], 0
        while True:
            if num_eq(u, d):
                return out + [plus(b, times(n, minus(_first(ks), b)))] + ks[1:]
            out.append(_first(ks))
            ks = ks[1:]
            u += 1
    return _share(a, shape(*bounds.items), mapping)
