import Testing
import RoadNetwork

/// `maxspeed` values and the limit they mean in km/h.
let limitCases: [(String, Double)] = [
    ("50", 50.0), ("50 km/h", 50), ("50kmh", 50), ("50.5", 50.5), (" 70 ", 70),
    ("30 mph", 30 * 1.609344), ("30mph", 30 * 1.609344), ("10 knots", 18.52),
    ("DE:urban", 50), ("DE:rural", 100), ("RU:urban", 60), ("FR:urban", 50), ("FR:rural", 80),
    ("UK:nsl_single", 96.56), ("UK:nsl_dual", 112.65), ("XX:urban", 50), ("XX:rural", 90),
    ("zone:30", 30), ("zone30", 30), ("DE:zone30", 30), ("DE:zone:20", 20), ("FR:zone30", 30),
    ("50;30", 30), ("30;50", 30), ("none;80", 80), ("walk;60", 60),
]

@Suite("maxspeed values")
struct SpeedLimitTests {
    @Test(arguments: limitCases)
    func limits(_ value: String, _ kmh: Double) throws {
        let limit = try #require(SpeedLimit(value))
        let parsed = try #require(limit.kilometresPerHour)
        #expect(abs(parsed - kmh) < 1e-9)
    }

    @Test(arguments: ["none", "DE:motorway", "XX:motorway", "none;none"])
    func unlimited(_ value: String) {
        #expect(SpeedLimit(value) == .unlimited)
    }

    @Test(arguments: ["walk", "signals", "variable", "", ";", "abc", "0", "50 furlongs", "mph", "DE:nowhere", "zone:"])
    func ignored(_ value: String) {
        #expect(SpeedLimit(value) == nil)
    }
}

@Suite("duration values")
struct DurationTagTests {
    @Test(arguments: [
        ("01:30", 5400), ("1:30", 5400), ("45", 2700), ("00:45:30", 2730), ("0:05", 300),
        ("PT1H30M", 5400), ("PT45S", 45), ("P1DT1H", 90000), ("PT2H", 7200),
    ])
    func seconds(_ value: String, _ expected: Int) {
        #expect(DurationTag.seconds(value) == expected)
    }

    @Test(arguments: ["", "soon", "1:", ":30", "1:2:3:4", "0", "00:00", "PT", "P1H", "PT1X", "1h30"])
    func rejected(_ value: String) {
        #expect(DurationTag.seconds(value) == nil)
    }
}
