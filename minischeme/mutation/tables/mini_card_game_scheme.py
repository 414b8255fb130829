"""Mini Card Game in Scheme: mutants of tests/submissions/mini-card-game/correct.rkt."""
from ..mutants import Table, edits, mutant

STEPS_DRAW = """               (cons (list 'draw (car cards))
                     (if (> (calc-playerpoint new-held) goal)
                         '()
                         (steps-from (cdr cards) (cdr moves) goal new-held))))))"""

MUTANTS = (
    mutant("colour-diamonds-black", "4.1: hearts and diamonds are red, spades and clubs black",
           "(eq? (car one-card) 'D))", "(eq? (car one-card) 'S))"),
    mutant("colour-names-swapped", "4.1: the colours are red and black",
           "      'red\n      'black))", "      'black\n      'red))"),
    mutant("ace-is-1", "4.2: an ace is 11", "((eq? (cdr one-card) 'A) 11)",
           "((eq? (cdr one-card) 'A) 1)"),
    mutant("king-is-13", "4.2: king, queen and jack are 10",
           "((memq (cdr one-card) '(K Q J)) 10)",
           "((memq (cdr one-card) '(Q J)) 10)\n        ((eq? (cdr one-card) 'K) 13)"),
    mutant("number-card-is-10", "4.2: a number card is its number",
           "(else (cdr one-card))))", "(else 10)))"),
    mutant("same-colour-first-two", "4.3: all the cards, not only the first two",
           "(all-same-color (cdr list-of-cards)))", "#t)"),
    mutant("same-colour-by-suit", "4.3: the same colour, not the same suit",
           "((eq? (card-color (car list-of-cards)) (card-color (cadr list-of-cards)))",
           "((eq? (car (car list-of-cards)) (car (cadr list-of-cards)))"),
    mutant("empty-hand-not-one-colour",
           "scoring: the prescore stands only when there are different colored cards, so an "
           "empty hand is halved", "((null? list-of-cards) #t)", "((null? list-of-cards) #f)"),
    mutant("fdraw-front", "4.4: the drawn card goes to the end of the held cards",
           "(append held-cards (list (car list-of-cards))))",
           "(cons (car list-of-cards) held-cards))", sample="mini-card-game/fdraw_front.rkt"),
    mutant("fdraw-last-card", "draw: the player takes the FIRST card of the card-list",
           "(append held-cards (list (car list-of-cards))))",
           "(append held-cards (list (last list-of-cards))))"),
    mutant("fdiscard-keeps-all", "discard: one card is removed from the held cards",
           "  (remove-first (highest held-cards) held-cards))", "  held-cards)"),
    mutant("fdiscard-reorders", "discard: the game continues with the held cards except c",
           "  (remove-first (highest held-cards) held-cards))",
           "  (reverse (remove-first (highest held-cards) held-cards)))"),
    mutant("fdiscard-loops", "fdiscard must return", "  (remove-first (highest held-cards) held-cards))",
           """  (let loop ((i 0) (best (car held-cards)))
    (if (< i (length held-cards))
        (loop i (if (> (card-rank (list-ref held-cards i)) (card-rank best))
                    (list-ref held-cards i)
                    best))
        (remove-first best held-cards))))""", sample="mini-card-game/infinite_loop.rkt"),
    mutant("game-over-1-extra-draw", "Game-Over-1: the game ends when the moves run out",
           "  (cond ((null? moves) '())\n        ((eq? (car moves) 'draw)",
           "  (cond ((null? moves) (if (null? cards) '() (list (list 'draw (car cards)))))\n"
           "        ((eq? (car moves) 'draw)"),
    mutant("game-over-2-goes-on",
           "Game-Over-2: a draw from an empty card-list ends the game (issue 32)",
           "         (if (null? cards)\n             '()",
           "         (if (null? cards)\n             (steps-from cards (cdr moves) goal held)"),
    mutant("game-over-3-goes-on", "Game-Over-3: a discard with no held cards ends the game",
           "        ((null? held) '())", "        ((null? held) (steps-from cards (cdr moves) goal held))"),
    mutant("game-over-4-never", "Game-Over-4: the game ends when the sum is over the goal",
           "(if (> (calc-playerpoint new-held) goal)", "(if #f"),
    mutant("game-over-4-at-goal", "Game-Over-4: greater than the goal, not equal to it",
           "(if (> (calc-playerpoint new-held) goal)", "(if (>= (calc-playerpoint new-held) goal)"),
    mutant("game-over-4-one-move-late", "Game-Over-4: checked after the move that goes over",
           "(if (> (calc-playerpoint new-held) goal)", "(if (> (calc-playerpoint held) goal)"),
    mutant("game-over-4-drops-last-draw",
           "Game-Over-4: the draw that goes over is a step of the game (after the last move)",
           STEPS_DRAW, """               (if (> (calc-playerpoint new-held) goal)
                   '()
                   (cons (list 'draw (car cards))
                         (steps-from (cdr cards) (cdr moves) goal new-held))))))"""),
    mutant("held-cards-draw-front", "4.7: a draw adds the card at the end of the held cards",
           "(held-after (cdr steps) (append held (list (cadar steps)))))",
           "(held-after (cdr steps) (cons (cadar steps) held)))"),
    mutant("held-cards-ignore-discard", "4.7: a discard step removes its card",
           "(else (held-after (cdr steps) (remove-first (cadar steps) held)))))",
           "(else (held-after (cdr steps) held))))"),
    mutant("discard-removes-every-copy", "discard: one card is removed, not every copy of it",
           "((equal? card (car cards)) (cdr cards))",
           "((equal? card (car cards)) (remove-first card (cdr cards)))"),
    mutant("playerpoint-skips-first", "calc-playerpoint: the sum of ALL held cards",
           "(+ (card-rank (car list-of-cards)) (calc-playerpoint (cdr list-of-cards)))))",
           "(calc-playerpoint (cdr list-of-cards))))"),
    mutant("over-goal-times-3", "scoring: 5 times (playerpoint - goal) over the goal",
           "(* 5 (- points goal))", "(* 3 (- points goal))"),
    mutant("over-goal-at-goal", "scoring: greater than the goal",
           "(if (> points goal)", "(if (>= points goal)",
           equivalent="at playerpoint = goal both branches give 0"),
    mutant("under-goal-sign", "scoring: goal - playerpoint under the goal",
           "(- goal points))", "(- points goal))"),
    mutant("halving-exact", "scoring: halved with integer division (rounded down)",
           "(quotient prescore 2)", "(/ prescore 2)", sample="mini-card-game/halving.rkt"),
    mutant("halving-rounds-up", "scoring: halved, rounded down",
           "(quotient prescore 2)", "(quotient (+ prescore 1) 2)"),
    mutant("halving-never", "scoring: all the same colour halves the prescore",
           "(quotient prescore 2)", "prescore"),
    mutant("halving-inverted", "scoring: halve when all the same colour, not otherwise",
           "(if (all-same-color list-of-cards)\n        (quotient prescore 2)",
           "(if (not (all-same-color list-of-cards))\n        (quotient prescore 2)"),
    edits("game-over-strings", "find-steps and play return steps and a score, not strings",
          ("                         '()\n                         (steps-from",
           "                         (list \"GAME OVER\")\n                         (steps-from"),
          ("  (calc-score (find-held-cards (find-steps list-of-cards list-of-moves goal)) goal))",
           "  (let ((steps (find-steps list-of-cards list-of-moves goal)))\n"
           "    (if (member \"GAME OVER\" steps)\n        \"GAME OVER\"\n"
           "        (calc-score (find-held-cards steps) goal))))"),
          sample="mini-card-game/game_over_strings.rkt"),
    mutant("play-ignores-moves", "4.10: play processes the moves in order",
           "  (calc-score (find-held-cards (find-steps list-of-cards list-of-moves goal)) goal))",
           "  (calc-score '() goal))"),
    edits("misnamed", "the text's names: calc-playerpoint",
          ("(if (> (calc-playerpoint new-held) goal)", "(if (> (calc-player-point new-held) goal)"),
          ("(define (calc-playerpoint list-of-cards)", "(define (calc-player-point list-of-cards)"),
          ("(calc-playerpoint (cdr list-of-cards))", "(calc-player-point (cdr list-of-cards))"),
          ("(let* ((points (calc-playerpoint list-of-cards))",
           "(let* ((points (calc-player-point list-of-cards))"),
          sample="mini-card-game/misnamed.rkt"),
    mutant("missing-play", "4.10: play is defined",
           "(define (play list-of-cards list-of-moves goal)\n"
           "  (calc-score (find-held-cards (find-steps list-of-cards list-of-moves goal)) goal))\n"
           "\n(play '((H . 3) (H . 2) (H . A) (D . J) (D . Q) (C . J)) '(draw draw draw discard) 16)",
           "; TODO: play", sample="mini-card-game/missing_play.rkt"),
    mutant("unbalanced", "the file reads", "(else (cdr one-card))))", "(else (cdr one-card)))",
           loads=False, sample="mini-card-game/unbalanced.rkt"),
)

# Other correct solutions: another discard strategy, which copy of a card held twice a
# discard step removes (the text leaves both free).
VARIANTS = (
    mutant("held-cards-remove-last-copy", "find-held-cards removes the last copy of a card",
           "(else (held-after (cdr steps) (remove-first (cadar steps) held)))))",
           "(else (held-after (cdr steps) (reverse (remove-first (cadar steps) (reverse held)))))))"),
    edits("discard-first-held", "discard the first held card",
          ("  (remove-first (highest held-cards) held-cards))", "  (cdr held-cards))"),
          ("         (let ((gone (highest held)))", "         (let ((gone (car held)))")),
    edits("discard-last-held", "discard the last held card",
          ("  (remove-first (highest held-cards) held-cards))",
           "  (reverse (cdr (reverse held-cards))))"),
          ("         (let ((gone (highest held)))", "         (let ((gone (last held)))")),
)

TABLE = Table("mini-card-game", "scheme", "mini-card-game/correct.rkt", MUTANTS, VARIANTS)
