import UIKit
import SnapKit
import Testing

// Attributed strings built the UIKit way (NSAttributedString(string:attributes:),
// NSMutableAttributedString with append and NSRange edits) shown in UILabels, in UIKit +
// SnapKit spelling. The label's font is the system font (Trellis: the bundled Noto Sans, so
// widths are the same on every machine). Frames from UIKit's rules: a UILabel's intrinsic
// size is its text's width and line height rounded up to the pixel (1x here); runs of
// several fonts are one line as wide as the runs' widths added (kerning inside runs only),
// as tall as the tallest run's ascent + descent. Noto Sans advances (units per 1000 em, HarfBuzz,
// kerning included) and its line height, 1.362 em (hhea 1069 + 293), give the numbers.
// (Trellis rounds the label's edges to the pixel instead of rounding its size up; every
// fraction below is at least half a pixel, where both give the same frame.)

@Test func idiom82LabelWithBoldNameAndRegularMessage() {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 60))
    let messageLabel = UILabel()
    let text = NSMutableAttributedString(string: "Alice", attributes: [.font: UIFont.boldSystemFont(ofSize: 16),
                                                                       .foregroundColor: UIColor.black])
    text.append(NSAttributedString(string: ": See you at five", attributes: [.font: UIFont.systemFont(ofSize: 16),
                                                                             .foregroundColor: UIColor.darkGray]))
    messageLabel.attributedText = text
    cell.addSubview(messageLabel)
    messageLabel.snp.makeConstraints { make in make.top.leading.equalToSuperview().offset(12) }
    cell.layoutIfNeeded()
    // "Alice" Bold 16: 690 + 305 + 305 + 514 + 591 = 2405 → 38.48; ": See you at five" Regular 16:
    // 7314 → 117.024; one line 155.504 wide (rounded up: 156), 1.362 × 16 = 21.792 tall (22).
    #expect(messageLabel.frame == CGRect(x: 12, y: 12, width: 156, height: 22))
}

@Test func idiom83PreviewBuiltByAppends() {
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    let preview = UILabel()
    let text = NSMutableAttributedString()
    text.append(NSAttributedString(string: "Bob", attributes: [.font: UIFont.boldSystemFont(ofSize: 16)]))
    text.append(NSAttributedString(string: " · ", attributes: [.font: UIFont.systemFont(ofSize: 16), .foregroundColor: UIColor.gray]))
    text.append(NSAttributedString(string: "3 new messages", attributes: [.font: UIFont.systemFont(ofSize: 16),
                                                                          .foregroundColor: UIColor.gray]))
    preview.attributedText = text
    row.addSubview(preview)
    preview.snp.makeConstraints { make in
        make.leading.equalToSuperview().offset(20)
        make.centerY.equalToSuperview()
    }
    row.layoutIfNeeded()
    // 3 + 3 + 14 UTF-16 units. "Bob" Bold 16: 1924 → 30.784; " · " Regular 16: 788 → 12.608;
    // "3 new messages" Regular 16: 7716 → 123.456; 166.848 wide (167), 21.792 tall (22),
    // centred in 44: y = (44 - 22) / 2 = 11.
    #expect(text.length == 20)
    #expect(preview.frame == CGRect(x: 20, y: 11, width: 167, height: 22))
}

@Test func idiom84BoldWordByAddAttributeOnARange() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let reminder = UILabel()
    let text = NSMutableAttributedString(string: "Due tomorrow at noon", attributes: [.font: UIFont.systemFont(ofSize: 16)])
    text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 16), range: NSRange(location: 4, length: 8))
    text.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 4, length: 8))
    reminder.attributedText = text
    view.addSubview(reminder)
    reminder.snp.makeConstraints { make in make.top.leading.equalToSuperview().offset(12) }
    view.layoutIfNeeded()
    // "Due " Regular 16: 2172 → 34.752; "tomorrow" Bold 16: 4997 → 79.952; " at noon" Regular
    // 16: 3888 → 62.208; 176.912 wide (177; all Regular it was 10743 → 171.888), 22 tall.
    #expect(reminder.frame == CGRect(x: 12, y: 12, width: 177, height: 22))
}

@Test func idiom85LargerAmountBySetAttributes() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let totalLabel = UILabel()
    let text = NSMutableAttributedString(string: "Total: $42", attributes: [.font: UIFont.systemFont(ofSize: 16)])
    text.setAttributes([.font: UIFont.boldSystemFont(ofSize: 24)], range: NSRange(location: 7, length: text.length - 7))
    totalLabel.attributedText = text
    view.addSubview(totalLabel)
    totalLabel.snp.makeConstraints { make in
        make.trailing.equalToSuperview().offset(-12)
        make.top.equalToSuperview().offset(8)
    }
    view.layoutIfNeeded()
    // "Total: " Regular 16: 2799 → 44.784; "$42" Bold 24: 572 × 3 = 1716 → 41.184; 85.968 wide
    // (86), as tall as its 24 pt run: 1.362 × 24 = 32.688 (33). Right edge 320 - 12 = 308.
    #expect(totalLabel.frame == CGRect(x: 222, y: 8, width: 86, height: 33))
}
