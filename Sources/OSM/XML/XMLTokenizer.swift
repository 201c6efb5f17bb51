/// Splits an XML file into start and end tags, reading it in chunks.
///
/// Comments, processing instructions, `<!DOCTYPE …>`, CDATA sections and text are skipped. The buffer
/// holds one chunk plus at most one markup item crossing a chunk boundary, so memory does not grow with
/// the file. Lines are counted for error messages.
struct XMLTokenizer {
    /// Bytes read per refill.
    static let chunkSize = 1 << 20

    /// The current window of the file; token and attribute ranges index it.
    private(set) var buffer: [UInt8] = []
    /// The attributes of the last start tag.
    var attributes: [XMLAttribute] = []
    /// The 1-based line of the next unread byte.
    private(set) var line = 1
    private let file: FileInput
    private var position = 0
    private var end = 0
    private var atEndOfFile = false

    /// A tokenizer over an opened file.
    init(file: FileInput) {
        self.file = file
    }

    /// The next start or end tag, or `nil` at the end of the file.
    mutating func next() throws(OSMError) -> XMLToken? {
        while true {
            guard try skipText() else { return nil }
            let markupEnd = try completeMarkup()
            let start = position
            let startLine = line
            for index in start...markupEnd where buffer[index] == 0x0A { line += 1 }
            position = markupEnd + 1
            switch buffer[start + 1] {
            case UInt8(ascii: "!"), UInt8(ascii: "?"): continue
            case UInt8(ascii: "/"): return try endTag(from: start, to: markupEnd, line: startLine)
            default: return try startTag(from: start, to: markupEnd, line: startLine)
            }
        }
    }

    /// Advances `position` to the next `<`, counting lines; `false` at the end of the file.
    private mutating func skipText() throws(OSMError) -> Bool {
        while true {
            while position < end {
                let byte = buffer[position]
                if byte == UInt8(ascii: "<") { return true }
                if byte == 0x0A { line += 1 }
                position += 1
            }
            guard try refill() else { return false }
        }
    }

    /// Makes sure the markup starting at `position` is entirely in the buffer; returns the index of its
    /// final `>`.
    private mutating func completeMarkup() throws(OSMError) -> Int {
        while true {
            switch try scanMarkup(from: position) {
            case .complete(let last): return last
            case .needMore:
                guard try refill() else {
                    throw .malformedXML(line: line, reason: "the file ends inside a tag starting here")
                }
            }
        }
    }

    private enum ScanResult { case complete(Int), needMore }

    /// Finds the end of the markup starting with `<` at `start`.
    private func scanMarkup(from start: Int) throws(OSMError) -> ScanResult {
        guard start + 1 < end else { return .needMore }
        switch buffer[start + 1] {
        case UInt8(ascii: "!"):
            guard let isComment = hasPrefix("<!--", at: start) else { return .needMore }
            if isComment { return find("-->", from: start + 4) }
            guard let isCDATA = hasPrefix("<![CDATA[", at: start) else { return .needMore }
            if isCDATA { return find("]]>", from: start + 9) }
            return scanDeclaration(from: start + 2)
        case UInt8(ascii: "?"):
            return find("?>", from: start + 2)
        default:
            return try scanTag(from: start + 1)
        }
    }

    /// Whether the buffer has `literal` at `index`, or `nil` if it ends before that can be told.
    private func hasPrefix(_ literal: StaticString, at index: Int) -> Bool? {
        let count = literal.utf8CodeUnitCount
        var offset = 0
        while offset < count {
            if index + offset >= end { return atEndOfFile ? false : nil }
            if buffer[index + offset] != literal.utf8Start[offset] { return false }
            offset += 1
        }
        return true
    }

    /// The index of the last byte of the first `terminator` at or after `index`.
    private func find(_ terminator: StaticString, from index: Int) -> ScanResult {
        var candidate = index
        while candidate < end {
            switch hasPrefix(terminator, at: candidate) {
            case .some(true): return .complete(candidate + terminator.utf8CodeUnitCount - 1)
            case .some(false): candidate += 1
            case .none: return .needMore
            }
        }
        return .needMore
    }

    /// The end of `<!DOCTYPE …>`, allowing an internal subset in brackets.
    private func scanDeclaration(from index: Int) -> ScanResult {
        var depth = 0
        for candidate in index..<end {
            switch buffer[candidate] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where depth <= 0: return .complete(candidate)
            default: break
            }
        }
        return .needMore
    }

    /// The `>` ending a start or end tag, skipping quoted attribute values, which may not contain `<`.
    private func scanTag(from index: Int) throws(OSMError) -> ScanResult {
        var quote: UInt8 = 0
        for candidate in index..<end {
            let byte = buffer[candidate]
            if quote != 0 {
                if byte == quote {
                    quote = 0
                } else if byte == UInt8(ascii: "<") {
                    throw .malformedXML(
                        line: lineAt(candidate), reason: "'<' inside an attribute value (a closing quote is missing)")
                }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return .complete(candidate)
            } else if byte == UInt8(ascii: "<") {
                throw .malformedXML(line: lineAt(candidate), reason: "'<' inside a tag (a '>' is missing)")
            }
        }
        return .needMore
    }

    /// The line of `index`, which lies in the markup starting at `position`.
    private func lineAt(_ index: Int) -> Int {
        var result = line
        for scanned in position..<index where buffer[scanned] == 0x0A { result += 1 }
        return result
    }

    /// Moves the unread bytes to the front and reads another chunk; `false` if nothing more can be read.
    private mutating func refill() throws(OSMError) -> Bool {
        if atEndOfFile { return false }
        let kept = end - position
        if position > 0, kept > 0 {
            buffer.withUnsafeMutableBytes { raw in
                guard let base = raw.baseAddress else { return }
                base.copyMemory(from: base + position, byteCount: kept)
            }
        }
        position = 0
        end = kept
        // Grow only when a single markup item is larger than a chunk.
        let capacity = max(Self.chunkSize, kept * 2)
        let got = try file.read(capacity - kept, into: &buffer, at: kept)
        end += got
        if got < capacity - kept { atEndOfFile = true }
        return got > 0
    }
}
