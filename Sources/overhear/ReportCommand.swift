import Glibc
import OverhearIO
import OverhearKit
import OverhearSpeech

/// `overhear report FILE -o OUT.html`: one page about the scenario, its audio embedded.
func runReport(_ command: ParsedCommandLine) -> Int32 {
    do {
        // `-o -`, like no `-o`, is standard output.
        let output = command.options["-o"].flatMap { $0 == "-" ? nil : $0 }
        if command.has("--no-audio") && command.has("--voice") {
            throw UsageError(message: "report: --voice picks the voice of the audio, which --no-audio leaves out")
        }
        if let output {
            try AtomicFile.checkWritable(output, name: displayName(output))
        } else if isatty(1) == 1 {
            throw UsageError(message: "report: " + htmlNotForTerminal)
        }
        let scenario = try loadScenario(command.arguments[0], command)
        let findings = try Lint.findings(scenario)
        // The engine runs once: its requests are scheduled with the spec's durations here, and
        // with the audio's below.
        let requests = try ScenarioPlayer.requests(scenario)
        let specCheck = ScenarioCheck(scenario, speech: ScenarioPlayer.schedule(scenario, requests, durations: .spec))
        let utterances = specCheck.speech.map(\.entries.count).reduce(0, +)
        guard utterances <= HTMLReport.maximumUtterances else {
            throw ScenarioError(path: scenario.path, line: 1, column: 1,
                                message: "the scenario says \(utterances) utterances; a report shows at most \(HTMLReport.maximumUtterances) (more would not open in a browser); split the scenario")
        }
        let report = command.has("--no-audio")
            ? HTMLReport(check: specCheck, findings: findings, timing: "the spec's durations")
            : try reportWithAudio(command, scenario, requests: requests, findings: findings, passed: specCheck.passed)
        if let output {
            try AtomicFile.write(to: output, name: displayName(output)) { write in try writeInPieces(report.render, to: write) }
        } else {
            var out = Output()
            report.render { out.write($0) }
            out.flush()
        }
        return 0
    } catch {
        printError(describe(error))
        return 2
    }
}

/// The report on the timeline a listener hears, with what was heard of each utterance
/// embedded once: the whole sound, or the sound cut (and faded) where it was interrupted.
private func reportWithAudio(_ command: ParsedCommandLine, _ scenario: Scenario, requests: [[[SpeechRequest]]],
                             findings: [LintFinding], passed: Bool) throws -> HTMLReport {
    if command.options["--voice"] == nil && !scenario.settings.voice.isEmpty {
        try checkVoice(scenario.settings.voice, of: scenario)
    }
    let audio = try makeUtteranceAudio(scenario.settings, voice: command.options["--voice"], helper: true)
    // The page holds each distinct sound, never the whole scenario's audio: only the storage
    // the synthesis needs is bounded.
    try AudioBound.check(scenario, requests: requests, sampleRate: audio.sampleRate, wholeAudio: false)
    let rendered = try ScenarioAudio(scenario, requests: requests, audio: audio)
    audio.endWorkers()
    guard !rendered.nothingSpoken else {
        printError("overhear: nothing could be spoken; the report has no audio")
        return HTMLReport(check: rendered.specCheck, findings: findings, timing: "the spec's durations (no audio could be made)", passed: passed)
    }
    /// A sound is what was heard: the utterance, and how much of it when it was cut.
    struct Heard: Hashable {
        var utterance: Utterance
        var cutAfter: Int?
        init(_ entry: SpeechTimeline.Entry) {
            utterance = entry.utterance
            cutAfter = entry.interrupted ? entry.end - entry.start : nil
        }
    }
    var ids: [Heard: String] = [:]
    var sounds: [HTMLReport.Audio] = []
    // The page stays a size a browser opens: a sound over the limit, or past the page's
    // budget, is left out (its bar does not play), and the summary says how many.
    let soundLimit = embeddedSoundSeconds * audio.sampleRate, budget = embeddedAudioSeconds * audio.sampleRate
    var embedded = 0, leftOut = Set<Heard>()
    for entry in rendered.check.speech.flatMap(\.entries) where ids[Heard(entry)] == nil && !audio.wasSkipped(entry.utterance) {
        let heard = try rendered.heardCount(of: entry)
        guard heard <= soundLimit, embedded + heard <= budget else {
            leftOut.insert(Heard(entry))
            continue
        }
        embedded += heard
        let samples = try rendered.heardSamples(of: entry)
        guard !samples.isEmpty else { continue }
        let id = "a\(sounds.count)"
        ids[Heard(entry)] = id
        let wav = WAVFile.bytes(samples: samples, sampleRate: audio.sampleRate)
        sounds.append(HTMLReport.Audio(id: id, source: "data:audio/wav;base64," + Base64.encode(wav)))
    }
    var timing = "the synthesised audio"
    if !leftOut.isEmpty {
        let note = "the audio of \(leftOut.count) utterance\(leftOut.count == 1 ? "" : "s") is left out of the page (a sound over \(embeddedSoundSeconds / 60) minutes, or past its \(embeddedAudioSeconds / 60) minutes of audio)"
        printError("overhear: " + note)
        timing += "; " + note
    }
    return HTMLReport(check: rendered.check, findings: findings, timing: timing, passed: passed,
                      audio: sounds, audioID: { ids[Heard($0)] })
}

/// The longest sound the report embeds, and the most audio one page holds, in seconds: 20
/// minutes of 22,050 Hz speech is some 70 MB of page.
let embeddedSoundSeconds = 120, embeddedAudioSeconds = 1200
