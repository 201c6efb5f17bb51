extension Duration {
    /// The duration in seconds, as searches report their elapsed time.
    public var seconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) * 1e-18
    }
}
