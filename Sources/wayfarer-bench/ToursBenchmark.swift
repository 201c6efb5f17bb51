import ArgumentParser
import Foundation
import Geo
import Routing
import RoadNetwork
import TourOptimizer
import TripPlanning

/// `wayfarer-bench tours`: the tour optimizer's figures — TSPLIB instances at 1 s and 10 s against their
/// published optima, uniform random points without a matrix (100,000 and 1,000,000), and a road trip of
/// thousands of stops on a map.
struct ToursBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tours",
        abstract: "Measure the tour optimizer: TSPLIB gaps at 1 s and 10 s, random uniform points, road trips on a map."
    )

    @Option(help: "The sections to run, comma-separated: tsplib, uniform, million, road.")
    var sections: String = "tsplib,uniform,million"

    @Option(help: "A folder of TSPLIB instances with OPTIMA.txt.")
    var tsplib: String = ToursBenchmark.defaultTSPLIB

    @Option(name: .customLong("min-stops"), help: "The smallest TSPLIB instance measured.")
    var minStops: Int = 1_000

    @Option(name: .customLong("max-stops"), help: "The largest TSPLIB instance measured.")
    var maxStops: Int = 1_500

    @Option(name: .customLong("time-limits"), help: "The TSPLIB budgets, seconds, comma-separated.")
    var timeLimits: String = "1,10"

    @Option(help: "Random uniform points of the `uniform` section.")
    var uniform: Int = 100_000

    @Option(help: "Random uniform points of the `million` section.")
    var million: Int = 1_000_000

    @Option(name: .customLong("uniform-seconds"), help: "The budget of the uniform and million sections.")
    var uniformSeconds: Double = 60

    @Option(help: "The map of the road section (.wayfarer, .osm.pbf or .osm).")
    var map: String?

    @Option(name: .customLong("road-stops"), help: "Random stops of the road trip.")
    var roadStops: Int = 2_000

    @Option(name: .customLong("road-seconds"), help: "The road trip's budget, and the reference run's.")
    var roadSeconds: [Double] = [30, 300]

    @Option(help: "The random seed.")
    var seed: UInt64 = 1

    /// `../shared/data/tsplib` beside the package, or `$WAYFARER_DATA/tsplib`.
    static var defaultTSPLIB: String {
        if let data = ProcessInfo.processInfo.environment["WAYFARER_DATA"], !data.isEmpty { return data + "/tsplib" }
        return Bench.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/data/tsplib").path
    }

    func run() async throws {
        let chosen = Set(sections.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        if chosen.contains("tsplib") { try await tsplibSection() }
        if chosen.contains("uniform") { try await uniformSection(count: uniform) }
        if chosen.contains("million") { try await uniformSection(count: million) }
        if chosen.contains("road") { try await roadSection() }
    }

    /// Every instance of `minStops…maxStops` in the folder at each budget: gap to the optimum and to the bound.
    private func tsplibSection() async throws {
        let folder = URL(fileURLWithPath: tsplib)
        let optima = TSPLIBOptima.parse((try? String(contentsOf: folder.appendingPathComponent("OPTIMA.txt"), encoding: .utf8)) ?? "")
        var instances: [TSPLIBInstance] = []
        for file in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        where file.pathExtension == "tsp" {
            let instance = try TSPLIBInstance(contentsOf: file)
            if (minStops...maxStops).contains(instance.dimension), instance.matrix != nil, optima[instance.name] != nil {
                instances.append(instance)
            }
        }
        instances.sort { $0.dimension < $1.dimension }
        print("TSPLIB, \(minStops)…\(maxStops) stops, \(instances.count) instances with a published optimum (\(tsplib))")
        for limit in timeLimits.split(separator: ",").compactMap({ Double($0) }) {
            var gaps: [Double] = []
            for instance in instances {
                guard let matrix = instance.matrix, let optimum = optima[instance.name] else { continue }
                let result = try await TourOptimizer(options: TourOptions(timeLimit: limit, seed: seed)).solve(matrix)
                let gap = (result.cost - optimum) / optimum * 100
                gaps.append(gap)
                print(String(format: "  %-10@ %6d stops, %5.1f s: gap %.2f%%%@, stopped: %@", instance.name, instance.dimension, limit, gap,
                             result.lowerBound.map { String(format: " (bound %.2f%% below the optimum)", (optimum - $0) / optimum * 100) } ?? "",
                             result.stopReason.rawValue))
            }
            guard !gaps.isEmpty else { continue }
            print(String(format: "  at %.1f s: mean gap %.2f%%, worst %.2f%%", limit, gaps.reduce(0, +) / Double(gaps.count), gaps.max() ?? 0))
        }
    }

    /// Uniform random points in a square: the first tour's time, the final ratio to 0.7124·√(N·A), memory.
    private func uniformSection(count: Int) async throws {
        let side = 1_000_000.0
        let instance = PlanarInstance.randomUniform(count: count, seed: seed, side: side)
        let expected = 0.7124 * (Double(count) * side * side).squareRoot()
        let search = try TourOptimizer(options: TourOptions(timeLimit: uniformSeconds, seed: seed)).start(instance)
        var milestones: [(seconds: Double, ratio: Double, phase: TourPhase)] = []
        for await event in search {
            guard case .improved(let improvement) = event else { continue }
            if milestones.isEmpty || improvement.phase != milestones.last?.phase || improvement.elapsed - (milestones.last?.seconds ?? 0) >= 5 {
                milestones.append((improvement.elapsed, improvement.bestCost / expected, improvement.phase))
            }
        }
        let result = try await search.result()
        print(String(format: "%d uniform random points, %.0f s budget:", count, uniformSeconds))
        for milestone in milestones {
            print(String(format: "  %7.2f s  %@  %.2f%% above 0.7124·√(N·A)", milestone.seconds, milestone.phase.rawValue.padding(toLength: 20, withPad: " ", startingAt: 0),
                         (milestone.ratio - 1) * 100))
        }
        print(String(format: "  final: %.2f%% above 0.7124·√(N·A) after %.1f s; first tour after %.2f s; peak memory of the process %.0f MB",
                     (result.cost / expected - 1) * 100, result.seconds, milestones.first?.seconds ?? 0, Statistics.peakMemoryMB))
    }

    /// A road trip through random stops: when the matrix and the first tour are ready, and the final tour
    /// against a longer reference run.
    private func roadSection() async throws {
        guard let map else { throw ValidationError("the road section needs --map") }
        let url = URL(fileURLWithPath: map)
        let router = map.hasSuffix(".wayfarer") ? try Router(mapFile: url) : Router(network: try RoadNetwork.build(from: url))
        let stops = router.joinedSamplePoints(profile: "car", count: roadStops, seed: seed)
        guard stops.count == roadStops else {
            throw ValidationError("only \(stops.count) sample stops on this map join each other; ask for fewer --road-stops")
        }
        var costs: [Double] = []
        for limit in roadSeconds {
            let request = TripRequest(profile: "car", stops: stops, tour: TourOptions(timeLimit: limit, seed: seed))
            let search = try TripPlanner(router: router).start(request)
            var matrixSeconds = 0.0, firstTour: Double?
            for await event in search {
                switch event {
                case .matrixReady(_, let seconds): matrixSeconds = seconds
                case .improved(let improvement, _): if firstTour == nil { firstTour = improvement.elapsed }
                default: break
                }
            }
            let plan = try await search.result()
            let cost = plan.tour?.cost ?? .nan
            costs.append(cost)
            print(String(format: "road trip, %d car stops, %.0f s budget: matrix %.2f s, first tour streamed at %.2f s, final cost %.0f s%@; peak memory %.0f MB",
                         roadStops, limit, matrixSeconds, firstTour ?? .nan, cost,
                         costs.count > 1 ? String(format: " (%.2f%% from the %.0f s run)", (costs[0] - cost) / cost * 100, roadSeconds[0]) : "",
                         Statistics.peakMemoryMB))
        }
    }
}
