import Testing
import TrellisTestSupport
@testable import TrellisChat

/// The no-jump invariant on seeded histories: after every prepend, append, update (edit,
/// reaction, link preview, image size), delete, width change and Dynamic Type change, the
/// anchored message is within 0.5 pt of where it was on screen, or the view stays pinned to
/// the bottom when it was there. A failure prints the operation sequence.
@Suite struct AnchorPropertyTests {
    typealias M = Messenger

    @Test(arguments: [ChatStyle.wechat, .imessage, .whatsapp, .telegram])
    func theAnchorNeverJumps(style: ChatStyle) throws {
        for seed in 0..<6 {
            var rng = SplitMix64(seed: 0xC0FFEE + UInt64(seed))
            var layout = ChatLayout(width: 375, registry: ChatTemplateRegistry(configuration: M.configuration(style)))
            try layout.replaceAll(randomHistory(120, prefix: "h\(seed)-", start: 1_700_000_000, rng: &rng),
                                  viewport: Viewport(offsetY: 0, height: 0))
            var offset = layout.contentHeight / 2
            var log: [String] = []
            var serial = 0
            for _ in 0..<40 {
                let viewport = Viewport(offsetY: offset, height: 600)
                let atBottom = layout.isAtBottom(viewport)
                let anchor = layout.scrollPosition(for: viewport)
                let operation = Int(rng.next() % 8)
                serial += 1
                let update: ViewportUpdate
                switch operation {
                case 0:
                    update = try layout.prependPage(randomHistory(5, prefix: "p\(seed)-\(serial)-", start: layout.messages[0].timestamp - 5000, rng: &rng), viewport: viewport)
                    log.append("prepend 5")
                case 1:
                    update = try layout.append(randomHistory(3, prefix: "a\(seed)-\(serial)-", start: layout.messages.last!.timestamp + 10, rng: &rng), viewport: viewport)
                    log.append("append 3")
                case 2, 3:
                    let index = Int(rng.next() % UInt64(layout.count))
                    var message = layout.messages[index]
                    switch rng.next() % 4 {
                    case 0: message.kind = .text("edited text that is a little longer than before \(serial)"); message.revision += 1
                    case 1: message.extras.reactions.append(Reaction(["👍", "🎉", "❤️"][Int(rng.next() % 3)]))
                    case 2: message.extras.linkPreview = LinkPreview(url: "https://e.com", site: "E", title: "Arrived", summary: "Later", imageSize: Size(width: 1200, height: 630))
                    default: if case .image = message.kind { message.kind = .image(pixelSize: Size(width: 300, height: 900)); message.revision += 1 } else { message.extras.status = .read }
                    }
                    update = try layout.update(message, viewport: viewport)
                    log.append("update \(message.id)")
                case 4:
                    guard layout.count > 10 else { continue }
                    let id = layout.messages[Int(rng.next() % UInt64(layout.count))].id
                    update = try layout.delete([id], viewport: viewport)
                    log.append("delete \(id)")
                case 5:
                    let width = [320.0, 375, 414][Int(rng.next() % 3)]
                    update = try layout.setWidth(width, viewport: viewport)
                    log.append("width \(width)")
                case 6:
                    var configuration = layout.configuration
                    configuration.contentSizeCategory = ContentSizeCategory.allCases[Int(rng.next() % 12)]
                    update = layout.setConfiguration(configuration, viewport: viewport)
                    log.append("dynamic type \(configuration.contentSizeCategory.name)")
                default:
                    offset = rng.next() % 4 == 0 ? layout.bottomOffset(viewportHeight: 600) : Double(rng.next() % UInt64(max(1, layout.contentHeight)))
                    log.append("scroll \(offset)")
                    continue
                }
                offset = update.contentOffsetY
                let after = Viewport(offsetY: offset, height: 600)
                if atBottom {
                    #expect(layout.isAtBottom(after), "not pinned to the bottom after: \(log.joined(separator: ", "))")
                } else if let anchor, let index = layout.index(of: anchor.messageID),
                          update.contentOffsetY > 0, update.contentOffsetY < layout.bottomOffset(viewportHeight: 600) {
                    let moved = layout.cellFrame(at: index).minY - offset - anchor.offset
                    #expect(abs(moved) <= 0.5, "\(anchor.messageID) moved \(moved) pt after: \(log.joined(separator: ", "))")
                }
            }
        }
    }
}
