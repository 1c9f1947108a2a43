import OverhearIO
import OverhearKit

/// A scenario played on the timeline a listener would hear: real synthesised durations,
/// speech cut where it is interrupted, silence where nothing is said.
///
/// The audio is produced piece by piece (`render`), so a long scenario is written to a WAV
/// file or played without ever holding all of it in memory.
public struct ScenarioAudio {
    /// The transcript with the interrupted marks that the real durations give.
    public var check: ScenarioCheck
    /// The transcript with the spec's durations, from the same run of the engine.
    public var specCheck: ScenarioCheck
    public var sampleRate: Int
    /// The whole length in samples, to the end of the last utterance.
    public var sampleCount: Int
    /// The scenario asks for speech and the engine could say none of it.
    public var nothingSpoken: Bool
    private let audio: UtteranceAudio
    /// What is heard, in order: utterances that made a sound, never overlapping.
    private let heard: [SpeechTimeline.Entry]

    /// Runs the engine once, synthesises what it asks to say, and schedules it with the audio's
    /// durations (and with the spec's, for the default transcript).
    /// `requests` are the engine's for the scenario (`ScenarioPlayer.requests`), when the
    /// caller already has them.
    public init(_ scenario: Scenario, requests: [[[SpeechRequest]]]? = nil, audio: UtteranceAudio) throws {
        let requests = try requests ?? ScenarioPlayer.requests(scenario)
        var requested = Set<Utterance>()
        for steps in requests { for step in steps { for request in step { requested.insert(request.utterance) } } }
        try audio.prepare(Array(requested))
        var durations: [Utterance: Int] = [:]
        for utterance in requested {
            durations[utterance] = audio.milliseconds(try audio.sampleCount(for: utterance))
        }
        // Utterances one after another are as far apart as two sentences are in the voice's own speech.
        let pause = SpeakingRate(audio.rate).utterancePause
        check = ScenarioCheck(scenario, speech: ScenarioPlayer.schedule(scenario, requests, durations: .measured(durations, pause: pause)),
                              skipped: requested.filter(audio.wasSkipped))
        specCheck = ScenarioCheck(scenario, speech: ScenarioPlayer.schedule(scenario, requests, durations: .spec))
        nothingSpoken = requested.contains { $0.kind != .sound } && requested.allSatisfy { $0.kind == .sound || audio.wasSkipped($0) }
        sampleRate = audio.sampleRate
        self.audio = audio
        heard = check.speech.flatMap(\.entries).filter { $0.end > $0.start }.sorted { $0.start < $1.start }
        sampleCount = (heard.map(\.end).max() ?? 0) * sampleRate / 1000
    }

    /// Hands the audio to `body` in order, a piece at a time: silence, then each utterance
    /// cut (and faded out) where it was interrupted.
    public func render(_ body: (ArraySlice<Int16>) throws -> Void) throws {
        let silence = [Int16](repeating: 0, count: 1 << 16)
        var position = 0
        func silent(until end: Int) throws {
            while position < end {
                let count = Swift.min(silence.count, end - position)
                try body(silence[0..<count])
                position += count
            }
        }
        for entry in heard {
            try silent(until: entry.start * sampleRate / 1000)
            let (count, isCut) = try heardCount(of: entry, atMost: sampleCount - position)
            // A piece at a time, the last holding the whole fade: a long utterance is never read whole.
            var offset = 0
            while offset < count {
                var length = Swift.min(Self.pieceLength, count - offset)
                if count - (offset + length) < CutFade.length(sampleRate: sampleRate) { length = count - offset }
                let piece = try audio.samples(for: entry.utterance, from: offset, count: length)
                try body(isCut && offset + length == count ? CutFade.fadingOut(piece[...], sampleRate: sampleRate)[...] : piece[...])
                offset += length
            }
            position += count
        }
        try silent(until: sampleCount)
    }

    /// The most samples of one utterance `render` reads at once: 3 s of speech.
    static let pieceLength = 1 << 16

    /// How many samples of an entry's audio a listener hears.
    public func heardCount(of entry: SpeechTimeline.Entry) throws -> Int {
        try heardCount(of: entry, atMost: .max).count
    }

    /// How much of an entry's audio a listener hears (at most `limit` samples), and whether
    /// that is less than all of it: it was cut, and ends in a fade.
    private func heardCount(of entry: SpeechTimeline.Entry, atMost limit: Int) throws -> (count: Int, isCut: Bool) {
        let total = try audio.sampleCount(for: entry.utterance)
        let count = Swift.min(total, Swift.max(0, entry.end - entry.start) * sampleRate / 1000, limit)
        return (Swift.max(0, count), count < total)
    }

    /// What a listener hears of one entry: its audio, cut (and faded out) where it was
    /// interrupted, at most `limit` samples.
    public func heardSamples(of entry: SpeechTimeline.Entry) throws -> [Int16] {
        let (count, isCut) = try heardCount(of: entry, atMost: .max)
        guard count > 0 else { return [] }
        let samples = try audio.samples(for: entry.utterance, from: 0, count: count)
        return isCut ? CutFade.fadingOut(samples[...], sampleRate: sampleRate) : samples
    }

    /// All of the audio at once (for tests and short scenarios).
    public var samples: [Int16] {
        var all: [Int16] = []
        all.reserveCapacity(sampleCount)
        try? render { all += $0 }
        return all
    }

    /// Hands the audio as a WAV file to `write`, its header first, then a piece at a time.
    public func writeWAV(_ write: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard sampleCount <= WAVFile.maximumSamples else {
            throw SpeechError("the scenario's audio lasts \(sampleCount / sampleRate / 3600) hours; a WAV file holds at most 27")
        }
        try WAVFile.header(sampleCount: sampleCount, sampleRate: sampleRate).withUnsafeBytes { try write($0) }
        try render { piece in try piece.withUnsafeBytes { try write($0) } }
    }
}
