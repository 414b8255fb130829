"""prop:procedure: a struct type whose instances are procedures, its value a procedure
(called with the instance first) or the index of a field holding one. Calls from
compiled code, apply, map, sort ...; arity, object-name and arity errors naming the
type; printing (`#<procedure:s>`, or the field's procedure; transparent types as
structs); inheritance and overriding; the property's errors. Each program's output
recorded from Racket 8.7."""
from __future__ import annotations

import sys
from pathlib import Path


sys.path.insert(0, str(Path(__file__).resolve().parent))
from program_runs import minischeme_run, racket_program as program, recorded_program_tests  # noqa: E402
CASES = {
    'a_procedure_value': (
        "(struct s (g) #:property prop:procedure (lambda (self n) (list (s-g self) n)))\n(define x (s 3))\n(x 4)\n(procedure? x)\n(procedure-arity x)\n(procedure-arity-includes? x 1)\n(procedure-arity-includes? x 2)\n(object-name x)\nx\n(print x) (newline)\n(write x) (newline)\n(display x) (newline)\n(map x '(1 2))\n(apply x '(9))\n(for-each (lambda (v) (displayln (x v))) '(a b))\n(struct lt (f) #:property prop:procedure (lambda (self a b) ((lt-f self) a b)))\n(sort '(3 1 2) (lt <))\n(filter (s 0) '(1 #f 2))\n",
        "'(3 4)\n#t\n1\n#t\n#f\n's\n#<procedure:s>\n#<procedure:s>\n#<procedure:s>\n#<procedure:s>\n'((3 1) (3 2))\n'(3 9)\n(3 a)\n(3 b)\n'(1 2 3)\n'(1 #f 2)\n"),
    'arity_errors_name_the_struct': (
        "(define (try thunk) (with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))]) (thunk)))\n(struct s (g) #:property prop:procedure (lambda (self n) n))\n(try (lambda () ((s 1) 1 2)))\n(try (lambda () ((s 1))))\n(try (lambda () (apply (s 1) '(1 2 3))))\n(try (lambda () (map (s 1) '(1) '(2))))\n(define (foo self n) n)\n(struct s2 (g) #:property prop:procedure foo)\n(object-name (s2 1))\n(s2 1)\n(try (lambda () ((s2 1))))\n(struct s3 (g) #:property prop:procedure (case-lambda [(self) 0] [(self a b) 2]))\n(procedure-arity (s3 1))\n(list ((s3 1)) ((s3 1) 'a 'b))\n(try (lambda () ((s3 1) 1)))\n(struct s4 (g) #:property prop:procedure (lambda (self [a 1]) a))\n(procedure-arity (s4 1))\n(list ((s4 1)) ((s4 1) 2))\n(try (lambda () ((s4 1) 1 2)))\n(struct named (g) #:property prop:procedure (lambda (self . xs) xs))\n((named 1) 1 2 3)\n(procedure-arity (named 1))\n",
        "s: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: 1\n  given: 2\n  arguments...:\n   1\n   2\ns: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: 1\n  given: 0\ns: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: 1\n  given: 3\n  arguments...:\n   1\n   2\n   3\nmap: argument mismatch;\n the given procedure's expected number of arguments does not match the given number of lists\n  given procedure: s\n  expected: 1\n  given: 2\n  argument lists...: \n   '(1)\n   '(2)\n's2\n#<procedure:s2>\ns2: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: 1\n  given: 0\n'(0 2)\n'(0 2)\ns3: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 1\n  arguments...:\n   1\n'(0 1)\n'(1 2)\ns4: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 2\n  arguments...:\n   1\n   2\n'(1 2 3)\n(arity-at-least 0)\n"),
    'a_field_index': (
        "(define (try thunk) (with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))]) (thunk)))\n(struct t (g) #:property prop:procedure 0)\n(define y (t add1))\n(y 5)\ny\n(list y)\n(procedure-arity y)\n(object-name y)\n(try (lambda () (y 1 2)))\n(try (lambda () ((t 5) 1)))\n(try (lambda () ((t 5))))\n(procedure-arity (t 5))\n(procedure? (t 5))\n(procedure-arity-includes? (t 5) 0)\n(t 5)\n(define (named-fn x) x)\n(t named-fn)\n(t (t sub1))\n((t (t sub1)) 1)\n(struct s6 (a b) #:property prop:procedure 1)\n((s6 1 (lambda (x) (* x 2))) 21)\n(map (s6 0 add1) '(1 2 3))\n",
        "6\n#<procedure:add1>\n'(#<procedure:add1>)\n1\n'add1\nadd1: arity mismatch;\n the expected number of arguments does not match the given number\n  expected: 1\n  given: 2\n  arguments...:\n   1\n   2\nt: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 1\n  arguments...:\n   1\nt: arity mismatch;\n the expected number of arguments does not match the given number\n  given: 0\n'()\n#t\n#f\n#<procedure:t>\n#<procedure:named-fn>\n#<procedure:sub1>\n0\n42\n'(2 3 4)\n"),
    'transparent_instances_print_as_structs': (
        '(struct tt (g) #:property prop:procedure 0 #:transparent)\n(tt add1)\n(list (tt add1))\n((tt add1) 1)\n(struct ss (g) #:property prop:procedure (lambda (self n) n) #:transparent)\n(ss 1)\n(write (ss 1)) (newline)\n(display (ss 1)) (newline)\n((ss 1) 7)\n(equal? (ss 1) (ss 1))\n',
        '(tt #<procedure:add1>)\n(list (tt #<procedure:add1>))\n2\n(ss 1)\n#(struct:ss 1)\n#(struct:ss 1)\n7\n#t\n'),
    'inheritance': (
        '(struct s (g) #:property prop:procedure (lambda (self n) (list (s-g self) n)))\n(struct c1 s (z))\n((c1 1 2) 7)\n(c1 1 2)\n(procedure? (c1 1 2))\n(struct a1 (a) #:property prop:procedure 0)\n(struct a2 a1 (b) #:property prop:procedure 0)\n((a2 add1 sub1) 5)\n(struct p1 (a))\n(struct p2 p1 (b) #:property prop:procedure 0)\n((p2 add1 sub1) 5)\n(struct s6 (a b) #:property prop:procedure 1)\n(struct s7 s6 (c))\n((s7 1 (lambda (x) (* x 3)) 0) 21)\n(object-name (a1 5))\n',
        "'(1 7)\n#<procedure:c1>\n#t\n4\n4\n63\n'a1\n"),
    'property_errors': (
        "(define (try thunk) (with-handlers ([exn:fail? (lambda (e) (displayln (exn-message e)))]) (thunk)))\n(define ns (make-base-namespace))\n(try (lambda () (eval '(struct bad (a) #:property prop:procedure 3) ns)))\n(try (lambda () (eval '(struct bad (a) #:property prop:procedure 'x) ns)))\n(try (lambda () (eval '(struct bad (a) #:property prop:procedure (lambda () 1) #:property prop:procedure 0) ns)))\n(try (lambda () (eval '(struct s5 (g) #:property prop:procedure 0 #:mutable) ns)))\n(try (lambda () (eval '(struct s5 ([g #:mutable]) #:property prop:procedure 0) ns)))\n(try (lambda () (eval '(struct bad (a) #:property 5 5) ns)))\n(try (lambda () (eval '(struct bad (a) #:property prop:procedure) ns)))\n(eval '(struct fine ([a #:mutable] b) #:property prop:procedure 1) ns)\n(eval '((fine 0 add1) 1) ns)\nprop:procedure\n(struct-type-property? prop:procedure)\n(struct-type-property? 5)\n",
        'make-struct-field-accessor: index too large\n  index: 3\n  maximum allowed index: 0\n  structure type: #<struct-type>\nmake-struct-type: given value did not satisfy the contract for prop:procedure\n  expected: "(or/c procedure? exact-nonnegative-integer?)"\n  given: \'x\nmake-struct-type: duplicate property binding\n  property: #<struct-type-property:procedure>\nmake-struct-type: field is not specified as immutable for a prop:procedure index\n  index: 0\nmake-struct-type: field is not specified as immutable for a prop:procedure index\n  index: 0\nmake-struct-type: contract violation\n  expected: (listof (cons/c struct-type-property? any/c))\n  given: \'((5 . 5))\nstruct: bad syntax;\n expected 2 expressions after keyword\n  at: #:property\n  in: (struct bad (a) #:property prop:procedure)\n2\n#<struct-type-property:procedure>\n#t\n#f\n'),
    'keywords_and_struct_copy': (
        '(struct kw (g) #:property prop:procedure (lambda (self #:k [k 1] n) (list k n)))\n((kw 1) 5)\n((kw 1) #:k 3 5)\n(struct q (x) #:property prop:procedure (lambda (self) (q-x self)))\n(define qq (q 1))\n(equal? qq qq)\n((struct-copy q qq [x 2]))\n',
        "'(1 5)\n'(3 5)\n#t\n2\n"),
    'called_from_compiled_code': (
        "(struct counter ([n #:mutable]) #:property prop:procedure (lambda (self k) (set-counter-n! self (+ k (counter-n self))) (counter-n self)))\n(define c (counter 0))\n(define (run f i acc) (if (= i 0) acc (run f (- i 1) (f i))))\n(run c 1000 0)\n(define (apply-all fs x) (for/list ([f fs]) (f x)))\n(struct adder (k) #:property prop:procedure (lambda (self x) (+ x (adder-k self))))\n(apply-all (list (adder 1) (adder 10) add1) 5)\n(define (compose-all . fs) (lambda (x) (for/fold ([v x]) ([f fs]) (f v))))\n((compose-all (adder 1) (adder 2)) 0)\n(define (local-struct)\n  (struct m (k) #:property prop:procedure (lambda (self x) (* x (m-k self))))\n  (map (m 3) '(1 2 3)))\n(local-struct)\n(let loop ([f (adder 5)] [n 3]) (if (= n 0) (f 0) (loop f (- n 1))))\n(define (tail f) (f 1))\n(tail (adder 41))\n(andmap (adder 0) '(1 2))\n(foldl (lambda (x acc) ((adder x) acc)) 0 '(1 2 3))\n",
        "500500\n'(6 15 6)\n3\n'(3 6 9)\n5\n42\n2\n6\n"),
    'module_constants_loops_and_nested_printing': (
        '(struct adder (k) #:property prop:procedure (lambda (self x) (+ x (adder-k self))))\n(define add5 (adder 5))\n(define (f x) (add5 x))\n(f 1)\n(add5 2)\n(define (g) (add5 3))\n(g)\n(define (h n) (if (= n 0) 0 (+ (add5 0) (h (- n 1)))))\n(h 10)\n(for/list ([i 3]) (add5 i))\n(map add5 \'(1 2))\n(map (lambda (x y) (add5 (+ x y))) \'(1 2) \'(3 4))\n(filter (adder -2) \'(1 2 3))\n(foldl (lambda (x acc) (add5 acc)) 0 \'(1 2 3))\n(define v (vector add5))\n((vector-ref v 0) 1)\n(let ([p add5]) (p 9))\n(define-values (q r) (values (adder 1) (adder 2)))\n(+ (q 1) (r 1))\n(struct fld (f) #:property prop:procedure 0)\n(define sq (fld (lambda (x) (* x x))))\n(define (use-sq n) (sq n))\n(use-sq 7)\n(andmap (fld positive?) \'(1 2))\n(struct wp (x) #:methods gen:custom-write [(define (write-proc v port mode) (write-string "W" port))])\n(define vv (vector 1 (wp 1)))\n(vector-set! vv 0 vv)\nvv\n(pretty-print (list (wp 1) (wp 2)))\n(pretty-write (wp 1))\n(struct->vector (adder 1))\n(hash (wp 1) 1)\n',
        "6\n7\n8\n50\n'(5 6 7)\n'(6 7)\n'(9 11)\n'(1 2 3)\n15\n6\n14\n5\n49\n#t\n#0='#(#0# W)\n'(W W)\nW\n'#(struct:adder ...)\n'#hash((W . 1))\n"),
    'struct_field_index': (
        "(struct s (a f) #:property prop:procedure (struct-field-index f))\n((s 1 add1) 5)\n(struct t (a f) #:property prop:procedure (let ([i (struct-field-index a)]) i))\n((t sub1 2) 5)\n(struct q (a f) #:property prop:procedure (lambda (self x) (list 'struct-field-index x)))\n((q 1 2) 3)\n",
        "6\n4\n'(struct-field-index 3)\n"),
}

test_minischeme_prints_what_racket_prints, test_the_recordings_are_racket_s = recorded_program_tests(CASES)


def test_struct_field_index_of_no_such_field_is_a_syntax_error(tmp_path: Path) -> None:
    """Racket 8.7 says `no such field` too (its `at:` line names its own macro's variable,
    `name`, at define-struct.rkt: minischeme names the field, at the use)."""
    body = "(struct u (a) #:property prop:procedure (struct-field-index b))\n(displayln 'never)\n"
    assert minischeme_run(program(body), tmp_path, "main.rkt") == (
        "", 1, "main.rkt:2:41: struct-field-index: no such field")
