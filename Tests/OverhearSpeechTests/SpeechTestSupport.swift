import Foundation
import OverhearKit
import Testing
@testable import OverhearSpeech

/// The built `overhear` binary, which is also the speech worker's executable.
let overhearBinary: String = {
    var candidates = [Bundle.main.bundleURL.appendingPathComponent("overhear").path]
    var root = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { root.deleteLastPathComponent() }
    candidates.append(root.appendingPathComponent(".build/debug/overhear").path)
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
}()

/// Text that makes espeak-ng 1.51 abort the whole process (see platform notes).
let espeakCrashText = String(repeating: "s'", count: 200)

extension SpeechWorkerClient {
    /// Synthesises `ssml` whole: its samples, and what became of the request.
    func samples(ssml: String, voice: String, rate: Int) -> (samples: [Int16], outcome: Outcome) {
        var all: [Int16] = []
        let outcome = synthesize(ssml: ssml, voice: voice, rate: rate) { all += $0; return true }
        return (all, outcome)
    }
}

func makeAudio(_ settings: Settings = Settings()) throws -> UtteranceAudio {
    let client = try SpeechWorkerClient(executable: overhearBinary)
    return UtteranceAudio(client: client, settings: settings) { _ in }
}

/// Runs `overhear` with arguments; returns status, stdout and stderr.
func runOverhear(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: overhearBinary)
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// One folder for every temporary file of these tests, removed when the test process exits.
let speechScratch: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("overhear-speech-\(UUID().uuidString)")
    atexit { try? FileManager.default.removeItem(at: speechScratch) }
    return folder
}()

func temporaryFile(_ name: String, _ contents: String? = nil) -> String {
    let folder = speechScratch.appendingPathComponent(UUID().uuidString)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    if let contents { _ = FileManager.default.createFile(atPath: path, contents: Data(contents.utf8)) }
    return path
}

/// The format fields and samples of a 16-bit PCM WAV file.
struct WAVContents {
    var channels: Int
    var sampleRate: Int
    var bitsPerSample: Int
    var samples: [Int16]

    init?(_ data: [UInt8]) {
        func word(_ at: Int) -> Int { Int(data[at]) | Int(data[at + 1]) << 8 | Int(data[at + 2]) << 16 | Int(data[at + 3]) << 24 }
        func half(_ at: Int) -> Int { Int(data[at]) | Int(data[at + 1]) << 8 }
        guard data.count >= 44, Array(data[0..<4]) == Array("RIFF".utf8), Array(data[8..<12]) == Array("WAVE".utf8),
              Array(data[12..<16]) == Array("fmt ".utf8), half(20) == 1, Array(data[36..<40]) == Array("data".utf8),
              word(4) == data.count - 8, word(40) == data.count - 44 else { return nil }
        channels = half(22)
        sampleRate = word(24)
        bitsPerSample = half(34)
        samples = stride(from: 44, to: data.count - 1, by: 2).map { Int16(bitPattern: UInt16(half($0))) }
    }
}

func peak(_ samples: ArraySlice<Int16>) -> Int {
    samples.reduce(0) { max($0, abs(Int($1))) }
}

/// `faded` is `original` ramped down to silence: each sample a share of the original that
/// never grows, from nearly all of it to none, so the last one is no step to zero.
func expectFadeOut(_ faded: [Int16], of original: [Int16], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(faded.count == original.count, sourceLocation: sourceLocation)
    let shares = zip(faded, original).filter { abs(Int($0.1)) > 500 }.map { Double($0.0) / Double($0.1) }
    #expect(shares.count > faded.count / 4, "enough loud samples to see the ramp", sourceLocation: sourceLocation)
    #expect(shares.first.map { $0 > 0.8 } == true, "starts near the original: \(shares.prefix(3))", sourceLocation: sourceLocation)
    #expect(zip(shares, shares.dropFirst()).allSatisfy { $1 <= $0 + 0.02 }, "never grows", sourceLocation: sourceLocation)
    #expect(abs(Int(faded.last ?? 0)) <= 100, "ends near silence: \(faded.suffix(3))", sourceLocation: sourceLocation)
}
