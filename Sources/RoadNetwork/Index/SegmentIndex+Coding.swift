/// The spatial index in a map file (section `index`), so that loading a map reads it instead of building it again
/// (on a synthetic city of a million junctions, 7.5M entries: a third of a second of one core at every load).
extension SegmentIndex {
    /// Writes the index in the map file format.
    func encode(into writer: inout BinaryWriter) {
        writer.write(UInt64(cellSize))
        writer.write(array: cellNumber)
        writer.write(array: cellFirst)
        writer.write(array: entryPoint)
    }

    /// Reads an index written by ``encode(into:)``, checking that it indexes pieces of `graph`: occupied cells in
    /// ascending order, each with entries, every entry a piece of a segment (a point that is not its segment's last).
    init(decoding reader: inout BinaryReader, graph: RoadGraph) throws(MapFileError) {
        let size = try reader.read(UInt64.self)
        let cellNumber = try reader.readMappedArray(of: UInt64.self), cellFirst = try reader.readMappedArray(of: UInt32.self)
        let entryPoint = try reader.readMappedArray(of: UInt32.self)
        // Per point, whether it is its segment's last (the next starts a segment, or there is none): it starts no piece.
        var endsSegment = [Bool](repeating: false, count: graph.latitudeE7.count)
        for first in graph.firstPoint.dropFirst() { endsSegment[Int(first) - 1] = true }
        guard size > 0, size <= 900_000_000, cellFirst.count == cellNumber.count + 1, cellFirst.first == 0,
              Int(cellFirst.last ?? 0) == entryPoint.count,
              zip(cellNumber, cellNumber.dropFirst()).allSatisfy({ $0 < $1 }),
              zip(cellFirst, cellFirst.dropFirst()).allSatisfy({ $0 < $1 }),
              entryPoint.allSatisfy({ Int($0) < endsSegment.count && !endsSegment[Int($0)] }) else {
            throw .corrupt("the spatial index does not fit the road graph")
        }
        let columns = Self.columns(cellSize: Int64(size))
        guard cellNumber.last.map({ $0 < UInt64(columns * ((1_800_000_000 + Int64(size) - 1) / Int64(size))) }) ?? true else {
            throw .corrupt("the spatial index has cells off the Earth")
        }
        self.init(cellSize: Int64(size), cellNumber: cellNumber, cellFirst: cellFirst,
                  entryPoint: entryPoint, firstPoint: graph.firstPoint)
    }
}
