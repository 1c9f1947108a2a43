import Foundation
import OverhearKit
import Testing
@testable import OverhearSpeech

@Suite struct SpeechWorkerTests {
    @Test func synthesisOfAKnownPhraseIsAudibleAndPlausiblyLong() throws {
        let client = try SpeechWorkerClient(executable: overhearBinary)
        let result = client.samples(ssml: "<speak>Zip code, 5 digits, text field</speak>", voice: "en-us", rate: 50)
        #expect(result.outcome == .completed)
        #expect(client.sampleRate == 22050)
        let seconds = Double(result.samples.count) / Double(client.sampleRate)
        // Six words at espeak-ng's normal 175 words a minute, with two comma pauses.
        #expect(seconds > 1.5 && seconds < 4.5)
        #expect(peak(result.samples[...]) > 3000)
    }

    @Test func fasterRateGivesShorterAudio() throws {
        let client = try SpeechWorkerClient(executable: overhearBinary)
        let normal = client.samples(ssml: "<speak>double tap to edit</speak>", voice: "en-us", rate: 50).samples.count
        let fast = client.samples(ssml: "<speak>double tap to edit</speak>", voice: "en-us", rate: 100).samples.count
        #expect(fast < normal * 3 / 4)
    }

    /// Durations follow 50 / rate over the whole range, below espeak-ng's 80 wpm floor too.
    @Test func durationsFollowFiftyOverTheRate() throws {
        let client = try SpeechWorkerClient(executable: overhearBinary)
        let text = "<speak>Email address, text field, double tap to edit</speak>"
        let normal = Double(client.samples(ssml: text, voice: "en-us", rate: 50).samples.count)
        for rate in [1, 2, 5, 10, 15, 20, 23, 25, 30, 40, 60, 75, 90, 100] {
            let measured = Double(client.samples(ssml: text, voice: "en-us", rate: rate).samples.count)
            let ratio = measured / (normal * 50 / Double(rate))
            #expect(abs(ratio - 1) <= 0.1, "rate \(rate): \(measured / 22050) s, \(ratio) of 50/R")
        }
    }

    @Test func crashTextRestartsTheWorkerAndTheNextUtteranceIsSpoken() throws {
        let client = try SpeechWorkerClient(executable: overhearBinary)
        let crash = client.samples(ssml: "<speak>" + XMLText.escape(espeakCrashText) + "</speak>", voice: "en-us", rate: 50)
        #expect(crash.outcome == .crashed)
        #expect(client.crashes == 1)
        let next = client.samples(ssml: "<speak>still here</speak>", voice: "en-us", rate: 50)
        #expect(next.outcome == .completed)
        #expect(peak(next.samples[...]) > 3000)
    }

    /// A worker that stops answering (here: SIGSTOP, to its process group) is timed out and
    /// restarted, not waited on.
    @Test func aStoppedWorkerIsRestarted() throws {
        let client = try SpeechWorkerClient(executable: overhearBinary)
        client.answerTimeout = 1
        let stopped = client.process
        #expect(kill(-stopped, SIGSTOP) == 0)
        let result = client.samples(ssml: "<speak>hello</speak>", voice: "en-us", rate: 50)
        #expect(result.outcome == .stalled)
        #expect(client.process != stopped && client.process > 0)
        #expect(kill(stopped, 0) != 0, "the stopped worker is gone")
        #expect(client.samples(ssml: "<speak>hello</speak>", voice: "en-us", rate: 50).outcome == .completed)
    }

    /// After a stall the utterance is tried once more on the new worker, and the stall said.
    @Test func aStallIsReportedAndTheUtteranceStillSpoken() throws {
        let client = try SpeechWorkerClient(executable: overhearBinary)
        client.answerTimeout = 1
        var lines: [String] = []
        let audio = UtteranceAudio(client: client, settings: Settings()) { lines.append($0) }
        kill(-client.process, SIGSTOP)
        let samples = try audio.samples(for: Utterance(.announce, [Segment(.announcement, named: "still here")]))
        #expect(lines == ["speech engine did not answer for 1 s; restarted it"])
        #expect(peak(samples[...]) > 3000)
    }

