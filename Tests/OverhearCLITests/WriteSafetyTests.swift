import Foundation
import Testing

/// What is at a path the tool writes stays what it was: links are written through, devices
/// and FIFOs directly, owner and mode are kept, and what may not be written is refused.
@Suite struct WriteSafetyTests {
    private func status(_ path: String) -> stat {
        var status = stat()
        lstat(path, &status)
        return status
    }

    @Test func checkUpdateWritesThroughASymlinkToItsTarget() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("real.scenario", Fixture.zipFailing)
        symlink("real.scenario", folder.path("link.scenario"))
        let result = try folder.run("check", "--update", "link.scenario")
        #expect(result.status == 0, "\(result.err)")
        #expect(status(folder.path("link.scenario")).st_mode & S_IFMT == S_IFLNK)
        #expect(try folder.text("real.scenario") == Fixture.zip)
        #expect(try folder.listing() == ["link.scenario", "real.scenario"])
    }

    @Test func aDanglingLinkIsRefusedAndItsTargetNotCreated() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", Fixture.zip)
        symlink("made.svg", folder.path("out.svg"))
        let result = try folder.run("play", "s.scenario", "--svg", "out.svg")
        #expect(result.status == 2)
        #expect(result.err == "overhear: cannot write out.svg: it is a symbolic link to made.svg, which does not exist; Overhear does not create a link's target\n", "\(result.err)")
        #expect(result.out.isEmpty, "refused before anything was played")
        #expect(try folder.listing() == ["out.svg", "s.scenario"])
    }

    @Test func aWAVIntoAFIFOReachesItsReaderAndTheFIFOStays() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fifo = folder.path("pipe.wav")
        #expect(mkfifo(fifo, 0o644) == 0)
        // The reader is a process of its own: `cat` holds the FIFO open until the writer closes it.
        let script = "timeout 20 cat pipe.wav > got.wav & \"$OVERHEAR\" say hi --wav pipe.wav; status=$?; wait; exit $status"
        let result = try shell(script, in: folder)
        #expect(result.status == 0, "\(result.err)")
        let data = (try? Data(contentsOf: folder.url.appendingPathComponent("got.wav"))) ?? Data()
        #expect(data.prefix(4) == Data("RIFF".utf8), "\(data.count) bytes")
        #expect(status(fifo).st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aWAVIntoACharacterDeviceIsWrittenToTheDevice() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A null device of the test's own (as root), so the real /dev/null is never at risk.
        guard mknod(folder.path("null"), S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 else { return }
        let result = try folder.run("say", "hi", "--wav", "null", timeout: 60)
        #expect(result.status == 0, "\(result.err)")
        #expect(status(folder.path("null")).st_mode & S_IFMT == S_IFCHR)
        #expect(try folder.listing() == ["null"])
    }

    @Test func ownerAndModeAreKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", Fixture.zipFailing)
        chmod(folder.path("s.scenario"), 0o640)
        let owner: uid_t = geteuid() == 0 ? 4321 : geteuid()
        chown(folder.path("s.scenario"), owner, geteuid() == 0 ? 4321 : getegid())
        let result = try folder.run("check", "--update", "s.scenario")
        #expect(result.status == 0, "\(result.err)")
        let after = status(folder.path("s.scenario"))
        #expect(after.st_mode & 0o7777 == 0o640)
        #expect(after.st_uid == owner)
        #expect(try folder.text("s.scenario") == Fixture.zip)
    }

    @Test func extendedAttributesAndTheACLAreKept() throws {
        let setfacl = "/usr/bin/setfacl", getfacl = "/usr/bin/getfacl"
        try #require(FileManager.default.isExecutableFile(atPath: setfacl), "setfacl is needed (.ci/install-deps installs acl)")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", Fixture.zipFailing)
        let file = folder.path("s.scenario")
        chmod(file, 0o640)
        // Another user may write it; its owning group still only reads (the mask is not the group's entry).
        let acl = try OverhearProcess.run(program: setfacl, ["-m", "u:65534:rw,g::r", file])
        try #require(acl.status == 0, "\(acl.err)")
        // Python's os module reaches the xattr calls, which Swift's Glibc module does not export.
        func attribute(_ code: String) throws -> OverhearProcess.Result {
            try OverhearProcess.run(program: "/usr/bin/python3", ["-c", "import os, sys; " + code, file])
        }
        try #require(try attribute("os.setxattr(sys.argv[1], 'user.origin', b'from the review')").status == 0, "user extended attributes are needed")
        let before = try OverhearProcess.run(program: getfacl, ["-p", file]).out
        #expect(before.contains("user:nobody:rw-") && before.contains("group::r--"), "\(before)")

        let result = try folder.run("check", "--update", "s.scenario")
        #expect(result.status == 0, "\(result.err)")
        #expect(try folder.text("s.scenario") == Fixture.zip)
        #expect(try OverhearProcess.run(program: getfacl, ["-p", file]).out == before)
        #expect(try attribute("print(os.getxattr(sys.argv[1], 'user.origin').decode())").out == "from the review\n")
    }

    @Test func aReadOnlyFileIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", Fixture.zipFailing)
        chmod(folder.path("s.scenario"), 0o444)
        let result = try folder.run("check", "--update", "s.scenario")
        #expect(result.status == 2)
        #expect(result.err == "overhear: cannot write s.scenario: it is read-only\n")
        #expect(try folder.text("s.scenario") == Fixture.zipFailing)
    }

    @Test func aFileWithHardLinksIsRefusedAndBothNamesStayTheSame() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", Fixture.zipFailing)
        link(folder.path("s.scenario"), folder.path("other.scenario"))
        let result = try folder.run("check", "--update", "s.scenario")
        #expect(result.status == 2)
        #expect(result.err.contains("cannot write s.scenario: it has 2 hard links"), "\(result.err)")
        #expect(try folder.inode("s.scenario") == folder.inode("other.scenario"))
        #expect(try folder.text("s.scenario") == Fixture.zipFailing)
    }

    @Test func aPlantedLinkAtTheOldTemporaryNameIsNotFollowed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("v.scenario", Fixture.zipFailing)
        try folder.write("precious.txt", "precious\n")
        // The old name was `.NAME.PID.tmp`: plant it for the very process that will write.
        let script = "ln -s precious.txt .v.scenario.$$.tmp; exec \"$OVERHEAR\" check --update v.scenario"
        let result = try shell(script, in: folder)
        #expect(result.status == 0, "\(result.err)")
        #expect(try folder.text("precious.txt") == "precious\n")
        #expect(try folder.text("v.scenario") == Fixture.zip)
    }

    @Test func aTemporaryFileHasANameOnlyOnceItIsComplete() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A big update (about 4 MB to write), watched from here: any temporary name that shows
        // up must already hold every byte, so a kill at any moment leaves no partial file.
        let text = "field uitextfield zip\n  placeholder: " + String(repeating: "Zip code ", count: 12) + "\n\n"
            + String(repeating: "> first\n", count: 30_000)
        try folder.write("k.scenario", text)
        let process = Process()
        process.executableURL = OverhearProcess.binary
        process.arguments = ["check", "--update", folder.path("k.scenario")]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var partial: [Int] = []
        while process.isRunning {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? [] where name.hasSuffix(".tmp") {
                var status = stat()
                if lstat(folder.path(name), &status) == 0 { partial.append(Int(status.st_size)) }
            }
        }
        process.waitUntilExit()
        let final = try folder.bytes("k.scenario").count
        #expect(process.terminationStatus == 0)
        #expect(final > 4_000_000)
        #expect(partial.allSatisfy { $0 == final }, "temporary files seen with \(Set(partial).sorted().prefix(5)) of \(final) bytes")
        #expect(try folder.listing() == ["k.scenario"])
    }

    @Test func aFileDeletedDuringTheRunIsNotRecreated() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A long file: read at once, then played for a while, and deleted meanwhile.
        var text = "field mdc zip\n  placeholder: Zip code\n  max: 5\n\n> focus zip\n> activate\n"
        for index in 0..<20000 { text += index % 3 == 0 ? "> type 9\n" : "> delete\n" }
        try folder.write("z.scenario", text)
        let script = "\"$OVERHEAR\" check --update z.scenario & sleep 0.3; rm z.scenario; wait $!"
        let result = try shell(script, in: folder)
        #expect(result.status == 2, "\(result.out)")
        #expect(result.err.contains("cannot write z.scenario: it was deleted while Overhear ran; not recreated"), "\(result.err)")
        #expect(try folder.listing() == [])
    }

    @Test(arguments: ["mv edited.scenario z.scenario", "echo '# edited' >> z.scenario"])
    func anEditSavedDuringTheRunIsKept(_ edit: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A long file: read at once, then played for a couple of seconds, and edited meanwhile
        // (saved as editors do, by a rename, or written in place).
        var text = "field mdc zip\n  placeholder: Zip code\n  max: 5\n\n> focus zip\n> activate\n"
        for index in 0..<60000 { text += index % 3 == 0 ? "> type 9\n" : "> delete\n" }
        try folder.write("z.scenario", text)
        try folder.write("edited.scenario", "# edited\n" + text)
        let result = try shell("\"$OVERHEAR\" check --update z.scenario & sleep 0.5; \(edit); wait $!", in: folder)
        #expect(result.status == 2, "\(result.out)")
        #expect(result.err == "overhear: cannot write z.scenario: it changed while Overhear ran; left as it is (run check --update again)\n", "\(result.err)")
        #expect(result.out == "FAIL z.scenario\n0 passed, 1 failed\n")
        let edited = try folder.text("z.scenario")
        #expect(edited.hasPrefix("# edited\n") || edited.hasSuffix("# edited\n"))
        #expect(edited.contains("  focus: ") == false, "the update was not written")
        #expect(try folder.listing().filter { $0.hasSuffix(".tmp") } == [])
    }

    @Test func aNameOfTheLongestLengthIsWritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // 255 bytes, NAME_MAX, of which some are two-byte characters: the temporary name
        // beside it must fit the limit too, and be cut between characters.
        let stem = String(repeating: "é", count: 60) + String(repeating: "n", count: 255 - 120 - ".scenario".utf8.count)
        let name = stem + ".scenario", picture = stem + ".svg"
        #expect(name.utf8.count == 255)
        try folder.write(name, Fixture.zipFailing)
        let update = try folder.run("check", "--update", name)
        #expect(update.status == 0, "\(update.err)")
        #expect(try folder.text(name) == Fixture.zip)
        let svg = try folder.run("play", name, "--svg", picture)
        #expect(svg.status == 0, "\(svg.err)")
        #expect(try folder.listing() == [picture, name].sorted())
    }

    @Test func aTemporaryLeftByAWriterKilledAtTheRenameIsRemovedByTheNextWrite() throws {
        let strace = "/usr/bin/strace"
        try #require(FileManager.default.isExecutableFile(atPath: strace), "strace is needed (.ci/install-deps installs it)")
        let binary = try #require(OverhearProcess.binary)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", Fixture.zipFailing)
        try folder.write("t.scenario", Fixture.zipFailing)
        // A writer still at work (this test's own process) keeps its temporary file.
        let live = ".other.scenario.overhear.\(getpid()).abc.tmp"
        try folder.write(live, "in use")
        // Killed at the very rename: the temporary file has its name, the old file is untouched.
        let renames = "rename,renameat,renameat2"
        let killed = try OverhearProcess.run(program: strace, ["-f", "-o", "/dev/null", "-e", "trace=" + renames,
                                                               "-e", "inject=\(renames):signal=SIGKILL", binary.path, "check", "--update", "s.scenario"],
                                             in: folder.url)
        #expect(killed.status != 0)
        #expect(try folder.text("s.scenario") == Fixture.zipFailing)
        let left = try folder.listing()
        #expect(left.filter { $0.hasSuffix(".tmp") && $0 != live }.count == 1, "\(left)")
        // The next write to the folder removes it.
        let next = try folder.run("check", "--update", "t.scenario")
        #expect(next.status == 0, "\(next.err)")
        #expect(try folder.listing() == [live, "s.scenario", "t.scenario"].sorted())
    }
}

