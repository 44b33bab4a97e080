// libFuzzer target: transcript decode + layout + every chat renderer (scripts/fuzz/build.sh).
import Foundation
import TrellisChat
import TrellisChatRender
import TrellisRender

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTranscript(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let transcript = try? Transcript(json: Data(bytes: data, count: count)) else { return 0 }
    let scene = ChatScene(layout: transcript.layout(), title: transcript.title)
    _ = ChatSVGRenderer().render(scene)
    _ = ChatHTMLRenderer(includesParagraphs: true).render(scene)
    _ = ChatJSONRenderer().render(scene)
    _ = ChatASCIIRenderer().render(scene)
    return 0
}
