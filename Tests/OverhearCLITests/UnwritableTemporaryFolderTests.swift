import Foundation
import Testing

/// Synthesised speech is kept in an unlinked file in `$TMPDIR` while a scenario is rendered;
/// where none can be made there, it is kept in memory (`PCMStore`), and the WAV and the
/// transcript are the same.
@Suite struct UnwritableTemporaryFolderTests {
    private func play(_ folder: TemporaryFolder, temporaryFolder: String, wav: String) throws -> OverhearProcess.Result {
        guard let binary = OverhearProcess.binary else { throw OverhearProcess.Failure(description: "no overhear binary") }
        return try OverhearProcess.run(program: "/usr/bin/env", ["TMPDIR=" + temporaryFolder, binary.path, "play", "zip.scenario", "--wav", wav],
                                       in: folder.url)
    }

    @Test func aWAVRenderedWithoutATemporaryFileIsTheSameBytes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("zip.scenario", Fixture.zip)
        try folder.makeFolder("tmp")
        let withFile = try play(folder, temporaryFolder: folder.path("tmp"), wav: "file.wav")
        // A folder that does not exist: no temporary file can be made in it, even by root.
        let inMemory = try play(folder, temporaryFolder: folder.path("missing"), wav: "memory.wav")
        #expect(withFile.status == 0 && inMemory.status == 0, "\(withFile.err) \(inMemory.err)")
        #expect(inMemory.out == withFile.out)
        let wav = try folder.bytes("memory.wav")
        #expect(wav.count > 44_100)
        #expect(wav == (try folder.bytes("file.wav")))
    }
}
