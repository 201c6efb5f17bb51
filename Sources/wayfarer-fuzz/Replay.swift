import Foundation

#if !FUZZING
/// Built without libFuzzer: runs a target on files, `wayfarer-fuzz TARGET FILE…` (to reproduce a finding).
@main
enum Replay {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        if let name = arguments.first {
            guard let target = FuzzTarget(rawValue: name) else {
                complain("unknown target '\(name)'; choose from \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n")
                exit(2)
            }
            for path in arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: path) else { complain("cannot read \(path)\n"); exit(1) }
                target.run(data)
                print("\(path): ok")
            }
        } else {
            print("usage: wayfarer-fuzz TARGET FILE…  (targets: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
    }
}
#endif
