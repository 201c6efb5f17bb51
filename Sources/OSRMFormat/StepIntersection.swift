import Geo

/// One junction a step passes, as OSRM's `intersection` object: the bearings of the roads there (sorted
/// clockwise from north), which of them may be entered, and the indices of the road arrived on (`in`) and
/// left on (`out`).
struct StepIntersection: Sendable, Hashable {
    var location: Coordinate
    var bearings: [Int]
    var entry: [Bool]
    var inIndex: Int?
    var outIndex: Int?

    /// The intersection where a piece starts: arrived along `arrival` (bearing of travel), leaving along
    /// `departure`, with the other roads' bearings `others`. Either travel bearing may be missing (at a
    /// leg's ends).
    init(location: Coordinate, arrival: Double?, departure: Double?, others: [Double]) {
        self.location = location
        let back = arrival.map { Self.whole($0 + 180) }
        let out = departure.map(Self.whole)
        var roads = others.map(Self.whole)
        if let back { roads.append(back) }
        if let out { roads.append(out) }
        roads.sort()
        var bearings: [Int] = []
        bearings.reserveCapacity(roads.count)
        for road in roads where road != bearings.last { bearings.append(road) }
        self.bearings = bearings
        entry = bearings.map { $0 != back || $0 == out }
        inIndex = back.flatMap { bearings.firstIndex(of: $0) }
        outIndex = out.flatMap { bearings.firstIndex(of: $0) }
    }

    /// Writes the OSRM object (`in`/`out` only where they exist).
    func write(into json: inout JSONWriter) {
        json.object { json in
            json.key("location")
            json.coordinate(longitude: location.longitude, latitude: location.latitude)
            json.key("bearings")
            json.array { json in for bearing in bearings { json.value(bearing) } }
            json.key("entry")
            json.array { json in for flag in entry { json.value(flag) } }
            if let inIndex { json.member("in", inIndex) }
            if let outIndex { json.member("out", outIndex) }
        }
    }

    /// A bearing rounded to a whole degree in 0…359.
    private static func whole(_ bearing: Double) -> Int {
        let degrees = Int(bearing.rounded()) % 360
        return degrees < 0 ? degrees + 360 : degrees
    }
}
