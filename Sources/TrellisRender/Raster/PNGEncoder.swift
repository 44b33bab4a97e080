/// Writes 8-bit RGBA images as PNG (ISO/IEC 15948): IHDR, one IDAT holding a zlib stream
/// (RFC 1950) of stored deflate blocks (RFC 1951 §3.2.4, no compression) with its Adler-32,
/// IEND; each chunk with its CRC-32. Every row uses filter 0.
///
/// The file is written in one pass into a buffer of its exact size: each stored block's bytes
/// are copied from the rows and summed (Adler-32, then CRC-32 reading eight bytes per step with
/// slicing-by-8 tables derived from the bytewise one) while they are still in cache.
package enum PNGEncoder {
    /// The PNG file of a `width` × `height` image of RGBA bytes, rows top to bottom.
    /// - Complexity: O(pixels), one pass over them.
    package static func encode(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        precondition(rgba.count == width * height * 4, "RGBA buffer size")
        let rowBytes = width * 4
        let rawCount = (rowBytes + 1) * height
        let idatCount = zlibCount(rawCount)
        let total = 8 + (12 + 13) + (12 + idatCount) + 12
        return [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            let out = buffer.baseAddress!
            var at = 0
            func byte(_ value: UInt8) {
                out[at] = value
                at += 1
            }
            func word(_ value: UInt32) {
                byte(UInt8(value >> 24)); byte(UInt8((value >> 16) & 0xFF)); byte(UInt8((value >> 8) & 0xFF)); byte(UInt8(value & 0xFF))
            }
            func bytes(_ values: [UInt8]) { for value in values { byte(value) } }
            /// The CRC of the chunk type and data written since `start`, appended.
            func chunkCRC(from start: Int, _ register: UInt32 = 0xFFFF_FFFF) {
                word(update(register, UnsafeRawBufferPointer(start: out + start, count: at - start)) ^ 0xFFFF_FFFF)
            }
            bytes([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            word(13)
            var start = at
            bytes(Array("IHDR".utf8))
            word(UInt32(width))
            word(UInt32(height))
            bytes([8, 6, 0, 0, 0])  // depth 8, RGBA, deflate, filter 0, no interlace
            chunkCRC(from: start)
            word(UInt32(idatCount))
            start = at
            bytes(Array("IDAT".utf8))
            bytes([0x78, 0x01])  // deflate, 32K window, no preset dictionary, check bits
            var crc: UInt32 = 0xFFFF_FFFF
            var adler = Adler32()
            rgba.withUnsafeBufferPointer { pixels in
                let source = pixels.baseAddress!
                var offset = 0  // in the raw scanlines: a 0 filter byte, then the row, per row
                repeat {
                    let length = min(65535, rawCount - offset)
                    let final: UInt8 = offset + length == rawCount ? 1 : 0
                    bytes([final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)])
                    let blockStart = at
                    var written = 0
                    while written < length {
                        let row = offset / (rowBytes + 1), column = offset % (rowBytes + 1)
                        if column == 0 {
                            byte(0)
                            written += 1
                            offset += 1
                            continue
                        }
                        let take = min(rowBytes - (column - 1), length - written)
                        (out + at).initialize(from: source + row * rowBytes + column - 1, count: take)
                        at += take
                        written += take
                        offset += take
                    }
                    adler.add(UnsafeBufferPointer(start: out + blockStart, count: length))
                    // The block header and its bytes, while they are in cache.
                    crc = update(crc, UnsafeRawBufferPointer(start: out + start, count: at - start))
                    start = at
                } while offset < rawCount
            }
            word(adler.value)
            chunkCRC(from: start, crc)
            word(0)
            start = at
            bytes(Array("IEND".utf8))
            chunkCRC(from: start)
            precondition(at == total, "PNG size")
            initialized = at
        }
    }

    /// The size of the zlib stream of stored blocks for `count` bytes.
    static func zlibCount(_ count: Int) -> Int {
        2 + max(1, (count + 65534) / 65535) * 5 + count + 4
    }

    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(zlibCount(data.count))
        data.withUnsafeBufferPointer { bytes in
            zlibStored(count: data.count, into: &out) { offset, destination in
                _ = destination.initialize(from: UnsafeBufferPointer(rebasing: bytes[offset..<(offset + destination.count)]))
            }
        }
        return out
    }

    /// Appends a zlib stream of stored blocks of `count` bytes to `out`; `fill(offset, buffer)`
    /// writes the bytes `offset..<offset + buffer.count` of the data into `buffer`.
    private static func zlibStored(count: Int, into out: inout [UInt8],
                                   fill: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void) {
        out += [0x78, 0x01]  // deflate, 32K window, no preset dictionary, check bits
        var adler = Adler32()
        var offset = 0
        repeat {
            let length = min(65535, count - offset)
            let final: UInt8 = offset + length == count ? 1 : 0
            out += [final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            let start = out.count
            out.append(contentsOf: repeatElement(0, count: length))
            out.withUnsafeMutableBufferPointer { buffer in
                let block = UnsafeMutableBufferPointer(rebasing: buffer[start..<(start + length)])
                fill(offset, block)
                adler.add(UnsafeBufferPointer(block))
            }
            offset += length
        } while offset < count
        append32(adler.value, to: &out)
    }

    static func adler32(_ data: [UInt8]) -> UInt32 {
        var adler = Adler32()
        data.withUnsafeBufferPointer { adler.add($0) }
        return adler.value
    }

    /// The running Adler-32 of RFC 1950.
    private struct Adler32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var value: UInt32 { b << 16 | a }

        mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
            var index = 0
            while index < bytes.count {
                let end = min(bytes.count, index + 5552)  // the most bytes before the sums may overflow
                for k in index..<end { a &+= UInt32(bytes[k]); b &+= a }
                a %= 65521; b %= 65521
                index = end
            }
        }
    }

    /// Slicing-by-8: `crcTables[k * 256 + n]` is the CRC register after byte `n` and `k` zero bytes.
    private static let crcTables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            tables[n] = c
        }
        for k in 1..<8 {
            for n in 0..<256 {
                let previous = tables[(k - 1) * 256 + n]
                tables[k * 256 + n] = tables[Int(previous & 0xFF)] ^ (previous >> 8)
            }
        }
        return tables
    }()

    static func crc32(_ bytes: [UInt8]) -> UInt32 { crc32(bytes[...]) }

    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBufferPointer { update(0xFFFF_FFFF, UnsafeRawBufferPointer($0)) } ^ 0xFFFF_FFFF
    }

    /// The CRC register `register` after `raw` (no inversion: CRC-32 starts from all ones
    /// and inverts the final register).
    private static func update(_ register: UInt32, _ raw: UnsafeRawBufferPointer) -> UInt32 {
        var c = register
        crcTables.withUnsafeBufferPointer { t in
            let bytes = raw.assumingMemoryBound(to: UInt8.self)
            var i = 0
            let n = bytes.count
            while i + 8 <= n {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let low = c ^ UInt32(truncatingIfNeeded: word)
                let high = UInt32(truncatingIfNeeded: word >> 32)
                c = t[7 * 256 + Int(low & 0xFF)] ^ t[6 * 256 + Int((low >> 8) & 0xFF)]
                    ^ t[5 * 256 + Int((low >> 16) & 0xFF)] ^ t[4 * 256 + Int(low >> 24)]
                    ^ t[3 * 256 + Int(high & 0xFF)] ^ t[2 * 256 + Int((high >> 8) & 0xFF)]
                    ^ t[1 * 256 + Int((high >> 16) & 0xFF)] ^ t[Int(high >> 24)]
                i += 8
            }
            while i < n {
                c = t[Int((c ^ UInt32(bytes[i])) & 0xFF)] ^ (c >> 8)
                i += 1
            }
        }
        return c
    }

    private static func append32(_ value: UInt32, to out: inout [UInt8]) {
        out += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
