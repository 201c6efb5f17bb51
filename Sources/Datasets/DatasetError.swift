/// What can go wrong with the built-in data or a lookup in it.
public enum DatasetError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bundled resource file is missing from the module's bundle.
    case resourceMissing(name: String)
    /// The resource could not be read or decoded; `reason` says where.
    case unreadable(name: String, reason: String)
    /// The data decoded but is inconsistent (e.g. a link to an unknown city).
    case invalidData(String)
    /// No city answers to `query`; `suggestions` are the closest English names.
    case unknownCity(query: String, suggestions: [String])

    /// A message a user can act on.
    public var description: String {
        switch self {
        case .resourceMissing(let name):
            return "the built-in data file \(name) is missing from the Datasets bundle"
        case .unreadable(let name, let reason):
            return "cannot read the built-in data file \(name): \(reason)"
        case .invalidData(let message):
            return "the built-in network is inconsistent: \(message)"
        case .unknownCity(let query, let suggestions):
            return CityMatch.unknownMessage(query: query, suggestions: suggestions)
        }
    }
}
