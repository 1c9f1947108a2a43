/// A Material Components for iOS release, as a Podfile.lock pins it (`84`, `92.1`, `107.2.0`),
/// or `latest`: the component's last code (spec §2.6).
public struct Release: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let major: Int
    public let minor: Int
    public let patch: Int

    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// The component's code after its last tagged release.
    public static let latest = Release(Int.max)
    /// The last tagged release; later numbers read as `latest`.
    public static let lastTagged = Release(124, 2, 0)

    /// Reads `MAJOR[.MINOR[.PATCH]]` or `latest`; nil for anything else.
    public init?(parsing text: String) {
        if text == "latest" {
            self = .latest
            return
        }
        // On the UTF-8 bytes: the dots and digits are one byte each.
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard (1...3).contains(parts.count), parts.allSatisfy({ (1...6).contains($0.count) && $0.allSatisfy(isDigit) }) else { return nil }
        let numbers = parts.map { $0.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } } + [0, 0]
        let release = Release(numbers[0], numbers[1], numbers[2])
        self = release > .lastTagged ? .latest : release
    }

    public static func < (lhs: Release, rhs: Release) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    public var description: String {
        self == .latest ? "latest" : "\(major).\(minor).\(patch)"
    }
}

/// The releases a kind accepts: from `lower` (inclusive) to `upper` (exclusive), either open.
public struct ReleaseRange: Sendable, CustomStringConvertible {
    public var lower: Release?
    public var upper: Release?

    public static let all = ReleaseRange(lower: nil, upper: nil)
    public static func from(_ release: Release) -> ReleaseRange { ReleaseRange(lower: release, upper: nil) }
    public static func below(_ release: Release) -> ReleaseRange { ReleaseRange(lower: nil, upper: release) }

    public func contains(_ release: Release) -> Bool {
        (lower.map { release >= $0 } ?? true) && (upper.map { release < $0 } ?? true)
    }

    public var description: String {
        switch (lower, upper) {
        case let (lower?, upper?): return "\(lower) to below \(upper)"
        case let (lower?, nil): return "\(lower) and later"
        case let (nil, upper?): return "below \(upper)"
        case (nil, nil): return "every release"
        }
    }
}
