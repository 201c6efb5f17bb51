import ArgumentParser
import TourOptimizer

/// How `trip` and `render` order the stops: the same options as a solve job's body.
struct OrderingOptions: ParsableArguments {
    @Flag(name: .customLong("round-trip"), help: "Return to the first visited stop.")
    var roundTrip = false

    @Flag(name: .customLong("preserve-first-stop"), help: "Visit the first stop given first.")
    var preserveFirstStop = false

    @Flag(name: .customLong("preserve-last-stop"), help: "Visit the last stop given last.")
    var preserveLastStop = false

    @Flag(name: .customLong("find-best-sequence"), inversion: .prefixedNo,
          help: "Reorder the stops for the shortest trip (--no-find-best-sequence: visit them as given).")
    var findBestSequence = true

    @Option(name: .customLong("time-limit"), parsing: .unconditional, help: "The ordering's time budget in seconds.")
    var timeLimit: Double = 3

    @Option(parsing: .unconditional, help: "The random seed.")
    var seed: UInt64 = 1

    func validate() throws {
        guard timeLimit > 0, timeLimit.isFinite else { throw ValidationError("--time-limit must be a positive number of seconds") }
    }

    /// The optimizer's options.
    var tourOptions: TourOptions {
        TourOptions(roundTrip: roundTrip, preserveFirstStop: preserveFirstStop, preserveLastStop: preserveLastStop,
                    timeLimit: timeLimit, seed: seed)
    }
}
