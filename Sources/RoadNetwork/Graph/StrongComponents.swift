/// Strongly connected components of a ``SearchGraph`` (Tarjan's algorithm, iterative so deep graphs do not
/// overflow the stack).
enum StrongComponents {
    /// For each node, whether it belongs to the largest strongly connected component among `included`
    /// nodes. O(n + m).
    static func largest(in graph: SearchGraph, included: (Int) -> Bool) -> [Bool] {
        let n = graph.nodeCount
        var index = [Int32](repeating: -1, count: n)
        var low = [Int32](repeating: 0, count: n)
        var onStack = [Bool](repeating: false, count: n)
        var stack: [Int32] = []
        var component = [Int32](repeating: -1, count: n)
        var componentSizes: [Int] = []
        var counter: Int32 = 0
        var callStack: [(node: Int32, arc: UInt32)] = []
        for root in 0..<n where index[root] == -1 && included(root) {
            callStack.append((Int32(root), graph.firstArc[root]))
            index[root] = counter; low[root] = counter; counter += 1
            stack.append(Int32(root)); onStack[root] = true
            while let frame = callStack.last {
                let v = Int(frame.node)
                var arc = frame.arc
                var descended = false
                while arc < graph.firstArc[v + 1] {
                    let w = Int(graph.target[Int(arc)])
                    arc += 1
                    if !included(w) { continue }
                    if index[w] == -1 {
                        callStack[callStack.count - 1].arc = arc
                        index[w] = counter; low[w] = counter; counter += 1
                        stack.append(Int32(w)); onStack[w] = true
                        callStack.append((Int32(w), graph.firstArc[w]))
                        descended = true
                        break
                    } else if onStack[w] {
                        low[v] = min(low[v], index[w])
                    }
                }
                if descended { continue }
                callStack.removeLast()
                if let parent = callStack.last { low[Int(parent.node)] = min(low[Int(parent.node)], low[v]) }
                if low[v] == index[v] {
                    let id = Int32(componentSizes.count)
                    var size = 0
                    while let w = stack.popLast() {
                        onStack[Int(w)] = false
                        component[Int(w)] = id
                        size += 1
                        if Int(w) == v { break }
                    }
                    componentSizes.append(size)
                }
            }
        }
        guard let largest = componentSizes.indices.max(by: { componentSizes[$0] < componentSizes[$1] }) else {
            return [Bool](repeating: false, count: n)
        }
        return component.map { $0 == Int32(largest) }
    }
}
