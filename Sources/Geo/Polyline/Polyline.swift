/// Google's encoded polyline algorithm, as OSRM's `geometries=polyline` (precision 5) and
/// `geometries=polyline6` (precision 6) use it.
///
/// ```swift
/// let text = Polyline.encode(route, precision: .six)
/// let back = try Polyline.decode(text, precision: .six)
/// ```
public enum Polyline {
    /// How many decimal digits of a degree are kept.
    public enum Precision: Int, Hashable, Sendable, CaseIterable {
        /// 1e-5° (about 1 m): Google's and OSRM's `polyline`.
        case five = 5
        /// 1e-6° (about 10 cm): OSRM's `polyline6`.
        case six = 6

        /// Units per degree: 1e5 or 1e6.
        @inlinable public var factor: Double { self == .five ? 1e5 : 1e6 }
    }

    /// The polyline text of `coordinates` (each value rounded to `precision`). O(n).
    ///
    /// Never traps: non-finite values are written as 0 and values are clamped to ±180° first.
    public static func encode(_ coordinates: [Coordinate], precision: Precision = .five) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(coordinates.count * 8)
        var previousLat = 0, previousLon = 0
        for c in coordinates {
            let lat = units(c.latitude, precision), lon = units(c.longitude, precision)
            appendValue(lat - previousLat, to: &bytes)
            appendValue(lon - previousLon, to: &bytes)
            (previousLat, previousLon) = (lat, lon)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The coordinates encoded in `text`. O(n), stops at the end of the text.
    ///
    /// - Throws: `PolylineError` for a character outside `?`…`~`, text that ends inside a value or after a
    ///   latitude without its longitude, a value too long to be a coordinate, or a latitude beyond ±90°
    ///   or longitude beyond ±180°.
    public static func decode(_ text: String, precision: Precision = .five) throws(PolylineError) -> [Coordinate] {
        var coordinates: [Coordinate] = []
        var lat = 0, lon = 0
        var iterator = text.utf8.enumerated().makeIterator()
        var offset = 0
        while true {
            guard let dLat = try nextValue(&iterator, offset: &offset) else { break }
            guard let dLon = try nextValue(&iterator, offset: &offset) else {
                throw .missingLongitude(offset: offset)
            }
            lat &+= dLat
            lon &+= dLon
            let c = Coordinate(latitude: Double(lat) / precision.factor, longitude: Double(lon) / precision.factor)
            guard abs(c.latitude) <= 90 && abs(c.longitude) <= 180 else {
                throw .coordinateOutOfRange(index: coordinates.count, c)
            }
            coordinates.append(c)
        }
        return coordinates
    }

    /// `degrees` in integer units of `precision`, clamped so it cannot overflow.
    private static func units(_ degrees: Double, _ precision: Precision) -> Int {
        guard degrees.isFinite else { return 0 }
        return Int((max(-180, min(180, degrees)) * precision.factor).rounded())
    }

    /// Appends one zig-zag, 5-bit-chunked value.
    private static func appendValue(_ value: Int, to bytes: inout [UInt8]) {
        var v = value < 0 ? ~(value << 1) : value << 1
        while v >= 0x20 {
            bytes.append(UInt8((0x20 | (v & 0x1f)) + 63))
            v >>= 5
        }
        bytes.append(UInt8(v + 63))
    }

    /// Reads one value; nil at the clean end of the text.
    private static func nextValue(
        _ iterator: inout EnumeratedSequence<String.UTF8View>.Iterator, offset: inout Int
    ) throws(PolylineError) -> Int? {
        var result = 0, shift = 0
        let start = offset
        while true {
            guard let (index, byte) = iterator.next() else {
                if shift == 0 { return nil }
                throw .truncated(offset: start)
            }
            offset = index + 1
            guard byte >= 63 && byte <= 126 else { throw .invalidCharacter(byte, offset: index) }
            let chunk = Int(byte - 63)
            guard shift <= 30 else { throw .valueTooLong(offset: start) }
            result |= (chunk & 0x1f) << shift
            shift += 5
            if chunk < 0x20 { break }
        }
        return result & 1 != 0 ? ~(result >> 1) : result >> 1
    }
}
