/// Joins OSM ways (lists of node ids) end to end: into closed rings for multipolygons (either direction), or
/// into directed chains for the coastline.
enum WayJoiner {
    /// Closed rings made of `ways`, each joined to a neighbour at either end (reversed if need be); ways that
    /// close no ring are dropped, as renderers do with broken multipolygons.
    static func rings(_ ways: [[Int64]]) -> [[Int64]] {
        var byEnd: [Int64: [Int]] = [:]
        for (i, way) in ways.enumerated() where way.count >= 2 {
            byEnd[way[0], default: []].append(i)
            byEnd[way[way.count - 1], default: []].append(i)
        }
        var used = [Bool](repeating: false, count: ways.count)
        var rings: [[Int64]] = []
        for start in ways.indices where !used[start] && ways[start].count >= 2 {
            used[start] = true
            var ring = ways[start]
            while ring.first != ring.last {
                guard let next = byEnd[ring.last!]?.first(where: { !used[$0] }) else { break }
                used[next] = true
                let way = ways[next]
                ring += (way.first == ring.last ? way : way.reversed()).dropFirst()
            }
            if ring.count >= 4 && ring.first == ring.last { rings.append(ring) }
        }
        return rings
    }

    /// Directed chains made of `ways`, each continued by the way that starts where it ends: open chains first
    /// (from a way no other way leads into), then closed ones (first node = last node).
    static func chains(_ ways: [[Int64]]) -> [[Int64]] {
        var byStart: [Int64: Int] = [:]
        var ends = Set<Int64>()
        for (i, way) in ways.enumerated() where way.count >= 2 {
            byStart[way[0]] = i
            ends.insert(way[way.count - 1])
        }
        var used = [Bool](repeating: false, count: ways.count)
        var chains: [[Int64]] = []
        let heads = ways.indices.filter { ways[$0].count >= 2 && !ends.contains(ways[$0][0]) }
        for start in heads + Array(ways.indices) where !used[start] && ways[start].count >= 2 {
            used[start] = true
            var chain = ways[start]
            while chain.first != chain.last, let next = byStart[chain.last!], !used[next] {
                used[next] = true
                chain += ways[next].dropFirst()
            }
            chains.append(chain)
        }
        return chains
    }
}
