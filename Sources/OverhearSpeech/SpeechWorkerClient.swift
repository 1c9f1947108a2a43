import Dispatch
import Glibc
import OverhearKit

/// The parent side of the speech process: starts `overhear speech-worker`, sends it SSML,
/// streams back PCM, and restarts it when espeak-ng takes it down or it stops answering.
public final class SpeechWorkerClient {
    /// What became of one synthesis request.
    public enum Outcome: Equatable, Sendable {
        case completed
        /// The receiver asked to stop; the rest of the audio was discarded.
        case cancelled
        /// The worker died on this text; it has been restarted and the text skipped.
        case crashed
        /// The worker sent nothing for `answerTimeout` seconds; it has been restarted.
        case stalled
        case failed(String)
    }

    public let executable: String
    /// The voice the worker sets once, for every request that names it.
    public let voice: String
    /// How the worker starts each request from the same state.
    public let isolation: SpeechWorker.Isolation
    public private(set) var sampleRate = 22050
    /// How many times the worker died and was restarted.
    public private(set) var crashes = 0
    /// How long the worker may send nothing before it is taken for stuck (stopped, or hung on a
    /// text) and restarted. A working worker sends a chunk far more often than that.
    public var answerTimeout = 10.0
    /// Whether each request starts on the CPU of the thread that makes it (`CallersCPU`):
    /// for live speech, whose first chunk is wanted at once (P7).
    public var startsOnCallersCPU = false
    /// The worker's process id (0 while none runs).
    private(set) var process: pid_t = 0
    private var connection: FramedPipe?
    private var callersCPU: CallersCPU?
    /// Whether `end` stopped the worker, so that the next request starts one.
    private var ended = false
    private var nextID: UInt32 = 1

    /// Starts the worker from `executable` (the `overhear` binary), its voice set to `voice`
    /// (requests may name any other, at the cost of choosing it each time).
    public convenience init(executable: String, voice: String = Settings.defaultVoice,
                            isolation: SpeechWorker.Isolation = .restoredState) throws(SpeechError) {
        try self.init(launching: executable, voice: voice, isolation: isolation)
        try awaitReady()
    }

    /// Starts the worker without waiting for it to be ready (`awaitReady`).
    private init(launching executable: String, voice: String, isolation: SpeechWorker.Isolation) throws(SpeechError) {
        self.executable = executable
        self.voice = voice
        self.isolation = isolation
        try launch()
    }

    deinit { stop() }

