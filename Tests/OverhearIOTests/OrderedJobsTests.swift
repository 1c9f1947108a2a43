import Glibc
import OverhearIO
import Synchronization
import Testing

@Suite struct OrderedJobsTests {
    /// What one run saw: how often each job ran, and the furthest any job started ahead of
    /// the results handed back (counted as each is handed back).
    final class Record: Sendable {
        let runs: Mutex<[Int]>
        let handedBack = Atomic<Int>(0)
        let furthestAhead = Atomic<Int>(0)

        init(count: Int) { runs = Mutex(Array(repeating: 0, count: count)) }
    }

    @Test(arguments: [0, 1, 2, 7, 300], [1, 3, 128])
    func everyJobRunsOnceAndComesBackInOrder(count: Int, window: Int) {
        for threads in [1, 2, 4] {
            let record = Record(count: count)
            var handedBack: [Int] = []
            let caller = pthread_self()
            OrderedJobs.run(count: count, window: window, threads: threads, { index in
                let ahead = index - record.handedBack.load(ordering: .sequentiallyConsistent)
                record.furthestAhead.max(ahead)
                // Jobs that take different times finish out of order.
                usleep(UInt32((index * 7919) % 5) * 100)
                record.runs.withLock { $0[index] += 1 }
                return index * 2
            }) { index, result in
                record.handedBack.store(index + 1, ordering: .sequentiallyConsistent)
                #expect(pthread_equal(pthread_self(), caller) != 0, "results are handed back on the calling thread")
                #expect(result == index * 2)
                handedBack.append(index)
            }
            #expect(handedBack == Array(0..<count), "\(count) jobs, window \(window), \(threads) threads")
            #expect(record.runs.withLock { $0 } == Array(repeating: 1, count: count))
            #expect(record.furthestAhead.load(ordering: .sequentiallyConsistent) <= window,
                    "no job starts more than a window ahead of the results handed back")
        }
    }
}

extension Atomic where Value == Int {
    /// Raises the value to `candidate` if it is lower.
    func max(_ candidate: Int) {
        var current = load(ordering: .sequentiallyConsistent)
        while candidate > current {
            let (exchanged, original) = compareExchange(expected: current, desired: candidate, ordering: .sequentiallyConsistent)
            if exchanged { return }
            current = original
        }
    }
}
