"""Mutable strings, as in Racket 8.7: literals are immutable, and every procedure that makes
a string (make-string, string-copy, string-append, substring, number->string, format ...)
returns a new mutable one, which string-set!, string-fill! and string-copy! change; every
string procedure takes either kind. The expected answers are Racket's (`racket -e`);
tests/differential/mutable_strings.* compares many more with Racket itself."""
from __future__ import annotations

from minischeme.values.data import MString, make_mstring, as_str, is_string
from minischeme.running.interpreter import Interpreter


def evaluate(text: str, language: str = "racket") -> list[str]:
    """Each top-level form's value as the REPL prints it, or its error message."""
    it = Interpreter(language)
    return [o.error if o.error is not None else it.format_value(o.value)
            for o in it.eval_string(text)]


def last(text: str, language: str = "racket") -> str:
    return evaluate(text, language)[-1]


def test_string_set_changes_a_string_made_by_make_string():
    assert evaluate('(define s (make-string 3 #\\a)) (string-set! s 1 #\\b) s') == [
        "#<void>", "#<void>", '"aba"']


def test_string_set_changes_a_copy_of_a_literal_and_not_the_literal():
    assert last('(define lit "cat") (define s (string-copy lit)) (string-set! s 0 #\\b) '
                '(list lit s)') == '\'("cat" "bat")'


def test_string_fill_sets_every_character():
    assert last('(define s (string-copy "abc")) (string-fill! s #\\z) s') == '"zzz"'


def test_string_copy_bang_copies_a_range_and_overlapping_ranges_like_memmove():
    assert last('(define s (make-string 5 #\\-)) (string-copy! s 1 "abcdef" 2 4) s') == '"-cd--"'
    assert last('(define s (string-copy "abcde")) (string-copy! s 1 s 0 3) s') == '"aabce"'


def test_every_string_making_procedure_returns_a_mutable_string():
    makers = ['(make-string 2)', '(string-copy "a")', '(string #\\a)', '(string-append "a" "b")',
              '(substring "abc" 1)', "(list->string '(#\\a))", '(build-string 2 (lambda (i) #\\a))',
              '(number->string 5)', "(symbol->string 'a)", '(string-upcase "a")',
              '(string-downcase "A")', '(string-titlecase "a")', '(string-foldcase "a")',
              '(format "~a" 1)', "(string-join '(\"a\" \"b\"))", '(~a 1)', '(~r 1)',
              '(real->decimal-string 1.5)', '(get-output-string (open-output-string))',
              '(with-output-to-string (lambda () (display 1)))', '(car (string-split "a b"))',
              '(car (regexp-match #rx"a" "a"))', '(string-trim " a ")',
              '(string-replace "abc" "b" "x")', '(regexp-replace "b" "abc" "x")',
              "(string-append* (list \"a\"))", '(string-normalize-spaces "a  b")']
    assert last(f"(map immutable? (list {' '.join(makers)}))") == "'(" + " ".join(
        ["#f"] * len(makers)) + ")"


def test_literals_and_string_to_immutable_string_are_immutable():
    assert last('(list (immutable? "lit") (immutable? (string->immutable-string (make-string 1))) '
                '(immutable? (regexp-quote "a")))') == "'(#t #t #t)"


def test_procedures_that_change_nothing_return_their_very_argument():
    # as Racket: string-trim, string-replace, regexp-replace, ~a leave the argument alone
    assert last('(define s (string-copy "abc")) (list (eq? s (string-trim s)) '
                '(eq? s (string-replace s "x" "y")) (eq? s (regexp-replace "z" s "y")) '
                '(eq? s (~a s)) (immutable? (string-trim "a")) (immutable? (~a "x")))') == \
        "'(#t #t #t #t #t #t)"


def test_string_set_on_a_literal_is_rackets_contract_violation():
    assert last('(string-set! "abc" 0 #\\x)') == (
        'string-set!: contract violation\n  expected: mutable-string?\n  given: "abc"')
    assert last('(string-fill! "abc" #\\x)') == (
        'string-fill!: contract violation\n  expected: mutable-string?\n  given: "abc"')
    assert last('(string-copy! "abc" 0 "x")') == (
        'string-copy!: contract violation\n  expected: (and/c string? (not/c immutable?))\n'
        '  given: "abc"')
    assert last('(string-set! (string->immutable-string (make-string 2 #\\a)) 0 #\\b)') == (
        'string-set!: contract violation\n  expected: mutable-string?\n  given: "aa"')


