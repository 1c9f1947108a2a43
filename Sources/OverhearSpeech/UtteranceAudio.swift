import Dispatch
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
        let samples = utterance.kind == .sound
            ? Tones.samples(for: utterance.text, sampleRate: sampleRate)
            : try keep(client.samples(ssml: ssml(utterance), voice: voice, rate: rate))
        cache[utterance] = samples
        return samples
    }

    /// Synthesises many utterances ahead, on a second worker process as well as the first, so
    /// that a whole scenario's speech takes about half the time on two cores.
    public func prepare(_ utterances: [Utterance]) throws(SpeechError) {
        let todo = Array(Set(utterances.filter { $0.kind != .sound && cache[$0] == nil }))
        guard todo.count >= 8 else {
            for utterance in todo { _ = try samples(for: utterance) }
            return
        }
        let jobs = todo.map { ssml($0) }
        // The first client is used by worker 0 only; worker 1 starts a helper of its own
        // while worker 0 already speaks (without one, worker 0 does every job).
        nonisolated(unsafe) let first = client
        let results = ParallelJobs<SpeechWorkerClient.Result>(count: todo.count)
        let (voice, rate, executable) = (self.voice, self.rate, client.executable)
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            guard let speaker = worker == 0 ? first : try? SpeechWorkerClient(executable: executable) else { return }
            while let index = results.next() {
                results.store(speaker.samples(ssml: jobs[index], voice: voice, rate: rate), at: index)
            }
        }
        for (index, utterance) in todo.enumerated() { cache[utterance] = try keep(results.result(at: index)) }
    }

    private func ssml(_ utterance: Utterance) -> String {
        SSMLRenderer.render(utterance, capitals: capitals)
    }

    /// The samples to keep for a synthesis result: none (reported) if the engine crashed.
    private func keep(_ result: SpeechWorkerClient.Result) throws(SpeechError) -> [Int16] {
        switch result.outcome {
        case .completed, .cancelled:
            return result.samples
        case .crashed:
            report("speech engine crashed on an utterance; restarted")
            return []
        case .failed(let reason):
            throw SpeechError(reason)
        }
    }

    /// Whole milliseconds that `count` samples last, rounded up.
    public func milliseconds(_ count: Int) -> Int {
        (count * 1000 + sampleRate - 1) / sampleRate
    }
}
