import Geo
import Routing

/// Turn-by-turn directions: the maneuvers of a route, each with its stretch of road and instruction text.
///
/// ```swift
/// let english = try Instructions.language(code: "en")
/// for step in Directions.steps(for: route.legs[0], language: english) {
///     print(step.maneuver.type.rawValue, step.instruction)
/// }
/// // depart  Head north on Main Street
/// // turn    Turn left onto Oak Avenue
/// // arrive  You have arrived at your destination on Oak Avenue
/// ```
/// The rules for choosing maneuvers are described on ``ManeuverModifier`` (angle thresholds) and in
/// `Steps/ManeuverPlanner.swift`; turn angles are measured over ~15 m either side of a junction.
public enum Directions {
    /// The steps of one leg: `depart`, the maneuvers, then `arrive` at the leg's end — on the `destination`'s side of
    /// the road when it is given (the coordinate asked for, off the road: `left` or `right`, else `straight`, as
    /// OSRM). Step distances and durations are sums of whole pieces, so they add up to the pieces' totals. A leg
    /// without pieces has no steps. O(pieces + points · log points).
    public static func steps(for leg: RouteLeg, language: InstructionLanguage, destination: Coordinate? = nil) -> [RouteStep] {
        let pieces = leg.pieces
        let path = LegPath(pieces: pieces)
        let junctions = JunctionBearings.of(pieces: pieces, path: path)
        guard let lastPiece = pieces.last, let end = junctions.last else { return [] }
        let planned = ManeuverPlanner(pieces: pieces, junctions: junctions).plan()

        var steps = planned.indices.map { position in
            let plan = planned[position]
            let next = position + 1 < planned.count ? planned[position + 1].firstPiece : pieces.count
            let covered = pieces[plan.firstPiece..<next]
            let named = pieces[plan.namePiece]
            let junction = junctions[plan.firstPiece]
            let maneuver = StepManeuver(
                type: plan.type, modifier: plan.modifier, exit: plan.exit, location: junction.location,
                bearingBefore: plan.type == .depart ? 0 : whole(junction.before), bearingAfter: whole(junction.after))
            return RouteStep(maneuver: maneuver, name: named.name, ref: named.ref,
                             distance: covered.reduce(0) { $0 + $1.distance },
                             duration: covered.reduce(0) { $0 + $1.duration },
                             geometry: path.geometry(fromPiece: plan.firstPiece, toPiece: next),
                             mode: named.mode, roadClass: named.roadClass, isLeftHandTraffic: named.isLeftHandTraffic, instruction: "",
                             intersections: junctions[plan.firstPiece..<next].map(\.intersection))
        }
        let arrival = StepManeuver(type: .arrive, modifier: destination.map { side(of: $0, arrivingAt: end) }, exit: nil,
                                   location: end.location, bearingBefore: whole(end.before), bearingAfter: 0)
        steps.append(RouteStep(maneuver: arrival, name: lastPiece.name, ref: lastPiece.ref, distance: 0,
                               duration: 0, geometry: [end.location, end.location], mode: lastPiece.mode,
                               roadClass: lastPiece.roadClass, isLeftHandTraffic: lastPiece.isLeftHandTraffic, instruction: "",
                               intersections: [end.intersection]))
        for index in steps.indices {
            steps[index].instruction = language.instruction(for: steps[index])
        }
        return steps
    }

    /// The steps of every leg of `route`, one array per leg, each from `depart` to `arrive`.
    public static func steps(for route: Route, language: InstructionLanguage) -> [[RouteStep]] {
        route.legs.enumerated().map { index, leg in
            steps(for: leg, language: language, destination: index + 1 < route.waypoints.count ? route.waypoints[index + 1].input : nil)
        }
    }

    /// A destination further than this from the road's end point lies to one side of it, metres.
    static let sideDistance = 1.0

    /// Which side of the road `destination` lies on for a traveller arriving at `end`: `left` or `right` when it lies
    /// more than ``sideDistance`` off and more than 10° off the line of travel, else `straight`.
    private static func side(of destination: Coordinate, arrivingAt end: JunctionBearings) -> ManeuverModifier {
        guard let before = end.before, end.location.distance(to: destination) > sideDistance else { return .straight }
        let angle = (end.location.bearing(to: destination) - before + 540).truncatingRemainder(dividingBy: 360) - 180
        return abs(angle) <= 10 || abs(angle) >= 170 ? .straight : angle < 0 ? .left : .right
    }

    private static func whole(_ bearing: Double?) -> Int {
        bearing.map(TurnAngle.wholeBearing) ?? 0
    }
}
