import Foundation
import Testing
import Trellis
import TrellisRender

@Suite struct JSONFrameRendererTests {
    @Test func prettyOutputIsExact() {
        let tree = FrameTree(root: FrameTree.Node(label: "cell", frame: Rect(x: 0, y: 0, width: 200, height: 60), children: [
            FrameTree.Node(label: "avatar", frame: Rect(x: 10, y: 10, width: 40, height: 40)),
        ]))
        #expect(JSONFrameRenderer().render(tree) == """
            {
              "schema": "trellis.frames",
              "version": 2,
              "root": {
                "label": "cell",
                "frame": {"x": 0, "y": 0, "width": 200, "height": 60},
                "absoluteFrame": {"x": 0, "y": 0, "width": 200, "height": 60},
                "hidden": false,
                "children": [
                  {
                    "label": "avatar",
                    "frame": {"x": 10, "y": 10, "width": 40, "height": 40},
                    "absoluteFrame": {"x": 10, "y": 10, "width": 40, "height": 40},
                    "hidden": false,
                    "children": []
                  }
                ]
              }
            }

            """)
    }

    @Test func compactOutputRoundsAndEscapes() {
        #expect(JSONFrameRenderer(style: .compact).render(Fixtures.awkward()) == """
            {"schema":"trellis.frames","version":2,"root":{"label":"a<b> & \\"c\\"","frame":{"x":5,"y":5,"width":100,"height":33.333},\
            "absoluteFrame":{"x":0,"y":0,"width":100,"height":33.333},"hidden":false,"children":[{"label":null,\
            "frame":{"x":0,"y":0.333,"width":0.667,"height":10},"absoluteFrame":{"x":0,"y":0.333,"width":0.667,"height":10},\
            "hidden":false,"children":[]}]}}

            """)
    }

    @Test func roundTripsThroughJSONDecoder() throws {
        let tree = FrameTree(Fixtures.cell())
        let written = JSONFrameRenderer().render(tree)
        let decoded = try JSONDecoder().decode(FrameTree.self, from: Data(written.utf8))
        #expect(decoded == tree)
        #expect(JSONFrameRenderer().render(decoded) == written)
    }

    @Test func roundTripsThroughJSONEncoder() throws {
        let tree = FrameTree(Fixtures.cell())
        let data = try JSONEncoder().encode(tree)
        let decoded = try JSONDecoder().decode(FrameTree.self, from: data)
        #expect(decoded == tree)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["schema"] as? String == "trellis.frames")
        #expect(object["version"] as? Int == 2)
    }

    @Test func absoluteFramesAreRecomputedAndOptionalKeysDefault() throws {
        let json = #"""
            {"schema":"trellis.frames","version":1,"root":{"frame":{"x":3,"y":4,"width":50,"height":50},
             "children":[{"label":"c","frame":{"x":5,"y":6,"width":1,"height":2},"absoluteFrame":{"x":99,"y":99,"width":1,"height":2}}],
             "futureKey":"ignored"}}
            """#
        let tree = try JSONDecoder().decode(FrameTree.self, from: Data(json.utf8))
        #expect(tree.root.label == nil)
        #expect(tree.root.isHidden == false)
        #expect(tree.root.children[0].absoluteFrame == Rect(x: 5, y: 6, width: 1, height: 2))
    }

    @Test(arguments: [
        (#"{"schema":"other","version":1,"root":{"frame":{"x":0,"y":0,"width":1,"height":1}}}"#, "expected schema \"trellis.frames\""),
        (#"{"schema":"trellis.frames","version":3,"root":{"frame":{"x":0,"y":0,"width":1,"height":1}}}"#, "version 3 is not supported"),
    ])
    func rejectsOtherSchemasAndNewerVersions(json: String, message: String) {
        #expect {
            try JSONDecoder().decode(FrameTree.self, from: Data(json.utf8))
        } throws: { error in
            guard case let DecodingError.dataCorrupted(context) = error else { return false }
            return context.debugDescription.contains(message)
        }
    }

    @Test func jsonValueWritesControlCharactersAndNesting() {
        let value: JSONValue = .object([
            .init("text", .string("tab\there \u{1} \"q\" \\ é")),
            .init("list", .array([.number(1.5), .bool(true), .null])),
            .init("nested", .array([.object([]), .array([])])),
        ])
        #expect(value.string(style: .compact) == #"{"text":"tab\there \u0001 \"q\" \\ é","list":[1.5,true,null],"nested":[{},[]]}"#)
        #expect(value.string(style: .pretty) == """
            {
              "text": "tab\\there \\u0001 \\"q\\" \\\\ é",
              "list": [1.5, true, null],
              "nested": [
                {},
                []
              ]
            }
            """)
    }
}
