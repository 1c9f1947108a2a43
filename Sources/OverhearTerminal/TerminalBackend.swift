import CTerminal
import Glibc
import OverhearUI

/// ncurses as a backend only: it reads keys into `UIEvent`s and draws frames, changed cells only.
final class TerminalBackend {
    private var previous: Frame?
    /// Characters read ahead while looking for a bracketed paste.
    private var pending: [(kind: Int32, value: UInt32)] = []

    init(useColor: Bool) throws(TerminalError) {
        var reason = [CChar](repeating: 0, count: 256)
        guard ovh_start(useColor ? 1 : 0, &reason, Int32(reason.count)) == 0 else {
            throw TerminalError(message: String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        ovh_install_signal_handlers()
    }

    func end() {
        ovh_end()
    }

    var size: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        ovh_size(&width, &height)
        return (Int(width), Int(height))
    }

    /// Whether the terminal has gone (its input ended): the UI must quit.
    private(set) var inputEnded = false

    /// Events decoded from one burst of input and not yet returned.
    private var decoded: [UIEvent] = []

    /// A burst of at least this many graphemes (one of them printable) is a paste: a
    /// person's keys arrive one by one, a paste arrives at once.
    static let pasteBurst = 16

    /// The next event, waiting at most `timeout` ms; nil when none came.
    func readEvent(timeout: Int) -> UIEvent? {
        if !decoded.isEmpty { return decoded.removeFirst() }
        guard let (kind, value) = readRaw(timeout: timeout) else { return nil }
        if kind == OVH_KEY_END {
            inputEnded = true
            return nil
        }
        if kind == OVH_KEY_CODE { return codeEvent(value) }
        if value == 27, isBracketedPasteStart() { return .paste(readPastedText()) }
        decoded = burstEvents(startingWith: value)
        return decoded.isEmpty ? nil : decoded.removeFirst()
    }

    /// Reads the characters that arrived with `first` and joins their scalars into graphemes
    /// (`👩‍👩‍👧` is one key, not five): a long burst is a paste, a short one a key per grapheme.
    private func burstEvents(startingWith first: UInt32) -> [UIEvent] {
        var scalars = String.UnicodeScalarView()
        if let scalar = Unicode.Scalar(first) { scalars.append(scalar) }
        var count = 1
        // Once a burst is long enough to be a paste, wait a little for the rest of it: the
        // terminal delivers a long paste in chunks.
        while let next = readRaw(timeout: count >= Self.pasteBurst ? 10 : 0) {
            guard next.kind == OVH_KEY_CHAR else {
                pending.insert(next, at: 0)
                break
            }
            if let scalar = Unicode.Scalar(next.value) { scalars.append(scalar) }
            count += 1
        }
        let text = String(scalars)
        if text.count >= Self.pasteBurst && text.contains(where: { !$0.isControl }) {
            return [.paste(text.replacingCarriageReturns())]
        }
        return keyEvents(Array(text))
    }

    /// The keys of a short burst, a grapheme each, but for ESC with what came with it: ESC and
    /// a character is Alt with it; ESC [ or ESC O and a sequence curses did not know is one
    /// unknown key (typed, it would put the sequence's characters into a field).
    private func keyEvents(_ graphemes: [Character]) -> [UIEvent] {
        var events: [UIEvent] = []
        var index = 0
        while index < graphemes.count {
            let grapheme = graphemes[index]
            let next = index + 1 < graphemes.count ? graphemes[index + 1] : nil
            guard grapheme == "\u{1B}", let next, !next.isControl else {
                if let event = keyEvent(grapheme) { events.append(event) }
                index += 1
                continue
            }
            guard (next == "[" || next == "O") && index + 2 < graphemes.count else {
                events.append(.key(.alt(next)))
                index += 2
                continue
            }
            // Parameters and intermediates (0x20–0x3F after `[`), then the final character.
            index += 2
            if next == "[" {
                while index < graphemes.count, let value = graphemes[index].asciiValue, (0x20...0x3F).contains(value) { index += 1 }
            }
            index += 1
            events.append(.key(.unknown))
        }
        return events
    }

    /// The key for one grapheme: a control character's key, or the grapheme typed.
    private func keyEvent(_ grapheme: Character) -> UIEvent? {
        guard grapheme.isControl, let value = grapheme.unicodeScalars.first?.value else { return .key(.character(grapheme)) }
        switch value {
        case 27: return .key(.escape)
        case 9: return .key(.tab)
        case 10, 13: return .key(.enter)
        case 8, 127: return .key(.backspace)
        case 12:
            // Ctrl-L: redraw every cell, whatever the terminal shows now.
            previous = nil
            return .key(.control("l"))
        case 1...26: return .key(.control(Character(Unicode.Scalar(value + 96)!)))
        default: return .key(.character(grapheme))
        }
    }

    private func readRaw(timeout: Int) -> (kind: Int32, value: UInt32)? {
        if !pending.isEmpty { return pending.removeFirst() }
        var value: UInt32 = 0
        let kind = ovh_read(Int32(timeout), &value)
        return kind == OVH_KEY_NONE ? nil : (kind, value)
    }

    private func codeEvent(_ code: UInt32) -> UIEvent? {
        let key = Int32(code)
        switch key {
        case ovh_key_up: return .key(.up)
        case ovh_key_down: return .key(.down)
        case ovh_key_left: return .key(.left)
        case ovh_key_right: return .key(.right)
        case ovh_key_home: return .key(.home)
        case ovh_key_end: return .key(.end)
        case ovh_key_backspace: return .key(.backspace)
        case ovh_key_enter: return .key(.enter)
        case ovh_key_btab: return .key(.backTab)
        case ovh_key_ppage: return .key(.pageUp)
        case ovh_key_npage: return .key(.pageDown)
        case ovh_key_resize:
            let (width, height) = size
            previous = nil
            ovh_clear()
            return .resize(width: width, height: height)
        case ovh_key_mouse:
            var x: Int32 = 0, y: Int32 = 0
            switch ovh_mouse(&x, &y) {
            case Int32(OVH_MOUSE_CLICK): return .click(x: Int(x), y: Int(y))
            case Int32(OVH_MOUSE_WHEEL_UP): return .wheel(up: true)
            case Int32(OVH_MOUSE_WHEEL_DOWN): return .wheel(up: false)
            default: return nil
            }
        default:
            for number in 1...12 where key == ovh_key_f(Int32(number)) { return .key(.function(number)) }
            return ovh_key_name(key).flatMap { Self.namedKey(String(cString: $0)) }.map { .key($0) }
        }
    }

    /// The key a curses key name stands for: Delete and Insert, and the arrows, Home, End,
    /// PgUp, PgDn, Delete and Insert held with Shift, Alt or Ctrl (terminfo's `kLFT5` is
    /// Ctrl-←: xterm's modifier numbers); nil for any other.
    static func namedKey(_ name: String) -> Key? {
        let shifted: [String: Key] = ["KEY_DC": .delete, "KEY_IC": .insert, "KEY_SLEFT": .modified("Shift", .left),
                                      "KEY_SRIGHT": .modified("Shift", .right), "KEY_SR": .modified("Shift", .up),
                                      "KEY_SF": .modified("Shift", .down), "KEY_SHOME": .modified("Shift", .home),
                                      "KEY_SEND": .modified("Shift", .end), "KEY_SDC": .modified("Shift", .delete),
                                      "KEY_SIC": .modified("Shift", .insert), "KEY_SPREVIOUS": .modified("Shift", .pageUp),
                                      "KEY_SNEXT": .modified("Shift", .pageDown)]
        if let key = shifted[name] { return key }
        let bases: [String: Key] = ["kLFT": .left, "kRIT": .right, "kUP": .up, "kDN": .down, "kHOM": .home, "kEND": .end,
                                    "kPRV": .pageUp, "kNXT": .pageDown, "kDC": .delete, "kIC": .insert]
        let modifiers = [2: "Shift", 3: "Alt", 4: "Shift-Alt", 5: "Ctrl", 6: "Ctrl-Shift", 7: "Ctrl-Alt", 8: "Ctrl-Shift-Alt"]
        guard let last = name.last, let number = last.wholeNumberValue, let held = modifiers[number],
              let base = bases[String(name.dropLast())] else { return nil }
        return .modified(held, base)
    }

    /// Whether the ESC just read begins a bracketed paste, `ESC [200~ … ESC [201~`; if not,
    /// what was read after it is read again.
    private func isBracketedPasteStart() -> Bool {
        var lookahead: [(kind: Int32, value: UInt32)] = []
        let start: [UInt32] = Array("[200~".unicodeScalars.map(\.value))
        while lookahead.count < start.count, let next = readRaw(timeout: 0) {
            lookahead.append(next)
            guard next.kind == OVH_KEY_CHAR, lookahead.map(\.value) == Array(start.prefix(lookahead.count)) else { break }
        }
        guard lookahead.count == start.count, lookahead.allSatisfy({ $0.kind == OVH_KEY_CHAR }), lookahead.map(\.value) == start else {
            pending = lookahead + pending
            return false
        }
        return true
    }

    /// Reads a bracketed paste's text up to `ESC [201~` straight from the terminal in large
    /// reads (curses reads a byte at a time, which would take seconds for a megabyte).
    private func readPastedText() -> String {
        let end = Array("\u{1B}[201~".utf8)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var poller = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        while poll(&poller, 1, 200) > 0 {
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress!, $0.count) }
            guard count > 0 else { break }
            let searchFrom = Swift.max(0, bytes.count - end.count)
            bytes += chunk[0..<count]
            if let marker = firstIndex(of: end, in: bytes, from: searchFrom) {
                // Keys typed right after the paste are read next.
                for scalar in String(decoding: bytes[(marker + end.count)...], as: UTF8.self).unicodeScalars {
                    pending.append((Int32(OVH_KEY_CHAR), scalar.value))
                }
                bytes.removeSubrange(marker...)
                break
            }
        }
        // Terminals send a pasted line break as a carriage return.
        return String(decoding: bytes, as: UTF8.self).replacingCarriageReturns()
    }

    private func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0] && Array(haystack[index..<(index + needle.count)]) == needle { return index }
            index += 1
        }
        return nil
    }

    /// Draws the cells that changed since the last frame.
    func draw(_ frame: Frame) {
        // The cells drawn last time, unless the size changed: then everything is drawn afresh.
        // Taken out once, so that comparing them is a plain walk over two arrays.
        let drawn = previous.flatMap { $0.width == frame.width && $0.height == frame.height ? $0.cells : nil }
        if drawn == nil { ovh_clear() }
        // Cells up to this index are drawn even if unchanged: a terminal that does not join a
        // sequence draws it wider than its two cells, over the cells after it.
        var redrawUntil = 0
        for (index, cell) in frame.cells.enumerated() {
            guard !cell.text.isEmpty, drawn?[index] != cell || index < redrawUntil else { continue }
            let x = index % frame.width, y = index / frame.width
            if Self.isSequence(cell.text) { redrawUntil = Swift.min(index + 2 * cell.text.unicodeScalars.count, (y + 1) * frame.width) }
            var attributes: Int32 = 0
            if cell.style.bold { attributes |= Int32(OVH_ATTR_BOLD) }
            if cell.style.dim { attributes |= Int32(OVH_ATTR_DIM) }
            if cell.style.reverse { attributes |= Int32(OVH_ATTR_REVERSE) }
            if cell.style.underline { attributes |= Int32(OVH_ATTR_UNDERLINE) }
            let shown = Self.drawable(cell.text)
            if TerminalText.width(of: cell.text) == 2 && x + 1 < frame.width {
                // Where the terminal gives the grapheme one cell, the blank stays: the row never shifts.
                ovh_draw(Int32(y), Int32(x + 1), " ", attributes, Int32(cell.style.color.rawValue))
            }
            ovh_draw(Int32(y), Int32(x), shown, attributes, Int32(cell.style.color.rawValue))
        }
        ovh_refresh()
        previous = frame
    }
}

