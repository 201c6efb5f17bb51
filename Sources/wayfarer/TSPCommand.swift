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
            to it; otherwise the Held–Karp lower bound when one was computed. EUC_2D, CEIL_2D and ATT files of more \
            than 10,000 nodes (up to millions) are solved from their coordinates, without a matrix. With \
            --random-uniform N, solves N random points in a 1,000,000 square and prints the ratio to \
            0.7124·√(N·A), the expected optimal length (Beardwood–Halton–Hammersley, as measured by Johnson and \
            McGeoch). With --benchmark DIR, solves every instance in DIR and prints a table and a summary.
            """
    )

    @Argument(help: "A TSPLIB file (.tsp or .atsp).")
    var file: String?

    @Option(help: "Solve every .tsp/.atsp file in this folder and summarise the gaps to OPTIMA.txt.")
    var benchmark: String?

    @Option(name: .customLong("random-uniform"), parsing: .unconditional, help: "Solve this many uniform random points (seeded by --seed) instead of a file.")
    var randomUniform: Int?

    @Option(name: .customLong("time-limit"), parsing: .unconditional, help: "The time budget per instance, in seconds.")
    var timeLimit: Double = 3

    @Option(parsing: .unconditional, help: "The random seed: the same seed makes the same choices (a search cut short by --time-limit may end elsewhere: it does what the time allows).")
    var seed: UInt64 = 1

    @Option(help: "The search strategy: \(TourStrategy.allCases.map(\.rawValue).joined(separator: ", ")) (hybrid and iteratedLocalSearch use the whole time limit; the others end when they converge).")
    var strategy: String = TourStrategy.hybrid.rawValue

    @Option(parsing: .unconditional, help: "Solver threads (default: one per core, at most 4).")
    var workers: Int?

    @Option(parsing: .unconditional, help: "The optimal tour length, to report the gap (default: from OPTIMA.txt beside the file).")
    var optimum: Double?

    @Flag(help: "Print one JSON object: name, dimension, length, tour (1-based ids), seconds, strategy, provenOptimal, lowerBound, stopReason.")
    var json = false

    func validate() throws {
        guard [file != nil, benchmark != nil, randomUniform != nil].filter({ $0 }).count == 1 else {
            throw ValidationError("give one of a TSPLIB FILE, --benchmark DIR or --random-uniform N")
        }
        // The expected length the output compares with (0.7124·√(N·A)) holds from a few points on.
        if let randomUniform, randomUniform < 3 || randomUniform > 10_000_000 {
            throw ValidationError("--random-uniform takes 3 to 10,000,000 points, not \(randomUniform)")
        }
        if let workers, workers < 1 { throw ValidationError("--workers must be at least 1, not \(workers)") }
        if let optimum, !(optimum > 0 && optimum.isFinite) { throw ValidationError("--optimum must be a positive tour length, not \(optimum)") }
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
        if let randomUniform {
            try await solveRandomUniform(randomUniform)
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
        // An optimum the search contradicts is a wrong --optimum (or OPTIMA.txt line), not a gap.
        let tolerance = 1e-9 * max(1, abs(result.cost))
        let contradiction: String? = optimum.flatMap { optimum in
            if optimum > result.cost + tolerance { return "this tour is shorter" }
            if result.provenOptimal && optimum < result.cost - tolerance { return "this tour is proven optimal" }
            if let bound = result.lowerBound, optimum < bound - tolerance { return "no tour is shorter than the lower bound \(format(bound))" }
            return nil
        }
        var line = "\(instance.name): length \(format(result.cost))"
        if let optimum { line += " (optimum \(format(optimum))" + (contradiction == nil ? ", gap \(gapText(result.cost, optimum)))" : ", contradicted)") }
        if let bound = result.lowerBound, !result.provenOptimal {
            line += ", lower bound \(format(bound)) (at most \(gapText(result.cost, bound)) above optimal)"
        }
        line += ", \(String(format: "%.3f", result.seconds)) s, \(result.provenOptimal ? "proven optimal" : result.stopReason.rawValue)"
        print(line)
        if let optimum, let contradiction { printError("warning: the optimum given, \(format(optimum)), cannot be right: \(contradiction)") }
    }

    /// N uniform random points: the tour's length and its ratio to the expected optimum.
    private func solveRandomUniform(_ count: Int) async throws {
        let side = 1_000_000.0
        let instance = PlanarInstance.randomUniform(count: count, seed: seed, side: side)
        let name = "E\(count).\(seed)"
        let expected = 0.7124 * (Double(count) * side * side).squareRoot()
        let search = try TourOptimizer(options: options).start(instance)
        let result = try await Self.follow(search, name: name, options: options, optimum: nil, status: json ? nil : StatusLine())
        if json {
            try printJSON(TSPReport(name: name, dimension: count, length: result.cost, tour: result.order.map { $0 + 1 },
                                    seconds: result.seconds, strategy: strategy, provenOptimal: result.provenOptimal,
                                    lowerBound: result.lowerBound, stopReason: result.stopReason.rawValue))
            return
        }
        print("\(name): length \(String(format: "%.0f", result.cost)), \(String(format: "%.4f", result.cost / expected)) × 0.7124·√(N·A) "
              + "(\(gapText(result.cost, expected)) above), \(String(format: "%.3f", result.seconds)) s, \(result.stopReason.rawValue)")
    }

    /// Solves `instance` (from its matrix, or its points when it has no matrix), showing a live status line
    /// (best length, gap, phase, elapsed) when `status` is given.
    static func solve(_ instance: TSPLIBInstance, options: TourOptions, optimum: Double?, status: StatusLine?) async throws -> TourResult {
        let optimizer = TourOptimizer(options: options)
        let search: TourSearch
        if let matrix = instance.matrix {
            search = try optimizer.start(matrix)
        } else if let planar = instance.planar {
            search = try optimizer.start(planar)
        } else {
            throw BenchmarkError(message: "\(instance.name) has neither a matrix nor planar coordinates")
        }
        return try await follow(search, name: instance.name, options: options, optimum: optimum, status: status)
    }

    /// Waits for `search`, showing a live status line when `status` is given. Its events are read either way:
    /// unread, they would pile up (each carries a whole tour).
    static func follow(_ search: TourSearch, name: String, options: TourOptions, optimum: Double?, status: StatusLine?) async throws -> TourResult {
        let status = status?.isEnabled == true ? status : nil
        for await event in search {
            guard let status, case .improved(let improvement) = event else { continue }
            var text = "\(name): best \(format(improvement.bestCost))"
            if let optimum { text += " gap \(gapText(improvement.bestCost, optimum))" }
            text += " · \(improvement.phase.rawValue) · \(String(format: "%.2f", improvement.elapsed)) s / \(format(options.timeLimit)) s"
            status.update(text)
        }
        status?.clear()
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
