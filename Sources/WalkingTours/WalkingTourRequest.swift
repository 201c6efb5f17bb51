import Places
import Geo

/// What walking tour to make: where it starts, which places to look for, how long it may be, and how
/// long to search for the best order.
///
/// ```swift
/// var request = WalkingTourRequest(start: Coordinate(latitude: 35.8989, longitude: 14.5146))
/// request.selection.stopCount = 10
/// request.maxDistance = 6000
/// ```
public struct WalkingTourRequest: Sendable, Hashable {
    /// The start, and which places to choose around it.
    public var selection: SelectionRequest
    /// The longest tour allowed, metres: stops are dropped until the tour fits.
    public var maxDistance: Double
    /// The ideal length, metres: a longer tour drops its least valuable stops while that brings it closer
    /// to this length, at most a quarter of the places chosen (and never below three).
    public var targetDistance: Double
    /// Return to the start at the end (otherwise the tour ends at its last place).
    public var roundTrip: Bool
    /// The ordering search's time budget per planning round, seconds.
    public var timeLimit: Double
    /// The ordering search's random seed: the same seed and data give the same tour.
    public var seed: UInt64
    /// The language of the directions (`en`, `uk`).
    public var language: String

    /// Creates a request: 8 places within 1,500 m, a round trip of at most 8 km, ideally 5 km.
    public init(start: Coordinate, selection: SelectionRequest? = nil, maxDistance: Double = 8000, targetDistance: Double = 5000,
                roundTrip: Bool = true, timeLimit: Double = 1, seed: UInt64 = 1, language: String = "en") {
        self.selection = selection ?? SelectionRequest(start: start)
        self.selection.start = start
        self.maxDistance = maxDistance
        self.targetDistance = targetDistance
        self.roundTrip = roundTrip
        self.timeLimit = timeLimit
        self.seed = seed
        self.language = language
    }

    /// Where the tour starts.
    public var start: Coordinate { selection.start }

    /// Checks every value a user can get wrong.
    /// - Throws: ``WalkingTourError/invalidRequest(_:)`` naming the value.
    public func validate() throws(WalkingTourError) {
        do throws(PlaceSelectionError) { try selection.validate() } catch { throw .selection(error) }
        guard maxDistance > 0, maxDistance.isFinite else {
            throw .invalidRequest("the maximum distance must be a positive number of metres, got \(maxDistance)")
        }
        guard targetDistance > 0, targetDistance.isFinite else {
            throw .invalidRequest("the target distance must be a positive number of metres, got \(targetDistance)")
        }
        guard targetDistance <= maxDistance else {
            throw .invalidRequest("the target distance (\(targetDistance.wholeText) m) must not exceed the maximum distance (\(maxDistance.wholeText) m)")
        }
        guard timeLimit > 0, timeLimit.isFinite else { throw .invalidRequest("the time limit must be a positive number of seconds, got \(timeLimit)") }
    }
}
