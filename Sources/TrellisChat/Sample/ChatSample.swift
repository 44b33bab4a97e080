import Foundation

/// A deterministic sample conversation for renderers, demos and tests: a group chat over
/// several days with English, Chinese, emoji, a long URL, an image, a file, a location, a
/// contact, a voice clip, a system notice, a custom message type and outgoing messages.
///
/// ```swift
/// var layout = ChatSample.layout(width: 375)
/// let cells = layout.allCells()
/// ```
public enum ChatSample {
    /// "Now" for the sample: Monday 1 December 2025, 15:00 in Shanghai (UTC+8).
    public static let now: Double = 1_764_572_400
    /// The sample's time zone (Asia/Shanghai).
    public static let timeZone = TimeZone(identifier: "Asia/Shanghai") ?? TimeZone(secondsFromGMT: 8 * 3600)!

    /// The people in the chat; `me` sends the outgoing messages.
    public static let me = ChatSender(id: "me", displayName: "Me", avatar: "avatars/me.png")
    /// Alice writes in English.
    public static let alice = ChatSender(id: "alice", displayName: "Alice", avatar: "avatars/alice.png")
    /// 李雷 writes in Chinese.
    public static let liLei = ChatSender(id: "lilei", displayName: "李雷", avatar: "avatars/lilei.png")
    /// Bob sends media.
    public static let bob = ChatSender(id: "bob", displayName: "Bob", avatar: nil)

    /// The custom type used by the sample's poll message (no built-in template: it shows as
    /// "unsupported" unless an app registers one).
    public static let pollType = "poll"

    /// The messages, oldest first (ids `s1`, `s2`...).
    public static var messages: [ChatMessage] {
        let day = 86_400.0
        // Seconds before `now`.
        let entries: [(Double, ChatSender, MessageKind)] = [
            (40 * day, alice, .system("Alice created the group \"Weekend Hike\"")),
            (40 * day - 30, alice, .text("Hi everyone! Planning a hike this weekend 🏔️")),
            (5 * day + 3600, liLei, .text("好主意！我周六有空，周日要加班。")),
            (5 * day + 3590, me, .text("Saturday works for me too 👍")),
            (5 * day + 3500, alice, .text("Great. Here is the trail: https://example.com/trails/west-ridge-loop?start=north-gate&distance=12km&difficulty=moderate")),
            (2 * day + 7200, bob, .image(pixelSize: Size(width: 1200, height: 800))),
            (2 * day + 7180, bob, .text("Last year's view from the top")),
            (2 * day + 7100, liLei, .text("太美了😍 我们几点出发？")),
            (2 * day + 7090, me, .text("8:00 at the north gate?")),
            (day + 600, alice, .file(FileAttachment(name: "West Ridge Loop map.pdf", byteSize: 2_457_600))),
            (day + 590, alice, .location(title: "North Gate Parking", address: "1 Trailhead Road, West Hills")),
            (day + 580, me, .voice(duration: 14)),
            (day + 500, liLei, .contact(name: "王芳", detail: "Knows the trail well")),
            (day + 450, bob, .custom(type: pollType, payload: ["question": "Lunch at the summit?", "options": "yes,no"])),
            (3 * 3600, me, .text("Forecast says sunny ☀️ with a light breeze, 18°C. Bring water, sunscreen and a light jacket.")),
            (3 * 3600 - 20, alice, .text("👨‍👩‍👧‍👦 my family is coming too!")),
            (3 * 3600 - 40, alice, .text("Is that OK?")),
            (3 * 3600 - 50, me, .text("Of course!")),
            (3 * 3600 - 55, liLei, .text("欢迎欢迎 🎉🎉🎉")),
            (600, bob, .system("Bob changed the group name to \"Hike 🏔️ Sat 8:00\"")),
            (300, bob, .voice(duration: 55)),
            (120, liLei, .text("明天见！记得带上登山杖和足够的水，山顶风大，注意保暖。")),
            (60, me, .text("See you tomorrow 👋")),
            (5, alice, .image(pixelSize: Size(width: 600, height: 1400))),
            (4, bob, .album(images: [Size(width: 1200, height: 800), Size(width: 800, height: 1200), Size(width: 1000, height: 1000),
                                     Size(width: 1200, height: 900), Size(width: 900, height: 1200), Size(width: 1600, height: 900)],
                            caption: "Last year's hike")),
            (3, liLei, .text("👍🎉")),
        ]
        let extras = sampleExtras
        return entries.enumerated().map { index, entry in
            let (ago, sender, kind) = entry
            let id = MessageID("s\(index + 1)")
            return ChatMessage(id: id, sender: sender, direction: sender == me ? .outgoing : .incoming,
                               timestamp: now - ago, kind: kind, extras: extras[id] ?? MessageExtras())
        }
    }

