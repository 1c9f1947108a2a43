import CEspeakNG
import Glibc
import OverhearIO

/// libespeak-ng in synchronous mode: text (SSML) in, 16-bit mono PCM out through a callback.
///
/// One per process, used from one thread: the library is neither reentrant nor thread-safe.
/// It may abort the whole process on some inputs, so it runs inside the speech worker.
public final class ESpeakSynthesizer {
    public let sampleRate: Int

    /// Loads espeak-ng with a voice; throws (with a reason) if its data or the voice cannot be found.
    public init(voice: String) throws(SpeechError) {
        let rate = overhear_espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nil, Int32(espeakINITIALIZE_DONT_EXIT))
        guard rate > 0 else {
            if let reason = overhear_espeak_load_error() {
                throw SpeechError("espeak-ng could not be loaded (install libespeak-ng1): \(String(cString: reason))")
            }
            throw SpeechError("espeak-ng could not start: its voice data is missing (install espeak-ng-data)")
        }
        sampleRate = Int(rate)
        overhear_espeak_SetSynthCallback(synthCallback)
        try setVoice(voice)
    }

    /// Chooses a voice by any name `overhear voices` lists for it: its name, its identifier
    /// (`gmw/en`) or its language (`en-gb`, `fr-fr`).
    public func setVoice(_ name: String) throws(SpeechError) {
        if overhear_espeak_SetVoiceByName(name) == EE_OK { return }
        // espeak-ng's lookup by name knows names and the last part of identifiers (`en-us` is
        // the file `gmw/en-US`), not languages: `en-gb` is the file `gmw/en`. A language is
        // found in the list of voices, as `espeak-ng -v` finds it.
        let wanted = name.lowercased()
        if let voice = voices().first(where: { $0.language.lowercased() == wanted || $0.identifier.lowercased() == wanted }),
           overhear_espeak_SetVoiceByName(voice.identifier) == EE_OK {
            return
        }
        throw SpeechError("unknown voice \"\(name)\"; run `overhear voices` for the installed ones")
    }

    /// The words per minute espeak-ng is given for Overhear's rate 1–100 (50 normal).
    public static func wordsPerMinute(rate: Int) -> Int32 {
        SpeakingRate(rate).wordsPerMinute
    }

    /// Synthesises SSML at Overhear's rate, handing PCM to `receive` as it comes, without the
    /// silence before and after the speech and with its peaks under −1 dBFS (`PeakLimiter`);
    /// `receive` returns false to stop.
    public func synthesize(ssml: String, rate: Int, receive: @escaping ([Int16]) -> Bool) {
        let speed = SpeakingRate(rate)
        let gap = speed.slowdown > 1 ? wordGap(stretching: ssml, by: speed.slowdown, at: speed.wordsPerMinute) : 0
        var trimmer = SilenceTrimmer()
        var limiter = PeakLimiter(sampleRate: sampleRate)
        var listening = true
        synthesizeRaw(ssml: ssml, wordsPerMinute: speed.wordsPerMinute, wordGap: gap) { chunk in
            let audible = limiter.take(trimmer.take(chunk))
            listening = audible.isEmpty || receive(audible)
            return listening
        }
        let rest = limiter.finish()
        if listening && !rest.isEmpty { _ = receive(rest) }
    }

    /// The word gap (espeak-ng's unit) that makes `ssml` last `slowdown` times as long as with none.
    ///
    /// Measured, not computed: a gap of 1 or more turns every word boundary into a pause whose
    /// length grows linearly with the gap, by an amount that depends on the text's words.
    private func wordGap(stretching ssml: String, by slowdown: Double, at wordsPerMinute: Int32) -> Int32 {
        func length(_ gap: Int32) -> Double {
            var count = 0
            var trimmer = SilenceTrimmer()
            synthesizeRaw(ssml: ssml, wordsPerMinute: wordsPerMinute, wordGap: gap) { count += trimmer.take($0).count; return true }
            return Double(count)
        }
        let (none, one, eleven) = (length(0), length(1), length(11))
        let target = none * slowdown
        let perUnit = (eleven - one) / 10
        // One word has no gap to lengthen; a slight slowdown may be nearer no gap than the least.
        guard perUnit > 0, target > one else { return target - none < one - target ? 0 : 1 }
        return Int32(1 + ((target - one) / perUnit).rounded())
    }

    /// Synthesises SSML as espeak-ng makes it, silence and all.
    ///
    /// The closing `</speak>` is left out: there espeak-ng chooses the voice again, reading its
    /// file and dictionary and queueing a copy of it for the next synthesis, which costs more
    /// than many utterances and changes only the silence after the speech, trimmed anyway.
    private func synthesizeRaw(ssml: String, wordsPerMinute: Int32, wordGap: Int32, receive: @escaping ([Int16]) -> Bool) {
        overhear_espeak_SetParameter(espeakRATE, wordsPerMinute, 0)
        overhear_espeak_SetParameter(espeakWORDGAP, wordGap, 0)
        let sink = SampleSink(receive)
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }
        var bytes = Array((ssml.hasSuffix("</speak>") ? String(ssml.dropLast(8)) : ssml).utf8CString)
        _ = bytes.withUnsafeMutableBufferPointer { buffer in
            overhear_espeak_Synth(buffer.baseAddress, buffer.count, 0, POS_CHARACTER, 0,
                         UInt32(espeakCHARS_UTF8 | espeakSSML), nil, context.toOpaque())
        }
    }

    /// Every installed voice: name, language and identifier, sorted by identifier.
    public func voices() -> [(name: String, language: String, identifier: String)] {
        var result: [(name: String, language: String, identifier: String)] = []
        guard var list = overhear_espeak_ListVoices(nil) else { return [] }
        while let voice = list.pointee {
            let name = voice.pointee.name.map { String(cString: $0) } ?? ""
            let identifier = voice.pointee.identifier.map { String(cString: $0) } ?? ""
            // `languages` is a priority byte, then the language name.
            let language = voice.pointee.languages.map { String(cString: $0 + 1) } ?? ""
            result.append((name, language, identifier))
            list += 1
        }
        return result.sorted { $0.identifier < $1.identifier }
    }
}

/// Passes one utterance's PCM on from the C callback, which cannot capture context.
final class SampleSink {
    let receive: ([Int16]) -> Bool
    var stopped = false
    init(_ receive: @escaping ([Int16]) -> Bool) { self.receive = receive }
}

private func synthCallback(_ samples: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?) -> Int32 {
    guard let events, let data = events.pointee.user_data else { return 0 }
    let sink = Unmanaged<SampleSink>.fromOpaque(data).takeUnretainedValue()
    if sink.stopped { return 1 }
    if let samples, count > 0 {
        if !sink.receive(Array(UnsafeBufferPointer(start: samples, count: Int(count)))) {
            sink.stopped = true
            return 1
        }
    }
    return 0
}

/// A problem with speech output, said in one line.
public struct SpeechError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
