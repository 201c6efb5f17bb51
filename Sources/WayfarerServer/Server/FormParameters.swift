import HummingbirdCore

extension URI {
    /// The query's parameters that have a value, in order, decoded as HTML forms and every browser encode them
    /// (application/x-www-form-urlencoded): `+` is a space, `%XX` a byte (so `%2B` is a `+`), names decoded like
    /// values. A `%` that starts no valid escape is kept as it is. Hummingbird's `queryParameters` leaves `+` as
    /// it is, so `barriers={"type":+"Point",…}` from a form-encoding client would not read as JSON.
    ///
    /// A parameter given empty (`radius=`, or `radius` alone) counts as not given, on every endpoint: forms and
    /// URL templates send the parameters they have no value for that way.
    var formParameters: [(name: String, value: String)] {
        guard let query, !query.isEmpty else { return [] }
        return query.split(separator: "&", omittingEmptySubsequences: true).compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let value = parts.count > 1 ? Self.formDecoded(parts[1]) : ""
            return value.isEmpty ? nil : (Self.formDecoded(parts[0]), value)
        }
    }

    /// The value of the first parameter called `name`.
    func formParameter(_ name: String) -> String? {
        formParameters.first { $0.name == name }?.value
    }

    /// `text` with `+` as a space and `%XX` escapes as bytes (invalid UTF-8 repaired).
    static func formDecoded(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var input = Array(text.utf8)[...]
        while let byte = input.popFirst() {
            if byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), input.count >= 2, let high = hexValue(input[input.startIndex]),
                      let low = hexValue(input[input.startIndex + 1]) {
                bytes.append(high << 4 | low)
                input = input.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
