/// Strongly connected components of a ``SearchGraph`` (Tarjan's algorithm, iterative so deep graphs do not
/// overflow the stack).
enum StrongComponents {
    /// Labels each `included` node with its strongly connected component (excluded nodes get
    /// ``ProfileGraph/noComponent``) and counts each component's nodes. O(n + m).
    static func label(_ graph: SearchGraph, included: (Int) -> Bool) -> (component: [UInt32], size: [UInt32]) {
        let n = graph.nodeCount
        var index = [Int32](repeating: -1, count: n)
        var low = [Int32](repeating: 0, count: n)
        var onStack = [Bool](repeating: false, count: n)
        var stack: [Int32] = []
        var component = [UInt32](repeating: ProfileGraph.noComponent, count: n)
        var componentSizes: [UInt32] = []
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
                    let id = UInt32(componentSizes.count)
                    var size: UInt32 = 0
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
        return (component, componentSizes)
    }
}
