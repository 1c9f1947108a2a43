import Dispatch
import Synchronization
import OverhearKit

/// Turns utterances into PCM through the speech worker, remembering what it already made
/// (for the voice, rate and capitals it was made with) in a `PCMStore`.
public final class UtteranceAudio {
    private struct Key: Hashable {
        var utterance: Utterance
        var voice: String
        var rate: Int
        var capitals: Settings.Capitals
    }

    public let client: SpeechWorkerClient
    public var voice: String
    public var rate: Int
    public var capitals: Settings.Capitals
    /// Told once per crash of the speech engine, with a line for the user.
    public var report: (String) -> Void
    private var made: [Key: Range<Int>] = [:]
    private let store = PCMStore()

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
        store.read(try location(of: utterance))
    }

    /// How many samples the utterance's audio has, without reading it back.
    public func sampleCount(for utterance: Utterance) throws(SpeechError) -> Int {
        try location(of: utterance).count
    }

    private func key(_ utterance: Utterance) -> Key {
        Key(utterance: utterance, voice: voice, rate: rate, capitals: capitals)
    }

    private func location(of utterance: Utterance) throws(SpeechError) -> Range<Int> {
        if let range = made[key(utterance)] { return range }
        if utterance.kind != .sound { reportCut(utterance) }
        let samples = utterance.kind == .sound
            ? Tones.samples(for: utterance.text, sampleRate: sampleRate)
            : try Self.keep(client.samples(ssml: ssml(utterance), voice: voice, rate: rate), report: report)
        let range = store.append(samples)
        made[key(utterance)] = range
        return range
    }

    /// Synthesises many utterances ahead, on a second worker process as well as the first, so
    /// that a whole scenario's speech takes about half the time on two cores.
    public func prepare(_ utterances: [Utterance]) throws(SpeechError) {
        let todo = Array(Set(utterances.filter { $0.kind != .sound && made[key($0)] == nil }))
        guard todo.count >= 8 else {
            for utterance in todo { _ = try location(of: utterance) }
            return
        }
        todo.forEach(reportCut)
        let jobs = todo.map { ssml($0) }
        // The first client is used by worker 0 only; worker 1 starts a helper of its own
        // while worker 0 already speaks (without one, worker 0 does every job).
        nonisolated(unsafe) let first = client
        // Each result goes to the store as soon as it is made: only two are ever in memory.
        let results = ParallelJobs<Result<Range<Int>, SpeechError>>(count: todo.count)
        let (voice, rate, executable, store) = (self.voice, self.rate, client.executable, self.store)
        let report = ReportOnce(self.report)
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            guard let speaker = worker == 0 ? first : try? SpeechWorkerClient(executable: executable) else { return }
            while let index = results.next() {
                let made = Result { () throws(SpeechError) in
                    store.append(try Self.keep(speaker.samples(ssml: jobs[index], voice: voice, rate: rate), report: report.say))
                }
                results.store(made, at: index)
            }
        }
        for (index, utterance) in todo.enumerated() { made[key(utterance)] = try results.result(at: index).get() }
    }

    /// Says how much of an utterance over the character limit is not spoken (once: it is made once).
    private func reportCut(_ utterance: Utterance) {
        let leftOut = SSMLRenderer.leftOut(utterance)
        guard leftOut > 0 else { return }
        let total = utterance.segments.reduce(0) { $0 + $1.text.count }
        report("speech cut at a word after \(total - leftOut) of \(total) characters (the limit is \(SSMLRenderer.characterLimit)); \(leftOut) not spoken")
    }

    private func ssml(_ utterance: Utterance) -> String {
        SSMLRenderer.render(utterance, capitals: capitals)
    }

    /// The samples to keep for a synthesis result: none (reported) if the engine crashed.
    private static func keep(_ result: SpeechWorkerClient.Result, report: (String) -> Void) throws(SpeechError) -> [Int16] {
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

/// The crash line, passed on from the synthesis threads to the caller's report, one at a time.
private final class ReportOnce: @unchecked Sendable {
    private let report: (String) -> Void
    private let lock = Mutex(())
    init(_ report: @escaping (String) -> Void) { self.report = report }
    func say(_ line: String) { lock.withLock { _ in report(line) } }
}
