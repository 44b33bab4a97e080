import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisChat
import TrellisTesting

/// Frames must stay bit-identical through performance work: every height, offset, frame, part
/// and text line of mixed histories (cold layout, prepends, appends, edits and a width change,
/// in three configurations), recorded in `Fixtures/golden-frames.json`. Each stage of each
/// history records its count and content height, an FNV-1a digest per block of 256 cells
/// (every detail of every cell) and the exact frames of a sample of cells, so a failure shows a
/// line diff naming the stage, the block and, for sampled cells, the frame that moved.
struct FrameDigest {
    var state: UInt64 = 0xcbf2_9ce4_8422_2325
    mutating func add(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) {
            state = (state ^ ((value >> UInt64(shift)) & 0xff)) &* 0x100_0000_01b3
        }
    }
    mutating func add(_ value: Double) { add(value.bitPattern) }
    mutating func add(_ value: Int) { add(UInt64(bitPattern: Int64(value))) }
    mutating func add(_ value: Bool) { add(value ? 1 : 0) }
    mutating func add(_ string: String?) {
        guard let string else { return add(0xdead) }
        add(string.utf8.count)
        for byte in string.utf8 { add(UInt64(byte)) }
    }
    mutating func add(_ rect: Rect) { add(rect.minX); add(rect.minY); add(rect.width); add(rect.height) }

    mutating func add(_ cell: ChatCellFrame) {
        add(cell.messageID.rawValue)
        add("\(cell.kind)")
        add(cell.frame)
        add(cell.isMirrored)
        for part in cell.parts {
            add(part.role.rawValue); add(part.frame); add(part.fill.map { "\($0)" }); add(part.cornerRadius)
            add(part.imageName); add(part.name)
            if let slice = part.nineSlice { add("\(slice)") }
            if let text = part.text {
                add(text.string); add(text.fontFace); add(text.fontSize); add("\(text.color)")
                for line in text.lines {
                    add(line.range.lowerBound); add(line.range.upperBound); add(line.frame); add(line.baseline)
                    add(line.width); add(line.isTruncated); add(line.isRightToLeft)
                }
            }
        }
    }

}

/// The golden record of one history, stage by stage, as JSON lines (doubles in Swift's
/// shortest round-trip form, so equal text means bit-identical values).
struct GoldenRecord {
    private(set) var lines: [String] = []

    mutating func stage(_ name: String, _ layout: ChatLayout, extra: [Double] = []) {
        var blocks: [String] = []
        var block = FrameDigest()
        let cells = layout.allCells()   // the messages' cells and the list rows around them
        let rows = max(layout.count, cells.count)
        for index in 0..<rows {
            if index < layout.count {
                block.add(layout.cellFrame(at: index))
                block.add(layout.headerFrame(at: index) ?? Rect(x: -1, y: -1, width: -1, height: -1))
                block.add(layout.context(at: index).isFirstInRun); block.add(layout.context(at: index).showsNickname)
            }
            if index < cells.count { block.add(cells[index]) }
            if index % 256 == 255 || index == rows - 1 {
                blocks.append("\"" + String(block.state, radix: 16) + "\"")
                block = FrameDigest()
            }
        }
        lines.append("  {\"stage\": \"\(name)\", \"count\": \(layout.count), \"contentHeight\": \(layout.contentHeight),"
                     + " \"updateOffsets\": [\(extra.map { "\($0)" }.joined(separator: ", "))],")
        lines.append("   \"blocks\": [\(blocks.joined(separator: ", "))],")
        lines.append("   \"samples\": [")
        let sampled = Array(stride(from: 0, to: layout.count, by: 97))
        for (n, index) in sampled.enumerated() {
            let cell = layout.cell(at: index)
            let parts = cell.parts.map { "[\"\($0.role.rawValue)\", \(Self.rect($0.frame))]" }.joined(separator: ", ")
            let comma = n == sampled.count - 1 ? "" : ","
            lines.append("    {\"index\": \(index), \"id\": \"\(cell.messageID.rawValue)\", \"frame\": \(Self.rect(cell.frame)), \"parts\": [\(parts)]}\(comma)")
        }
        lines.append("  ]},")
    }

