import Places

/// A place a walking tour gave up to fit its distance limits: the length of the round's tour that made it go (over
/// the maximum, or over the target when the tour without it came nearer), and the place visited instead, when a
/// nearer one (not chosen at first, with a shorter detour) took its place.
public struct DroppedPlace: Sendable, Hashable {
    public var place: Place
    /// The length of the round's tour it was given up in, metres.
    public var tourDistance: Double
    /// The place the tour visits instead, if any (else the tour has one place fewer).
    public var replacement: Place?

    public init(place: Place, tourDistance: Double, replacement: Place? = nil) {
        self.place = place
        self.tourDistance = tourDistance
        self.replacement = replacement
    }
}
