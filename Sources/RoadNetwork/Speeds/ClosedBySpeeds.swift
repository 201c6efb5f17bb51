/// The directed segments that live speeds of 0 closed, with what they cost before — their time and the turn penalties
/// of the arcs onto them (a closed segment's arcs weigh `.infinity`, which keeps neither) — so that later speeds can
/// open them again with the profile's turn costs and, where they give no speed, its time.
public struct ClosedBySpeeds: Sendable, Hashable {
    /// The closed directed segments, ascending, and the time each took before.
    public private(set) var segments: [UInt32] = []
    public private(set) var seconds: [Float] = []
    /// The turn-graph arcs onto them, ascending, and the turn penalty of each.
    public private(set) var arcs: [UInt32] = []
    public private(set) var penalties: [Float] = []

    /// None closed.
    public init() {}

    /// As a map file keeps it (checked by the reader).
    init(segments: [UInt32], seconds: [Float], arcs: [UInt32], penalties: [Float]) {
        self.segments = segments
        self.seconds = seconds
        self.arcs = arcs
        self.penalties = penalties
    }

    /// Whether the parts fit a profile of `directed` directed segments and a turn graph of `arcCount` arcs.
    func fits(directed: Int, arcCount: Int) -> Bool {
        segments.count == seconds.count && arcs.count == penalties.count
            && zip(segments, segments.dropFirst()).allSatisfy { $0 < $1 } && (segments.last.map { Int($0) < directed } ?? true)
            && zip(arcs, arcs.dropFirst()).allSatisfy { $0 < $1 } && (arcs.last.map { Int($0) < arcCount } ?? true)
            && seconds.allSatisfy(\.isFinite) && penalties.allSatisfy(\.isFinite)
    }

    /// The time directed segment `d` took before speeds closed it; nil when they did not.
    public func seconds(before d: Int) -> Float? {
        Self.index(of: d, in: segments).map { seconds[$0] }
    }

    /// The turn penalty of arc `arc` onto a closed segment; nil when it leads onto none.
    func penalty(ofArc arc: Int) -> Float? {
        Self.index(of: arc, in: arcs).map { penalties[$0] }
    }

    /// What is closed once the times `before` have become `after` on `graph` (whose node `n` travels segment
    /// `segment(n)`): the segments still closed keep their entries, those opened again lose them, and those closed now
    /// get their time and the penalties of the arcs onto them (`graph`'s weights less the time).
    func updated(before: [Float], after: [Float], graph: SearchGraph, segment: (Int) -> Int) -> ClosedBySpeeds {
        var closed: [(segment: UInt32, seconds: Float)] = zip(segments, seconds).filter { !after[Int($0.0)].isFinite }
        let closing = before.indices.filter { before[$0].isFinite && !after[$0].isFinite }
        closed += closing.map { (UInt32($0), before[$0]) }
        var arcs: [(arc: UInt32, penalty: Float)] = zip(self.arcs, penalties).filter { !after[segment(Int(graph.target[Int($0.0)]))].isFinite }
        if !closing.isEmpty {
            for arc in 0..<graph.target.count {
                let d = segment(Int(graph.target[arc]))
                if before[d].isFinite && !after[d].isFinite { arcs.append((UInt32(arc), max(0, graph.weight[arc] - before[d]))) }
            }
        }
        closed.sort { $0.segment < $1.segment }
        arcs.sort { $0.arc < $1.arc }
        return ClosedBySpeeds(segments: closed.map(\.segment), seconds: closed.map(\.seconds), arcs: arcs.map(\.arc), penalties: arcs.map(\.penalty))
    }

    /// The index of `value` in the ascending `values`, nil when absent.
    private static func index(of value: Int, in values: [UInt32]) -> Int? {
        let k = ProfileGraph.firstIndex(notBelow: value, in: values)
        return k < values.count && Int(values[k]) == value ? k : nil
    }
}
