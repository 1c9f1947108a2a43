import Glibc
import OverhearIO

/// The framed messages between Overhear and its speech worker, over pipes.
///
/// A frame is a little-endian UInt32 length, then that many bytes: a type byte and its body.
enum WorkerMessage: Equatable {
    /// Parent → worker: synthesise SSML with a voice and rate.
    case synthesize(id: UInt32, rate: UInt8, voice: String, ssml: String)
    /// Worker → parent: ready, at this sample rate.
    case ready(sampleRate: UInt32)
    /// Worker → parent: a chunk of PCM for request `id`.
    case samples(id: UInt32, [Int16])
    /// Worker → parent: request `id` is complete.
    case done(id: UInt32)
    /// Worker → parent: request `id` failed, with a reason.
    case failed(id: UInt32, String)

    /// Frames longer than this are refused: the worker never needs more.
    static let maximumFrame = 16 << 20

    var encoded: [UInt8] {
        // One buffer, its length filled in last: a samples frame is copied once, not per part.
        var frame: [UInt8] = [0, 0, 0, 0]
        switch self {
        case let .synthesize(id, rate, voice, ssml):
            frame += [UInt8(ascii: "S")] + LittleEndian.bytes(id) + [rate] + LittleEndian.bytes(UInt32(voice.utf8.count))
            frame += voice.utf8
            frame += ssml.utf8
        case let .ready(rate):
            frame += [UInt8(ascii: "R")] + LittleEndian.bytes(rate)
        case let .samples(id, samples):
            frame.reserveCapacity(9 + samples.count * 2)
            frame += [UInt8(ascii: "P")] + LittleEndian.bytes(id)
            // Little-endian PCM, copied whole (this path carries every sample of speech).
            samples.withUnsafeBytes { frame.append(contentsOf: $0) }
        case let .done(id):
            frame += [UInt8(ascii: "D")] + LittleEndian.bytes(id)
        case let .failed(id, message):
            frame += [UInt8(ascii: "E")] + LittleEndian.bytes(id)
            frame += message.utf8
        }
        frame.replaceSubrange(0..<4, with: LittleEndian.bytes(UInt32(frame.count - 4)))
        return frame
    }

    static func decode(_ body: UnsafeRawBufferPointer) -> WorkerMessage? {
        guard let type = body.first else { return nil }
        func word(_ at: Int) -> UInt32? { LittleEndian.uint32(at: at, in: body) }
        switch type {
        case UInt8(ascii: "S"):
            guard let id = word(1), body.count >= 6, let voiceLength = word(6).map(Int.init),
                  body.count >= 10 + voiceLength else { return nil }
            let voice = String(decoding: UnsafeRawBufferPointer(rebasing: body[10..<(10 + voiceLength)]), as: UTF8.self)
            let ssml = String(decoding: UnsafeRawBufferPointer(rebasing: body[(10 + voiceLength)...]), as: UTF8.self)
            return .synthesize(id: id, rate: body[5], voice: voice, ssml: ssml)
        case UInt8(ascii: "R"):
            return word(1).map { .ready(sampleRate: $0) }
        case UInt8(ascii: "P"):
            guard let id = word(1) else { return nil }
            let count = (body.count - 5) / 2
            let samples = [Int16](unsafeUninitializedCapacity: count) { buffer, initialized in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(rebasing: body[5..<(5 + count * 2)]))
                initialized = count
            }
            return .samples(id: id, samples)
        case UInt8(ascii: "D"):
            return word(1).map { .done(id: $0) }
        case UInt8(ascii: "E"):
            guard let id = word(1) else { return nil }
            return .failed(id: id, String(decoding: UnsafeRawBufferPointer(rebasing: body[5...]), as: UTF8.self))
        default:
            return nil
        }
    }

}

/// Reads and writes whole frames on a pair of file descriptors.
final class FramedPipe {
    let readDescriptor: Int32
    let writeDescriptor: Int32
    /// Whether `writeDescriptor` is a socket, written without SIGPIPE (`Descriptor.writeAll`):
    /// the client's side, whose worker may die at any time.
    private let writesToSocket: Bool
    /// Whether a read may take in more than the frame it needs, so that one read brings
    /// what has come: the client's side. The worker's never does: a request it has not read
    /// stays in the pipe for the process it execs in its place (`SpeechWorker.restart`).
    private let readsAhead: Bool
    /// What has been read: the bytes from `taken` to `filled` are not yet received.
    private var input: [UInt8] = []
    private var taken = 0
    private var filled = 0

    init(readDescriptor: Int32, writeDescriptor: Int32, readsAhead: Bool, writesToSocket: Bool = false) {
        self.readDescriptor = readDescriptor
        self.writeDescriptor = writeDescriptor
        self.readsAhead = readsAhead
        self.writesToSocket = writesToSocket
    }

    /// The most a read takes in ahead: a few of the worker's later messages.
    private static let readAhead = 1 << 18

    /// Writes a message; false if the other side has gone.
    func send(_ message: WorkerMessage) -> Bool {
        (try? Descriptor.writeAll(message.encoded, to: writeDescriptor, socket: writesToSocket)) != nil
    }

    /// Reads the next message, waiting as long as it takes; nil at end of input (the other
    /// side has gone) or on garbage.
    func receive() -> WorkerMessage? {
        receive(polls: false) { true }
    }

    /// Reads the next message; nil at end of input, on garbage, or when `whileAlive`, asked
    /// every 100 ms while nothing comes, says the other side has died.
    func receive(whileAlive: () -> Bool) -> WorkerMessage? {
        receive(polls: true, whileAlive: whileAlive)
    }

    private func receive(polls: Bool, whileAlive: () -> Bool) -> WorkerMessage? {
        guard fill(4, polls: polls, whileAlive: whileAlive), let length = LittleEndian.uint32(at: taken, in: input).map(Int.init),
              length > 0, length <= WorkerMessage.maximumFrame, fill(4 + length, polls: polls, whileAlive: whileAlive) else { return nil }
        let body = taken + 4
        taken = body + length
        return input.withUnsafeBytes { WorkerMessage.decode(UnsafeRawBufferPointer(rebasing: $0[body..<(body + length)])) }
    }

    /// Reads until `count` bytes from `taken` on are in; false at end of input, or when the
    /// other side died.
    private func fill(_ count: Int, polls: Bool, whileAlive: () -> Bool) -> Bool {
        guard filled - taken < count else { return true }
        // What is left goes to the front, and the buffer grows to take the rest.
        if taken > 0 && filled > taken {
            input.withUnsafeMutableBytes { buffer in
                buffer.baseAddress!.copyMemory(from: buffer.baseAddress! + taken, byteCount: filled - taken)
            }
        }
        filled -= taken
        taken = 0
        let wanted = readsAhead ? Swift.max(count, Self.readAhead) : count
        if input.count < wanted { input += repeatElement(0, count: wanted - input.count) }
        var poller = pollfd(fd: readDescriptor, events: Int16(POLLIN), revents: 0)
        while filled < count {
            if polls {
                // Wait for data in slices, asking between them whether the sender still lives.
                let ready = poll(&poller, 1, 100)
                if ready < 0 && errno == EINTR { continue }
                if ready == 0 {
                    guard whileAlive() else { return false }
                    continue
                }
            }
            let room = readsAhead ? input.count - filled : count - filled
            let got = input.withUnsafeMutableBytes { read(readDescriptor, $0.baseAddress! + filled, room) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return false }
            filled += got
        }
        return true
    }
}
