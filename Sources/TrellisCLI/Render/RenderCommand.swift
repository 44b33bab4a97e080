import Foundation
import TrellisChat
import TrellisChatRender
import TrellisRender

/// `trellis render [TRANSCRIPT.json] [--width W] [--format svg|html|json|ascii] [-o FILE]
/// [--font PATH|default|builtin] [--language en|zh-Hans] [--draft TEXT]`: lays out a transcript (or
/// the built-in sample) with TrellisChat and draws it with a TrellisRender chat renderer.
enum RenderCommand: Subcommand {
    static let description = CommandDescription(
        name: "render",
        abstract: "Draw a chat transcript as SVG, HTML, JSON or ASCII.",
        discussion: """
            Without a transcript, renders the built-in sample conversation (a group chat over \
            several days with English, Chinese, emoji, a long URL, an image, a file, a location, \
            a contact, a voice clip, a system notice and a custom message type).
            The transcript is JSON, version 2; version 1 is still read (see examples/transcript.json \
            and examples/transcript-<style>.json for wechat, imessage, whatsapp, telegram):
              {"version":2,"title":…,"me":"id","style":"telegram","senders":[{"id","name"}],
               "messages":[{"id","sender","time","type",…}]}
            Text is measured with the bundled Noto Sans (the same on every machine; 'builtin' \
            is the Helvetica metrics) unless --font names a font file; its fallbacks (Noto CJK, \
            Noto Color Emoji) come from the system's font folders. JSON output follows the trellis.chat schema, version 2.
            """,
        arguments: [
            .option("width", valueName: "points", help: "The chat's width (default: the transcript's width, else 375).",
                    isOptional: true),
            .option("format", valueName: "format",
                    help: "The output format (default: from the output file's extension, else svg).",
                    isOptional: true, allowedValues: RenderFormat.allCases.map(\.rawValue)),
            .option("output", short: "o", valueName: "file", help: "Write to this file instead of standard output.",
                    isOptional: true),
            .option("font", valueName: "path|default|builtin", help: "A font file to measure and draw text with.",
                    defaultValue: "default"),
            .option("language", valueName: "language", help: "The time headers' language (default: the transcript's).",
                    isOptional: true, allowedValues: ChatLanguage.allCases.map(\.rawValue)),
            .option("draft", valueName: "text", help: "Text shown in the input bar.", isOptional: true),
            .option("scale", valueName: "pixels per point", help: "For a .png output: 1, 2 or 3 (default 1).",
                    isOptional: true, allowedValues: ["1", "2", "3"]),
            .option("text", valueName: "mode", help: "SVG text as glyph outlines (paths) or <text> (live).",
                    defaultValue: "paths", allowedValues: SVGTextMode.allCases.map(\.rawValue)),
            .positional("transcript", help: "A transcript JSON file, or '-' for standard input.", isOptional: true),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandError) -> CommandOutcome {
        let output = arguments.string("output")
        let format = try self.format(arguments, output: output)
        let width = try arguments.double("width")
        if let width, !(width >= 40 && width <= 10_000) {
            throw arguments.invalid("width", arguments.string("width") ?? "", "expected a width from 40 to 10000 points")
        }
        var transcript = try self.transcript(arguments.string("transcript"), context: context)
        if let language = arguments.string("language").flatMap(ChatLanguage.init(rawValue:)) { transcript.language = language }
        let fonts = try RenderFonts(arguments.string("font") ?? "default")
        let scene = fonts.scene(for: transcript, width: width, draft: arguments.string("draft") ?? "")
        if let output, output.lowercased().hasSuffix(".png") {
            let scale = Double(arguments.string("scale") ?? "1") ?? 1
            let renderer = ChatPNGRenderer(scale: scale)
            let size = renderer.imageSize(for: scene)
            let png = renderer.render(scene)
            do {
                try Data(png).write(to: URL(fileURLWithPath: output))
            } catch {
                throw .failure("cannot write '\(output)': \(error.localizedDescription)")
            }
            var notes = ""
            if size.isScaled { notes += "warning: the chat is wider than \(ChatPNGRenderer.maximumSide) pixels; drawn at scale \(DecimalFormat.markup.string(size.scale))\n" }
            if size.isCut {
                notes += "warning: the image is cut after \(size.height) pixel rows (\(DecimalFormat.markup.string(size.drawnHeight)) of "
                    + "\(DecimalFormat.markup.string(scene.height)) points): at most \(ChatPNGRenderer.maximumPixels) pixels are drawn\n"
            }
            return CommandOutcome(standardOutput: "Wrote \(output) (png, \(transcript.messages.count) messages, \(size.width) × \(size.height) px)\n",
                                  standardError: notes)
        }
        var text: String
        var warning = ""
        if format == .svg {
            let mode = arguments.string("text").flatMap(SVGTextMode.init(rawValue:)) ?? .paths
            let (svg, live) = ChatSVGRenderer(textMode: mode).renderCountingLiveText(scene)
            text = svg
            if live > 0 { warning = "warning: \(live) characters have no glyph outlines in their font and are drawn as <text>\n" }
        } else {
            text = render(scene, as: format)
        }
        guard let output else { return CommandOutcome(standardOutput: text, standardError: warning) }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            throw .failure("cannot write '\(output)': \(error.localizedDescription)")
        }
        let size = "\(DecimalFormat.markup.string(scene.width)) × \(DecimalFormat.markup.string(scene.height))"
        return CommandOutcome(standardOutput: "Wrote \(output) (\(format.rawValue), \(transcript.messages.count) messages, \(size) pt)\n",
                              standardError: warning)
    }

    /// The scene drawn in `format`.
    static func render(_ scene: ChatScene, as format: RenderFormat) -> String {
        switch format {
        case .svg: ChatSVGRenderer().render(scene)
        case .html: ChatHTMLRenderer(includesParagraphs: true).render(scene)
        case .json: ChatJSONRenderer().render(scene)
        case .ascii: ChatASCIIRenderer().render(scene)
        }
    }

    private static func format(_ arguments: ParsedArguments, output: String?) throws(CommandError) -> RenderFormat {
        if let name = arguments.string("format") { return RenderFormat(rawValue: name) ?? .svg }
        guard let output, let dot = output.lastIndex(of: ".") else { return .svg }
        let suffix = output[output.index(after: dot)...].lowercased()
        return RenderFormat.allCases.first { $0.fileExtension == suffix || $0.rawValue == suffix } ?? .svg
    }

    private static func tooLarge(_ path: String, _ bytes: Int) -> CommandError {
        .diagnostic("\(path == "-" ? "<stdin>" : path): error: the transcript is \(bytes) bytes; "
                    + "at most \(Transcript.maximumFileBytes) are read", exitCode: CommandOutcome.usageCode)
    }

    private static func transcript(_ path: String?, context: CommandContext) throws(CommandError) -> Transcript {
        guard let path else { return .sample }
        let data: Data
        if path == "-" {
            data = context.readStandardInput()
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .failure("cannot read '\(path)': no such file")
            }
            if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
               size > Transcript.maximumFileBytes {
                throw tooLarge(path, size)
            }
            guard !isDirectory.boolValue, let contents = FileManager.default.contents(atPath: path) else {
                throw .failure("cannot read '\(path)': it is a directory or unreadable")
            }
            data = contents
        }
        guard data.count <= Transcript.maximumFileBytes else { throw tooLarge(path, data.count) }
        do throws(TranscriptError) {
            return try Transcript(json: data)
        } catch {
            let name = path == "-" ? "<stdin>" : path
            throw .diagnostic("\(name): error: \(error)", exitCode: CommandOutcome.usageCode)
        }
    }
}
