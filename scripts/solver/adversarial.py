"""Issue 13's adversarial workloads solved by kiwisolver, for kiwi_adversarial.json (written by
kiwi_fixtures.py). The Swift side (AdversarialFixtureTests.swift and the benchmark workloads
(f) and (i) in TrellisBenchmarks) builds the same systems and must reach the same checksums.

(f) equality chain: x0 == 0, x[i] == x[i-1] + 1, all required; checksum = sum of x.
(i) failing add: x0 == 0, x[i] >= x[i-1] + 10 (required) with x[i] == 15 i @weak for every
    i, then the required add x[N-1] <= 0, which kiwi must reject; checksum = sum of x after
    the rejected add (kiwi can leave rows behind after that error, so the values are read
    from a solver rebuilt without it; kiwi reports no conflict set).
(g) conflicting soft chain: x0 == 0, x[i] >= x[i-1] + 1 (required) with x[i] == (7919 i mod N)
    @weak for every i, targets that the chain cannot all meet; checksum = sum of x.
(h) pinned rows: top0 == 0, top[i] == top[i-1] + h[i-1] + 8, h[i] >= 20, h[i] == 44 + i mod 7
    @medium, and top[N-1] + h[N-1] == 40 N @strong (a total that squeezes the rows);
    checksum = sum of top and h.
(k) dense edit loop: 40 variables, 40 required rows sum_j (1 + ((7 r + 13 j) mod 10) / 10) v[j]
    <= 1000 + 10 r (every variable in every row), v[j] == 20 + j @weak, edit variables
    v0..v3 @strong; 200 steps, step k suggests v[e] = 10 + (k (e + 3)) mod 50 for each edit e;
    checksum = sum over the steps of the sum of all variables after the step.
"""
import kiwisolver as kiwi

SIZES_F = [100, 1000, 10000]
SIZES_I = [100, 1000]
SIZES_G = [100, 1000]
SIZES_H = [100, 1000, 2000]
DENSE_VARIABLES = 40
DENSE_EDITS = 4
DENSE_STEPS = 200


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


def soft_chain(count):
    solver = kiwi.Solver()
    x = [kiwi.Variable("x%d" % i) for i in range(count)]
    solver.addConstraint(x[0] == 0)
    for i in range(count):
        if i > 0:
            solver.addConstraint(x[i] >= x[i - 1] + 1)
        solver.addConstraint((x[i] == (7919 * i) % count) | "weak")
    solver.updateVariables()
    return {"workload": "g conflicting soft chain", "count": count, "checksum": sum(v.value() for v in x)}


def pinned_rows(count):
    solver = kiwi.Solver()
    top = [kiwi.Variable("top%d" % i) for i in range(count)]
    h = [kiwi.Variable("h%d" % i) for i in range(count)]
    solver.addConstraint(top[0] == 0)
    for i in range(count):
        if i > 0:
            solver.addConstraint(top[i] == top[i - 1] + h[i - 1] + 8)
        solver.addConstraint(h[i] >= 20)
        solver.addConstraint((h[i] == 44 + i % 7) | "medium")
    solver.addConstraint((top[count - 1] + h[count - 1] == 40 * count) | "strong")
    solver.updateVariables()
    return {"workload": "h pinned rows", "count": count, "checksum": sum(v.value() for v in top + h)}


def dense_edit_loop():
    solver = kiwi.Solver()
    v = [kiwi.Variable("v%d" % j) for j in range(DENSE_VARIABLES)]
    for r in range(DENSE_VARIABLES):
        expression = sum((1 + ((7 * r + 13 * j) % 10) / 10.0) * v[j] for j in range(DENSE_VARIABLES))
        solver.addConstraint(expression <= 1000 + 10 * r)
    for j in range(DENSE_VARIABLES):
        solver.addConstraint((v[j] == 20 + j) | "weak")
    for e in range(DENSE_EDITS):
        solver.addEditVariable(v[e], "strong")
    checksum = 0.0
    for k in range(DENSE_STEPS):
        for e in range(DENSE_EDITS):
            solver.suggestValue(v[e], 10 + (k * (e + 3)) % 50)
        solver.updateVariables()
        checksum += sum(x.value() for x in v)
    return {"workload": "k dense edit loop", "count": DENSE_VARIABLES, "steps": DENSE_STEPS, "checksum": checksum}


def cases():
    return ([equality_chain(n) for n in SIZES_F] + [failing_add(n) for n in SIZES_I]
            + [soft_chain(n) for n in SIZES_G] + [pinned_rows(n) for n in SIZES_H] + [dense_edit_loop()])
