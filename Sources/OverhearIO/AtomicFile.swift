import CLinux
import Glibc
import OverhearKit

/// Writes a file so that it is either wholly old or wholly new, and so that what is at the
/// path stays what it was: a link is written through to its target (which must exist), a
/// device or FIFO is written directly, and a file keeps its owner, mode and extended
/// attributes (its ACL too).
///
/// A regular file's new bytes go to an anonymous temporary file in the same folder
/// (`O_TMPFILE`: a kill while writing leaves nothing behind), flushed, given a random name of
/// its own (created exclusively, so a planted link is never followed), renamed over the old
/// one, and the folder flushed. A kill between the naming and the rename leaves the named
/// file, which the next write to that folder removes (`TemporaryName`).
public enum AtomicFile {
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// Why, in words: `it is read-only`.
        public var reason: String
        /// The whole line: `cannot write NAME: REASON`.
        public var message: String
        public var description: String { message }

        init(shown: String, reason: String) {
            self.reason = reason
            message = "cannot write \(shown): \(reason)"
        }
    }

    /// Writes `bytes` to `path`; `name` is how the path appears in messages.
    /// With `version`, the file is replaced only while it is still the version that was
    /// read: one deleted meanwhile is reported, not recreated, and one changed meanwhile is
    /// reported and left as it is.
    public static func write(_ bytes: [UInt8], to path: String, name: String? = nil, replacing version: FileVersion? = nil) throws(Failure) {
        do {
            try write(to: path, name: name, replacing: version) { write in try bytes.withUnsafeBytes { try write($0) } }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(shown: name ?? MessageText.shown(path, limit: .max), reason: "\(error)")
        }
    }

    /// Writes a file in pieces: `produce` is handed a function that appends bytes. If it
    /// throws, the file is left as it was.
    public static func write(to path: String, name: String? = nil, replacing version: FileVersion? = nil,
                             _ produce: (_ write: (UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
        let shown = name ?? MessageText.shown(path, limit: .max)
        func failure(_ reason: String) -> Failure { Failure(shown: shown, reason: reason) }
        let target = try destination(path, shown: shown, mustExist: version != nil)
        let descriptor: Int32
        var temporary: String?
        switch target {
        case .direct:
            descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(SystemError.last.reason) }
        case .replace(let file, let status):
            TemporaryName.removeStale(in: folder(of: file))
            (descriptor, temporary) = try openTemporary(beside: file, status: status, shown: shown)
        }
        func abandon(_ reason: String) -> Failure {
            close(descriptor)
            if let temporary { unlink(temporary) }
            return failure(reason)
        }
        do {
            try produce { buffer throws(SystemError) in try Descriptor.writeAll(buffer, to: descriptor) }
        } catch {
            throw abandon("\(error)")
        }
        guard case .replace(let file, _) = target else {
            guard close(descriptor) == 0 || errno == EINTR else { throw failure(SystemError.last.reason) }
            return
        }
        guard fsync(descriptor) == 0 else { throw abandon(SystemError.last.reason) }
        let name: String
        if let temporary {
            name = temporary
        } else {
            do { name = try link(descriptor, beside: file) } catch { throw abandon(error.reason) }
        }
        close(descriptor)
        // Checked as late as can be: from here to the rename is a few microseconds.
        var now = stat()
        if let version {
            guard lstat(file, &now) == 0 else {
                unlink(name)
                throw failure(deleted)
            }
            guard FileVersion(now) == version else {
                unlink(name)
                throw failure(changed)
            }
        }
        guard rename(name, file) == 0 else {
            let reason = SystemError.last.reason
            unlink(name)
            throw failure(reason)
        }
        // The rename itself is durable only once the folder is flushed. The new file is in
        // place whatever this says, so a folder that cannot be flushed is not an error.
        let directory = open(folder(of: file), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }

    /// Gives the anonymous file a random name beside `file`; linkat never follows or
    /// replaces what is already there.
    private static func link(_ descriptor: Int32, beside file: String) throws(SystemError) -> String {
        for _ in 0..<16 {
            let candidate = temporaryName(beside: file)
            // Through /proc (any user may), or with AT_EMPTY_PATH where /proc is not mounted.
            if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, candidate, AT_SYMLINK_FOLLOW) == 0
                || (errno == ENOENT && linkat(descriptor, "", AT_FDCWD, candidate, emptyPath) == 0) {
                return candidate
            }
            guard errno == EEXIST else { throw SystemError.last }
        }
        throw SystemError(code: EEXIST, reason: "no free temporary name")
    }

    /// Checks, before any work, that `path` can be written: its folder exists and lets us
    /// write, and what is there is not refused. With `regularFile`, a device or FIFO is
    /// refused too (the UI's files are rewritten as it goes, and a FIFO with no reader would
    /// block it).
    public static func checkWritable(_ path: String, name: String? = nil, regularFile: Bool = false) throws(Failure) {
        let shown = name ?? MessageText.shown(path, limit: .max)
        switch try destination(path, shown: shown, mustExist: false) {
        case .direct:
            guard !regularFile else { throw Failure(shown: shown, reason: "it is a device or FIFO, not a regular file") }
            guard access(path, W_OK) == 0 else { throw Failure(shown: shown, reason: SystemError.last.reason) }
        case .replace(let file, _):
            let folder = folder(of: file)
            guard access(folder, W_OK | X_OK) == 0 else { throw Failure(shown: shown, reason: SystemError.last.reason) }
        }
    }

    private static let deleted = "it was deleted while Overhear ran; not recreated"
    private static let changed = "it changed while Overhear ran; left as it is (run check --update again)"

    /// Where the bytes go: replacing a regular file (or creating one), or straight into a
    /// device or FIFO.
    private enum Destination {
        case replace(file: String, status: stat?)
        case direct
    }

    private static func destination(_ path: String, shown: String, mustExist: Bool) throws(Failure) -> Destination {
        func failure(_ reason: String) -> Failure { Failure(shown: shown, reason: reason) }
        let (file, linkTarget) = try resolvingLinks(path, shown: shown)
        var status = stat()
        guard lstat(file, &status) == 0 else {
            guard errno == ENOENT else { throw failure(SystemError.last.reason) }
            guard !mustExist else { throw failure(deleted) }
            // A link planted where a new file will go would choose where it is created.
            if let linkTarget {
                throw failure("it is a symbolic link to \(MessageText.shown(linkTarget, limit: MessageText.quoteLimit)), which does not exist; Overhear does not create a link's target")
            }
            return .replace(file: file, status: nil)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            // Root may write anything: a file nobody may write is refused all the same.
            guard status.st_mode & 0o222 != 0, access(file, W_OK) == 0 else { throw failure("it is read-only") }
            // A rename would give this path a new file and leave the other names on the old one.
            guard status.st_nlink <= 1 else {
                throw failure("it has \(status.st_nlink) hard links, which a rewrite would break; copy it and write the copy")
            }
            return .replace(file: file, status: status)
        case S_IFDIR: throw failure("it is a folder")
        case S_IFCHR, S_IFIFO: return .direct
        default: throw failure("it is neither a file, a character device nor a FIFO")
        }
    }

    /// The path with every symbolic link followed, also to a target that does not exist yet,
    /// and the last link's target as it is written (nil when the path is no link).
    private static func resolvingLinks(_ path: String, shown: String) throws(Failure) -> (file: String, linkTarget: String?) {
        var current = path
        var linkTarget: String?
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { return (current, linkTarget) }
            let target = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            linkTarget = target
            current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
        }
        throw Failure(shown: shown, reason: SystemError.describe(ELOOP))
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Linux's `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), which Glibc's module does not export.
    private static let anonymousFile: Int32 = 0o20_000_000 | O_DIRECTORY

    /// Linux's `AT_EMPTY_PATH`, which Glibc's module does not export either.
    private static let emptyPath: Int32 = 0x1000

    private static func temporaryName(beside file: String) -> String {
        TemporaryName.make(in: folder(of: file), beside: file.lastIndex(of: "/").map { String(file[file.index(after: $0)...]) } ?? file)
    }

    /// An anonymous file in the file's folder (or, where the file system has no `O_TMPFILE`,
    /// a new randomly named one, created exclusively), with the old file's owner and mode.
    private static func openTemporary(beside file: String, status: stat?, shown: String) throws(Failure) -> (Int32, String?) {
        let mode = status.map { $0.st_mode & 0o7777 } ?? 0o666
        var descriptor = open(folder(of: file), anonymousFile | O_WRONLY | O_CLOEXEC, mode)
        var name: String?
        if descriptor < 0 && (errno == EOPNOTSUPP || errno == EISDIR || errno == EINVAL) {
            for _ in 0..<16 {
                let candidate = temporaryName(beside: file)
                descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
                if descriptor >= 0 { name = candidate; break }
                guard errno == EEXIST else { break }
            }
        }
        guard descriptor >= 0 else { throw Failure(shown: shown, reason: SystemError.last.reason) }
        if let status {
            // The umask applied at creation; the old file's mode and owner are restored exactly.
            let kept = fchown(descriptor, status.st_uid, status.st_gid) == 0 || (status.st_uid == geteuid() && status.st_gid == getegid())
            guard kept, fchmod(descriptor, mode) == 0 else {
                let reason = kept ? SystemError.last.reason : "it belongs to another user, whose ownership a rewrite would take"
                close(descriptor)
                if let name { unlink(name) }
                throw Failure(shown: shown, reason: reason)
            }
            // After the mode: an ACL sets the group bits to its mask, as the old file's are.
            if let reason = ExtendedAttributes.copy(from: file, to: descriptor) {
                close(descriptor)
                if let name { unlink(name) }
                throw Failure(shown: shown, reason: reason + "; it was left as it is")
            }
        }
        return (descriptor, name)
    }
}
