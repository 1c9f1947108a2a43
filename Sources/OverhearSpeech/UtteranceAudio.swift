import Dispatch
import Synchronization
import OverhearIO
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
    private var made: [Key: PCMStore.Location] = [:]
    /// What the engine could not say (it crashed or stalled on it): kept as no audio.
    private var skipped: Set<Key> = []
    private let store = PCMStore()
    /// The second worker `prepare` shares its jobs with, when one was started ahead.
    private let helper: SpeechWorkerClient.Starting?

    /// `helper`, a worker started ahead for the same voice, takes half of `prepare`'s jobs;
    /// without one, `prepare` starts its own.
    public init(client: SpeechWorkerClient, settings: Settings, voice: String? = nil,
                helper: SpeechWorkerClient.Starting? = nil, report: @escaping (String) -> Void) {
        self.client = client
        self.helper = helper
        self.voice = voice ?? settings.spokenVoice
        self.rate = settings.rate
        self.capitals = settings.capitals
        self.report = report
    }

    public var sampleRate: Int { client.sampleRate }

    /// Whether the engine could not say the utterance (already asked for), so it has no audio.
    public func wasSkipped(_ utterance: Utterance) -> Bool {
        skipped.contains(key(utterance))
    }

    /// The utterance's audio; empty when the engine crashed on it (it is skipped).
    public func samples(for utterance: Utterance) throws(SpeechError) -> [Int16] {
        store.read(try location(of: utterance))
    }

    /// How many samples the utterance's audio has, without reading it back.
    public func sampleCount(for utterance: Utterance) throws(SpeechError) -> Int {
        try location(of: utterance).count
    }

    /// At most `count` samples of the utterance's audio from `offset`: a long utterance is
    /// read a piece at a time, never held whole.
    public func samples(for utterance: Utterance, from offset: Int, count: Int) throws(SpeechError) -> [Int16] {
        store.read(try location(of: utterance), from: offset, count: count)
    }

    /// Fills `buffer` with the utterance's audio from `offset`, silence past its end.
    func samples(for utterance: Utterance, from offset: Int, into buffer: UnsafeMutableBufferPointer<Int16>) throws(SpeechError) {
        store.read(try location(of: utterance), from: offset, into: buffer)
    }

    /// Fills `buffer` from `offset` of audio made already, where `prepare` said it is (silence
    /// past its end); safe from any thread while `prepare` runs.
    func samples(at location: PCMStore.Location, from offset: Int, into buffer: UnsafeMutableBufferPointer<Int16>) {
        store.read(location, from: offset, into: buffer)
    }

    private func key(_ utterance: Utterance) -> Key {
        Key(utterance: utterance, voice: voice, rate: rate, capitals: capitals)
    }

    /// Hands the utterance's audio to `hear` as it is made, a chunk at a time (or whole, when
    /// it was made before), until `hear` returns false; the whole is kept for next time
    /// either way. Live speech starts with the first chunk, not once the last is made.
    public func stream(_ utterance: Utterance, to hear: ([Int16]) -> Bool) throws(SpeechError) {
        if made[key(utterance)] != nil || utterance.kind == .sound {
            _ = hear(try samples(for: utterance))
            return
        }
        var listening = true
        _ = try location(of: utterance) { chunk in
            if listening { listening = hear(chunk) }
        }
    }

    private func location(of utterance: Utterance, receiving receive: ([Int16]) -> Void = { _ in }) throws(SpeechError) -> PCMStore.Location {
        if let location = made[key(utterance)] { return location }
        var location: PCMStore.Location?
        if utterance.kind == .sound {
            location = PCMStore.Location(pieces: [try store.append(Tones.samples(for: utterance.text, sampleRate: sampleRate))])
        } else {
            reportCut(utterance)
            location = try Self.speak(utterance, ssml: ssml(utterance), with: client, voice: voice, rate: rate, into: store,
                                      report: report, receiving: receive)
        }
        if location == nil { skipped.insert(key(utterance)) }
        made[key(utterance)] = location ?? PCMStore.Location()
        return location ?? PCMStore.Location()
    }

    /// Synthesises many utterances ahead, on as many worker processes as there are cores (this
    /// client's, the helper started ahead, then new ones), so that a whole scenario's speech is
    /// made on every core. They are taken in the order given, and `made` is told of each as
    /// soon as it is done (on a synthesis thread; an empty location for one that could not be
    /// said), so that a stream plays the first while the rest are made.
    func prepare(_ utterances: [Utterance], made madeOne: @escaping @Sendable (Utterance, PCMStore.Location) -> Void = { _, _ in }) throws(SpeechError) {
        var seen = Set<Utterance>()
        let todo = utterances.filter { $0.kind != .sound && made[key($0)] == nil && seen.insert($0).inserted }
        todo.forEach(reportCut)
        let jobs = todo.map { ssml($0) }
        let (voice, rate, store) = (self.voice, self.rate, self.store)
        let workers = WorkerPool(client, helper: helper)
        let report = SerialReport(self.report)
        var failure: SpeechError?
        OrderedJobs.run(count: todo.count, window: todo.count, { index in
            let speaker = workers.take()
            defer { workers.give(speaker) }
            let made = Result { () throws(SpeechError) -> PCMStore.Location? in
                try Self.speak(todo[index], ssml: jobs[index], with: speaker, voice: voice, rate: rate, into: store, report: report.say)
            }
            if case .success(let location) = made { madeOne(todo[index], location ?? PCMStore.Location()) }
            return made
        }) { index, result in
            let key = key(todo[index])
            switch result {
            case .success(let location?):
                made[key] = location
            case .success(nil):
                skipped.insert(key)
                made[key] = PCMStore.Location()
            case .failure(let error):
                if failure == nil { failure = error }
            }
        }
        if let failure { throw failure }
    }

    /// Ends the speech workers without waiting for them to go, for a caller that will ask for
    /// no more speech, so that their teardown overlaps with its next work (writing the WAV).
    /// The audio made stays readable; a later synthesis starts a worker again.
    public func endWorkers() {
        client.end()
        helper?.end()
    }

    /// Says how much of an utterance over the character limit is not spoken (once: it is made once).
    private func reportCut(_ utterance: Utterance) {
        let leftOut = SSMLRenderer.leftOut(utterance)
        guard leftOut > 0 else { return }
        let total = utterance.segments.reduce(0) { $0 + $1.text.count }
        report("speech cut at a word after \(total - leftOut) of \(total) characters (the limit is \(SSMLRenderer.characterLimit)); \(leftOut) not spoken")
    }

    private func ssml(_ utterance: Utterance) -> String {
        SSMLRenderer.render(utterance, capitals: capitals, pause: SpeakingRate(rate).segmentPause, pitch: ESpeakPitch.parameter)
    }

    /// Synthesises one utterance into `store`, a chunk at a time as it comes: where it is, or
    /// nil (said through `report`) when the engine died or stopped answering on it twice. A
    /// death or stall is tried again once, on the restarted engine: the worker may have been
    /// killed (the OOM killer) or stopped from outside, and the text be fine. The retry makes
    /// the same samples (each request starts from one state), so it goes on after the last
    /// one kept: the store and `receive`, handed each chunk as it comes, get each sample once.
    private static func speak(_ utterance: Utterance, ssml: String, with client: SpeechWorkerClient, voice: String, rate: Int,
                              into store: PCMStore, report: (String) -> Void,
                              receiving receive: ([Int16]) -> Void = { _ in }) throws(SpeechError) -> PCMStore.Location? {
        var location = PCMStore.Location()
        var kept = 0
        func attempt() throws(SpeechError) -> SpeechWorkerClient.Outcome {
            var failure: SpeechError?
            // What an earlier attempt kept, which this one makes again.
            var again = kept
            let outcome = client.synthesize(ssml: ssml, voice: voice, rate: rate) { made in
                let chunk = again == 0 ? made : Array(made.dropFirst(again))
                again -= made.count - chunk.count
                guard !chunk.isEmpty else { return true }
                do throws(SpeechError) { location.add(try store.append(chunk)) } catch {
                    failure = error
                    return false
                }
                kept += chunk.count
                receive(chunk)
                return true
            }
            if let failure { throw failure }
            return outcome
        }
        var outcome = try attempt()
        if outcome == .stalled {
            report("speech engine did not answer for \(Int(client.answerTimeout)) s; restarted it")
        }
        if outcome == .stalled || outcome == .crashed {
            outcome = try attempt()
        }
        switch outcome {
        case .completed, .cancelled:
            return location
        case .crashed:
            report("speech engine crashed on \(describe(utterance)); skipped it, restarted")
            return nil
        case .stalled:
            report("speech engine did not answer for \(Int(client.answerTimeout)) s on \(describe(utterance)); skipped it, restarted")
            return nil
        case .failed(let reason):
            throw SpeechError(reason)
        }
    }

    /// An utterance for a message: its kind and the start of its text, quoted and escaped.
    static func describe(_ utterance: Utterance) -> String {
        let text = utterance.text
        let start = text.count > 30 ? String(text.prefix(30)) + "…" : text
        return utterance.kind.rawValue + " " + QuotedText.quoted(start)
    }

    /// Whole milliseconds that `count` samples last, rounded up.
    public func milliseconds(_ count: Int) -> Int {
        (count * 1000 + sampleRate - 1) / sampleRate
    }
}

