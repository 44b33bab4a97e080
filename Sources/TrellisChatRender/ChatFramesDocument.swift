import TrellisChat
import TrellisRender

/// A laid-out chat in the `trellis.chat` JSON schema, version 1: every cell, part, frame and
/// text line, so any renderer in any language can draw the chat without Trellis. `Codable`
/// (synthesised member order is not guaranteed; ``ChatJSONRenderer`` writes the documented
/// order through `JSONValue`), and `JSONDecoder` reads the renderer's output back.
///
/// Coordinates: points, y down. A cell's `frame` is in page coordinates; a part's `frame` is in
/// its cell's coordinates; a text line's `frame` and `baseline` are relative to its part's
/// frame origin. Ranges count UTF-16 code units of the text's `string`. The input bar's frames
/// are in page coordinates (it sits below the list, at `contentHeight`). See the DocC article
/// <doc:ChatJSONSchema> for every key.
///
/// ```swift
/// let json = ChatJSONRenderer().render(scene)
/// let document = try JSONDecoder().decode(ChatFramesDocument.self, from: Data(json.utf8))
/// document.cells[0].parts[0].role   // "headerPill"
/// ```
public struct ChatFramesDocument: Sendable, Hashable, Codable {
    /// `"trellis.chat"`.
    public static let schema = "trellis.chat"

    /// The version this library writes and the newest it reads (2: parts gained
    /// `corners`, `tail` and `target`, cells the kinds `"unread"` and `"typing"`; version 1
    /// documents are still read, without those keys).
    public static let currentVersion = 2

    /// Always ``schema``.
    public var schema: String

    /// ``currentVersion`` when written.
    public var version: Int

    /// The page width.
    public var width: Double

    /// The page height: the list plus the input bar.
    public var height: Double

    /// The list's height (where the input bar starts).
    public var contentHeight: Double

    /// Every cell, top to bottom.
    public var cells: [Cell]

    /// The input bar, or nil.
    public var inputBar: InputBar?

    enum CodingKeys: String, CodingKey {
        case schema, version, width, height, contentHeight, cells, inputBar
    }

