"""Issue 13's adversarial workloads solved by kiwisolver, for kiwi_adversarial.json (written by
kiwi_fixtures.py). The Swift side (AdversarialFixtureTests.swift and the benchmark workloads
(f) and (i) in TrellisBenchmarks) builds the same systems and must reach the same checksums.

(f) equality chain: x0 == 0, x[i] == x[i-1] + 1, all required; checksum = sum of x.
(i) failing add: x0 == 0, x[i] >= x[i-1] + 10 (required) with x[i] == 15 i @weak for every
    i, then the required add x[N-1] <= 0, which kiwi must reject; checksum = sum of x after
    the rejected add (kiwi can leave rows behind after that error, so the values are read
    from a solver rebuilt without it; kiwi reports no conflict set).
"""
import kiwisolver as kiwi

SIZES_F = [100, 1000, 10000]
SIZES_I = [100, 1000]


def equality_chain(count):
    solver = kiwi.Solver()
    x = [kiwi.Variable("x%d" % i) for i in range(count)]
    solver.addConstraint(x[0] == 0)
    for i in range(1, count):
        solver.addConstraint(x[i] == x[i - 1] + 1)
    solver.updateVariables()
    return {"workload": "f equality chain", "count": count, "checksum": sum(v.value() for v in x)}


def build_soft_chain(count):
    solver = kiwi.Solver()
    x = [kiwi.Variable("x%d" % i) for i in range(count)]
    for i in range(count):
        solver.addConstraint(x[0] == 0 if i == 0 else x[i] >= x[i - 1] + 10)
        solver.addConstraint((x[i] == i * 10 * 1.5) | "weak")
    return solver, x


def failing_add(count):
    solver, x = build_soft_chain(count)
    rejected = False
    try:
        solver.addConstraint(x[count - 1] <= 0)
    except kiwi.UnsatisfiableConstraint:
        rejected = True
    solver, x = build_soft_chain(count)
    solver.updateVariables()
    return {"workload": "i failing add", "count": count, "unsatisfiable": rejected,
            "checksum": sum(v.value() for v in x)}


def cases():
    return [equality_chain(n) for n in SIZES_F] + [failing_add(n) for n in SIZES_I]
