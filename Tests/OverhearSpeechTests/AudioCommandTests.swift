import Foundation
import OverhearKit
import Testing
@testable import OverhearSpeech

@Suite struct AudioCommandTests {
    static let zip = """
    field mdc-2018 zip
      placeholder: Zip code
      helper: 5 digits
      max: 5

    > next
    > next
    > activate
    > type 94

    """

    @Test func playWritesAWAVOfTheTimelinesLength() throws {
        let scenario = temporaryFile("zip.scenario", Self.zip)
        let wav = temporaryFile("zip.wav")
        let result = try runOverhear(["play", scenario, "--wav", wav, "--timing", "audio", "--format", "json"])
        #expect(result.status == 0)
        let timeline = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as! [String: Any]
        let ends = (timeline["actions"] as! [[String: Any]]).flatMap { $0["utterances"] as! [[String: Any]] }.map { $0["end"] as! Int }
        let contents = try #require(WAVContents(Array(FileManager.default.contents(atPath: wav)!)))
        #expect(contents.channels == 1 && contents.sampleRate == 22050 && contents.bitsPerSample == 16)
        let seconds = Double(contents.samples.count) / 22050
        let timelineSeconds = Double(ends.max()!) / 1000
        #expect(abs(seconds - timelineSeconds) <= timelineSeconds * 0.05)
        #expect(peak(contents.samples[...]) > 3000)
        #expect(!FileManager.default.fileExists(atPath: wav + ".tmp"))
    }

