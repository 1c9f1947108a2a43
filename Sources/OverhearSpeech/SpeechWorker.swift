import Glibc

/// The child side of the speech process: espeak-ng behind a pipe, so that when espeak-ng
/// aborts on some text only this process dies.
public enum SpeechWorker {
    /// Serves requests on stdin / stdout until stdin closes. Returns the exit status.
    public static func run() -> Int32 {
        closeInheritedDescriptors()
        let pipe = FramedPipe(readDescriptor: 0, writeDescriptor: 1)
        let synthesizer: ESpeakSynthesizer
        var voice = "en-us"
        do {
            synthesizer = try ESpeakSynthesizer(voice: voice)
        } catch {
            _ = pipe.send(.failed(id: 0, error.description))
            return 1
        }
        guard pipe.send(.ready(sampleRate: UInt32(synthesizer.sampleRate))) else { return 1 }
        while let message = pipe.receive() {
            guard case let .synthesize(id, rate, requestedVoice, ssml) = message else { continue }
            if requestedVoice != voice {
                do {
                    try synthesizer.setVoice(requestedVoice)
                    voice = requestedVoice
                } catch {
                    guard pipe.send(.failed(id: id, error.description)) else { return 1 }
                    continue
                }
            }
            var alive = true
            synthesizer.synthesize(ssml: ssml, rate: Int(rate)) { samples in
                alive = pipe.send(.samples(id: id, samples))
                return alive
            }
            guard alive, pipe.send(.done(id: id)) else { return 1 }
        }
        return 0
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
