import Foundation
/// Live speeds in OSRM's segment-speed format: one line per stretch between two consecutive OSM nodes of a way,
/// `from_osm_node,to_osm_node,speed_kmh[,rate]`, in the direction of travel. A speed of 0 closes the stretch.
/// OSRM's optional `rate` (a weight per metre) is accepted and ignored — Wayfarer minimises time or distance — and
/// counted (``ratesIgnored``). Node ids are any 64-bit whole numbers, as the map keeps them.
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
    /// How many lines gave a `rate`, which is ignored.
    public private(set) var ratesIgnored = 0

    /// The most lines a speed file may have.
    public static let maximumLines = 50_000_000

    /// No speeds.
    public init() {}

    /// Reads a speed file; blank lines and lines starting with `#` are skipped. It is read in place as bytes, fields
    /// found by scanning for commas and node ids read digit by digit, without a string or array per line: a file of
    /// millions of lines takes a fraction of a second.
    /// - Throws: ``SegmentSpeedsError`` naming the first bad line.
    public init(csv text: String) throws(SegmentSpeedsError) {
        var text = text
        var rates = 0
        let read = text.withUTF8 { bytes -> Result<[Stretch: Double], SegmentSpeedsError> in
            var speeds: [Stretch: Double] = [:]
            speeds.reserveCapacity(bytes.count / 24)
            var number = 0, start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
                defer { start = end + 1 }
                number += 1
                guard number <= Self.maximumLines else { return .failure(.tooManyLines(limit: Self.maximumLines)) }
                let line = Self.trimmed(start..<end, in: bytes)
                if line.isEmpty || bytes[line.lowerBound] == UInt8(ascii: "#") { continue }
                // Up to five fields, to tell four from more.
                var fields: (Range<Int>, Range<Int>, Range<Int>, Range<Int>, Range<Int>) = (0..<0, 0..<0, 0..<0, 0..<0, 0..<0)
                var count = 0, fieldStart = line.lowerBound
                for index in line.lowerBound...line.upperBound where index == line.upperBound || bytes[index] == UInt8(ascii: ",") {
                    let field = Self.trimmed(fieldStart..<index, in: bytes)
                    switch count {
                    case 0: fields.0 = field
                    case 1: fields.1 = field
                    case 2: fields.2 = field
                    case 3: fields.3 = field
                    default: fields.4 = field
                    }
                    count += 1
                    fieldStart = index + 1
                }
                guard count == 3 || count == 4 else {
                    return .failure(.badLine(number, "expected from_osm_node,to_osm_node,speed_kmh[,rate], got \(count) fields"))
                }
                guard let from = Self.nodeID(fields.0, in: bytes), let to = Self.nodeID(fields.1, in: bytes) else {
                    return .failure(.badLine(number, "the OSM node ids must be whole numbers (64-bit)"))
                }
                guard let speed = Double(Self.text(fields.2, in: bytes)), speed.isFinite, speed >= 0, speed <= 1000 else {
                    return .failure(.badLine(number, "the speed must be a number of km/h from 0 to 1000"))
                }
                if count == 4, !(Double(Self.text(fields.3, in: bytes)).map { $0 >= 0 && $0.isFinite } ?? false) {
                    return .failure(.badLine(number, "the rate must be a number of 0 or more"))
                }
                if count == 4 { rates += 1 }
                speeds[Stretch(from: from, to: to)] = speed
            }
            return .success(speeds)
        }
        speeds = try read.get()
        ratesIgnored = rates
    }

    /// `range` of `bytes` without the spaces, tabs and carriage returns around it.
    private static func trimmed(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper && isSpace(bytes[lower]) { lower += 1 }
        while upper > lower && isSpace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// A whole number that fits 64 bits (an OSM node id; negative in files edited by JOSM), or nil.
    private static func nodeID(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        var digits = range
        let negative = !digits.isEmpty && bytes[digits.lowerBound] == UInt8(ascii: "-")
        if !digits.isEmpty && (negative || bytes[digits.lowerBound] == UInt8(ascii: "+")) { digits = digits.dropFirst() }
        guard (1...19).contains(digits.count) else { return nil }
        var value: Int64 = 0
        for index in digits {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(Int64(digit))
            guard !overflowTimes, !overflowSum else { return nil }
            value = sum
        }
        return negative ? -value : value
    }

    /// A field's text (short fields need no allocation).
    private static func text(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

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
    /// The map's speeds were applied by a Wayfarer that did not keep the profile's own times, so they cannot be reset.
    case noProfileTimes

    public var description: String {
        switch self {
        case .badLine(let line, let why): "speed file line \(line): \(why)"
        case .tooManyLines(let limit): "the speed file has more than \(limit) lines"
        case .noNodeIDs: "this map keeps no OSM node ids, so speeds by OSM node cannot be applied (re-import it from OSM)"
        case .unknownProfile(let name, let available): "unknown profile '\(name)'; this map has \(available.joined(separator: ", "))"
        case .noProfileTimes: "this map's speeds were applied before the profile's own times were kept with them, so they cannot be reset (re-import it)"
        }
    }
}
