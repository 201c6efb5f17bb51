/// The answer of ``UkraineNetwork/matchCity(_:)``.
///
/// ```swift
/// switch network.matchCity("Lvov") {
/// case .found(let city): print(city.nameEn)          // Lviv (an alias)
/// case .unknown: break
/// }
/// print(network.matchCity("Lviw").message)             // unknown city "Lviw": did you mean Lviv, …?
/// ```
public enum CityMatch: Sendable, Hashable {
    /// The query names this city (by English or Ukrainian name, id or alias).
    case found(City)
    /// No city has that name; `suggestions` are up to three cities with the closest names, best first.
    case unknown(query: String, suggestions: [City])

    /// The matched city, or `nil`.
    public var city: City? {
        if case .found(let city) = self { return city }
        return nil
    }

    /// The suggested cities (empty when a city was found).
    public var suggestions: [City] {
        if case .unknown(_, let suggestions) = self { return suggestions }
        return []
    }

    /// A one-line description: the city's English name, or
    /// `unknown city "Lvok": did you mean Lviv, Lutsk, Rivne?`.
    public var message: String {
        switch self {
        case .found(let city):
            return city.nameEn
        case .unknown(let query, let suggestions):
            return Self.unknownMessage(query: query, suggestions: suggestions.map(\.nameEn))
        }
    }

    /// The error to throw for an unknown name, or `nil` when a city was found.
    public var error: DatasetError? {
        if case .unknown(let query, let suggestions) = self {
            return .unknownCity(query: query, suggestions: suggestions.map(\.nameEn))
        }
        return nil
    }

    static func unknownMessage(query: String, suggestions: [String]) -> String {
        if suggestions.isEmpty { return "unknown city \"\(query)\"" }
        return "unknown city \"\(query)\": did you mean \(suggestions.joined(separator: ", "))?"
    }
}