    private static func rect(_ r: Rect) -> String { "[\(r.minX), \(r.minY), \(r.width), \(r.height)]" }

    var json: String {
        var body = lines
        if let last = body.popLast() { body.append(String(last.dropLast())) }   // no comma after the last stage
        return (["{\"generated\": \"swift test --filter framesStayBitIdentical with TRELLIS_RECORD_SNAPSHOTS=1\",", " \"stages\": ["]
                + body + [" ]}"]).joined(separator: "\n") + "\n"
    }
}

func goldenRecord() throws -> String {
    let viewport = Viewport(offsetY: 0, height: 640)
    var record = GoldenRecord()
    var group = ChatConfiguration()
    group.isGroupChat = true
    var mirrored = ChatConfiguration()
    mirrored.layoutDirection = .rightToLeft
    mirrored.hidesAvatars = true
    mirrored.sectionRule = .sincePreviousMessage(90)
    for (trial, configuration) in [ChatConfiguration(), group, mirrored].enumerated() {
        var rng = SplitMix64(seed: 7 + UInt64(trial))
        let now = 1_700_200_000.0
        let formatter = TimeHeaderFormatter(now: { now }, timeZone: TimeZone(identifier: "Asia/Shanghai")!,
                                            language: trial == 1 ? .simplifiedChinese : .english)
        var layout = ChatLayout(width: 375, registry: ChatTemplateRegistry(configuration: configuration), headerFormatter: formatter)
        let history = randomHistory(1500, prefix: "h", start: 1_700_000_000, rng: &rng)
        try layout.replaceAll(history, viewport: viewport)
        record.stage("\(trial) cold", layout)
        var offsets: [Double] = []
        for page in 0..<3 {
            let older = randomHistory(20, prefix: "p\(page)-", start: 1_699_990_000 - Double(page) * 3000, rng: &rng)
            let middle = Viewport(offsetY: layout.contentHeight / 2, height: 640)
            let update = try layout.prependPage(older, viewport: middle)
            offsets += [update.contentOffsetY, update.correction]
        }
        record.stage("\(trial) three pages prepended", layout, extra: offsets)
        let newer = randomHistory(30, prefix: "n", start: 1_700_150_000, rng: &rng)
        let update = try layout.append(newer, viewport: Viewport(offsetY: layout.bottomOffset(viewportHeight: 640), height: 640))
        var edited = layout.messages[700]
        edited.kind = .text("edited: a longer text that wraps onto a few lines in the bubble 好的 🎉")
        edited.revision += 1
        try layout.update(edited, viewport: viewport)
        try layout.delete([layout.messages[10].id, layout.messages[11].id], viewport: viewport)
        record.stage("\(trial) appended, edited, deleted", layout, extra: [update.contentOffsetY])
        try layout.setWidth(320, viewport: viewport)
        record.stage("\(trial) width 320", layout)
    }
    return record.json
}

/// `Fixtures/golden-frames.json` was first written from the digest-checked implementation
/// (the FNV digest of every stage together was e09cbee6bb3f36bb, as re-derived for blocked
/// offsets and the bundled Noto Sans); rewrite it only for a change meant to move frames,
/// with `TRELLIS_RECORD_SNAPSHOTS=1`, and say why in the commit.
@Test func framesStayBitIdentical() throws {
    let actual = try goldenRecord()
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/golden-frames.json").path
    if SnapshotRecordMode(environment: ProcessInfo.processInfo.environment) == .all {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try actual.write(toFile: path, atomically: true, encoding: .utf8)
        Issue.record("recorded \(path); run again without TRELLIS_RECORD_SNAPSHOTS")
        return
    }
    let reference = try String(contentsOfFile: path, encoding: .utf8)
    #expect(actual == reference, "frames moved:\n\(LineDiff.unified(reference: reference, actual: actual))")
}
