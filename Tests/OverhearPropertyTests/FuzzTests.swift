import Foundation
import OverhearCorpus
import Testing
@testable import OverhearKit

/// A short seeded run of the fuzzer (`make fuzz` runs a million inputs), and every input the
/// fuzzer ever caught breaking a promise, kept as a regression test.
@Suite struct FuzzTests {
    static var projectRoot: URL {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }

    static var seeds: [[UInt8]] {
        let folder = projectRoot.appendingPathComponent("Scenarios")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
        return names.filter { $0.hasSuffix(".scenario") }.compactMap { FileManager.default.contents(atPath: folder.appendingPathComponent($0).path) }.map(Array.init)
    }

    @Test func aShortSeededRunFindsNoViolation() {
        let seeds = Self.seeds
        #expect(seeds.count >= 16)
        var run = FuzzRun()
        run.run(seeds: seeds, count: 8_000, seed: 7)
        #expect(run.violations.isEmpty, "\(run.violations.first.map { String(decoding: $0.input, as: UTF8.self) + "\n" + $0.violation.description } ?? "")")
        // The mutations must reach both outcomes, or the run proves little.
        #expect(run.rejected > 500 && run.played > 500)
    }

    /// Inputs that broke a promise once (the fuzzer saves each it finds there); each must now
    /// be rejected with a good error or play and check again. The folder may not be empty:
    /// a test over nothing proves nothing.
    @Test func keptRegressionInputsBehave() throws {
        let folder = Self.projectRoot.appendingPathComponent("Tests/OverhearPropertyTests/FuzzRegressions")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".scenario-input") }.sorted()
        #expect(names.count >= 6, "\(names)")
        for name in names {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
            #expect(!bytes.isEmpty, "\(name)")
            #expect(throws: Never.self, "\(name)") { _ = try FuzzTarget.run(bytes) }
        }
    }
}
