import Directions
import Geo
import RoadNetwork
import Routing
import Testing

@Suite struct StepLayoutTests {
    static func threeTurnLeg(start: Coordinate = LegSketch.centre) -> LegSketch {
        var sketch = LegSketch(start: start)
        sketch.go(0, 150, name: "Main Street")
        sketch.go(270, 100, name: "Oak Avenue", exits: [0, 90])
        sketch.go(0, 80, name: "Elm Street", exits: [270, 180])
        return sketch
    }

    @Test func departAndArriveAtTheEndsWithDistancesSummingToTheLeg() throws {
        let sketch = Self.threeTurnLeg()
        let leg = sketch.leg
        let steps = Directions.steps(for: leg, language: try Languages.english())
        #expect(steps.types == [.depart, .turn, .turn, .arrive])
        #expect(steps.first?.maneuver.location == leg.geometry.first)
        #expect(steps.last?.maneuver.location == leg.geometry.last)
        #expect(steps.first?.instruction == "Head north on Main Street")
        #expect(steps.first?.maneuver.bearingBefore == 0)
        #expect(steps.last?.maneuver.bearingBefore == 0)
        #expect(steps.last?.distance == 0)
        #expect(abs(steps.reduce(0) { $0 + $1.distance } - leg.distance) < 1e-6)
        #expect(abs(steps.reduce(0) { $0 + $1.duration } - leg.duration) < 1e-6)
        #expect(abs(steps[0].distance - 150) < 0.5)
        #expect(abs(steps[1].distance - 100) < 0.5)
        for (step, next) in zip(steps, steps.dropFirst()) {
            #expect(step.geometry.first == step.maneuver.location)
            #expect(step.geometry.last == next.maneuver.location)
        }
    }

    @Test func everyLegOfARouteEndsWithArrive() throws {
        let first = Self.threeTurnLeg().leg
        let second = Self.threeTurnLeg(start: first.geometry.last ?? LegSketch.centre).leg
        let route = Route(distance: first.distance + second.distance, duration: first.duration + second.duration,
                          geometry: first.geometry + second.geometry.dropFirst(), legs: [first, second], waypoints: [])
        let legs = Directions.steps(for: route, language: try Languages.english())
        #expect(legs.count == 2)
        for (steps, leg) in zip(legs, route.legs) {
            #expect(steps.first?.maneuver.type == .depart)
            #expect(steps.last?.maneuver.type == .arrive)
            #expect(steps.last?.maneuver.location == leg.geometry.last)
        }
    }

    @Test func legWithoutPiecesHasNoSteps() throws {
        let leg = RouteLeg(distance: 0, duration: 0, geometry: [], pieces: [])
        #expect(Directions.steps(for: leg, language: try Languages.english()).isEmpty)
    }

    @Test func boardingAFerryIsANotification() throws {
        var sketch = LegSketch()
        sketch.go(0, 100, name: "Port Road")
        sketch.go(0, 500, name: "Kerch Ferry", roadClass: .ferry, ferry: true)
        sketch.go(0, 100, name: "Port Road")
        let steps = Directions.steps(for: sketch.leg, language: try Languages.english())
        #expect(steps.types == [.depart, .notification, .notification, .arrive])
        #expect(steps[1].mode == .ferry)
        #expect(steps[1].instruction == "Take the ferry Kerch Ferry")
        #expect(steps[2].mode == .profile)
    }

    @Test("the arrival says which side of the road the destination lies on, as OSRM's arrive modifier")
    func arrivalSide() throws {
        var sketch = LegSketch()
        sketch.go(0, 100, name: "Main Street")
        let end = sketch.position
        let english = try Languages.english()
        let cases: [(Coordinate?, ManeuverModifier?, String)] = [
            (end.destination(bearing: 90, distance: 20), .right, "You have arrived at your destination on Main Street, on the right"),
            (end.destination(bearing: 265, distance: 20), .left, "You have arrived at your destination on Main Street, on the left"),
            (end.destination(bearing: 0, distance: 20), .straight, "You have arrived at your destination on Main Street"),
            (end, .straight, "You have arrived at your destination on Main Street"),
            (nil, nil, "You have arrived at your destination on Main Street"),
        ]
        for (destination, side, instruction) in cases {
            let arrival = try #require(Directions.steps(for: sketch.leg, language: english, destination: destination).last)
            #expect(arrival.maneuver.modifier == side, "\(String(describing: destination))")
            #expect(arrival.instruction == instruction)
        }
        let ukrainian = try #require(Directions.steps(for: sketch.leg, language: try Languages.ukrainian(), destination: cases[1].0).last)
        #expect(ukrainian.instruction.hasSuffix("ліворуч"), "\(ukrainian.instruction)")
    }

    @Test func walkingTheBikeIsANotification() throws {
        var sketch = LegSketch()
        sketch.go(0, 100, name: "Main Street")
        sketch.go(0, 60, name: "Main Street", pushed: true)
        let steps = Directions.steps(for: sketch.leg, language: try Languages.english())
        #expect(steps.types == [.depart, .notification, .arrive])
        #expect(steps.map(\.mode) == [.profile, .pushing, .pushing])
        #expect(steps[1].distance > 55 && steps[1].distance < 65)
        #expect(steps[1].instruction == "Walk your bike along Main Street")
        #expect(Directions.steps(for: sketch.leg, language: try Languages.ukrainian())[1].instruction == "Ведіть велосипед Main Street")
    }
}
