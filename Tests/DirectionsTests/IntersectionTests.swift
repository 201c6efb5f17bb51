import Directions
import Geo
import RoadNetwork
import Routing
import Testing

/// Each junction is measured once: a step's intersections start at its maneuver, cover every piece exactly
/// once (even when the leg comes back through a junction), and their in/out bearings are the maneuver's.
@Suite struct IntersectionTests {
    /// A block round and back through the first junction, with a 5 m piece and a roundabout-free loop.
    static func loopLeg() -> LegSketch {
        var sketch = LegSketch()
        sketch.go(0, 120, name: "Main Street")
        sketch.go(90, 100, name: "Oak Avenue", exits: [0, 270])
        sketch.go(180, 5, name: "Oak Avenue")
        sketch.go(180, 115, name: "Elm Street", exits: [90])
        sketch.go(270, 100, name: "Ash Lane", exits: [180])
        sketch.go(0, 120, name: "Main Street", exits: [180, 270])   // back along the first junction's road
        sketch.go(90, 60, name: "Birch Road", exits: [0])
        return sketch
    }

    @Test(arguments: [loopLeg(), StepLayoutTests.threeTurnLeg()])
    func intersectionsFollowTheSteps(sketch: LegSketch) throws {
        let steps = Directions.steps(for: sketch.leg, language: try Languages.english())
        let intersections = steps.dropLast().flatMap(\.intersections)
        #expect(intersections.count == sketch.pieces.count)
        #expect(intersections.map(\.location) == sketch.pieces.map { $0.geometry[0] })
        #expect(steps.last?.intersections.count == 1)
        for step in steps {
            let first = try #require(step.intersections.first)
            #expect(first.location == step.maneuver.location)
            if step.maneuver.type != .depart {
                let arrivedOn = try #require(first.inIndex.map { first.bearings[$0] })
                #expect((arrivedOn + 180) % 360 == step.maneuver.bearingBefore, "\(step.maneuver.type) \(step.name)")
                // The road arrived on is no entry, except at the leg's end (OSRM's arrive: `entry: [true]`).
                #expect(first.entry[first.inIndex ?? 0] == (step.maneuver.type == .arrive))
            }
            if step.maneuver.type != .arrive {
                #expect(first.outIndex.map { first.bearings[$0] } == step.maneuver.bearingAfter, "\(step.maneuver.type) \(step.name)")
            }
        }
    }

    @Test func otherRoadsAreListedClockwiseAndEnterable() throws {
        let steps = Directions.steps(for: StepLayoutTests.threeTurnLeg().leg, language: try Languages.english())
        let turn = try #require(steps[1].intersections.first)     // arrived going north, turning west; roads north and east
        #expect(turn.bearings == [0, 90, 180, 270])
        #expect(turn.entry == [true, true, false, true])
        #expect(turn.inIndex == 2 && turn.outIndex == 3)
    }
}
