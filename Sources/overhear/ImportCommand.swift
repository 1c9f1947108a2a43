import Glibc
import OverhearImport
import OverhearIO
import OverhearKit

/// `overhear import FILE`: a real app's screen dump as a scenario, on stdout or `-o FILE`.
func runImport(_ command: ParsedCommandLine) -> Int32 {
    do {
        let path = command.arguments[0]
        var kind = FieldKind.uitextfield
        if let name = command.options["--kind"] {
            guard let named = FieldKind(named: name) else {
                throw UsageError(message: "import: --kind must be one of \(FieldKind.all.map(\.name).joined(separator: ", ")), not \(QuotedText.quoted(name))")
            }
            kind = named
        }
        let format = command.options["--from"].flatMap(ImportFormat.init(rawValue:))
        let order = command.options["--order"].flatMap(ImportWriter.Order.init(rawValue:)) ?? .document
        let bytes = try FileIO.read(path, limit: Importer.sizeLimit, tooLarge: Importer.tooLarge)
        let screen = try Importer.read(bytes, path: displayName(path), format: format)
        let text = ImportWriter.scenario(screen, source: path == "-" ? "<stdin>" : path, kind: kind, order: order)
        if let output = command.options["-o"] {
            try AtomicFile.write(Array(text.utf8), to: output, name: displayName(output))
        } else {
            var out = Output()
            out.write(text)
            out.flush()
        }
        // One line on what was kept and left out (spec §7.8), apart from the scenario itself.
        printError("\(displayName(path)): imported \(screen.format.rawValue): \(screen.account.summary)")
        return 0
    } catch {
        printError(describe(error))
        return 2
    }
}
