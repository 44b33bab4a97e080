import Testing
import TrellisTesting

@Suite struct LayoutHealthTests {
    @Test func soundLayoutsPass() {
        let (root, _, _) = Layouts.cell()
        #expect(assertNoLayoutConflicts(root))
        #expect(assertUnambiguousLayout(root))
        #expect(assertSoundLayout(root))
        #expect(LayoutChecks.conflicts(in: root) == nil)
        #expect(LayoutChecks.ambiguity(in: root) == nil)
    }

    static func conflicted() -> LayoutNode {
        let root = LayoutNode(debugLabel: "root")
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let box = LayoutNode(debugLabel: "box")
        root.addSubview(box)
        box.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalTo(50).labeled("tooNarrow")
        }
        return root
    }

    @Test func conflictsAreListedInDSLForm() throws {
        let message = try #require(LayoutChecks.conflicts(in: Self.conflicted()))
        #expect(message.hasPrefix("1 layout conflict in root:\n\n1. Unable to simultaneously satisfy constraints."))
        #expect(message.contains("box.width == 50  (LayoutHealthTests.swift:"))
        #expect(message.contains("\"tooNarrow\")"))
        #expect(message.contains("box.left == root.left  (LayoutHealthTests.swift:"))
        #expect(message.contains("Will attempt to recover by breaking constraint"))
        withKnownIssue {
            #expect(!assertNoLayoutConflicts(Self.conflicted()))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("tooNarrow")
        }
    }

    static func ambiguous() -> LayoutNode {
        let root = LayoutNode(debugLabel: "root")
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let title = LayoutNode(debugLabel: "title")
        let loose = LayoutNode(debugLabel: "loose")
        root.addSubview(title)
        root.addSubview(loose)
        title.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(8)
            make.height.equalTo(20)
            make.width.equalTo(60)
        }
        return root
    }

    @Test func ambiguityListsFreeValuesAndTheConstraintsThatExist() throws {
        let message = try #require(LayoutChecks.ambiguity(in: Self.ambiguous()))
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines[0] == "2 ambiguous items in root (add constraints that fix the free values):")
        #expect(lines[1] == "  title: horizontal (left)")
        #expect(lines[2].hasPrefix("      title.top == root.top + 8  (LayoutHealthTests.swift:"))
        #expect(lines[3].hasPrefix("      title.height == 20  (LayoutHealthTests.swift:"))
        #expect(lines[4].hasPrefix("      title.width == 60  (LayoutHealthTests.swift:"))
        #expect(lines[5] == "  loose: horizontal, vertical (left, top, width, height)")
        #expect(lines[6] == "      no constraints mention loose")
        #expect(lines.count == 7)
    }

    @Test func failingHealthAssertionsRecordIssues() {
        withKnownIssue {
            #expect(!assertUnambiguousLayout(Self.ambiguous()))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("loose: horizontal, vertical")
        }
        let log = FailureLog()
        #expect(!assertSoundLayout(Self.ambiguous(), reporter: log.reporter))
        #expect(!assertSoundLayout(Self.conflicted(), reporter: log.reporter))
        #expect(log.messages.count == 2)
        #expect(log.messages[0].hasPrefix("2 ambiguous items"))
        #expect(log.messages[1].hasPrefix("1 layout conflict"))
    }
}
