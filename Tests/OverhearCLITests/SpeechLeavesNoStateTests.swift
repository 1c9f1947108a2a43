import Foundation
import Testing

/// Speech never starts a PulseAudio client: libespeak-ng's probe for a sound device is
/// answered with "no device" (Sources/CEspeakNG/no_audio_device.c). A client would make a
/// runtime folder in `$TMPDIR` and record it under `~/.config/pulse`, which then makes
/// every later `make test` on that machine fail, and litters a user's machine.
@Suite struct SpeechLeavesNoStateTests {
    /// Runs `overhear ARGUMENTS` with `HOME` and `TMPDIR` set to empty folders of its own, and
    /// no runtime folder named (as on a machine where PulseAudio never ran, where a client
    /// makes its folder in `TMPDIR`); returns what each holds afterwards.
    private func run(_ arguments: [String], in folder: TemporaryFolder) throws -> (home: [String], temporary: [String]) {
        try folder.makeFolder("home")
        try folder.makeFolder("tmp")
        guard let binary = OverhearProcess.binary else { throw OverhearProcess.Failure(description: "no overhear binary") }
        let result = try OverhearProcess.run(program: "/usr/bin/env",
                                             ["-u", "XDG_RUNTIME_DIR", "-u", "PULSE_RUNTIME_PATH",
                                              "HOME=" + folder.path("home"), "TMPDIR=" + folder.path("tmp"), binary.path] + arguments,
                                             in: folder.url)
        #expect(result.status == 0, "\(result.err)")
        let manager = FileManager.default
        return (try manager.contentsOfDirectory(atPath: folder.path("home")).sorted(),
                try manager.contentsOfDirectory(atPath: folder.path("tmp")).sorted())
    }

    @Test(arguments: [["say", "hello", "--wav", "out.wav"], ["play", "zip.scenario", "--wav", "out.wav"]])
    func speechToAFileLeavesHomeAndTheTemporaryFolderEmpty(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("zip.scenario", Fixture.zip)
        let left = try run(arguments, in: folder)
        #expect(left.home == [])
        #expect(left.temporary == [])
        #expect(try folder.bytes("out.wav").count > 44)
    }
}
