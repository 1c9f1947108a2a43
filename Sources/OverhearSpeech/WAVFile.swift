import Glibc

/// 16-bit mono PCM WAV files.
public enum WAVFile {
    public static func bytes(samples: [Int16], sampleRate: Int) -> [UInt8] {
        let dataSize = UInt32(samples.count * 2)
        var out: [UInt8] = []
        out.reserveCapacity(44 + samples.count * 2)
        func word(_ value: UInt32) { out += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)] }
        func half(_ value: UInt16) { out += [UInt8(value & 0xFF), UInt8(value >> 8)] }
        out += Array("RIFF".utf8); word(36 + dataSize); out += Array("WAVE".utf8)
        out += Array("fmt ".utf8); word(16); half(1); half(1)
        word(UInt32(sampleRate)); word(UInt32(sampleRate * 2)); half(2); half(16)
        out += Array("data".utf8); word(dataSize)
        for sample in samples { half(UInt16(bitPattern: sample)) }
        return out
    }
}