/// The crash line, passed on from the synthesis threads to the caller's report, one at a time.
private final class SerialReport: @unchecked Sendable {
    private let report: (String) -> Void
    private let lock = Mutex(())
    init(_ report: @escaping (String) -> Void) { self.report = report }
    func say(_ line: String) { lock.withLock { _ in report(line) } }
}

/// The speech workers `prepare`'s jobs share, one per job under way: an idle one, else the
/// helper started ahead, else a new one; when none can be started, a job waits for one to be
/// given back (the client's own is always among them).
private final class WorkerPool: @unchecked Sendable {
    private let lock = Mutex(())
    private let givenBack = DispatchSemaphore(value: 0)
    // Guarded by `lock`.
    private var idle: [SpeechWorkerClient]
    private var helper: SpeechWorkerClient.Starting?
    private var canStart = true
    private let executable: String, voice: String, answerTimeout: Double

    init(_ client: SpeechWorkerClient, helper: SpeechWorkerClient.Starting?) {
        idle = [client]
        self.helper = helper
        (executable, voice, answerTimeout) = (client.executable, client.voice, client.answerTimeout)
    }

    func take() -> SpeechWorkerClient {
        while true {
            let (worker, start, helper): (SpeechWorkerClient?, Bool, SpeechWorkerClient.Starting?) = lock.withLock { _ in
                if let worker = idle.popLast() { return (worker, false, nil) }
                defer { self.helper = nil }
                return (nil, canStart, self.helper)
            }
            if let worker { return worker }
            if start, let started = helper?.client ?? (try? SpeechWorkerClient(executable: executable, voice: voice)) {
                started.answerTimeout = answerTimeout
                return started
            }
            lock.withLock { _ in canStart = false }
            givenBack.wait()
        }
    }

    func give(_ worker: SpeechWorkerClient) {
        lock.withLock { _ in idle.append(worker) }
        givenBack.signal()
    }
}
