import OverhearKit

/// Where a scenario file sets a setting, for an error that comes to light only when the
/// setting is used: an unknown voice is found by the speech engine, after parsing.
enum SettingLocation {
    /// The line and column of `key`'s value under `settings` in a scenario's bytes, or nil
    /// when the setting is not there.
    static func find(_ key: String, in bytes: [UInt8]) -> (line: Int, column: Int)? {
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
