import Glibc
import OverhearKit
import OverhearSpeech

/// `overhear`: the command-line entry point.
func main(_ words: [String]) -> Int32 {
    if words.isEmpty { return runTUI(try! parseCommandLine(["tui"])) }
    if words == ["--help"] || words == ["-h"] {
        StandardStreams.writeOutput(Help.overview)
        return 0
    }
    if words == ["speech-worker"] { return SpeechWorker.run() }
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
        case "demo": return runDemo(command)
        case "say": return runSay(command)
        case "tui": return runTUI(command)
        case "voices": return runVoices(command)
        default:
            guard let name = command.arguments.first else {
                StandardStreams.writeOutput(Help.overview)
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

StandardStreams.prepare()
exit(main(Array(CommandLine.arguments.dropFirst())))
