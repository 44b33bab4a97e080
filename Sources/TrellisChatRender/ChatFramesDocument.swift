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
    ///
    /// ```swift
    /// ChatFramesDocument.schema   // "trellis.chat"
    /// ```
    public static let schema = "trellis.chat"

    /// The version this library writes and the newest it reads (2: parts gained
    /// `corners`, `tail` and `target`, cells the kinds `"unread"` and `"typing"`; version 1
    /// documents are still read, without those keys).
    ///
    /// ```swift
    /// ChatFramesDocument.currentVersion   // 2
    /// ```
    public static let currentVersion = 2

    /// Always ``schema``.
    ///
    /// ```swift
    /// document.schema == ChatFramesDocument.schema   // true
    /// ```
    public var schema: String

    /// ``currentVersion`` when written.
    ///
    /// ```swift
    /// document.version   // 1
    /// ```
    public var version: Int

    /// The page width.
    ///
    /// ```swift
    /// let pageWidth = document.width   // the layout's width
    /// ```
    public var width: Double

    /// The page height: the list plus the input bar.
    ///
    /// ```swift
    /// document.height - document.contentHeight   // the input bar's height (0 without one)
    /// ```
    public var height: Double

    /// The list's height (where the input bar starts).
    ///
    /// ```swift
    /// let barTop = document.contentHeight
    /// ```
    public var contentHeight: Double

    /// Every cell, top to bottom.
    ///
    /// ```swift
    /// for cell in document.cells where cell.kind == "message" { print(cell.id) }
    /// ```
    public var cells: [Cell]

    /// The input bar, or nil.
    ///
    /// ```swift
    /// document.inputBar?.textView.height
    /// ```
    public var inputBar: InputBar?

    enum CodingKeys: String, CodingKey {
        case schema, version, width, height, contentHeight, cells, inputBar
    }

    /// Reads a `trellis.chat` document, rejecting another schema or a newer version.
    ///
    /// ```swift
    /// let document = try JSONDecoder().decode(ChatFramesDocument.self, from: data)
    /// ```
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
        ///
        /// ```swift
        /// document.cells[0].frame.x
        /// ```
        public var x: Double

        /// Top edge.
        ///
        /// ```swift
        /// document.cells[0].frame.y   // the cell's top on the page
        /// ```
        public var y: Double

        /// Width.
        ///
        /// ```swift
        /// document.cells[0].frame.width
        /// ```
        public var width: Double

        /// Height.
        ///
        /// ```swift
        /// document.cells[0].frame.height
        /// ```
        public var height: Double

        /// Copies a Trellis rectangle.
        ///
        /// ```swift
        /// ChatFramesDocument.Box(Rect(x: 0, y: 0, width: 40, height: 40)).width   // 40
        /// ```
        /// - Parameter rect: the rectangle.
        public init(_ rect: Rect) {
            x = rect.minX
            y = rect.minY
            width = rect.width
            height = rect.height
        }

        /// The Trellis rectangle.
        ///
        /// ```swift
        /// document.cells[0].frame.rect.midY
        /// ```
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
        ///
        /// ```swift
        /// let id = MessageID(document.cells[1].id)
        /// ```
        public var id: String

        /// `"header"`, `"message"`, `"unsupported"`, or (version 2) `"unread"` and `"typing"`.
        ///
        /// ```swift
        /// document.cells.filter { $0.kind == "message" }.count
        /// ```
        public var kind: String

        /// The message type key (`"text"`, `"image"`, a custom type), nil for headers.
        ///
        /// ```swift
        /// document.cells[0].type   // nil: cell 0 is a time header
        /// ```
        public var type: String?

        /// The sender's id, nil for headers or when unknown.
        ///
        /// ```swift
        /// document.cells[0].sender   // nil for a header
        /// ```
        public var sender: String?

        /// Drawn mirrored (outgoing in left-to-right layouts: avatar on the right).
        ///
        /// ```swift
        /// let avatarOnRight = document.cells[1].mirrored
        /// ```
        public var mirrored: Bool

        /// The cell in page coordinates.
        ///
        /// ```swift
        /// document.cells[1].frame.rect
        /// ```
        public var frame: Box

        /// The parts, back to front.
        ///
        /// ```swift
        /// document.cells[0].parts.map(\.role)   // ["headerPill"]
        /// ```
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
        ///
        /// ```swift
        /// part.role   // "headerPill"
        /// ```
        public var role: String

        /// The part in its cell's coordinates.
        ///
        /// ```swift
        /// let onPage = part.frame.rect.offsetBy(dx: cell.frame.x, dy: cell.frame.y)
        /// ```
        public var frame: Box

        /// A `ColorRole` raw value, or nil for no fill.
        ///
        /// ```swift
        /// part.fill   // "headerPill"
        /// ```
        public var fill: String?

        /// The fill's corner radius.
        ///
        /// ```swift
        /// part.cornerRadius   // 5 for a time header pill
        /// ```
        public var cornerRadius: Double

        /// An image name or URL (avatar, icon), or nil.
        ///
        /// ```swift
        /// part.image   // nil for a pill; an avatar's image name or URL
        /// ```
        public var image: String?

        /// A custom part's own name (an image's message id), or nil.
        ///
        /// ```swift
        /// part.name   // nil unless the part is a custom one
        /// ```
        public var name: String?

        /// Text to draw, or nil.
        ///
        /// ```swift
        /// if let text = part.text { print(text.string) }
        /// ```
        public var text: Text?

        /// Nine-slice geometry for bubble images, or nil.
        ///
        /// ```swift
        /// part.nineSlice?.destination.count   // 9
        /// ```
        public var nineSlice: NineSliceGeometry?

        /// Per-corner radii (version 2), or nil for `cornerRadius` on every corner.
        ///
        /// ```swift
        /// part.corners?.bottomLeft   // 0 under a bottom tail
        /// ```
        public var corners: Corners?

        /// The bubble's tail (version 2): `"sidePointer"`, `"bottomCurl"`, `"topFlag"`, or nil.
        ///
        /// ```swift
        /// part.tail   // "bottomCurl" on the last message of a Telegram group
        /// ```
        public var tail: String?

        /// The message id a tap jumps to (version 2; quotes), or nil.
        ///
        /// ```swift
        /// part.target   // "m3"
        /// ```
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
        ///
        /// ```swift
        /// print(text.string)
        /// ```
        public var string: String

        /// The font face identifier (`"builtin"`, or `path#faceIndex`).
        ///
        /// ```swift
        /// text.font   // "builtin", or "path#faceIndex"
        /// ```
        public var font: String

        /// The font size in points.
        ///
        /// ```swift
        /// text.size   // 12 for a header
        /// ```
        public var size: Double

        /// A `ColorRole` raw value.
        ///
        /// ```swift
        /// text.color   // "headerText"
        /// ```
        public var color: String

        /// The lines, top to bottom.
        ///
        /// ```swift
        /// for line in text.lines { print(line.frame.rect, line.baseline) }
        /// ```
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
        ///
        /// ```swift
        /// let characters = Array(text.string.utf16)[line.range[0]..<line.range[1]]
        /// ```
        public var range: [Int]

        /// The line's box relative to the part's frame.
        ///
        /// ```swift
        /// line.frame.rect.offsetBy(dx: part.frame.x, dy: part.frame.y)   // in cell coordinates
        /// ```
        public var frame: Box

        /// The baseline's y relative to the part's frame.
        ///
        /// ```swift
        /// let baselineInCell = part.frame.y + line.baseline
        /// ```
        public var baseline: Double

        /// The drawn width (no hanging spaces; with the "…" when truncated).
        ///
        /// ```swift
        /// let drawnWidth = line.width   // without hanging spaces
        /// ```
        public var width: Double

        /// Ends in "…".
        ///
        /// ```swift
        /// line.truncated   // true when the line ends in "…"
        /// ```
        public var truncated: Bool

        /// Belongs to a right-to-left paragraph.
        ///
        /// ```swift
        /// let anchor = line.rtl ? "end" : "start"
        /// ```
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
        ///
        /// ```swift
        /// part.nineSlice?.imageSize.rect.size
        /// ```
        public var imageSize: Box

        /// The image is drawn flipped horizontally.
        ///
        /// ```swift
        /// let mirrorImage = part.nineSlice?.flipped ?? false
        /// ```
        public var flipped: Bool

        /// Nine rectangles in the image, row by row.
        ///
        /// ```swift
        /// part.nineSlice?.source.count   // 9
        /// ```
        public var source: [Box]

        /// The nine matching rectangles in the part's coordinates.
        ///
        /// ```swift
        /// part.nineSlice?.destination.count   // 9
        /// ```
        public var destination: [Box]
    }

    /// The input bar's frames in page coordinates.
    ///
    /// ```swift
    /// document.inputBar?.frame.y   // document.contentHeight: the bar starts where the list ends
    /// ```
    public struct InputBar: Sendable, Hashable, Codable {
        /// The bar.
        ///
        /// ```swift
        /// document.inputBar?.frame.rect
        /// ```
        public var frame: Box

        /// The voice/keyboard button.
        ///
        /// ```swift
        /// document.inputBar?.voiceButton.rect
        /// ```
        public var voiceButton: Box

        /// The text view.
        ///
        /// ```swift
        /// document.inputBar?.textView.rect
        /// ```
        public var textView: Box

        /// The emoji button.
        ///
        /// ```swift
        /// document.inputBar?.emojiButton.rect
        /// ```
        public var emojiButton: Box

        /// The more (+) button.
        ///
        /// ```swift
        /// document.inputBar?.moreButton.rect
        /// ```
        public var moreButton: Box

        /// The draft text, lines relative to the text view.
        ///
        /// ```swift
        /// document.inputBar?.text.string   // the draft, "" when empty
        /// ```
        public var text: Text

        /// The draft is taller than the largest text view.
        ///
        /// ```swift
        /// document.inputBar?.scrolling   // false for a short draft
        /// ```
        public var scrolling: Bool
    }
}
