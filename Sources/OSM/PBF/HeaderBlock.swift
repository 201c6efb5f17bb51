/// The OSMHeader blob's content; this reader only needs its required features.
enum HeaderBlock {
    /// Required features this reader implements; any other makes the file unreadable by it.
    static let supportedFeatures: Set<String> = ["OsmSchema-V0.6", "DenseNodes"]

    /// Throws `unsupportedFeature` for the first required feature (field 4) not in `supportedFeatures`.
    static func checkRequiredFeatures(_ bytes: UnsafeRawBufferPointer) throws -> Void {
        var reader = ProtobufReader(bytes)
        while !reader.isAtEnd {
            let (field, wireType) = try reader.readFieldKey()
            if field == 4, wireType == .lengthDelimited {
                let feature = String(decoding: try reader.readBytes(), as: UTF8.self)
                if !supportedFeatures.contains(feature) { throw OSMError.unsupportedFeature(name: feature) }
            } else {
                try reader.skipField(wireType)
            }
        }
    }
}
