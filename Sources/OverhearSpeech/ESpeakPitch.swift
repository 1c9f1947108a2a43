/// The value of espeak-ng's SSML `<prosody pitch="N">` (50 the voice's own pitch) for a pitch
/// in semitones.
///
/// The value is not a musical scale (and SSML's `+Nst` scales it, not the frequency), and
/// inside SSML it is not the `espeakPITCH` parameter's scale either (65 there is 2 semitones
/// up, here 3), so steps are taken from the fundamental frequency measured in espeak-ng 1.51's
/// SSML at each value (en-us; the median over the letter names a, b, e, m and the words
/// hello, seven): 20 is 4.9 semitones down, 99 is 9.8 up.
public enum ESpeakPitch {
    static let measured: [(semitones: Double, parameter: Double)] = [
        (-4.86, 20), (-4.23, 25), (-3.56, 30), (-2.76, 35), (-2.15, 38), (-1.92, 40), (-1.41, 42), (-0.97, 45), (0, 50),
        (0.96, 55), (1.54, 58), (1.94, 60), (2.3, 62), (2.97, 65), (3.87, 70), (4.88, 75), (5.94, 80), (6.88, 85),
        (7.96, 90), (9.83, 99),
    ]

    /// The parameter for `semitones` from the voice's pitch, within what espeak-ng can reach.
    public static func parameter(semitones: Double) -> Int {
        let table = measured
        guard semitones > table[0].semitones else { return Int(table[0].parameter) }
        guard let upper = table.firstIndex(where: { $0.semitones >= semitones }) else { return Int(table[table.count - 1].parameter) }
        let (low, high) = (table[upper - 1], table[upper])
        let along = (semitones - low.semitones) / (high.semitones - low.semitones)
        return Int((low.parameter + along * (high.parameter - low.parameter)).rounded())
    }
}
