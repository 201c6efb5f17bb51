import Foundation
import Geo
import OSM

extension Place {
    /// The place an OSM object with `tags` at `coordinate` makes, or nil when it is unnamed or no rule of
    /// ``CategoryRules/table`` matches. Phone is `phone` or `contact:phone`; website is `website`,
    /// `contact:website` or `url`.
    public init?(id: PlaceID, coordinate: Coordinate, tags: OSMTags) {
        guard let name = Self.value(of: ["name"], in: tags), let (rule, kind) = CategoryRules.classify(tags) else { return nil }
        let phone = Self.value(of: ["phone", "contact:phone"], in: tags)
        let website = Self.value(of: ["website", "contact:website", "url"], in: tags)
        let score = QualityScore.score(category: rule.category, key: rule.key, kind: kind,
                                       hasPhone: phone != nil, hasWebsite: website != nil)
        self.init(id: id, name: name, coordinate: coordinate, category: rule.category, kind: kind, phone: phone,
                  website: website, openingHours: Self.value(of: ["opening_hours"], in: tags), score: score)
    }

    /// The first non-blank value among `keys`, trimmed.
    private static func value(of keys: [String], in tags: OSMTags) -> String? {
        for key in keys {
            if let value = tags[key]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty { return value }
        }
        return nil
    }
}
