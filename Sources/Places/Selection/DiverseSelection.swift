/// Chooses a varied set of tour stops from candidates: the categories' quotas (``CategoryQuota``) first,
/// best score first within a category, then the rest by score, never two within `minimumSpacing` metres
/// of each other.
///
/// Three rounds over the candidates in best-first order (score, then id — so the choice is
/// deterministic):
/// 1. the best place of each category with a quota, in category order;
/// 2. places of categories whose quota is not yet met;
/// 3. any place, until `count` are chosen.
/// A candidate within `minimumSpacing` of an already chosen place is skipped in every round.
public enum DiverseSelection {
    /// Up to `count` places from `candidates`, in the order chosen. O(candidates × count).
    public static func choose(from candidates: [Place], count: Int, quotas: [PlaceCategory: Int],
                              minimumSpacing: Double) -> [Place] {
        let ranked = candidates.sorted(by: Place.isBetter)
        var chosen: [Place] = []
        var taken: [PlaceCategory: Int] = [:]
        var used = Set<PlaceID>()

        func fits(_ place: Place) -> Bool {
            !used.contains(place.id) && chosen.allSatisfy { $0.coordinate.distance(to: place.coordinate) >= minimumSpacing }
        }
        func take(_ place: Place) {
            chosen.append(place)
            used.insert(place.id)
            taken[place.category, default: 0] += 1
        }

        for category in PlaceCategory.allCases where quotas[category, default: 0] > 0 && chosen.count < count {
            if let best = ranked.first(where: { $0.category == category && fits($0) }) { take(best) }
        }
        for place in ranked where chosen.count < count {
            if taken[place.category, default: 0] < quotas[place.category, default: 0], fits(place) { take(place) }
        }
        for place in ranked where chosen.count < count {
            if fits(place) { take(place) }
        }
        return chosen
    }
}
