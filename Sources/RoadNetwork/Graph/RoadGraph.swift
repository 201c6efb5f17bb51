import Geo

/// The street network every profile shares: junctions, the road segments between them with their full
/// geometry (fixed-point 1e-7° coordinates), and the name, ref and class of the ways they belong to.
///
/// A *directed segment* `d = 2·s + direction` travels segment `s` forwards (`direction` 0: from → to, in
/// the OSM way's order) or backwards (1). Profiles' turn graphs use directed segments as their nodes.
public struct RoadGraph: Sendable, Hashable {
    /// The number of junctions (way ends, crossings, barrier nodes).
    public let junctionCount: Int
    /// Per segment: its first and last junction (in the way's order).
    public let segmentFrom: MappedArray<UInt32>
    public let segmentTo: MappedArray<UInt32>
    /// Per segment: `firstPoint[s] ..< firstPoint[s + 1]` are its points, ends included (`segmentCount + 1`
    /// entries).
    public let firstPoint: MappedArray<UInt32>
    /// Point latitudes and longitudes in 1e-7 degrees.
    public let latitudeE7: MappedArray<Int32>
    public let longitudeE7: MappedArray<Int32>
    /// Per segment: its length in metres.
    public let length: MappedArray<Float>
    /// Per segment: the index of its way's attributes.
    public let segmentWay: MappedArray<UInt32>
    /// Per way: its `name` and `ref` as indices into ``strings`` (0 is "").
    public let wayName: [UInt32]
    public let wayRef: [UInt32]
    /// Per way: its ``RoadClass`` raw value.
    public let wayClass: [UInt8]
    /// Per way: bit 0 roundabout, bit 1 ferry (or another carrier), bit 2 toll, bit 3 left-hand traffic.
    public let wayFlags: [UInt8]
    /// Names and refs, deduplicated; entry 0 is "".
    public let strings: [String]
    /// Per point: the id of its OSM node; none for a network not read from OSM. Live speeds name the stretches
    /// between them.
    public let pointNode: PointNodes
    /// Per junction: `incidentFirst[v] ..< incidentFirst[v + 1]` index ``incident``, the directed segments
    /// that leave `v`.
    public let incidentFirst: [UInt32]
    public let incident: [UInt32]

    /// Creates a graph from its arrays (the builder does this; they are copied). The points' ids are left out when one
    /// does not fit ``PointNodes``.
    public init(junctionCount: Int, segmentFrom: [UInt32], segmentTo: [UInt32], firstPoint: [UInt32],
                latitudeE7: [Int32], longitudeE7: [Int32], length: [Float], segmentWay: [UInt32],
                wayName: [UInt32], wayRef: [UInt32], wayClass: [UInt8], wayFlags: [UInt8], strings: [String],
                pointNode: [Int64] = []) {
        self.init(junctionCount: junctionCount, segmentFrom: MappedArray(segmentFrom), segmentTo: MappedArray(segmentTo),
                  firstPoint: MappedArray(firstPoint), latitudeE7: MappedArray(latitudeE7), longitudeE7: MappedArray(longitudeE7),
                  length: MappedArray(length), segmentWay: MappedArray(segmentWay), wayName: wayName, wayRef: wayRef,
                  wayClass: wayClass, wayFlags: wayFlags, strings: strings, pointNode: PointNodes(pointNode))
    }

    /// Creates a graph from its arrays, the large ones in memory of their own or read in place from a map file (the
    /// file reader does this).
    public init(junctionCount: Int, segmentFrom: MappedArray<UInt32>, segmentTo: MappedArray<UInt32>, firstPoint: MappedArray<UInt32>,
                latitudeE7: MappedArray<Int32>, longitudeE7: MappedArray<Int32>, length: MappedArray<Float>,
                segmentWay: MappedArray<UInt32>, wayName: [UInt32], wayRef: [UInt32], wayClass: [UInt8], wayFlags: [UInt8],
                strings: [String], pointNode: PointNodes) {
        self.junctionCount = junctionCount
        self.segmentFrom = segmentFrom
        self.segmentTo = segmentTo
        self.firstPoint = firstPoint
        self.latitudeE7 = latitudeE7
        self.longitudeE7 = longitudeE7
        self.length = length
        self.segmentWay = segmentWay
        self.wayName = wayName
        self.wayRef = wayRef
        self.wayClass = wayClass
        self.wayFlags = wayFlags
        self.strings = strings
        self.pointNode = pointNode
        // Junction → leaving directed segments, in CSR form.
        var first = [UInt32](repeating: 0, count: junctionCount + 1)
        for s in segmentFrom.indices {
            first[Int(segmentFrom[s]) + 1] += 1
            first[Int(segmentTo[s]) + 1] += 1
        }
        for v in 0..<junctionCount { first[v + 1] += first[v] }
        var next = first
        var incident = [UInt32](repeating: 0, count: 2 * segmentFrom.count)
        for s in segmentFrom.indices {
            incident[Int(next[Int(segmentFrom[s])])] = UInt32(2 * s)
            next[Int(segmentFrom[s])] += 1
            incident[Int(next[Int(segmentTo[s])])] = UInt32(2 * s + 1)
            next[Int(segmentTo[s])] += 1
        }
        incidentFirst = first
        self.incident = incident
    }

