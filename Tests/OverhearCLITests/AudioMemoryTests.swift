import Foundation
import Testing

/// Audio is kept on disk, not in memory (issue 19, item 35): one announcement of 40 words at
/// rate 1 is 26 minutes of speech, 69 MB of WAV. Making it took 160 MB of memory for
/// `play --wav` and 296 MB for `report`, whose page was 91 MB; GNU time measures the peak.
@Suite struct AudioMemoryTests {
    static let long = "settings\n  rate: 1\nfield\n> announce " + (0..<40).map { "word\($0)" }.joined(separator: " ") + "\n"

    /// Runs overhear under GNU time: the result, and its peak resident memory in MB.
    private func measured(_ arguments: [String], in folder: TemporaryFolder) throws -> (result: OverhearProcess.Result, megabytes: Double) {
        let binary = try #require(OverhearProcess.binary)
        let result = try OverhearProcess.run(program: "/usr/bin/time", ["-f", "peak %M", "-o", folder.path("peak"), binary.path] + arguments,
                                             in: folder.url, timeout: 300)
        let peak = try folder.text("peak").split(separator: "\n").last { $0.hasPrefix("peak ") }.flatMap { Double($0.dropFirst(5)) }
        return (result, (try #require(peak)) / 1024)
    }

    @Test func aLongUtteranceIsWrittenWithoutBeingHeldWhole() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("long.scenario", Self.long)
        let (result, megabytes) = try measured(["play", "long.scenario", "--wav", "long.wav", "--timing", "spec"], in: folder)
        #expect(result.status == 0, "\(result.err)")
        #expect(megabytes < 50, "\(megabytes) MB")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: folder.path("long.wav"))[.size] as? Int)
        #expect(size > 60_000_000, "the whole of it is written: \(size) bytes")
    }

    @Test func theReportLeavesOutASoundTooLongForAPageAndSaysSo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("long.scenario", Self.long)
        let (result, megabytes) = try measured(["report", "long.scenario", "-o", "long.html"], in: folder)
        #expect(result.status == 0, "\(result.err)")
        #expect(megabytes < 50, "\(megabytes) MB")
        let note = "the audio of 1 utterance is left out of the page (a sound over 2 minutes, or past its 20 minutes of audio)"
        #expect(result.err.contains("overhear: " + note), "\(result.err)")
        let page = try folder.text("long.html")
        #expect(page.utf8.count < 1_000_000)
        #expect(page.contains(note))
        #expect(!page.contains("data:audio/wav"))
    }
}
