#!/usr/bin/env python3
"""Writes Tests/CassowaryTests/Fixtures/kiwi_fixtures.json (and, through soft_systems.py,
kiwi_soft_fixtures.json; through adversarial.py, kiwi_adversarial.json): seeded random constraint systems
solved step by step by kiwisolver (nucleic/kiwi's Python binding), for the Swift differential
tests in KiwiDifferentialTests.swift.

    pip install "kiwisolver>=1.5,<1.6"
    python3 scripts/solver/kiwi_fixtures.py

Each case lists its constraints (terms as [variable index, coefficient], constant, relation,
strength) and a sequence of steps: add, remove, addEdit, suggest, removeEdit. A step may carry
`expect`, the values of all variables afterwards, only when the solution is unique: kiwi's
incremental answer must match a fresh kiwi solver given the same final set, and two more fresh
solvers whose ties are broken in opposite random directions (tiny soft pulls on every
variable). If the optimal face were more than a point, the two pulls would land on different
points. An add that kiwi rejects as unsatisfiable is marked `unsatisfiable`; kiwi can leave rows
behind after that error, so the script then rebuilds its incremental solver from the current set.
"""
import json
import os
import random

import kiwisolver as kiwi

import adversarial
import soft_systems

SEED = 0x5EED2024
CASES = 40
REQUIRED = 1001001000.0
FIXTURES = os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "CassowaryTests", "Fixtures")
COMMAND = "python3 scripts/solver/kiwi_fixtures.py"


def make_constraint(spec, variables):
    expression = spec["constant"]
    for index, coefficient in spec["terms"]:
        expression = expression + coefficient * variables[index]
    op = spec["op"]
    constraint = (expression == 0) if op == "==" else (expression <= 0) if op == "<=" else (expression >= 0)
    return constraint | spec["strength"]


class State:
    """The current set: constraints in, edits with their strength and suggested value."""

    def __init__(self, count):
        self.count = count
        self.active = []          # constraint indices, in order of addition
        self.edits = {}           # variable index -> [strength, value]

    def build(self, specs, pulls=None):
        variables = [kiwi.Variable("v%d" % i) for i in range(self.count)]
        solver = kiwi.Solver()
        for index in self.active:
            solver.addConstraint(make_constraint(specs[index], variables))
        for variable, (strength, value) in sorted(self.edits.items()):
            solver.addEditVariable(variables[variable], strength)
            solver.suggestValue(variables[variable], value)
        for variable, (target, strength) in enumerate(pulls or []):
            solver.addConstraint((variables[variable] == target) | strength)
        solver.updateVariables()
        return [v.value() for v in variables]


def close(a, b, tolerance=1e-9):
    return all(abs(x - y) <= tolerance * max(1.0, abs(x), abs(y)) for x, y in zip(a, b))


def random_terms(rng, count, width):
    chosen = rng.sample(range(count), min(count, width))
    return [[i, rng.choice([1.0, -1.0, 2.0, -2.0, 0.5, 3.0, -1.5])] for i in sorted(chosen)]


def random_strength(rng):
    level = rng.choice(["weak", "medium", "strong"])
    weight = round(rng.uniform(0.5, 5.0), 3)
    return {"weak": 1.0, "medium": 1000.0, "strong": 1e6}[level] * weight


