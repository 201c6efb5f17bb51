extension XMLTokenizer {
    /// The attribute of the last start tag named `name`, if present.
    func attribute(_ name: StaticString) -> XMLAttribute? {
        let count = name.utf8CodeUnitCount
        outer: for attribute in attributes where attribute.name.count == count {
            for offset in 0..<count where buffer[attribute.name.lowerBound + offset] != name.utf8Start[offset] {
                continue outer
            }
            return attribute
        }
        return nil
    }

    /// The attribute `name` of the element on `line`, which must be present.
    func required(_ name: StaticString, of element: XMLElementName, line: Int) throws(OSMError) -> XMLAttribute {
        guard let found = attribute(name) else {
            throw .malformedXML(line: line, reason: "<\(element.text)> has no '\(name)' attribute")
        }
        return found
    }

    /// A decimal integer attribute such as `id` or `ref`.
    func integer(_ attribute: XMLAttribute, line: Int) throws(OSMError) -> Int64 {
        var index = attribute.value.lowerBound
        let end = attribute.value.upperBound
        let negative = index < end && buffer[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < end else { throw invalidNumber(attribute, line: line) }
        var value: Int64 = 0
        while index < end {
            let digit = buffer[index] &- UInt8(ascii: "0")
            guard digit < 10 else { throw invalidNumber(attribute, line: line) }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int64(digit))
            guard !overflow1, !overflow2 else { throw invalidNumber(attribute, line: line) }
            value = sum
            index += 1
        }
        return negative ? -value : value
    }

    /// A coordinate in degrees such as `43.7384176`, as nanodegrees (exact up to 9 decimals, rounded beyond;
    /// exponent notation falls back to `Double` parsing).
    func nanodegrees(_ attribute: XMLAttribute, line: Int) throws(OSMError) -> Int64 {
        var index = attribute.value.lowerBound
        let end = attribute.value.upperBound
        var negative = false
        if index < end, buffer[index] == UInt8(ascii: "-") || buffer[index] == UInt8(ascii: "+") {
            negative = buffer[index] == UInt8(ascii: "-")
            index += 1
        }
        var whole: Int64 = 0
        var digits = 0
        while index < end, buffer[index] &- UInt8(ascii: "0") < 10, digits < 9 {  // < 1e9 degrees: no overflow
            whole = whole * 10 + Int64(buffer[index] &- UInt8(ascii: "0"))
            index += 1
            digits += 1
        }
        var fraction: Int64 = 0
        var scale: Int64 = 1_000_000_000
        if index < end, buffer[index] == UInt8(ascii: ".") {
            index += 1
            while index < end, buffer[index] &- UInt8(ascii: "0") < 10 {
                let digit = Int64(buffer[index] &- UInt8(ascii: "0"))
                if scale > 1 {
                    scale /= 10
                    fraction += digit * scale
                    digits += 1
                } else if scale == 1 {
                    if digit >= 5 { fraction += 1 }  // round on the tenth decimal
                    scale = 0
                }
                index += 1
            }
        }
        if index == end, digits > 0 {
            let nano = whole * 1_000_000_000 + fraction
            return negative ? -nano : nano
        }
        guard let degrees = Double(text(attribute.value)), degrees.isFinite, abs(degrees) < 1e6 else {
            throw invalidNumber(attribute, line: line)
        }
        return Int64((degrees * 1e9).rounded())
    }

    /// A text attribute such as a tag's `k` or `v`, with entity references decoded.
    func string(_ attribute: XMLAttribute, line: Int) throws(OSMError) -> String {
        guard attribute.needsDecoding else {
            return buffer.withUnsafeBufferPointer { String(decoding: $0[attribute.value], as: UTF8.self) }
        }
        return try XMLEntityDecoder.decode(buffer[attribute.value], line: line)
    }

    private func invalidNumber(_ attribute: XMLAttribute, line: Int) -> OSMError {
        .malformedXML(
            line: line, reason: "attribute '\(text(attribute.name))' is not a number: \"\(text(attribute.value))\"")
    }
}
