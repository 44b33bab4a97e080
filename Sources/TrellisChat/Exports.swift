// `import TrellisChat` brings the layout DSL and the text engine too, so a chat screen's
// layout code needs one import.
@_exported import Trellis
@_exported import TrellisText
