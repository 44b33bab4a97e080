// The TrellisText types a Label's API is written in, re-exported one by one so UIKit code
// ported to `import Trellis` alone can name them (`Font.systemFont(ofSize: 15)`,
// `.center`). They are TrellisText's own declarations, so a file that also imports
// TrellisText sees one type per name, never two.
@_exported import struct TrellisText.Font
@_exported import struct TrellisText.FontFace
@_exported import enum TrellisText.TextAlignment
@_exported import struct TrellisText.AttributedText
@_exported import enum TrellisText.AttributedTextError
@_exported import struct TrellisText.Color
