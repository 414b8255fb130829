"""Port of main.rkt (morazanm, CSAS 3113's threads interpreter, EOPL chapter 5.5): the
THREADS language (IMPLICIT-REFS with begin, set, print, spawn, mutex, wait and signal) scanned
and parsed by hand (the original uses sllgen for the same grammar) and evaluated in
continuation-passing style with continuation records; every step returns a bounce run by a
trampoline loop (the original's calls are tail calls). Environments are dicts from names to
references into a store (a list); a scheduler gives each thread a time slice of 5 continuation
applications, a preempted thread goes to the back of the ready queue (a deque) as a closure,
a mutex is a pair of references (closed?, its queue of waiting threads). Evaluates the
original's fifteen example programs in order (checked, as rackunit's passing checks do,
silently), printing what their print expressions print (as the original's `~s` writes a
num-val) and the blank lines the original prints between them."""
import re
from collections import deque
from dataclasses import dataclass

# ---- scanner and parser -------------------------------------------------------------------

TOKEN = re.compile(r"\s+|%[^\n]*|(-?[0-9]+)|([A-Za-z][A-Za-z0-9_\-?]*)|([-(),=;])")
KEYWORDS = {"true", "false", "zero?", "if", "then", "else", "let", "in", "letrec", "proc",
            "begin", "end", "set", "print", "spawn", "mutex", "wait", "signal"}


def scan(text):
    tokens, pos = [], 0
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if m is None:
            raise SyntaxError(f"cannot scan {text[pos:pos + 10]!r}")
        pos = m.end()
        number, name, punct = m.groups()
        if number is not None:
            tokens.append(("number", int(number)))
        elif name is not None:
            tokens.append((name, name) if name in KEYWORDS else ("identifier", name))
        elif punct is not None:
            tokens.append((punct, punct))
    return tokens


class Parser:
    def __init__(self, text):
        self.tokens, self.i = scan(text), 0

    def peek(self):
        return self.tokens[self.i][0] if self.i < len(self.tokens) else None

    def take(self, kind):
        tok = self.tokens[self.i]
        if tok[0] != kind:
            raise SyntaxError(f"expected {kind}, got {tok}")
        self.i += 1
        return tok[1]

    def identifiers(self, stop):
        names = []
        while self.peek() != stop:
            names.append(self.take("identifier"))
        return names

    def expression(self):
        kind = self.peek()
        if kind == "number":
            return ("const", self.take("number"))
        if kind in ("true", "false"):
            self.take(kind)
            return (kind,)
        if kind == "identifier":
            return ("var", self.take("identifier"))
        if kind == "-":
            self.take("-"), self.take("(")
            e1 = self.expression()
            self.take(",")
            e2 = self.expression()
            self.take(")")
            return ("diff", e1, e2)
        if kind == "begin":
            self.take("begin")
            exps = [self.expression()]
            while self.peek() == ";":
                self.take(";")
                exps.append(self.expression())
            self.take("end")
            return ("begin", exps)
        if kind == "set":
            self.take("set")
            name = self.take("identifier")
            self.take("=")
            return ("set", name, self.expression())
        if kind == "mutex":
            self.take("mutex"), self.take("("), self.take(")")
            return ("mutex",)
        if kind in ("zero?", "print", "spawn", "wait", "signal"):
            self.take(kind), self.take("(")
            e = self.expression()
            self.take(")")
            return (kind, e)
        if kind == "if":
            self.take("if")
            e1 = self.expression()
            self.take("then")
            e2 = self.expression()
            self.take("else")
            return ("if", e1, e2, self.expression())
        if kind == "let":
            self.take("let")
            names, exps = [], []
            while self.peek() != "in":
                names.append(self.take("identifier"))
                self.take("=")
                exps.append(self.expression())
            self.take("in")
            return ("let", names, exps, self.expression())
        if kind == "letrec":
            self.take("letrec")
            names, params, bodies = [], [], []
            while self.peek() != "in":
                names.append(self.take("identifier"))
                self.take("(")
                params.append(self.identifiers(")"))
                self.take(")"), self.take("=")
                bodies.append(self.expression())
            self.take("in")
            return ("letrec", names, params, bodies, self.expression())
        if kind == "proc":
            self.take("proc"), self.take("(")
            params = self.identifiers(")")
            self.take(")")
            return ("proc", params, self.expression())
        if kind == "(":
            self.take("(")
            rator = self.expression()
            rands = []
            while self.peek() != ")":
                rands.append(self.expression())
            self.take(")")
            return ("call", rator, rands)
        raise SyntaxError(f"unexpected {self.tokens[self.i]}")


