/// Short decimal text for SVG coordinates: at most a few fractional digits, no exponent, no trailing zeros.
///
/// ```swift
/// SVGNumber.format(12.3456)      // "12.35"
/// SVGNumber.format(-0.001)       // "0"
/// SVGNumber.format(3, digits: 0) // "3"
/// ```
public enum SVGNumber {
    /// `value` rounded to `digits` fractional digits (0…6); non-finite values are written as 0. O(1).
    public static func format(_ value: Double, digits: Int = 2) -> String {
        let digits = max(0, min(6, digits))
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return String(Int64(value.rounded())) }
        let units = Int64(scaled)
        let whole = units / Int64(scale)
        var fraction = digits == 0 ? "" : String(units % Int64(scale))
        if digits > 0 {
            fraction = String(repeating: "0", count: digits - fraction.count) + fraction
            while fraction.last == "0" { fraction.removeLast() }
        }
        let sign = value < 0 && units > 0 ? "-" : ""
        return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
