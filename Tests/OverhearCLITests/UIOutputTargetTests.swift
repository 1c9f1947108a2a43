import Foundation
import Testing

/// `tui --record` and `--trace` refuse at start, before the terminal is touched, every target
/// the other writers refuse, and any that is not a regular file (a FIFO with no reader would
/// hang the UI, a device cannot hold a recording).
@Suite struct UIOutputTargetTests {
    enum Target: String, CaseIterable {
        case readOnly, hardLinked, fifo, deviceFull, overLong
    }

    private func make(_ target: Target, in folder: TemporaryFolder) throws -> (path: String, reason: String) {
        switch target {
        case .readOnly:
            try folder.write("r.txt", "kept\n")
            chmod(folder.path("r.txt"), 0o444)
            return ("r.txt", "it is read-only")
        case .hardLinked:
            try folder.write("h.txt", "kept\n")
            link(folder.path("h.txt"), folder.path("other.txt"))
            return ("h.txt", "it has 2 hard links")
        case .fifo:
            mkfifo(folder.path("p.txt"), 0o644)
            return ("p.txt", "it is a device or FIFO, not a regular file")
        case .deviceFull:
            return ("/dev/full", "it is a device or FIFO, not a regular file")
        case .overLong:
            return (String(repeating: "n", count: 300) + ".txt", SystemError.describe(ENAMETOOLONG))
        }
    }

    @Test(arguments: ["--record", "--trace"], Target.allCases)
    func aTargetTheUICannotWriteIsRefusedAtStart(_ option: String, _ target: Target) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (path, reason) = try make(target, in: folder)
        let before = try folder.listing()
        // No terminal: had the target been taken, the UI would say it needs one.
        let result = try folder.run("tui", "--silent", option, path, timeout: 20)
        #expect(!result.timedOut)
        #expect(result.status == 2)
        let verb = option == "--record" ? "record" : "trace"
        #expect(result.err.hasPrefix("overhear: cannot \(verb) to \(path): \(reason)"), "\(option) \(target): \(result.err)")
        #expect(try folder.listing() == before)
        if target == .readOnly || target == .hardLinked { #expect(try folder.text(path) == "kept\n") }
    }
}

private enum SystemError {
    static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}
