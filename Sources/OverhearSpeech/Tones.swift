import Glibc

/// Short generated sounds that VoiceOver plays instead of words.
public enum Tones {
    /// The PCM for a `sound` utterance's name; 100 ms, as the timeline assumes.
    public static func samples(for name: String, sampleRate: Int) -> [Int16] {
        switch name {
        case "boundary": return sweep(from: 880, to: 440, milliseconds: 100, sampleRate: sampleRate)
        // A new screen: a rising chime, unlike the boundary's falling tone.
        case "screen-changed": return sweep(from: 523, to: 1046, milliseconds: 100, sampleRate: sampleRate)
        default: return sweep(from: 660, to: 660, milliseconds: 100, sampleRate: sampleRate)
        }
    }

    /// The tones' peak: a sine's RMS is its peak / √2, so this puts them at −20.5 dBFS RMS,
    /// as loud as espeak-ng's en-us voice speaks UI phrases (−20.2 to −22.3 dBFS RMS measured
    /// over five, whole): an earcon stands out by its sound, not by being louder.
    static let amplitude = 4_370.0

    /// A sine sweep with a short fade in and out, so it does not click.
    static func sweep(from start: Double, to end: Double, milliseconds: Int, sampleRate: Int) -> [Int16] {
        let count = sampleRate * milliseconds / 1000
        let fade = max(1, sampleRate / 200)
        var phase = 0.0
        var samples = [Int16](repeating: 0, count: count)
        for index in 0..<count {
            let progress = Double(index) / Double(count)
            let frequency = start + (end - start) * progress
            phase += 2 * Double.pi * frequency / Double(sampleRate)
            let envelope = min(1, Double(min(index, count - 1 - index)) / Double(fade))
            samples[index] = Int16(sin(phase) * amplitude * envelope)
        }
        return samples
    }
}
