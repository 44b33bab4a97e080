import Testing
@testable import Trellis

/// The engine's own solver calls (frame edits, content sizes, guides, fitting solvers) never
/// swallow a failure: one the user's numbers cause is a `solverFailure` diagnostic on the
/// root, and the layout keeps the last solution it could compute.
@Suite struct SolverFailureDiagnosticTests {
    /// `child.width == root.width * 4` with a root 1e308 wide: 4e308 overflows a double, the
    /// solver refuses the suggestion (it is unchanged by a failed call), the child keeps the
    /// frame it had at width 100 (4 * 100 = 400), and the root says why.
    @Test func anOverflowingFrameIsADiagnosticNotASilentNoOp() {
        let root = makeRoot(width: 100, height: 50)
        let child = LayoutNode(debugLabel: "child")
        root.addSubview(child)
        child.snp.makeConstraints { make in
            make.left.top.height.equalToSuperview()
            make.width.equalToSuperview().multipliedBy(4)
        }
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 0, y: 0, width: 400, height: 50))
        #expect(root.constraintDiagnostics.isEmpty)
        root.frame = Rect(x: 0, y: 0, width: 1e308, height: 50)
        root.layoutIfNeeded()
        #expect(child.frame.width == 400)
        let kinds = root.constraintDiagnostics.map(\.kind)
        #expect(kinds == [.solverFailure])
        #expect(root.constraintDiagnostics.first?.message.contains("suggesting the frame width 1e+308") == true)
        // Laying out again does not repeat the same diagnostic.
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(root.constraintDiagnostics.count == 1)
        // A sane frame lays out again.
        root.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        root.layoutIfNeeded()
        #expect(child.frame.width == 200)
    }
}

/// Constants in diagnostics: integers bare, six places otherwise, huge and non-finite numbers
/// in Swift's shortest form (a 1e308 frame used to trap converting to Int64).
@Test func constantsOfAnySizeFormat() {
    #expect(formatConstant(10) == "10")
    #expect(formatConstant(-0.5) == "-0.5")
    #expect(formatConstant(1.0 / 3) == "0.333333")
    #expect(formatConstant(1e308) == "1e+308")
    #expect(formatConstant(-2.5e13) == "-25000000000000")
    #expect(formatConstant(2.5e12 + 0.5) == "2500000000000.5")
    #expect(formatConstant(.infinity) == "inf")
}
