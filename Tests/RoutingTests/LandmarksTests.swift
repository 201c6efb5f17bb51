import RoadNetwork
import TestSupport
import Testing
@testable import Routing

@Suite struct LandmarksTests {
    @Test(arguments: TestGraphKind.allCases)
    func boundsNeverExceedDistances(kind: TestGraphKind) {
        let graph = makeGraph(kind, size: 1500, seed: 41)
        let landmarks = Landmarks(graph: graph)
        #expect(landmarks.count == 16)
        #expect(Set(landmarks.nodes).count == 16)
        var random = SeededGenerator(seed: 410)
        var positive = 0
        for _ in 0 ..< 30 {
            let node = UInt32.random(in: 0 ..< UInt32(graph.nodeCount), using: &random)
            let distance = referenceDistances(graph, from: [SearchEndpoint(node: node, offset: 0)])
            for target in 0 ..< graph.nodeCount {
                let bound = landmarks.lowerBound(from: node, to: UInt32(target))
                #expect(bound >= 0)
                #expect(bound <= distance[target] + 1e-9, "\(node) → \(target): \(bound) > \(distance[target])")
                if bound > 0 { positive += 1 }
            }
        }
        #expect(positive > 0)
    }

    @Test func encodeDecodeRoundTrip() throws {
        let graph = makeGraph(.grid, size: 900, seed: 42)
        let landmarks = Landmarks(graph: graph, count: 6)
        var writer = BinaryWriter()
        landmarks.encode(into: &writer)
        var reader = BinaryReader(writer.bytes)
        let decoded = try Landmarks(decoding: &reader)
        #expect(decoded == landmarks)
        #expect(reader.isAtEnd)
        for length in stride(from: 0, to: writer.bytes.count, by: 97) {
            var truncated = BinaryReader(Array(writer.bytes[..<length]))
            #expect(throws: MapFileError.self) { try Landmarks(decoding: &truncated) }
        }
        var damaged = writer.bytes
        damaged[19] = 0xFF  // the high byte of the first landmark node: far out of range
        var corrupt = BinaryReader(damaged)
        #expect(throws: MapFileError.self) { try Landmarks(decoding: &corrupt) }
    }

    @Test func tinyGraphs() {
        let empty = Landmarks(graph: SearchGraph(nodeCount: 0, arcs: []))
        #expect(empty.count == 0)
        let pair = Landmarks(graph: SearchGraph(nodeCount: 2, arcs: [(0, 1, 5)]))
        #expect(pair.lowerBound(from: 0, to: 1) <= 5)
        #expect(pair.lowerBound(from: 1, to: 0) == 0)
    }
}
