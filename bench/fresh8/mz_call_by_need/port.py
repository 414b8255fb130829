"""Port of main.rkt (morazanm, CSAS 3113's call-by-need interpreter, EOPL chapter 4, with
bench/fresh8's driver): the IMPLICIT-REFS language with begin, set and +(e,e), scanned and
parsed by hand (the original uses sllgen for the same grammar), evaluated by a recursive
interpreter whose environments (dicts) map names to references into a store (a list); an
operand that is not a variable is passed as a thunk (expression and environment) in a new
reference, forced when its variable is first read and the reference then updated with its
value (the original's store is a list copied on every allocation and update; here a Python
list). Evaluates the original's thirteen example programs (checked, printing nothing, as
rackunit's passing checks), then prints the driver's two values."""
import sys
from dataclasses import dataclass

sys.setrecursionlimit(20000)

import re
from dataclasses import dataclass

# ---- scanner and parser -------------------------------------------------------------------

TOKEN = re.compile(r"\s+|%[^\n]*|(-?[0-9]+)|([A-Za-z][A-Za-z0-9_\-?]*)|([-+(),=;])")
KEYWORDS = {"true", "false", "zero?", "if", "then", "else", "let", "in", "letrec", "proc",
            "begin", "end", "set"}


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
        if kind in ("-", "+"):
            self.take(kind), self.take("(")
            e1 = self.expression()
            self.take(",")
            e2 = self.expression()
            self.take(")")
            return ("diff" if kind == "-" else "sum", e1, e2)
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
class Thunk:
    exp: tuple
    env: dict


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


store = []


def newref(val):
    store.append(val)
    return len(store) - 1


def apply_env(env, name):
    if name not in env:
        raise NameError(f"No binding for {name}")
    return env[name]

# ---- the interpreter -----------------------------------------------------------------------


def value_of(exp, env):
    tag = exp[0]
    if tag == "const":
        return NumVal(exp[1])
    if tag == "true":
        return BoolVal(True)
    if tag == "false":
        return BoolVal(False)
    if tag == "var":
        ref = apply_env(env, exp[1])
        w = store[ref]
        if isinstance(w, Thunk):
            w = value_of(w.exp, w.env)
            store[ref] = w
        return w
    if tag == "diff":
        n1 = num(value_of(exp[1], env))
        return NumVal(n1 - num(value_of(exp[2], env)))
    if tag == "sum":
        n1 = num(value_of(exp[1], env))
        return NumVal(n1 + num(value_of(exp[2], env)))
    if tag == "zero?":
        return BoolVal(num(value_of(exp[1], env)) == 0)
    if tag == "if":
        return value_of(exp[2] if boolean(value_of(exp[1], env)) else exp[3], env)
    if tag == "let":
        _, names, exps, body = exp
        vals = [value_of(e, env) for e in exps]
        new_env = dict(env)
        for name, val in zip(names, vals):
            new_env[name] = newref(val)
        return value_of(body, new_env)
    if tag == "proc":
        return ProcVal(exp[1], exp[2], [env])
    if tag == "call":
        f = proc(value_of(exp[1], env))
        refs = [value_of_rand(rand, env) for rand in exp[2]]
        return apply_procedure(f, refs)
    if tag == "letrec":
        _, names, params, bodies, body = exp
        return value_of(body, mk_letrec_env(names, params, bodies, env))
    if tag == "begin":
        val = None
        for e in exp[1]:
            val = value_of(e, env)
        return val
    if tag == "set":
        store[apply_env(env, exp[1])] = value_of(exp[2], env)
        return NumVal(31)
    raise ValueError(exp)


def value_of_rand(exp, env):
    """A variable operand passes its reference; any other, a new reference to a thunk."""
    if exp[0] == "var":
        return apply_env(env, exp[1])
    return newref(Thunk(exp, env))


def mk_letrec_env(names, params, bodies, env):
    procs = [ProcVal(p, b, [{}]) for p, b in zip(params, bodies)]
    new_env = dict(env)
    for name, p in zip(names, procs):
        new_env[name] = newref(p)
    for p in procs:
        p.envbox[0] = new_env
    return new_env


def apply_procedure(f, refs):
    env = dict(f.envbox[0])
    for param, ref in zip(f.params, refs):
        env[param] = ref
    return value_of(f.body, env)


def evaluate(text):
    store.clear()
    return value_of(parse(text), {})


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
    ("""let a = 3
                     in let p = proc (x) set x = 4
                        in begin 
                             (p a); 
                             a 
                           end""", NumVal(4)),
    ("""let x = 0
                     in letrec f (x) = set x = +(x, 1)
                               g (a) = set x = +(x, 2)
                        in begin
                             (f x);
                             (g x);
                             x
                           end""", NumVal(3)),
    ("""let swap = proc (a) 
                    proc (b)
                      let t = a
                      in begin
              \t\t   set a = b;
                           set b = t
\t\t\t end
        in let a = 33
\t   in let b = 44
\t      in begin
\t\t   ((swap a) b);
\t\t   -(a, b)
\t\t end""", NumVal(11)),
    ("""let g = let count = 0
                             in proc (d)
\t                          begin
                                    set count = +(count, 1);
                                    count
\t                          end
                     in (proc (x) +(x, x) (g 0) )""", NumVal(2)),
]
for program, expected in EXAMPLES:
    assert evaluate(program) == expected, program

print(num(evaluate("letrec fib(n) = if zero?(n) then 0 else if zero?(-(n,1)) then 1 else "
                   "+((fib -(n,1)), (fib -(n,2))) in (fib 16)")))
print(num(evaluate("letrec loop(x) = (loop x) in let f = proc (z) 11 in (f (loop 0))")))
