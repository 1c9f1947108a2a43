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
        // On the UTF-8 bytes, in one pass: the dots and digits are one byte each. Up to three
        // numbers of 1 to 6 digits, separated by single dots.
        var numbers = (0, 0, 0)
        var part = 0, digits = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard digits > 0, part < 2 else { return nil }
                part += 1
                digits = 0
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                guard digits < 6 else { return nil }
                digits += 1
                let digit = Int(byte - UInt8(ascii: "0"))
                switch part {
                case 0: numbers.0 = numbers.0 * 10 + digit
                case 1: numbers.1 = numbers.1 * 10 + digit
                default: numbers.2 = numbers.2 * 10 + digit
                }
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        let release = Release(numbers.0, numbers.1, numbers.2)
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
