import TrellisChat
import TrellisRender

extension ChatFramesDocument {
    /// The document of a scene.
    ///
    /// ```swift
    /// let document = ChatFramesDocument(scene: ChatScene(layout: ChatSample.layout(width: 375)))
    /// document.cells.count
    /// ```
    /// - Parameter scene: the laid-out chat.
    public init(scene: ChatScene) {
        schema = Self.schema
        version = Self.currentVersion
        width = scene.width
        height = scene.height
        contentHeight = scene.contentHeight
        cells = scene.cells.map { cell in
            let (kind, type): (String, String?) = switch cell.kind {
            case .timeHeader: ("header", nil)
            case .unreadSeparator: ("unread", nil)
            case .typingIndicator: ("typing", nil)
            case .message(let type): ("message", type)
            case .unsupported(let type): ("unsupported", type)
            }
            let isMessage = if case .message = cell.kind { true } else if case .unsupported = cell.kind { true } else { false }
            let sender = isMessage ? scene.senders[cell.messageID]?.id : nil
            return Cell(id: cell.messageID.rawValue, kind: kind, type: type, sender: sender, mirrored: cell.isMirrored,
                        frame: Box(cell.frame), parts: cell.parts.map(Part.init))
        }
        inputBar = scene.inputBar.map { bar in
            let origin = scene.inputBarOrigin
            return InputBar(frame: Box(bar.bar.offsetBy(origin)), voiceButton: Box(bar.voiceButton.offsetBy(origin)),
                            textView: Box(bar.textView.offsetBy(origin)), emojiButton: Box(bar.emojiButton.offsetBy(origin)),
                            moreButton: Box(bar.moreButton.offsetBy(origin)), text: Text(bar.text), scrolling: bar.isScrolling)
        }
    }

    /// The document as an ordered JSON value: keys in the documented order, absent optional
    /// values written as `null`.
    package var jsonValue: JSONValue {
        .object([
            .init("schema", .string(schema)), .init("version", .number(Double(version))),
            .init("width", .number(width)), .init("height", .number(height)),
            .init("contentHeight", .number(contentHeight)),
            .init("cells", .array(cells.map(\.jsonValue))),
            .init("inputBar", inputBar?.jsonValue ?? .null),
        ])
    }
}

extension ChatFramesDocument.Box {
    var jsonValue: JSONValue {
        .object([.init("x", .number(x)), .init("y", .number(y)), .init("width", .number(width)), .init("height", .number(height))])
    }
}

extension ChatFramesDocument.Cell {
    var jsonValue: JSONValue {
        .object([
            .init("id", .string(id)), .init("kind", .string(kind)), .init("type", type.map(JSONValue.string) ?? .null),
            .init("sender", sender.map(JSONValue.string) ?? .null), .init("mirrored", .bool(mirrored)),
            .init("frame", frame.jsonValue), .init("parts", .array(parts.map(\.jsonValue))),
        ])
    }
}

extension ChatFramesDocument.Part {
    init(_ part: ChatPart) {
        self.init(role: part.role.rawValue, frame: .init(part.frame), fill: part.fill?.rawValue, cornerRadius: part.cornerRadius,
                  image: part.imageName, name: part.name, text: part.text.map(ChatFramesDocument.Text.init),
                  nineSlice: part.nineSlice.map(ChatFramesDocument.NineSliceGeometry.init),
                  corners: part.corners.map { ChatFramesDocument.Corners(topLeft: $0.topLeft, topRight: $0.topRight,
                                                                         bottomLeft: $0.bottomLeft, bottomRight: $0.bottomRight) },
                  tail: part.tail?.rawValue, target: part.target?.rawValue)
    }

    var jsonValue: JSONValue {
        .object([
            .init("role", .string(role)), .init("frame", frame.jsonValue), .init("fill", fill.map(JSONValue.string) ?? .null),
            .init("cornerRadius", .number(cornerRadius)), .init("image", image.map(JSONValue.string) ?? .null),
            .init("name", name.map(JSONValue.string) ?? .null), .init("text", text?.jsonValue ?? .null),
            .init("nineSlice", nineSlice?.jsonValue ?? .null),
            .init("corners", corners.map { r in
                .object([.init("topLeft", .number(r.topLeft)), .init("topRight", .number(r.topRight)),
                         .init("bottomLeft", .number(r.bottomLeft)), .init("bottomRight", .number(r.bottomRight))])
            } ?? .null),
            .init("tail", tail.map(JSONValue.string) ?? .null), .init("target", target.map(JSONValue.string) ?? .null),
        ])
    }
}

extension ChatFramesDocument.Text {
    init(_ text: TextFrame) {
        self.init(string: text.string, font: text.fontFace, size: text.fontSize, color: text.color.rawValue,
                  lines: text.lines.map { line in
                      ChatFramesDocument.Line(range: [line.range.lowerBound, line.range.upperBound], frame: .init(line.frame),
                                              baseline: line.baseline, width: line.width, truncated: line.isTruncated,
                                              rtl: line.isRightToLeft)
                  })
    }

    var jsonValue: JSONValue {
        .object([
            .init("string", .string(string)), .init("font", .string(font)), .init("size", .number(size)),
            .init("color", .string(color)),
            .init("lines", .array(lines.map { line in
                .object([
                    .init("range", .array(line.range.map { .number(Double($0)) })), .init("frame", line.frame.jsonValue),
                    .init("baseline", .number(line.baseline)), .init("width", .number(line.width)),
                    .init("truncated", .bool(line.truncated)), .init("rtl", .bool(line.rtl)),
                ])
            })),
        ])
    }
}

extension ChatFramesDocument.NineSliceGeometry {
    init(_ slice: NineSlice) {
        self.init(imageSize: .init(Rect(origin: .zero, size: slice.imageSize)), flipped: slice.isFlippedHorizontally,
                  source: slice.source.map(ChatFramesDocument.Box.init), destination: slice.destination.map(ChatFramesDocument.Box.init))
    }

    var jsonValue: JSONValue {
        .object([
            .init("imageSize", imageSize.jsonValue), .init("flipped", .bool(flipped)),
            .init("source", .array(source.map(\.jsonValue))), .init("destination", .array(destination.map(\.jsonValue))),
        ])
    }
}

extension ChatFramesDocument.InputBar {
    var jsonValue: JSONValue {
        .object([
            .init("frame", frame.jsonValue), .init("voiceButton", voiceButton.jsonValue), .init("textView", textView.jsonValue),
            .init("emojiButton", emojiButton.jsonValue), .init("moreButton", moreButton.jsonValue),
            .init("text", text.jsonValue), .init("scrolling", .bool(scrolling)),
        ])
    }
}
