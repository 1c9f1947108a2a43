import OverhearKit

/// Where a scenario file sets a setting, for an error that comes to light only when the
/// setting is used: an unknown voice is found by the speech engine, after parsing.
enum SettingLocation {
    /// The line and column of `key`'s value under `settings`, or nil (standard input, or
    /// the setting is not in the file).
    static func find(_ key: String, inFile path: String) -> (line: Int, column: Int)? {
        guard path != "-", let bytes = try? FileIO.read(path) else { return nil }
        var inSettings = false
        for (index, raw) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let line = String(decoding: raw, as: UTF8.self)
            let trimmed = line.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed.count == line.count {
                inSettings = trimmed.hasPrefix("settings")
            } else if inSettings, trimmed.hasPrefix(key + ":") {
                let value = trimmed.dropFirst(key.count + 1).prefix { $0 == " " }.count
                return (index + 1, line.count - trimmed.count + key.count + 2 + value)
            }
        }
        return nil
    }
}
