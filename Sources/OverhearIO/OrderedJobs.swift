import Dispatch
import Glibc
import Synchronization

/// Jobs done on one thread per core and handed back in order as they finish, with at most a
/// window of results waiting: `check` and `lint` of any number of files, in bounded memory,
/// and the synthesis of a whole scenario on a speech worker per core. No thread waits for
/// the others between jobs.
public enum OrderedJobs {
    /// The number of online cores: one thread per core.
    public static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Runs `body` for jobs 0..<count on `threads` threads, the calling one among them, and
    /// calls `consume` on the calling thread with each result in order, as soon as it and
    /// those before it are done. At most `window` jobs are ever done or under way ahead of
    /// the results handed back.
    public static func run<Result: Sendable>(count: Int, window: Int = 128, threads: Int = cores,
                                             _ body: @escaping @Sendable (Int) -> Result, consume: (Int, Result) -> Void) {
        guard count > 1 && threads > 1 else {
            for index in 0..<count { consume(index, body(index)) }
            return
        }
        let board = Board<Result>(count: count, window: Swift.max(1, window))
        let helpers = DispatchGroup()
        for _ in 1..<Swift.min(threads, count) {
            DispatchQueue.global().async(group: helpers) {
                while let index = board.take(waiting: true) { board.store(body(index), at: index) }
            }
        }
        // The calling thread hands back what is ready, else does a job itself, else waits.
        var next = 0
        while next < count {
            if let result = board.result(at: next) {
                consume(next, result)
                next += 1
            } else if let index = board.take(waiting: false) {
                board.store(body(index), at: index)
            } else {
                board.waitForAResult()
            }
        }
        helpers.wait()
    }
}

/// The jobs' shared state: the next job, and the results not yet handed back, each in its
/// slot of a ring of `window`.
private final class Board<Result: Sendable>: Sendable {
    private struct State {
        var slots: [Result?]
        var next = 0
        /// Results handed back so far: job `handedBack + window` waits until this grows.
        var handedBack = 0
    }

    private let state: Mutex<State>
    private let count: Int
    private let window: Int
    /// Signalled at each result stored, for the calling thread when it has nothing to do.
    private let stored = DispatchSemaphore(value: 0)
    /// Signalled at each result handed back, for a helper waiting for room in the window.
    private let room = DispatchSemaphore(value: 0)

    init(count: Int, window: Int) {
        self.count = count
        self.window = window
        state = Mutex(State(slots: Array(repeating: nil, count: window)))
    }

    /// The next job, or nil when none are left; while the window is full, waits for room
    /// (`waiting`) or returns nil.
    func take(waiting: Bool) -> Int? {
        while true {
            let next: Int?? = state.withLock { state in
                guard state.next < count else { return .some(nil) }
                guard state.next < state.handedBack + window else { return nil }
                state.next += 1
                return state.next - 1
            }
            if let next { return next }
            guard waiting else { return nil }
            room.wait()
        }
    }

    func store(_ result: Result, at index: Int) {
        state.withLock { $0.slots[index % window] = result }
        stored.signal()
    }

    /// Job `index`'s result if it is done, handed back (so in order: `index` is the next).
    func result(at index: Int) -> Result? {
        let result: Result? = state.withLock { state in
            guard let result = state.slots[index % window] else { return nil }
            state.slots[index % window] = nil
            state.handedBack = index + 1
            return result
        }
        if result != nil { room.signal() }
        return result
    }

    /// Waits until a result is stored (or returns at once if one was since the last wait).
    func waitForAResult() {
        stored.wait()
    }
}
