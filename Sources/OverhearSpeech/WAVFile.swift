import Glibc

/// 16-bit mono PCM WAV files.
public enum WAVFile {
    /// The most samples a WAV file can hold: its sizes are 32-bit (about 27 hours at 22,050 Hz).
    public static let maximumSamples = Int((UInt32.max - 36) / 2)

    /// The 44-byte header of a 16-bit mono PCM file of `sampleCount` samples.
    public static func header(sampleCount: Int, sampleRate: Int) -> [UInt8] {
        let dataSize = UInt32(sampleCount * 2)
        var out: [UInt8] = []
        out.reserveCapacity(44)
        func word(_ value: UInt32) { out += LittleEndian.bytes(value) }
        func half(_ value: UInt16) { out += LittleEndian.bytes(value) }
        out += Array("RIFF".utf8); word(36 + dataSize); out += Array("WAVE".utf8)
        out += Array("fmt ".utf8); word(16); half(1); half(1)
        word(UInt32(sampleRate)); word(UInt32(sampleRate * 2)); half(2); half(16)
        out += Array("data".utf8); word(dataSize)
        return out
    }

    /// A whole file: the header, then the samples, little-endian as the host holds them.
    public static func bytes(samples: [Int16], sampleRate: Int) -> [UInt8] {
        precondition(samples.count <= maximumSamples, "checked by the caller")
        var out = header(sampleCount: samples.count, sampleRate: sampleRate)
        samples.withUnsafeBytes { out.append(contentsOf: $0) }
        return out
    }
}
