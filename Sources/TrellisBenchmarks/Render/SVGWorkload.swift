import TrellisChat
import TrellisChatRender
import TrellisRender

/// Drawing the 10,000-message chat corpus (bundled Noto Sans) as one SVG with text as glyph
/// outlines (issue 15: < 200 ms), and with live `<text>` for comparison. The checksum is the
/// document's length in UTF-8 bytes, from an untimed first render.
enum SVGWorkload {
    static func run(_ context: inout BenchmarkContext, count: Int, repetitions: Int) {
        var layout = ChatLayout(width: 375)
        _ = try? layout.replaceAll(ChatWorkloads.corpus(count), viewport: ChatWorkloads.viewport)
        let scene = ChatScene(layout: layout)
        for mode in SVGTextMode.allCases {
            let renderer = ChatSVGRenderer(textMode: mode)
            let expected = Double(renderer.render(scene).utf8.count)
            context.measure("chat SVG N=\(count)", "render, text as \(mode.rawValue)", repetitions: repetitions, operations: count,
                            unit: "msg", expected: expected) {
                Double(renderer.render(scene).utf8.count)
            }
        }
    }

    /// One 375 × 812 screen of the corpus (the cells that fit) as a PNG at 3x (issue 15: < 30 ms);
    /// the checksum is the file's length.
    static func runPNG(_ context: inout BenchmarkContext, repetitions: Int) {
        var layout = ChatLayout(width: 375)
        _ = try? layout.replaceAll(ChatWorkloads.corpus(40), viewport: ChatWorkloads.viewport)
        let full = ChatScene(layout: layout)
        let screen = ChatScene(width: 375, contentHeight: 812, cells: full.cells.filter { $0.frame.maxY <= 812 },
                               senders: full.senders, fonts: full.fonts)
        let renderer = ChatPNGRenderer(scale: 3)
        let expected = Double(renderer.render(screen).count)
        context.measure("chat PNG 375x812 @3x", "render", repetitions: repetitions, unit: "image", expected: expected) {
            Double(renderer.render(screen).count)
        }
    }
}
