import Testing
import Trellis

@Test func trellisReexportsTheSolver() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint(x == 4)
    #expect(solver.value(of: x) == 4)
}
