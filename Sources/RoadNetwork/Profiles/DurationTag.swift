/// Reads the OSM `duration` tag (used on ferries) into seconds, by hand (no Foundation).
///
/// Forms: `mm`, `hh:mm`, `hh:mm:ss` (the OSM wiki's), and ISO 8601 `PT1H30M`, `P1DT2H`, `PT45M30S`.
/// ```swift
/// DurationTag.seconds("01:30")   // 5400
/// DurationTag.seconds("45")      // 2700
/// DurationTag.seconds("PT1H5M")  // 3900
/// DurationTag.seconds("soon")    // nil
/// ```
public enum DurationTag {
    /// The duration in seconds, or nil when the value is not understood or is zero.
    ///
    /// Complexity: O(length of value), no allocation.
    public static func seconds(_ value: String) -> Int? {
        let bytes = value.utf8
        guard let first = bytes.first else { return nil }
        let total = first == UInt8(ascii: "P") ? iso8601(bytes.dropFirst()) : clock(bytes)
        guard let total, total > 0 else { return nil }
        return total
    }

    /// `mm`, `hh:mm` or `hh:mm:ss`.
    private static func clock(_ bytes: String.UTF8View) -> Int? {
        var fields = 0
        var total = 0
        var current = 0
        var digits = 0
        for byte in bytes {
            if let digit = digitValue(byte) {
                current = current * 10 + digit
                digits += 1
                guard digits <= 6 else { return nil }
            } else if byte == UInt8(ascii: ":"), digits > 0, fields < 2 {
                total = total * 60 + current
                fields += 1
                current = 0
                digits = 0
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        total = total * 60 + current
        // One field is minutes; two are hours and minutes (→ ×60); three are h:m:s.
        return fields == 2 ? total : total * 60
    }

    /// The part of an ISO 8601 duration after `P`: `[nD][T[nH][nM][nS]]`.
    private static func iso8601(_ bytes: Substring.UTF8View) -> Int? {
        var total = 0
        var current = 0
        var digits = 0
        var inTime = false
        var anyField = false
        for byte in bytes {
            if let digit = digitValue(byte) {
                current = current * 10 + digit
                digits += 1
                guard digits <= 6 else { return nil }
                continue
            }
            if byte == UInt8(ascii: "T"), digits == 0, !inTime {
                inTime = true
                continue
            }
            guard digits > 0 else { return nil }
            let unit: Int
            switch (byte, inTime) {
            case (UInt8(ascii: "D"), false): unit = 86_400
            case (UInt8(ascii: "H"), true): unit = 3_600
            case (UInt8(ascii: "M"), true): unit = 60
            case (UInt8(ascii: "S"), true): unit = 1
            default: return nil
            }
            total += current * unit
            current = 0
            digits = 0
            anyField = true
        }
        return anyField && digits == 0 ? total : nil
    }

    /// The value of an ASCII digit.
    private static func digitValue(_ byte: UInt8) -> Int? {
        byte >= 0x30 && byte <= 0x39 ? Int(byte - 0x30) : nil
    }
}
