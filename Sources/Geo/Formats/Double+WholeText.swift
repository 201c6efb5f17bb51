extension Double {
    /// The value rounded to a whole number, as text for messages: `"1500"` for 1499.7, and for a value no `Int`
    /// can hold (a request may send 1e300) its plain description instead of a crash.
    public var wholeText: String {
        let whole = rounded()
        return Int(exactly: whole).map(String.init) ?? "\(whole)"
    }
}