    /// Reads a `trellis.chat` document, rejecting another schema or a newer version.
    /// - Parameter decoder: the decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schema = try container.decode(String.self, forKey: .schema)
        guard schema == Self.schema else {
            throw DecodingError.dataCorruptedError(forKey: .schema, in: container,
                                                   debugDescription: "expected schema \"\(Self.schema)\", found \"\(schema)\"")
        }
        version = try container.decode(Int.self, forKey: .version)
        guard (1...Self.currentVersion).contains(version) else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: "version \(version) is not supported (this reader knows 1...\(Self.currentVersion))")
        }
        width = try container.decode(Double.self, forKey: .width)
        height = try container.decode(Double.self, forKey: .height)
        contentHeight = try container.decode(Double.self, forKey: .contentHeight)
        cells = try container.decode([Cell].self, forKey: .cells)
        inputBar = try container.decodeIfPresent(InputBar.self, forKey: .inputBar)
    }

    /// A rectangle: `{"x","y","width","height"}`.
    ///
    /// ```swift
    /// let box = document.cells[0].frame
    /// box.rect.maxY   // the cell's bottom in page coordinates
    /// ```
    public struct Box: Sendable, Hashable, Codable {
        /// Left edge.
        public var x: Double

        /// Top edge.
        public var y: Double

        /// Width.
        public var width: Double

        /// Height.
        public var height: Double

        /// Copies a Trellis rectangle.
        /// - Parameter rect: the rectangle.
        public init(_ rect: Rect) {
            x = rect.minX
            y = rect.minY
            width = rect.width
            height = rect.height
        }

        /// The Trellis rectangle.
        public var rect: Rect { Rect(x: x, y: y, width: width, height: height) }
    }

    /// One cell: a time header or a message.
    ///
    /// ```swift
    /// let cell = document.cells[0]
    /// cell.kind   // "header"
    /// ```
    public struct Cell: Sendable, Hashable, Codable {
        /// The message id (for a header: the first message of its section).
        public var id: String

        /// `"header"`, `"message"`, `"unsupported"`, or (version 2) `"unread"` and `"typing"`.
        public var kind: String

        /// The message type key (`"text"`, `"image"`, a custom type), nil for headers.
        public var type: String?

        /// The sender's id, nil for headers or when unknown.
        public var sender: String?

        /// Drawn mirrored (outgoing in left-to-right layouts: avatar on the right).
        public var mirrored: Bool

        /// The cell in page coordinates.
        public var frame: Box

        /// The parts, back to front.
        public var parts: [Part]
    }

    /// One drawable part of a cell.
    ///
    /// ```swift
    /// let part = document.cells[0].parts[0]
    /// part.role   // "headerPill"
    /// ```
    public struct Part: Sendable, Hashable, Codable {
        /// A `PartRole` raw value (`"avatar"`, `"bubble"`, `"text"`...).
        public var role: String

        /// The part in its cell's coordinates.
        public var frame: Box

        /// A `ColorRole` raw value, or nil for no fill.
        public var fill: String?

        /// The fill's corner radius.
        public var cornerRadius: Double

        /// An image name or URL (avatar, icon), or nil.
        public var image: String?

        /// A custom part's own name (an image's message id), or nil.
        public var name: String?

        /// Text to draw, or nil.
        public var text: Text?

        /// Nine-slice geometry for bubble images, or nil.
        public var nineSlice: NineSliceGeometry?

        /// Per-corner radii (version 2), or nil for `cornerRadius` on every corner.
        public var corners: Corners?

        /// The bubble's tail (version 2): `"sidePointer"`, `"bottomCurl"`, `"topFlag"`, or nil.
        public var tail: String?

        /// The message id a tap jumps to (version 2; quotes), or nil.
        public var target: String?
    }

    /// Four corner radii in the cell's coordinates.
    ///
    /// ```swift
    /// let r = part.corners!
    /// r.topLeft + r.bottomRight
    /// ```
    public struct Corners: Sendable, Hashable, Codable {
        /// Top-left radius.
        public var topLeft: Double
        /// Top-right radius.
        public var topRight: Double
        /// Bottom-left radius.
        public var bottomLeft: Double
        /// Bottom-right radius.
        public var bottomRight: Double
    }

    /// Text and its laid-out lines.
    ///
    /// ```swift
    /// let text = part.text!
    /// text.lines.count
    /// ```
    public struct Text: Sendable, Hashable, Codable {
        /// The whole string.
        public var string: String

        /// The font face identifier (`"builtin"`, or `path#faceIndex`).
        public var font: String

        /// The font size in points.
        public var size: Double

        /// A `ColorRole` raw value.
        public var color: String

        /// The lines, top to bottom.
        public var lines: [Line]
    }

    /// One line of text.
    ///
    /// ```swift
    /// let line = text.lines[0]
    /// let baselineInCell = part.frame.y + line.baseline
    /// ```
    public struct Line: Sendable, Hashable, Codable {
        /// `[start, end)` in UTF-16 code units of the string (hanging spaces included).
        public var range: [Int]

        /// The line's box relative to the part's frame.
        public var frame: Box

        /// The baseline's y relative to the part's frame.
        public var baseline: Double

        /// The drawn width (no hanging spaces; with the "…" when truncated).
        public var width: Double

        /// Ends in "…".
        public var truncated: Bool

        /// Belongs to a right-to-left paragraph.
        public var rtl: Bool
    }

    /// Where a stretchable bubble image's nine pieces go.
    ///
    /// ```swift
    /// if let slice = part.nineSlice {
    ///     for (from, to) in zip(slice.source, slice.destination) { print(from.rect, "->", to.rect) }
    /// }
    /// ```
    public struct NineSliceGeometry: Sendable, Hashable, Codable {
        /// The image's size as a box at the origin.
        public var imageSize: Box

        /// The image is drawn flipped horizontally.
        public var flipped: Bool

        /// Nine rectangles in the image, row by row.
        public var source: [Box]

        /// The nine matching rectangles in the part's coordinates.
        public var destination: [Box]
    }

    /// The input bar's frames in page coordinates.
    public struct InputBar: Sendable, Hashable, Codable {
        /// The bar.
        public var frame: Box

        /// The voice/keyboard button.
        public var voiceButton: Box

        /// The text view.
        public var textView: Box

        /// The emoji button.
        public var emojiButton: Box

        /// The more (+) button.
        public var moreButton: Box

        /// The draft text, lines relative to the text view.
        public var text: Text

        /// The draft is taller than the largest text view.
        public var scrolling: Bool
    }
}
