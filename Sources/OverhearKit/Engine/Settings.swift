/// The screen reader's settings that change what is said and when.
public struct Settings: Equatable, Sendable {
    /// What VoiceOver echoes while typing.
    public enum TypingEcho: String, CaseIterable, Sendable {
        case characters, words
        case charactersAndWords = "characters-and-words"
        case none

        var echoesCharacters: Bool { self == .characters || self == .charactersAndWords }
        var echoesWords: Bool { self == .words || self == .charactersAndWords }
    }

    /// How capital letters are marked when echoed.
    public enum Capitals: String, CaseIterable, Sendable {
        case pitch
        case speakCap = "speak-cap"
    }

    public var typingEcho = TypingEcho.charactersAndWords
    public var hints = true
    /// Milliseconds from the end of a focus utterance to its hint; not scaled by rate.
    public var hintDelay = 400
    /// Speaking rate, 1–100; 50 is the normal rate the durations are given at.
    public var rate = 50
    public var capitals = Capitals.pitch
    /// The language of VoiceOver's own words: the code of a book in `Phrasebook.all`.
    public var language = "en"
    /// An espeak-ng voice name, used by audio output only; empty for the default voice.
    public var voice = ""

    /// The voice of the default language, English.
    public static let defaultVoice = "en-us"

    /// The voice audio speaks: the one set, else the language's (`de` for German).
    public var spokenVoice: String { voice.isEmpty ? phrases.voice : voice }

    public init() {}
}
