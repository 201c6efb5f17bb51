/// Streams the entities of an `.osm.pbf` file blob by blob, in file order.
///
/// The calling thread reads blobs and decodes them; up to `blobsInFlight` following blobs are inflated on
/// worker threads meanwhile (zlib is half the work). Memory holds those few blobs (each < 32 MiB by the
/// spec, typically < 1 MiB) plus what the visitor keeps.
struct PBFReader {
    /// How many blobs may be read ahead and inflated concurrently.
    static let blobsInFlight = 4

    /// The file's path.
    let path: String

    /// Calls `visitor` with every entity of `kinds` in file order.
    func read(_ kinds: OSMEntityKinds, visitor: (OSMEntity) throws -> Void) throws {
        let file = try FileInput(path: path)
        var headerBytes: [UInt8] = []
        var scratch = PrimitiveBlockScratch()
        var queue: [BlobJob] = []
        var spare: [BlobJob] = []
        var readFailure: OSMError?
        var endOfFile = false
        while true {
            // Keep the pipeline full; a read error waits its turn so earlier blobs are still delivered.
            while queue.count < Self.blobsInFlight, readFailure == nil, !endOfFile {
                do {
                    if let job = try readBlob(file, kinds: kinds, header: &headerBytes, reusing: spare.popLast()) {
                        job.start()
                        queue.append(job)
                    } else {
                        endOfFile = true
                    }
                } catch {
                    readFailure = error
                }
            }
            guard !queue.isEmpty else {
                if let readFailure { throw readFailure }
                return
            }
            let job = queue.removeFirst()
            try Self.mappingErrors(blobOffset: job.offset) {
                try job.withContent { bytes in
                    if job.isData {
                        var block = try PrimitiveBlock(bytes)
                        try block.decode(kinds, scratch: &scratch, visitor: visitor)
                    } else {
                        try HeaderBlock.checkRequiredFeatures(bytes)
                    }
                }
            }
            spare.append(job)
        }
    }

    /// Reads the next blob that must be decoded, skipping the others; `nil` at the end of the file.
    private func readBlob(
        _ file: FileInput, kinds: OSMEntityKinds, header: inout [UInt8], reusing spare: BlobJob?
    ) throws(OSMError) -> BlobJob? {
        while let (blobHeader, blobOffset) = try readBlobHeader(file, into: &header) {
            let needed = file.offset - blobOffset + blobHeader.dataSize
            guard blobOffset + needed <= file.size else {
                throw .truncatedPBF(blobOffset: blobOffset, needed: needed, fileSize: file.size)
            }
            let isData = blobHeader.type == "OSMData"
            guard blobHeader.type == "OSMHeader" || (isData && !kinds.isEmpty) else {
                try file.skip(blobHeader.dataSize)  // unknown blob types must be skipped
                continue
            }
            let job = spare ?? BlobJob()
            job.offset = blobOffset
            job.isData = isData
            job.size = blobHeader.dataSize
            guard try file.read(blobHeader.dataSize, into: &job.message) == blobHeader.dataSize else {
                throw .truncatedPBF(blobOffset: blobOffset, needed: needed, fileSize: file.offset)
            }
            return job
        }
        return nil
    }

    /// Reads the next 4-byte length and BlobHeader; `nil` at a clean end of file.
    private func readBlobHeader(
        _ file: FileInput, into buffer: inout [UInt8]
    ) throws(OSMError) -> (BlobHeader, offset: Int)? {
        let offset = file.offset
        let got = try file.read(4, into: &buffer)
        if got == 0 { return nil }
        guard got == 4 else { throw .truncatedPBF(blobOffset: offset, needed: 4, fileSize: file.offset) }
        let length = buffer[0..<4].reduce(0) { $0 << 8 | Int($1) }
        guard length <= PBFLimits.maxBlobHeaderSize else {
            throw .malformedPBF(
                blobOffset: offset,
                reason: "BlobHeader length \(length) exceeds \(PBFLimits.maxBlobHeaderSize) bytes")
        }
        guard try file.read(length, into: &buffer) == length else {
            throw .truncatedPBF(blobOffset: offset, needed: 4 + length, fileSize: file.offset)
        }
        let header: Result<BlobHeader, PBFDecodingError> = buffer.withUnsafeBytes { all in
            Result { () throws(PBFDecodingError) in try BlobHeader(UnsafeRawBufferPointer(rebasing: all[0..<length])) }
        }
        switch header {
        case .success(let header): return (header, offset)
        case .failure(let error): throw .malformedPBF(blobOffset: offset, reason: error.reason)
        }
    }

    /// Runs `body`, turning decoding failures into `OSMError`s that name the blob; other errors (the
    /// visitor's) pass through unchanged.
    private static func mappingErrors(blobOffset: Int, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as PBFDecodingError {
            throw OSMError.malformedPBF(blobOffset: blobOffset, reason: error.reason)
        } catch let failure as Blob.Failure {
            switch failure {
            case .malformed(let error): throw OSMError.malformedPBF(blobOffset: blobOffset, reason: error.reason)
            case .corrupt(let reason): throw OSMError.corruptBlob(blobOffset: blobOffset, reason: reason)
            case .unsupportedCompression(let name):
                throw OSMError.unsupportedCompression(name: name, blobOffset: blobOffset)
            }
        }
    }
}
