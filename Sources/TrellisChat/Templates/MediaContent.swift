/// An image kept at its aspect ratio inside ``ChatConfiguration/imageMaximumSize`` (never
/// enlarged; the shorter side at least ``ChatConfiguration/imageMinimumSide``).
public struct ImageContent: BubbleContent {
    /// Creates the content.
    public init() {}
    /// No insets: the image fills its bubble.
    public func insets(_ c: ChatConfiguration) -> EdgeInsets { .zero }
    /// No background: the picture is the bubble.
    public var style: BubbleStyle { .none }

    /// What an image bubble reads: the box images fit in and the shortest side.
    public struct Inputs: Hashable, Sendable {
        /// The largest an image is shown (``ChatConfiguration/imageMaximumSize``).
        public var maximumSize: Size
        /// The shortest a side is shown (``ChatConfiguration/imageMinimumSide``).
        public var minimumSide: Double

        /// The image values of `configuration`.
        public init(_ configuration: ChatConfiguration) {
            maximumSize = configuration.imageMaximumSize
            minimumSide = configuration.imageMinimumSide
        }
    }

    /// The image box and minimum side.
    public func inputs(from configuration: ChatConfiguration) -> Inputs { Inputs(configuration) }

    /// The aspect-fit size of an image of `pixelSize` (a square placeholder for an empty size).
    public static func fittedSize(pixelSize: Size, in c: Inputs) -> Size {
        let box = c.maximumSize
        guard pixelSize.width > 0, pixelSize.height > 0, pixelSize.width.isFinite, pixelSize.height.isFinite else {
            return Size(width: box.width, height: box.width)
        }
        let scale = min(1, box.width / pixelSize.width, box.height / pixelSize.height)
        let width = max(min(c.minimumSide, box.width), pixelSize.width * scale)
        let height = max(min(c.minimumSide, box.height), pixelSize.height * scale)
        return Size(width: width, height: height)
    }

    /// The fitted image size (see `fittedSize(pixelSize:in:)`); zero for other kinds.
    public func measure(_ message: ChatMessage, cellWidth: Double, configuration c: Inputs) -> Size {
        guard case .image(let size) = message.kind else { return .zero }
        return Self.fittedSize(pixelSize: size, in: c)
    }

    /// One image part of the measured size, with a placeholder fill and the message id as its name.
    public func parts(_ message: ChatMessage, area: Rect, measured: Size, configuration c: Inputs) -> [ChatPart] {
        [ChatPart(role: .image, frame: Rect(origin: area.origin, size: measured), fill: .imagePlaceholder, cornerRadius: 4,
                  name: message.id.rawValue)]
    }
}

/// A voice clip: a bubble whose width grows with the duration, a speaker icon and the
/// duration (`12"`).
public struct VoiceContent: BubbleContent {
    /// Creates the content.
    public init() {}
    /// 12 points left and right, none above or below.
    public func insets(_ c: ChatConfiguration) -> EdgeInsets { EdgeInsets(top: 0, left: 12, bottom: 0, right: 12) }

    /// What a voice bubble reads: the widths, the minimum bubble height and the label font.
    public struct Inputs: Hashable, Sendable {
        /// The width of a zero-second clip (``ChatConfiguration/voiceMinimumWidth``).
        public var minimumWidth: Double
        /// The width added per second (``ChatConfiguration/voiceWidthPerSecond``).
        public var widthPerSecond: Double
        /// The widest a clip's bubble grows (``ChatConfiguration/voiceMaximumWidth``).
        public var maximumWidth: Double
        /// The bubble's height (``ChatConfiguration/minimumBubbleHeight``).
        public var height: Double
        /// The duration label's font.
        public var font: Font

        /// The voice values of `configuration`.
        public init(_ configuration: ChatConfiguration) {
            minimumWidth = configuration.voiceMinimumWidth
            widthPerSecond = configuration.voiceWidthPerSecond
            maximumWidth = configuration.voiceMaximumWidth
            height = configuration.minimumBubbleHeight
            font = configuration.textFont
        }
    }

    /// The voice widths, bubble height and label font.
    public func inputs(from configuration: ChatConfiguration) -> Inputs { Inputs(configuration) }

    /// The bubble width for a clip of `duration` seconds.
    public static func width(duration: Double, in c: Inputs) -> Double {
        min(c.maximumWidth, c.minimumWidth + c.widthPerSecond * max(0, duration.isFinite ? duration : 0))
    }

    /// The duration label: whole seconds and a double prime. The seconds are clamped to
    /// 0…999,999,999 before the conversion to `Int`, so no duration (1e19, infinity) traps.
    static func label(_ duration: Double) -> String {
        let seconds = duration.isFinite ? min(max(duration, 0), 999_999_999) : 0
        return "\(Int(seconds.rounded()))\""
    }

    /// The bubble width for the duration less the insets, by the minimum bubble height.
    public func measure(_ message: ChatMessage, cellWidth: Double, configuration c: Inputs) -> Size {
        guard case .voice(let duration) = message.kind else { return .zero }
        return Size(width: Self.width(duration: duration, in: c) - 24, height: c.height)
    }

    /// A speaker icon at the leading edge and the duration label (`12"`) at the trailing edge.
    public func parts(_ message: ChatMessage, area: Rect, measured: Size, configuration c: Inputs) -> [ChatPart] {
        guard case .voice(let duration) = message.kind else { return [] }
        let icon = Rect(x: area.minX, y: area.midY - 10, width: 20, height: 20)
        let text = Self.label(duration)
        let layout = PreparedText(text, font: c.font).layout()
        let label = Rect(x: area.maxX - layout.width, y: area.midY - layout.height / 2, width: layout.width, height: layout.height)
        return [ChatPart(role: .icon, frame: icon, imageName: "voice.wave"),
                ChatPart(role: .voiceDuration, frame: label,
                         text: TextFrame(string: text, font: c.font, color: message.isOutgoing ? .outgoingText : .primaryText,
                                         layout: layout))]
    }
}
