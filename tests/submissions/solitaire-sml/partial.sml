(* Homework 2: I did problem 1 and the first half of problem 2. I did not paste the
   provided datatypes (the autograder has them). *)
fun same_string(s1 : string, s2 : string) =
    s1 = s2

(* put your solutions for problem 1 here *)
fun all_except_option (s, xs) =
    case xs of
        [] => NONE
      | x :: xs' => if same_string (s, x) then SOME xs'
                    else case all_except_option (s, xs') of
                             NONE => NONE
                           | SOME ys => SOME (x :: ys)

fun get_substitutions1 (subs, s) =
    case subs of
        [] => []
      | xs :: rest => (case all_except_option (s, xs) of
                           NONE => []
                         | SOME ys => ys) @ get_substitutions1 (rest, s)

(* put your solutions for problem 2 here *)
fun card_color (s, _) =
    case s of
        Clubs => Black
      | Spades => Black
      | _ => Red

fun card_value (_, r) =
    case r of
        Num n => n
      | Ace => 11
      | _ => 10

fun remove_card (cs, c, e) =
    case cs of
        [] => raise e
      | x :: cs' => if x = c then cs' else x :: remove_card (cs', c, e)

fun all_same_color cs =
    case cs of
        [] => true
      | [_] => true
      | head :: (neck :: rest) => card_color head = card_color neck
                                  andalso all_same_color (neck :: rest)

fun sum_cards cs =
    let fun loop (acc, cs) =
            case cs of
                [] => acc
              | c :: cs' => loop (acc + card_value c, cs')
    in
        loop (0, cs)
    end

fun score (held, goal) =
    let val sum = sum_cards held
        val pre = if sum > goal then 3 * (sum - goal) else goal - sum
    in
        if all_same_color held then pre div 2 else pre
    end

