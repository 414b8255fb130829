"""Solitaire in Scheme: mutants of tests/submissions/solitaire/correct.rkt."""
from ..mutants import Table, edits, mutant

OVER = """               (let ([held (cons (car cards) held)])
                 (if (> (apply + (map value held)) goal)
                     (final held goal)
                     (loop (cdr cards) (cdr moves) held))))]"""

MUTANTS = (
    mutant("colour-spades-red", "1: spades and clubs are black, diamonds and hearts red",
           "[(clubs spades) 'black]\n    [(diamonds hearts) 'red]",
           "[(clubs hearts) 'black]\n    [(diamonds spades) 'red]"),
    mutant("ace-is-1", "2: aces are 11", "[(ace) 11]", "[(ace) 1]"),
    mutant("king-is-13", "2: everything else is 10", "[(jack queen king) 10]",
           "[(jack queen) 10]\n    [(king) 13]"),
    mutant("number-is-10", "2: numbered cards have their number as the value",
           "[else (cdr c)]))", "[else 10]))"),
    mutant("remove-every-copy", "3: if c is in the list more than once, remove only the first",
           "[(equal? (car cs) c) (cdr cs)]", "[(equal? (car cs) c) (remove* (list c) (cdr cs))]"),
    mutant("remove-misses-last", "3: c is found wherever it is, the last card too",
           "  (cond [(null? cs) (raise e)]\n        [(equal? (car cs) c) (cdr cs)]",
           "  (cond [(null? cs) (raise e)]\n        [(null? (cdr cs)) (raise e)]\n"
           "        [(equal? (car cs) c) (cdr cs)]"),
    mutant("remove-other-exception", "3: raise the exception e given",
           "(cond [(null? cs) (raise e)]", "(cond [(null? cs) (raise 'not-found)]"),
    mutant("remove-no-exception", "3: if c is not in the list, raise the exception e",
           "(cond [(null? cs) (raise e)]", "(cond [(null? cs) '()]"),
    mutant("same-colour-first-two", "4: all the cards, not only the first two",
           "(all_same_color (cons b rest)))]", "#t)]"),
    mutant("same-colour-empty-false", "4: no cards are all the same colour (true)",
           "[(list) #t]", "[(list) #f]"),
    mutant("sum-skips-first", "5: the sum of all the values",
           "(let loop ([cs cs] [acc 0])", "(let loop ([cs (cdr cs)] [acc 0])"),
    mutant("over-goal-times-5", "6: three times (sum - goal) over the goal",
           "(* 3 (- sum goal))", "(* 5 (- sum goal))"),
    mutant("over-goal-at-goal", "6: greater than the goal", "(if (> sum goal) (* 3",
           "(if (>= sum goal) (* 3", equivalent="at sum = goal both branches give 0"),
    mutant("halving-exact", "6: divided by 2, rounded down",
           "(if (all_same_color held) (quotient pre 2) pre))",
           "(if (all_same_color held) (/ pre 2) pre))"),
    mutant("halving-rounds-up", "6: rounded down",
           "(if (all_same_color held) (quotient pre 2) pre))",
           "(if (all_same_color held) (quotient (+ pre 1) 2) pre))"),
    mutant("halving-never", "6: halved when all the same colour",
           "(if (all_same_color held) (quotient pre 2) pre))", "pre)"),
    mutant("game-over-never", "7: the game ends when the sum exceeds the goal",
           "(if (> (apply + (map value held)) goal)", "(if #f"),
    mutant("game-over-at-goal", "7: exceeds (greater than) the goal",
           "(if (> (apply + (map value held)) goal)", "(if (>= (apply + (map value held)) goal)"),
    mutant("game-over-before-draw", "7: the game is over after drawing (the card counts)",
           OVER, OVER.replace("(let ([held (cons (car cards) held)])",
                              "(let ([held (cons (car cards) held)] [before held])")
                     .replace("(final held goal)", "(final before goal)")),
    mutant("empty-deck-goes-on", "7: a draw from an empty card-list ends the game (issue 32)",
           "           (if (null? cards)\n               (final held goal)",
           "           (if (null? cards)\n               (loop cards (cdr moves) held)"),
    mutant("ends-when-deck-becomes-empty",
           "7: the game ends when the player draws from an empty card-list, not when the "
           "card-list becomes empty (issue 32)",
           "                     (loop (cdr cards) (cdr moves) held))))]",
           "                     (if (null? (cdr cards)) (final held goal)\n"
           "                         (loop (cdr cards) (cdr moves) held)))))]"),
    mutant("illegal-discard-ignored", "7: discarding a card not held raises IllegalMove",
           "                 (remove_card held (cadr (car moves))\n"
           "                              (illegal-move \"IllegalMove\" (current-continuation-marks))))])))",
           "                 (if (member (cadr (car moves)) held)\n"
           "                     (remove_card held (cadr (car moves)) 'not-found)\n"
           "                     held))])))"),
    mutant("challenge-max", "challenge 1: the least possible score", "(apply min", "(apply max"),
    mutant("challenge-extremes", "challenge 1: each ace 1 or 11 on its own (a mix)",
           "(for/list ([k (in-range (+ aces 1))])", "(for/list ([k (list 0 aces)])"),
    mutant("challenge-aces-1", "challenge 1: an ace can be 11",
           "(for/list ([k (in-range (+ aces 1))])", "(for/list ([k (in-range 1)])"),
    mutant("challenge-game-ends-at-11", "challenge 1: the game ends only if no sum is <= goal",
           "(run-game cards moves goal low-value score_challenge))",
           "(run-game cards moves goal card_value score_challenge))"),
    mutant("challenge-plain-score", "challenge 1: officiate_challenge scores with score_challenge",
           "(run-game cards moves goal low-value score_challenge))",
           "(run-game cards moves goal low-value score))"),
    mutant("challenge-zero-when-over", "challenge 1: over the goal scores 3 x (sum - goal) (issue 32)",
           "(run-game cards moves goal low-value score_challenge))",
           "(run-game cards moves goal low-value\n"
           "            (lambda (held goal) (if (> (apply + (map low-value held)) goal) 0\n"
           "                                    (score_challenge held goal)))))"),
    mutant("careful-no-draw-empty", "challenge 2: draw even if no cards remain",
           "(reverse (cons 'draw acc))", "(reverse acc)"),
    mutant("careful-goes-on-at-0", "challenge 2: no more moves once the score is 0",
           "[(= (score held goal) 0) (reverse acc)]", "[#f (reverse acc)]"),
    mutant("careful-never-discards", "challenge 2: discard then draw to reach 0 when possible",
           "[zero (reverse (list* 'draw (list 'discard zero) acc))]", "[#f '()]"),
    mutant("careful-discard-no-draw", "challenge 2: discard one card, THEN draw one card",
           "[zero (reverse (list* 'draw (list 'discard zero) acc))]",
           "[zero (reverse (cons (list 'discard zero) acc))]"),
    mutant("careful-exceeds-goal", "challenge 2: the held value never exceeds the goal",
           "[(<= (+ sum (card_value next)) goal)", "[#t"),
    mutant("careful-draws-at-10", "challenge 2: draw when the goal is MORE than 10 greater",
           "[(> goal (+ sum 10))", "[(>= goal (+ sum 10))"),
    mutant("careful-stops-early", "challenge 2: draw whenever the goal is more than 10 greater",
           "[(> goal (+ sum 10))", "[(> goal (+ sum 20))"),
)

# Other correct solutions: an order of held cards the text leaves free, another careful
# player (drawing is required only while the goal is more than 10 above the held value).
VARIANTS = (
    mutant("held-in-draw-order", "officiate keeps the held cards in the order drawn",
           "(let ([held (cons (car cards) held)])", "(let ([held (append held (list (car cards)))])"),
    mutant("careful-no-optional-draw", "careful_player draws only when it must",
           "[(<= (+ sum (card_value next)) goal)", "[#f"),
    edits("remove-card-by-filter", "remove_card written with a split at the first copy",
          ("  (cond [(null? cs) (raise e)]\n        [(equal? (car cs) c) (cdr cs)]\n"
           "        [else (cons (car cs) (remove_card (cdr cs) c e))]))",
           "  (define i (index-of cs c))\n  (if i (append (take cs i) (drop cs (+ i 1))) (raise e)))")),
)

TABLE = Table("solitaire", "scheme", "solitaire/correct.rkt", MUTANTS, VARIANTS)