    /// The direction of travel along directed segment `d` (`2s` forward, `2s + 1` backward) where it starts, or
    /// with `atEnd` where it ends: degrees clockwise from north, of its first (last) piece of non-zero length.
    public func bearing(of d: Int, atEnd: Bool) -> Double {
        let s = d >> 1, first = Int(firstPoint[s]), last = Int(firstPoint[s + 1]) - 1
        // From the end asked about (the first point when starting forward or ending backward) inwards.
        let fromStart = (d & 1 == 0) != atEnd
        let outer = fromStart ? first : last, step = fromStart ? 1 : -1
        var inner = outer + step
        while inner != (fromStart ? last : first), point(inner) == point(outer) { inner += step }
        return atEnd ? point(inner).bearing(to: point(outer)) : point(outer).bearing(to: point(inner))
    }

    /// The number of road segments.
    public var segmentCount: Int { segmentFrom.count }

    /// The number of directed segments (twice the segments).
    public var directedSegmentCount: Int { 2 * segmentFrom.count }

    /// The junction a directed segment starts at.
    @inline(__always) public func start(of directed: Int) -> Int {
        Int(directed & 1 == 0 ? segmentFrom[directed >> 1] : segmentTo[directed >> 1])
    }

    /// The junction a directed segment ends at.
    @inline(__always) public func end(of directed: Int) -> Int {
        Int(directed & 1 == 0 ? segmentTo[directed >> 1] : segmentFrom[directed >> 1])
    }

    /// The directed segments leaving junction `v`.
    public func leaving(_ v: Int) -> ArraySlice<UInt32> {
        incident[Int(incidentFirst[v])..<Int(incidentFirst[v + 1])]
    }

    /// Point `index` as a coordinate: the double nearest its 1e-7 degrees (a division, not a product with 1e-7,
    /// whose rounding prints 7.421501 as 7.421500999999999).
    @inline(__always) public func point(_ index: Int) -> Coordinate {
        Coordinate(latitude: Double(latitudeE7[index]) / 1e7, longitude: Double(longitudeE7[index]) / 1e7)
    }

    /// A directed segment's geometry in travel order.
    public func geometry(of directed: Int) -> [Coordinate] {
        let s = directed >> 1
        let first = Int(firstPoint[s]), end = Int(firstPoint[s + 1])
        var points: [Coordinate] = []
        points.reserveCapacity(end - first)
        if directed & 1 == 0 {
            for index in first..<end { points.append(point(index)) }
        } else {
            for index in (first..<end).reversed() { points.append(point(index)) }
        }
        return points
    }

    /// The coordinate of junction-side end `start` of a directed segment.
    public func startCoordinate(of directed: Int) -> Coordinate {
        let s = directed >> 1
        return point(directed & 1 == 0 ? Int(firstPoint[s]) : Int(firstPoint[s + 1]) - 1)
    }

    /// The street name of a segment's way ("" if none).
    public func name(ofSegment s: Int) -> String { strings[Int(wayName[Int(segmentWay[s])])] }

    /// The road number of a segment's way ("" if none).
    public func ref(ofSegment s: Int) -> String { strings[Int(wayRef[Int(segmentWay[s])])] }

    /// The road class of a segment's way.
    public func roadClass(ofSegment s: Int) -> RoadClass { RoadClass(rawValue: wayClass[Int(segmentWay[s])]) ?? .other }

    /// Whether a segment belongs to a roundabout.
    public func isRoundabout(segment s: Int) -> Bool { wayFlags[Int(segmentWay[s])] & 1 != 0 }

    /// Whether a segment is a ferry crossing.
    public func isFerry(segment s: Int) -> Bool { wayFlags[Int(segmentWay[s])] & 2 != 0 }

    /// Whether a segment's way costs a toll.
    public func isToll(segment s: Int) -> Bool { wayFlags[Int(segmentWay[s])] & 4 != 0 }

    /// Whether traffic on a segment's way keeps to the left (OSM's `driving_side=left`, on the way or on the
    /// country's boundary).
    public func isLeftHandTraffic(segment s: Int) -> Bool { wayFlags[Int(segmentWay[s])] & 8 != 0 }
}
