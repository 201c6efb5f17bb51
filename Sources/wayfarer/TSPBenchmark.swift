import Foundation
import TourOptimizer

/// `wayfarer tsp --benchmark DIR`: every instance in a folder, a table row as each one finishes, then the
/// mean and maximum gap and the median time per size class (n ≤ 100, 100 < n ≤ 500, n > 500, ATSP).
struct TSPBenchmark {
    let folder: URL
    let options: TourOptions

    private struct Row {
        var name: String
        var dimension: Int
        var asymmetric: Bool
        var length: Double
        var optimum: Double?
        var seconds: Double
        var optimal: Bool
    }

    func run() async throws {
        let listed: [URL]
        do { listed = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) } catch {
            throw CLIError("--benchmark \(folder.path): \(FileManager.default.fileExists(atPath: folder.path) ? "not a folder that can be read" : "no such folder")")
        }
        let files = listed.filter { ["tsp", "atsp"].contains($0.pathExtension) }
        guard !files.isEmpty else { throw BenchmarkError(message: "no .tsp or .atsp files in \(folder.path)") }
        var instances: [(URL, TSPLIBInstance)] = []
        for file in files { instances.append((file, try TSPLIBInstance(contentsOf: file))) }
        instances.sort { ($0.1.type, $0.1.dimension, $0.1.name) < ($1.1.type, $1.1.dimension, $1.1.name) }

        print("instance        type      n        length       optimum      gap     seconds  proven")
        var rows: [Row] = []
        for (url, instance) in instances {
            let optimum = TSPLIBOptima.optimum(besides: url, name: instance.name)
            let result = try await TSPCommand.solve(instance, options: options, optimum: optimum, status: StatusLine())
            let row = Row(name: instance.name, dimension: instance.dimension, asymmetric: instance.type == "ATSP",
                          length: result.cost, optimum: optimum, seconds: result.seconds, optimal: result.provenOptimal)
            rows.append(row)
            print(pad(row.name, 14), pad(instance.type, 5), lpad(String(row.dimension), 6),
                  lpad(format(row.length), 13), lpad(optimum.map(format) ?? "?", 13),
                  lpad(optimum.map { gapText(row.length, $0) } ?? "", 8),
                  lpad(String(format: "%.3f", row.seconds), 10), row.optimal ? "  yes" : "")
        }
        print("\nsummary (time limit \(format(options.timeLimit)) s, gap to the published optimum)")
        print("class            instances   mean gap    max gap   median s")
        let classes: [(String, (Row) -> Bool)] = [
            ("n ≤ 100", { !$0.asymmetric && $0.dimension <= 100 }),
            ("100 < n ≤ 500", { !$0.asymmetric && $0.dimension > 100 && $0.dimension <= 500 }),
            ("n > 500", { !$0.asymmetric && $0.dimension > 500 }),
            ("ATSP", { $0.asymmetric }),
        ]
        for (label, member) in classes {
            let chosen = rows.filter(member)
            let gaps = chosen.compactMap { row in row.optimum.map { gap(row.length, $0) } }
            guard !gaps.isEmpty else { continue }
            let times = chosen.map(\.seconds).sorted()
            print(pad(label, 16), lpad(String(chosen.count), 10),
                  lpad(String(format: "%.2f%%", gaps.reduce(0, +) / Double(gaps.count)), 10),
                  lpad(String(format: "%.2f%%", gaps.max() ?? 0), 10),
                  lpad(String(format: "%.3f", times[times.count / 2]), 10))
        }
        let small = rows.filter { $0.dimension <= 19 }
        if !small.isEmpty {
            print("proven optimal (n ≤ 19): \(small.filter(\.optimal).count) of \(small.count), max \(String(format: "%.3f", small.map(\.seconds).max() ?? 0)) s")
        }
    }

    private func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0) }
    private func lpad(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
}

/// A benchmark that cannot run.
struct BenchmarkError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
