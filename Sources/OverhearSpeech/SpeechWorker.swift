import Glibc
import OverhearKit

/// The child side of the speech process: espeak-ng behind a pipe, so that when espeak-ng
/// aborts on some text only this process dies.
public enum SpeechWorker {
    /// Serves requests on stdin / stdout until stdin closes, with `voice` set once for the
    /// children it forks (the default voice when that one cannot be found). Returns the exit status.
    public static func run(voice: String) -> Int32 {
        closeInheritedDescriptors()
        let pipe = FramedPipe(readDescriptor: 0, writeDescriptor: 1)
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
        guard pipe.send(.ready(sampleRate: UInt32(synthesizer.sampleRate))) else { return 1 }
        // espeak-ng keeps its wave generator's state (phase, flutter, echo) from one synthesis
        // to the next, so a text's audio would depend on what this worker said before it.
        // Each request is served by a child of this process, which never synthesises itself.
        // The child is forked before its request comes, while the worker is idle: the fork's
        // millisecond is not spent between a key and its speech. (espeak-ng's own thread,
        // idle in synchronous mode, is not needed in the child.)
        while true {
            let child = fork()
            if child == 0 { _exit(serveNext(with: synthesizer, voiceSet: voiceSet, on: pipe)) }
            guard child > 0 else {
                // No child to be had: this request fails, and the next one tries again.
                let reason = "cannot start speech: \(String(cString: strerror(errno)))"
                guard let message = pipe.receive() else { return 0 }
                if case let .synthesize(id, _, _, _) = message, !pipe.send(.failed(id: id, reason)) { return 1 }
                continue
            }
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0 && errno == EINTR {}
            if status == endOfInputStatus << 8 { return 0 }
            // A child killed by espeak-ng may have left half a frame: end, so the client restarts us.
            guard status == 0 else { return 1 }
        }
    }

    /// How a child says that its input ended before a request came: the worker ends too.
    private static let endOfInputStatus: Int32 = 3

    /// In a forked child: waits for the next request and serves it. Returns the exit status.
    private static func serveNext(with synthesizer: ESpeakSynthesizer, voiceSet: String, on pipe: FramedPipe) -> Int32 {
        guard let message = pipe.receive() else { return endOfInputStatus }
        guard case let .synthesize(id, rate, voice, ssml) = message else { return 0 }
        return serve(id: id, rate: Int(rate), voice: voice == voiceSet ? nil : voice, ssml: ssml, with: synthesizer, on: pipe)
    }

    /// One request, in the forked child: the samples, then done (or why it failed). Returns the
    /// exit status. `voice` is nil for the worker's own voice, set already: choosing a voice
    /// loads its dictionary again, which cost more than most utterances' synthesis.
    private static func serve(id: UInt32, rate: Int, voice: String?, ssml: String,
                              with synthesizer: ESpeakSynthesizer, on pipe: FramedPipe) -> Int32 {
        do {
            if let voice { try synthesizer.setVoice(voice) }
        } catch {
            return pipe.send(.failed(id: id, error.description)) ? 0 : 1
        }
        var alive = true
        synthesizer.synthesize(ssml: ssml, rate: rate) { samples in
            alive = pipe.send(.samples(id: id, samples))
            return alive
        }
        return alive && pipe.send(.done(id: id)) ? 0 : 1
    }

    /// Closes every descriptor but standard input, output and error: one inherited by
    /// accident (another worker's pipe, a temporary file) would outlive its owner's use of it.
    private static func closeInheritedDescriptors() {
        guard let directory = opendir("/proc/self/fd") else { return }
        var open: [Int32] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let descriptor = Int32(name), descriptor > 2 { open.append(descriptor) }
        }
        let listing = dirfd(directory)
        closedir(directory)
        for descriptor in open where descriptor != listing { close(descriptor) }
    }
}
