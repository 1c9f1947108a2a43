/// espeak-ng's pitch parameter (0–100, 50 the voice's own pitch) for a pitch in semitones.
///
/// The parameter is not a musical scale (and SSML's `+Nst` scales the parameter, not the
/// frequency), so steps are taken from the fundamental frequency measured at each value
/// (en-us, a sustained vowel): 0 is 5.2 semitones down, 99 is 7.8 up.
enum ESpeakPitch {
    static let measured: [(semitones: Double, parameter: Double)] = [
        (-5.19, 0), (-3.43, 20), (-2.35, 30), (-1.63, 40), (-0.99, 45), (0, 50),
        (0.48, 55), (1.33, 60), (1.94, 65), (2.87, 70), (3.48, 75), (4.45, 80), (6.13, 90), (7.78, 99),
    ]

    /// The parameter for `semitones` from the voice's pitch, within what espeak-ng can reach.
    static func parameter(semitones: Double) -> Int {
        let table = measured
        guard semitones > table[0].semitones else { return Int(table[0].parameter) }
        guard let upper = table.firstIndex(where: { $0.semitones >= semitones }) else { return Int(table[table.count - 1].parameter) }
        let (low, high) = (table[upper - 1], table[upper])
        let along = (semitones - low.semitones) / (high.semitones - low.semitones)
        return Int((low.parameter + along * (high.parameter - low.parameter)).rounded())
    }
}
