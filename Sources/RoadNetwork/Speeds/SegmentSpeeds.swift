import Foundation
/// Live speeds in OSRM's segment-speed format: one line per stretch between two consecutive OSM nodes of a way,
/// `from_osm_node,to_osm_node,speed_kmh[,rate]`, in the direction of travel. A speed of 0 closes the stretch.
/// OSRM's optional `rate` (a weight per metre) is accepted and ignored: Wayfarer minimises time or distance.
///
/// ```swift
/// let speeds = try SegmentSpeeds(csv: "101,102,35\n102,101,20.5\n")
/// let updated = profile.applying(speeds, on: network.graph)
/// ```
public struct SegmentSpeeds: Sendable, Hashable {
    /// A directed stretch between two consecutive OSM nodes.
    public struct Stretch: Sendable, Hashable {
        public var from: Int64
        public var to: Int64

        /// Creates a stretch from `from` to `to`.
        public init(from: Int64, to: Int64) {
            self.from = from
            self.to = to
        }
    }

    /// Per stretch: its speed in km/h (0: closed). The last line for a stretch wins.
    public private(set) var speeds: [Stretch: Double] = [:]

    /// The most lines a speed file may have.
    public static let maximumLines = 50_000_000

    /// No speeds.
    public init() {}

    /// Reads a speed file; blank lines and lines starting with `#` are skipped. It is read as bytes, without a
    /// string per line or field: a file of millions of lines takes a fraction of a second.
    /// - Throws: ``SegmentSpeedsError`` naming the first bad line.
    public init(csv text: String) throws(SegmentSpeedsError) {
        let bytes = Array(text.utf8)
        var number = 0, start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            defer { start = end + 1 }
            number += 1
            guard number <= Self.maximumLines else { throw .tooManyLines(limit: Self.maximumLines) }
            let line = Self.trimmed(bytes[start..<end])
            if line.isEmpty || line.first == UInt8(ascii: "#") { continue }
            let fields = line.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map(Self.trimmed)
            guard fields.count == 3 || fields.count == 4 else {
                throw .badLine(number, "expected from_osm_node,to_osm_node,speed_kmh[,rate], got \(fields.count) fields")
            }
            guard let from = Int64(Self.text(fields[0])), let to = Int64(Self.text(fields[1])), from > 0, to > 0 else {
                throw .badLine(number, "the OSM node ids must be positive whole numbers")
            }
            guard let speed = Double(Self.text(fields[2])), speed.isFinite, speed >= 0, speed <= 1000 else {
                throw .badLine(number, "the speed must be a number of km/h from 0 to 1000")
            }
            if fields.count == 4 { guard Double(Self.text(fields[3])) != nil else { throw .badLine(number, "the rate must be a number") } }
            speeds[Stretch(from: from, to: to)] = speed
        }
    }

    /// `bytes` without the spaces, tabs and carriage returns around them.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else { return [] }
        return bytes[first...last]
    }

    /// A field's text (short fields need no allocation).
    private static func text(_ field: ArraySlice<UInt8>) -> String { String(decoding: field, as: UTF8.self) }

    /// The number of stretches with a speed.
    public var count: Int { speeds.count }

    /// The speed of the stretch from `from` to `to`, if the file gives one.
    @inline(__always) public func speed(from: Int64, to: Int64) -> Double? { speeds[Stretch(from: from, to: to)] }
}

/// A speed file that cannot be read.
public enum SegmentSpeedsError: Error, Sendable, Hashable, CustomStringConvertible {
    case badLine(Int, String)
    case tooManyLines(limit: Int)
    /// The map keeps no OSM node ids (it was not read from OSM), so no stretch can be matched.
    case noNodeIDs
    /// The map has no such profile.
    case unknownProfile(String, available: [String])

    public var description: String {
        switch self {
        case .badLine(let line, let why): "speed file line \(line): \(why)"
        case .tooManyLines(let limit): "the speed file has more than \(limit) lines"
        case .noNodeIDs: "this map keeps no OSM node ids, so speeds by OSM node cannot be applied (re-import it from OSM)"
        case .unknownProfile(let name, let available): "unknown profile '\(name)'; this map has \(available.joined(separator: ", "))"
        }
    }
}
