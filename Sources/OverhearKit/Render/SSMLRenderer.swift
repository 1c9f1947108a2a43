/// Renders an utterance to SSML for espeak-ng: user text escaped once, here; prosody from roles.
public enum SSMLRenderer {
    /// The most characters one utterance may speak, so a huge paste cannot become hours of audio.
    public static let characterLimit = 4000

    /// The pause between an utterance's segments, as VoiceOver pauses at its commas.
    public static let segmentPause = "<break time=\"150ms\"/>"

    public static func render(_ utterance: Utterance, capitals: Settings.Capitals) -> String {
        var output = "<speak>"
        var budget = characterLimit
        for (index, segment) in utterance.segments.enumerated() where budget > 0 {
            if index > 0 { output += segmentPause }
            let text = segment.text.count > budget ? String(segment.text.prefix(budget)) : segment.text
            budget -= text.count
            let escaped = escape(text)
            if let pitch = pitch(for: utterance.kind, segment: segment, capitals: capitals) {
                output += "<prosody pitch=\"\(pitch)\">" + escaped + "</prosody>"
            } else {
                output += escaped
            }
        }
        return output + "</speak>"
    }

    /// Typed characters a step higher, deleted ones a step lower (as VoiceOver does), in semitones.
    static let typedStep = 2.0, deletedStep = -2.0
    /// How much higher a capital is than its role's pitch: clearly heard, typed or deleted.
    static let capitalRise = 3.0

    /// The prosody pitch for a segment: its kind's step, plus the capital rise for a capital
    /// letter; nil at the voice's own pitch.
    static func pitch(for kind: UtteranceKind, segment: Segment, capitals: Settings.Capitals) -> String? {
        var semitones = kind == .typed ? typedStep : kind == .deleted ? deletedStep : 0
        if segment.isCapital && capitals == .pitch && segment.role == .echo { semitones += capitalRise }
        guard semitones != 0 else { return nil }
        return String(ESpeakPitch.parameter(semitones: semitones))
    }

    /// Escapes the five XML specials; control characters never get here (segments name them).
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                // Defence in depth: a control character would end the utterance early.
                if SpokenText.isControl(scalar) { result += " " } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
