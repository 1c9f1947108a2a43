import Glibc
import Synchronization

/// The names Overhear gives its temporary files, `.NAME.overhear.PID.RANDOM.tmp` beside the
/// file being written: hidden, not guessable in advance, and saying which process made them,
/// so that one left by a writer killed before its rename is known for what it is and removed
/// by the next write to that folder.
enum TemporaryName {
    /// A new name for a temporary file beside `name` in `folder`. A name so long that this
    /// would pass NAME_MAX is cut (between characters) to fit.
    static func make(in folder: String, beside name: String) -> String {
        var random = SystemRandomNumberGenerator()
        let tag = String(random.next() & 0xFFFF_FFFF_FFFF, radix: 36)
        let suffix = "\(marker)\(getpid()).\(tag).tmp"
        return folder + "/." + prefix(of: name, bytes: Int(NAME_MAX) - 1 - suffix.utf8.count) + suffix
    }

    private static let marker = ".overhear."

    /// Removes, once per folder in a process, the temporary files of this naming whose
    /// process has ended: a kill between naming a finished file and renaming it leaves one.
    /// Only regular files of this user are removed; one whose process still runs (or may:
    /// another user's) is left alone.
    static func removeStale(in folder: String) {
        guard swept.withLock({ $0.insert(folder).inserted }) else { return }
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let raw = entry.pointee.nameBytes
            guard raw.first == UInt8(ascii: "."), let name = String(validating: raw, as: UTF8.self),
                  let process = writer(of: name) else { continue }
            let path = folder + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid(),
                  kill(process, 0) != 0, errno == ESRCH else { continue }
            unlink(path)
        }
    }

    private static let swept = Mutex<Set<String>>([])

    /// The process that made a temporary file of this naming; nil for any other name.
    private static func writer(of name: String) -> pid_t? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 6, parts.last == "tmp", parts[parts.count - 4] == "overhear",
              parts[parts.count - 2].allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber) }),
              let process = pid_t(parts[parts.count - 3]), process > 0 else { return nil }
        return process
    }

    /// The longest start of `text` of at most `bytes` UTF-8 bytes that ends between characters.
    private static func prefix(of text: String, bytes: Int) -> Substring {
        guard text.utf8.count > bytes else { return text[...] }
        var end = text.startIndex, count = 0
        for index in text.indices {
            count += text[index].utf8.count
            guard count <= bytes else { break }
            end = text.index(after: index)
        }
        return text[..<end]
    }
}
