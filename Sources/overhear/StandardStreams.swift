import Glibc
import OverhearIO
import OverhearKit

/// Standard output and error: a failed write to standard output is reported and ends the
/// run with status 2; a closed pipe (`| head`) ends it quietly, as the reader asked.
enum StandardStreams {
    /// Puts a descriptor on 0, 1 and 2 where the caller closed one, so no file Overhear
    /// opens lands there. Output to a closed stream then fails (the stand-in is read-only)
    /// and is reported, instead of going into a file.
    static func prepare() {
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0 && opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    static func writeOutput(_ bytes: [UInt8]) {
        do {
            try Descriptor.writeAll(bytes, to: 1)
        } catch {
            if error.code == EPIPE {
                // The reader has gone: end as a shell pipeline expects, with no message.
                signal(SIGPIPE, SIG_DFL)
                raise(SIGPIPE)
                exit(141)
            }
            writeError("overhear: cannot write standard output: \(error.reason)")
            exit(2)
        }
    }

    static func writeOutput(_ text: String) { writeOutput(Array(text.utf8)) }

    /// A line on standard error; if even that fails there is nobody left to tell. Messages
    /// already escape what they quote; anything unsafe that still got in (a library's
    /// message quoting an argument) is escaped here, so none reaches the terminal raw.
    static func writeError(_ line: String) {
        var safe = ""
        for scalar in line.unicodeScalars {
            if MessageText.needsEscape(scalar) && scalar != "\n" {
                safe += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                safe.unicodeScalars.append(scalar)
            }
        }
        _ = try? Descriptor.writeAll(Array((safe + "\n").utf8), to: 2)
    }
}
