import Foundation
import Glibc
import OverhearIO
import Testing
@testable import OverhearSpeech

@Suite struct FramedPipeTests {
    let messages: [WorkerMessage] = [.samples(id: 1, [1, 2, 3]), .done(id: 1), .synthesize(id: 2, rate: 50, voice: "en-us", ssml: "<speak>ok</speak>")]

    /// A pipe holding `bytes` (at most what a pipe holds), closed on exec: a worker another
    /// test spawns meanwhile must not keep its write end open.
    private func pipeHolding(_ bytes: [UInt8]) throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        #expect(write(ends[1], bytes, bytes.count) == bytes.count)
        return (ends[0], ends[1])
    }

    /// Asked while nothing comes: a broken read fails the test in 5 s instead of hanging it.
    private func forFiveSeconds() -> () -> Bool {
        let deadline = Monitor.now + 5_000_000_000
        return { Monitor.now < deadline }
    }

    /// What is still in the pipe, read without waiting.
    private func left(in descriptor: Int32) -> [UInt8] {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        var buffer = [UInt8](repeating: 0, count: 4096)
        let got = read(descriptor, &buffer, buffer.count)
        return got > 0 ? Array(buffer[0..<got]) : []
    }

    @Test func theClientsFirstReadTakesInEveryMessageThatHasCome() throws {
        let ends = try pipeHolding(messages.flatMap(\.encoded))
        defer { close(ends.read); close(ends.write) }
        let pipe = FramedPipe(readDescriptor: ends.read, writeDescriptor: -1, readsAhead: true)
        let alive = forFiveSeconds()
        #expect(pipe.receive(whileAlive: alive) == messages[0])
        try #require(left(in: ends.read) == [])
        #expect(pipe.receive(whileAlive: alive) == messages[1])
        #expect(pipe.receive(whileAlive: alive) == messages[2])
    }

    /// What the worker has not served stays in the pipe, for the process it execs in its place.
    @Test func theWorkerReadsOnlyTheFrameItServes() throws {
        let ends = try pipeHolding(messages.flatMap(\.encoded))
        defer { close(ends.read); close(ends.write) }
        let pipe = FramedPipe(readDescriptor: ends.read, writeDescriptor: -1, readsAhead: false)
        #expect(pipe.receive() == messages[0])
        #expect(left(in: ends.read) == messages.dropFirst().flatMap(\.encoded))
    }

    /// A frame whose start was read ahead with the one before it is received whole once the
    /// rest comes.
    @Test func aFrameReadInPartsIsReceivedWhole() throws {
        let second = messages[2].encoded
        let ends = try pipeHolding(messages[0].encoded + second.prefix(7))
        defer { close(ends.read); close(ends.write) }
        let pipe = FramedPipe(readDescriptor: ends.read, writeDescriptor: -1, readsAhead: true)
        let alive = forFiveSeconds()
        #expect(pipe.receive(whileAlive: alive) == messages[0])
        #expect(write(ends.write, Array(second.dropFirst(7)), second.count - 7) == second.count - 7)
        #expect(pipe.receive(whileAlive: alive) == messages[2])
    }

    @Test func theEndOfInputInsideAFrameIsNoMessage() throws {
        let ends = try pipeHolding(Array(messages[0].encoded.dropLast()))
        close(ends.write)
        defer { close(ends.read) }
        #expect(FramedPipe(readDescriptor: ends.read, writeDescriptor: -1, readsAhead: true).receive(whileAlive: forFiveSeconds()) == nil)
    }

    /// A frame longer than a read takes in ahead (and than the pipe holds) grows the buffer.
    @Test func aFrameLongerThanTheReadAheadIsReceivedWhole() throws {
        let long = WorkerMessage.samples(id: 4, (0..<300_000).map { Int16(truncatingIfNeeded: $0 &* 7) })
        let ends = try pipeHolding(messages[1].encoded)
        defer { close(ends.read) }
        let bytes = long.encoded + messages[1].encoded
        let writer = Thread {
            _ = bytes.withUnsafeBytes { try? Descriptor.writeAll($0, to: ends.write) }
            close(ends.write)
        }
        writer.start()
        let pipe = FramedPipe(readDescriptor: ends.read, writeDescriptor: -1, readsAhead: true)
        let alive = forFiveSeconds()
        #expect(pipe.receive(whileAlive: alive) == messages[1])
        // Compared aside: a failure must not print 300,000 samples.
        let received = pipe.receive(whileAlive: alive)
        let same = received == long
        #expect(same, "the long frame came back \(received == nil ? "as nothing" : "changed")")
        #expect(pipe.receive(whileAlive: alive) == messages[1])
        #expect(pipe.receive(whileAlive: alive) == nil)
    }
}
