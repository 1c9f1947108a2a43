import CEspeakNG
import Glibc
import OverhearIO
import OverhearKit

/// The child side of the speech process: espeak-ng behind a pipe, so that when espeak-ng
/// aborts on some text only this process dies.
public enum SpeechWorker {
    /// How each request gets espeak-ng as it was when the voice was set: espeak-ng keeps its
    /// wave generator's state (phase, flutter, echo) from one synthesis to the next, so a
    /// text's audio would otherwise depend on what this worker said before it.
    public enum Isolation: String, Sendable {
        /// The worker synthesises its own voice itself and puts espeak-ng's globals back after
        /// each request (`overhear_espeak_restore_state`). Other voices, and SSML that names a
        /// voice or language, are served by a fork as below.
        case restoredState = "restore"
        /// Each request is served by a child forked for it, which starts from the worker's
        /// state and is gone after: the general path, which the tests hold the other to.
        case forkPerRequest = "fork"
    }

    /// Serves requests on stdin / stdout until stdin closes, with `voice` set once (the default
    /// voice when that one cannot be found), first saying it is ready unless it is `restarted`
    /// in place. Returns the exit status.
    public static func run(voice: String, isolation: Isolation = .restoredState, restarted: Bool = false) -> Int32 {
        closeInheritedDescriptors()
        // This process's CPUs before any request confines it (`CallersCPU`; 0 is this process).
        let ownCPUs = CallersCPU(worker: 0)
        let pipe = FramedPipe(readDescriptor: 0, writeDescriptor: 1, readsAhead: false)
        let synthesizer: ESpeakSynthesizer
        var voiceSet = voice
        do {
            synthesizer = try ESpeakSynthesizer(voice: voice)
        } catch {
            // A request names its voice, and is told if it is unknown: start with the default.
            do {
                synthesizer = try ESpeakSynthesizer(voice: Settings.defaultVoice)
                voiceSet = Settings.defaultVoice
            } catch {
                _ = pipe.send(.failed(id: 0, error.description))
                return 1
            }
        }
        // Setting a voice queues a copy of it for the wave generator, which the first synthesis
        // frees. An empty text does that first, so that the state saved points to no block a
        // synthesis frees; it makes no sound and leaves the next text's audio as it was.
        if isolation == .restoredState { synthesizer.synthesize(ssml: "", rate: 50) { _ in true } }
        let restores = isolation == .restoredState && overhear_espeak_save_state() == 0
        guard restarted || pipe.send(.ready(sampleRate: UInt32(synthesizer.sampleRate))) else { return 1 }
        while true {
            guard let message = pipe.receive() else { return 0 }
            guard case let .synthesize(id, rate, voice, ssml) = message else { continue }
            let status: Int32
            if restores && voice == voiceSet && !namesVoiceOrLanguage(ssml) {
                status = serve(id: id, rate: Int(rate), voice: nil, ssml: ssml, with: synthesizer, on: pipe)
                if status == 0 && overhear_espeak_restore_state() != 0 { return restart(voice: voice, isolation: isolation) }
            } else {
                let own = voice == voiceSet ? nil : voice
                // The child the client does not know of gives up the client's CPU itself.
                status = forked { serve(id: id, rate: Int(rate), voice: own, ssml: ssml, with: synthesizer, on: pipe, releasing: ownCPUs) }
                    ?? (pipe.send(.failed(id: id, "cannot start speech: \(String(cString: strerror(errno)))")) ? 0 : 1)
            }
            // espeak-ng took the process down mid-frame, or the pipe broke: end, so the client restarts us.
            guard status == 0 else { return 1 }
        }
    }

    /// Runs this worker's executable again in this process, with the same pipes: a fresh
    /// espeak-ng for one whose memory could not be put back. Returns only if that failed (1:
    /// the client then restarts the worker).
    private static func restart(voice: String, isolation: Isolation) -> Int32 {
        let arguments = [CommandLine.arguments[0], "speech-worker", voice, isolation.rawValue, "restarted"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        execv("/proc/self/exe", &argv)
        argv.forEach { free($0) }
        return 1
    }

    /// Whether SSML (Overhear's own, whose text is escaped) changes espeak-ng's voice or
    /// language: that replaces the translator espeak-ng keeps on the heap, which restoring its
    /// globals does not put back, so such a request is served by a fork.
    static func namesVoiceOrLanguage(_ ssml: String) -> Bool {
        ["<voice", "xml:lang", "<audio"].contains { ssml.contains($0) }
    }

    /// Runs `body` in a forked child: its exit status (1 when espeak-ng killed it), or nil when
    /// no child could be had (`errno` says why).
    private static func forked(_ body: () -> Int32) -> Int32? {
        let child = fork()
        if child == 0 { _exit(body()) }
        guard child > 0 else { return nil }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        return status == 0 ? 0 : 1
    }

    /// One request: the samples, then done (or why it failed). Returns the exit status. `voice`
    /// is nil for the worker's own voice, set already: choosing a voice loads its dictionary
    /// again, which costs more than most utterances' synthesis.
    /// `releasing`, if given, is given back its CPUs after the first chunk.
    private static func serve(id: UInt32, rate: Int, voice: String?, ssml: String,
                              with synthesizer: ESpeakSynthesizer, on pipe: FramedPipe, releasing: CallersCPU? = nil) -> Int32 {
        do {
            if let voice { try synthesizer.setVoice(voice) }
        } catch {
            return pipe.send(.failed(id: id, error.description)) ? 0 : 1
        }
        var alive = true, first = true
        var pending: [Int16] = []
        synthesizer.synthesize(ssml: ssml, rate: rate) { samples in
            // The first chunk goes at once, for live speech to start; the rest go a few of
            // espeak-ng's chunks at a time, each message costing both sides a write and a read.
            pending += samples
            if first || pending.count >= laterChunk {
                alive = pipe.send(.samples(id: id, pending))
                pending.removeAll(keepingCapacity: true)
                // A client that started this request on its own CPU (`CallersCPU`) waits for
                // the first chunk there: yield, so that it takes it now, not when this ends.
                if first {
                    sched_yield()
                    releasing?.release()
                }
                first = false
            }
            return alive
        }
        if alive && !pending.isEmpty { alive = pipe.send(.samples(id: id, pending)) }
        return alive && pipe.send(.done(id: id)) ? 0 : 1
    }

    /// The fewest samples the worker sends in one message after an utterance's first:
    /// about 1.5 s of speech at 22,050 Hz: few messages, each well ahead of playback.
    static let laterChunk = 1 << 15

    /// Closes every descriptor but standard input, output and error: one inherited by
    /// accident (another worker's pipe, a temporary file) would outlive its owner's use of it.
    private static func closeInheritedDescriptors() {
        guard let directory = opendir("/proc/self/fd") else { return }
        var open: [Int32] = []
        while let entry = readdir(directory) {
            let name = String(decoding: entry.pointee.nameBytes, as: UTF8.self)
            if let descriptor = Int32(name), descriptor > 2 { open.append(descriptor) }
        }
        let listing = dirfd(directory)
        closedir(directory)
        for descriptor in open where descriptor != listing { close(descriptor) }
    }
}
