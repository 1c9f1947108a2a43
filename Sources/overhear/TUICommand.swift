import OverhearKit
import OverhearSpeech
import OverhearTerminal
import OverhearUI

/// `overhear tui [FILE]` (and `overhear` alone): the interactive UI.
func runTUI(_ command: ParsedCommandLine) -> Int32 {
    do {
        let scenario = try command.arguments.first.map(loadScenario) ?? DemoScenario.screenScenario()
        let title = command.arguments.first.map { "\(displayName($0))" } ?? "demo screen"
        var state = AppState(screen: scenario.screen, settings: scenario.settings, title: title)
        if !command.has("--silent") { state.voices = installedVoiceNames() }
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

/// The voice names the settings panel offers: each installed voice's language, as the
/// `voice` setting writes it; none when espeak-ng cannot start.
private func installedVoiceNames() -> [String] {
    let languages = (try? ESpeakSynthesizer(voice: Settings.defaultVoice))?.voices().map(\.language) ?? []
    return Array(Set(languages)).filter { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0 != " " } }.sorted()
}
