/// A start or end tag found by `XMLTokenizer`; ranges index the tokenizer's buffer and are valid until
/// its next call to `next()`.
struct XMLToken {
    /// Whether the token opens or closes an element.
    enum Kind { case start, end }

    /// Start (`<name …>` or `<name …/>`) or end (`</name>`).
    var kind: Kind
    /// The element name's bytes.
    var name: Range<Int>
    /// Whether a start tag closes itself (`<nd ref="1"/>`).
    var selfClosing: Bool
    /// The 1-based line where the tag starts.
    var line: Int
}

/// One `name="value"` of a start tag; ranges index the tokenizer's buffer.
struct XMLAttribute {
    /// The attribute name's bytes.
    var name: Range<Int>
    /// The value's bytes between the quotes, still escaped.
    var value: Range<Int>
    /// Whether the value contains `&` or whitespace that XML normalizes, so cannot be used as is.
    var needsDecoding: Bool
}
