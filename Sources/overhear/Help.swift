import OverhearKit

/// The text of `overhear --help` and `overhear help COMMAND`.
enum Help {
    static let version = "overhear 0.1.0"

    static var overview: String {
        var text = """
        overhear: hear and read what VoiceOver says about iOS text fields and screens, without a device.

        Usage: overhear COMMAND [ARGUMENTS]

        Commands:

        """
        for spec in commandTable {
            text += "  " + spec.name.padded(to: 10) + spec.summary + "\n"
        }
        text += """

        Options:
          --help     show this help
          --version  print the version

        Run `overhear help COMMAND` for one command's usage and options.

        """
        return text
    }

    static func command(_ spec: CommandSpec) -> String {
        var text = "Usage: \(spec.usage)\n\n\(spec.summary.prefix(1).uppercased() + spec.summary.dropFirst()).\n"
        if !spec.details.isEmpty { text += "\n" + spec.details + "\n" }
        if !spec.options.isEmpty {
            text += "\nOptions:\n"
            // The help column starts two spaces after the longest name, so no name runs into its help.
            let column = spec.options.map(\.name.count).max()! + 2
            for option in spec.options {
                text += "  " + option.name.padded(to: column) + option.help + "\n"
            }
        }
        return text
    }
}
