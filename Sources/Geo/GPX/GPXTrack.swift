import Foundation

/// A GPX track: a named path made of segments (pieces recorded or planned without a break).
///
/// ```swift
/// let track = GPXTrack(name: "Route", segments: [legs.map { GPXTrackPoint(coordinate: $0) }])
/// ```
public struct GPXTrack: Hashable, Sendable {
    /// The track's name.
    public var name: String?
    /// The segments, each a list of points in order.
    public var segments: [[GPXTrackPoint]]

    /// Creates a track.
    public init(name: String? = nil, segments: [[GPXTrackPoint]]) {
        self.name = name
        self.segments = segments
    }
}

/// One point of a GPX track, with optional elevation and time.
public struct GPXTrackPoint: Hashable, Sendable {
    /// Where the point is.
    public var coordinate: Coordinate
    /// Elevation in metres, if known.
    public var elevation: Double?
    /// When the point is passed, if known (written as ISO 8601 UTC).
    public var time: Date?

    /// Creates a track point.
    public init(coordinate: Coordinate, elevation: Double? = nil, time: Date? = nil) {
        self.coordinate = coordinate
        self.elevation = elevation
        self.time = time
    }
}

/// A GPX waypoint: a named point such as a stop.
public struct GPXWaypoint: Hashable, Sendable {
    /// Where the point is.
    public var coordinate: Coordinate
    /// Its name.
    public var name: String?
    /// A longer description.
    public var description: String?
    /// Elevation in metres, if known.
    public var elevation: Double?

    /// Creates a waypoint.
    public init(coordinate: Coordinate, name: String? = nil, description: String? = nil, elevation: Double? = nil) {
        self.coordinate = coordinate
        self.name = name
        self.description = description
        self.elevation = elevation
    }
}
