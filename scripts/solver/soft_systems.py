"""Random feasible systems whose objective holds only soft terms, solved by kiwisolver, for
UnboundedTests.swift (issue 13: no such system may be reported "unbounded"). Used by
kiwi_fixtures.py, which writes Tests/CassowaryTests/Fixtures/kiwi_soft_fixtures.json.

Each system: 2-5 variables, required inequalities with small integer coefficients that hold
at a hidden integer point, then 1-3 soft constraints (equalities or inequalities, any strength)
that may or may not be satisfiable. kiwi solves each system in a forked child, because on some
of them it aborts the whole process (the issue's five-line file is the first case); such a case
is kept with "kiwiAborted": true and no expected objective.
"""
import multiprocessing
import random

import kiwisolver as kiwi

SEED = 0x50F7
CASES = 400
ISSUE_CASE = {
    "variables": 3,
    "constraints": [
        {"terms": [[1, 1.0]], "constant": 6.0, "op": "<=", "strength": 1001001000.0},
        {"terms": [[0, 4.0], [2, 2.0]], "constant": -40.0, "op": "<=", "strength": 1001001000.0},
        {"terms": [[1, -1.0], [2, 5.0]], "constant": -147.0, "op": "<=", "strength": 1001001000.0},
        {"terms": [[0, 2.0], [1, -3.0], [2, -10.0]], "constant": 166.0, "op": ">=", "strength": 1001001000.0},
        {"terms": [[0, 0.5], [1, 3.0]], "constant": -98.0, "op": "==", "strength": 1e6},
    ],
}


def _constraint(spec, variables):
    expression = spec["constant"]
    for index, coefficient in spec["terms"]:
        expression = expression + coefficient * variables[index]
    op = spec["op"]
    made = (expression == 0) if op == "==" else (expression <= 0) if op == "<=" else (expression >= 0)
    return made | spec["strength"]


def violation(spec, values):
    total = spec["constant"] + sum(c * values[i] for i, c in spec["terms"])
    if spec["op"] == "==":
        return abs(total)
    return max(0.0, total) if spec["op"] == "<=" else max(0.0, -total)


def _solve(case, connection):
    variables = [kiwi.Variable("v%d" % i) for i in range(case["variables"])]
    solver = kiwi.Solver()
    for spec in case["constraints"]:
        solver.addConstraint(_constraint(spec, variables))
    solver.updateVariables()
    connection.send([v.value() for v in variables])
    connection.close()


def solve_isolated(case):
    """kiwi's values for the case, or None when kiwi aborted or raised."""
    receiver, sender = multiprocessing.Pipe(duplex=False)
    child = multiprocessing.get_context("fork").Process(target=_solve, args=(case, sender))
    child.start()
    sender.close()
    try:
        values = receiver.recv() if receiver.poll(30) else None
    except EOFError:
        values = None
    child.join()
    return values if child.exitcode == 0 else None


def make_case(rng):
    count = rng.randint(2, 5)
    hidden = [rng.randint(-30, 30) for _ in range(count)]
    specs = []
    for _ in range(rng.randint(count, 2 * count + 1)):
        chosen = sorted(rng.sample(range(count), rng.randint(1, min(3, count))))
        terms = [[i, float(rng.choice([1, -1, 2, -2, 3, -3, 4, 5, -10, 0.5]))] for i in chosen]
        value = sum(c * hidden[i] for i, c in terms)
        op = rng.choice(["<=", ">="])
        slack = rng.randint(0, 200)
        constant = -value - slack if op == "<=" else -value + slack
        specs.append({"terms": terms, "constant": float(constant), "op": op, "strength": 1001001000.0})
    for _ in range(rng.randint(1, 3)):
        chosen = sorted(rng.sample(range(count), rng.randint(1, min(3, count))))
        terms = [[i, float(rng.choice([1, -1, 2, 3, -3, 0.5, -0.5]))] for i in chosen]
        specs.append({"terms": terms, "constant": float(rng.randint(-200, 200)),
                      "op": rng.choice(["==", "==", "<=", ">="]),
                      "strength": rng.choice([1.0, 1000.0, 1e6, 2.5e6, 750.0])})
    return {"variables": count, "constraints": specs}


def cases():
    rng = random.Random(SEED)
    made = [ISSUE_CASE] + [make_case(rng) for _ in range(CASES)]
    result = []
    for number, case in enumerate(made):
        values = solve_isolated(case)
        entry = dict(case, name="soft-%d" % number, kiwiAborted=values is None)
        if values is not None:
            entry["objective"] = sum(s["strength"] * violation(s, values)
                                     for s in case["constraints"] if s["strength"] < 1001001000.0)
        result.append(entry)
    return result
