import RoadNetwork

/// An independent check for distances: plain Dijkstra on the undirected-where-allowed *junction* graph
/// (no turn graph, no hierarchy), by segment length.
struct ReferenceDijkstra {
    let graph: RoadGraph
    let profile: ProfileGraph

    /// The shortest distance in metres from junction `source` to every junction.
    func distances(from source: Int) -> [Double] {
        var distance = [Double](repeating: .infinity, count: graph.junctionCount)
        var heap: [(Double, Int)] = [(0, source)]
        distance[source] = 0
        while let (d, v) = popMin(&heap) {
            if d > distance[v] { continue }
            for next in graph.leaving(v) {
                let e = Int(next)
                guard profile.isOpen(e) else { continue }
                let w = graph.end(of: e)
                let candidate = d + Double(graph.length[e >> 1])
                if candidate < distance[w] {
                    distance[w] = candidate
                    push(&heap, (candidate, w))
                }
            }
        }
        return distance
    }

    private func push(_ heap: inout [(Double, Int)], _ item: (Double, Int)) {
        heap.append(item)
        var i = heap.count - 1
        while i > 0 && heap[(i - 1) / 2].0 > heap[i].0 {
            heap.swapAt(i, (i - 1) / 2)
            i = (i - 1) / 2
        }
    }

    private func popMin(_ heap: inout [(Double, Int)]) -> (Double, Int)? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < heap.count && heap[l].0 < heap[m].0 { m = l }
                if r < heap.count && heap[r].0 < heap[m].0 { m = r }
                if m == i { break }
                heap.swapAt(i, m)
                i = m
            }
        }
        return top
    }
}
