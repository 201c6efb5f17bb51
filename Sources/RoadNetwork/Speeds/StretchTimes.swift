/// The time of each stretch (two consecutive points, in travel order) of the directed segments live speeds named —
/// what a speed file sets, stretch by stretch, where a segment's time is their sum — and whether a speed named it.
/// Routes report them per stretch (OSRM's per-node-pair `annotation.duration` and `datasources`), and a later speed
/// file keeps the ones it does not name. Only those segments are kept, each with the time the profile gave it (so that
/// speeds can be reset).
public struct StretchTimes: Sendable, Hashable {
    /// The directed segments with stretch times, ascending.
    public private(set) var segments: [UInt32] = []
    /// Where each segment's stretches start in ``seconds`` (one more entry than ``segments``).
    public private(set) var first: [UInt32] = [0]
    /// Per stretch, seconds (infinity: closed by a speed of 0).
    public private(set) var seconds: [Float] = []
    /// Per stretch, 1 when a speed file named it, else 0 (its time the profile's share of the segment's).
    public private(set) var named: [UInt8] = []
    /// Per segment, the time the profile gave it before any speeds (NaN in maps written before it was kept).
    public private(set) var profileSeconds: [Float] = []

    /// The times of one directed segment's stretches, in travel order.
    public struct Segment: Sendable, Hashable {
        public var seconds: [Float]
        public var named: [Bool]
        /// The segment's time under the profile alone.
        public var profileSeconds: Float
    }

    /// None.
    public init() {}

    /// As a map file keeps it (checked by the reader, ``fits(directed:stretchCount:)``).
    init(segments: [UInt32], first: [UInt32], seconds: [Float], named: [UInt8], profileSeconds: [Float]) {
        self.segments = segments
        self.first = first
        self.seconds = seconds
        self.named = named
        self.profileSeconds = profileSeconds
    }

    /// Whether the parts fit a profile whose directed segment `d` has `stretchCount(d)` stretches (`directed` in all).
    func fits(directed: Int, stretchCount: (Int) -> Int) -> Bool {
        guard first.count == segments.count + 1, first.first == 0, Int(first.last ?? 0) == seconds.count, named.count == seconds.count,
              zip(segments, segments.dropFirst()).allSatisfy({ $0 < $1 }), segments.last.map({ Int($0) < directed }) ?? true,
              named.allSatisfy({ $0 <= 1 }), seconds.allSatisfy({ !$0.isNaN && $0 >= 0 }), profileSeconds.count == segments.count,
              profileSeconds.allSatisfy({ $0.isNaN || ($0.isFinite && $0 >= 0) }) else { return false }
        return segments.indices.allSatisfy { first[$0] <= first[$0 + 1] && Int(first[$0 + 1] - first[$0]) == stretchCount(Int(segments[$0])) }
    }

    /// The stretch times of directed segment `d`, nil when no speed named any of its stretches.
    public func times(of d: Int) -> Segment? {
        let k = ProfileGraph.firstIndex(notBelow: d, in: segments)
        guard k < segments.count, Int(segments[k]) == d else { return nil }
        return segment(at: k)
    }

    /// Whether every segment's profile time is known (maps written before it was kept do not know it).
    var knowsProfileTimes: Bool { !profileSeconds.contains(where: \.isNaN) }

    private func segment(at k: Int) -> Segment {
        let range = Int(first[k])..<Int(first[k + 1])
        return Segment(seconds: Array(seconds[range]), named: named[range].map { $0 == 1 }, profileSeconds: profileSeconds[k])
    }

    /// These times with `updates` (new segments, or new times of ones kept) in.
    func updated(with updates: [(segment: UInt32, times: Segment)]) -> StretchTimes {
        var merged: [UInt32: Segment] = [:]
        for (k, segment) in segments.enumerated() { merged[segment] = self.segment(at: k) }
        for update in updates { merged[update.segment] = update.times }
        var result = StretchTimes()
        for segment in merged.keys.sorted() {
            let times = merged[segment]!
            result.segments.append(segment)
            result.seconds += times.seconds
            result.named += times.named.map { $0 ? 1 : 0 }
            result.profileSeconds.append(times.profileSeconds)
            result.first.append(UInt32(result.seconds.count))
        }
        return result
    }
}
