import CZlib

/// The payload of one blob: raw or zlib-compressed bytes of a HeaderBlock or PrimitiveBlock.
enum Blob {
    /// Why a blob could not be turned into bytes.
    enum Failure: Error {
        case malformed(PBFDecodingError)
        case corrupt(String)
        case unsupportedCompression(String)
    }

    /// Where a blob's uncompressed content ended up.
    enum Content {
        /// Stored uncompressed: this range of the Blob message's bytes.
        case raw(Range<Int>)
        /// Inflated into the first `count` bytes of the output buffer.
        case inflated(count: Int)
    }

    /// Decodes the Blob message in `bytes`, inflating compressed content into `output` (reused from blob to
    /// blob, grown as needed).
    static func content(of bytes: UnsafeRawBufferPointer, output: inout [UInt8]) throws(Failure) -> Content {
        var reader = ProtobufReader(bytes)
        var raw: UnsafeRawBufferPointer?
        var zlib: UnsafeRawBufferPointer?
        var rawSize: Int?
        do {
            while !reader.isAtEnd {
                let (field, wireType) = try reader.readFieldKey()
                switch (field, wireType) {
                case (1, .lengthDelimited): raw = try reader.readBytes()
                case (2, .varint):
                    let size = try reader.readInt64()
                    guard size >= 0, size <= PBFLimits.maxBlobSize else {
                        throw PBFDecodingError(reason: "raw_size \(size) is outside 0…\(PBFLimits.maxBlobSize) bytes")
                    }
                    rawSize = Int(size)
                case (3, .lengthDelimited): zlib = try reader.readBytes()
                case (4, _): throw Failure.unsupportedCompression("LZMA")
                case (5, _): throw Failure.unsupportedCompression("bzip2")
                case (6, _): throw Failure.unsupportedCompression("LZ4")
                case (7, _): throw Failure.unsupportedCompression("ZSTD")
                default: try reader.skipField(wireType)
                }
            }
        } catch let error as PBFDecodingError {
            throw .malformed(error)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .malformed(PBFDecodingError(reason: "\(error)"))
        }
        if let raw, let base = bytes.baseAddress, let start = raw.baseAddress {
            let offset = start - base
            return .raw(offset..<offset + raw.count)
        }
        if raw != nil { return .raw(0..<0) }
        guard let zlib else {
            throw .malformed(PBFDecodingError(reason: "blob has no data (neither raw nor zlib_data)"))
        }
        guard let rawSize else {
            throw .malformed(PBFDecodingError(reason: "zlib blob without raw_size"))
        }
        if output.count < rawSize { output = [UInt8](repeating: 0, count: rawSize) }
        try inflate(zlib, into: &output, expectedSize: rawSize)
        return .inflated(count: rawSize)
    }

    /// Inflates a zlib stream of exactly `expectedSize` bytes into the start of `output`.
    private static func inflate(
        _ input: UnsafeRawBufferPointer, into output: inout [UInt8], expectedSize: Int
    ) throws(Failure) {
        var produced = uLongf(expectedSize)
        let status: Int32 = output.withUnsafeMutableBytes { out in
            guard let destination = out.baseAddress?.assumingMemoryBound(to: Bytef.self),
                let source = input.baseAddress?.assumingMemoryBound(to: Bytef.self)
            else { return Z_DATA_ERROR }
            return uncompress(destination, &produced, source, uLong(input.count))
        }
        switch status {
        case Z_OK:
            guard produced == uLongf(expectedSize) else {
                throw .corrupt("zlib data inflates to \(produced) bytes, raw_size says \(expectedSize)")
            }
        case Z_BUF_ERROR:
            throw .corrupt("zlib data is incomplete or larger than raw_size \(expectedSize)")
        case Z_MEM_ERROR:
            throw .corrupt("out of memory while inflating \(expectedSize) bytes")
        default:
            throw .corrupt("zlib error \(status) (\(String(cString: zError(status))))")
        }
    }
}