def make_case(rng, number):
    count = rng.randint(3, 7)
    hidden = [rng.randint(-50, 50) for _ in range(count)]
    specs = []

    def holding(terms, op, slack):
        # A constant that makes the constraint hold at the hidden point (with some slack).
        value = sum(c * hidden[i] for i, c in terms)
        if op == "==":
            return -value
        return -value - slack if op == "<=" else -value + slack

    for _ in range(rng.randint(count // 2, count + 2)):
        op = rng.choice(["<=", ">=", ">=", "=="]) if len(specs) < count // 2 else rng.choice(["<=", ">="])
        terms = random_terms(rng, count, rng.randint(1, 3))
        specs.append({"terms": terms, "constant": holding(terms, op, rng.randint(0, 15)), "op": op,
                      "strength": REQUIRED})
    for i in range(count):
        specs.append({"terms": [[i, 1.0]], "constant": float(-rng.randint(-80, 80)), "op": "==",
                      "strength": random_strength(rng)})
    for _ in range(rng.randint(1, count)):
        terms = random_terms(rng, count, rng.randint(1, 3))
        specs.append({"terms": terms, "constant": float(rng.randint(-60, 60)), "op": rng.choice(["<=", ">=", "=="]),
                      "strength": random_strength(rng)})
    # A contradiction of the first required inequality, for an unsatisfiable add.
    first = next((s for s in specs if s["op"] != "==" and s["strength"] == REQUIRED), None)
    if first is not None:
        flipped = ">=" if first["op"] == "<=" else "<="
        shift = -1.0 if flipped == ">=" else 1.0
        specs.append({"terms": first["terms"], "constant": first["constant"] + shift, "op": flipped,
                      "strength": REQUIRED})
    return count, specs, first is not None


def checkpoint(state, specs, incremental_values, rng):
    fresh = state.build(specs)
    pulls = [(rng.choice([-1.0, 1.0]) * 1e5, 1e-3 * rng.uniform(0.5, 1.5)) for _ in range(state.count)]
    plus = state.build(specs, pulls)
    minus = state.build(specs, [(-target, strength) for target, strength in pulls])
    if close(incremental_values, fresh) and close(fresh, plus) and close(fresh, minus):
        return incremental_values
    return None


def run_case(rng, number):
    count, specs, has_contradiction = make_case(rng, number)
    contradiction = len(specs) - 1 if has_contradiction else None
    state = State(count)
    variables = [kiwi.Variable("v%d" % i) for i in range(count)]
    solver = kiwi.Solver()
    constraints = [make_constraint(s, variables) for s in specs]
    steps = []

    def record(step):
        solver.updateVariables()
        step["expect"] = checkpoint(state, specs, [v.value() for v in variables], rng)
        steps.append(step)

    order = [i for i in range(len(specs)) if i != contradiction]
    rng.shuffle(order)
    for index in order:
        solver.addConstraint(constraints[index])
        state.active.append(index)
        record({"op": "add", "constraint": index})
    for variable in rng.sample(range(count), rng.randint(1, min(3, count))):
        strength = rng.choice([1e6, 1000.0, 1e6 * 2.5, 1000.0 * 0.75])
        solver.addEditVariable(variables[variable], strength)
        state.edits[variable] = [strength, 0.0]
        record({"op": "addEdit", "variable": variable, "strength": strength})
        for _ in range(rng.randint(2, 4)):
            value = float(rng.randint(-100, 100))
            solver.suggestValue(variables[variable], value)
            state.edits[variable][1] = value
            record({"op": "suggest", "variable": variable, "value": value})
    if contradiction is not None:
        try:
            solver.addConstraint(constraints[contradiction])
            raise SystemExit("case %d: the contradiction was accepted" % number)
        except kiwi.UnsatisfiableConstraint:
            steps.append({"op": "add", "constraint": contradiction, "unsatisfiable": True})
        # Rebuild: kiwi may keep rows of the failed add.
        solver = kiwi.Solver()
        for index in state.active:
            solver.addConstraint(constraints[index])
        for variable, (strength, value) in sorted(state.edits.items()):
            solver.addEditVariable(variables[variable], strength)
            solver.suggestValue(variables[variable], value)
    for index in rng.sample(state.active, len(state.active) // 2):
        solver.removeConstraint(constraints[index])
        state.active.remove(index)
        record({"op": "remove", "constraint": index})
        if state.edits and rng.random() < 0.3:
            variable = rng.choice(sorted(state.edits))
            value = float(rng.randint(-100, 100))
            solver.suggestValue(variables[variable], value)
            state.edits[variable][1] = value
            record({"op": "suggest", "variable": variable, "value": value})
    for variable in sorted(state.edits):
        solver.removeEditVariable(variables[variable])
        del state.edits[variable]
        record({"op": "removeEdit", "variable": variable})
    return {"name": "random-%d" % number, "variables": count, "constraints": specs, "steps": steps}


def write(name, seed, cases):
    """Writes Fixtures/<name>.json: a generated-file header, then one case per line."""
    path = os.path.join(FIXTURES, name + ".json")
    document = {
        "generated": "GENERATED FILE, do not edit: made by `%s` with kiwisolver %s." % (COMMAND, kiwi.__version__),
        "command": COMMAND,
        "kiwisolver": kiwi.__version__,
        "seed": seed,
        "cases": cases,
    }
    lines = json.dumps(document, separators=(",", ":")).replace('{"name"', '\n{"name"')
    with open(path, "w") as handle:
        handle.write(lines + "\n")
    return os.path.normpath(path), len(lines) + 1


def main():
    rng = random.Random(SEED)
    cases = [run_case(rng, number) for number in range(CASES)]
    checked = sum(1 for case in cases for step in case["steps"] if step.get("expect") is not None)
    total = sum(1 for case in cases for step in case["steps"] if "unsatisfiable" not in step)
    path, size = write("kiwi_fixtures", SEED, cases)
    print("wrote %s: %d cases, %d of %d steps with unique solutions, %d bytes" % (path, len(cases), checked, total, size))

    soft = soft_systems.cases()
    aborted = sum(1 for case in soft if case["kiwiAborted"])
    path, size = write("kiwi_soft_fixtures", soft_systems.SEED, soft)
    print("wrote %s: %d soft-objective systems, kiwi aborted on %d, %d bytes" % (path, len(soft), aborted, size))

    hard = adversarial.cases()
    path, size = write("kiwi_adversarial", 0, hard)
    print("wrote %s: %d adversarial workloads, %d bytes" % (path, len(hard), size))


if __name__ == "__main__":
    main()
