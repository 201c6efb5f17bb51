/// One line of the category table: an OSM key, the values that match (`nil`: any value), and the
/// category they mean.
public struct CategoryRule: Sendable, Hashable {
    /// The tag key, e.g. `tourism`.
    public var key: String
    /// The matching values; `nil` matches any value except those in ``CategoryRules/ignoredValues``.
    public var values: Set<String>?
    /// The category of a match.
    public var category: PlaceCategory

    /// Creates a rule.
    public init(_ key: String, _ values: Set<String>?, _ category: PlaceCategory) {
        self.key = key
        self.values = values
        self.category = category
    }

    /// Whether `value` (of this rule's key) matches.
    public func matches(_ value: String) -> Bool {
        guard let values else { return !CategoryRules.ignoredValues.contains(value) }
        return values.contains(value)
    }
}
