import Directions
import Testing

@Suite struct RampTests {
    /// From a primary road up a slip road onto the M-06 motorway, along it, and off again onto a street.
    @Test func onRampMergeOffRampAndTurn() throws {
        var sketch = LegSketch()
        sketch.go(0, 200, name: "Kyivska Street", roadClass: .primary)
        sketch.go(30, 150, roadClass: .motorwayLink, exits: [0])
        sketch.go(0, 500, ref: "M-06", roadClass: .motorway, otherRoads: 1)   // the motorway arriving from behind
        sketch.go(10, 150, roadClass: .motorwayLink, exits: [0])  // leaves nearly straight: keep right
        sketch.go(100, 200, name: "Zhytomyrska Street", roadClass: .primary, exits: [280])
        let steps = Directions.steps(for: sketch.leg, language: try Languages.english())
        #expect(steps.types == [.depart, .onRamp, .merge, .offRamp, .turn, .arrive])
        #expect(steps[1].maneuver.modifier == .slightRight)
        #expect(steps[1].instruction == "Take the ramp on the right")
        #expect(steps[2].maneuver.modifier == .slightLeft)
        #expect(steps[2].ref == "M-06")
        #expect(steps[2].instruction == "Merge left onto M-06")
        #expect(steps[3].maneuver.modifier == .slightRight)
        #expect(steps[3].instruction == "Take the exit on the right")
        #expect(steps[4].maneuver.modifier == .right)

        let uk = Directions.steps(for: sketch.leg, language: try Languages.ukrainian())
        #expect(uk[2].instruction == "Перестройтеся ліворуч на M-06")
        #expect(uk[3].instruction == "Поверніть трохи праворуч на з'їзд")
    }

    @Test("a road that simply becomes a motorway, or a motorway that simply ends, gives no step")
    func motorwayWithoutJunction() throws {
        var sketch = LegSketch()
        sketch.go(0, 200, name: "Kyivska Street", roadClass: .primary)
        sketch.go(90, 500, ref: "M-06", roadClass: .motorway)
        sketch.go(0, 200, name: "Zhytomyrska Street", roadClass: .primary)
        let steps = Directions.steps(for: sketch.leg, language: try Languages.english())
        #expect(steps.types == [.depart, .arrive])
    }

    @Test("a slip road that simply continues as a street gives no step where nothing else meets it")
    func linkEndingWithoutJunction() throws {
        var sketch = LegSketch()
        sketch.go(0, 200, name: "Kyivska Street", roadClass: .primary)
        sketch.go(90, 150, name: "Slip", roadClass: .primaryLink)
        sketch.go(0, 200, name: "Zhytomyrska Street", roadClass: .primary)
        let steps = Directions.steps(for: sketch.leg, language: try Languages.english())
        #expect(steps.types == [.depart, .arrive])
    }

    @Test func linkBetweenOrdinaryRoadsIsNoRamp() throws {
        var sketch = LegSketch()
        sketch.go(0, 200, name: "Kyivska Street", roadClass: .primary)
        sketch.go(45, 80, roadClass: .primaryLink, exits: [0])
        sketch.go(90, 200, name: "Zhytomyrska Street", roadClass: .secondary, exits: [0])
        let steps = Directions.steps(for: sketch.leg, language: try Languages.english())
        #expect(!steps.types.contains(.onRamp))
        #expect(!steps.types.contains(.merge))
    }

    @Test func nameAndRefAreWrittenTogether() throws {
        var sketch = LegSketch()
        sketch.go(0, 200, name: "Kyivska Street", roadClass: .primary)
        sketch.go(90, 200, name: "Zhytomyr Highway", ref: "M-06", roadClass: .trunk, exits: [0])
        let steps = Directions.steps(for: sketch.leg, language: try Languages.english())
        #expect(steps[1].instruction == "Turn right onto Zhytomyr Highway (M-06)")
    }
}
