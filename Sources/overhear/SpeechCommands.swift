import Dispatch
import OverhearIO
import OverhearKit
import OverhearSpeech

/// Starts the speech worker for a screen's settings; `--voice` overrides the scenario's voice.
/// For a whole scenario (`helper`), a second worker starts at the same time, to share the synthesis.
func makeUtteranceAudio(_ settings: Settings, voice: String?, helper: Bool = false) throws -> UtteranceAudio {
    let chosen = voice ?? settings.spokenVoice
    let executable = SpeechWorkerClient.currentExecutable
    let second = helper ? SpeechWorkerClient.Starting(executable: executable, voice: chosen) : nil
    let first = SpeechWorkerClient.Starting(executable: executable, voice: chosen)
    let client = try first.started()
    return UtteranceAudio(client: client, settings: settings, voice: chosen, helper: second) { printError("overhear: " + $0) }
}

/// Plays PCM on the audio device; with none, says so once and carries on silently.
func speak(_ samples: [Int16], sampleRate: Int, device: String?) {
    do {
        let output = try AudioOutput(device: device ?? "default", sampleRate: sampleRate)
        output.play(samples)
        output.drain()
    } catch {
        printError("overhear: \(error.description)")
    }
}

/// `play` with `--wav`, `--speak` or `--timing audio`: the scenario through real speech.
func runAudioPlay(_ command: ParsedCommandLine, _ scenario: Scenario) throws -> Int32 {
    if let path = command.options["--wav"] { try OutputFile.checkWritable(path) }
    if command.options["--voice"] == nil && !scenario.settings.voice.isEmpty {
        try checkVoice(scenario.settings.voice, of: scenario)
    }
    let audio = try makeUtteranceAudio(scenario.settings, voice: command.options["--voice"], helper: true)
    // The engine runs once: its requests are bounded, then synthesised and scheduled.
    let requests = try ScenarioPlayer.requests(scenario)
    if command.has("--wav") { try AudioBound.check(scenario, requests: requests, sampleRate: audio.sampleRate) }
    // `--speak` plays from the first utterance on, while the rest is made.
    let speaker = command.has("--speak") ? liveStream(device: command.options["--audio-device"], sampleRate: audio.sampleRate) : nil
    let rendered: ScenarioAudio
    do {
        rendered = try ScenarioAudio(scenario, requests: requests, audio: audio, playingOn: speaker?.stream)
    } catch {
        speaker?.stream.stop()
        throw error
    }
    // Everything is said: the workers go while the WAV is written.
    audio.endWorkers()
    if let path = command.options["--wav"], !rendered.nothingSpoken {
        try OutputFile.write(to: path) { write in try rendered.writeWAV(write) }
    }
    // With a WAV written, the transcript is the one that WAV holds, unless the spec's is asked for.
    let timing = command.options["--timing"] ?? (command.has("--wav") ? "audio" : "spec")
    let printed = OutputTargets.standardOutputs(command).isEmpty
    if command.options["--timing"] == nil && command.has("--wav") && printed {
        printError("overhear: the transcript is timed as the WAV is, by its audio (--timing spec gives the spec's durations, as check uses)")
    }
    let transcript = timing == "audio" ? rendered.check : rendered.specCheck
    printTranscript(transcript, command)
    guard !rendered.nothingSpoken else {
        speaker?.stream.stop()
        let unwritten = [("--wav", "WAV"), ("--svg", "SVG")].filter { command.has($0.0) }.map(\.1)
        printError("overhear: nothing could be spoken" + (unwritten.isEmpty ? "" : "; no \(unwritten.joined(separator: " or ")) written"))
        return 2
    }
    try writeSVG(transcript, command)
    if let speaker {
        speaker.stream.waitUntilPlayed()
        speaker.output.drain()
    }
    return 0
}

/// A stream to the audio device for `play --speak`; with no device, says so once and gives none.
private func liveStream(device: String?, sampleRate: Int) -> (stream: ScenarioAudioStream, output: AudioOutput)? {
    do {
        let output = try AudioOutput(device: device ?? "default", sampleRate: sampleRate)
        return (ScenarioAudioStream { output.play($0) }, output)
    } catch {
        printError("overhear: \(error.description)")
        return nil
    }
}

