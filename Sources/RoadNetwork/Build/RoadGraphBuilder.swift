import Geo

/// Splits the extract's ways into segments between junctions (nodes shared by several ways, way ends,
/// barrier nodes), measuring their lengths, and interns names and refs.
struct RoadGraphBuilder {
    /// The graph.
    private(set) var graph: RoadGraph
    /// Per extract way: the range of its segments (segments are numbered way by way).
    private(set) var waySegments: [Range<Int>]
    /// Per dense node: its junction id, or -1.
    private(set) var junctionOfNode: [Int32]

    init(extract: OSMExtract) {
        var junctionOfNode = [Int32](repeating: -1, count: extract.usage.count)
        var junctionCount: Int32 = 0
        func junction(_ node: Int32) -> UInt32 {
            if junctionOfNode[Int(node)] == -1 {
                junctionOfNode[Int(node)] = junctionCount
                junctionCount += 1
            }
            return UInt32(junctionOfNode[Int(node)])
        }
        var strings = [""]
        var stringIndex: [String: UInt32] = ["": 0]
        func intern(_ text: String) -> UInt32 {
            if let known = stringIndex[text] { return known }
            let index = UInt32(strings.count)
            strings.append(text)
            stringIndex[text] = index
            return index
        }
        var segmentFrom: [UInt32] = [], segmentTo: [UInt32] = [], firstPoint: [UInt32] = [0]
        var latitudes: [Int32] = [], longitudes: [Int32] = [], lengths: [Float] = [], segmentWay: [UInt32] = []
        var osmID = [Int64](repeating: 0, count: extract.usage.count), pointNode: [Int64] = []
        for (id, node) in extract.nodeIndex { osmID[Int(node)] = id }
        var wayName: [UInt32] = [], wayRef: [UInt32] = [], wayClass: [UInt8] = [], wayFlags: [UInt8] = []
        var waySegments: [Range<Int>] = []
        waySegments.reserveCapacity(extract.ways.count)
        for (wayIndex, way) in extract.ways.enumerated() {
            wayName.append(intern(way.name))
            wayRef.append(intern(way.ref))
            wayClass.append(way.roadClass.rawValue)
            wayFlags.append((way.isRoundabout ? 1 : 0) | (way.isFerry ? 2 : 0) | (way.isToll ? 4 : 0)
                            | (way.leftHandTraffic ?? extract.leftHandTraffic ? 8 : 0))
            let firstSegment = segmentFrom.count
            // Runs of nodes with known coordinates; each run is cut at junctions.
            var runStart: Int? = nil
            for (position, node) in way.nodes.enumerated() {
                let n = Int(node)
                guard extract.hasCoordinate[n] else {
                    // A node outside the extract: end the run here (its last point becomes a junction).
                    if let start = runStart, position - 1 > start { emit(start, position - 1) }
                    runStart = nil
                    continue
                }
                guard let start = runStart else {
                    runStart = position
                    continue
                }
                let isLast = position == way.nodes.count - 1
                let isJunction = extract.usage[n] >= 2 || extract.barrierMask[n] != 0 || extract.isTurningPlace[n]
                if isJunction || isLast {
                    emit(start, position)
                    runStart = position
                }
            }
            func emit(_ from: Int, _ to: Int) {
                segmentFrom.append(junction(way.nodes[from]))
                segmentTo.append(junction(way.nodes[to]))
                var measured = 0.0
                for position in from...to {
                    let n = Int(way.nodes[position])
                    latitudes.append(extract.latitudeE7[n])
                    longitudes.append(extract.longitudeE7[n])
                    pointNode.append(osmID[n])
                    if position > from { measured += Self.distance(extract, Int(way.nodes[position - 1]), n) }
                }
                firstPoint.append(UInt32(latitudes.count))
                lengths.append(Float(max(measured, 0.01)))
                segmentWay.append(UInt32(wayIndex))
            }
            waySegments.append(firstSegment..<segmentFrom.count)
        }
        graph = RoadGraph(junctionCount: Int(junctionCount), segmentFrom: segmentFrom, segmentTo: segmentTo,
                          firstPoint: firstPoint, latitudeE7: latitudes, longitudeE7: longitudes, length: lengths,
                          segmentWay: segmentWay, wayName: wayName, wayRef: wayRef, wayClass: wayClass,
                          wayFlags: wayFlags, strings: strings, pointNode: pointNode)
        self.waySegments = waySegments
        self.junctionOfNode = junctionOfNode
    }

    /// The great-circle distance between two dense nodes, metres.
    private static func distance(_ extract: OSMExtract, _ a: Int, _ b: Int) -> Double {
        let first = Coordinate(latitude: Double(extract.latitudeE7[a]) * 1e-7, longitude: Double(extract.longitudeE7[a]) * 1e-7)
        let second = Coordinate(latitude: Double(extract.latitudeE7[b]) * 1e-7, longitude: Double(extract.longitudeE7[b]) * 1e-7)
        return first.distance(to: second)
    }
}
