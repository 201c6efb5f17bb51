/// Rules on turns that one turn alone cannot express: restrictions over chains of segments (OSM turn
/// restrictions via ways), and segments that may be used only to start or end a route
/// (`access=destination`: no through traffic).
///
/// ```swift
/// var rules = TurnRules()
/// // Coming along a then b, do not turn onto c (no_left_turn from way A via way B to way C).
/// rules.restrictions.append(.init(path: [a, b], next: [c], kind: .prohibitive))
/// rules.destinationOnly = destinationFlags      // per directed segment
/// ```
public struct TurnRules: Sendable, Hashable {
    /// A restriction over a chain of directed segments.
    public struct Restriction: Sendable, Hashable {
        /// The directed segments travelled, at least two (the `from` segment, then the via chain).
        public var path: [Int]
        /// The segments the rule is about at the end of the path.
        public var next: [Int]
        /// Prohibitive: none of `next` may follow; mandatory: only `next` may follow.
        public var kind: TurnRestrictionKind

        /// Creates a restriction.
        public init(path: [Int], next: [Int], kind: TurnRestrictionKind) {
            self.path = path
            self.next = next
            self.kind = kind
        }
    }

    /// Restrictions over chains (a restriction via a single node is a plain turn rule, not one of these).
    public var restrictions: [Restriction]
    /// Per directed segment: whether it may only start or end a route; empty when none is.
    public var destinationOnly: [Bool]

    /// No rules.
    public init(restrictions: [Restriction] = [], destinationOnly: [Bool] = []) {
        self.restrictions = restrictions
        self.destinationOnly = destinationOnly
    }
}

/// Applies ``TurnRules`` to a turn graph by copying nodes.
///
/// Restrictions form a trie of paths with suffix links (Aho–Corasick over segments): a copy stands for
/// "on segment x, having come along this prefix of a restricted path", and every turn out of it goes to
/// the longest prefix that the turn extends — so overlapping and nested restrictions all hold. Then each
/// destination-only segment gets a second copy that through roads lead into and that leads only on to
/// such copies: a route may start on destination-only roads and leave them, or enter them and end there,
/// but never pass through.
struct TurnRuleExpansion {
    /// The allowed single turns per directed segment (weight: the turn's extra cost).
    private let turns: SearchGraph
    private let rules: TurnRules
    /// Per copy (node `directed + i`): its directed segment.
    private(set) var copySegment: [UInt32] = []
    /// Per node: its arcs (target node, extra turn cost).
    private var arcs: [[(to: UInt32, cost: Float)]] = []

    init(turns: SearchGraph, rules: TurnRules) {
        self.turns = turns
        self.rules = rules
        expandRestrictions()
    }

    private var directed: Int { turns.nodeCount }

    /// The directed segment node `n` travels.
    private func segment(_ n: Int) -> Int { ProfileGraph.segment(ofNode: n, directed: directed, copySegment: copySegment) }

    /// Builds the trie, its suffix links and the arcs of every node.
    private mutating func expandRestrictions() {
        // Trie states: the directed segments themselves (depth 1), then copies.
        var child: [Int: [Int: Int]] = [:]
        var forbidden: [Int: Set<Int>] = [:]
        var only: [Int: Set<Int>] = [:]
        var parent: [Int] = []
        for restriction in rules.restrictions where restriction.path.count >= 2 {
            var state = restriction.path[0]
            for segment in restriction.path.dropFirst() {
                if let known = child[state]?[segment] {
                    state = known
                } else {
                    let copy = directed + copySegment.count
                    copySegment.append(UInt32(segment))
                    parent.append(state)
                    child[state, default: [:]][segment] = copy
                    state = copy
                }
            }
            switch restriction.kind {
            case .prohibitive: forbidden[state, default: []].formUnion(restriction.next)
            case .mandatory: only[state, default: []].formUnion(restriction.next)
            }
        }
        // Suffix links, parents before children (copies are numbered in creation order).
        var fallback = [Int](repeating: 0, count: copySegment.count)
        func next(_ state: Int, _ segment: Int, _ fallback: [Int]) -> Int {
            var current = state
            while true {
                if let found = child[current]?[segment] { return found }
                if current < directed { return segment }
                current = fallback[current - directed]
            }
        }
        for index in copySegment.indices {
            let up = parent[index], segment = Int(copySegment[index])
            fallback[index] = up < directed ? segment : next(fallback[up - directed], segment, fallback)
        }
        arcs = (0..<(directed + copySegment.count)).map { node in
            let x = segment(node)
            // The rules in force: this state's and those of its suffixes.
            var banned = Set<Int>(), allowed: Set<Int>? = nil
            var state = node
            while state >= directed {
                banned.formUnion(forbidden[state] ?? [])
                if let mandatory = only[state] { allowed = allowed.map { $0.intersection(mandatory) } ?? mandatory }
                state = fallback[state - directed]
            }
            var result: [(to: UInt32, cost: Float)] = []
            for a in Int(turns.firstArc[x])..<Int(turns.firstArc[x + 1]) {
                let y = Int(turns.target[a])
                if banned.contains(y) || !(allowed?.contains(y) ?? true) { continue }
                result.append((UInt32(next(node, y, fallback)), turns.weight[a]))
            }
            return result
        }
    }

    /// Gives each destination-only segment a copy for routes that arrive from through roads.
    mutating func separateDestinationOnly() {
        let flags = rules.destinationOnly
        guard flags.contains(true) else { return }
        var arrival: [Int: UInt32] = [:]
        for d in flags.indices where flags[d] {
            arrival[d] = UInt32(directed + copySegment.count)
            copySegment.append(UInt32(d))
        }
        let originalCount = arcs.count
        // Arrival copies lead only on to arrival copies.
        for d in flags.indices where flags[d] {
            arcs.append(arcs[d].compactMap { arc in arrival[Int(arc.to)].map { ($0, arc.cost) } })
        }
        // Through roads (and copies of restricted chains) enter destination-only roads by their arrival copy.
        for node in 0..<originalCount where !(node < flags.count && flags[node]) {
            for index in arcs[node].indices {
                if let copy = arrival[Int(arcs[node][index].to)] { arcs[node][index].to = copy }
            }
        }
    }

    /// The graph weighted by time: the next segment's duration plus the turn's cost.
    func graph(duration: [Float]) -> SearchGraph {
        var first = [UInt32](repeating: 0, count: arcs.count + 1)
        var target: [UInt32] = [], time: [Float] = []
        let total = arcs.reduce(0) { $0 + $1.count }
        target.reserveCapacity(total)
        time.reserveCapacity(total)
        for (node, list) in arcs.enumerated() {
            first[node] = UInt32(target.count)
            for arc in list {
                target.append(arc.to)
                time.append(duration[segment(Int(arc.to))] + arc.cost)
            }
        }
        first[arcs.count] = UInt32(target.count)
        return SearchGraph(nodeCount: arcs.count, firstArc: first, target: target, weight: time)
    }
}
