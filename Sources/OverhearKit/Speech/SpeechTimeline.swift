/// The one speech scheduler: priorities, interruption, queueing, hint delay and cancel, and
/// deferred announcements (spec §5, §7), on a clock its caller passes in, in milliseconds.
///
/// `check` and `play` run it on a virtual clock with the spec's durations, `play --wav` with
/// the durations of real audio, and the UI on its real clock. A live player follows its
/// `SpeechEvent`s (`recordsEvents`, `takeEvents`), and a run loop sleeps until `nextDueTime`.
public struct SpeechTimeline: Sendable {
    /// One requested utterance and what became of it.
    public struct Entry: Equatable, Sendable {
        public var utterance: Utterance
        /// The caller's tag (the player uses the index of the action that caused it).
        public var tag: Int
        /// Start and end in ms; both equal the cut time for speech cut before it began.
        public var start = -1
        public var end = -1
        /// Cut while speaking, or cut before it began.
        public var interrupted = false
        /// A hint cut before it made a sound: not part of the transcript.
        public var cancelled = false
    }

    private struct Pending {
        var entry: Int
        var isHint: Bool
    }

    private struct Deferred {
        var time: Int
        var utterance: Utterance
        var tag: Int
    }

    public private(set) var entries: [Entry] = []
    /// The time up to which events have been processed.
    public private(set) var clock = 0
    /// Settings may change between steps (the UI's settings panel); they apply to what starts next.
    public var rate: Int
    public var hintDelay: Int
    public var durations: SpeechDurations
    /// Whether to keep `SpeechEvent`s for `takeEvents` (a live player's needs; `check` has none).
    public var recordsEvents = false

    private var current: Pending?
    /// Whether the current entry's start has been reported (a hint starts after its delay).
    private var currentStarted = false
    /// The next entry to start cuts what came before it (its step interrupted).
    private var startInterrupts = false
    private var queue: [Pending] = []
    private var queueHead = 0
    private var deferred: [Deferred] = []
    private var deferredHead = 0
    private var events: [SpeechEvent] = []

    public init(rate: Int = 50, hintDelay: Int = 400, durations: SpeechDurations = .spec) {
        self.rate = rate
        self.hintDelay = hintDelay
        self.durations = durations
    }

    /// Makes room for `count` entries, so that a player that knows how many to expect does
    /// not grow the list as it goes.
    public mutating func reserveEntries(_ count: Int) {
        entries.reserveCapacity(count)
    }

    /// How long an utterance speaks at the current rate.
    public func duration(of utterance: Utterance) -> Int {
        durations.milliseconds(of: utterance, rate: rate)
    }

    /// The utterance speaking at the clock's time, if any (a hint still waiting out its delay
    /// is not speaking yet).
    public var speaking: Entry? {
        guard let current, entries[current.entry].start <= clock else { return nil }
        return entries[current.entry]
    }

    /// Whether anything is speaking, waiting to speak, or deferred.
    public var isIdle: Bool {
        current == nil && queueHead == queue.count && deferredHead == deferred.count
    }

    /// The next time after `clock` at which something happens (an end, a deferred post, a
    /// hint's start), so a run loop can sleep until then; nil when idle.
    ///
    /// A hint due at `t` starts only once the clock is past `t` (an action at `t` cancels it),
    /// so its start is reported at `t + 1`.
    public var nextDueTime: Int? {
        var next = nextEventTime()
        if let current, !currentStarted {
            let start = entries[current.entry].start
            let due = clock < start ? start : start + 1
            next = next.map { Swift.min($0, due) } ?? due
        }
        return next
    }

    /// The first entry that may still change (speaking or waiting); those before it are final.
    public var firstPendingEntry: Int {
        current?.entry ?? (queueHead < queue.count ? queue[queueHead].entry : entries.count)
    }

    /// The oldest tag whose speech may still change (speaking, waiting or deferred); nil when idle.
    public var oldestPendingTag: Int? {
        var oldest = current.map { entries[$0.entry].tag }
        for pending in queue[queueHead...] { oldest = Swift.min(oldest ?? .max, entries[pending.entry].tag) }
        for post in deferred[deferredHead...] { oldest = Swift.min(oldest ?? .max, post.tag) }
        return oldest
    }

    /// The entries from `first` (at most `firstPendingEntry`) on, as they end if nothing more is
    /// submitted; the timeline itself is left as it is, and the entries before `first` are not copied.
    public func runOut(from first: Int) -> [Entry] {
        var scratch = SpeechTimeline(rate: rate, hintDelay: hintDelay, durations: durations)
        scratch.entries = Array(entries[first...])
        scratch.clock = clock
        scratch.current = current.map { Pending(entry: $0.entry - first, isHint: $0.isHint) }
        scratch.currentStarted = currentStarted
        scratch.queue = queue[queueHead...].map { Pending(entry: $0.entry - first, isHint: $0.isHint) }
        scratch.deferred = Array(deferred[deferredHead...])
        scratch.runUntilIdle()
        return scratch.entries
    }