def test_bad_indexes_and_characters_get_rackets_messages():
    assert last('(string-set! (make-string 3 #\\a) 3 #\\b)') == (
        'string-set!: index is out of range\n  index: 3\n  valid range: [0, 2]\n  string: "aaa"')
    assert last('(string-set! (make-string 0) 0 #\\b)') == (
        'string-set!: index is out of range for empty string\n  index: 0\n  string: ""')
    assert last('(string-set! (make-string 2 #\\a) -1 #\\b)') == (
        'string-set!: contract violation\n  expected: exact-nonnegative-integer?\n  given: -1\n'
        '  argument position: 2nd\n  first argument...:\n   "aa"')
    assert last('(string-set! (make-string 2 #\\a) 0 "b")') == (
        'string-set!: contract violation\n  expected: char?\n  given: "b"')
    assert last('(string-fill! (make-string 2) 5)') == (
        'string-fill!: contract violation\n  expected: char?\n  given: 5')


def test_string_copy_bang_checks_room_and_ranges_as_racket():
    assert last('(string-copy! (make-string 3) 0 "abcd")') == (
        'string-copy!: not enough room in target string\n  target length: 3\n  needed length: 4')
    assert last('(string-copy! (make-string 3 #\\a) 4 "abc")') == (
        'string-copy!: starting index is out of range\n  starting index: 4\n'
        '  valid range: [0, 3]\n  string: "aaa"')
    assert last('(string-copy! (make-string 3) 0 "abc" 2 1)') == (
        'string-copy!: ending index is smaller than starting index\n  ending index: 1\n'
        '  starting index: 2\n  valid range: [0, 3]\n  string: "abc"')
    assert last("(string-copy! (make-string 3) 'x \"a\")") == (
        "string-copy!: contract violation\n  expected: exact-nonnegative-integer?\n  given: 'x")


def test_mutable_and_immutable_strings_are_equal_by_content_but_not_eq():
    assert last('(define s (string-copy "abc")) (list (equal? "abc" s) (string=? s "abc") '
                '(eq? s (string-copy "abc")) (eqv? s (string-copy "abc")) (eq? s s) '
                '(eq? s (string->immutable-string s)))') == "'(#t #t #f #f #t #f)"


def test_the_empty_mutable_strings_are_eq_as_in_racket_cs():
    assert last('(list (eq? (make-string 0) (string)) (eq? (string-append) (substring "a" 1)) '
                '(eq? "" (make-string 0)))') == "'(#t #t #f)"


def test_equal_hash_tables_find_a_mutable_key_by_its_characters():
    assert last('(hash-ref (hash "ab" 1) (string-copy "ab"))') == "1"
    assert last('(define h (make-hash)) (hash-set! h (string-copy "k") 1) (hash-set! h "k" 2) '
                '(hash->list h)') == "'((\"k\" . 2))"
    assert last('(define h (make-hasheq)) (define k (string-copy "k")) (hash-set! h k 1) '
                '(list (hash-ref h k #f) (hash-ref h "k" #f))') == "'(1 #f)"
    assert last("(member (string-copy \"b\") '(\"a\" \"b\"))") == '\'("b")'
    assert last("(memv (string-copy \"b\") '(\"a\" \"b\"))") == "#f"


def test_immutable_hashes_of_mutable_string_keys_are_in_rackets_order():
    # Racket's equal-hash-code of a mutable string is that of the immutable one
    assert last('(hash-keys (hash (string-copy "b") 1 (string-copy "a") 2 "c" 3))') == \
        last('(hash-keys (hash "b" 1 "a" 2 "c" 3))')


def test_mutable_strings_print_like_any_string():
    assert last('(define s (make-string 2 #\\a)) (string-set! s 1 #\\") '
                '(list s (vector s) (format "~a|~s|~v" s s s))') == (
        '\'("a\\"" #("a\\"") "a\\"|\\"a\\\\\\"\\"|\\"a\\\\\\"\\"")')


