import Synchronization

/// Jobs shared by a few threads: each thread takes the next job when it is free, and stores
/// its result in the job's own slot, so results come back in order whoever did them.
public final class ParallelJobs<Result: Sendable>: Sendable {
    private struct State {
        var results: [Result?]
        var next = 0
    }

    private let state: Mutex<State>
    public let count: Int

    public init(count: Int) {
        self.count = count
        state = Mutex(State(results: Array(repeating: nil, count: count)))
    }

    /// The index of the next job nobody has taken, or nil when all are taken.
    public func next() -> Int? {
        state.withLock { state in
            guard state.next < count else { return nil }
            state.next += 1
            return state.next - 1
        }
    }

    public func store(_ result: Result, at index: Int) {
        state.withLock { $0.results[index] = result }
    }

    /// Job `index`'s result; every job must have been done.
    public func result(at index: Int) -> Result {
        state.withLock { $0.results[index]! }
    }
}
