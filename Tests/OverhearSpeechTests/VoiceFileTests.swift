import Foundation
import Testing
@testable import OverhearSpeech

/// A worker chooses its voice by the voice's file where one file has its name, instead of
/// through espeak-ng's lookup, which reads every voice file first; tests hold the voice chosen
/// so to the one espeak-ng's lookup chooses.
@Suite struct VoiceFileTests {
    /// A data folder laid out as espeak-ng's: `lang`, its family folders, their voice files.
    private func dataFolder(_ files: [String]) -> String {
        let data = (temporaryFile("espeak-ng-data") as NSString).deletingLastPathComponent + "/espeak-ng-data"
        for file in files {
            let path = data + "/lang/" + file
            try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path, contents: Data("name \(file)\n".utf8))
        }
        return data
    }

    @Test func aVoiceIsTheOneFileOfItsNameWhateverItsCase() {
        let data = dataFolder(["gmw/en-US", "gmw/en", "zle/ru", "eu", "a/twice", "b/TWICE", "gmw/.hidden"])
        #expect(ESpeakSynthesizer.voiceFile(named: "en-us", inData: data) == data + "/lang/gmw/en-US")
        #expect(ESpeakSynthesizer.voiceFile(named: "EN-US", inData: data) == data + "/lang/gmw/en-US")
        #expect(ESpeakSynthesizer.voiceFile(named: "en", inData: data) == data + "/lang/gmw/en")
        #expect(ESpeakSynthesizer.voiceFile(named: "eu", inData: data) == data + "/lang/eu", "a language file outside a family")
        #expect(ESpeakSynthesizer.voiceFile(named: "ru", inData: data) == data + "/lang/zle/ru")
        #expect(ESpeakSynthesizer.voiceFile(named: "twice", inData: data) == nil, "two files of that name: espeak-ng's lookup chooses")
        for name in ["gmw/en-US", "en-us+f3", "en-gb", "", ".hidden", "zle"] {
            #expect(ESpeakSynthesizer.voiceFile(named: name, inData: data) == nil, "\(name)")
        }
    }

    @Test func theInstalledVoicesAreFoundByTheirFiles() throws {
        let data = try #require(["/usr/lib/x86_64-linux-gnu/espeak-ng-data", "/usr/lib/aarch64-linux-gnu/espeak-ng-data", "/usr/share/espeak-ng-data"]
            .first { FileManager.default.fileExists(atPath: $0 + "/phontab") })
        #expect(ESpeakSynthesizer.voiceFile(named: "en-us", inData: data) == data + "/lang/gmw/en-US")
        #expect(ESpeakSynthesizer.voiceFile(named: "de", inData: data) == data + "/lang/gmw/de")
        #expect(ESpeakSynthesizer.voiceFile(named: "ru", inData: data) == data + "/lang/zle/ru")
    }

    /// An identifier (`gmw/en-US`) goes through espeak-ng's own lookup; the name of its file
    /// (`en-us`) is the file chosen directly. Both must say everything alike.
    @Test(arguments: [("en-us", "gmw/en-US"), ("de", "gmw/de"), ("ru", "zle/ru")])
    func theVoiceChosenByItsFileSpeaksAsEspeakNGsLookupChoosesIt(_ name: String, _ identifier: String) throws {
        let byFile = try SpeechWorkerClient(executable: overhearBinary, voice: name)
        let byLookup = try SpeechWorkerClient(executable: overhearBinary, voice: identifier)
        let texts = ["<speak>Zip code, 5 digits, text field</speak>",
                     "<speak>Email<break time=\"150ms\"/>double tap to edit</speak>",
                     "<speak><prosody pitch=\"62\">A</prosody><break time=\"150ms\"/>Straße, привет</speak>"]
        for text in texts {
            let spoken = byFile.samples(ssml: text, voice: name, rate: 50), looked = byLookup.samples(ssml: text, voice: identifier, rate: 50)
            #expect(spoken.outcome == .completed && looked.outcome == .completed)
            #expect(spoken.samples.count > 10_000)
            // Compared first, so that a failure does not print both.
            let same = spoken.samples == looked.samples
            #expect(same, "\(name): \(text): \(spoken.samples.count) samples against \(looked.samples.count)")
        }
    }
}
