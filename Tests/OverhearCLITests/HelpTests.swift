import Foundation
import Testing

/// `overhear help COMMAND`: the option table stays readable whatever the option names.
@Suite struct HelpTests {
    /// Every option line reads `  NAME  HELP`: at least two spaces between the name and its help.
    @Test(arguments: ["play", "say", "tui", "check", "describe", "demo"])
    func everyOptionIsSeparatedFromItsHelp(_ command: String) throws {
        let result = try OverhearProcess.run(["help", command])
        #expect(result.status == 0)
        let options = result.out.components(separatedBy: "\nOptions:\n").dropFirst().first ?? ""
        for line in options.split(separator: "\n") {
            let name = line.dropFirst(2).prefix { $0 != " " }
            #expect(line.hasPrefix("  --"), "\(line)")
            #expect(line.dropFirst(2 + name.count).hasPrefix("  "), "\(line)")
            #expect(line.dropFirst(2 + name.count).drop { $0 == " " }.first?.isLetter == true, "\(line)")
        }
    }

    /// The usage line names every option the command takes (say's once left out --audio-device).
    @Test(arguments: ["play", "say", "tui", "check", "describe", "compare", "import", "lint", "report"])
    func theUsageLineNamesEveryOption(_ command: String) throws {
        let result = try OverhearProcess.run(["help", command])
        #expect(result.status == 0)
        let usage = result.out.split(separator: "\n").first ?? ""
        let options = result.out.components(separatedBy: "\nOptions:\n").dropFirst().first ?? ""
        let names = options.split(separator: "\n").map { $0.dropFirst(2).prefix { $0 != " " } }
        #expect(!names.isEmpty)
        for name in names {
            #expect(usage.contains("[\(name)") || usage.contains(" \(name) "), "\(command): \(name) is not in \(usage)")
        }
    }
}