extension TerminalBackend {
    /// What a cell sends to the terminal: its whole grapheme (a ZWJ sequence, a flag, a skin
    /// tone, combining marks), less a joiner at its end, which would join it to the next cell.
    static func drawable(_ text: String) -> String {
        // One scalar, as nearly every cell is: nothing to leave out.
        guard text.unicodeScalars.count > 1 else { return text }
        var scalars = text.unicodeScalars
        while scalars.count > 1, scalars.last == "\u{200D}" { scalars.removeLast() }
        return String(scalars)
    }

    /// Whether a grapheme is more than a character and its marks: a terminal that does not
    /// join its scalars draws each of them.
    static func isSequence(_ text: String) -> Bool {
        guard text.utf8.count > 1 else { return false }
        return text.unicodeScalars.dropFirst().contains { scalar in
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark: return false
            default: return true
            }
        }
    }
}

/// Why the terminal UI could not start, in one line.
public struct TerminalError: Error {
    public var message: String
}

extension Character {
    /// A C0 control character or DEL, as a terminal sends for Tab, Enter, Ctrl-X and Escape.
    var isControl: Bool {
        guard let value = unicodeScalars.first?.value else { return false }
        return value < 0x20 || value == 0x7F
    }
}

extension String {
    func replacingCarriageReturns() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\r" ? "\n" : $0 }))
    }
}
