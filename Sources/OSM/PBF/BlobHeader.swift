/// The header before each blob: what the blob holds and how long it is.
struct BlobHeader {
    /// `OSMHeader`, `OSMData`, or a type readers must skip.
    var type: String
    /// The size of the following Blob message in bytes.
    var dataSize: Int

    /// Decodes a BlobHeader message (type = 1, indexdata = 2, datasize = 3).
    init(_ bytes: UnsafeRawBufferPointer) throws(PBFDecodingError) {
        var reader = ProtobufReader(bytes)
        var type: String?
        var dataSize: Int?
        while !reader.isAtEnd {
            let (field, wireType) = try reader.readFieldKey()
            switch (field, wireType) {
            case (1, .lengthDelimited): type = String(decoding: try reader.readBytes(), as: UTF8.self)
            case (3, .varint):
                let size = try reader.readInt64()
                guard size >= 0, size <= PBFLimits.maxBlobSize else {
                    throw PBFDecodingError(reason: "blob size \(size) is outside 0…\(PBFLimits.maxBlobSize) bytes")
                }
                dataSize = Int(size)
            default: try reader.skipField(wireType)
            }
        }
        guard let type else { throw PBFDecodingError(reason: "BlobHeader has no type") }
        guard let dataSize else { throw PBFDecodingError(reason: "BlobHeader has no datasize") }
        self.type = type
        self.dataSize = dataSize
    }
}
