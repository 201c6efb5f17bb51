/// How good a tour stop a place is, in [0, 1], exactly as seed 002 scores it:
///
/// `category weight` (``PlaceCategory/scoreWeight``) + 0.1 with a phone number + 0.1 with a website
/// + a bonus by kind, clamped to [0, 1]. The kind bonus:
///
/// | kind | bonus |
/// |---|---|
/// | `tourism=museum`, `boundary=national_park` | 0.3 |
/// | `leisure=park`, `amenity=theatre` | 0.2 |
/// | `amenity=restaurant`, `amenity=cafe` | 0.15 |
/// | any `shop=*` | 0.1 |
/// | anything else | 0.05 |
///
/// ```swift
/// QualityScore.score(category: .museum, key: "tourism", kind: "museum", hasPhone: true, hasWebsite: false)  // 0.8
/// ```
public enum QualityScore {
    /// The score of a place of `category` classified by `key=kind`.
    public static func score(category: PlaceCategory, key: String, kind: String, hasPhone: Bool, hasWebsite: Bool) -> Double {
        let total = category.scoreWeight + (hasPhone ? 0.1 : 0) + (hasWebsite ? 0.1 : 0) + kindBonus(key: key, kind: kind)
        return min(1, max(0, total))
    }

    /// The bonus for what the place is (see the table above).
    public static func kindBonus(key: String, kind: String) -> Double {
        switch (key, kind) {
        case ("tourism", "museum"), ("boundary", "national_park"): 0.3
        case ("leisure", "park"), ("amenity", "theatre"): 0.2
        case ("amenity", "restaurant"), ("amenity", "cafe"): 0.15
        case ("shop", _): 0.1
        default: 0.05
        }
    }
}
