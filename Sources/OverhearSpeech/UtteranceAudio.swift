import OverhearKit

/// Turns utterances into PCM through the speech worker, remembering what it already made.
public final class UtteranceAudio {
    public let client: SpeechWorkerClient
    public var voice: String
    public var rate: Int
    public var capitals: Settings.Capitals
    /// Told once per crash of the speech engine, with a line for the user.
    public var report: (String) -> Void
    private var cache: [Utterance: [Int16]] = [:]

    public init(client: SpeechWorkerClient, settings: Settings, voice: String? = nil, report: @escaping (String) -> Void) {
        self.client = client
        self.voice = voice ?? (settings.voice.isEmpty ? "en-us" : settings.voice)
        self.rate = settings.rate
        self.capitals = settings.capitals
        self.report = report
    }

    public var sampleRate: Int { client.sampleRate }

    /// The utterance's audio; empty when the engine crashed on it (it is skipped).
    public func samples(for utterance: Utterance) throws(SpeechError) -> [Int16] {
        if let cached = cache[utterance] { return cached }
        var samples: [Int16]
        if utterance.kind == .sound {
            samples = Tones.samples(for: utterance.text, sampleRate: sampleRate)
        } else {
            let ssml = SSMLRenderer.render(utterance, capitals: capitals)
            let result = client.samples(ssml: ssml, voice: voice, rate: rate)
            switch result.outcome {
            case .completed, .cancelled:
                samples = result.samples
            case .crashed:
                report("speech engine crashed on an utterance; restarted")
                samples = []
            case .failed(let reason):
                throw SpeechError(reason)
            }
        }
        cache[utterance] = samples
        return samples
    }

    /// Whole milliseconds that `count` samples last, rounded up.
    public func milliseconds(_ count: Int) -> Int {
        (count * 1000 + sampleRate - 1) / sampleRate
    }
}
