import Glibc
import OverhearIO

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
