extension XMLTokenizer {
    /// Whitespace as XML defines it.
    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// Parses `<name attr="value" …>` or `<name …/>` in `start...last`.
    mutating func startTag(from start: Int, to last: Int, line: Int) throws(OSMError) -> XMLToken {
        attributes.removeAll(keepingCapacity: true)
        var index = start + 1
        let name = scanName(from: &index, before: last)
        guard !name.isEmpty else {
            throw .malformedXML(line: line, reason: "expected an element name after '<'")
        }
        var selfClosing = false
        while true {
            let hadSpace = index < last && Self.isSpace(buffer[index])
            while index < last, Self.isSpace(buffer[index]) { index += 1 }
            if index == last { break }
            if buffer[index] == UInt8(ascii: "/") {
                guard index + 1 == last else {
                    throw .malformedXML(line: line, reason: "unexpected '/' inside <\(text(name))>")
                }
                selfClosing = true
                break
            }
            guard hadSpace else {
                throw .malformedXML(line: line, reason: "attributes of <\(text(name))> must be separated by spaces")
            }
            try scanAttribute(from: &index, before: last, element: name, line: line)
        }
        return XMLToken(kind: .start, name: name, selfClosing: selfClosing, line: line)
    }

    /// Parses `</name>` in `start...last`.
    func endTag(from start: Int, to last: Int, line: Int) throws(OSMError) -> XMLToken {
        var index = start + 2
        let name = scanName(from: &index, before: last)
        guard !name.isEmpty else { throw .malformedXML(line: line, reason: "expected an element name after '</'") }
        while index < last, Self.isSpace(buffer[index]) { index += 1 }
        guard index == last else {
            throw .malformedXML(line: line, reason: "unexpected characters in </\(text(name))>")
        }
        return XMLToken(kind: .end, name: name, selfClosing: false, line: line)
    }

    /// The bytes of `range` as a String, for messages and element names.
    func text(_ range: Range<Int>) -> String {
        String(decoding: buffer[range], as: UTF8.self)
    }

    /// A name: bytes up to whitespace, `/`, `=` or `>`.
    private func scanName(from index: inout Int, before last: Int) -> Range<Int> {
        let start = index
        while index < last {
            let byte = buffer[index]
            if Self.isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=") { break }
            index += 1
        }
        return start..<index
    }

    /// `name = "value"` or `name='value'`, appended to `attributes`.
    private mutating func scanAttribute(
        from index: inout Int, before last: Int, element: Range<Int>, line: Int
    ) throws(OSMError) {
        let name = scanName(from: &index, before: last)
        guard !name.isEmpty else {
            throw .malformedXML(line: line, reason: "expected an attribute name in <\(text(element))>")
        }
        while index < last, Self.isSpace(buffer[index]) { index += 1 }
        guard index < last, buffer[index] == UInt8(ascii: "=") else {
            throw .malformedXML(line: line, reason: "attribute '\(text(name))' of <\(text(element))> has no value")
        }
        index += 1
        while index < last, Self.isSpace(buffer[index]) { index += 1 }
        guard index < last, buffer[index] == UInt8(ascii: "\"") || buffer[index] == UInt8(ascii: "'") else {
            throw .malformedXML(
                line: line, reason: "the value of attribute '\(text(name))' of <\(text(element))> is not quoted")
        }
        let quote = buffer[index]
        index += 1
        let valueStart = index
        var needsDecoding = false
        while index < last, buffer[index] != quote {
            let byte = buffer[index]
            if byte == UInt8(ascii: "&") || byte == 0x0A || byte == 0x09 || byte == 0x0D { needsDecoding = true }
            index += 1
        }
        guard index < last else {
            throw .malformedXML(
                line: line, reason: "the value of attribute '\(text(name))' of <\(text(element))> is not closed")
        }
        attributes.append(XMLAttribute(name: name, value: valueStart..<index, needsDecoding: needsDecoding))
        index += 1
    }
}
