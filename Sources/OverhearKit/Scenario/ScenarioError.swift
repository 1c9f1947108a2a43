/// A problem with a scenario, located in its file: `PATH:LINE:COLUMN: error: MESSAGE`.
public struct ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in Unicode scalars.
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}
