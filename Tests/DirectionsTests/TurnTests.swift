import Directions
import Geo
import Testing

@Suite struct TurnTests {
    /// North on Main Street, then a turn of `angle` onto Oak Avenue at a junction with roads on `exits`
    /// (by default one straight on).
    private func turnLeg(angle: Double, exits: [Double] = [0]) -> LegSketch {
        var sketch = LegSketch()
        sketch.go(0, 120, name: "Main Street")
        sketch.go(LegSketch.turned(0, by: angle), 120, name: "Oak Avenue", exits: exits)
        return sketch
    }

    @Test func leftTurnIsLeftInBothLanguages() throws {
        let leg = turnLeg(angle: -90).leg
        let steps = Directions.steps(for: leg, language: try Languages.english())
        #expect(steps.types == [.depart, .turn, .arrive])
        #expect(steps[1].maneuver.modifier == .left)
        #expect(steps[1].name == "Oak Avenue")
        #expect(steps[1].instruction == "Turn left onto Oak Avenue")
        #expect(steps[1].maneuver.bearingBefore == 0)
        #expect(steps[1].maneuver.bearingAfter == 270)

        var ukrainian = LegSketch()
        ukrainian.go(0, 120, name: "вулиця Січових Стрільців")
        ukrainian.go(270, 120, name: "вулиця Хрещатик", exits: [0, 90])
        let uk = Directions.steps(for: ukrainian.leg, language: try Languages.ukrainian())
        #expect(uk[1].instruction == "Поверніть ліворуч на вулицю Хрещатик")
    }

    @Test(arguments: [
        (90.0, ManeuverModifier.right), (-40, .slightLeft), (40, .slightRight),
        (155, .sharpRight), (-155, .sharpLeft), (-120, .left),
    ])
    func turnModifiers(angle: Double, expected: ManeuverModifier) throws {
        let steps = Directions.steps(for: turnLeg(angle: angle).leg, language: try Languages.english())
        #expect(steps.types == [.depart, .turn, .arrive])
        #expect(steps[1].maneuver.modifier == expected)
    }

    @Test func thresholdsBetweenStraightAndSlight() throws {
        let english = try Languages.english()
        let nearlyStraight = Directions.steps(for: turnLeg(angle: 15, exits: [90, 270]).leg, language: english)
        #expect(nearlyStraight[1].maneuver.type == .newName)
        #expect(nearlyStraight[1].maneuver.modifier == .straight)
        let slight = Directions.steps(for: turnLeg(angle: 25, exits: [90, 270]).leg, language: english)
        #expect(slight[1].maneuver.type == .turn)
        #expect(slight[1].maneuver.modifier == .slightRight)
        #expect(slight[1].instruction == "Make a slight right onto Oak Avenue")
    }

    @Test func uTurnOnTheSameStreet() throws {
        var sketch = LegSketch()
        sketch.go(0, 120, name: "Main Street")
        sketch.go(180, 120, name: "Main Street", exits: [0, 90])
        let steps = Directions.steps(for: sketch.leg, language: try Languages.english())
        #expect(steps.types == [.depart, .continue, .arrive])
        #expect(steps[1].maneuver.modifier == .uturn)
        #expect(steps[1].instruction == "Make a U-turn and continue on Main Street")
    }

    /// A 2 m jog to the north-east just before the junction must not decide the turn: measured over ~15 m
    /// the road arrives heading north, so turning east is a right turn, not a slight right.
    @Test func turnAngleIgnoresATinyLastSegment() throws {
        var sketch = LegSketch()
        sketch.go(0, 100, name: "Main Street")
        let jog = sketch.position.destination(bearing: 45, distance: 2)
        sketch.add([jog], name: "Main Street", exits: [])
        sketch.go(90, 100, name: "Oak Avenue", exits: [0, 270])
        let steps = Directions.steps(for: sketch.leg, language: try Languages.english())
        #expect(steps.types == [.depart, .turn, .arrive])
        #expect(steps[1].maneuver.modifier == .right)
    }

