#!/usr/bin/env python3
"""Oracle for PNGEncoderTests: the PNG files PNGEncoder must write. The zlib stream is
written by hand as RFC 1950/1951 define it (header 78 01, stored blocks of the largest LEN,
65,535 bytes, then zlib.adler32), checked by decompressing it with Python's zlib; chunk CRCs
are binascii.crc32.

    python3 scripts/png/stored_png_oracle.py

prints, for each case, the file's length and CRC-32 (and the whole file for the tiny one);
Tests/TrellisRenderTests/PNGEncoderTests.swift holds those numbers as literals.
"""
import binascii
import struct
import zlib


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", binascii.crc32(kind + data) & 0xFFFFFFFF)


def stored(data):
    out = b"\x78\x01"
    offset = 0
    while True:
        block = data[offset:offset + 65535]
        offset += len(block)
        final = 1 if offset == len(data) else 0
        out += struct.pack("<BHH", final, len(block), len(block) ^ 0xFFFF) + block
        if final:
            break
    out += struct.pack(">I", zlib.adler32(data) & 0xFFFFFFFF)
    assert zlib.decompress(out) == data
    return out


def png(width, height, rgba):
    rows = b"".join(b"\x00" + rgba[y * width * 4:(y + 1) * width * 4] for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", stored(rows)) + chunk(b"IEND", b"")


def pattern(width, height):
    return bytes((i * 7 + i // 13) & 0xFF for i in range(width * height * 4))


tiny = png(1, 2, bytes([255, 0, 0, 255, 0, 255, 0, 128]))
print("tiny", len(tiny), ", ".join(f"0x{b:02X}" for b in tiny))
for width, height in [(128, 128), (300, 251)]:
    data = png(width, height, pattern(width, height))
    print(f"{width}x{height}", len(data), f"crc32=0x{binascii.crc32(data) & 0xFFFFFFFF:08X}")
