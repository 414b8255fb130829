"""Port of main.rkt (morazanm, CSAS 3113's trampolined interpreter, EOPL chapter 5, with
bench/fresh8's driver): the LETREC language (numbers, true/false, -(e,e), zero?, if, let and
letrec of several bindings, procedures of several parameters, calls) scanned and parsed by
hand (the original uses sllgen's scanner and LL(1) parser for the same grammar), evaluated in
continuation-passing style with continuation records, every step returning a bounce (a
thunk) that a trampoline loop runs; environments are dicts, a letrec's procedures share a box
holding their environment. Evaluates the original's nine example programs (checked, printing
nothing, as rackunit's passing checks), then prints the driver's two values."""
import re
from dataclasses import dataclass

# ---- scanner and parser -------------------------------------------------------------------

TOKEN = re.compile(r"\s+|%[^\n]*|(-?[0-9]+)|([A-Za-z][A-Za-z0-9_\-?]*)|([-(),=])")
KEYWORDS = {"true", "false", "zero?", "if", "then", "else", "let", "in", "letrec", "proc"}


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
        if kind == "zero?":
            self.take("zero?"), self.take("(")
            e = self.expression()
            self.take(")")
            return ("zero?", e)
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

# ---- values --------------------------------------------------------------------------------


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

# ---- the interpreter: every step returns a bounce --------------------------------------------


def apply_cont(k, val):
    tag = k[0]
    if tag == "end":
        return val
    if tag == "zero?":
        return lambda: apply_cont(k[1], BoolVal(num(val) == 0))
    if tag == "let1":                       # the right-hand sides' values: bind them
        _, names, body, env, saved = k
        return lambda: create_let_env(names, val, env, ("let2", body, saved))
    if tag == "let2":                       # the extended environment: evaluate the body
        _, body, saved = k
        return lambda: value_of_k(body, val, saved)
    if tag == "if":
        _, e2, e3, env, saved = k
        return lambda: value_of_k(e2 if boolean(val) else e3, env, saved)
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
    raise ValueError(k)


def eval_rands_k(rands, env, k):
    if not rands:
        return lambda: apply_cont(k, [])
    return lambda: value_of_k(rands[0], env, ("eval-rands1", rands[1:], env, k))


def create_let_env(names, vals, env, k):
    if not names:
        return lambda: apply_cont(k, env)
    return lambda: create_let_env(names[1:], vals[1:], {**env, names[0]: vals[0]}, k)


def value_of_k(exp, env, k):
    tag = exp[0]
    if tag == "const":
        return lambda: apply_cont(k, NumVal(exp[1]))
    if tag == "true":
        return lambda: apply_cont(k, BoolVal(True))
    if tag == "false":
        return lambda: apply_cont(k, BoolVal(False))
    if tag == "var":
        if exp[1] not in env:
            raise NameError(f"No binding for {exp[1]}")
        return lambda: apply_cont(k, env[exp[1]])
    if tag == "proc":
        return lambda: apply_cont(k, ProcVal(exp[1], exp[2], [env]))
    if tag == "zero?":
        return lambda: value_of_k(exp[1], env, ("zero?", k))
    if tag == "diff":
        return lambda: value_of_k(exp[1], env, ("diff1", exp[2], env, k))
    if tag == "if":
        return lambda: value_of_k(exp[1], env, ("if", exp[2], exp[3], env, k))
    if tag == "let":
        return lambda: eval_rands_k(exp[2], env, ("let1", exp[1], exp[3], env, k))
    if tag == "call":
        return lambda: value_of_k(exp[1], env, ("rator", exp[2], env, k))
    if tag == "letrec":
        _, names, params, bodies, body = exp
        return lambda: mk_letrec_env_k(names, params, bodies, env, ("letrec", body, k))
    raise ValueError(exp)


def mk_letrec_env_k(names, params, bodies, env, k):
    procs = [ProcVal(p, b, [{}]) for p, b in zip(params, bodies)]
    new_env = dict(env)
    for name, p in zip(names, procs):
        new_env[name] = p
    for p in procs:
        p.envbox[0] = new_env
    return lambda: apply_cont(k, new_env)


def apply_procedure_k(f, vals, k):
    env = dict(f.envbox[0])
    for param, val in zip(f.params, vals):
        env[param] = val
    return lambda: value_of_k(f.body, env, k)


def trampoline(bounce):
    while callable(bounce):
        bounce = bounce()
    return bounce


def evaluate(text):
    return trampoline(lambda: value_of_k(parse(text), {}, ("end",)))


EXAMPLES = [
    ("if zero?(1) then 1 else 2", NumVal(2)),
    ("-(15, 10)", NumVal(5)),
    ("let x = 10 in if zero?(-(x, x)) then x else 2", NumVal(10)),
    ("let decr = proc (a) -(a, 1) in (decr 30)", NumVal(29)),
    ("( proc (g) (g 30) proc (y) -(y, 1))", NumVal(29)),
    ("""let x = 200
                     in let f = proc (z) -(z, x) 
                        in let x = 100 
                           in let g = proc (z) -(z, x) 
                              in -((f 1), (g 1))""", NumVal(-100)),
    ("let sum = proc (x) proc (y) -(x, -(0, y)) in ((sum 3) 4)", NumVal(7)),
    ("""let sum = proc (x) proc (y) -(x, -(0, y))
                     in letrec sigma (n) = if zero?(n)
                                           then 0
                                           else ((sum n) (sigma -(n, 1)))
                        in (sigma 5)""", NumVal(15)),
    ("""letrec even(n) = if zero?(n)
                                      then zero?(n)
                                      else if zero?(-(n, 1))
                                           then zero?(n)
                                           else (even -(n, 2))
                     in (even 501)""", BoolVal(False)),
]
for program, expected in EXAMPLES:
    assert evaluate(program) == expected, program

print(num(evaluate("letrec fib(n) = if zero?(n) then 0 else if zero?(-(n,1)) then 1 else "
                   "-((fib -(n,1)), -(0, (fib -(n,2)))) in (fib 20)")))
print("#t" if boolean(evaluate("letrec even(n) = if zero?(n) then zero?(n) else if zero?(-(n, 1)) "
                               "then zero?(n) else (even -(n, 2)) in (even 5001)")) else "#f")
