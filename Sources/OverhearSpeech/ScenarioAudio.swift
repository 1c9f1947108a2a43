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
    /// `stream`, when given, plays the audio while it is made: from the first utterance on.
    public init(_ scenario: Scenario, requests: [[[SpeechRequest]]]? = nil, audio: UtteranceAudio,
                playingOn stream: ScenarioAudioStream? = nil) throws {
        let requests = try requests ?? ScenarioPlayer.requests(scenario)
        // In the order first asked for: the stream needs the first ones first.
        var requested: [Utterance] = [], seen = Set<Utterance>()
        for steps in requests { for step in steps { for request in step where seen.insert(request.utterance).inserted {
            requested.append(request.utterance)
        } } }
        stream?.start(scenario, requests, audio: audio)
        // With no stream, the longest first: the workers then end about together.
        let order = stream == nil ? requested.map { ($0, $0.text.utf8.count) }.sorted { $0.1 > $1.1 }.map(\.0) : requested
        try audio.prepare(order) { utterance, location in stream?.made(utterance, at: location) }
        stream?.madeAll()
        var durations: [Utterance: Int] = [:]
        for utterance in requested {
            durations[utterance] = audio.milliseconds(try audio.sampleCount(for: utterance))
        }
        check = ScenarioCheck(scenario, speech: ScenarioPlayer.schedule(scenario, requests, durations: Self.durations(durations, audio)),
                              skipped: Set(requested.filter(audio.wasSkipped)))
        specCheck = ScenarioCheck(scenario, speech: ScenarioPlayer.schedule(scenario, requests, durations: .spec))
        nothingSpoken = requested.contains { $0.kind != .sound } && requested.allSatisfy { $0.kind == .sound || audio.wasSkipped($0) }
        sampleRate = audio.sampleRate
        self.audio = audio
        heard = Self.heardEntries(check.speech)
        sampleCount = (heard.map(\.end).max() ?? 0) * sampleRate / 1000
    }

    /// The timeline's durations: the audio's, each utterance followed by as long a pause as two
    /// sentences have between them in the voice's own speech.
    static func durations(_ milliseconds: [Utterance: Int], _ audio: UtteranceAudio) -> SpeechDurations {
        .measured(milliseconds, pause: SpeakingRate(audio.rate).utterancePause)
    }

    /// What is heard, in order: the entries that make a sound, which never overlap.
    static func heardEntries(_ speech: [ScenarioPlayer.ActionSpeech]) -> [SpeechTimeline.Entry] {
        speech.flatMap(\.entries).filter { $0.end > $0.start }.sorted { $0.start < $1.start }
    }

    /// Hands the audio to `body` in order, a piece at a time: silence, then each utterance
    /// cut (and faded out) where it was interrupted.
    public func render(_ body: (ArraySlice<Int16>) throws -> Void) throws {
        var writer = Writer(sampleRate: sampleRate)
        for entry in heard {
            let total = try audio.sampleCount(for: entry.utterance)
            try writer.write(entry, total: total, { offset, buffer in try audio.samples(for: entry.utterance, from: offset, into: buffer) }, to: body)
        }
        try writer.silence(until: sampleCount, to: body)
    }

    /// Writes heard entries one after another, with the silence between them: `render`'s
    /// steps, which the stream takes as the audio becomes certain.
    struct Writer {
        let sampleRate: Int
        /// The samples written so far.
        private(set) var position = 0
        private let silence = [Int16](repeating: 0, count: 1 << 16)
        /// Where each piece of an utterance is read, one buffer for all.
        private var piece: [Int16] = []

        init(sampleRate: Int) { self.sampleRate = sampleRate }

        mutating func silence(until end: Int, to body: (ArraySlice<Int16>) throws -> Void) throws {
            while position < end {
                let count = Swift.min(silence.count, end - position)
                try body(silence[0..<count])
                position += count
            }
        }

        /// The silence up to `entry`, then what is heard of its `total` samples, read by `read`
        /// into a buffer a piece at a time (the last holding the whole fade: a long utterance is
        /// never read whole).
        mutating func write(_ entry: SpeechTimeline.Entry, total: Int,
                            _ read: (_ offset: Int, _ into: UnsafeMutableBufferPointer<Int16>) throws -> Void,
                            to body: (ArraySlice<Int16>) throws -> Void) throws {
            try silence(until: entry.start * sampleRate / 1000, to: body)
            let (count, isCut) = ScenarioAudio.heardCount(of: entry, total: total, sampleRate: sampleRate)
            var offset = 0
            while offset < count {
                var length = Swift.min(ScenarioAudio.pieceLength, count - offset)
                if count - (offset + length) < CutFade.length(sampleRate: sampleRate) { length = count - offset }
                if piece.count < length { piece = [Int16](repeating: 0, count: length) }
                try piece.withUnsafeMutableBufferPointer { try read(offset, UnsafeMutableBufferPointer(rebasing: $0[0..<length])) }
                try body(isCut && offset + length == count ? CutFade.fadingOut(piece[0..<length], sampleRate: sampleRate)[...] : piece[0..<length])
                offset += length
            }
            position += count
        }
    }

    /// The most samples of one utterance `render` reads at once: 3 s of speech.
    static let pieceLength = 1 << 16

    /// How many samples of an entry's audio a listener hears.
    public func heardCount(of entry: SpeechTimeline.Entry) throws -> Int {
        Self.heardCount(of: entry, total: try audio.sampleCount(for: entry.utterance), sampleRate: sampleRate).count
    }

    /// How much of an entry's `total` samples a listener hears, and whether that is less than
    /// all of them: it was cut, and ends in a fade. (Entries never overlap, so what is heard
    /// of one always ends by the next one's start.)
    static func heardCount(of entry: SpeechTimeline.Entry, total: Int, sampleRate: Int) -> (count: Int, isCut: Bool) {
        let count = Swift.min(total, Swift.max(0, entry.end - entry.start) * sampleRate / 1000)
        return (count, count < total)
    }

    /// What a listener hears of one entry: its audio, cut (and faded out) where it was
    /// interrupted.
    public func heardSamples(of entry: SpeechTimeline.Entry) throws -> [Int16] {
        let (count, isCut) = Self.heardCount(of: entry, total: try audio.sampleCount(for: entry.utterance), sampleRate: sampleRate)
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
