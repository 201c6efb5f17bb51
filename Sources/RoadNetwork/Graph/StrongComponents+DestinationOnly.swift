extension StrongComponents {
    /// Labels the pieces of network as routes can use them on a turn graph whose destination-only roads have arrival
    /// copies (``TurnRuleExpansion``: a route enters such a road by its copy, which leads only on to copies, and leaves
    /// by the road itself): strongly connected components, where a destination-only road outside the largest also
    /// belongs to it when a route can arrive on it from there (in either direction, or on an arrival copy) and leave it
    /// to there — a dead-end private road off the main network is part of it, while a public road reached only through
    /// a private one is a piece of its own, as routes find it (counted as the main network, a stop snapped there had no
    /// route either way). Only destination-only roads (those with arrival copies) are labelled so: every other node of
    /// the largest label is in its strongly connected component (``ProfileGraph/isInLargestCore(_:)``). Nodes below
    /// `directed` are directed segments (`2s` and `2s + 1` the two ways of road `s`); arrival copies share their
    /// segment's label; sizes count each label's nodes. O(n + m).
    static func label(_ graph: SearchGraph, directed: Int, included: (Int) -> Bool,
                      arrivalCopies: [(segment: Int, copy: Int)]) -> (component: [UInt32], size: [UInt32]) {
        var (component, size) = label(graph, included: included)
        let main = ProfileGraph.largest(size)
        guard main != ProfileGraph.noComponent, !arrivalCopies.isEmpty else { return (component, size) }
        let n = graph.nodeCount
        let inMain = (0..<n).filter { component[$0] == main }
        let fromMain = reached(from: inMain, in: graph, included: included)
        let toMain = reached(from: inMain, in: graph.reversed(), included: included)
        var copy = [Int32](repeating: -1, count: directed)
        for pair in arrivalCopies { copy[pair.segment] = Int32(pair.copy) }
        for road in Set(arrivalCopies.map { $0.segment / 2 }) {
            let ways = [2 * road, 2 * road + 1].filter { included($0) && component[$0] != main }
            guard !ways.isEmpty else { continue }
            let arrives = [2 * road, 2 * road + 1].contains { fromMain[$0] || (copy[$0] >= 0 && fromMain[Int(copy[$0])]) }
            let leaves = [2 * road, 2 * road + 1].contains { toMain[$0] }
            if arrives && leaves { for way in ways { component[way] = main } }
        }
        for pair in arrivalCopies { component[pair.copy] = component[pair.segment] }
        size = [UInt32](repeating: 0, count: size.count)
        for label in component where label != ProfileGraph.noComponent { size[Int(label)] += 1 }
        return (component, size)
    }

    /// Which `included` nodes of `graph` paths from `sources` reach (the sources among them).
    private static func reached(from sources: [Int], in graph: SearchGraph, included: (Int) -> Bool) -> [Bool] {
        var seen = [Bool](repeating: false, count: graph.nodeCount)
        var stack = sources
        for v in sources { seen[v] = true }
        while let v = stack.popLast() {
            for arc in Int(graph.firstArc[v])..<Int(graph.firstArc[v + 1]) {
                let w = Int(graph.target[arc])
                if !seen[w] && included(w) {
                    seen[w] = true
                    stack.append(w)
                }
            }
        }
        return seen
    }
}
