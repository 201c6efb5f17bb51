/// The spatial index in a map file (section `index`), so that loading a map reads it instead of building it again
/// (on a synthetic city of a million junctions, 7.5M entries: a third of a second of one core at every load).
extension SegmentIndex {
    /// Writes the index in the map file format.
    func encode(into writer: inout BinaryWriter) {
        writer.write(UInt64(cellSize))
        writer.write(array: cellNumber)
        writer.write(array: cellFirst)
        writer.write(array: entryPoint)
        writer.write(array: entrySegment)
    }

    /// Reads an index written by ``encode(into:)``, checking that it indexes pieces of `graph`: occupied cells in
    /// ascending order, each with entries, every entry a piece of its segment.
    init(decoding reader: inout BinaryReader, graph: RoadGraph) throws(MapFileError) {
        let size = try reader.read(UInt64.self)
        let cellNumber = try reader.readMappedArray(of: UInt64.self), cellFirst = try reader.readMappedArray(of: UInt32.self)
        let entryPoint = try reader.readMappedArray(of: UInt32.self), entrySegment = try reader.readMappedArray(of: UInt32.self)
        let firstPoint = graph.firstPoint, segments = graph.segmentCount
        /// Whether `point` starts a piece of `segment` (its last point starts none).
        func startsPiece(_ point: UInt32, of segment: UInt32) -> Bool {
            guard Int(segment) < segments else { return false }
            return firstPoint[Int(segment)] <= point && point < firstPoint[Int(segment) + 1] - 1
        }
        guard size > 0, size <= 900_000_000, cellFirst.count == cellNumber.count + 1, cellFirst.first == 0,
              Int(cellFirst.last ?? 0) == entryPoint.count, entrySegment.count == entryPoint.count,
              zip(cellNumber, cellNumber.dropFirst()).allSatisfy({ $0 < $1 }),
              zip(cellFirst, cellFirst.dropFirst()).allSatisfy({ $0 < $1 }),
              zip(entryPoint, entrySegment).allSatisfy(startsPiece) else {
            throw .corrupt("the spatial index does not fit the road graph")
        }
        let columns = Self.columns(cellSize: Int64(size))
        guard cellNumber.last.map({ $0 < UInt64(columns * ((1_800_000_000 + Int64(size) - 1) / Int64(size))) }) ?? true else {
            throw .corrupt("the spatial index has cells off the Earth")
        }
        self.init(cellSize: Int64(size), cellNumber: cellNumber, cellFirst: cellFirst,
                  entryPoint: entryPoint, entrySegment: entrySegment)
    }
}
