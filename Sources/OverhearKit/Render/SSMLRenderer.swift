/// Renders an utterance to SSML for the synthesiser: user text escaped once, here; prosody
/// from roles, its pitch in the synthesiser's own values (`pitch`, given by the speech edge).
public enum SSMLRenderer {
    /// The most characters one utterance may speak, so a huge paste cannot become hours of audio.
    public static let characterLimit = 4000

    /// The pause between an utterance's segments at the normal rate, as VoiceOver pauses at
    /// its commas, in ms.
    public static let segmentPause = 150

    /// The SSML of an utterance whose segments are `pause` ms apart (`segmentPause` at the
    /// normal rate, shorter as speech is faster: the caller scales it with the rate). `pitch`
    /// gives the synthesiser's `<prosody pitch>` value for a pitch in semitones from the voice's.
    public static func render(_ utterance: Utterance, capitals: Settings.Capitals, pause: Int = segmentPause,
                              pitch: (_ semitones: Double) -> Int) -> String {
        var output = "<speak>"
        let pauseElement = "<break time=\"\(pause)ms\"/>"
        for (index, (segment, text)) in zip(utterance.segments, spokenTexts(utterance)).enumerated() {
            if index > 0 { output += pauseElement }
            var spoken = XMLText.escape(text)
            if let semitones = semitones(for: utterance.kind, segment: segment, capitals: capitals) {
                spoken = "<prosody pitch=\"\(pitch(semitones))\">" + spoken + "</prosody>"
            }
            // A stand-in is heard as English, not read by another language's rules.
            output += segment.isEnglishStandIn ? englishVoice + spoken + "</voice>" : spoken
        }
        return output + "</speak>"
    }

    /// Where a segment of English stand-in words starts: the English book's voice.
    static let englishVoice = "<voice name=\"\(XMLText.escape(Phrasebook.english.voice))\">"

    /// How many characters of the utterance the limit leaves unspoken (0 for most).
    public static func leftOut(_ utterance: Utterance) -> Int {
        utterance.segments.reduce(0) { $0 + $1.text.count } - spokenTexts(utterance).reduce(0) { $0 + $1.count }
    }

    /// The segments' texts as spoken: within `characterLimit` in all, cut after the last whole
    /// word that fits (mid-word only for a word longer than what is left).
    static func spokenTexts(_ utterance: Utterance) -> [String] {
        var budget = characterLimit
        var texts: [String] = []
        for segment in utterance.segments where budget > 0 {
            var text = segment.text
            if text.count > budget {
                // One character more: a space just past the limit ends a whole word.
                let fits = text.prefix(budget + 1)
                if let space = fits.lastIndex(where: \.isWhitespace) {
                    text = String(fits[..<space])
                    while text.last?.isWhitespace == true { text.removeLast() }
                } else {
                    text = String(text.prefix(budget))
                }
                budget = 0
            } else {
                budget -= text.count
            }
            texts.append(text)
        }
        return texts
    }

    /// Typed characters a step higher, deleted ones a step lower (as VoiceOver does), in semitones.
    static let typedStep = 2.0, deletedStep = -2.0
    /// How much higher a capital is than its role's pitch: clearly heard, typed or deleted.
    static let capitalRise = 3.0

    /// The pitch of a segment in semitones from the voice's: its kind's step, plus the capital
    /// rise for a capital letter; nil at the voice's own pitch.
    static func semitones(for kind: UtteranceKind, segment: Segment, capitals: Settings.Capitals) -> Double? {
        var semitones = kind == .typed ? typedStep : kind == .deleted ? deletedStep : 0
        if segment.isCapital && capitals == .pitch && segment.role == .echo { semitones += capitalRise }
        return semitones == 0 ? nil : semitones
    }
}
