import Glibc
import OverhearKit
import OverhearSpeech

/// `overhear`: the command-line entry point.
func main(_ words: [String]) -> Int32 {
    if words.isEmpty { return runTUI(try! parseCommandLine(["tui"])) }
    // `overhear` alone is the UI, so `overhear --trace F` (any UI option) is the UI too.
    if let first = words.first, first.hasPrefix("--"), let tui = commandTable.first(where: { $0.name == "tui" }),
       tui.options.contains(where: { first == $0.name || first.hasPrefix($0.name + "=") }) {
        return runUI(["tui"] + words)
    }
    if words == ["--help"] || words == ["-h"] {
        StandardStreams.writeOutput(Help.overview)
        return 0
    }
    // The speech process SpeechWorkerClient starts: `speech-worker [VOICE [restore|fork [restarted]]]`.
    if words.first == "speech-worker", words.count <= 4, words.count < 4 || words[3] == "restarted",
       let isolation = words.count >= 3 ? SpeechWorker.Isolation(rawValue: words[2]) : .restoredState {
        return SpeechWorker.run(voice: words.count >= 2 ? words[1] : Settings.defaultVoice, isolation: isolation,
                                restarted: words.count == 4)
    }
    if words == ["--version"] {
        StandardStreams.writeOutput(Help.version + "\n")
        return 0
    }
    do throws(UsageError) {
        let command = try parseCommandLine(words)
        switch command.command.name {
        case "play": return runPlay(command)
        case "check": return runCheck(command)
        case "describe": return runDescribe(command)
        case "compare": return runCompare(command)
        case "lint": return runLint(command)
        case "report": return runReport(command)
        case "import": return runImport(command)
        case "demo": return runDemo(command)
        case "say": return runSay(command)
        case "tui": return runTUI(command)
        case "voices": return runVoices(command)
        default:
            guard let name = command.arguments.first else {
                StandardStreams.writeOutput(Help.overview)
                return 0
            }
            if name == "scenario" {
                print(ScenarioHelp.text, terminator: "")
                return 0
            }
            guard let spec = commandTable.first(where: { $0.name == name }) else {
                throw UsageError(message: "help: unknown command \(MessageText.quoted(name)); expected one of \(MessageText.choices(commandTable.map(\.name)))")
            }
            StandardStreams.writeOutput(Help.command(spec))
            return 0
        }
    } catch {
        printError("overhear: \(error.message)" + usageHint)
        return 2
    }
}

/// `overhear tui …`, a usage mistake reported as every command's is.
func runUI(_ words: [String]) -> Int32 {
    do throws(UsageError) {
        return runTUI(try parseCommandLine(words))
    } catch {
        printError("overhear: \(error.message)" + usageHint)
        return 2
    }
}

StandardStreams.prepare()
exit(main(Array(CommandLine.arguments.dropFirst())))
