import Glibc

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
