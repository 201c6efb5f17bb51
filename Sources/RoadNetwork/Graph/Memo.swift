import Synchronization

/// A value worked out from what its owner holds when first wanted (by the first caller; the others wait for it), then
/// kept: a cache, so it takes no part in its owner's equality or hash.
public final class Memo<Value: Sendable>: Sendable, Hashable {
    /// What makes the value until it is made (then let go, with all it holds), then the value.
    private enum State {
        case pending(@Sendable () -> Value)
        case made(Value)
    }

    private let state: Mutex<State>

    /// A memo of what `make` returns, not called yet.
    public init(_ make: @escaping @Sendable () -> Value) {
        state = Mutex(.pending(make))
    }

    /// The value: made now by the first caller.
    public var value: Value {
        state.withLock { state in
            switch state {
            case .made(let value):
                return value
            case .pending(let make):
                let value = make()
                state = .made(value)
                return value
            }
        }
    }

    /// Always equal: a memo is made from its owner's other parts, which its owner compares.
    public static func == (_: Memo, _: Memo) -> Bool { true }

    /// Nothing: see ``==(_:_:)``.
    public func hash(into _: inout Hasher) {}
}
