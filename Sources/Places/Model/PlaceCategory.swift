import Foundation

/// The six kinds of place a walking tour mixes (seed 002), with their weight in the quality score and
/// their target share of a tour's stops.
///
/// | category | score weight | target share |
/// |---|---|---|
/// | attraction | 0.5 | 35 % |
/// | museum | 0.4 | 20 % |
/// | park | 0.3 | 15 % |
/// | restaurant | 0.2 | 15 % |
/// | cultural | 0.3 | 10 % |
/// | shopping | 0.1 | 5 % |
///
/// Which OSM tags fall in which category is ``CategoryRules/table``.
public enum PlaceCategory: String, CaseIterable, Sendable, Hashable, Codable, Comparable {
    case attraction, museum, park, restaurant, cultural, shopping

    /// The category's base in the quality score.
    public var scoreWeight: Double {
        switch self {
        case .attraction: 0.5
        case .museum: 0.4
        case .park: 0.3
        case .cultural: 0.3
        case .restaurant: 0.2
        case .shopping: 0.1
        }
    }

    /// The share of a tour's stops this category aims for (the six add up to 1).
    public var targetShare: Double {
        switch self {
        case .attraction: 0.35
        case .museum: 0.20
        case .park: 0.15
        case .restaurant: 0.15
        case .cultural: 0.10
        case .shopping: 0.05
        }
    }

    /// Declaration order: attraction first, shopping last.
    public static func < (lhs: PlaceCategory, rhs: PlaceCategory) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }

    /// The category whose name is exactly `name` (lowercase, as in ``allCases``).
    /// - Throws: ``PlacesError/unknownCategory(_:)`` naming the valid ones.
    public static func named(_ name: String) throws(PlacesError) -> PlaceCategory {
        guard let category = PlaceCategory(rawValue: name) else { throw .unknownCategory(name) }
        return category
    }

    /// Parses a comma-separated list such as `attraction,museum` (items trimmed and lowercased); an empty list means
    /// every category.
    /// - Throws: ``PlacesError/unknownCategory(_:)`` naming the valid ones.
    public static func parseList(_ text: String) throws(PlacesError) -> [PlaceCategory] {
        var chosen: [PlaceCategory] = []
        for name in text.split(separator: ",") {
            let category = try named(name.trimmingCharacters(in: .whitespaces).lowercased())
            if !chosen.contains(category) { chosen.append(category) }
        }
        return chosen.isEmpty ? allCases : chosen.sorted()
    }
}
