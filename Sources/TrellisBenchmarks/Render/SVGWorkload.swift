import TrellisChat
import TrellisChatRender
import TrellisRender

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
            let first = renderer.render(scene)
            dump(first.utf8, "chat-svg-\(count)-\(mode.rawValue).svg")
            let expected = Double(first.utf8.count)
            context.measure("chat SVG N=\(count)", "render, text as \(mode.rawValue)", repetitions: repetitions, operations: count,
                            unit: "msg", expected: expected) {
                mode == .paths ? phasePaths(renderer, scene) : Double(phaseLive(renderer, scene))
            }
        }
    }

    /// One timed render per mode, each its own function so callgrind can collect just one
    /// (`--toggle-collect='*SVGWorkload*phasePaths*'`). Their result types differ so that the
    /// optimizer cannot merge the two bodies into one function.
    @inline(never)
    static func phasePaths(_ renderer: ChatSVGRenderer, _ scene: ChatScene) -> Double {
        Double(renderer.render(scene).utf8.count)
    }

    @inline(never)
    static func phaseLive(_ renderer: ChatSVGRenderer, _ scene: ChatScene) -> Int {
        renderer.render(scene).utf8.count
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
        let first = renderer.render(screen)
        dump(first, "chat-png-375x812@3x.png")
        let expected = Double(first.count)
        context.measure("chat PNG 375x812 @3x", "render", repetitions: repetitions, unit: "image", expected: expected) {
            phasePNG(renderer, screen)
        }
    }

    @inline(never)
    static func phasePNG(_ renderer: ChatPNGRenderer, _ scene: ChatScene) -> Double {
        Double(renderer.render(scene).count)
    }

    /// Writes an untimed output to the folder named by `TRELLIS_RENDER_DUMP`, when set, so
    /// that a change to a renderer can be checked byte for byte against the outputs before it.
    private static func dump(_ bytes: some Collection<UInt8>, _ name: String) {
        guard let folder = getenv("TRELLIS_RENDER_DUMP") else { return }
        guard let file = fopen(String(cString: folder) + "/" + name, "wb") else { return }
        let array = Array(bytes)
        _ = array.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
    }
}