    @Test func theCrashTextDoesNotTakeOverhearDown() throws {
        let scenario = temporaryFile("crash.scenario", "field\n> announce \(espeakCrashText)\n> announce still here\n")
        let wav = temporaryFile("crash.wav")
        let result = try runOverhear(["play", scenario, "--wav", wav])
        #expect(result.status == 0)
        #expect(result.err == "overhear: speech engine crashed on announce \"\(espeakCrashText.prefix(30))…\"; skipped it, restarted\n"
            + "overhear: the transcript is timed as the WAV is, by its audio (--timing spec gives the spec's durations, as check uses)\n")
        #expect(result.out.contains("announce: still here"))
        #expect(result.out.contains("announce (skipped): "), "the WAV's transcript marks what it left out")
        let contents = try #require(WAVContents(Array(FileManager.default.contents(atPath: wav)!)))
        #expect(peak(contents.samples[...]) > 3000)
    }

    /// The workers `play --wav` started (children of any of its threads).
    static func workers(of pid: pid_t) -> [pid_t] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task in
            ((try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? "").split(separator: " ").compactMap { pid_t($0) }
        }
    }

    /// kill -9 of a speech worker during `play --wav` (the OOM killer's way) loses nothing:
    /// the utterance it was saying is said again on a fresh worker, and the WAV is byte for
    /// byte an undisturbed one (issue 35, item 16).
    @Test func aWorkerKilledDuringPlayLosesNothing() throws {
        let scenario = temporaryFile("many.scenario", "element a\n  label: A\n" + (1...1200).map { "> announce Row \($0)\n" }.joined())
        let folder = (scenario as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let undisturbed = try runOverhear(["play", scenario, "--wav", folder + "/undisturbed.wav"])
        #expect(undisturbed.status == 0)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: overhearBinary)
        process.arguments = ["play", scenario, "--wav", folder + "/killed.wav"]
        let out = Pipe(), err = Pipe()
        (process.standardOutput, process.standardError) = (out, err)
        try process.run()
        let read = DispatchQueue.global()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        let group = DispatchGroup()
        read.async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
        read.async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        // Both workers speak for about a second: one is killed a third of the way in.
        var victim: pid_t?
        let deadline = Date().addingTimeInterval(10)
        while victim == nil && Date() < deadline {
            if Self.workers(of: process.processIdentifier).count == 2 {
                usleep(300_000)
                victim = Self.workers(of: process.processIdentifier).first
            } else {
                usleep(1_000)
            }
        }
        let killed = try #require(victim, "play started two workers")
        #expect(kill(killed, SIGKILL) == 0)
        process.waitUntilExit()
        group.wait()
        let errors = String(decoding: errData, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(errors)")
        #expect(!errors.contains("skipped") && !String(decoding: outData, as: UTF8.self).contains("(skipped)"), "\(errors)")
        let same = FileManager.default.contentsEqual(atPath: folder + "/undisturbed.wav", andPath: folder + "/killed.wav")
        #expect(same, "the WAV is that of an undisturbed run")
    }

    /// Audio-timed output marks what the engine could not say, in the transcript and in JSON.
    @Test func aSkippedUtteranceIsMarkedInAudioTimedOutput() throws {
        let scenario = temporaryFile("crash.scenario", "field\n> announce \(espeakCrashText)\n> announce still here\n")
        defer { try? FileManager.default.removeItem(atPath: (scenario as NSString).deletingLastPathComponent) }
        let text = try runOverhear(["play", scenario, "--timing", "audio"])
        #expect(text.status == 0)
        #expect(text.out.contains("\n  announce (skipped): \(espeakCrashText)\n"))
        #expect(text.out.contains("\n  announce: still here\n"))
        let json = try runOverhear(["play", scenario, "--timing", "audio", "--format", "json"])
        let timeline = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as! [String: Any]
        let utterances = (timeline["actions"] as! [[String: Any]]).flatMap { $0["utterances"] as! [[String: Any]] }
        #expect(utterances.map { $0["skipped"] as? Bool } == [true, nil])
        let spec = try runOverhear(["play", scenario])
        #expect(spec.out.contains("\n  announce: \(espeakCrashText)\n"), "spec timing is the model's, not the engine's")
    }

    /// When nothing at all could be spoken, the command fails and writes no WAV.
    @Test func nothingSpokenIsAFailure() throws {
        let wav = temporaryFile("crash.wav")
        defer { try? FileManager.default.removeItem(atPath: (wav as NSString).deletingLastPathComponent) }
        let said = try runOverhear(["say", espeakCrashText, "--wav", wav])
        #expect(said.status == 2)
        #expect(said.out == "announce (skipped): \(espeakCrashText)\n")
        #expect(said.err.hasSuffix("; skipped it, restarted\noverhear: nothing could be spoken; no WAV written\n"))
        let scenario = temporaryFile("crash.scenario", "field\n> announce \(espeakCrashText)\n")
        defer { try? FileManager.default.removeItem(atPath: (scenario as NSString).deletingLastPathComponent) }
        let played = try runOverhear(["play", scenario, "--wav", wav])
        #expect(played.status == 2)
        #expect(played.err.hasSuffix("overhear: nothing could be spoken; no WAV written\n"))
        #expect(!FileManager.default.fileExists(atPath: wav))
    }

    /// With a WAV written, the transcript printed is the one the WAV holds (its `(interrupted)`
    /// marks once disagreed with it: Scenarios/31, 32, 36, 37, 85), and a line says so.
    @Test(arguments: ["31-interrupt-focus", "36-rate-fast"])
    func aWAVsTranscriptIsTheOneTheWAVHolds(_ name: String) throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let scenario = root.appendingPathComponent("Scenarios/\(name).scenario").path
        let wav = temporaryFile("out.wav")
        defer { try? FileManager.default.removeItem(atPath: (wav as NSString).deletingLastPathComponent) }
        let written = try runOverhear(["play", scenario, "--wav", wav])
        let audio = try runOverhear(["play", scenario, "--timing", "audio"])
        let spec = try runOverhear(["play", scenario])
        #expect(written.status == 0 && audio.status == 0)
        #expect(written.out == audio.out)
        #expect(spec.out != audio.out, "the scenario is one whose timings differ")
        #expect(written.err == "overhear: the transcript is timed as the WAV is, by its audio (--timing spec gives the spec's durations, as check uses)\n")
        let asked = try runOverhear(["play", scenario, "--wav", wav, "--timing", "spec"])
        #expect(asked.out == spec.out && asked.err.isEmpty)
    }

    @Test func withNoAudioDeviceLiveSpeechSaysSoOnceAndCompletes() throws {
        let scenario = temporaryFile("zip.scenario", Self.zip)
        let result = try runOverhear(["play", scenario, "--speak", "--audio-device", "overhear-no-such-device"])
        #expect(result.status == 0)
        #expect(result.err == "overhear: cannot open audio device \"overhear-no-such-device\": No such file or directory; use --wav FILE to hear it later\n",
                "a device the user named is named")
        #expect(result.out.contains("announce: 3 characters remaining"))
    }

    @Test func theNullDeviceDrivesTheRealPlaybackPath() throws {
        let output = try AudioOutput(device: "null", sampleRate: 22050)
        let tone = Tones.samples(for: "boundary", sampleRate: 22050)
        #expect(output.play(tone + tone) == tone.count * 2)
        let result = try runOverhear(["say", "hello", "--audio-device", "null"])
        #expect(result.status == 0 && result.err.isEmpty && result.out == "announce: hello\n")
    }

    /// What plays after a stop is at most one chunk, then the fade: together within 6 ms, so
    /// that live speech is silent within 10 ms of a stop on a loaded machine too (P3b).
    @Test func playbackStopsWithinOneChunkOfTwoAndAHalfMilliseconds() throws {
        let output = try AudioOutput(device: "null", sampleRate: 22050)
        var chunks = 0
        let written = output.play([Int16](repeating: 1, count: 22050)) {
            chunks += 1
            return chunks <= 2
        }
        let chunkMilliseconds = Double(written) / 2 / 22.05
        #expect(chunkMilliseconds + Double(CutFade.length(sampleRate: 22050)) / 22.05 <= 6, "\(written / 2) samples a chunk")
        #expect(written == 2 * 55)
    }

    /// Live playback stopped mid-sound ramps down over a few ms, as the WAV does, instead of
    /// stopping with a step. ALSA's tee device keeps what reached the device in a file.
    @Test func stoppedPlaybackFadesOut() throws {
        let capture = temporaryFile("live.raw")
        defer { try? FileManager.default.removeItem(atPath: (capture as NSString).deletingLastPathComponent) }
        var output: AudioOutput? = try AudioOutput(device: "tee:null,'\(capture)',raw", sampleRate: 22050)
        let tone = Tones.sweep(from: 440, to: 440, milliseconds: 500, sampleRate: 22050)
        var chunks = 0
        output?.play(tone) {
            chunks += 1
            return chunks <= 40
        }
        output = nil
        let bytes = Array(FileManager.default.contents(atPath: capture) ?? Data())
        let heard = stride(from: 0, to: bytes.count - 1, by: 2).map { Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8) }
        // The fade may start before the last chunk written: the device may give queued audio back.
        let fade = CutFade.length(sampleRate: 22050)
        try #require(heard.count > 1000 + fade && heard.count <= 40 * 55 + fade, "\(heard.count) samples reached the device")
        let unfaded = heard.count - fade
        #expect(Array(heard[0..<unfaded]) == Array(tone[0..<unfaded]))
        expectFadeOut(Array(heard.suffix(fade)), of: Array(tone[unfaded..<heard.count]))
    }

    /// Over the 4,000-character limit, speech stops at a word and says so, once.
    @Test func aCutUtteranceIsReportedOnce() throws {
        let long = String(repeating: "hello world ", count: 400)
        let wav = temporaryFile("long.wav")
        defer { try? FileManager.default.removeItem(atPath: (wav as NSString).deletingLastPathComponent) }
        let said = try runOverhear(["say", long, "--wav", wav])
        #expect(said.status == 0)
        #expect(said.err == "overhear: speech cut at a word after 3995 of 4800 characters (the limit is 4000); 805 not spoken\n")
        let scenario = temporaryFile("long.scenario", "field\n> announce \(long)\n> announce \(long)\n")
        defer { try? FileManager.default.removeItem(atPath: (scenario as NSString).deletingLastPathComponent) }
        let played = try runOverhear(["play", scenario, "--wav", wav])
        #expect(played.status == 0)
        #expect(played.err.components(separatedBy: "\n").filter { $0.hasPrefix("overhear: speech cut") }.count == 1, "\(played.err)")
    }

    @Test func sayWritesAWAVAndRejectsABadRate() throws {
        let wav = temporaryFile("say.wav")
        let ok = try runOverhear(["say", "a < b & c", "--wav", wav])
        #expect(ok.status == 0 && ok.out == "announce: a < b & c\n")
        #expect(try #require(WAVContents(Array(FileManager.default.contents(atPath: wav)!))).samples.count > 11025)
        let bad = try runOverhear(["say", "x", "--rate", "500"])
        #expect(bad.status == 2 && bad.err.hasPrefix("overhear: say: --rate must be a whole number from 1 to 100"))
    }
}

@Suite struct WAVLimitTests {
    @Test func aScenarioLongerThanAWAVCanHoldIsRefusedAndNothingIsWritten() throws {
        let scenario = temporaryFile("long.scenario", "field\n" + String(repeating: "> wait 3600 s\n", count: 28) + "> next\n")
        let wav = temporaryFile("long.wav")
        let result = try runOverhear(["play", scenario, "--wav", wav])
        #expect(result.status == 2)
        #expect(result.err == "overhear: the scenario's audio may last up to 28 hours; a WAV file holds at most 27\n")
        let folder = (wav as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "no WAV, no temporary file")
    }
}
