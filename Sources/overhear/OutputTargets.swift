import Glibc

/// Outputs that would overwrite what the command reads, or one another, refused before
/// anything is read or written: `check S --junit S` would replace the scenario with its own
/// report, `play S --wav X --svg X` the WAV with the picture.
enum OutputTargets {
    /// A regular file as the system knows it, whatever the path that names it.
    struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64

        /// The regular file at `path` (links followed), or standard input's for `-`; nil when
        /// there is none (a new file, a device or FIFO, which no rewrite replaces).
        init?(_ path: String) {
            var status = stat()
            guard (path == "-" ? fstat(0, &status) : stat(path, &status)) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    /// The files the command's output options name, with the option.
    static func outputs(_ command: ParsedCommandLine) -> [(option: String, path: String)] {
        // `-o -` is standard output, never a file of that name.
        command.command.options.filter { $0.writes != nil }.compactMap { option in
            command.options[option.name].flatMap { $0 == "-" ? nil : (option.name, $0) }
        }
    }

    /// The output options given `-`: each writes to standard output.
    static func standardOutputs(_ command: ParsedCommandLine) -> [CommandSpec.Option] {
        command.command.options.filter { $0.writes != nil && command.options[$0.name] == "-" }
    }

    /// Refuses `-` where it cannot be standard output, two outputs that both ask for it, and
    /// standard input named twice (the second read would find it empty).
    static func checkStandardStreams(_ command: ParsedCommandLine) throws(UsageError) {
        let name = command.command.name
        let dashed = standardOutputs(command)
        for option in dashed {
            switch option.writes {
            case .refused(let reason):
                throw UsageError(message: "\(name): \(option.name) cannot be - (standard output): \(reason)")
            case .standardOutputNotTerminal(let reason) where isatty(1) == 1:
                throw UsageError(message: "\(name): \(option.name) -: \(reason)")
            default:
                break
            }
        }
        if dashed.count > 1 {
            throw UsageError(message: "\(name): \(dashed.map { $0.name + " -" }.joined(separator: " and ")) both ask for standard output; write one of them to a file")
        }
        if command.command.reads != nil && command.arguments.filter({ $0 == "-" }).count > 1 {
            throw UsageError(message: "\(name): - (standard input) is named twice; it can be read only once")
        }
    }

    /// Where a path to be written would be, with every link of its folder followed and `.`
    /// and `..` taken: two names of one new file give the same; nil when its folder is not there
    /// (nothing can be written then).
    static func location(_ path: String) -> String? {
        let slash = path.lastIndex(of: "/")
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        // A path that ends in a folder (`.`, `..`, a slash) is that folder.
        let isFolder = ["", ".", ".."].contains(name)
        let folder = isFolder ? path : slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        guard let resolved = realpath(folder, nil) else { return nil }
        defer { free(resolved) }
        let base = String(cString: resolved)
        return isFolder ? base : (base == "/" ? "" : base) + "/" + name
    }

    /// Whether two paths would be written as one file: one place (`x`, `./x`, `dir/../x`), or
    /// one regular file already there (a link to it, a hard link).
    static func sameFile(_ one: String, _ other: String) -> Bool {
        if one == other { return true }
        if let place = location(one), place == location(other) { return true }
        guard let file = Identity(one) else { return false }
        return Identity(other) == file
    }

    /// Refuses two output options that name one file: the second would replace or mix into
    /// what the first wrote.
    static func checkDistinct(_ command: ParsedCommandLine) throws(UsageError) {
        let named = outputs(command)
        for (index, first) in named.enumerated() {
            for second in named[(index + 1)...] where sameFile(first.path, second.path) {
                throw UsageError(message: "\(command.command.name): \(first.option) \(displayName(first.path)) and \(second.option) \(displayName(second.path)) are one file; write each to a file of its own")
            }
        }
    }

    /// Refuses an output that names one of the files on the command line (or standard input's).
    static func check(_ command: ParsedCommandLine) throws(UsageError) {
        try checkStandardStreams(command)
        try checkDistinct(command)
        guard let noun = command.command.reads else { return }
        for (option, path) in outputs(command) {
            guard let output = Identity(path) else { continue }
            for input in command.arguments where Identity(input) == output {
                let what = input == "-" ? "the \(noun) it reads" : command.arguments.count == 1 ? "the \(noun) itself" : "the \(noun) \(displayName(input))"
                throw UsageError(message: "\(command.command.name): \(option) \(displayName(path)) is \(what); write it to another file")
            }
        }
    }

    /// Refuses a `--junit` report that is one of the scenarios found in the checked folders.
    static func check(junit path: String, against files: [String]) throws(UsageError) {
        guard path != "-", let output = Identity(path) else { return }
        for file in files where Identity(file) == output {
            throw UsageError(message: "check: --junit \(displayName(path)) is the scenario \(displayName(file)), one of those it checks; write it to another file")
        }
    }
}
