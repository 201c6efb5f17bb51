import ArgumentParser
import Foundation
import TourOptimizer

/// `wayfarer tsp`: solve a TSPLIB instance, or benchmark a folder of them.
struct TSPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tsp",
        abstract: "Find the shortest closed tour of a TSPLIB instance (.tsp or .atsp).",
        discussion: """
            Prints the tour length and, when OPTIMA.txt beside the file (or --optimum) knows the optimum, the gap \
            to it. With --benchmark DIR, solves every instance in DIR and prints a table and a summary.
            """
    )

    @Argument(help: "A TSPLIB file (.tsp or .atsp).")
    var file: String?

    @Option(help: "Solve every .tsp/.atsp file in this folder and summarise the gaps to OPTIMA.txt.")
    var benchmark: String?

    @Option(name: .customLong("time-limit"), help: "The time budget per instance, in seconds.")
    var timeLimit: Double = 3

    @Option(help: "The random seed (the same seed gives the same tour).")
    var seed: UInt64 = 1

    @Option(help: "The search strategy: \(TourStrategy.allCases.map(\.rawValue).joined(separator: ", ")).")
    var strategy: String = TourStrategy.hybrid.rawValue

    @Option(help: "Solver threads (default: one per core, at most 4).")
    var workers: Int?

    @Option(help: "The optimal tour length, to report the gap (default: from OPTIMA.txt beside the file).")
    var optimum: Double?

    @Flag(help: "Print one JSON object: name, dimension, length, tour (1-based ids), seconds, strategy, provenOptimal, lowerBound, stopReason.")
    var json = false

    func validate() throws {
        guard (file == nil) != (benchmark == nil) else {
            throw ValidationError("give either a TSPLIB FILE or --benchmark DIR")
        }
        guard TourStrategy(rawValue: strategy) != nil else {
            throw ValidationError("unknown strategy '\(strategy)'; choose one of \(TourStrategy.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard timeLimit > 0, timeLimit.isFinite else { throw ValidationError("--time-limit must be a positive number of seconds") }
    }

    var options: TourOptions {
        TourOptions(timeLimit: timeLimit, seed: seed, strategy: TourStrategy(rawValue: strategy) ?? .hybrid, workers: workers)
    }

    func run() async throws {
        if let benchmark {
            try await TSPBenchmark(folder: URL(fileURLWithPath: benchmark), options: options).run()
            return
        }
        let url = URL(fileURLWithPath: file ?? "")
        let instance = try TSPLIBInstance(contentsOf: url)
        let optimum = optimum ?? TSPLIBOptima.optimum(besides: url, name: instance.name)
        let result = try await Self.solve(instance, options: options, optimum: optimum, status: json ? nil : StatusLine())
        let tour = result.order.map { $0 + 1 }
        if json {
            try printJSON(TSPReport(name: instance.name, dimension: instance.dimension, length: result.cost, tour: tour,
                                    seconds: result.seconds, strategy: strategy, provenOptimal: result.provenOptimal,
                                    lowerBound: result.lowerBound, stopReason: result.stopReason.rawValue))
            return
        }
        var line = "\(instance.name): length \(format(result.cost))"
        if let optimum { line += " (optimum \(format(optimum)), gap \(gapText(result.cost, optimum)))" }
        if let bound = result.lowerBound, !result.provenOptimal {
            line += ", lower bound \(format(bound)) (at most \(gapText(result.cost, bound)) above optimal)"
        }
        line += ", \(String(format: "%.3f", result.seconds)) s, \(result.provenOptimal ? "proven optimal" : result.stopReason.rawValue)"
        print(line)
    }

    /// Solves `instance`, showing a live status line (best length, gap, phase, elapsed) when `status` is given.
    static func solve(_ instance: TSPLIBInstance, options: TourOptions, optimum: Double?, status: StatusLine?) async throws -> TourResult {
        let search = try TourOptimizer(options: options).start(instance.matrix)
        if let status, status.isEnabled {
            for await event in search {
                guard case .improved(let improvement) = event else { continue }
                var text = "\(instance.name): best \(format(improvement.bestCost))"
                if let optimum { text += " gap \(gapText(improvement.bestCost, optimum))" }
                text += " · \(improvement.phase.rawValue) · \(String(format: "%.2f", improvement.elapsed)) s / \(format(options.timeLimit)) s"
                status.update(text)
            }
            status.clear()
        }
        return try await search.result()
    }
}

/// The JSON shape printed by `wayfarer tsp --json`.
struct TSPReport: Encodable {
    var name: String
    var dimension: Int
    var length: Double
    var tour: [Int]
    var seconds: Double
    var strategy: String
    var provenOptimal: Bool
    /// The Held–Karp lower bound, when the search computed one.
    var lowerBound: Double?
    /// Why the search stopped: completed, stalled, timeLimit or cancelled.
    var stopReason: String
}

/// Prints a value as one line of JSON on standard output.
func printJSON(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    print(String(decoding: try encoder.encode(value), as: UTF8.self))
}

/// Prints JSON text already written (OSRM responses) on standard output.
func printJSON(_ bytes: [UInt8]) {
    print(String(decoding: bytes, as: UTF8.self))
}

/// A number without a trailing ".0" when it is whole.
func format(_ value: Double) -> String {
    value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(format: "%.3f", value)
}

/// The relative gap of `value` above `optimum`, as a percentage.
func gapText(_ value: Double, _ optimum: Double) -> String {
    String(format: "%.2f%%", gap(value, optimum))
}

/// The relative gap of `value` above `optimum`, in percent.
func gap(_ value: Double, _ optimum: Double) -> Double {
    optimum > 0 ? (value - optimum) / optimum * 100 : 0
}
