import FoundationEssentials
import Glibc
import OverhearIO
import OverhearKit
import OverhearSpeech

/// `overhear report FILE -o OUT.html`: one page about the scenario, its audio embedded.
func runReport(_ command: ParsedCommandLine) -> Int32 {
    do {
        let output = command.options["-o"]
        if let output {
            try AtomicFile.checkWritable(output, name: displayName(output))
        } else if isatty(1) == 1 {
            throw UsageError(message: "report: the page is HTML, not for a terminal; write it with -o OUT.html")
        }
        let scenario = try loadScenario(command.arguments[0])
        let findings = try Lint.findings(scenario)
        let specCheck = try ScenarioCheck(scenario)
        let report = command.has("--no-audio")
            ? HTMLReport(check: specCheck, findings: findings, timing: "the spec's durations")
            : try reportWithAudio(command, scenario, findings: findings, passed: specCheck.passed)
        if let output {
            try AtomicFile.write(to: output, name: displayName(output)) { write in
                var buffer: [UInt8] = []
                try report.render { piece in
                    buffer += piece.utf8
                    if buffer.count >= 1 << 16 {
                        try buffer.withUnsafeBytes { try write($0) }
                        buffer.removeAll(keepingCapacity: true)
                    }
                }
                try buffer.withUnsafeBytes { try write($0) }
            }
        } else {
            var out = Output()
            report.render { out.write($0) }
            out.flush()
        }
        return 0
    } catch let error as UsageError {
        printError("overhear: \(error.message)" + usageHint)
        return 2
    } catch {
        printError(describe(error))
        return 2
    }
}

/// The report on the timeline a listener hears, each distinct utterance's audio embedded once.
private func reportWithAudio(_ command: ParsedCommandLine, _ scenario: Scenario, findings: [LintFinding], passed: Bool) throws -> HTMLReport {
    if command.options["--voice"] == nil && !scenario.settings.voice.isEmpty {
        try checkVoice(scenario.settings.voice, of: command.arguments[0])
    }
    let audio = try makeUtteranceAudio(scenario.settings, voice: command.options["--voice"])
    let requests = try ScenarioPlayer.requests(scenario)
    try AudioBound.check(scenario, requests: requests, sampleRate: audio.sampleRate)
    let rendered = try ScenarioAudio(scenario, requests: requests, audio: audio)
    guard !rendered.nothingSpoken else {
        printError("overhear: nothing could be spoken; the report has no audio")
        return HTMLReport(check: rendered.specCheck, findings: findings, timing: "the spec's durations (no audio could be made)")
    }
    var ids: [Utterance: String] = [:]
    var sounds: [HTMLReport.Audio] = []
    for entry in rendered.check.speech.flatMap(\.entries) where ids[entry.utterance] == nil && !audio.wasSkipped(entry.utterance) {
        let wav = WAVFile.bytes(samples: try audio.samples(for: entry.utterance), sampleRate: audio.sampleRate)
        let id = "a\(sounds.count)"
        ids[entry.utterance] = id
        sounds.append(HTMLReport.Audio(id: id, source: "data:audio/wav;base64," + Data(wav).base64EncodedString()))
    }
    return HTMLReport(check: rendered.check, findings: findings, timing: "the synthesised audio", passed: passed,
                      audio: sounds, audioID: { ids[$0] })
}
