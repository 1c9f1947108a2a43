import Glibc
import OverhearIO
import OverhearKit
import OverhearSpeech
import OverhearTerminal
import OverhearUI

/// `overhear tui [FILE]` (and `overhear` alone): the interactive UI.
func runTUI(_ command: ParsedCommandLine) -> Int32 {
    for (option, verb) in [("--record", "record"), ("--trace", "trace")] {
        // Checked before the terminal is touched: nothing is opened, nothing is drawn.
        if let path = command.options[option], let problem = outputProblem(path) {
            printError("overhear: cannot \(verb) to \(displayName(path)): \(problem)")
            return 2
        }
    }
    do {
        let scenario = try command.arguments.first.map { try loadScreen($0, command) } ?? DemoScenario.screenScenario().speaking(chosenLanguage(command))
        if command.arguments.first == "-" { readKeysFromTerminal() }
        // The file's name, not its path: a header has little room, and the name says which scenario.
        let title = command.arguments.first.map { displayName($0.split(separator: "/").last.map(String.init) ?? $0) } ?? "demo screen"
        // Anything may be typed, in any language F2 offers: every language's names, when the
        // package is there (without it, graphemes are named by their Unicode names).
        let names = (try? CharacterNamesLoading.names(Phrasebook.all.map(\.language))) ?? .none
        var state = AppState(screen: scenario.screen, settings: scenario.settings, title: title, names: names)
        if !command.has("--silent") { state.voices = installedVoiceNames() }
        state.recordingTargets = RecordingTargets(problem: outputProblem, exists: { path in
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

/// `tui -`: the scenario came on standard input, so the keys come from the controlling
/// terminal, as `less` and `vim -` read theirs. With none, standard input stays, and the UI
/// says that it needs a terminal.
private func readKeysFromTerminal() {
    guard isatty(0) == 0 else { return }
    let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
    guard terminal >= 0 else { return }
    dup2(terminal, 0)
    close(terminal)
}

/// Why the UI could not write its recording or trace to `path`, found without creating
/// anything; nil if it can. The other writers' rules hold (no read-only or hard-linked
/// file, no name too long), and it must be a regular file: a recording is rewritten as the
/// session goes, and a FIFO with no reader would block the UI before its first frame.
func outputProblem(_ path: String) -> String? {
    guard !path.isEmpty else { return "the path is empty" }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    var info = stat()
    guard stat(folder, &info) == 0 else { return "no such folder \(displayName(folder))" }
    guard (info.st_mode & S_IFMT) == S_IFDIR else { return "\(displayName(folder)) is not a folder" }
    // A new file is made in the folder: say so when it is the folder that cannot be written.
    if lstat(path, &info) != 0, access(folder, W_OK) != 0 {
        return "its folder cannot be written (\(String(cString: strerror(errno))))"
    }
    do {
        try AtomicFile.checkWritable(path, name: displayName(path), regularFile: true)
    } catch {
        return error.reason
    }
    return nil
}

/// The voice names the settings panel offers: each installed voice's language, as the
/// `voice` setting writes it; none when espeak-ng cannot start.
private func installedVoiceNames() -> [String] {
    let languages = (try? ESpeakSynthesizer(voice: Settings.defaultVoice))?.voices().map(\.language) ?? []
    return Array(Set(languages)).filter { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0 != " " } }.sorted()
}