def parse(text):
    parser = Parser(text)
    exp = parser.expression()
    if parser.i != len(parser.tokens):
        raise SyntaxError("trailing tokens")
    return exp

# ---- values and the store --------------------------------------------------------------------


@dataclass
class NumVal:
    value: int


@dataclass
class BoolVal:
    value: bool


@dataclass(eq=False)
class ProcVal:
    params: list
    body: tuple
    envbox: list          # [environment]: a letrec's procedures get theirs after creation


@dataclass(eq=False)
class MutexVal:
    closed_ref: int       # reference to a bool
    queue_ref: int        # reference to a list of waiting threads


def num(v):
    if not isinstance(v, NumVal):
        raise TypeError(f"Looking for a num-val, given {v}")
    return v.value


def boolean(v):
    if not isinstance(v, BoolVal):
        raise TypeError(f"Looking for a bool-val, given {v}")
    return v.value


def proc(v):
    if not isinstance(v, ProcVal):
        raise TypeError(f"Looking for a proc-val, given {v}")
    return v


def mutex(v):
    if not isinstance(v, MutexVal):
        raise TypeError(f"Looking for a mutex, given {v}")
    return v


def written(v):
    """What Racket's ~s writes for an expressed value (an opaque eopl datatype variant)."""
    if isinstance(v, NumVal):
        return f"#(struct:num-val {v.value})"
    if isinstance(v, BoolVal):
        return f"#(struct:bool-val {'#t' if v.value else '#f'})"
    return repr(v)


store = []


def newref(val):
    store.append(val)
    return len(store) - 1


def apply_env(env, name):
    if name not in env:
        raise NameError(f"No binding for {name}")
    return env[name]

# ---- the scheduler -------------------------------------------------------------------------


class Scheduler:
    ready = deque()
    final_answer = None
    max_time_slice = 0
    time_remaining = 0


def initialize_scheduler(ticks):
    Scheduler.ready = deque()
    Scheduler.final_answer = None
    Scheduler.max_time_slice = ticks
    Scheduler.time_remaining = ticks


def run_next_thread():
    if not Scheduler.ready:
        return Scheduler.final_answer
    thread = Scheduler.ready.popleft()
    Scheduler.time_remaining = Scheduler.max_time_slice
    return thread


def wait_for_mutex(m, thread):
    if store[m.closed_ref]:
        store[m.queue_ref] = store[m.queue_ref] + [thread]
        return run_next_thread()
    store[m.closed_ref] = True
    return thread


def signal_mutex(m, thread):
    if store[m.closed_ref]:
        waiting = store[m.queue_ref]
        if not waiting:
            store[m.closed_ref] = False
        else:
            Scheduler.ready.append(waiting[0])
            store[m.queue_ref] = waiting[1:]
    return thread

# ---- the interpreter: every step returns a bounce --------------------------------------------


