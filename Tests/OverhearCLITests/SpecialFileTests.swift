import Foundation
import Testing

/// What is read must be a regular file of a sane size, and nothing below a checked folder
/// is skipped in silence.
@Suite struct SpecialFileTests {
    @Test func aFIFOIsRefusedAtOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        mkfifo(folder.path("p.scenario"), 0o644)
        for command in ["play", "check"] {
            let result = try folder.run(command, "p.scenario", timeout: 10)
            #expect(!result.timedOut, "\(command) waited for a writer")
            #expect(result.status == 2)
            #expect(result.err == "p.scenario: error: cannot read: it is a FIFO, not a regular file\n", "\(result.err)")
        }
    }

    @Test func aFIFOInACheckedFolderIsAnErrorNotAHang() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("d/ok.scenario", Fixture.zip)
        mkfifo(folder.path("d/p.scenario"), 0o644)
        let result = try folder.run("check", "d", timeout: 10)
        #expect(!result.timedOut)
        #expect(result.status == 2)
        #expect(result.err == "d/p.scenario: error: cannot read: it is a FIFO, not a regular file\n")
        #expect(result.out == "PASS d/ok.scenario\nFAIL d/p.scenario\n1 passed, 1 failed\n")
    }

    @Test func aDeviceIsRefused() throws {
        let result = try OverhearProcess.run(["play", "/dev/zero"], timeout: 10)
        #expect(!result.timedOut)
        #expect(result.status == 2)
        #expect(result.err == "/dev/zero: error: cannot read: it is a device, not a regular file\n")
    }

    @Test func endlessStandardInputStopsAtTheSizeLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try shell("\"$OVERHEAR\" play - < /dev/zero", in: folder, timeout: 20)
        #expect(result.status == 2)
        #expect(result.err == "<stdin>: error: cannot read: it is larger than 16 MB, the most a scenario may be\n")
    }

    @Test func aFileOverTheSizeLimitIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("big.scenario", "field\n" + String(repeating: "# padding\n", count: 1_700_000))
        let result = try folder.run("check", "big.scenario")
        #expect(result.status == 2)
        #expect(result.err == "big.scenario: error: cannot read: it is larger than 16 MB, the most a scenario may be\n")
    }

    @Test func aNameThatIsNotUTF8IsAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("d/ok.scenario", Fixture.zip)
        var bytes = Array(folder.path("d").utf8) + Array("/bad".utf8) + [0xFF] + Array(".scenario".utf8) + [0]
        let descriptor = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let result = try folder.run("check", "d")
        #expect(result.status == 2)
        #expect(result.err == "d/bad\u{FFFD}.scenario: error: the name is not UTF-8 (shown with U+FFFD); rename it\n")
        #expect(result.out.hasSuffix("1 passed, 1 failed\n"), "\(result.out)")
    }

    @Test func anUnreadableSubfolderIsAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("d/ok.scenario", Fixture.zip)
        try folder.write("d/secret/hidden.scenario", Fixture.zip)
        chmod(folder.path("d/secret"), 0)
        // Root reads any folder: run the check as nobody, as a user would meet it.
        chmod(folder.url.path, 0o755)
        guard geteuid() == 0, let binary = OverhearProcess.binary else {
            let result = try folder.run("check", "d")
            #expect(result.status == 2)
            return
        }
        let result = try OverhearProcess.run(program: "/usr/bin/setpriv",
                                             ["--reuid=65534", "--regid=65534", "--clear-groups", binary.path, "check", "d"],
                                             in: folder.url)
        #expect(result.status == 2)
        #expect(result.err == "d/secret: error: cannot read the folder: Permission denied\n")
        #expect(result.out.hasSuffix("1 passed, 1 failed\n"), "\(result.out)")
    }

    @Test func aPathDeeperThanPathMaxIsAnError() throws {
        let folder = try TemporaryFolder()
        // FileManager cannot remove a tree deeper than PATH_MAX; rm -rf can.
        defer { _ = try? shell("rm -rf d", in: folder); folder.remove() }
        try folder.write("d/ok.scenario", Fixture.zip)
        // Folders nested, each made relative to the last, until the path passes PATH_MAX
        // (4096 bytes), then a scenario at the bottom.
        let component = String(repeating: "n", count: 200)
        var parent = open(folder.path("d"), O_RDONLY | O_DIRECTORY)
        for _ in 0..<25 {
            #expect(mkdirat(parent, component, 0o755) == 0)
            let child = openat(parent, component, O_RDONLY | O_DIRECTORY)
            close(parent)
            parent = child
        }
        close(openat(parent, "deep.scenario", O_CREAT | O_WRONLY, 0o644))
        close(parent)
        let result = try folder.run("check", "d")
        #expect(result.status == 2)
        #expect(result.err.contains("File name too long"), "\(result.err)")
        #expect(result.out.hasSuffix("1 passed, 1 failed\n"), "\(result.out)")
    }

    @Test func aSymlinkLoopIsNamedAsOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        symlink("b.scenario", folder.path("a.scenario"))
        symlink("a.scenario", folder.path("b.scenario"))
        for command in ["play", "check"] {
            let result = try folder.run(command, "a.scenario")
            #expect(result.status == 2)
            #expect(result.err == "a.scenario: error: cannot read: Too many levels of symbolic links\n")
        }
    }

    @Test func checkReadsStandardInput() throws {
        let result = try OverhearProcess.run(["check", "-"], input: .pipe(Data(Fixture.zip.utf8)))
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == "PASS <stdin>\n1 passed, 0 failed\n")
    }
}