    /// A request sent to a worker that has died fails as a write (EPIPE) and the worker is
    /// restarted, with no SIGPIPE raised: the client needs no process-wide ignore of it, which
    /// would keep the UI from ending on one (issue 35, item 18).
    @Test func aRequestToADeadWorkerRaisesNoSigpipe() throws {
        let client = try SpeechWorkerClient(executable: overhearBinary)
        let dead = client.process
        #expect(kill(-dead, SIGKILL) == 0)
        // Killed, not yet reaped: a zombie, whose end of the pipes is closed.
        func state() -> Substring? {
            (try? String(contentsOfFile: "/proc/\(dead)/stat", encoding: .utf8)).flatMap { $0.split(separator: ")").last?.split(separator: " ").first }
        }
        for _ in 0..<500 where state() != "Z" { usleep(2_000) }
        #expect(state() == "Z")
        // Blocked on this thread, a SIGPIPE the write raised would stay pending here.
        var pipeSignal = sigset_t(), previous = sigset_t(), pending = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        let result = client.samples(ssml: "<speak>hello</speak>", voice: "en-us", rate: 50)
        sigpending(&pending)
        let raised = sigismember(&pending, SIGPIPE) == 1
        var zero = timespec()
        if raised { sigtimedwait(&pipeSignal, nil, &zero) }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        #expect(!raised, "the write to the dead worker raised SIGPIPE")
        #expect(result.outcome == .crashed && client.crashes == 1)
        #expect(client.process != dead && client.process > 0)
        #expect(client.samples(ssml: "<speak>hello</speak>", voice: "en-us", rate: 50).outcome == .completed)
    }

    @Test func unknownVoiceFailsWithAClearReason() throws {
        let client = try SpeechWorkerClient(executable: overhearBinary)
        let result = client.samples(ssml: "<speak>hello</speak>", voice: "no-such-voice", rate: 50)
        #expect(result.outcome == .failed("unknown voice \"no-such-voice\"; run `overhear voices` for the installed ones"))
        #expect(client.samples(ssml: "<speak>hello</speak>", voice: "en-us", rate: 50).outcome == .completed)
    }

    /// `overhear voices` lists a language beside each identifier; either names the voice.
    @Test(arguments: [("en-gb", "gmw/en"), ("fr-fr", "roa/fr"), ("EN-GB", "gmw/en")])
    func aVoiceIsNamedByItsLanguageOrItsIdentifier(language: String, identifier: String) throws {
        let client = try SpeechWorkerClient(executable: overhearBinary)
        let byLanguage = client.samples(ssml: "<speak>hello there</speak>", voice: language, rate: 50)
        let byIdentifier = client.samples(ssml: "<speak>hello there</speak>", voice: identifier, rate: 50)
        #expect(byLanguage.outcome == .completed)
        #expect(byIdentifier.outcome == .completed)
        #expect(!byLanguage.samples.isEmpty && byLanguage.samples == byIdentifier.samples)
        let american = client.samples(ssml: "<speak>hello there</speak>", voice: "en-us", rate: 50)
        #expect(american.samples != byLanguage.samples, "another voice sounds different")
    }

    /// The worker sets its own voice once and says it in place; a request naming another
    /// voice chooses it in a fork. Either way a text sounds the same, byte for byte.
    @Test(arguments: ["en-us", "en-gb"])
    func theWorkersOwnVoiceSoundsAsOneChosenForTheRequest(voice: String) throws {
        let own = try SpeechWorkerClient(executable: overhearBinary, voice: voice)
        let other = try SpeechWorkerClient(executable: overhearBinary, voice: voice == "en-us" ? "en-gb" : "en-us")
        let text = "<speak>Zip code<break time=\"150ms\"/>text field</speak>"
        let fromOwn = own.samples(ssml: text, voice: voice, rate: 50)
        let chosen = other.samples(ssml: text, voice: voice, rate: 50)
        #expect(fromOwn.outcome == .completed && chosen.outcome == .completed)
        #expect(!fromOwn.samples.isEmpty && fromOwn.samples == chosen.samples)
        #expect(own.samples(ssml: text, voice: voice, rate: 50).samples == fromOwn.samples, "the next request starts as the last did")
    }

    @Test func stoppingTheReceiverCancelsTheRestOfTheAudio() throws {
        let client = try SpeechWorkerClient(executable: overhearBinary)
        var received = 0
        let outcome = client.synthesize(ssml: "<speak>one two three four five six seven eight nine ten</speak>", voice: "en-us", rate: 50) {
            received += $0.count
            return false
        }
        #expect(outcome == .cancelled)
        let whole = client.samples(ssml: "<speak>one two three four five six seven eight nine ten</speak>", voice: "en-us", rate: 50)
        #expect(received > 0 && received < whole.samples.count)
    }

