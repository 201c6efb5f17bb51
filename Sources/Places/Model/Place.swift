import Geo

/// A named point of interest from OpenStreetMap: where it is, what it is, how to reach its owners, and
/// how good a tour stop it makes.
///
/// ```swift
/// let places = try store.places(within: 1500, of: start)
/// for place in places { print(place.name, place.category, place.score) }
/// ```
public struct Place: Hashable, Sendable, Codable, Identifiable {
    /// The OSM node or way it comes from.
    public var id: PlaceID
    /// The `name` tag.
    public var name: String
    /// The node's position, or the centre of the way's nodes' bounding box.
    public var coordinate: Coordinate
    /// Its category (``CategoryRules/table``).
    public var category: PlaceCategory
    /// The OSM value that classified it, e.g. `museum`, `castle`, `clothes`.
    public var kind: String
    /// `phone` or `contact:phone`.
    public var phone: String?
    /// `website`, `contact:website` or `url`.
    public var website: String?
    /// `opening_hours`, as written in OSM.
    public var openingHours: String?
    /// The quality score in [0, 1] (``QualityScore``).
    public var score: Double

    /// Creates a place.
    public init(id: PlaceID, name: String, coordinate: Coordinate, category: PlaceCategory, kind: String,
                phone: String? = nil, website: String? = nil, openingHours: String? = nil, score: Double) {
        self.id = id
        self.name = name
        self.coordinate = coordinate
        self.category = category
        self.kind = kind
        self.phone = phone
        self.website = website
        self.openingHours = openingHours
        self.score = score
    }
}
