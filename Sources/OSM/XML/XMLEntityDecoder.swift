/// Decodes XML character data in an attribute value: the five predefined entities, numeric character
/// references (`&#233;`, `&#xE9;`), and whitespace normalization (tab, CR, LF become spaces).
enum XMLEntityDecoder {
    /// The decoded text of `bytes`; throws for an unknown or unterminated reference.
    static func decode(_ bytes: ArraySlice<UInt8>, line: Int) throws(OSMError) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x09 || byte == 0x0A || byte == 0x0D {
                output.append(0x20)
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "&") else {
                output.append(byte)
                index += 1
                continue
            }
            guard let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                throw .malformedXML(line: line, reason: "'&' not followed by an entity reference ending in ';'")
            }
            let name = bytes[(index + 1)..<semicolon]
            try append(reference: name, to: &output, line: line)
            index = semicolon + 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func append(
        reference name: ArraySlice<UInt8>, to output: inout [UInt8], line: Int
    ) throws(OSMError) {
        let text = String(decoding: name, as: UTF8.self)
        switch text {
        case "amp": output.append(UInt8(ascii: "&"))
        case "lt": output.append(UInt8(ascii: "<"))
        case "gt": output.append(UInt8(ascii: ">"))
        case "quot": output.append(UInt8(ascii: "\""))
        case "apos": output.append(UInt8(ascii: "'"))
        default:
            var number: UInt32?
            if text.hasPrefix("#x") || text.hasPrefix("#X") {
                number = UInt32(text.dropFirst(2), radix: 16)
            } else if text.hasPrefix("#") {
                number = UInt32(text.dropFirst(), radix: 10)
            } else {
                throw .malformedXML(line: line, reason: "unknown entity reference '&\(text);'")
            }
            guard let number, let scalar = Unicode.Scalar(number), number != 0 else {
                throw .malformedXML(line: line, reason: "invalid character reference '&\(text);'")
            }
            output.append(contentsOf: String(Character(scalar)).utf8)
        }
    }
}
