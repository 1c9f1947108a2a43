import Glibc
import OverhearIO
import OverhearSpeech
import OverhearUI
import Synchronization

/// Timings for `--trace FILE`: one line per key, paste, click or resize, `EVENT N µs` from
/// reading it to its frame being drawn, and at the end, for keys that made a sound,
/// `sound K N µs` (read to the first sample of its speech handed to the audio device; K
/// counts keys from 0). Lines are appended 200 at a time, so a long session's trace costs no
/// more per key than a short one's.
struct TraceLog {
    let path: String?
    private var pending = ["# event, then the time from reading it to its frame being drawn"]
    /// How many keys have been traced: the next key's number in the sound lines.
    private(set) var count = 0

    init(path: String?) {
        self.path = path
        if let path { Self.append("", to: path, truncating: true) }
    }

    mutating func record(_ event: UIEvent, microseconds: Int) {
        guard path != nil, let name = Self.name(event) else { return }
        pending.append("\(name) \(microseconds) µs")
        if case .key = event { count += 1 }
        if pending.count >= 200 { flush() }
    }

    /// An event as a person would name it; nil for the ticks and notices that are not input.
    static func name(_ event: UIEvent) -> String? {
        switch event {
        case .key(let key): return "key " + keyName(key)
        case .paste(let text): return "paste \(text.count) characters"
        case .click(let x, let y): return "click column \(x) row \(y)"
        case .wheel(let up): return "wheel " + (up ? "up" : "down")
        case .resize(let width, let height): return "resize \(width)×\(height)"
        case .tick, .notice: return nil
        }
    }

    static func keyName(_ key: Key) -> String {
        guard case .character(let character) = key else { return key.name }
        let scalars = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        return character.isASCII && !character.isControl ? "'\(character)'" : scalars.joined(separator: " ")
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
        // A trace is a measurement aid: a failed write loses lines, never the session.
        try? Descriptor.writeAll(Array(text.utf8), to: descriptor)
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
        state.withLock { state in state.firstSound.sorted { $0.key < $1.key }.map { "sound \($0.key) \($0.value / 1000) µs" } }
    }
}
