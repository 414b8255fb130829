"""Bridge hands in Scheme: mutants of tests/submissions/bridge-hands/correct.scm."""
from ..mutants import Table, edits, mutant

MUTANTS = (
    mutant("ace-is-3", "each ace is worth four points", "((equal? (bf card) 'a) 4)",
           "((equal? (bf card) 'a) 3)"),
    mutant("king-is-4", "each king is worth three points", "((equal? (bf card) 'k) 3)",
           "((equal? (bf card) 'k) 4)"),
    mutant("queen-is-1", "each queen is worth two points", "((equal? (bf card) 'q) 2)",
           "((equal? (bf card) 'q) 1)"),
    mutant("jack-is-0", "each jack is worth one point", "((equal? (bf card) 'j) 1)",
           "((equal? (bf card) 'j) 0)"),
    mutant("ten-counts", "twos through tens have no point value", "        (else 0)))",
           "        ((equal? (bf card) 10) 1)\n        (else 0)))"),
    mutant("rank-by-last", "the rank is the butfirst (why not the last?)",
           "(define (card-val card)\n  (cond ((equal? (bf card) 'a) 4)",
           "(define (card-val card)\n  (cond ((equal? (last card) 'a) 4)",
           equivalent="the last letter of a card is its rank's but for the ten, which is 0 "
                      "either way"),
    mutant("high-skips-first", "high-card-points: the total of the hand",
           "(accumulate + (every card-val hand)))", "(accumulate + (every card-val (bf hand))))"),
    mutant("count-by-last", "count-suit: the suit is the first of the card",
           "(equal? (first card) suit)", "(equal? (last card) suit)"),
    mutant("suit-order", "suit-counts: spades, hearts, clubs, diamonds",
           "'(s h c d)", "'(s h d c)"),
    mutant("doubleton-no-point", "only two cards of a suit: one extra point",
           "(if (<= n 2) (- 3 n) 0))", "(if (< n 2) (- 3 n) 0))"),
    mutant("void-two-points", "a void is worth three points",
           "(if (<= n 2) (- 3 n) 0))", "(if (<= n 2) (min 2 (- 3 n)) 0))"),
    mutant("singleton-one-point", "a singleton is worth two extra points",
           "(if (<= n 2) (- 3 n) 0))", "(cond ((= n 1) 1) ((<= n 2) (- 3 n)) (else 0)))"),
    mutant("three-cards-still-counted", "three or more cards: no distribution points",
           "(if (<= n 2) (- 3 n) 0))", "(if (<= n 3) (- 3 n) 0))",
           equivalent="3 - 3 = 0: three cards give 0 points either way"),
    mutant("long-suit-points", "three or more cards: no distribution points",
           "(if (<= n 2) (- 3 n) 0))", "(if (<= n 2) (- 3 n) (if (> n 6) 1 0)))"),
    mutant("dist-three-suits", "hand-dist-points: every suit counts",
           "(every suit-dist-points (suit-counts hand))",
           "(every suit-dist-points (bf (suit-counts hand)))"),
    mutant("bridge-val-no-dist", "bridge-val: high-card points plus distribution points",
           "(+ (high-card-points hand) (hand-dist-points hand)))", "(high-card-points hand))"),
    edits("misnamed", "the text's names: suit-counts",
          ("(define (suit-counts hand)", "(define (suits-count hand)"),
          ("(every suit-dist-points (suit-counts hand))",
           "(every suit-dist-points (suits-count hand))"),
          sample="bridge-hands/misnamed.scm"),
)

# The text's own other solutions.
VARIANTS = (
    mutant("dist-by-cond", "suit-dist-points as the text's cond", "(if (<= n 2) (- 3 n) 0))",
           "(cond ((= n 0) 3) ((= n 1) 2) ((= n 2) 1) (else 0)))"),
    mutant("counts-by-se", "suit-counts as the text's sentence of four counts",
           "(every (lambda (suit) (count-suit suit hand)) '(s h c d)))",
           "(se (count-suit 's hand) (count-suit 'h hand) (count-suit 'c hand) "
           "(count-suit 'd hand)))"),
)

TABLE = Table("bridge-hands", "scheme", "bridge-hands/correct.scm", MUTANTS, VARIANTS)