    /// The path of the running binary, for a client started from `overhear` itself.
    public static var currentExecutable: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return length > 0 ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
    }

    /// Synthesises `ssml`, handing PCM to `receive` as it arrives (return false to stop).
    public func synthesize(ssml: String, voice: String, rate: Int, receive: ([Int16]) -> Bool) -> Outcome {
        if ended {
            stop()
            do { try start() } catch { return .failed(error.description) }
        }
        guard let pipe = connection else { return .failed("speech engine is not running") }
        let id = nextID
        nextID &+= 1
        var confined = startsOnCallersCPU && callersCPU?.confine() == true
        defer { if confined { callersCPU?.release() } }
        guard pipe.send(.synthesize(id: id, rate: UInt8(clamping: rate), voice: voice, ssml: ssml)) else {
            return recover()
        }
        var wanted = true
        while true {
            var stalled = false
            guard let message = nextMessage(from: pipe, stalled: &stalled) else { return recover(stalled: stalled) }
            switch message {
            case let .samples(messageID, samples) where messageID == id:
                if wanted { wanted = receive(samples) }
                if confined {
                    callersCPU?.release()
                    confined = false
                }
            case let .done(messageID) where messageID == id:
                return wanted ? .completed : .cancelled
            case let .failed(messageID, reason) where messageID == id:
                return .failed(reason)
            default:
                continue
            }
        }
    }

    /// Whether the worker process is still running (a dead one may leave its pipe open in a
    /// process it started, so the end of the pipe alone does not tell).
    private func isWorkerAlive() -> Bool {
        guard process > 0 else { return false }
        var status: Int32 = 0
        let result = waitpid(process, &status, WNOHANG)
        if result == process { process = 0 }
        return result == 0
    }

    /// The next message, or nil if the worker died or (`stalled`) sent nothing for too long.
    private func nextMessage(from pipe: FramedPipe, stalled: inout Bool) -> WorkerMessage? {
        let deadline = Monitor.now + UInt64(answerTimeout * 1e9)
        var late = false
        let message = pipe.receive {
            late = Monitor.now > deadline
            return !late && isWorkerAlive()
        }
        stalled = late
        return message
    }

    /// Restarts a worker that died (on this text, most likely) or stopped answering.
    private func recover(stalled: Bool = false) -> Outcome {
        stop()
        if !stalled { crashes += 1 }
        do {
            try start()
        } catch {
            return .failed(error.description)
        }
        return stalled ? .stalled : .crashed
    }

    private func start() throws(SpeechError) {
        try launch()
        try awaitReady()
    }

    /// Starts the worker process (`spawn`). Requests go over a socket: a request to a worker
    /// that just died is then an error (EPIPE), not a SIGPIPE, with no need to ignore that for
    /// the whole process (the UI ends on one, restoring the terminal). The audio comes back
    /// over a pipe.
    private func launch() throws(SpeechError) {
        var toWorker: [Int32] = [0, 0]
        var fromWorker: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &toWorker) == 0, pipe(&fromWorker) == 0 else {
            throw SpeechError("cannot start the speech engine: \(String(cString: strerror(errno)))")
        }
        for descriptor in fromWorker { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var child: pid_t = 0
        let status = spawn(&child, input: toWorker[0], output: fromWorker[1])
        close(toWorker[0])
        close(fromWorker[1])
        guard status == 0 else {
            close(toWorker[1])
            close(fromWorker[0])
            throw SpeechError("cannot start the speech engine \(executable): \(String(cString: strerror(status)))")
        }
        process = child
        callersCPU = CallersCPU(worker: child)
        connection = FramedPipe(readDescriptor: fromWorker[0], writeDescriptor: toWorker[1], readsAhead: true, writesToSocket: true)
    }

    /// Starts `executable speech-worker VOICE ISOLATION` reading `input` and writing `output`,
    /// in a process group of its own; 0 with `child` set, or the error number.
    private func spawn(_ child: inout pid_t, input: Int32, output: Int32) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        // espeak-ng's abort message must never reach a terminal the UI is drawing on.
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // A group of its own, so that `stop` ends a child it forks for a synthesis too.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let arguments = [executable, "speech-worker", voice, isolation.rawValue]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // The worker's crash must end it at once: Swift's backtracer, started on a crash,
        // would inherit the pipe and keep it open while it works.
        var environment: [UnsafeMutablePointer<CChar>?] = [strdup("SWIFT_BACKTRACE=enable=no")]
        var index = 0
        while let variable = environ[index] {
            if strncmp(variable, "SWIFT_BACKTRACE=", 16) != 0 { environment.append(strdup(variable)) }
            index += 1
        }
        environment.append(nil)
        defer { environment.forEach { free($0) } }
        return posix_spawn(&child, executable, &actions, &attributes, &argv, &environment)
    }

    /// Waits for the worker launched last to say it is ready; throws why it cannot start.
    private func awaitReady() throws(SpeechError) {
        guard let connection else { throw SpeechError("the speech engine is not running") }
        var stalled = false
        switch nextMessage(from: connection, stalled: &stalled) {
        case .ready(let rate)?:
            sampleRate = Int(rate)
        case .failed(_, let reason)?:
            stop()
            throw SpeechError(reason)
        default:
            stop()
            throw SpeechError(stalled ? "the speech engine did not start in \(Int(answerTimeout)) s" : "the speech engine did not start")
        }
    }

    /// Ends the worker without waiting for it to go, for a caller that asks for nothing more
    /// for now: the worker's teardown then overlaps with the caller's next work. It is reaped
    /// when this client goes or starts another; a later request starts one.
    public func end() {
        guard connection != nil else { return }
        disconnect()
        ended = true
    }

    private func stop() {
        disconnect()
        if process > 0 {
            var status: Int32 = 0
            waitpid(process, &status, 0)
        }
        process = 0
        ended = false
    }

    /// Closes the pipes and kills the worker, leaving it to be reaped.
    private func disconnect() {
        callersCPU = nil
        if let pipe = connection {
            close(pipe.writeDescriptor)
            close(pipe.readDescriptor)
        }
        connection = nil
        // Closing its input would end it in time; it is killed at once instead (stopped or
        // not), with its group, so that nothing waits on it. Not yet reaped, the worker still
        // holds its group's id.
        if process > 0 { kill(-process, SIGKILL) }
    }
}

extension SpeechWorkerClient {
    /// A worker launched now and awaited when first wanted, so that its start (loading
    /// espeak-ng and its voice) overlaps with other work.
    public final class Starting: @unchecked Sendable {
        private let lock = DispatchSemaphore(value: 1)
        // Guarded by `lock`: the launched worker until it is awaited, then what became of it.
        private var launched: Result<SpeechWorkerClient, SpeechError>
        private var awaited = false

        public init(executable: String, voice: String) {
            launched = Result { () throws(SpeechError) in
                try SpeechWorkerClient(launching: executable, voice: voice, isolation: .restoredState)
            }
        }

        /// The worker, once it is ready; throws why it could not start.
        public func started() throws(SpeechError) -> SpeechWorkerClient {
            lock.wait()
            defer { lock.signal() }
            if !awaited, case .success(let client) = launched {
                awaited = true
                do { try client.awaitReady() } catch { launched = .failure(error) }
            }
            return try launched.get()
        }

        /// The worker once it is ready, or nil if it could not start.
        public var client: SpeechWorkerClient? { try? started() }

        /// Ends the worker without waiting for it to be ready; it gives no client after.
        public func end() {
            lock.wait()
            defer { lock.signal() }
            if case .success(let client) = launched { client.end() }
            launched = .failure(SpeechError("the speech engine was ended"))
        }
    }
}
