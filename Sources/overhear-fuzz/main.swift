import Foundation
import OverhearCorpus

// `overhear-fuzz [COUNT] [SEED]`: the seeded mutation loop over the scenario parser and the
// engine (make fuzz). Seeds are Scenarios/*.scenario and generated scenarios; every input
// that breaks a promise is written to Tests/OverhearPropertyTests/FuzzRegressions/, where
// FuzzTests replays it: once fixed, it stays fixed.
let arguments = CommandLine.arguments.dropFirst()
let count = arguments.first.flatMap { Int($0) } ?? 1_000_000
let seed = arguments.dropFirst().first.flatMap { UInt64($0) } ?? 1

var seeds: [[UInt8]] = []
let folder = "Scenarios"
for name in (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? [] where name.hasSuffix(".scenario") {
    if let data = FileManager.default.contents(atPath: folder + "/" + name) { seeds.append(Array(data)) }
}
for index in 0..<50 {
    var generator = RandomScenario(seed: UInt64(index))
    seeds.append(Array(generator.text(actions: 15).utf8))
}

let started = Date()
var run = FuzzRun()
let batch = 50_000
while run.inputs < count {
    run.run(seeds: seeds, count: min(batch, count - run.inputs), seed: seed &+ UInt64(run.inputs))
    let rate = Double(run.inputs) / Date().timeIntervalSince(started)
    print("\(run.inputs) inputs: \(run.rejected) rejected with a located error, \(run.played) played and re-checked, \(run.tooLong) too long to play, \(run.violations.count) violations (\(Int(rate))/s)")
}
let regressions = "Tests/OverhearPropertyTests/FuzzRegressions"
var unsaved = 0
if !run.violations.isEmpty {
    do {
        try FileManager.default.createDirectory(atPath: regressions, withIntermediateDirectories: true)
    } catch {
        print("fuzz: cannot create \(regressions): \(error)")
    }
}
for (index, violation) in run.violations.enumerated() {
    let path = "\(regressions)/seed\(seed)-\(index).scenario-input"
    if FileManager.default.createFile(atPath: path, contents: Data(violation.input)) {
        print("VIOLATION \(violation.violation) -> \(path)")
    } else {
        unsaved += 1
        print("VIOLATION \(violation.violation) -> NOT SAVED: cannot write \(path) (run from the project folder)")
    }
}
print(run.violations.isEmpty ? "fuzz: \(run.inputs) inputs, no violations" : "fuzz: \(run.violations.count) violations, \(unsaved) not saved")
exit(run.violations.isEmpty ? 0 : (unsaved > 0 ? 2 : 1))
