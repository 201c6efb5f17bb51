import Foundation

/// Reads the traces of a GPX file to match: each track segment's points (`trkseg`'s `trkpt`, in order, with their
/// times) — a segment is where the recording broke, so each is a trace of its own — or, in a file without track
/// points, each route's points (`rte`'s `rtept`). Waypoints (`wpt`) are no trace.
///
/// ```swift
/// let traces = try GPXReader.traces(in: Data(contentsOf: url))
/// ```
///
/// The file is scanned tag by tag rather than handed to Foundation's `XMLParser`, which traps on some malformed
/// input (fuzzing found two: a name that is not UTF-8, a processing instruction without data). Comments, CDATA,
/// processing instructions and declarations are skipped; only `trk`, `trkseg` and `rte` (where traces begin),
/// `trkpt` and `rtept` (their `lat` and `lon`) and the `time` and `ele` inside them are read.
public enum GPXReader {
    /// Why a GPX file could not be read.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The track segments' points, in file order (empty segments left out); without track points, the routes'.
    /// - Throws: ``Failure`` for a file that is not UTF-8 XML with a whole `gpx` element (one cut short never closes
    ///   it), an unclosed tag, or a track or route point without a valid `lat` and `lon`.
    public static func traces(in data: Data) throws(Failure) -> [[GPXTrackPoint]] {
        guard let text = String(validating: data, as: UTF8.self) else { throw Failure(description: "not a GPX file: the text is not UTF-8") }
        let bytes = Array(text.utf8)
        // Each point with whether it is a route's and the trace it belongs to (a new one at each trk, trkseg and rte).
        var points: [(point: GPXTrackPoint, ofRoute: Bool, trace: Int)] = []
        var trace = 0
        var inPoint = false, sawGPX = false, closedGPX = false
        var textStart = 0
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            let between = String(decoding: bytes[textStart..<open], as: UTF8.self)
            // Comments, CDATA, declarations and processing instructions end with their own terminator.
            for (start, end) in [("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>"), ("<!", ">")] where bytes[open...].starts(with: start.utf8) {
                guard let close = find(Array(end.utf8), in: bytes, from: open + start.utf8.count) else {
                    throw Failure(description: "not a GPX file: '\(start)' is never closed")
                }
                index = close + end.utf8.count
                break
            }
            if index > open { continue }
            guard let close = bytes[open...].firstIndex(of: UInt8(ascii: ">")) else {
                throw Failure(description: "not a GPX file: a tag is never closed")
            }
            let tag = Tag(bytes[(open + 1)..<close])
            index = close + 1
            textStart = index
            switch (tag.name, tag.isEnd) {
            case ("gpx", false):
                sawGPX = true
                closedGPX = tag.isEmpty
            case ("gpx", true):
                closedGPX = true
            case ("trk", false), ("trkseg", false), ("rte", false):
                trace += 1
            case ("trkpt", false), ("rtept", false):
                let ofRoute = tag.name == "rtept"
                guard let lat = tag.attributes["lat"].flatMap(Double.init), let lon = tag.attributes["lon"].flatMap(Double.init),
                      Coordinate(latitude: lat, longitude: lon).isValid else {
                    let number = points.filter { $0.ofRoute == ofRoute }.count + 1
                    throw Failure(description: "\(ofRoute ? "route" : "track") point \(number) has no valid lat and lon")
                }
                points.append((GPXTrackPoint(coordinate: Coordinate(latitude: lat, longitude: lon)), ofRoute, trace))
                inPoint = !tag.isEmpty
            case ("trkpt", true), ("rtept", true):
                inPoint = false
            case ("time", true) where inPoint:
                points[points.count - 1].point.time = ISO8601DateFormatter().date(from: between.trimmingCharacters(in: .whitespacesAndNewlines))
            case ("ele", true) where inPoint:
                points[points.count - 1].point.elevation = Double(between.trimmingCharacters(in: .whitespacesAndNewlines))
            default:
                break
            }
        }
        guard sawGPX else { throw Failure(description: "not a GPX file: no <gpx> element") }
        guard closedGPX else { throw Failure(description: "the GPX file ends before </gpx>: it is cut short") }
        let ofRoutes = !points.contains { !$0.ofRoute }
        var traces: [[GPXTrackPoint]] = []
        var current: Int?
        for entry in points where entry.ofRoute == ofRoutes {
            if entry.trace != current { traces.append([]); current = entry.trace }
            traces[traces.count - 1].append(entry.point)
        }
        return traces
    }

    /// The first index at or after `start` where `pattern` begins in `bytes`.
    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        while i + pattern.count <= bytes.count {
            if bytes[i] == pattern[0], bytes[i..<(i + pattern.count)].elementsEqual(pattern) { return i }
            i += 1
        }
        return nil
    }

    /// A start or end tag: its local name (any namespace prefix dropped), whether it ends an element or is empty
    /// (`<x/>`), and its attributes.
    private struct Tag {
        var name = ""
        var isEnd = false, isEmpty = false
        var attributes: [String: String] = [:]

        init(_ inside: ArraySlice<UInt8>) {
            var body = inside
            if body.first == UInt8(ascii: "/") { isEnd = true; body = body.dropFirst() }
            if body.last == UInt8(ascii: "/") { isEmpty = true; body = body.dropLast() }
            let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            let nameEnd = body.firstIndex(where: isSpace) ?? body.endIndex
            let qualified = String(decoding: body[body.startIndex..<nameEnd], as: UTF8.self)
            name = qualified.split(separator: ":").last.map(String.init) ?? qualified
            // name="value" or name='value' pairs.
            var rest = body[nameEnd...]
            while let equals = rest.firstIndex(of: UInt8(ascii: "=")) {
                let key = String(decoding: rest[rest.startIndex..<equals], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                var after = rest[(equals + 1)...].drop(while: isSpace)
                guard let quote = after.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { break }
                after = after.dropFirst()
                guard let end = after.firstIndex(of: quote) else { break }
                attributes[key] = String(decoding: after[after.startIndex..<end], as: UTF8.self)
                rest = after[(end + 1)...]
            }
        }
    }
}
