import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the track points of a GPX file (every `trkpt` of every track, in order, with their times), as a trace to
/// match; waypoints and routes are not read.
///
/// ```swift
/// let points = try GPXReader.trackPoints(in: Data(contentsOf: url))
/// ```
public enum GPXReader {
    /// Why a GPX file could not be read.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The track points, in file order.
    /// - Throws: ``Failure`` for a file that is not UTF-8 XML, or a track point without a valid `lat` and `lon`.
    public static func trackPoints(in data: Data) throws(Failure) -> [GPXTrackPoint] {
        // Foundation's XMLParser traps on names that are not valid UTF-8 (fuzzing found it): check first.
        guard String(validating: data, as: UTF8.self) != nil else { throw Failure(description: "not a GPX file: the text is not UTF-8") }
        let collector = Collector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        guard parser.parse() else {
            throw Failure(description: collector.failure ?? "not a GPX file: \(parser.parserError?.localizedDescription ?? "malformed XML")")
        }
        if let failure = collector.failure { throw Failure(description: failure) }
        return collector.points
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var points: [GPXTrackPoint] = []
        var failure: String?
        private var text = ""
        private var inPoint = false

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            text = ""
            guard name == "trkpt" else { return }
            guard let lat = attributes["lat"].flatMap(Double.init), let lon = attributes["lon"].flatMap(Double.init),
                  Coordinate(latitude: lat, longitude: lon).isValid else {
                failure = "track point \(points.count + 1) has no valid lat and lon"
                parser.abortParsing()
                return
            }
            points.append(GPXTrackPoint(coordinate: Coordinate(latitude: lat, longitude: lon)))
            inPoint = true
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            switch name {
            case "time" where inPoint:
                points[points.count - 1].time = ISO8601DateFormatter().date(from: text.trimmingCharacters(in: .whitespacesAndNewlines))
            case "ele" where inPoint:
                points[points.count - 1].elevation = Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
            case "trkpt":
                inPoint = false
            default:
                break
            }
        }
    }
}
