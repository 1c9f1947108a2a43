import Foundation
import Testing

/// A tmux session running a command in a real terminal, on a private tmux server.
///
/// The server is started with `posix_spawnp`, every inherited descriptor closed: started
/// with Foundation's `Process` it keeps an internal pipe open and `waitUntilExit` never returns.
final class TmuxSession {
    let socket = "overhear-test-\(UUID().uuidString.prefix(8))"
    let name = "ui"
    /// The file the command writes the program's exit status to when it ends (`echo $? >
    /// status`): a wait stops when it appears, since the screen will not change any more.
    let exitStatus: String?
    /// Whether a wait has already reported the program's exit (once is enough).
    private var reportedExit = false

    init(width: Int = 100, height: Int = 30, command: String, exitStatus: String? = nil) throws {
        self.exitStatus = exitStatus
        let arguments = ["tmux", "-u", "-L", socket, "new-session", "-d", "-s", name,
                         "-x", String(width), "-y", String(height), command]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in Int32(0)...2 {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.compactMap { Int32($0) } ?? []
        for descriptor in open where descriptor > 2 { posix_spawn_file_actions_addclose(&actions, descriptor) }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["LANG"] = "C.UTF-8"
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0)=\($1)") } + [nil]
        defer { envp.forEach { free($0) } }
        // The test runner's threads block signals, and a spawned process inherits the mask:
        // tmux and the UI must get SIGWINCH and SIGTERM as they would from a shell.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, "tmux", &actions, &attributes, &argv, &envp)
        guard status == 0 else { throw OverhearProcess.Failure(description: "cannot start tmux: \(String(cString: strerror(status)))") }
        var exit: Int32 = 0
        waitpid(pid, &exit, 0)
    }

    deinit { _ = try? tmux(["kill-server"]) }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-L", socket] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Sends keys in tmux's names (`Tab`, `Enter`, `BSpace`, `F4`) or literal text with `-l`.
    func send(_ keys: String...) throws { try tmux(["send-keys", "-t", name] + keys) }
    func type(_ text: String) throws { try tmux(["send-keys", "-t", name, "-l", text]) }

    var screen: String { (try? tmux(["capture-pane", "-p", "-t", name])) ?? "" }

    /// How a wait for the screen ended.
    enum WaitOutcome: Equatable {
        /// The screen satisfied the condition and stopped changing.
        case shown(String)
        /// The program ended first: its exit status (nil when the whole pane is gone) and
        /// its output (the pane with its scrollback, and its `err` file if it has one).
        case exited(status: String?, output: String)
        /// Neither, by the deadline: the last screen seen.
        case timedOut(String)

        var screen: String {
            switch self {
            case .shown(let screen), .timedOut(let screen): return screen
            case .exited(_, let output): return output
            }
        }
    }

    /// Waits until the screen satisfies `condition` and has stopped changing (a frame may be
    /// caught half drawn), until the program has ended, or until `seconds` have passed.
    func wait(seconds: Double = 10, _ condition: (String) -> Bool) -> WaitOutcome {
        let deadline = Date().addingTimeInterval(seconds)
        var last = screen
        // After the program ends the screen may still be catching up with its last output:
        // it is looked at a little longer before the wait gives up.
        var exitDeadline: Date?
        while Date() < min(deadline, exitDeadline ?? deadline) {
            if condition(last) {
                usleep(40_000)
                let again = screen
                if again == last { return .shown(last) }
                last = again
                continue
            }
            if exitDeadline == nil, programEnded(screen: last) { exitDeadline = Date().addingTimeInterval(0.5) }
            usleep(50_000)
            last = screen
        }
        guard exitDeadline != nil else { return .timedOut(last) }
        return .exited(status: exitStatus.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }?
                        .trimmingCharacters(in: .whitespacesAndNewlines), output: output)
    }

    /// Waits as `wait` does and returns the last screen seen; a program that ended before
    /// the screen showed what was awaited is a test failure at once, with its status and
    /// output, rather than a wait until the deadline (and every wait after it).
    @discardableResult
    func waitFor(seconds: Double = 10, _ condition: (String) -> Bool,
                 sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let outcome = wait(seconds: seconds, condition)
        if case .exited(let status, let output) = outcome, !reportedExit {
            reportedExit = true
            Issue.record("the program ended (exit status \(status ?? "unknown: the pane is gone")) before the screen showed what the test waits for; its output:\n\(output)",
                         sourceLocation: sourceLocation)
        }
        return outcome.screen
    }

    @discardableResult
    func waitFor(_ text: String, seconds: Double = 10, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        waitFor(seconds: seconds, { $0.contains(text) }, sourceLocation: sourceLocation)
    }

    /// Whether the program has ended: its exit status is written, or the pane itself is
    /// gone (a command that was the program alone). An empty capture is how a gone pane looks.
    private func programEnded(screen: String) -> Bool {
        if let exitStatus, let status = try? String(contentsOfFile: exitStatus, encoding: .utf8), !status.isEmpty { return true }
        guard screen.isEmpty else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-L", socket, "has-session", "-t", name]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus != 0
    }

    /// What the program left: the pane and its scrollback, and standard error where the
    /// command sent it to `err` beside the exit status.
    private var output: String {
        var text = (try? tmux(["capture-pane", "-p", "-S", "-", "-t", name])) ?? ""
        if let exitStatus, let err = try? String(contentsOfFile: URL(fileURLWithPath: exitStatus)
            .deletingLastPathComponent().appendingPathComponent("err").path, encoding: .utf8), !err.isEmpty {
            text += "\n--- standard error ---\n" + err
        }
        return text
    }

    /// The pid of the program running in the pane.
    var panePID: Int32? { Int32((try? tmux(["display-message", "-p", "-t", name, "#{pane_pid}"]))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") }
}
