/// Schedules utterances on a virtual clock in milliseconds, with interruption, hint delays
/// and queued announcements, so transcripts are deterministic (spec §5, §7).
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
    /// Measured durations (of real synthesised audio) that replace the spec's formula.
    public let measuredDurations: [Utterance: Int]

    private var current: Pending?
    private var queue: [Pending] = []
    private var queueHead = 0
    private var deferred: [Deferred] = []
    private var deferredHead = 0

    public init(rate: Int = 50, hintDelay: Int = 400, measuredDurations: [Utterance: Int] = [:]) {
        self.rate = rate
        self.hintDelay = hintDelay
        self.measuredDurations = measuredDurations
    }

    /// How long an utterance speaks: `80 + 60 × C` ms at rate 50, scaled by `50 / rate`,
    /// unless a measured duration is given for it.
    public func duration(of utterance: Utterance) -> Int {
        if !measuredDurations.isEmpty, let measured = measuredDurations[utterance] { return measured }
        if utterance.kind == .sound { return 100 }
        return (80 + 60 * utterance.text.count) * 50 / rate
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

    /// Processes every event before an action at time `t`: ends and deferred announcements
    /// up to and including `t`; a hint due at `t` is left for the action to cancel.
    public mutating func advance(to t: Int) {
        while let time = nextEventTime(), time <= t { processNextEvent() }
        clock = Swift.max(clock, t)
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
        if let speaking = current {
            if speaking.isHint && entries[speaking.entry].start >= t {
                entries[speaking.entry].cancelled = true
            } else {
                entries[speaking.entry].interrupted = true
                entries[speaking.entry].end = t
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
            }
        }
        compactQueue()
    }

    private func nextEventTime() -> Int? {
        let end = current.map { entries[$0.entry].end }
        let post = deferredHead < deferred.count ? deferred[deferredHead].time : nil
        switch (end, post) {
        case let (end?, post?): return Swift.min(end, post)
        case let (end?, nil): return end
        case let (nil, post?): return post
        case (nil, nil): return nil
        }
    }

    /// Processes the earliest event; at the same ms an end comes before a deferred post.
    private mutating func processNextEvent() {
        if let speaking = current {
            let end = entries[speaking.entry].end
            if deferredHead == deferred.count || end <= deferred[deferredHead].time {
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
        let begin = pending.isHint ? t + hintDelay : t
        entries[pending.entry].start = begin
        entries[pending.entry].end = begin + duration(of: entries[pending.entry].utterance)
        current = pending
    }

    private mutating func compactQueue() {
        if queueHead == queue.count {
            queue.removeAll(keepingCapacity: true)
            queueHead = 0
        }
    }
}
