import Geo

/// What places to look for around a start: how many, how far, which categories, how spread out.
///
/// ```swift
/// var request = SelectionRequest(start: start, stopCount: 10)
/// request.categories = [.attraction, .museum, .park]
/// ```
public struct SelectionRequest: Sendable, Hashable {
    /// Where the tour starts.
    public var start: Coordinate
    /// How many places to choose (at most).
    public var stopCount: Int
    /// How far from the start (great-circle) places may be, metres.
    public var radius: Double
    /// The categories to choose from, in any order.
    public var categories: [PlaceCategory]
    /// The least distance between two chosen places, metres.
    public var minimumSpacing: Double
    /// How far from a walkable street or path the start and each place may be, metres.
    public var snapRadius: Double
    /// How much longer than the radius the walk from the start to a place may be: a place across a
    /// harbour, within the radius as the crow flies but a long walk round, is left out.
    public var detourFactor: Double
    /// The longest walk from the start to a place, metres, when shorter than `detourFactor × radius`
    /// (a walking tour sets it from its maximum length, so that no place is chosen that no tour could
    /// reach); nil for no further limit.
    public var maximumWalk: Double?

    /// Creates a request: 8 places of every category within 1,500 m, 100 m apart, each within 150 m of a
    /// walkable way and at most a walk of twice the radius from the start.
    public init(start: Coordinate, stopCount: Int = 8, radius: Double = 1500, categories: [PlaceCategory] = PlaceCategory.allCases,
                minimumSpacing: Double = 100, snapRadius: Double = 150, detourFactor: Double = 2) {
        self.start = start
        self.stopCount = stopCount
        self.radius = radius
        self.categories = categories
        self.minimumSpacing = minimumSpacing
        self.snapRadius = snapRadius
        self.detourFactor = detourFactor
    }

    /// Checks the values a user can get wrong.
    /// - Throws: ``PlaceSelectionError/invalidRequest(_:)`` naming the value.
    public func validate() throws(PlaceSelectionError) {
        guard start.isValid else { throw .invalidRequest("the start \(start.longitude),\(start.latitude) is not a valid longitude,latitude") }
        guard radius > 0, radius.isFinite else { throw .invalidRequest("the search radius must be a positive number of metres, got \(radius)") }
        guard radius <= 50_000 else { throw .invalidRequest("the search radius is \(radius.wholeText) m; a walking tour searches at most 50,000 m") }
        guard (1...100).contains(stopCount) else { throw .invalidRequest("stopCount (places to visit) must be 1…100, got \(stopCount)") }
        guard minimumSpacing >= 0, minimumSpacing.isFinite else { throw .invalidRequest("the minimum spacing must be 0 m or more, got \(minimumSpacing)") }
        guard snapRadius > 0, snapRadius.isFinite else { throw .invalidRequest("the snap radius must be a positive number of metres, got \(snapRadius)") }
        guard detourFactor >= 1, detourFactor.isFinite else { throw .invalidRequest("the detour factor must be at least 1, got \(detourFactor)") }
        if let maximumWalk, !(maximumWalk > 0) {
            throw .invalidRequest("the longest walk to a place must be a positive number of metres, got \(maximumWalk)")
        }
        guard !categories.isEmpty else { throw .invalidRequest("choose at least one category") }
    }
}
