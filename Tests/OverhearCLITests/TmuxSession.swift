import Foundation

/// A tmux session running a command in a real terminal, on a private tmux server.
///
/// The server is started with `posix_spawnp`, every inherited descriptor closed: started
/// with Foundation's `Process` it keeps an internal pipe open and `waitUntilExit` never returns.
final class TmuxSession {
    let socket = "overhear-test-\(UUID().uuidString.prefix(8))"
    let name = "ui"

    init(width: Int = 100, height: Int = 30, command: String) throws {
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

    /// Waits until the screen satisfies `condition` and has stopped changing (a frame may be
    /// caught half drawn); returns the last screen seen.
    @discardableResult
    func waitFor(seconds: Double = 10, _ condition: (String) -> Bool) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = screen
        while Date() < deadline {
            if condition(last) {
                usleep(40_000)
                let again = screen
                if again == last { return last }
                last = again
                continue
            }
            usleep(50_000)
            last = screen
        }
        return last
    }

    @discardableResult
    func waitFor(_ text: String, seconds: Double = 10) -> String {
        waitFor(seconds: seconds) { $0.contains(text) }
    }

    /// The pid of the program running in the pane.
    var panePID: Int32? { Int32((try? tmux(["display-message", "-p", "-t", name, "#{pane_pid}"]))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") }
}