def test_string_procedures_take_mutable_strings():
    assert evaluate(
        '(define s (string-copy "a b"))'
        '(string-length s) (string-ref s 2) (substring s 1) (string-append s "!" s)'
        '(string->list s) (string->symbol s) (string->number (string-copy "42"))'
        '(string-split s) (string-upcase s) (string<? s "b") (string-ci=? s "A B")'
        '(regexp-match #rx"b" s) (regexp-match (string-copy "a") "cat") (string-prefix? s "a")'
        '(format s) (~a s #:width 5) (string-join (list s s) (string-copy ","))'
        '(for/list ([c s]) c) (for/list ([c (in-string s 1)]) c) (non-empty-string? s)'
        '(string? s) (sort (list (string-copy "b") "a") string<?)')[1:] == [
        "3", "#\\b", '" b"', '"a b!a b"', "'(#\\a #\\space #\\b)", "'|a b|", "42",
        '\'("a" "b")', '"A B"', "#t", "#t", '\'("b")', '\'("a")', "#t", '"a b"', '"a b  "',
        '"a b,a b"', "'(#\\a #\\space #\\b)", "'(#\\space #\\b)", "#t", "#t", '\'("a" "b")']


def test_errors_and_exceptions_take_mutable_message_strings():
    assert last('(error (string-copy "boom") 1)') == "boom 1"
    assert last("(error 'f (string-copy \"bad ~a\") 1)") == "f: bad 1"
    assert last('(with-handlers ([exn:fail? exn-message]) '
                '(raise (exn:fail (string-copy "mine") (current-continuation-marks))))') == '"mine"'


def test_a_string_sequence_sees_changes_made_while_it_is_walked():
    assert last('(define s (string-copy "abc")) (for/list ([c s]) (string-set! s 2 #\\z) c)') == \
        "'(#\\a #\\b #\\z)"


def test_copies_do_not_share_characters_with_their_source():
    assert last('(define s (make-string 3 #\\a)) (define t (string-copy s)) '
                '(define u (string-append s)) (string-set! s 0 #\\b) (list s t u)') == \
        '\'("baa" "aaa" "aaa")'


def test_srfi_13_answers_the_argument_itself_when_it_is_the_whole_answer():
    assert last('(require srfi/13) (define s (string-copy "abc")) '
                '(list (eq? s (string-take s 3)) (eq? s (string-drop s 0)) (eq? s (string-pad s 3)) '
                '(eq? s (string-trim-both s)) (immutable? (string-take "abc" 1)) '
                '(immutable? (string-reverse "ab")))') == "'(#t #t #t #t #f #f)"


def test_simply_scheme_treats_a_mutable_string_as_the_same_word_as_a_literal():
    program = ("(define (show-all w) (list (first w) (bf w) (last w) (bl w) (count w) (word w 'x)"
               " (item 2 w) (word? w) (equal? w 'hello) (member? 'e w) (se w w)"
               " (keep (lambda (c) (equal? c 'l)) w) (every (lambda (c) c) w)))")
    for text in ("hello", "HeLLo"):          # symbol-like and string-like words
        literal = last(program + f' (show-all "{text}")', "simply-scheme")
        assert literal.startswith("'(")
        assert last(program + f' (show-all (string-copy "{text}"))', "simply-scheme") == literal
    assert last("(list (empty? (make-string 0)) (equal? (string-copy \"12\") 12) "
                "(member? (string-copy \"b\") '(a b)))", "simply-scheme") == "'(#t #t #t)"


def test_rackunit_compares_mutable_and_immutable_strings_by_content():
    assert evaluate('(require rackunit) (check-equal? (string-append "a" "b") "ab")')[-1] == \
        "#<void>"


def test_as_str_reads_both_kinds_and_nothing_else():
    m = make_mstring("abc")
    assert as_str(m) == "abc" and as_str("x") == "x" and as_str(5) is None
    assert is_string(m) and is_string("") and not is_string(None)
    m.editable()[0] = "z"
    assert len(m) == 3 and m.data[0] == "z" and as_str(m) == "zbc" and type(m.data) is str


def test_string_ports_read_new_mutable_strings_and_copy_what_they_read():
    assert last('(define s (string-copy "ab\\ncd")) (define p (open-input-string s)) '
                '(string-set! s 0 #\\z) (define line (read-line p)) (string-set! line 1 #\\!) '
                '(list line (immutable? (read-string 1 p)) (immutable? (read (open-input-string '
                '"\\"x\\""))) (immutable? (port->string (open-input-string "q"))))') == \
        "'(\"a!\" #f #f #f)"
