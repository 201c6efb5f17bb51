/// A violation of the protobuf or PBF format inside one blob; `PBFReader` adds the blob's offset.
struct PBFDecodingError: Error {
    /// What is wrong, e.g. "varint runs past the end of the message".
    let reason: String
}
