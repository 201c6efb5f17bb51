/// Size limits from the PBF specification, checked before any allocation a file could make huge.
enum PBFLimits {
    /// A BlobHeader "must be less than 64 KiB".
    static let maxBlobHeaderSize = 64 * 1024
    /// A Blob (compressed or not) "must be less than 32 MiB".
    static let maxBlobSize = 32 * 1024 * 1024
}
