import Glibc
import OverhearKit

/// `overhear compare FILE --as LIST`: one field as several kinds and releases, side by side.
func runCompare(_ command: ParsedCommandLine) -> Int32 {
    do {
        guard let list = command.options["--as"] else {
            throw UsageError(message: "compare: --as is required, such as --as mdc@84,mdc,mdc-base")
        }
        let variants: [Comparison.Variant]
        switch Comparison.Variant.parseList(list) {
        case .success(let parsed): variants = parsed
        case .failure(let error): throw UsageError(message: "compare: --as: \(error.message)")
        }
        var width = outputWidth()
        if let text = command.options["--width"] {
            guard let number = Int(text), (40...1000).contains(number) else {
                throw UsageError(message: "compare: --width must be a whole number from 40 to 1000, not \(QuotedText.quoted(text))")
            }
            width = number
        }
        let scenario = try loadScenario(command.arguments[0], command)
        guard !scenario.screen.fields.isEmpty else {
            throw UsageError(message: "compare: \(displayName(scenario.path)) has no text field; compare plays one field as other kinds, so the scenario needs a `field` block")
        }
        var field = 0
        if let id = command.options["--field"] {
            guard let index = scenario.screen.fields.firstIndex(where: { $0.id == id }) else {
                let ids = scenario.screen.fields.prefix(8).map(\.id).joined(separator: ", ")
                throw UsageError(message: "compare: --field: no field \(QuotedText.quoted(id)) in \(displayName(scenario.path)); its fields: \(ids)")
            }
            field = index
        }
        let comparison = Comparison(scenario, field: field, variants: variants)
        var output = Output()
        output.write(command.options["--format"] == "json" ? ComparisonJSON.render(comparison) : ComparisonText.render(comparison, width: width))
        output.flush()
        return comparison.columns.contains { $0.error != nil } ? 1 : 0
    } catch {
        printError(describe(error))
        return 2
    }
}

/// The width to fit columns to: the terminal's, else `COLUMNS`, else 120.
private func outputWidth() -> Int {
    var size = winsize()
    if isatty(1) != 0, ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 40 { return Int(size.ws_col) }
    if let columns = getenv("COLUMNS").flatMap({ Int(String(cString: $0)) }), columns >= 40 { return columns }
    return 120
}