/// A scenario's `voice:` that espeak-ng does not know is an error at that line, before any
/// synthesis (the engine itself only finds out when it is first asked to speak).
func checkVoice(_ voice: String, of scenario: Scenario) throws {
    do {
        _ = try ESpeakSynthesizer(voice: voice)
    } catch {
        let at = SettingLocation.find("voice", in: scenario.sourceBytes) ?? (1, 1)
        throw ScenarioError(path: scenario.path, line: at.line, column: at.column, message: error.description)
    }
}

func runSay(_ command: ParsedCommandLine) -> Int32 {
    do {
        var settings = Settings()
        if let rate = command.options["--rate"] {
            guard let value = Int(rate), (1...100).contains(value) else {
                throw UsageError(message: "say: --rate must be a whole number from 1 to 100, not \(MessageText.quoted(rate))")
            }
            settings.rate = value
        }
        if let language = try chosenLanguage(command) { settings.language = language }
        if let path = command.options["--wav"] { try OutputFile.checkWritable(path) }
        let text = command.arguments[0] == "-" ? try textToSay() : command.arguments[0]
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw UsageError(message: text.isEmpty ? "say: nothing to say" : "say: nothing to say: the text is only white space")
        }
        let utterance = Utterance(.announce, [Segment(.announcement, text, in: settings.phrases)])
        let audio = try makeUtteranceAudio(settings, voice: command.options["--voice"])
        let samples = try audio.samples(for: utterance)
        let skipped = audio.wasSkipped(utterance)
        if command.options["--wav"] != "-" {
            StandardStreams.writeOutput(ExpectedUtterance(kind: .announce, interrupted: false, text: utterance.text, skipped: skipped).formatted + "\n")
        }
        guard !skipped, !samples.isEmpty else {
            printError("overhear: nothing could be spoken" + (command.options["--wav"] != nil ? "; no WAV written" : ""))
            return 2
        }
        if let path = command.options["--wav"] {
            try OutputFile.write(WAVFile.bytes(samples: samples, sampleRate: audio.sampleRate), to: path)
        } else {
            speak(samples, sampleRate: audio.sampleRate, device: command.options["--audio-device"])
        }
        return 0
    } catch {
        printError(describe(error))
        return 2
    }
}

/// `say -`: the text on standard input, UTF-8, without the line end that ends it.
private func textToSay() throws -> String {
    let bytes = try FileIO.read("-", limit: maximumSaidBytes, tooLarge: "it is larger than \(maximumSaidBytes >> 10) KB, the most say speaks")
    var text = ""
    var decoder = UTF8(), iterator = bytes.makeIterator()
    var line = 1, column = 1
    decoding: while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar):
            text.unicodeScalars.append(scalar)
            (line, column) = scalar == "\n" ? (line + 1, 1) : (line, column + 1)
        case .emptyInput:
            break decoding
        case .error:
            throw ScenarioError(path: "<stdin>", line: line, column: column, message: "the text is not UTF-8")
        }
    }
    while let last = text.last, last == "\n" || last == "\r\n" { text.removeLast() }
    return text
}

/// The most text `say -` reads: a long announcement is some hundreds of bytes.
private let maximumSaidBytes = 64 << 10

func runVoices(_ command: ParsedCommandLine) -> Int32 {
    do {
        let rows = [("identifier", "language", "name")] + (try ESpeakSynthesizer(voice: "en-us")).voices().map { ($0.identifier, $0.language, $0.name) }
        let first = rows.map(\.0.count).max()! + 2, second = rows.map(\.1.count).max()! + 2
        var output = Output()
        for row in rows {
            output.write(row.0.padded(to: first)
                         + row.1.padded(to: second) + row.2 + "\n")
        }
        output.flush()
        return 0
    } catch {
        printError(describe(error))
        return 2
    }
}
