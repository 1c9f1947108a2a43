import Glibc

/// One version of a regular file: which file it is and when it last changed. A rewrite that
/// began from one version replaces the file only while it is still that version, so an edit
/// saved meanwhile (by a rename, as editors save, or in place) is never lost.
public struct FileVersion: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: timespec
    var changed: timespec

    public init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        modified = status.st_mtim
        changed = status.st_ctim
    }

    public static func == (a: FileVersion, b: FileVersion) -> Bool {
        a.device == b.device && a.inode == b.inode && a.size == b.size
            && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
            && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
    }
}
