#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A latitude/longitude rectangle: south…north and west…east, in degrees.
///
/// When `west > east` the box crosses the 180° meridian (RFC 7946 §5.2): it spans from `west` eastwards
/// over 180° to `east`. Every operation handles such boxes.
/// ```swift
/// let ukraine = BoundingBox(south: 44.36, west: 22.14, north: 52.38, east: 40.23)
/// ukraine.contains(Coordinate(latitude: 50.45, longitude: 30.52))   // true
/// let fiji = BoundingBox(south: -21, west: 177, north: -12, east: -179)  // crosses 180°
/// ```
public struct BoundingBox: Hashable, Sendable, Codable {
    /// Southern edge, latitude in degrees.
    public var south: Double
    /// Western edge, longitude in degrees, −180…180.
    public var west: Double
    /// Northern edge, latitude in degrees.
    public var north: Double
    /// Eastern edge, longitude in degrees, −180…180; less than `west` when the box crosses 180°.
    public var east: Double

    /// Creates a box from its edges in degrees. Pass `west > east` for a box crossing the 180° meridian.
    public init(south: Double, west: Double, north: Double, east: Double) {
        self.south = south
        self.west = west
        self.north = north
        self.east = east
    }

    /// The smallest min/max box around `coordinates`, or nil when there are none. O(n).
    ///
    /// Longitudes may be continuous beyond ±180 (as in a ring drawn across the antimeridian): the
    /// result is then normalized into a box with `west > east`. Non-finite coordinates are skipped.
    public init?<S: Sequence>(enclosing coordinates: S) where S.Element == Coordinate {
        var minLat = Double.infinity, maxLat = -Double.infinity
        var minLon = Double.infinity, maxLon = -Double.infinity
        for c in coordinates where c.latitude.isFinite && c.longitude.isFinite {
            minLat = min(minLat, c.latitude)
            maxLat = max(maxLat, c.latitude)
            minLon = min(minLon, c.longitude)
            maxLon = max(maxLon, c.longitude)
        }
        guard minLat <= maxLat else { return nil }
        self.init(south: minLat, west: minLon, north: maxLat, east: maxLon, normalizingLongitudes: ())
    }

    /// Creates a box from raw longitudes that may lie beyond ±180 (west ≤ east), normalizing them.
    init(south: Double, west: Double, north: Double, east: Double, normalizingLongitudes: Void) {
        if east - west >= 360 {
            self.init(south: south, west: -180, north: north, east: 180)
        } else {
            self.init(
                south: south, west: Coordinate.normalizedLongitude(west),
                north: north, east: Coordinate.normalizedLongitude(east))
        }
    }

    /// Whether the box crosses the 180° meridian (`west > east`).
    public var crossesAntimeridian: Bool { west > east }

    /// East–west extent in degrees of longitude, 0…360 (counted eastwards from `west` to `east`).
    public var longitudeSpan: Double { west <= east ? east - west : east - west + 360 }

    /// North–south extent in degrees of latitude.
    public var latitudeSpan: Double { north - south }

    /// The middle of the box; its longitude is normalized, so it is correct for boxes crossing 180°.
    public var center: Coordinate {
        Coordinate(
            latitude: (south + north) / 2,
            longitude: Coordinate.normalizedLongitude(west + longitudeSpan / 2))
    }

    /// Whether `coordinate` lies inside the box or on its edge. O(1).
    @inlinable
    public func contains(_ coordinate: Coordinate) -> Bool {
        guard coordinate.latitude >= south && coordinate.latitude <= north else { return false }
        let lon = Coordinate.normalizedLongitude(coordinate.longitude)
        return west <= east ? (lon >= west && lon <= east) : (lon >= west || lon <= east)
    }

    /// Whether `other` lies entirely inside this box. O(1).
    public func contains(_ other: BoundingBox) -> Bool {
        other.south >= south && other.north <= north
            && BoundingBox.arc(west, longitudeSpan, contains: other.west, other.longitudeSpan)
    }

    /// Whether the two boxes share at least one point (touching edges count). O(1).
    public func intersects(_ other: BoundingBox) -> Bool {
        guard other.south <= north && other.north >= south else { return false }
        return BoundingBox.arc(west, longitudeSpan, contains: other.west, 0)
            || BoundingBox.arc(other.west, other.longitudeSpan, contains: west, 0)
    }

    /// The smallest box containing both boxes; across the 180° meridian when that is narrower. O(1).
    public func union(_ other: BoundingBox) -> BoundingBox {
        let south = min(self.south, other.south), north = max(self.north, other.north)
        let a = (west, longitudeSpan), b = (other.west, other.longitudeSpan)
        // Candidate arcs: each box alone (if it covers the other), or from one's west to the other's east.
        let candidates = [
            a, b,
            (a.0, BoundingBox.eastwards(from: a.0, to: b.0) + b.1),
            (b.0, BoundingBox.eastwards(from: b.0, to: a.0) + a.1),
        ]
        var best = (west: -180.0, span: 360.0)
        for (start, span) in candidates where span < best.span
            && BoundingBox.arc(start, span, contains: a.0, a.1)
            && BoundingBox.arc(start, span, contains: b.0, b.1) {
            best = (start, span)
        }
        return BoundingBox(
            south: south, west: best.west, north: north, east: best.west + best.span,
            normalizingLongitudes: ())
    }

    /// This box grown by `metres` on every side (a negative value is treated as 0).
    ///
    /// Longitudes grow by the metres' angle at the box's most poleward latitude, so the grown box holds
    /// every point within `metres` of the original. Reaching a pole makes the box span all longitudes.
    public func expanded(byMetres metres: Double) -> BoundingBox {
        let grow = metres.isFinite ? max(0, metres) : 0
        let dLat = grow / Earth.metresPerDegree
        let newSouth = max(-90, south - dLat), newNorth = min(90, north + dLat)
        let poleward = max(abs(newSouth), abs(newNorth))
        let cosine = cos(poleward * Earth.radiansPerDegree)
        guard poleward < 90 && cosine > 1e-12 else {
            return BoundingBox(south: newSouth, west: -180, north: newNorth, east: 180)
        }
        let dLon = dLat / cosine
        return BoundingBox(
            south: newSouth, west: west - dLon, north: newNorth, east: west + longitudeSpan + dLon,
            normalizingLongitudes: ())
    }

    /// Degrees eastwards from longitude `from` to `to`, 0 ≤ d < 360.
    private static func eastwards(from: Double, to: Double) -> Double {
        let d = Coordinate.longitudeDifference(from: from, to: to)
        return d < 0 ? d + 360 : d
    }

    /// Whether the arc of `span` degrees eastwards from `start` covers the arc (`otherStart`, `otherSpan`).
    private static func arc(_ start: Double, _ span: Double, contains otherStart: Double, _ otherSpan: Double)
        -> Bool
    {
        if span >= 360 { return true }
        return eastwards(from: start, to: otherStart) + otherSpan <= span
    }
}
