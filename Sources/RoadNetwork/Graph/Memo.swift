import Synchronization

/// A value worked out from what its owner holds when first wanted (by the first caller; the others wait for it), then
/// kept: a cache, so it takes no part in its owner's equality or hash.
public final class Memo<Value: Sendable>: Sendable, Hashable {
    private let made = Mutex<Value?>(nil)
    private let make: @Sendable () -> Value

    /// A memo of what `make` returns, not called yet.
    public init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value: made now by the first caller.
    public var value: Value {
        made.withLock { made in
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }

    /// Always equal: a memo is made from its owner's other parts, which its owner compares.
    public static func == (_: Memo, _: Memo) -> Bool { true }

    /// Nothing: see ``==(_:_:)``.
    public func hash(into _: inout Hasher) {}
}
