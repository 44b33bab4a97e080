import TrellisChat
import TrellisChatRender
import TrellisRender

/// The fonts `trellis render` lays out with: the bundled Noto Sans (the default; deterministic),
/// the built-in Helvetica metrics (`builtin`), or a font file at the configuration's sizes with
/// the system's CJK and emoji fallbacks.
struct RenderFonts {
    /// Nil for the configuration's own fonts (the bundled Noto Sans).
    let face: FontFace?
    let fallbacks: [FontFace]

    /// - Throws: ``CommandError/failure(_:)`` when the font file cannot be read.
    init(_ argument: String) throws(CommandError) {
        guard argument != "default" else {
            face = nil
            fallbacks = []
            return
        }
        guard argument != "builtin" else {
            face = .builtin
            fallbacks = []
            return
        }
        do throws(FontError) {
            face = try FontFace(contentsOf: argument)
        } catch {
            throw .failure("font '\(argument)': \(error)")
        }
        fallbacks = FontRegistry().fallbackFaces(language: "zh-Hans")
    }

    /// `font` with the chosen face (same size), or `font` itself for the default fonts.
    func font(_ font: Font) -> Font {
        guard let face else { return font }
        return Font(face: face, size: font.size, fallbacks: fallbacks)
    }

    /// The transcript laid out, with the input bar showing `draft`.
    func scene(for transcript: Transcript, width: Double?, draft: String) -> ChatScene {
        var configuration = transcript.style.map(ChatConfiguration.init(style:)) ?? ChatConfiguration()
        configuration.textFont = font(configuration.textFont)
        configuration.nicknameFont = font(configuration.nicknameFont)
        configuration.headerFont = font(configuration.headerFont)
        configuration.detailFont = font(configuration.detailFont)
        configuration.style.timeFont = font(configuration.style.timeFont)
        let layout = transcript.layout(width: width, configuration: configuration)
        let barFont = font(.system(size: 16))
        var bar = InputBarLayout(width: layout.width, font: barFont)
        return ChatScene(layout: layout, inputBar: bar.layout(text: draft), title: transcript.title, extraFonts: [barFont])
    }
}
