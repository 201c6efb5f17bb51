import Directions
import Geo
import RoadNetwork
import Routing

/// Draws legs piece by piece on a made-up street map around a centre in Kyiv: each piece starts where the
/// previous one ended. Bearings are degrees clockwise from north, lengths metres; cars go 10 m/s.
struct LegSketch {
    static let centre = Coordinate(latitude: 50.4500, longitude: 30.5200)

    private(set) var pieces: [RoutePiece] = []
    private(set) var position: Coordinate

    init(start: Coordinate = LegSketch.centre) {
        position = start
    }

    /// A straight piece: `length` metres on `bearing`, a point every 10 m.
    mutating func go(_ bearing: Double, _ length: Double, name: String = "", ref: String = "",
                     roadClass: RoadClass = .residential, roundabout: Bool = false, ferry: Bool = false,
                     exits: [Double] = [], otherRoads: Int? = nil, pushed: Bool = false) {
        let start = position
        let count = max(1, Int((length / 10).rounded(.up)))
        let points = (0...count).map { start.destination(bearing: bearing, distance: length * Double($0) / Double(count)) }
        add(points, name: name, ref: ref, roadClass: roadClass, roundabout: roundabout, ferry: ferry, exits: exits, otherRoads: otherRoads,
            pushed: pushed)
    }

    /// A piece through `points` (the current position is prepended).
    mutating func add(_ points: [Coordinate], name: String = "", ref: String = "", roadClass: RoadClass = .residential,
                      roundabout: Bool = false, ferry: Bool = false, exits: [Double] = [], otherRoads: Int? = nil, pushed: Bool = false) {
        let geometry = [position] + points.drop { $0 == position }
        let distance = zip(geometry, geometry.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        pieces.append(RoutePiece(geometry: geometry, distance: distance, duration: distance / 10, name: name, ref: ref,
                                 roadClass: roadClass, isRoundabout: roundabout, isFerry: ferry,
                                 otherExits: pieces.isEmpty ? [] : exits, otherRoads: pieces.isEmpty ? 0 : otherRoads, isPushed: pushed))
        position = geometry.last ?? position
    }

    /// The leg of all pieces so far.
    var leg: RouteLeg {
        let geometry = pieces.reduce(into: [Coordinate]()) { all, piece in
            all += all.last == piece.geometry.first ? Array(piece.geometry.dropFirst()) : piece.geometry
        }
        return RouteLeg(distance: pieces.reduce(0) { $0 + $1.distance },
                        duration: pieces.reduce(0) { $0 + $1.duration }, geometry: geometry, pieces: pieces)
    }

    /// The bearing `angle` degrees to the right of `bearing`, in 0..<360.
    static func turned(_ bearing: Double, by angle: Double) -> Double {
        (bearing + angle + 720).truncatingRemainder(dividingBy: 360)
    }
}

/// The languages shipped.
enum Languages {
    static func english() throws -> InstructionLanguage { try Instructions.language(code: "en") }
    static func ukrainian() throws -> InstructionLanguage { try Instructions.language(code: "uk") }
}

extension Array where Element == RouteStep {
    /// The maneuver types, in order.
    var types: [ManeuverType] { map(\.maneuver.type) }
}
