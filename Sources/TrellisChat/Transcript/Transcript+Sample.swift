extension Transcript {
    /// The built-in ``ChatSample`` conversation as a transcript: same messages, now, time zone
    /// and group setting, so `trellis render` without a file and with one go the same way.
    ///
    /// ```swift
    /// let layout = Transcript.sample.layout(width: 375)
    /// layout.contentHeight == ChatSample.layout(width: 375).contentHeight   // true
    /// ```
    public static var sample: Transcript {
        var transcript = Transcript(title: "Weekend Hike", now: ChatSample.now, timeZone: ChatSample.timeZone, language: .english,
                   me: ChatSample.me.id, isGroupChat: ChatSample.configuration.isGroupChat,
                   senders: [ChatSample.me, ChatSample.alice, ChatSample.liLei, ChatSample.bob], messages: ChatSample.messages)
        transcript.unreadMessageID = ChatSample.unreadMessageID
        transcript.typingSenders = ChatSample.typingSenders
        return transcript
    }
}