    /// What the sample shows around its messages: delivery statuses on the outgoing ones (one
    /// failed), a quote, reactions, a link preview, an edited and a forwarded message.
    static var sampleExtras: [MessageID: MessageExtras] {
        [
            "s2": MessageExtras(reactions: [Reaction("👍", count: 3, isMine: true), Reaction("🏔️", count: 2)]),
            "s4": MessageExtras(status: .read),
            "s5": MessageExtras(linkPreview: LinkPreview(url: "https://example.com/trails/west-ridge-loop", site: "Example Trails",
                                                         title: "West Ridge Loop", summary: "12 km loop, 640 m of climbing, moderate. Views over the valley from the summit.",
                                                         imageSize: Size(width: 1200, height: 630))),
            "s8": MessageExtras(reply: ReplyPreview(messageID: "s6", senderName: bob.displayName, text: "Photo", hasThumbnail: true)),
            "s9": MessageExtras(status: .read, reply: ReplyPreview(messageID: "s8", senderName: liLei.displayName, text: "太美了😍 我们几点出发？")),
            "s12": MessageExtras(status: .delivered),
            "s15": MessageExtras(status: .read, reactions: [Reaction("☀️"), Reaction("👍", count: 2)], isEdited: true),
            "s17": MessageExtras(forwardedFrom: "Hiking Club"),
            "s18": MessageExtras(status: .delivered),
            "s23": MessageExtras(status: .failed),
        ]
    }

    /// The first unread message of the sample.
    public static let unreadMessageID: MessageID = "s20"

    /// Who is typing at the end of the sample.
    public static var typingSenders: [ChatSender] { [alice] }

    /// The sample's configuration: the classic WeChat cell in a group chat.
    public static var configuration: ChatConfiguration {
        var configuration = ChatConfiguration()
        configuration.isGroupChat = true
        return configuration
    }

    /// A header formatter fixed at the sample's now and time zone.
    public static func headerFormatter(language: ChatLanguage = .english) -> TimeHeaderFormatter {
        TimeHeaderFormatter(now: { now }, timeZone: timeZone, language: language)
    }

    /// The sample laid out at `width`.
    ///
    /// ```swift
    /// let layout = ChatSample.layout(width: 375)
    /// layout.contentHeight
    /// ```
    public static func layout(width: Double = 375, language: ChatLanguage = .english,
                              direction: LayoutDirection = .leftToRight) -> ChatLayout {
        var configuration = configuration
        configuration.layoutDirection = direction
        return layout(width: width, language: language, configuration: configuration)
    }

    /// The sample laid out at `width` with `configuration` (a style preset, say), with its
    /// unread separator and typing indicator.
    ///
    /// ```swift
    /// var telegram = ChatConfiguration(style: .telegram); telegram.isGroupChat = true
    /// let layout = ChatSample.layout(width: 375, configuration: telegram)
    /// ```
    public static func layout(width: Double = 375, language: ChatLanguage = .english, configuration: ChatConfiguration) -> ChatLayout {
        var configuration = configuration
        configuration.clockOffset = Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: now)))
        var layout = ChatLayout(width: width, registry: ChatTemplateRegistry(configuration: configuration),
                                headerFormatter: headerFormatter(language: language))
        // The sample's ids are unique and s20 is one of them, so these cannot throw.
        let viewport = Viewport(offsetY: 0, height: 0)
        _ = try? layout.replaceAll(messages, viewport: viewport)
        _ = try? layout.setUnreadSeparator(above: unreadMessageID, viewport: viewport)
        layout.setTypingIndicator(typingSenders, viewport: viewport)
        return layout
    }
}
