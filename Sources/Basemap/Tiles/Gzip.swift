import CZlib

/// Gzip compression (zlib's deflate with a gzip header), as HTTP's `Content-Encoding: gzip` wants.
public enum Gzip {
    /// `bytes` compressed at zlib's default level.
    public static func compress(_ bytes: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        // 15 window bits + 16: a gzip header and trailer instead of zlib's.
        guard deflateInit2_(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY,
                            ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return [] }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))))
        var input = bytes
        let written = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = UInt32(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(target.count)
                return deflate(&stream, Z_FINISH) == Z_STREAM_END ? target.count - Int(stream.avail_out) : 0
            }
        }
        return Array(output.prefix(written))
    }

    /// `bytes` as they were before ``compress(_:)`` (any gzip stream); nil if they are not a whole gzip stream.
    public static func decompress(_ bytes: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var input = bytes
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: max(4096, bytes.count * 4))
        let status = input.withUnsafeMutableBufferPointer { source -> Int32 in
            stream.next_in = source.baseAddress
            stream.avail_in = UInt32(source.count)
            while true {
                let (result, produced) = chunk.withUnsafeMutableBufferPointer { target -> (Int32, Int) in
                    stream.next_out = target.baseAddress
                    stream.avail_out = UInt32(target.count)
                    let result = inflate(&stream, Z_NO_FLUSH)
                    return (result, target.count - Int(stream.avail_out))
                }
                output.append(contentsOf: chunk.prefix(produced))
                guard result == Z_OK else { return result }
                if produced == 0, stream.avail_in == 0 { return Z_BUF_ERROR }   // the stream ends early
            }
        }
        return status == Z_STREAM_END && stream.avail_in == 0 ? output : nil
    }
}
