import Glibc
import OverhearSpeech
import OverhearUI
import Synchronization

/// Per-key timings for `--trace FILE`: one line per key, `KEY MICROSECONDS` (read to frame
/// drawn), and at the end, for keys that made a sound, `sound N MICROSECONDS` (read to the
/// first sample of its speech handed to the audio device; N counts keys from 0). Lines are
/// appended 200 at a time, so a long session's trace costs no more per key than a short one's.
struct TraceLog {
    let path: String?
    private var pending: [String] = []
    private(set) var count = 0

    init(path: String?) {
        self.path = path
        if let path { Self.append("", to: path, truncating: true) }
    }

    mutating func record(_ key: Key, microseconds: Int) {
        guard path != nil else { return }
        pending.append("\(key) \(microseconds)")
        count += 1
        if pending.count == 200 { flush() }
    }

    /// Appends the lines not yet written (and the sound lines, at the end of a session).
    mutating func flush(sounds: SoundTrace? = nil) {
        guard let path else { return }
        let lines = pending + (sounds?.lines ?? [])
        pending = []
        if !lines.isEmpty { Self.append(lines.joined(separator: "\n") + "\n", to: path, truncating: false) }
    }

    private static func append(_ text: String, to path: String, truncating: Bool) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | (truncating ? O_TRUNC : O_APPEND), 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// When each key's first sound reached the audio device: the speaker thread reports first
/// samples, the run loop says which key started which entry.
final class SoundTrace: Sendable {
    private struct State {
        var keyOfEntry: [Int: (key: Int, began: UInt64)] = [:]
        var firstSound: [Int: UInt64] = [:]
    }
    private let state = Mutex(State())

    func expect(_ effects: [Effect], key: Int, began: UInt64) {
        state.withLock { state in
            for case .speech(let cues) in effects {
                for case .start(let entry, _, _, _) in cues { state.keyOfEntry[entry] = (key, began) }
            }
        }
    }

    func record(_ event: LiveSpeaker.Event) {
        guard case .firstSample(let entry, let time) = event else { return }
        state.withLock { state in
            guard let (key, began) = state.keyOfEntry.removeValue(forKey: entry), time >= began else { return }
            state.firstSound[key] = Swift.min(state.firstSound[key] ?? .max, time - began)
        }
    }

    var lines: [String] {
        state.withLock { state in state.firstSound.sorted { $0.key < $1.key }.map { "sound \($0.key) \($0.value / 1000)" } }
    }
}
