import RoadNetwork

/// ALT landmarks: a few nodes with the distance from and to every node, giving A* lower bounds by the
/// triangle inequality.
///
/// The bounds stay valid when nodes are blocked (removing nodes only lengthens paths), so one set of
/// landmarks serves every request-time barrier.
///
/// ```swift
/// let landmarks = Landmarks(graph: graph)            // 16 landmarks, 32 Dijkstras
/// let search = GraphSearch(graph: graph, landmarks: landmarks)
/// ```
public struct Landmarks: Sendable, Equatable {
    /// The number of nodes of the graph.
    public let nodeCount: Int
    /// The landmark nodes.
    public let nodes: [UInt32]
    /// `d(L_i, v)` at `v * count + i`, `.infinity` when unreachable.
    let fromLandmark: [Float]
    /// `d(v, L_i)` at `v * count + i`, `.infinity` when unreachable.
    let toLandmark: [Float]

    /// Landmarks with these distances (see ``init(graph:count:)`` and ``init(decoding:)``).
    init(nodeCount: Int, nodes: [UInt32], fromLandmark: [Float], toLandmark: [Float]) {
        self.nodeCount = nodeCount
        self.nodes = nodes
        self.fromLandmark = fromLandmark
        self.toLandmark = toLandmark
    }

    /// The number of landmarks.
    public var count: Int { nodes.count }

    /// Writes the landmarks in the map file format.
    public func encode(into writer: inout BinaryWriter) {
        writer.write(UInt64(nodeCount))
        writer.write(array: nodes)
        writer.write(array: fromLandmark)
        writer.write(array: toLandmark)
    }

    /// Reads landmarks written by ``encode(into:)``, checking sizes and that distances are non-negative
    /// (or `.infinity`).
    public init(decoding reader: inout BinaryReader) throws(MapFileError) {
        let n = try reader.readCount()
        let nodes = try reader.readArray(of: UInt32.self)
        let from = try reader.readArray(of: Float.self)
        let to = try reader.readArray(of: Float.self)
        let (cells, overflow) = n.multipliedReportingOverflow(by: nodes.count)
        guard !overflow, nodes.allSatisfy({ Int($0) < n }), from.count == cells, to.count == from.count else {
            throw .corrupt("landmark tables have the wrong size")
        }
        guard from.allSatisfy({ $0 >= 0 }), to.allSatisfy({ $0 >= 0 }) else {
            throw .corrupt("landmark distances are negative or not numbers")
        }
        self.init(nodeCount: n, nodes: nodes, fromLandmark: from, toLandmark: to)
    }
}
