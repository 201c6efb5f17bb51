import RoadNetwork

extension Basemap {
    /// The name of the map-file section that holds the basemap.
    public static let sectionName = "basemap"

    /// The basemap as a map-file section.
    public func mapSection() -> MapSection {
        MapSection(Self.sectionName) { [self] in
            var writer = BinaryWriter()
            writer.write(array: layers)
            writer.write(array: geometries)
            writer.write(array: kindIndices)
            writer.write(array: nameIndices)
            writer.write(array: minZooms)
            writer.write(array: ranks)
            writer.write(array: partStarts)
            writer.write(array: pointStarts)
            // The points one after another along their lines: their differences take 2–3 bytes, not 8.
            writer.write(deltas: xs)
            writer.write(deltas: ys)
            writer.write(strings: kinds)
            writer.write(strings: names)
            writer.write(array: index.boxes.map(\.minX))
            writer.write(array: index.boxes.map(\.minY))
            writer.write(array: index.boxes.map(\.maxX))
            writer.write(array: index.boxes.map(\.maxY))
            writer.write(array: index.references)
            writer.write(array: index.levelEnds.map(UInt64.init))
            return writer
        }
    }

    /// The basemap read from its map-file section, every index checked so that a corrupt file gives an error,
    /// not a crash.
    public init(section: MapBytes) throws(MapFileError) {
        var reader = BinaryReader(section)
        layers = try reader.readArray()
        geometries = try reader.readArray()
        kindIndices = try reader.readArray()
        nameIndices = try reader.readArray()
        minZooms = try reader.readArray()
        ranks = try reader.readArray()
        partStarts = try reader.readArray()
        pointStarts = try reader.readArray()
        xs = try reader.readDeltas()
        ys = try reader.readDeltas()
        kinds = try reader.readStrings()
        names = try reader.readStrings()
        let minX: [Int32] = try reader.readArray(), minY: [Int32] = try reader.readArray()
        let maxX: [Int32] = try reader.readArray(), maxY: [Int32] = try reader.readArray()
        let references: [UInt32] = try reader.readArray()
        let levelEnds = try reader.readArray(of: UInt64.self).map { Int(clamping: $0) }
        let count = layers.count, kindCount = kinds.count, nameCount = names.count
        guard [geometries.count, kindIndices.count, nameIndices.count, minZooms.count, ranks.count].allSatisfy({ $0 == count }),
              partStarts.count == count + 1, partStarts.first == 0, !pointStarts.isEmpty, pointStarts.first == 0,
              Int(partStarts.last!) == pointStarts.count - 1, zip(partStarts, partStarts.dropFirst()).allSatisfy({ $0 <= $1 }),
              xs.count == ys.count, Int(pointStarts.last!) == xs.count, zip(pointStarts, pointStarts.dropFirst()).allSatisfy({ $0 <= $1 }),
              layers.allSatisfy({ BasemapLayer(rawValue: $0) != nil }), geometries.allSatisfy({ BasemapGeometry(rawValue: $0) != nil }),
              kindIndices.allSatisfy({ Int($0) < kindCount }), nameIndices.allSatisfy({ Int($0) < nameCount }), names.first == ""
        else { throw .corrupt("the basemap's features do not fit together") }
        guard [minY.count, maxX.count, maxY.count, references.count].allSatisfy({ $0 == minX.count }) else {
            throw .corrupt("the basemap's index boxes and references differ in number")
        }
        let boxes = (0..<minX.count).map { WorldBox(minX: minX[$0], minY: minY[$0], maxX: maxX[$0], maxY: maxY[$0]) }
        guard (count == 0) == boxes.isEmpty, levelEnds.first.map({ $0 == count }) ?? (count == 0), levelEnds.last == boxes.count || boxes.isEmpty,
              zip(levelEnds, levelEnds.dropFirst()).allSatisfy({ $0 < $1 }),
              references.prefix(count).allSatisfy({ Int($0) < count }),
              references.dropFirst(count).allSatisfy({ Int($0) < boxes.count })
        else { throw .corrupt("the basemap's index does not fit its features") }
        index = FeatureIndex(boxes: boxes, references: references, levelEnds: levelEnds)
    }
}