def apply_cont(k, val):
    if Scheduler.time_remaining == 0:
        Scheduler.ready.append(lambda: apply_cont(k, val))
        return run_next_thread()
    Scheduler.time_remaining -= 1
    tag = k[0]
    if tag == "zero?":
        return lambda: apply_cont(k[1], BoolVal(num(val) == 0))
    if tag == "if":
        _, e2, e3, env, saved = k
        return lambda: value_of_k(e2 if boolean(val) else e3, env, saved)
    if tag == "let":
        _, names, env, body, saved = k
        new_env = dict(env)
        for name, v in zip(names, val):
            new_env[name] = newref(v)
        return lambda: value_of_k(body, new_env, saved)
    if tag == "rhss1":
        _, exps, env, saved = k
        return lambda: eval_rhss(exps, env, ("rhss2", val, saved))
    if tag == "rhss2":
        _, first, saved = k
        return lambda: apply_cont(saved, [first] + val)
    if tag == "letrec":
        _, body, saved = k
        return lambda: value_of_k(body, val, saved)
    if tag == "diff1":
        _, e2, env, saved = k
        return lambda: value_of_k(e2, env, ("diff2", val, saved))
    if tag == "diff2":
        _, v1, saved = k
        return lambda: apply_cont(saved, NumVal(num(v1) - num(val)))
    if tag == "rator":
        _, rands, env, saved = k
        return lambda: eval_rands_k(rands, env, ("rands", val, saved))
    if tag == "rands":
        _, rator, saved = k
        return lambda: apply_procedure_k(proc(rator), val, saved)
    if tag == "eval-rands1":
        _, rands, env, saved = k
        return lambda: eval_rands_k(rands, env, ("eval-rands2", val, saved))
    if tag == "eval-rands2":
        _, first, saved = k
        return lambda: apply_cont(saved, [first] + val)
    if tag == "set":
        _, ref, saved = k
        store[ref] = val
        return lambda: apply_cont(saved, NumVal(31))
    if tag == "print":
        print(written(val))
        return lambda: apply_cont(k[1], NumVal(-1))
    if tag == "exprs":
        _, exps, env, saved = k
        return lambda: eval_exprs(exps, env, saved)
    if tag == "last-exprs":
        return lambda: apply_cont(k[1], val)
    if tag == "end-subthread":
        return run_next_thread
    if tag == "end-main-thread":
        Scheduler.final_answer = val
        return run_next_thread
    if tag == "spawn":
        f = proc(val)
        Scheduler.ready.append(lambda: apply_procedure_k(f, [NumVal(28)], ("end-subthread",)))
        return lambda: apply_cont(k[1], NumVal(73))
    if tag == "wait":
        saved = k[1]
        return wait_for_mutex(mutex(val), lambda: apply_cont(saved, NumVal(52)))
    if tag == "signal":
        saved = k[1]
        return signal_mutex(mutex(val), lambda: apply_cont(saved, NumVal(53)))
    raise ValueError(k)


def value_of_k(exp, env, k):
    tag = exp[0]
    if tag == "const":
        return lambda: apply_cont(k, NumVal(exp[1]))
    if tag == "true":
        return lambda: apply_cont(k, BoolVal(True))
    if tag == "false":
        return lambda: apply_cont(k, BoolVal(False))
    if tag == "var":
        return lambda: apply_cont(k, store[apply_env(env, exp[1])])
    if tag == "proc":
        return lambda: apply_cont(k, ProcVal(exp[1], exp[2], [env]))
    if tag == "zero?":
        return lambda: value_of_k(exp[1], env, ("zero?", k))
    if tag == "diff":
        return lambda: value_of_k(exp[1], env, ("diff1", exp[2], env, k))
    if tag == "if":
        return lambda: value_of_k(exp[1], env, ("if", exp[2], exp[3], env, k))
    if tag == "let":
        return lambda: eval_rhss(exp[2], env, ("let", exp[1], env, exp[3], k))
    if tag == "call":
        return lambda: value_of_k(exp[1], env, ("rator", exp[2], env, k))
    if tag == "letrec":
        _, names, params, bodies, body = exp
        return lambda: mk_letrec_env_k(names, params, bodies, env, ("letrec", body, k))
    if tag == "set":
        return lambda: value_of_k(exp[2], env, ("set", apply_env(env, exp[1]), k))
    if tag == "begin":
        return lambda: eval_exprs(exp[1], env, k)
    if tag == "print":
        return lambda: value_of_k(exp[1], env, ("print", k))
    if tag == "spawn":
        return lambda: value_of_k(exp[1], env, ("spawn", k))
    if tag == "mutex":
        return lambda: apply_cont(k, MutexVal(newref(False), newref([])))
    if tag == "wait":
        return lambda: value_of_k(exp[1], env, ("wait", k))
    if tag == "signal":
        return lambda: value_of_k(exp[1], env, ("signal", k))
    raise ValueError(exp)


def eval_rhss(exps, env, k):
    if not exps:
        return lambda: apply_cont(k, [])
    return lambda: value_of_k(exps[0], env, ("rhss1", exps[1:], env, k))


def eval_rands_k(rands, env, k):
    if not rands:
        return lambda: apply_cont(k, [])
    return lambda: value_of_k(rands[0], env, ("eval-rands1", rands[1:], env, k))


def eval_exprs(exps, env, k):
    if len(exps) == 1:
        return lambda: value_of_k(exps[0], env, ("last-exprs", k))
    return lambda: value_of_k(exps[0], env, ("exprs", exps[1:], env, k))


