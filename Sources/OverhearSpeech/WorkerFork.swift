import CEspeakNG
import Glibc

/// Starting a speech worker by forking this process instead of running the executable again:
/// the worker then skips loading the executable, its libraries and the Swift runtime (some
/// 4–5 ms here), so `play --wav` has its workers ready that much sooner. The child runs the
/// same worker as a spawned one (`SpeechWorker.run`), set up as `posix_spawn` and `exec` set
/// one up; `WorkerForkTests` holds its audio to a spawned worker's, byte for byte.
enum WorkerFork {
    /// The setting that keeps Swift's backtracer out of a worker and of what it runs: started on
    /// a crash, the backtracer would inherit the worker's pipe and keep it open while it works.
    static let noBacktrace = "SWIFT_BACKTRACE=enable=no"

    /// Whether a worker for `executable` may be forked from this process: it is this process's
    /// own executable, the process has one thread (a fork copies only the calling thread, so a
    /// lock another thread held would stay held in the child), and it has not loaded espeak-ng
    /// itself (the worker starts its own, as a spawned one does).
    static func isSafe(for executable: String) -> Bool {
        overhear_espeak_tried() == 0 && threadCount() == 1 && isOwnExecutable(executable)
    }

    /// Forks a worker for `voice` that reads `input` and writes `output`, in a process group of
    /// its own; 0 with `child` set, or the error number.
    static func start(_ child: inout pid_t, voice: String, isolation: SpeechWorker.Isolation, input: Int32, output: Int32) -> Int32 {
        let forked = fork()
        guard forked >= 0 else { return errno }
        if forked == 0 { becomeWorker(voice: voice, isolation: isolation, input: input, output: output) }
        // Set on both sides, so that the group exists whichever runs first.
        setpgid(forked, forked)
        child = forked
        return 0
    }

    /// The forked child: standard streams, group, environment and signals as the spawned
    /// worker has them, then the worker itself. Never returns.
    private static func becomeWorker(voice: String, isolation: SpeechWorker.Isolation, input: Int32, output: Int32) -> Never {
        setpgid(0, 0)
        dup2(input, 0)
        dup2(output, 1)
        // espeak-ng's abort message must never reach a terminal the UI is drawing on.
        let null = open("/dev/null", O_WRONLY)
        if null >= 0 { dup2(null, 2) }
        putenv(strdup(noBacktrace))
        // `exec` puts every handled signal back to its default (the backtracer's among them)
        // and leaves ignored ones ignored.
        for number in 1..<Int32(65) where number != SIGKILL && number != SIGSTOP {
            if let previous = signal(number, SIG_DFL), unsafeBitCast(previous, to: Int.self) == 1 { signal(number, SIG_IGN) }
        }
        _exit(SpeechWorker.run(voice: voice, isolation: isolation))
    }

    /// The number of threads of this process (field 20 of /proc/self/stat), or 0 if unknown.
    static func threadCount() -> Int {
        guard let file = fopen("/proc/self/stat", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 1024)
        guard fgets(&line, Int32(line.count), file) != nil else { return 0 }
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // The command name, in parentheses, may hold spaces: the fields are counted after it,
        // from the third (the state).
        guard let end = text.lastIndex(of: ")") else { return 0 }
        let fields = text[text.index(after: end)...].split(separator: " ")
        return fields.count > 17 ? Int(fields[17]) ?? 0 : 0
    }

    /// Whether `executable` is the file this process runs.
    static func isOwnExecutable(_ executable: String) -> Bool {
        var given = stat(), own = stat()
        return stat(executable, &given) == 0 && stat("/proc/self/exe", &own) == 0
            && given.st_dev == own.st_dev && given.st_ino == own.st_ino
    }
}
