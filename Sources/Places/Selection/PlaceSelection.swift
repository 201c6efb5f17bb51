/// The places chosen for a tour, and how many there were to choose from.
public struct PlaceSelection: Sendable, Hashable {
    /// The chosen places, in the order the selection took them (the "search order").
    public var places: [Place]
    /// How many places of the chosen categories lie within the radius.
    public var candidates: Int
    /// How many of those can be walked to and back from the start.
    public var reachable: Int
    /// Each category's quota (``CategoryQuota``).
    public var quotas: [PlaceCategory: Int]
    /// Reachable places not chosen — the ``PlaceSelector/alternativeCount`` nearest the start — best first (higher
    /// score, then smaller id): what a tour that must give up a far place may take instead.
    public var alternatives: [Place]

    /// Creates a selection.
    public init(places: [Place], candidates: Int, reachable: Int, quotas: [PlaceCategory: Int], alternatives: [Place] = []) {
        self.places = places
        self.candidates = candidates
        self.reachable = reachable
        self.quotas = quotas
        self.alternatives = alternatives
    }
}
