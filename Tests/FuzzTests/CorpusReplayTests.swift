import Foundation
import Testing
@testable import wayfarer_fuzz

/// Every committed fuzz input (`Fuzz/corpus/TARGET/`: the seeds, and each finding once fixed) runs through its
/// target again: a reader that crashes, traps or hangs on one of them fails the suite.
@Suite struct CorpusReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus")

    @Test(arguments: FuzzTarget.allCases)
    func corpusReplays(target: FuzzTarget) throws {
        let folder = Self.corpus.appendingPathComponent(target.rawValue)
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") }
        #expect(!files.isEmpty, "no seed for \(target.rawValue)")
        for file in files {
            let data = try Data(contentsOf: file)
            target.run(data)
            // Cut short anywhere, an input must be refused cleanly too.
            for length in stride(from: 0, to: data.count, by: max(1, data.count / 16)) { target.run(data.prefix(length)) }
        }
    }
}
