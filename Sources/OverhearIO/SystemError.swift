import Glibc

/// A failed system call: its `errno` and the reason in words, for a one-line message.
public struct SystemError: Error, Equatable, CustomStringConvertible {
    public var code: Int32
    public var reason: String

    public init(code: Int32, reason: String? = nil) {
        self.code = code
        self.reason = reason ?? SystemError.describe(code)
    }

    /// The current `errno`.
    public static var last: SystemError { SystemError(code: errno) }

    public var description: String { reason }

    /// `strerror`'s words for an error number.
    public static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}