/// Runs a shell script in the folder with `$OVERHEAR` naming the binary, for redirections the
/// test runner cannot make (`> /dev/full`, `>&-`, `| head`).
func shell(_ script: String, in folder: TemporaryFolder, timeout: TimeInterval = 60) throws -> OverhearProcess.Result {
    guard let binary = OverhearProcess.binary else { throw OverhearProcess.Failure(description: "no overhear binary") }
    let quoted = "'" + binary.path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    return try OverhearProcess.run(program: "/bin/sh", ["-c", "OVERHEAR=\(quoted); " + script], in: folder.url, timeout: timeout)
}

/// Standard output that cannot be written is an error (exit 2); a reader that went away
/// (`| head`) ends the run quietly.
@Suite struct StandardOutputTests {
    @Test(arguments: [
        "\"$OVERHEAR\" play s.scenario > /dev/full",
        "\"$OVERHEAR\" check s.scenario > /dev/full",
        "\"$OVERHEAR\" play s.scenario >&-",
        "\"$OVERHEAR\" --help > /dev/full",
        "\"$OVERHEAR\" demo --source > /dev/full",
    ])
    func aFailedWriteIsReported(_ script: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", Fixture.zip)
        let result = try shell(script, in: folder)
        #expect(result.status == 2, "\(script)")
        #expect(result.err.hasPrefix("overhear: cannot write standard output: "), "\(script): \(result.err)")
    }

    @Test func aClosedPipeEndsQuietly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Enough output that the writer is still writing when `head` has gone.
        var text = "field mdc zip\n\n"
        for _ in 0..<20_000 { text += "> next\n" }
        try folder.write("s.scenario", text)
        let result = try shell("\"$OVERHEAR\" play s.scenario | head -c 10 > /dev/null", in: folder)
        #expect(result.status == 0)
        #expect(result.err == "")
    }
}
