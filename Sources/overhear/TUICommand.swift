import Glibc
import OverhearKit
import OverhearSpeech
import OverhearTerminal
import OverhearUI

/// `overhear tui [FILE]` (and `overhear` alone): the interactive UI.
func runTUI(_ command: ParsedCommandLine) -> Int32 {
    if let path = command.options["--record"], let problem = recordingProblem(path) {
        // Checked before the terminal is touched: nothing is opened, nothing is drawn.
        printError("overhear: cannot record to \(displayName(path)): \(problem)")
        return 2
    }
    do {
        let scenario = try command.arguments.first.map(loadScenario) ?? DemoScenario.screenScenario()
        // The file's name, not its path: a header has little room, and the name says which scenario.
        let title = command.arguments.first.map { displayName($0.split(separator: "/").last.map(String.init) ?? $0) } ?? "demo screen"
        var state = AppState(screen: scenario.screen, settings: scenario.settings, title: title)
        if !command.has("--silent") { state.voices = installedVoiceNames() }
        state.recordingTargets = RecordingTargets(problem: recordingProblem, exists: { path in
            var info = stat()
            return lstat(path, &info) == 0
        })
        if command.arguments.isEmpty { state.appResponses = try DemoScenario.appResponses() }
        var options = TerminalApp.Options()
        options.recordPath = command.options["--record"]
        options.tracePath = command.options["--trace"]
        options.audioDevice = command.options["--audio-device"]
        options.silent = command.has("--silent")
        return try TerminalApp.run(state, options: options)
    } catch let error as TerminalError {
        printError("overhear: " + error.message)
        return 2
    } catch {
        printError(describe(error))
        return 2
    }
}

/// Why a recording could not be written to `path`, found without creating anything; nil if it can.
func recordingProblem(_ path: String) -> String? {
    guard !path.isEmpty else { return "the path is empty" }
    var info = stat()
    if stat(path, &info) == 0 {
        if (info.st_mode & S_IFMT) == S_IFDIR { return "it is a folder" }
        return access(path, W_OK) == 0 ? nil : "it cannot be written (\(String(cString: strerror(errno))))"
    }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    guard stat(folder, &info) == 0 else { return "no such folder \(displayName(folder))" }
    guard (info.st_mode & S_IFMT) == S_IFDIR else { return "\(displayName(folder)) is not a folder" }
    return access(folder, W_OK) == 0 ? nil : "its folder cannot be written (\(String(cString: strerror(errno))))"
}

/// The voice names the settings panel offers: each installed voice's language, as the
/// `voice` setting writes it; none when espeak-ng cannot start.
private func installedVoiceNames() -> [String] {
    let languages = (try? ESpeakSynthesizer(voice: Settings.defaultVoice))?.voices().map(\.language) ?? []
    return Array(Set(languages)).filter { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0 != " " } }.sorted()
}
