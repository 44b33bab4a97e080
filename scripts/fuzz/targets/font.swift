// libFuzzer target: the font reader and the text measurer (scripts/fuzz/build.sh).
import TrellisText

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    guard let faces = try? FontFace.faceCount(bytes: bytes) else { return 0 }
    for index in 0..<min(faces, 4) {
        guard let face = try? FontFace(bytes: bytes, faceIndex: index, identifier: "fuzz") else { continue }
        let font = Font(face: face, size: 17)
        let layout = PreparedText("Hello, world! ffi 你好 👋🏽 مرحبا\tA\u{301}", font: font).layout(maxWidth: 120)
        _ = layout.width
    }
    return 0
}
