import Foundation

/// Runs the built `overhear` binary and captures what it did.
struct OverhearProcess {
    struct Result {
        var status: Int32
        var stdout: Data
        var stderr: Data
        /// True when the process did not finish in time and was killed.
        var timedOut: Bool

        var out: String { String(decoding: stdout, as: UTF8.self) }
        var err: String { String(decoding: stderr, as: UTF8.self) }
    }

    enum Input {
        /// Standard input is /dev/null.
        case none
        /// The bytes are written to a pipe (a non-seekable standard input).
        case pipe(Data)
        /// Standard input is the file.
        case file(URL)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The `overhear` binary: `$OVERHEAR_BINARY`, or the one built beside the test bundle.
    static let binary: URL? = {
        if let path = ProcessInfo.processInfo.environment["OVERHEAR_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        var folders: [URL] = [Bundle.main.bundleURL]   // Linux: .build/<triple>/debug
        folders += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
            .map { $0.deletingLastPathComponent() } // macOS: the folder holding the .xctest bundle
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() } // Tests/OverhearCLITests/this file
        folders.append(root.appendingPathComponent(".build/debug"))
        return folders.map { $0.appendingPathComponent("overhear") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Writing stdin to a process that has already exited must fail with EPIPE, not kill the tests.
    private static let ignoreBrokenPipe: Void = { signal(SIGPIPE, SIG_IGN) }()

    /// Runs `overhear ARGUMENTS` in `directory`, killing it after `timeout` seconds.
    static func run(_ arguments: [String], in directory: URL? = nil, input: Input = .none,
                    timeout: TimeInterval = 120) throws -> Result {
        guard let binary else { throw Failure(description: "cannot find the overhear binary; run swift build") }
        return try run(program: binary.path, arguments, in: directory, input: input, timeout: timeout)
    }

    /// Runs any program the same way (a shell, for redirections).
    static func run(program: String, _ arguments: [String], in directory: URL? = nil, input: Input = .none,
                    timeout: TimeInterval = 120) throws -> Result {
        _ = ignoreBrokenPipe
        // Output goes to files, not pipes, so a large output cannot block the process.
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("overhear-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
              FileManager.default.createFile(atPath: errURL.path, contents: nil) else {
            throw Failure(description: "cannot create output files in \(scratch.path)")
        }
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        defer { try? outHandle.close(); try? errHandle.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = outHandle
        process.standardError = errHandle
        var inputPipe: Pipe?
        var inputFile: FileHandle?
        switch input {
        case .none:
            process.standardInput = FileHandle.nullDevice
        case .pipe:
            inputPipe = Pipe()
            process.standardInput = inputPipe
        case .file(let url):
            inputFile = try FileHandle(forReadingFrom: url)
            process.standardInput = inputFile
        }
        defer { try? inputFile?.close() }

        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if case .pipe(let data) = input, let writer = inputPipe?.fileHandleForWriting {
            DispatchQueue.global().async {
                try? writer.write(contentsOf: data) // fails harmlessly if the process stops reading
                try? writer.close()
            }
        }
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            if finished.wait(timeout: .now() + 5) == .timedOut { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: try Data(contentsOf: outURL),
                      stderr: try Data(contentsOf: errURL),
                      timedOut: timedOut)
    }
}