    /// espeak-ng carries its wave generator's state from one synthesis to the next in a
    /// process; the worker must not, or a text's audio depends on what was said before it.
    @Test func aTextGivesTheSameSamplesWhateverWasSaidBefore() throws {
        let client = try SpeechWorkerClient(executable: overhearBinary)
        let zip = "<speak>Zip code</speak>"
        let first = client.samples(ssml: zip, voice: "en-us", rate: 50)
        _ = client.samples(ssml: "<speak>double tap to edit</speak>", voice: "en-us", rate: 50)
        _ = client.samples(ssml: "<speak>Phone, 5 digits</speak>", voice: "en-us", rate: 30)
        let again = client.samples(ssml: zip, voice: "en-us", rate: 50)
        let fresh = try SpeechWorkerClient(executable: overhearBinary).samples(ssml: zip, voice: "en-us", rate: 50)
        #expect(first.outcome == .completed && peak(first.samples[...]) > 3000)
        // Compared as Bools: a failed #expect on two long arrays diffs them for minutes.
        let sameAgain = again.samples == first.samples, sameFresh = fresh.samples == first.samples
        #expect(sameAgain, "\(again.samples.count) samples after other texts, \(first.samples.count) first")
        #expect(sameFresh, "\(fresh.samples.count) samples in a fresh worker")
    }

    /// An utterance's first chunk comes as espeak-ng makes it, for live speech to start; the
    /// rest come in few messages, each of at least `laterChunk` samples but the last.
    @Test func afterTheFirstChunkTheAudioComesInLargeMessages() throws {
        let client = try SpeechWorkerClient(executable: overhearBinary)
        var chunks: [Int] = []
        let text = "<speak>" + String(repeating: "one two three four five six seven eight nine ten. ", count: 24) + "</speak>"
        let outcome = client.synthesize(ssml: text, voice: "en-us", rate: 50) { chunks.append($0.count); return true }
        #expect(outcome == .completed)
        let total = chunks.reduce(0, +)
        #expect(total > 10 * SpeechWorker.laterChunk, "\(total) samples")
        #expect(chunks[0] < SpeechWorker.laterChunk)
        #expect(chunks.dropFirst().dropLast().allSatisfy { $0 >= SpeechWorker.laterChunk }, "\(chunks)")
        #expect(chunks.count <= 2 + total / SpeechWorker.laterChunk, "\(chunks)")
        #expect(client.samples(ssml: text, voice: "en-us", rate: 50).samples.count == total)
    }

    /// The worker is killed when its client goes, and reaped: no zombie is left.
    @Test func aWorkerIsReapedAfterItsClientGoes() throws {
        var client: SpeechWorkerClient? = try SpeechWorkerClient(executable: overhearBinary)
        let worker = client!.process
        #expect(worker > 0 && FileManager.default.fileExists(atPath: "/proc/\(worker)"))
        client = nil
        // A killed child that is never reaped stays in /proc as a zombie.
        let deadline = Date().addingTimeInterval(5)
        while FileManager.default.fileExists(atPath: "/proc/\(worker)") && Date() < deadline { usleep(10_000) }
        #expect(!FileManager.default.fileExists(atPath: "/proc/\(worker)"))
    }

    /// `end` kills the worker at once and leaves it to be reaped later, so that its teardown
    /// overlaps with the caller's next work; the next request starts a new worker.
    @Test func anEndedWorkerGoesAndTheNextRequestStartsAnother() throws {
        let client = try SpeechWorkerClient(executable: overhearBinary)
        let ended = client.process
        client.end()
        // Killed and not yet reaped, it becomes a zombie ("Z" after its name in /proc).
        func state() -> String? {
            (try? String(contentsOfFile: "/proc/\(ended)/stat", encoding: .utf8))?.split(separator: ")").last?.split(separator: " ").first.map(String.init)
        }
        let deadline = Date().addingTimeInterval(5)
        while state() != "Z" && Date() < deadline { usleep(1_000) }
        #expect(state() == "Z")
        let again = client.samples(ssml: "<speak>ok</speak>", voice: "en-us", rate: 50)
        #expect(again.outcome == .completed && !again.samples.isEmpty)
        #expect(client.process > 0 && client.process != ended)
        #expect(state() == nil, "the ended worker is reaped")
        #expect(client.crashes == 0)
    }

    @Test func framesRoundTrip() {
        let messages: [WorkerMessage] = [
            .synthesize(id: 7, rate: 50, voice: "en-us", ssml: "<speak>a &amp; b</speak>"),
            .ready(sampleRate: 22050), .samples(id: 3, [0, 1, -1, .max, .min]), .done(id: 9), .failed(id: 2, "why"),
        ]
        for message in messages {
            let encoded = message.encoded
            #expect(Array(encoded[4...]).withUnsafeBytes { WorkerMessage.decode($0) } == message)
            #expect(Int(encoded[0]) | Int(encoded[1]) << 8 == encoded.count - 4)
        }
    }
}
