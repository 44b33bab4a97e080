import Foundation
import Testing
import TrellisChat
import TrellisChatRender
import TrellisRender

@Suite struct ChatJSONAndASCIIRendererTests {
    @Test func jsonIsTheDocumentedSchema() {
        let json = ChatJSONRenderer(style: .compact).render(ChatFixtures.scene())
        let line = PreparedText("Hi", font: .builtin(size: 14)).layout().lines[0]
        let f = DecimalFormat.json
        #expect(json == #"{"schema":"trellis.chat","version":2,"width":200,"height":80,"contentHeight":80,"cells":[{"id":"m1","kind":"message","type":"text","sender":"alice","mirrored":false,"frame":{"x":0,"y":0,"width":200,"height":80},"parts":[{"role":"avatar","frame":{"x":10,"y":10,"width":40,"height":40},"fill":"avatarPlaceholder","cornerRadius":0,"image":null,"name":null,"text":null,"nineSlice":null,"corners":null,"tail":null,"target":null},{"role":"bubble","frame":{"x":55,"y":10,"width":60,"height":40},"fill":"incomingBubble","cornerRadius":4,"image":null,"name":null,"text":null,"nineSlice":null,"corners":null,"tail":null,"target":null},{"role":"text","frame":{"x":75,"y":23,"width":\#(f.string(line.width)),"height":\#(f.string(line.height))},"fill":null,"cornerRadius":0,"image":null,"name":null,"text":{"string":"Hi","font":"builtin","size":14,"color":"primaryText","lines":[{"range":[0,2],"frame":{"x":0,"y":0,"width":\#(f.string(line.width)),"height":\#(f.string(line.height))},"baseline":\#(f.string(line.baseline)),"width":\#(f.string(line.width)),"truncated":false,"rtl":false}]},"nineSlice":null,"corners":null,"tail":null,"target":null}]}],"inputBar":null}"# + "\n")
    }

    @Test func jsonReadsBackWithJSONDecoder() throws {
        let scene = ChatFixtures.sample()
        let json = ChatJSONRenderer().render(scene)
        let document = try JSONDecoder().decode(ChatFramesDocument.self, from: Data(json.utf8))
        #expect(document.schema == "trellis.chat")
        #expect(document.cells.count == scene.cells.count)
        #expect(document.cells.flatMap(\.parts).count == scene.cells.flatMap(\.parts).count)
        // JSON numbers carry three decimals.
        #expect(abs((document.inputBar?.frame.y ?? 0) - scene.contentHeight) < 0.0005)
        #expect(document.cells.first?.kind == "header")
        #expect(document.cells.contains { $0.parts.contains { $0.nineSlice?.destination.count == 9 } })
        // Written, read and written again: the same bytes.
        #expect(ChatJSONRenderer().render(scene) == document.jsonValue.string(style: .pretty) + "\n")
    }

    @Test func jsonRejectsAnotherSchemaOrANewerVersion() {
        let other = #"{"schema":"trellis.frames","version":1,"width":1,"height":1,"contentHeight":1,"cells":[]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ChatFramesDocument.self, from: Data(other.utf8)) }
        let newer = #"{"schema":"trellis.chat","version":3,"width":1,"height":1,"contentHeight":1,"cells":[]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ChatFramesDocument.self, from: Data(newer.utf8)) }
        let minimal = #"{"schema":"trellis.chat","version":1,"width":1,"height":1,"contentHeight":1,"cells":[]}"#
        #expect((try? JSONDecoder().decode(ChatFramesDocument.self, from: Data(minimal.utf8)))?.inputBar == nil)
        // Version 1 parts have no corners, tail or target: still read, as nil.
        let version1 = #"{"schema":"trellis.chat","version":1,"width":1,"height":1,"contentHeight":1,"cells":[{"id":"m1","kind":"message","type":"text","sender":null,"mirrored":false,"frame":{"x":0,"y":0,"width":1,"height":1},"parts":[{"role":"bubble","frame":{"x":0,"y":0,"width":1,"height":1},"fill":"incomingBubble","cornerRadius":4,"image":null,"name":null,"text":null,"nineSlice":null}]}]}"#
        let part = (try? JSONDecoder().decode(ChatFramesDocument.self, from: Data(version1.utf8)))?.cells.first?.parts.first
        #expect(part?.role == "bubble" && part?.corners == nil && part?.tail == nil && part?.target == nil)
    }

    @Test func asciiDrawsBubblesAvatarsAndTheInputBar() {
        let text = ChatASCIIRenderer(pointsPerColumn: 5, pointsPerRow: 10).render(ChatFixtures.scene(inputBar: true))
        #expect(text == """

              [AS]     +----------+
                       |   Hi     |
                       |          |
                       +----------+



            +--------------------------------------+
            |                                      |
            |(o)    [               ] (:)    (+)   |
            +--------------------------------------+


            """)
    }

    @Test func asciiCentresHeadersAndShowsTheSample() {
        let scene = ChatFixtures.sample()
        let text = ChatASCIIRenderer().render(scene)
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
        let header = rows.first { $0.contains("(10/22 15:00)") }
        #expect(header != nil)
        if let header {
            let leading = header.prefix { $0 == " " }.count
            #expect(abs(leading * 2 + header.trimmingCharacters(in: .whitespaces).count - 75) <= 2)
        }
        #expect(text.contains("Hi everyone! Planning a"))
        #expect(text.contains("[Unsupported message:"))
        #expect(text.contains(":image"))
        #expect(rows.allSatisfy { $0.count <= 76 + 10 })
    }
}
