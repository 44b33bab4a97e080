import Testing
@testable import TrellisRender

@Suite struct RasterTests {
    @Test func checksumsMatchTheirPublishedCheckValues() {
        // CRC-32 (ISO-HDLC) of "123456789" is 0xCBF43926; Adler-32 of "Wikipedia" is 0x11E60398 (RFC 1950's algorithm).
        #expect(PNGEncoder.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(PNGEncoder.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    @Test func zlibStoredBlocksSplitAt65535Bytes() {
        let data = [UInt8](repeating: 7, count: 70_000)
        let stream = PNGEncoder.zlibStored(data)
        #expect(stream.count == 2 + 5 + 65535 + 5 + 4465 + 4)
        #expect((UInt16(stream[0]) << 8 | UInt16(stream[1])) % 31 == 0)  // FCHECK
        #expect(stream[2] == 0 && stream[2 + 5 + 65535] == 1)  // BFINAL on the last block only
    }

    func coverage(_ draw: (inout CoverageRasterizer) -> Void, width: Int = 20, height: Int = 20) -> [[Float]] {
        var rasterizer = CoverageRasterizer(width: width, height: height)
        draw(&rasterizer)
        var image = [[Float]](repeating: [Float](repeating: 0, count: width), count: height)
        rasterizer.sweep { x, y, c in image[y][x] = c }
        return image
    }

    func square(_ r: inout CoverageRasterizer, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        r.line(x0, y0, x1, y0); r.line(x1, y0, x1, y1); r.line(x1, y1, x0, y1); r.line(x0, y1, x0, y0)
    }

    @Test func aSquareCoversItsAreaWithPartialEdges() {
        let image = coverage { square(&$0, 2.5, 2.5, 7.5, 7.5) }
        let total = image.joined().reduce(0, +)
        #expect(abs(total - 25) < 1e-3)
        #expect(abs(image[5][5] - 1) < 1e-6 && abs(image[2][5] - 0.5) < 1e-6 && abs(image[2][2] - 0.25) < 1e-6)
        #expect(image[1][5] == 0 && image[5][8] == 0)
    }

    @Test func overlappingContoursOfOneDirectionFillOnceNonZero() {
        let image = coverage { square(&$0, 2, 2, 8, 8); square(&$0, 4, 4, 10, 10) }
        #expect(image[5][5] == 1 && image[3][3] == 1 && image[9][9] == 1)
        // The reverse direction cuts a hole (winding 0).
        let hole = coverage { square(&$0, 2, 2, 12, 12); $0.line(5, 5, 5, 9); $0.line(5, 9, 9, 9); $0.line(9, 9, 9, 5); $0.line(9, 5, 5, 5) }
        #expect(hole[7][7] == 0 && hole[3][3] == 1)
    }

    @Test func aFlattenedCircleHasTheCirclesArea() {
        var flattener = PathFlattener()
        flattener.append(pathData: "M2 10A8 8 0 1 1 18 10A8 8 0 1 1 2 10Z")
        var rasterizer = CoverageRasterizer(width: 20, height: 20)
        for polygon in flattener.polygons {
            var previous = polygon.last!
            for p in polygon { rasterizer.line(previous.0, previous.1, p.0, p.1); previous = p }
        }
        var total: Float = 0
        rasterizer.sweep { _, _, c in total += c }
        // Chords lie inside the circle, at most `tolerance` from it: an inscribed polygon loses
        // at most 2/3 · tolerance · perimeter of the circle's 201.06 px².
        let lost = Double.pi * 64 - Double(total)
        #expect(lost > 0 && lost <= 2.0 / 3 * flattener.tolerance * 2 * Double.pi * 8 + 0.05, "lost \(lost)")
    }
}
