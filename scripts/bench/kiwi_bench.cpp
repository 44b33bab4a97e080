// kiwi's side of scripts/bench/callgrind.sh: issue 13's adversarial workloads built on kiwi's
// C++ core exactly as Sources/TrellisBenchmarks/Solver/*Workload.swift build them on Trellis
// (same constraints, same order, same strengths, values read the same way), one extern "C"
// function per phase so that callgrind's --toggle-collect isolates it.
//
//   kiwi_bench PHASE N     PHASE: f-build g-build h-build i-fail j-churn k-loop
//
// Prints the phase's checksum; exits 1 when it differs from the one Trellis's workload expects.
// Built by callgrind.sh only when g++ and kiwisolver's sdist headers are there; never by
// `swift test`.
#include <kiwi/kiwi.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using kiwi::Constraint;
using kiwi::Expression;
using kiwi::Solver;
using kiwi::Term;
using kiwi::Variable;
namespace strength = kiwi::strength;

namespace {

std::vector<Variable> makeVariables(const char* prefix, int count) {
    std::vector<Variable> vars;
    vars.reserve(count);
    for (int i = 0; i < count; ++i) vars.emplace_back(std::string(prefix) + std::to_string(i));
    return vars;
}

double sumOfValues(Solver& solver, const std::vector<Variable>& vars) {
    solver.updateVariables();
    double sum = 0;
    for (const Variable& v : vars) sum += v.value();
    return sum;
}

// Workload (b)'s chain, the start of (i) and (j): x0 == 0, x[i] >= x[i-1] + 10, each followed by
// its weak wish x[i] == 15 i.
struct Chain {
    Solver solver;
    std::vector<Variable> x;
    std::vector<Constraint> links;
};

void buildChain(Chain& chain, int count) {
    chain.x = makeVariables("x", count);
    const std::vector<Variable>& x = chain.x;
    chain.links.reserve(count);
    for (int i = 0; i < count; ++i) {
        Constraint link = i == 0 ? Constraint(x[0] == 0) : Constraint(x[i] >= x[i - 1] + 10);
        chain.links.push_back(link);
        chain.solver.addConstraint(link);
        chain.solver.addConstraint((x[i] == double(i) * 10 * 1.5) | strength::weak);
    }
}

}  // namespace

extern "C" {

// (f) x0 == 0, x[i] == x[i-1] + 1, all required.
__attribute__((noinline)) double kiwi_phase_equality_chain(int count) {
    Solver solver;
    std::vector<Variable> x = makeVariables("x", count);
    solver.addConstraint(x[0] == 0);
    for (int i = 1; i < count; ++i) solver.addConstraint(x[i] == x[i - 1] + 1);
    return sumOfValues(solver, x);
}

// (g) x0 == 0, x[i] >= x[i-1] + 1, a weak target x[i] == 7919 i mod N per variable.
__attribute__((noinline)) double kiwi_phase_soft_chain(int count) {
    Solver solver;
    std::vector<Variable> x = makeVariables("x", count);
    solver.addConstraint(x[0] == 0);
    for (int i = 0; i < count; ++i) {
        if (i > 0) solver.addConstraint(x[i] >= x[i - 1] + 1);
        solver.addConstraint((x[i] == double((7919 * i) % count)) | strength::weak);
    }
    return sumOfValues(solver, x);
}

// (h) rows pinned edge to edge, squeezed by a strong total.
__attribute__((noinline)) double kiwi_phase_pinned_rows(int count) {
    Solver solver;
    std::vector<Variable> top = makeVariables("top", count);
    std::vector<Variable> height = makeVariables("h", count);
    solver.addConstraint(top[0] == 0);
    for (int i = 0; i < count; ++i) {
        if (i > 0) solver.addConstraint(top[i] == top[i - 1] + height[i - 1] + 8);
        solver.addConstraint(height[i] >= 20);
        solver.addConstraint((height[i] == double(44 + i % 7)) | strength::medium);
    }
    solver.addConstraint((top[count - 1] + height[count - 1] == 40 * double(count)) | strength::strong);
    std::vector<Variable> all = top;
    all.insert(all.end(), height.begin(), height.end());
    return sumOfValues(solver, all);
}

// (i) the failing required add x[N-1] <= 0 on workload (b)'s chain, then the values read, as
// Trellis's phase does. kiwi reports no conflict set, and its state after the failure is not
// the state before it (the values read here are wrong, and its next suggestValue may abort the
// process), so nothing else is done with it; main checks the values read before the add.
__attribute__((noinline)) double kiwi_phase_failing_add(Chain& chain) {
    const std::vector<Variable>& x = chain.x;
    try {
        chain.solver.addConstraint(x[x.size() - 1] <= 0);
    } catch (const kiwi::UnsatisfiableConstraint&) {
        return sumOfValues(chain.solver, x);
    }
    return NAN;
}

// (j) 20 cycles on workload (b)'s chain: edit the middle variable, suggest 5 below its wish,
// read, drop the edit, remove and re-add the middle link.
__attribute__((noinline)) double kiwi_phase_churn(Chain& chain) {
    const std::vector<Variable>& x = chain.x;
    const size_t m = x.size() / 2;
    const Variable& middle = x[m];
    const Constraint& link = chain.links[m];
    double checksum = 0;
    for (int cycle = 0; cycle < 20; ++cycle) {
        chain.solver.addEditVariable(middle, strength::strong);
        chain.solver.suggestValue(middle, 15 * double(m) - 5);
        chain.solver.updateVariables();
        checksum += middle.value();
        checksum += x[x.size() - 1].value();
        chain.solver.removeEditVariable(middle);
        chain.solver.removeConstraint(link);
        chain.solver.addConstraint(link);
    }
    return checksum + sumOfValues(chain.solver, x);
}

// (k) 40 variables in 40 dense required rows, weak targets, four strong edit variables; 200
// steps of four suggestions and a read of every variable.
enum { kDenseVariables = 40, kDenseEdits = 4, kDenseSteps = 200 };

__attribute__((noinline)) double kiwi_phase_dense_loop(Solver& solver, const std::vector<Variable>& v) {
    double checksum = 0;
    for (int k = 0; k < kDenseSteps; ++k) {
        for (int e = 0; e < kDenseEdits; ++e) solver.suggestValue(v[e], double(10 + (k * (e + 3)) % 50));
        checksum += sumOfValues(solver, v);
    }
    return checksum;
}

}  // extern "C"