    /// The events since the last call, in order.
    public mutating func takeEvents() -> [SpeechEvent] {
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    /// Processes every event before an action at time `t`: ends and deferred announcements
    /// up to and including `t`; a hint due at `t` is left for the action to cancel.
    public mutating func advance(to t: Int) {
        while let time = nextEventTime(), time <= t { processNextEvent() }
        clock = Swift.max(clock, t)
        if let current, !currentStarted, entries[current.entry].start < t { reportStart() }
    }

    /// Lets all speech finish and returns the time it did (the clock if nothing was going on).
    @discardableResult
    public mutating func runUntilIdle() -> Int {
        while let time = nextEventTime() {
            processNextEvent()
            clock = Swift.max(clock, time)
        }
        return clock
    }

    /// Submits one step of an action: the first at the action's time, each later one when the
    /// speech before it has ended (a `type` goes at the pace of its echo). `time` becomes when
    /// this step began.
    public mutating func submit(step: Int, _ requests: [SpeechRequest], time: inout Int, tag: Int) {
        if step > 0 { time = runUntilIdle() }
        submit(requests, at: time, tag: tag)
    }

    /// Schedules the requests of one step happening at `t` (after `advance(to: t)`).
    public mutating func submit(_ requests: [SpeechRequest], at t: Int, tag: Int) {
        advance(to: t)
        var stepHasStarted = false
        for request in requests {
            switch request.priority {
            case .screenReader:
                if !stepHasStarted { interrupt(at: t) }
                stepHasStarted = true
                enqueue(request.utterance, tag: tag, isHint: false, at: t)
            case .hint:
                enqueue(request.utterance, tag: tag, isHint: true, at: t)
            case .announcement:
                interrupt(at: t)
                enqueue(request.utterance, tag: tag, isHint: false, at: t)
            case .queuedAnnouncement:
                enqueue(request.utterance, tag: tag, isHint: false, at: t)
            case .deferredAnnouncement(let delay):
                deferred.append(Deferred(time: t + delay, utterance: request.utterance, tag: tag))
            }
        }
    }

    /// Cuts whatever is speaking or waiting at `t`.
    private mutating func interrupt(at t: Int) {
        startInterrupts = true
        if let speaking = current {
            if speaking.isHint && entries[speaking.entry].start >= t {
                entries[speaking.entry].cancelled = true
            } else if t >= entries[speaking.entry].end - durations.pause(after: entries[speaking.entry].utterance) {
                // Its words were all said: only the pause after them is cut short.
                entries[speaking.entry].end = t
            } else {
                if !currentStarted { reportStart() }
                entries[speaking.entry].interrupted = true
                entries[speaking.entry].end = t
                report(.cut(entry: speaking.entry, at: t))
            }
            current = nil
        }
        while queueHead < queue.count {
            let waiting = queue[queueHead]
            queueHead += 1
            if waiting.isHint {
                entries[waiting.entry].cancelled = true
            } else {
                entries[waiting.entry].interrupted = true
                entries[waiting.entry].start = t
                entries[waiting.entry].end = t
                report(.cut(entry: waiting.entry, at: t))
            }
        }
        compactQueue()
    }

    private func nextEventTime() -> Int? {
        // No closure over `self` here: this runs at every step, and a closure would copy the timeline.
        let post = deferredHead < deferred.count ? deferred[deferredHead].time : nil
        guard let current else { return post }
        let end = entries[current.entry].end
        return post.map { Swift.min(end, $0) } ?? end
    }

    /// Processes the earliest event; at the same ms an end comes before a deferred post.
    private mutating func processNextEvent() {
        if let speaking = current {
            let end = entries[speaking.entry].end
            if deferredHead == deferred.count || end <= deferred[deferredHead].time {
                if !currentStarted { reportStart() }
                current = nil
                startNext(at: end)
                return
            }
        }
        let post = deferred[deferredHead]
        deferredHead += 1
        if deferredHead == deferred.count {
            deferred.removeAll(keepingCapacity: true)
            deferredHead = 0
        }
        interrupt(at: post.time)
        enqueue(post.utterance, tag: post.tag, isHint: false, at: post.time)
    }

    private mutating func enqueue(_ utterance: Utterance, tag: Int, isHint: Bool, at t: Int) {
        entries.append(Entry(utterance: utterance, tag: tag))
        let pending = Pending(entry: entries.count - 1, isHint: isHint)
        if current == nil && queueHead == queue.count {
            start(pending, at: t)
        } else {
            queue.append(pending)
        }
    }

    private mutating func startNext(at t: Int) {
        guard queueHead < queue.count else { return }
        let next = queue[queueHead]
        queueHead += 1
        compactQueue()
        start(next, at: t)
    }

    private mutating func start(_ pending: Pending, at t: Int) {
        var begin = t
        if pending.isHint {
            begin = t + hintDelay
            // A hint's delay counts from the last word of the utterance it follows: the pause
            // after those words is part of the delay, not added to it (and a pause longer than
            // the delay ends where the hint begins).
            let previous = pending.entry - 1
            if previous >= 0, entries[previous].end == t {
                begin = t - durations.pause(after: entries[previous].utterance) + hintDelay
                entries[previous].end = Swift.min(t, begin)
            }
        }
        // The length first, from the parts it needs: `duration(of:)` on `self` in the middle of
        // a write to `entries` made a copy of the whole timeline.
        let length = durations.milliseconds(of: entries[pending.entry].utterance, rate: rate)
        entries[pending.entry].start = begin
        entries[pending.entry].end = begin + length
        current = pending
        currentStarted = false
        if !pending.isHint { reportStart() }
    }

    /// Reports that the current entry has begun to speak (at its start time).
    private mutating func reportStart() {
        guard let current else { return }
        currentStarted = true
        report(.start(entry: current.entry, at: entries[current.entry].start, interrupting: startInterrupts))
        startInterrupts = false
    }

    private mutating func report(_ event: SpeechEvent) {
        if recordsEvents { events.append(event) }
    }

    private mutating func compactQueue() {
        if queueHead == queue.count {
            queue.removeAll(keepingCapacity: true)
            queueHead = 0
        }
    }
}
