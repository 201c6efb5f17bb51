import Foundation

// libFuzzer's entry point: `scripts/fuzz.sh TARGET SECONDS` builds this executable with `-sanitize=fuzzer`,
// `-parse-as-library` and `-D FUZZING` (libFuzzer brings its own `main`) and names the target in
// WAYFARER_FUZZ_TARGET. Built normally, it replays files instead: `wayfarer-fuzz TARGET FILE…`.

/// The target named by `WAYFARER_FUZZ_TARGET`, read once.
let fuzzTarget = ProcessInfo.processInfo.environment["WAYFARER_FUZZ_TARGET"].flatMap(FuzzTarget.init(rawValue:))

/// Writes a line to standard error.
func complain(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let target = fuzzTarget else {
        complain("set WAYFARER_FUZZ_TARGET to one of \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n")
        exit(2)
    }
    target.run(Data(bytes: bytes, count: count))
    return 0
}

#if !FUZZING
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
#endif
