"""Quasiquote inside hash-table literals and boxes, as Racket's: `,e` in a value of a
`#hash(...)`, `#hasheq(...)` or `#hasheqv(...)` makes a new immutable table of the same
kind (its keys stay as written), `#&,e` a new box; `,@e` directly as a value or a box's
contents is Racket's syntax error. (bench/fresh4's ts_d21_allergens builds its records with
`` `#hash((ings . ,(...)) (alls . ,(...))) ``.) Each program runs as a module in both back
ends and must print what Racket 8.7 printed for it (recorded from `racket FILE`)."""
import pytest

from back_end_runs import assert_prints_in_both_back_ends, run_module

# program -> what `racket` printed for it (Racket 8.7)
PROGRAMS = {
    # unquote in the values of #hash, #hasheq, #hasheqv: a new immutable table of the
    # same kind; ,@ inside a value's list; nested vectors and tables; empty tables
    r"""(define x 5) (define l (list 1 2))
   `#hash((a . ,x) (b . ,(+ x 1)))
   `#hasheq((a . ,x))
   `#hasheqv((1 . ,x))
   `#hash((a . (1 ,x ,@l)) (b . #(,x)) (c . #hash((d . ,x))))
   (list `#hash() `#hasheq() `#hash((a . 1)))
   (immutable? `#hash((a . ,x)))
   (hash-set `#hash((a . ,x)) 'b 2)""":
        "'#hash((a . 5) (b . 6))\n"
        "'#hasheq((a . 5))\n"
        "'#hasheqv((1 . 5))\n"
        "'#hash((a . (1 5 1 2)) (b . #(5)) (c . #hash((d . 5))))\n"
        "'(#hash() #hasheq() #hash((a . 1)))\n"
        '#t\n'
        "'#hash((a . 5) (b . 2))\n",
    # keys are never unquoted; a nested quasiquote unquotes only at its own depth
    r"""(define x 5)
   `#hash((,x . 1))
   `#hash((,x . ,x))
   ``#hash((a . ,,x))
   ``#hash((a . ,x))
   `(1 `#hash((a . ,,x)))
   `#hash((a . `,,x))""":
        "'#hash((,x . 1))\n"
        "'#hash((,x . 5))\n"
        "'`#hash((a . ,5))\n"
        "'`#hash((a . ,x))\n"
        "'(1 `#hash((a . ,5)))\n"
        "'#hash((a . `,5))\n",
    # boxes: a new mutable box around the quasiquoted contents; a box with nothing unquoted
    # stays the (immutable) literal
    r"""(define x 5) (define l (list 1 2))
   `#&,x
   `#&(1 ,@l)
   `#&#&,x
   (let ([b `#&,x]) (set-box! b 7) b)
   (immutable? `#&,x)
   (immutable? `#&x)
   `(#&,x #hash((k . ,x)) #(,x))""":
        "'#&5\n"
        "'#&(1 1 2)\n"
        "'#&#&5\n"
        "'#&7\n"
        '#f\n'
        '#t\n'
        "'(#&5 #hash((k . 5)) #(5))\n",
    # the values are computed in Racket's order (keys sorted); a new table each time
    r"""(define (say v) (display v) v)
   `#hash((b . ,(say 2)) (a . ,(say 1)) (c . ,(say 3)))
   (newline)
   (define (make y) `#hash((a . ,y)))
   (list (make 1) (make 2) (eq? (make 1) (make 1)) (equal? (make 1) (make 1)))""":
        "123'#hash((a . 1) (b . 2) (c . 3))\n"
        '\n'
        "'(#hash((a . 1)) #hash((a . 2)) #f #t)\n",
}


@pytest.mark.parametrize("src", list(PROGRAMS), ids=range(len(PROGRAMS)))
def test_quasiquote_in_hash_literals_prints_what_racket_prints(src: str) -> None:
    assert_prints_in_both_back_ends(src, PROGRAMS[src])


# template -> Racket's error for it (after the location, which is the splice's in Racket and
# the quasiquote's here)
SPLICE_ERRORS = {
    "`#hash((a . ,@l))": "unquote-splicing: invalid context within quasiquote\n"
                         "  at: (unquote-splicing l)\n"
                         "  in: (quasiquote #hash((a . (unquote-splicing l))))",
    "`#&,@l": "unquote-splicing: invalid context within quasiquote\n"
              "  at: (unquote-splicing l)\n"
              "  in: (quasiquote #&(unquote-splicing l))",
    "`,@l": "unquote-splicing: invalid context within quasiquote\n"
            "  at: (unquote-splicing l)\n"
            "  in: (quasiquote (unquote-splicing l))",
}


@pytest.mark.parametrize("template", list(SPLICE_ERRORS))
def test_splicing_with_no_list_to_splice_into_is_racket_s_error(template: str) -> None:
    out = run_module(f"(define l (list 1 2))\n{template}")
    assert out.startswith("ERROR: ") and out.endswith(SPLICE_ERRORS[template])
    assert "Traceback" not in out
