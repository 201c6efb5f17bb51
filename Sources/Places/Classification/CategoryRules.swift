import OSM

/// Which OpenStreetMap tags make a point of interest, and of which category: a table read top to
/// bottom, the first matching rule wins.
///
/// | # | tags | category |
/// |---|---|---|
/// | 1 | `tourism=museum\|gallery` | museum |
/// | 2 | `tourism=attraction\|viewpoint\|artwork\|zoo\|theme_park` | attraction |
/// | 3 | `amenity=theatre\|arts_centre\|library\|cinema\|concert_hall` | cultural |
/// | 4 | `amenity=restaurant\|cafe` | restaurant |
/// | 5 | `amenity=marketplace` | shopping |
/// | 6 | `leisure=park\|garden\|nature_reserve`, `boundary=national_park` | park |
/// | 7 | `historic=*` | attraction |
/// | 8 | `shop=*` | shopping |
///
/// Specific uses come before the generic `historic=*` and `shop=*`, so a museum or a restaurant in a
/// historic building keeps its use. Only named places count (`name` tag, not blank). Values such as
/// `no`, `vacant` or `disused` never match a `*` rule.
public enum CategoryRules {
    /// The rules, first match wins.
    public static let table: [CategoryRule] = [
        CategoryRule("tourism", ["museum", "gallery"], .museum),
        CategoryRule("tourism", ["attraction", "viewpoint", "artwork", "zoo", "theme_park"], .attraction),
        CategoryRule("amenity", ["theatre", "arts_centre", "library", "cinema", "concert_hall"], .cultural),
        CategoryRule("amenity", ["restaurant", "cafe"], .restaurant),
        CategoryRule("amenity", ["marketplace"], .shopping),
        CategoryRule("leisure", ["park", "garden", "nature_reserve"], .park),
        CategoryRule("boundary", ["national_park"], .park),
        CategoryRule("historic", nil, .attraction),
        CategoryRule("shop", nil, .shopping),
    ]

    /// Values that say a feature is absent or gone; a `*` rule ignores them.
    public static let ignoredValues: Set<String> = ["no", "none", "vacant", "disused", "abandoned", "closed"]

    /// The first rule matching `tags`, with the value that matched (the place's kind); nil if none does.
    /// O(rules × tags).
    public static func classify(_ tags: OSMTags) -> (rule: CategoryRule, kind: String)? {
        for rule in table {
            if let value = tags[rule.key], rule.matches(value) { return (rule, value) }
        }
        return nil
    }
}
