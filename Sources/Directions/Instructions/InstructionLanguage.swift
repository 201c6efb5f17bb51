import Foundation

/// The instruction phrases of one language, loaded from its file in `Languages/` by
/// ``Instructions/language(code:)``.
///
/// ```swift
/// let ukrainian = try Instructions.language(code: "uk")
/// ukrainian.ordinal(2)                 // "2-й"
/// ukrainian.instruction(for: step)     // "Поверніть праворуч на вулицю Хрещатик"
/// ```
public struct InstructionLanguage: Sendable, Hashable {
    /// The language code, e.g. "en".
    public var code: String { file.language }

    private let file: LanguageFile
    private let grammar: Grammar

    /// Reads a language file (the JSON format of `Sources/Directions/Languages/en.json`), checking that its
    /// `language` field is `code` and that it has phrases for every maneuver type, all compass directions and all modifiers.
    /// - Throws: ``InstructionsError/invalidLanguageFile(code:reason:)``.
    public init(code: String, json: Data) throws(InstructionsError) {
        let decoded: LanguageFile
        do {
            decoded = try JSONDecoder().decode(LanguageFile.self, from: json)
        } catch {
            throw .invalidLanguageFile(code: code, reason: "\(error)")
        }
        guard decoded.language == code else {
            throw .invalidLanguageFile(code: code, reason: "the file is for language '\(decoded.language)'")
        }
        file = decoded
        grammar = Grammar(cases: decoded.grammar ?? [:])
        if let problem = missingEntries() ?? grammar.problem() {
            throw .invalidLanguageFile(code: code, reason: problem)
        }
    }

    private func missingEntries() -> String? {
        let types = ManeuverType.allCases.map(\.rawValue) + [Self.ferryKey, Self.pushingKey]
        if let type = types.first(where: { file.instructions[$0]?["default"] == nil }) {
            return "no default phrases for '\(type)'"
        }
        if let direction = CompassDirection.allCases.first(where: { file.directions[$0.rawValue] == nil }) {
            return "no word for the direction '\(direction.rawValue)'"
        }
        if let modifier = ManeuverModifier.allCases.first(where: { file.modifiers[$0.rawValue] == nil }) {
            return "no word for the modifier '\(modifier.rawValue)'"
        }
        return nil
    }

    /// The key of the phrases for steps on a ferry.
    static let ferryKey = "ferry"
    /// The key of the phrases for the step where a cyclist gets off to walk the bike.
    static let pushingKey = "pushing"

    /// The ordinal of `number` in this language, e.g. 3 → "3rd" or "3-й".
    public func ordinal(_ number: Int) -> String {
        file.ordinal.ordinal(number)
    }

    /// The instruction text for `step` (its maneuver, name, ref and mode; its `instruction` is ignored), e.g. "Turn left onto Main Street".
    public func instruction(for step: RouteStep) -> String {
        let maneuver = step.maneuver
        let onFerry = step.mode == .ferry && maneuver.type != .depart && maneuver.type != .arrive
        let startsWalking = step.mode == .pushing && maneuver.type == .notification
        let entries = file.instructions[onFerry ? Self.ferryKey : startsWalking ? Self.pushingKey : maneuver.type.rawValue] ?? [:]
        var keys = [String]()
        if maneuver.exit == nil && (maneuver.type == .roundabout || maneuver.type == .exitRoundabout) {
            keys.append("noExit")
        }
        if let modifier = maneuver.modifier { keys.append(modifier.rawValue) }
        keys.append("default")
        guard let phrases = keys.lazy.compactMap({ entries[$0] }).first else { return "" }

        let template: Template
        switch (step.name.isEmpty, step.ref.isEmpty) {
        case (true, true): template = phrases.default
        case (true, false): template = phrases.ref ?? phrases.name
        default: template = phrases.name
        }
        return template.render { token, grammaticalCase in
            switch token {
            case "name": wayName(step, grammaticalCase)
            case "ref": step.ref
            case "exit": maneuver.exit.map(ordinal) ?? ""
            case "modifier": maneuver.modifier.flatMap { file.modifiers[$0.rawValue] } ?? ""
            case "direction": file.directions[CompassDirection(bearing: Double(maneuver.bearingAfter)).rawValue] ?? ""
            default: nil
            }
        }
    }

    /// Whether `name` holds the road number `ref` (each of its `;`-separated numbers) as whole words: "M-06" and
    /// "M-06 Kyiv–Chop" hold "M-06", "M-061 Bypass" does not.
    static func says(_ name: String, number ref: String) -> Bool {
        func words(_ text: Substring) -> [String] { text.split { !$0.isLetter && !$0.isNumber }.map(String.init) }
        let named = words(name[...])
        return ref.split(separator: ";").allSatisfy { number in
            let parts = words(number)
            return !parts.isEmpty && named.indices.contains { start in
                start + parts.count <= named.count && Array(named[start..<(start + parts.count)]) == parts
            }
        }
    }

    /// The name for `{name}`: the street name (inflected) with the number as `nameWithRef` writes them,
    /// or whichever of the two the road has (the name alone when it says the number already: "M-06", not "M-06 (M-06)").
    private func wayName(_ step: RouteStep, _ grammaticalCase: String?) -> String {
        let name = grammaticalCase.map { grammar.inflect(step.name, into: $0) } ?? step.name
        if step.name.isEmpty { return step.ref }
        if step.ref.isEmpty || Self.says(step.name, number: step.ref) { return name }
        return file.nameWithRef.render { token, _ in
            switch token {
            case "name": name
            case "ref": step.ref
            default: nil
            }
        }
    }
}
