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
        guard todo.count >= 8, let helper = try? SpeechWorkerClient(executable: client.executable) else {
            for utterance in todo { _ = try samples(for: utterance) }
            return
        }
        let jobs = todo.map { ssml($0) }
        // Each client is used by one thread only: the first by worker 0, the helper by worker 1.
        nonisolated(unsafe) let clients = [client, helper]
        let results = ResultSlots(count: todo.count)
        let (voice, rate) = (self.voice, self.rate)
        DispatchQueue.concurrentPerform(iterations: clients.count) { worker in
            for index in stride(from: worker, to: jobs.count, by: clients.count) {
                results.store(clients[worker].samples(ssml: jobs[index], voice: voice, rate: rate), at: index)
            }
        }
        for (index, utterance) in todo.enumerated() { cache[utterance] = try keep(results.value(at: index)) }
    }

    private func ssml(_ utterance: Utterance) -> String {
        SSMLRenderer.render(utterance, capitals: capitals)
    }

    /// The samples to keep for a synthesis result: none (reported) if the engine crashed.
    private func keep(_ result: (samples: [Int16], outcome: SpeechWorkerClient.Outcome)) throws(SpeechError) -> [Int16] {
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

/// One slot per job for results written from several threads, each slot by one thread only.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [(samples: [Int16], outcome: SpeechWorkerClient.Outcome)?]
    private let monitor = Monitor()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ result: (samples: [Int16], outcome: SpeechWorkerClient.Outcome), at index: Int) {
        monitor.withLock { slots[index] = result }
    }

    func value(at index: Int) -> (samples: [Int16], outcome: SpeechWorkerClient.Outcome) {
        monitor.withLock { slots[index]! }
    }
}
