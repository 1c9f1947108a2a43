/// What kind of speech an utterance is; the transcript writes it before the text.
public enum UtteranceKind: String, CaseIterable, Sendable {
    case focus, hint, typed, deleted, cursor, announce, sound
    /// An element's new value (a switch flipped, an adjustable element moved).
    case value
    /// The custom action swipes have selected.
    case action
}

/// The role of a segment, which a renderer may turn into prosody.
public enum SegmentRole: String, Sendable {
    case label, value, state, trait, hint, echo, announcement, sound
}

/// One part of an utterance: spoken words with the role they play.
public struct Segment: Hashable, Sendable {
    public var role: SegmentRole
    /// The words to say, with control characters named (never raw) by a phrasebook.
    public var text: String
    /// Whether the segment is a capital letter, which VoiceOver may say at a higher pitch.
    public var isCapital: Bool
    /// Whether the segment is one of VoiceOver's words that the book says in English for
    /// want of its own (`EnglishStandIn`), which audio speaks with the English voice.
    public var isEnglishStandIn = false

    /// A segment of text, its control characters named in the phrasebook's language.
    public init(_ role: SegmentRole, _ text: String, in phrases: Phrasebook, isCapital: Bool = false) {
        self.init(role, named: phrases.spoken(text), isCapital: isCapital)
    }

    /// A segment of text whose control characters a phrasebook has already named, or which
    /// has none (a phrasebook's own words).
    public init(_ role: SegmentRole, named text: String, isCapital: Bool = false) {
        self.role = role
        self.text = text
        self.isCapital = isCapital
    }
}

/// One thing the screen reader says: a kind and its ordered segments.
public struct Utterance: Hashable, Sendable {
    public var kind: UtteranceKind
    public var segments: [Segment]

    public init(_ kind: UtteranceKind, _ segments: consuming [Segment]) {
        self.kind = kind
        // In place: the array is the caller's to give, so no filtered copy is made. Looked
        // for first: `removeAll(where:)` rebuilds the array's end even when nothing goes.
        if segments.contains(where: { $0.text.isEmpty }) { segments.removeAll { $0.text.isEmpty } }
        self.segments = segments
    }

    /// The text the transcript shows: the segments joined by `", "`.
    public var text: String {
        var result = ""
        for segment in segments {
            if !result.isEmpty { result += ", " }
            result += segment.text
        }
        return result
    }

    /// `text.count`, without building the text when it can: where two segments meet in ASCII,
    /// the `", "` between them joins no characters (a combining mark after the space, or a
    /// prepended one before the comma, would), and a segment whose scalars are all below
    /// U+0300 is counted without the Unicode tables (`Graphemes.countBelowU0300`). One pass,
    /// each segment read in place; a property test holds it to `text.count`.
    var characterCount: Int {
        var count = 0
        var started = false
        for index in segments.indices {
            let length: Int
            if let counted = Graphemes.countBelowU0300(segments[index].text) {
                length = counted
            } else if segments.count == 1 {
                // The text is this segment's alone.
                return segments[index].text.count
            } else if (segments[index].text.utf8.first ?? 0) < 0x80 && (segments[index].text.utf8.last ?? 0) < 0x80 {
                length = segments[index].text.count
            } else {
                return text.count
            }
            // As `text` does: a separator before each segment once the text is not empty.
            if started { count += 2 }
            count += length
            started = started || length > 0
        }
        return count
    }

    public static func sound(_ name: String) -> Utterance {
        Utterance(.sound, [Segment(.sound, named: name)])
    }
}
