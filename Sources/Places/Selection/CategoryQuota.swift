/// How many stops of each category a tour of `count` stops aims for.
///
/// Each chosen category's share (``PlaceCategory/targetShare``, renormalised over the chosen
/// categories) times `count`, rounded by largest remainder (ties: the category listed first), so the
/// quotas add up to `count`. Then every category that has places gets at least one stop when `count`
/// allows, taken from a category without places, else from the one whose quota most exceeds its exact share.
/// ```swift
/// CategoryQuota.targets(count: 8, categories: PlaceCategory.allCases, present: Set(PlaceCategory.allCases))
/// // attraction 3, museum 1, park 1, restaurant 1, cultural 1, shopping 1
/// ```
public enum CategoryQuota {
    /// The quota of each of `categories` (zero quotas included). O(categories²).
    public static func targets(count: Int, categories: [PlaceCategory], present: Set<PlaceCategory>) -> [PlaceCategory: Int] {
        let chosen = categories.sorted()
        let totalShare = chosen.reduce(0) { $0 + $1.targetShare }
        guard count > 0, totalShare > 0 else { return Dictionary(uniqueKeysWithValues: chosen.map { ($0, 0) }) }
        let exact = Dictionary(uniqueKeysWithValues: chosen.map { ($0, Double(count) * $0.targetShare / totalShare) })
        var quota = exact.mapValues { Int($0.rounded(.down)) }
        let byRemainder = chosen.enumerated().sorted { a, b in
            let ra = exact[a.element, default: 0] - Double(quota[a.element, default: 0])
            let rb = exact[b.element, default: 0] - Double(quota[b.element, default: 0])
            return ra != rb ? ra > rb : a.offset < b.offset
        }
        var left = count - quota.values.reduce(0, +)
        for (_, category) in byRemainder where left > 0 {
            quota[category, default: 0] += 1
            left -= 1
        }
        let needing = chosen.filter { present.contains($0) }
        guard count >= needing.count else { return quota }
        for category in needing where quota[category, default: 0] == 0 {
            guard let donor = donor(among: chosen, quota: quota, exact: exact, present: present) else { break }
            quota[donor, default: 0] -= 1
            quota[category] = 1
        }
        return quota
    }

    /// The category that gives up a stop: one without places (largest quota first), else the one whose
    /// quota most exceeds its exact share while keeping at least one (ties: the later category).
    private static func donor(among chosen: [PlaceCategory], quota: [PlaceCategory: Int], exact: [PlaceCategory: Double],
                              present: Set<PlaceCategory>) -> PlaceCategory? {
        if let absent = chosen.filter({ !present.contains($0) && quota[$0, default: 0] > 0 })
            .max(by: { quota[$0, default: 0] < quota[$1, default: 0] }) {
            return absent
        }
        return chosen.filter { quota[$0, default: 0] > 1 }.max { a, b in
            let sa = Double(quota[a, default: 0]) - exact[a, default: 0], sb = Double(quota[b, default: 0]) - exact[b, default: 0]
            return sa != sb ? sa < sb : a < b
        }
    }
}
