import Testing
import RoadNetwork

/// A node's tags and whether each profile is stopped there: (car, bike, foot).
struct BarrierCase: CustomTestStringConvertible, Sendable {
    let tags: [String: String]
    let car: Bool
    let bike: Bool
    let foot: Bool

    var testDescription: String {
        describe(tags)
    }
}

private func node(_ tags: [String: String], car: Bool, bike: Bool, foot: Bool) -> BarrierCase {
    BarrierCase(tags: tags, car: car, bike: bike, foot: foot)
}

let barrierCases: [BarrierCase] = [
    node([:], car: false, bike: false, foot: false),
    node(["highway": "traffic_signals"], car: false, bike: false, foot: false),
    node(["barrier": "bollard"], car: true, bike: false, foot: false),
    node(["barrier": "block"], car: true, bike: false, foot: false),
    node(["barrier": "jersey_barrier"], car: true, bike: false, foot: false),
    node(["barrier": "chain"], car: true, bike: false, foot: false),
    node(["barrier": "cycle_barrier"], car: true, bike: false, foot: false),
    node(["barrier": "turnstile"], car: true, bike: true, foot: false),
    node(["barrier": "spikes"], car: true, bike: false, foot: false),
    node(["barrier": "bollard", "motorcar": "yes"], car: false, bike: false, foot: false),
    node(["barrier": "bollard", "access": "no", "foot": "yes", "bicycle": "yes"], car: true, bike: false, foot: false),
    node(["barrier": "gate"], car: false, bike: false, foot: false),
    node(["barrier": "lift_gate"], car: false, bike: false, foot: false),
    node(["barrier": "swing_gate"], car: false, bike: false, foot: false),
    node(["barrier": "gate", "access": "private"], car: false, bike: true, foot: true),
    node(["barrier": "gate", "access": "destination"], car: false, bike: false, foot: false),
    node(["barrier": "gate", "access": "no", "foot": "yes"], car: true, bike: true, foot: false),
    node(["barrier": "gate", "motor_vehicle": "no"], car: true, bike: false, foot: false),
    node(["barrier": "lift_gate", "motor_vehicle": "no", "motorcar": "yes"], car: false, bike: false, foot: false),
    node(["barrier": "gate", "locked": "yes"], car: true, bike: true, foot: true),
    node(["barrier": "kerb"], car: true, bike: false, foot: false),
    node(["barrier": "kerb", "kerb": "lowered"], car: false, bike: false, foot: false),
    node(["barrier": "kerb", "highway": "crossing"], car: false, bike: false, foot: false),
    node(["barrier": "bollard", "bollard": "rising"], car: false, bike: false, foot: false),
    node(["barrier": "height_restrictor", "maxheight": "1.9"], car: true, bike: false, foot: false),
    node(["barrier": "wall"], car: true, bike: true, foot: true),
    node(["barrier": "fence"], car: true, bike: true, foot: true),
    node(["access": "no"], car: true, bike: true, foot: true),
    node(["access": "no", "foot": "some_tag"], car: true, bike: true, foot: false),
    node(["foot": "no"], car: false, bike: false, foot: true),
    node(["bicycle": "no"], car: false, bike: true, foot: false),
    // On a crossing, access says who may cross the road there, not who may travel along it.
    node(["highway": "crossing", "bicycle": "no"], car: false, bike: false, foot: false),
    node(["highway": "crossing", "access": "no"], car: false, bike: false, foot: false),
    node(["highway": "crossing", "barrier": "gate", "locked": "yes"], car: true, bike: true, foot: true),
    node(["ford": "yes"], car: false, bike: false, foot: false),
]

@Suite("Node barriers by profile")
struct NodeBarrierTests {
    @Test(arguments: barrierCases)
    func barrier(_ row: BarrierCase) {
        #expect(Profile.car.nodeBarrier(row.tags) == row.car, "car")
        #expect(Profile.bike.nodeBarrier(row.tags) == row.bike, "bike")
        #expect(Profile.foot.nodeBarrier(row.tags) == row.foot, "foot")
    }
}
