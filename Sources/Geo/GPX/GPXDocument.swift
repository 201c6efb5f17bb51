import Foundation

/// A GPX 1.1 file to write: waypoints and tracks, for GPS devices and apps.
///
/// ```swift
/// let gpx = GPXDocument(
///     name: "Kyiv → Lviv",
///     waypoints: [GPXWaypoint(coordinate: kyiv, name: "Kyiv")],
///     tracks: [GPXTrack(name: "Route", segments: [route.map { GPXTrackPoint(coordinate: $0) }])])
/// try gpx.xml().write(to: url, atomically: true, encoding: .utf8)
/// ```
public struct GPXDocument: Hashable, Sendable {
    /// The program named in the `creator` attribute.
    public var creator: String
    /// The document's name, written in `<metadata>`.
    public var name: String?
    /// Named points, such as the stops of a trip.
    public var waypoints: [GPXWaypoint]
    /// Tracks, such as the route.
    public var tracks: [GPXTrack]

    /// Creates a document.
    public init(creator: String = "Wayfarer", name: String? = nil, waypoints: [GPXWaypoint] = [], tracks: [GPXTrack] = []) {
        self.creator = creator
        self.name = name
        self.waypoints = waypoints
        self.tracks = tracks
    }

    /// The GPX 1.1 XML text, UTF-8, with text escaped. O(points).
    ///
    /// Points with an invalid coordinate (`Coordinate.isValid` false) are left out, since GPX cannot hold them.
    public func xml() -> String {
        var out = XMLWriter()
        out.line(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        out.line(#"<gpx version="1.1" creator="\#(XMLText.escape(creator))" "#
            + #"xmlns="http://www.topografix.com/GPX/1/1" "#
            + #"xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" "#
            + #"xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">"#)
        if let name {
            out.line("  <metadata>")
            out.element("name", name, indent: 4)
            out.line("  </metadata>")
        }
        for waypoint in waypoints where waypoint.coordinate.isValid {
            out.point("wpt", waypoint.coordinate, indent: 2) { out in
                if let elevation = waypoint.elevation { out.element("ele", XMLWriter.decimal(elevation), indent: 4) }
                if let name = waypoint.name { out.element("name", name, indent: 4) }
                if let description = waypoint.description { out.element("desc", description, indent: 4) }
            }
        }
        for track in tracks {
            out.line("  <trk>")
            if let name = track.name { out.element("name", name, indent: 4) }
            for segment in track.segments {
                out.line("    <trkseg>")
                for point in segment where point.coordinate.isValid {
                    out.point("trkpt", point.coordinate, indent: 6) { out in
                        if let elevation = point.elevation { out.element("ele", XMLWriter.decimal(elevation), indent: 8) }
                        if let time = point.time { out.element("time", time.formatted(.iso8601), indent: 8) }
                    }
                }
                out.line("    </trkseg>")
            }
            out.line("  </trk>")
        }
        out.line("</gpx>")
        return out.text
    }
}
