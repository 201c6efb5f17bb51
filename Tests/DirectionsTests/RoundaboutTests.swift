import Directions
import Geo
import Testing

@Suite struct RoundaboutTests {
    static let radius = 20.0

    /// The point of the roundabout (centred on the sketch centre) at `angle` degrees clockwise from north.
    static func rim(_ angle: Double) -> Coordinate {
        LegSketch.centre.destination(bearing: angle, distance: radius)
    }

    /// Counter-clockwise along the rim from `from` to `to` degrees (to < from), a point every 5°.
    static func arc(from: Double, to: Double) -> [Coordinate] {
        stride(from: from, through: to, by: -5).map { rim(($0 + 360).truncatingRemainder(dividingBy: 360)) }
    }

    /// In from the south heading north; round the rim through junctions every 45°; roads leave east (90°),
    /// north (0°) and west (270°); the other junctions have no road to take (one-way entries). Leaves west.
    static func roundaboutLeg() -> LegSketch {
        var sketch = LegSketch(start: LegSketch.centre.destination(bearing: 180, distance: radius + 100))
        sketch.go(0, 100, name: "вулиця Шевченка")
        let junctionExits: [Double: [Double]] = [90: [90], 0: [0]]
        var angle = 180.0
        while angle > 270 - 360 {
            let exits = junctionExits[(angle + 360).truncatingRemainder(dividingBy: 360)] ?? []
            sketch.add(arc(from: angle, to: angle - 45), name: "", roadClass: .primary, roundabout: true, exits: exits)
            angle -= 45
        }
        sketch.go(270, 100, name: "вулиця Франка", exits: [180])
        return sketch
    }

    @Test func thirdExitCountsOnlyJunctionsWithARoad() throws {
        let sketch = Self.roundaboutLeg()
        let steps = Directions.steps(for: sketch.leg, language: try Languages.english())
        #expect(steps.types == [.depart, .roundabout, .arrive])
        let roundabout = steps[1]
        #expect(roundabout.maneuver.exit == 3)
        #expect(roundabout.maneuver.modifier == .left)
        #expect(roundabout.name == "вулиця Франка")
        #expect(roundabout.maneuver.location.distance(to: Self.rim(180)) < 0.01)
        #expect(roundabout.instruction == "Enter the roundabout and take the 3rd exit onto вулиця Франка")

        let uk = Directions.steps(for: sketch.leg, language: try Languages.ukrainian())
        #expect(uk[1].instruction == "На кільці виїжджайте на 3-й з'їзд на вулицю Франка")
    }

    @Test func roundaboutStepCoversTheRoundaboutAndTheExitRoad() throws {
        let sketch = Self.roundaboutLeg()
        let steps = Directions.steps(for: sketch.leg, language: try Languages.english())
        let expected = sketch.pieces.dropFirst().reduce(0) { $0 + $1.distance }
        #expect(abs(steps[1].distance - expected) < 1e-6)
        #expect(steps[1].geometry.last == steps[2].maneuver.location)
    }

    @Test func legStartingOnTheRoundaboutExitsIt() throws {
        var sketch = LegSketch(start: Self.rim(90))
        sketch.add(Self.arc(from: 90, to: 45), roadClass: .primary, roundabout: true)
        sketch.add(Self.arc(from: 45, to: 0), roadClass: .primary, roundabout: true, exits: [])
        sketch.go(0, 100, name: "North Road", exits: [270])
        let steps = Directions.steps(for: sketch.leg, language: try Languages.english())
        #expect(steps.types == [.depart, .exitRoundabout, .arrive])
        #expect(steps[1].maneuver.exit == 1)
        #expect(steps[1].instruction == "Exit the roundabout onto North Road")
    }
}
