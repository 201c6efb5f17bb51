import NIOConcurrencyHelpers

extension NIOLockedValueBox {
    /// ``withLockedValue(_:)`` for a body whose error has a type, which it keeps (NIO's method only rethrows
    /// `any Error`).
    @_disfavoredOverload
    func withLockedValue<T, Failure: Error>(throwing body: (inout Value) throws(Failure) -> T) throws(Failure) -> T {
        try withLockedValue { value in Result { () throws(Failure) -> T in try body(&value) } }.get()
    }
}
