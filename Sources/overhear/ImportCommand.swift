import Glibc
import OverhearImport
import OverhearIO
import OverhearKit

/// `overhear import FILE`: a real app's screen dump as a scenario, on stdout or `-o FILE`.
func runImport(_ command: ParsedCommandLine) -> Int32 {
    do {
        let path = command.arguments[0]
        let bytes = try FileIO.read(path, limit: Importer.sizeLimit, tooLarge: Importer.tooLarge)
        let (text, account) = try importedScenario(bytes, path: path, command)
        try OutputFile.write(Array(text.utf8), to: command.options["-o"] ?? "-")
        printError(account)
        return 0
    } catch {
        printError(describe(error))
        return 2
    }
}

/// A dump's screen as scenario text, read with the command's `--from`, `--kind` and `--order`,
/// and the one line for standard error that says what was kept and left out (spec §7.8).
func importedScenario(_ bytes: [UInt8], path: String, _ command: ParsedCommandLine) throws -> (text: String, account: String) {
    var kind = FieldKind.uitextfield
    if let name = command.options["--kind"] {
        guard let named = FieldKind(named: name) else {
            throw UsageError(message: "\(command.command.name): --kind must be one of \(FieldKind.all.map(\.name).joined(separator: ", ")), not \(QuotedText.quoted(name))")
        }
        kind = named
    }
    let format = command.options["--from"].flatMap(ImportFormat.init(rawValue:))
    let order = command.options["--order"].flatMap(ImportWriter.Order.init(rawValue:)) ?? .document
    let screen = try Importer.read(bytes, path: displayName(path), format: format)
    return (ImportWriter.scenario(screen, source: path == "-" ? "<stdin>" : path, kind: kind, order: order),
            "\(displayName(path)): imported \(screen.format.rawValue)\(screen.wrapperPath.map { " from " + $0 } ?? ""): \(screen.account.summary)")
}

/// The scenario `tui` and `describe` open: a scenario file, or a screen dump imported in
/// memory by `import`'s rules (when `--from` names its format, or its content is one).
/// Without CLDR's names: `describe` names no grapheme, and `tui` reads them for every language.
func loadScreen(_ path: String, _ command: ParsedCommandLine) throws -> Scenario {
    let language = try chosenLanguage(command)
    let bytes = try FileIO.read(path, limit: Importer.sizeLimit, tooLarge: Importer.tooLarge)
    guard command.options["--from"] != nil || Importer.looksLikeDump(bytes) else {
        guard bytes.count <= FileIO.maximumScenarioBytes else { throw FileIO.Failure(message: "\(displayName(path)): error: cannot read: " + FileIO.tooLarge) }
        return try ScenarioParser.parse(bytes, path: displayName(path)).speaking(language)
    }
    let (text, account) = try importedScenario(bytes, path: path, command)
    printError(account)
    return try ScenarioParser.parse(Array(text.utf8), path: displayName(path)).speaking(language)
}