def mk_letrec_env_k(names, params, bodies, env, k):
    procs = [ProcVal(p, b, [{}]) for p, b in zip(params, bodies)]
    new_env = dict(env)
    for name, p in zip(names, procs):
        new_env[name] = newref(p)
    for p in procs:
        p.envbox[0] = new_env
    return lambda: apply_cont(k, new_env)


def apply_procedure_k(f, vals, k):
    env = dict(f.envbox[0])
    for param, val in zip(f.params, vals):
        env[param] = newref(val)
    return lambda: value_of_k(f.body, env, k)


def trampoline(bounce):
    while callable(bounce):
        bounce = bounce()
    return bounce


TIMESLICE = 5


def evaluate(text):
    store.clear()
    initialize_scheduler(TIMESLICE)
    trampoline(lambda: value_of_k(parse(text), {}, ("end-main-thread",)))
    return Scheduler.final_answer


EXAMPLES = [
    ("if zero?(1) then 1 else 2", NumVal(2), False),
    ("-(15, 10)", NumVal(5), False),
    ("let x = 10 in if zero?(-(x, x)) then x else 2", NumVal(10), False),
    ("let decr = proc (a) -(a, 1) in (decr 30)", NumVal(29), False),
    ("( proc (g) (g 30) proc (y) -(y, 1))", NumVal(29), False),
    ("""let x = 200
                     in let f = proc (z) -(z, x) 
                        in let x = 100 
                           in let g = proc (z) -(z, x) 
                              in -((f 1), (g 1))""", NumVal(-100), False),
    ("let sum = proc (x) proc (y) -(x, -(0, y)) in ((sum 3) 4)", NumVal(7), False),
    ("""let sum = proc (x) proc (y) -(x, -(0, y))
                     in letrec sigma (n) = if zero?(n)
                                           then 0
                                           else ((sum n) (sigma -(n, 1)))
                        in (sigma 5)""", NumVal(15), False),
    ("""letrec even(n) = if zero?(n)
                                      then zero?(n)
                                      else if zero?(-(n, 1))
                                           then zero?(n)
                                           else (even -(n, 2))
                     in (even 501)""", BoolVal(False), False),
    ("""let a = 3
                     in let p = proc (x) set x = 4
                        in begin 
                             (p a); 
                             a 
                           end""", NumVal(3), False),
    ("""let x = 0
                     in letrec f (x) = set x = -(x, 1)
                               g (a) = set x = -(x, 2)
                        in begin
                             (f x); % remember: call by value, not reference
                             (g x); % remember: call by value, not reference
                             x
                           end""", NumVal(-2), False),
    ("""letrec noisy (n) = if zero?(n)
                                        then 0
                                        else begin
                                               print(n);
                                               (noisy -(n, 1))
                                             end
                     in  begin
                           spawn(proc (d) (noisy 5));
                           spawn(proc (d) (noisy 10));
                           print(100);
                           33
                         end""", NumVal(33), True),
    ("""let x = 0 
                     in let mut = mutex() 
                        in let incr_x = proc (id) proc (dummy) 
                                          begin
                                            set x = -(x, -1);
                                            print(x) 
                                          end 
                           in begin 
                               spawn((incr_x 100));
                               spawn((incr_x 200)); 
                               spawn((incr_x 300))
                              end""", NumVal(73), True),
    ("""let x = 0 
                     in let mut = mutex() 
                        in let incr_x = proc (id) proc (dummy) 
                                          begin
                                            wait(mut);
                                            set x = -(x, -1);
                                            print(x);
                                            signal(mut) 
                                          end 
                           in begin 
                               spawn((incr_x 100));
                               spawn((incr_x 200)); 
                               spawn((incr_x 300))
                              end""", NumVal(73), False),
    ("""let buffer = 0
        in let producer = proc (n) 
                            letrec 
                              waitloop(k) = if zero?(k) 
                                            then set buffer = n
                                            else begin
                                                   print(-(k,-200));
                                                   (waitloop -(k,1))
                                                 end
                              in (waitloop 5)
           in let consumer = proc (d)
                               letrec
                                 busywait (k) = if zero?(buffer)
                                                then begin
                                                       print(-(k,-100));
                                                       (busywait -(k,-1))
                                                     end
                                                else buffer
                               in (busywait 0)
              in begin
                   spawn(proc (d) (producer 44));
                   (consumer 86)
                 end""", NumVal(44), True),
]
for program, expected, newline_after in EXAMPLES:
    assert evaluate(program) == expected, program
    if newline_after:
        print()
