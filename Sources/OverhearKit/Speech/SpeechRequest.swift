/// An utterance together with how it joins the speech already going on (spec §5).
public struct SpeechRequest: Equatable, Sendable {
    /// How a request is scheduled against speech in progress.
    public enum Priority: Equatable, Sendable {
        /// The screen reader's own speech: the first of a step interrupts, the rest follow it.
        case screenReader
        /// Spoken `hint-delay` ms after the utterance before it ends.
        case hint
        /// An app announcement: interrupts whatever is speaking or waiting.
        case announcement
        /// An announcement that waits its turn.
        case queuedAnnouncement
        /// An app announcement posted this many ms after the step (the `mdc` error).
        case deferredAnnouncement(Int)
    }

    public var utterance: Utterance
    public var priority: Priority

    public init(_ utterance: Utterance, _ priority: Priority) {
        self.utterance = utterance
        self.priority = priority
    }
}
