# The rename table that ports UIKit + SnapKit code to Trellis (sed -f, one rule a line).
# scripts/port/generate.sh applies it to scripts/port/UIKitCorpus/*.swift and writes
# Tests/TrellisPortCorpusTests/; .ci/checks/port-corpus.sh checks the output is current.
# Attributed strings: AttributedText is a value, so a `let` NSMutableAttributedString becomes a
# `var`; its NSRange edits throw where UIKit raises NSRangeException, and `try!` keeps UIKit's
# stop on a bad range (write `try` and handle AttributedTextError to recover instead).
s/^import UIKit$/import Trellis/
/^import SnapKit$/d
/required init?(coder: NSCoder)/d
s/UIView\.layoutFittingCompressedSize/Size.layoutFittingCompressedSize/g
s/UIView\.layoutFittingExpandedSize/Size.layoutFittingExpandedSize/g
s/\bUIView\.animate\b/LayoutNode.animate/g
s/\bUITableViewCell\.CellStyle\b/CellNode.CellStyle/g
s/\bUITableViewCell\b/CellNode/g
s/\bUICollectionViewCell\b/CellNode/g
s/\bUIStackView\b/StackNode/g
s/\bUIScrollView\b/ScrollNode/g
s/\bUIButton\b/ButtonNode/g
s/\bUIControl\.State\b/ControlState/g
s/\bUITextView\b/TextViewNode/g
s/\bUIImageView\b/ImageNode/g
s/\bUIView\b/LayoutNode/g
s/\bUILabel\b/Label/g
s/\blet \([A-Za-z_][A-Za-z0-9_]*\) = NSMutableAttributedString\b/var \1 = AttributedText/g
s/\blet \([A-Za-z_][A-Za-z0-9_]*\): NSMutableAttributedString\b/var \1: AttributedText/g
s/\bNSMutableAttributedString\b/AttributedText/g
s/\bNSAttributedString\b/AttributedText/g
s/\([A-Za-z_][A-Za-z0-9_.]*\)\.\(addAttributes\?\|setAttributes\|removeAttribute\)(/try! \1.\2(/g
s/\bUIColor\b/Color/g
s/\bUIViewController\b/ViewController/g
s/\bUIFont\b/Font/g
s/\bNSTextAlignment\b/TextAlignment/g
s/\bNSLineBreakMode\b/LineBreakMode/g
s/\bUILayoutGuide\b/LayoutGuide/g
s/\bUILayoutPriority\b/LayoutPriority/g
s/\bNSLayoutConstraint\.Axis\b/LayoutAxis/g
s/\bNSLayoutConstraint\.Attribute\b/LayoutAttribute/g
s/\bNSLayoutConstraint\b/LayoutConstraint/g
s/\bNSDirectionalEdgeInsets\b/DirectionalEdgeInsets/g
s/\bUIEdgeInsets\b/EdgeInsets/g
s/\bCGRect\b/Rect/g
s/\bCGSize\b/Size/g
s/\bCGPoint\b/Point/g
s/\bCGFloat\b/Double/g
