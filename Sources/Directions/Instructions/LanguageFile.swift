/// The contents of one language file in `Languages/` (e.g. `en.json`), as decoded.
///
/// `instructions` is keyed by maneuver type (OSRM's strings, plus `ferry` for steps on a ferry), then by
/// modifier (OSRM's strings), `noExit` (a roundabout the leg ends on) or `default`.
struct LanguageFile: Decodable, Sendable, Hashable {
    /// The language code, e.g. "en".
    var language: String
    /// How whole numbers become ordinals.
    var ordinal: OrdinalRules
    /// The words for the eight compass directions (`north`, `northeast`, …), used by `{direction}`.
    var directions: [String: String]
    /// The words for each modifier, used by `{modifier}`.
    var modifiers: [String: String]
    /// How a name and a road number are written together, e.g. "{name} ({ref})".
    var nameWithRef: Template
    /// Grammatical cases, each an ordered list of `[pattern, replacement]` regular-expression rules applied
    /// to the name padded with one space on each side; the first rule that matches is used.
    var grammar: [String: [[String]]]?
    /// The phrases.
    var instructions: [String: [String: Phrases]]
}

/// The variants of one instruction, by what is known about the road.
struct Phrases: Decodable, Sendable, Hashable {
    /// Neither name nor number.
    var `default`: Template
    /// With `{name}` (the name, or the number when the road has only a number).
    var name: Template
    /// With `{ref}` only; when absent, `name` is used with the number as the name.
    var ref: Template?
}

/// Ordinals by the decimal ending of the number: the longest key in `endings` that the number ends with
/// wins, otherwise `default`; `{n}` is the number.
struct OrdinalRules: Decodable, Sendable, Hashable {
    /// E.g. "{n}th".
    var `default`: Template
    /// E.g. `["1": "{n}st", "11": "{n}th"]`.
    var endings: [String: Template]

    /// The ordinal of `number`, e.g. 2 → "2nd".
    func ordinal(_ number: Int) -> String {
        let digits = String(number)
        let ending = endings.keys.filter { digits.hasSuffix($0) }.max { $0.count < $1.count }
        let pattern = ending.flatMap { endings[$0] } ?? `default`
        return pattern.render { token, _ in token == "n" ? digits : nil }
    }
}