    @Test func piecesOfTheSameStreetCollapse() throws {
        var sketch = LegSketch()
        sketch.go(0, 100, name: "вулиця Хрещатик")
        sketch.go(0, 100, name: "вулиця Хрещатик", exits: [90, 270])
        sketch.go(30, 100, name: "вулиця Хрещатик", exits: [120, 300])  // bends, no other road forward
        sketch.go(30, 100, name: "вулиця Хрещатик")
        let steps = Directions.steps(for: sketch.leg, language: try Languages.ukrainian())
        #expect(steps.types == [.depart, .arrive])
        #expect(abs(steps[0].distance - sketch.leg.distance) < 1e-6)
        #expect(steps[0].geometry.count == sketch.leg.geometry.count)
    }

    @Test func sameStreetBendingAwayFromARoadStraightOnIsContinue() throws {
        var sketch = LegSketch()
        sketch.go(0, 100, name: "Main Street")
        sketch.go(35, 100, name: "Main Street", exits: [0])
        let steps = Directions.steps(for: sketch.leg, language: try Languages.english())
        #expect(steps.types == [.depart, .continue, .arrive])
        #expect(steps[1].maneuver.modifier == .slightRight)
    }

    @Test func nameChangeWithoutTurnIsNewName() throws {
        var sketch = LegSketch()
        sketch.go(0, 100, name: "Main Street")
        sketch.go(0, 100, name: "High Street", exits: [90, 270])
        let steps = Directions.steps(for: sketch.leg, language: try Languages.english())
        #expect(steps.types == [.depart, .newName, .arrive])
        #expect(steps[1].maneuver.modifier == .straight)
        #expect(steps[1].instruction == "Continue onto High Street")
    }

    /// Straight on, from one name and ref to the next: a `new name` step or none (OSRM's rule).
    @Test(arguments: [
        ("Main Street", "", "Main Street", "B12", false),   // a ref appears
        ("Main Street", "B12", "Main Street", "", false),   // a ref is dropped
        ("Main", "", "Main Street", "", false),             // one name begins the other
        ("Main Street", "", "", "", false),                 // the name is dropped
        ("", "A1", "", "A1;E40", false),                    // one ref holds the other
        ("", "", "Main Street", "", true),                  // an unnamed road gets a name
        ("Main Street", "", "High Street", "", true),
        ("", "A1", "Main Street", "", true),                // known by its ref, then by a name
        ("Main Street", "", "", "A1", true),
        ("", "A1", "", "A2", true),
        ("Main Street", "A1", "Main Street", "A2", true),   // same name, another ref
    ])
    func newNameOrNone(from: String, fromRef: String, to: String, toRef: String, announced: Bool) throws {
        var sketch = LegSketch()
        sketch.go(0, 100, name: from, ref: fromRef)
        sketch.go(0, 100, name: to, ref: toRef, exits: [90, 270])
        let steps = Directions.steps(for: sketch.leg, language: try Languages.english())
        #expect(steps.types == (announced ? [.depart, .newName, .arrive] : [.depart, .arrive]))
    }

    /// Both branches within the straight range, 30° apart: neither is the straight continuation.
    @Test func forkBetweenTwoSimilarRoads() throws {
        var sketch = LegSketch()
        sketch.go(0, 100, name: "Main Street")
        sketch.go(15, 100, name: "East Road", exits: [345])
        let steps = Directions.steps(for: sketch.leg, language: try Languages.english())
        #expect(steps.types == [.depart, .fork, .arrive])
        #expect(steps[1].maneuver.modifier == .slightRight)
        #expect(steps[1].instruction == "Keep right at the fork onto East Road")

        var left = LegSketch()
        left.go(0, 100, name: "Main Street")
        left.go(345, 100, name: "West Road", exits: [15])
        let leftSteps = Directions.steps(for: left.leg, language: try Languages.ukrainian())
        #expect(leftSteps[1].maneuver.type == .fork)
        #expect(leftSteps[1].instruction == "На розвилці тримайтеся лівіше на West Road")
    }

    @Test func aSideRoadBesideTheStraightOnIsNoFork() throws {
        var sketch = LegSketch()
        sketch.go(0, 100, name: "Main Street")
        sketch.go(0, 100, name: "Main Street", exits: [25])
        let steps = Directions.steps(for: sketch.leg, language: try Languages.english())
        #expect(steps.types == [.depart, .arrive])
    }
}
