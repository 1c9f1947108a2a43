import Testing
@testable import OverhearSpeech

/// Live speech starts each request on the caller's CPU (`CallersCPU`, for P7); what it says
/// is what a worker left on all its CPUs says, byte for byte, in its own voice and in another
/// (served by a child the worker forks).
@Suite struct CallersCPUTests {
    @Test(arguments: ["en-us", "en-gb"])
    func liveSpeechOnTheCallersCPUSoundsAsAnyWorkerSaysIt(voice: String) throws {
        let live = try SpeechWorkerClient(executable: overhearBinary)
        live.startsOnCallersCPU = true
        let plain = try SpeechWorkerClient(executable: overhearBinary)
        let texts = Array(SpeechWorkerStateTests.scenarioSSML.prefix(12))
            + ["<speak>" + String(repeating: "one two three four five six seven eight nine ten. ", count: 8) + "</speak>"]
        for text in texts {
            let said = live.samples(ssml: text, voice: voice, rate: 50), heard = plain.samples(ssml: text, voice: voice, rate: 50)
            #expect(said.outcome == .completed && heard.outcome == .completed)
            #expect(said.samples.count > 1000)
            // Compared as a Bool: a failed #expect on two long arrays diffs them for minutes.
            let same = said.samples == heard.samples
            #expect(same, "\(voice): \(text.prefix(60))")
        }
    }
}
