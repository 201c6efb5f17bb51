import Foundation

/// Timing helpers for the benchmarks.
enum Statistics {
    /// Runs `body` and returns its wall-clock seconds.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        let (seconds, attoseconds) = (clock.now - start).components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }

    /// The median of `runs` timings of `body` (one-time costs of a first run, such as structures made on first use,
    /// and a busy moment of the machine do not make the figure).
    static func medianTime(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<runs { times.append(try time(body)) }
        return quantile(times, 0.5)
    }

    /// The value at quantile `q` (0…1) of `values`.
    static func quantile(_ values: [Double], _ q: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * q + 0.5))]
    }

    /// The process's peak resident memory so far, in megabytes.
    static var peakMemoryMB: Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    /// The seconds since `start`, with two decimals and a unit.
    static func seconds(since start: ContinuousClock.Instant) -> String {
        let (seconds, attoseconds) = (ContinuousClock.now - start).components
        return String(format: "%.2f s", Double(seconds) + Double(attoseconds) * 1e-18)
    }

    /// Milliseconds with two decimals.
    static func ms(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }
}

/// A small deterministic generator for picking benchmark pairs.
struct SeededRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
}
