/// Why a file could not be imported, located where the format gives a place.
public struct ImportError: Error, Equatable, CustomStringConvertible {
    public var path: String
    /// 1-based; nil when the problem is the file as a whole.
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, _ message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `PATH:LINE:COLUMN: error: MESSAGE`, or `PATH: error: MESSAGE` without a place.
    public var description: String {
        guard let line else { return "\(path): error: \(message)" }
        return "\(path):\(line):\(column ?? 1): error: \(message)"
    }
}
