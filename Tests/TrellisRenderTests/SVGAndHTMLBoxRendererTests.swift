import Testing
import Trellis
import TrellisRender

@Suite struct SVGBoxRendererTests {
    @Test func smallTreeIsExact() {
        let tree = FrameTree(root: FrameTree.Node(label: "cell", frame: Rect(x: 0, y: 0, width: 120, height: 64), children: [
            FrameTree.Node(label: "bubble", frame: Rect(x: 48, y: 8, width: 64, height: 40), children: [
                FrameTree.Node(label: "text", frame: Rect(x: 8, y: 8, width: 48, height: 24.333)),
            ]),
            FrameTree.Node(label: "badge", frame: Rect(x: 104, y: 52, width: 12, height: 8), isHidden: true),
        ]))
        #expect(SVGBoxRenderer().render(tree) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="120" height="64" viewBox="0 0 120 64" font-family="monospace" font-size="10">
              <rect x="0" y="0" width="120" height="64" fill="#ffffff"/>
              <g>
                <title>cell (0, 0, 120, 64)</title>
                <rect x="0" y="0" width="120" height="64" fill="#4e79a7" fill-opacity="0.08" stroke="#4e79a7" stroke-width="1"/>
                <text x="2" y="11" fill="#4e79a7">cell</text>
              </g>
              <g>
                <title>bubble (48, 8, 64, 40)</title>
                <rect x="48" y="8" width="64" height="40" fill="#f28e2b" fill-opacity="0.08" stroke="#f28e2b" stroke-width="1"/>
                <text x="50" y="19" fill="#f28e2b">bubble</text>
              </g>
              <g>
                <title>text (56, 16, 48, 24.33)</title>
                <rect x="56" y="16" width="48" height="24.33" fill="#e15759" fill-opacity="0.08" stroke="#e15759" stroke-width="1"/>
                <text x="58" y="27" fill="#e15759">text</text>
              </g>
              <g opacity="0.4">
                <title>badge (104, 52, 12, 8) hidden</title>
                <rect x="104" y="52" width="12" height="8" fill="#f28e2b" fill-opacity="0.08" stroke="#f28e2b" stroke-width="1" stroke-dasharray="3 2"/>
              </g>
            </svg>

            """)
    }

    @Test func labelsAreEscapedAndUnlabelledNodesNamedByPath() {
        let svg = SVGBoxRenderer().render(Fixtures.awkward())
        #expect(svg.contains("<text x=\"2\" y=\"11\" fill=\"#4e79a7\">a&lt;b&gt; &amp; \"c\"</text>"))
        #expect(svg.contains("<title>#0 (0, 0.33, 0.67, 10)</title>"))
        #expect(!svg.contains("-0"))
    }

    @Test func appearanceControlsColoursLabelsAndHiddenNodes() {
        let look = BoxAppearance(palette: ["#111111"], fillOpacity: 0, labelSize: 0, hiddenNodes: .omitted, background: nil)
        let svg = SVGBoxRenderer(appearance: look).render(Fixtures.cell())
        #expect(!svg.contains("<text"))
        #expect(!svg.contains("badge"))
        #expect(!svg.contains("font-size"))
        #expect(!svg.contains("#ffffff"))
        #expect(svg.components(separatedBy: "stroke=\"#111111\"").count - 1 == 4)
        #expect(BoxAppearance(palette: []).color(depth: 3) == "#000000")
    }
}

@Suite struct HTMLBoxRendererTests {
    @Test func boxesAreAbsolutelyPositionedSiblings() {
        let tree = FrameTree(root: FrameTree.Node(label: "cell", frame: Rect(x: 0, y: 0, width: 120, height: 64), children: [
            FrameTree.Node(label: "<b>", frame: Rect(x: 8.5, y: 8, width: 32, height: 32), isHidden: true),
        ]))
        #expect(HTMLBoxRenderer(title: "Cell").render(tree) == """
            <!DOCTYPE html>
            <html lang="en">
              <head>
                <meta charset="utf-8">
                <title>Cell</title>
                <style>
            body{margin:0}
            .trellis-canvas{position:relative;overflow:visible}
            .trellis-box{position:absolute;box-sizing:border-box;border:1px solid;overflow:hidden;white-space:nowrap;font:10px/1.2 monospace;padding:1px 2px}
            .trellis-mark{position:absolute;box-sizing:border-box;white-space:nowrap;font:10px/1 monospace}
            .trellis-image{border:1px dashed}
            .trellis-hidden{border-style:dashed;opacity:0.4}
            </style>
              </head>
              <body>
                <div class="trellis-canvas" style="width:120px;height:64px;background:#ffffff">
                  <div class="trellis-box" style="left:0;top:0;width:120px;height:64px;border-color:#4e79a7;background:rgba(78,121,167,0.08);color:#4e79a7" title="cell (0, 0, 120, 64)">cell</div>
                  <div class="trellis-box trellis-hidden" style="left:8.5px;top:8px;width:32px;height:32px;border-color:#f28e2b;background:rgba(242,142,43,0.08);color:#f28e2b" title="&lt;b&gt; (8.5, 8, 32, 32) hidden">&lt;b&gt;</div>
                </div>
              </body>
            </html>

            """)
    }

    @Test func nestedNodesUseAbsoluteCoordinates() {
        let html = HTMLBoxRenderer().render(Fixtures.cell())
        #expect(html.contains("style=\"left:56px;top:16px;width:48px;height:24px;"))
        #expect(html.components(separatedBy: "class=\"trellis-box").count - 1 == 5)
        var look = BoxAppearance()
        look.hiddenNodes = .omitted
        look.palette = ["red"]
        let omitted = HTMLBoxRenderer(appearance: look).render(Fixtures.cell())
        #expect(!omitted.contains("badge"))
        #expect(omitted.contains("background:red"))
    }
}