namespace {

void buildDense(Solver& solver, std::vector<Variable>& v) {
    v = makeVariables("v", kDenseVariables);
    for (int r = 0; r < kDenseVariables; ++r) {
        std::vector<Term> terms;
        terms.reserve(kDenseVariables);
        for (int j = 0; j < kDenseVariables; ++j)
            terms.emplace_back(v[j], 1 + double((7 * r + 13 * j) % 10) / 10);
        solver.addConstraint(Expression(terms) <= double(1000 + 10 * r));
    }
    for (int j = 0; j < kDenseVariables; ++j) solver.addConstraint((v[j] == double(20 + j)) | strength::weak);
    for (int e = 0; e < kDenseEdits; ++e) solver.addEditVariable(v[e], strength::strong);
}

// The checksums Trellis's workloads expect (closed forms, or kiwisolver's fixtures); NAN where
// the Swift workload has none for this size.
double expected(const std::string& phase, int n) {
    const double N = n;
    if (phase == "f-build") return N * (N - 1) / 2;
    if (phase == "g-build") return n == 100 ? 4950.0 : n == 1000 ? 499500.0 : NAN;
    if (phase == "h-build") return n == 100 ? 168279.0 : n == 1000 ? 16681781.0 : n == 2000 ? 66698674.0 : NAN;
    // Trellis's: the conflict set's size (N) plus the values, unchanged by the failure.
    if (phase == "i-fail") return N + 15.0 * N * (N - 1) / 2;
    if (phase == "j-churn") {
        const double m = double(n / 2);
        return 15.0 * N * (N - 1) / 2 + 20 * (15 * m - 5 + 15 * (N - 1));
    }
    if (phase == "k-loop") return 144092.83547686817;
    return NAN;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: kiwi_bench f-build|g-build|h-build|i-fail|j-churn|k-loop [N]\n");
        return 2;
    }
    const std::string phase = argv[1];
    const int n = argc > 2 ? std::atoi(argv[2]) : 0;
    double checksum = NAN;
    if (phase == "f-build") {
        checksum = kiwi_phase_equality_chain(n);
    } else if (phase == "g-build") {
        checksum = kiwi_phase_soft_chain(n);
    } else if (phase == "h-build") {
        checksum = kiwi_phase_pinned_rows(n);
    } else if (phase == "i-fail") {
        Chain chain;
        buildChain(chain, n);
        // kiwi has no conflict set: its checksum is N (the minimal set's size, which Trellis
        // reports) plus the values before the add, and the add must fail.
        const double before = sumOfValues(chain.solver, chain.x);
        const double after = kiwi_phase_failing_add(chain);
        checksum = std::isnan(after) ? NAN : n + before;
        if (!std::isnan(after)) std::printf("values after kiwi's failed add: %.17g (not the state before it)\n", after);
    } else if (phase == "j-churn") {
        Chain chain;
        buildChain(chain, n);
        checksum = kiwi_phase_churn(chain);
    } else if (phase == "k-loop") {
        Solver solver;
        std::vector<Variable> v;
        buildDense(solver, v);
        checksum = kiwi_phase_dense_loop(solver, v);
    } else {
        std::fprintf(stderr, "unknown phase %s\n", phase.c_str());
        return 2;
    }
    // Equal, or within 1e-12 relative: kiwi orders a constraint's terms by the variables' heap
    // addresses (reduce() keys a std::map on them), so on a dense row its rounding may differ in
    // the last bits from another run of kiwi (kiwisolver's fixture) and from Trellis.
    const double want = expected(phase, n);
    const bool ok = std::isnan(want) || checksum == want || std::fabs(checksum - want) <= 1e-12 * std::fabs(want);
    std::printf("%s N=%d checksum %.17g %s\n", phase.c_str(), n, checksum,
                std::isnan(want) ? "(no reference)" : checksum == want ? "(equals Trellis's)" : ok ? "(within 1e-12 of Trellis's)" : "(DIFFERS from Trellis's)");
    return ok ? 0 : 1;
}
