/// Why instruction text could not be prepared.
public enum InstructionsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No language file has this code; `available` lists the codes there are.
    case unknownLanguage(String, available: [String])
    /// A language file could not be read or lacks something every language needs.
    case invalidLanguageFile(code: String, reason: String)

    /// A message a user can act on.
    public var description: String {
        switch self {
        case let .unknownLanguage(code, available):
            "unknown language '\(code)'; available: \(available.joined(separator: ", "))"
        case let .invalidLanguageFile(code, reason):
            "the instruction file for language '\(code)' is invalid: \(reason)"
        }
    }
}
