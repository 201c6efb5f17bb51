import Directions
import Geo
import Routing

/// Finds the junctions each step of a leg passes: a step covers the pieces from its maneuver up to the next
/// step's maneuver, and every piece starts at a junction.
enum StepIntersections {
    /// One list per step, in order: the start of every piece the step covers (for `arrive`: the leg's end).
    static func of(_ steps: [RouteStep], pieces: [RoutePiece]) -> [[StepIntersection]] {
        var result: [[StepIntersection]] = []
        result.reserveCapacity(steps.count)
        var piece = 0
        for (index, step) in steps.enumerated() {
            if step.maneuver.type == .arrive || piece >= pieces.count {
                let arrival = pieces.last.flatMap { lastBearing(of: $0.geometry) }
                result.append([StepIntersection(location: step.maneuver.location, arrival: arrival, departure: nil, others: [])])
                continue
            }
            let end = nextStart(after: piece, pieces: pieces, next: index + 1 < steps.count ? steps[index + 1] : nil)
            result.append((piece..<end).map { k in
                StepIntersection(location: pieces[k].geometry.first ?? step.maneuver.location,
                                 arrival: k > 0 ? lastBearing(of: pieces[k - 1].geometry) : nil,
                                 departure: firstBearing(of: pieces[k].geometry), others: pieces[k].otherExits)
            })
            piece = end
        }
        return result
    }

    /// The first piece after `piece` where the `next` step begins (all pieces when it is the arrival).
    private static func nextStart(after piece: Int, pieces: [RoutePiece], next: RouteStep?) -> Int {
        guard let next, next.maneuver.type != .arrive else { return pieces.count }
        var k = piece + 1
        while k < pieces.count, pieces[k].geometry.first != next.maneuver.location { k += 1 }
        return k < pieces.count ? k : piece + 1
    }

    private static func firstBearing(of line: [Coordinate]) -> Double? {
        guard let start = line.first, let along = line.first(where: { $0 != start }) else { return nil }
        return start.bearing(to: along)
    }

    private static func lastBearing(of line: [Coordinate]) -> Double? {
        guard let end = line.last, let before = line.last(where: { $0 != end }) else { return nil }
        return before.bearing(to: end)
    }
}
