import Foundation

// libFuzzer's entry point: `scripts/fuzz.sh TARGET SECONDS` builds this executable with `-sanitize=fuzzer`,
// `-parse-as-library` and `-D FUZZING` (libFuzzer brings its own `main`) and names the target in
// WAYFARER_FUZZ_TARGET. Built normally, `Replay.swift` is its `main`: `wayfarer-fuzz TARGET FILE…`.

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

#if FUZZING
/// libFuzzer's driver, for an executable whose `main` is SwiftPM's (`wayfarer_fuzz_main`).
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// The executable's entry point in a fuzzing build: hands the command line to libFuzzer.
@_cdecl("wayfarer_fuzz_main")
func fuzzingMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var vector = argv
    return runFuzzerDriver(&count, &vector) { bytes, size in fuzzOneInput(bytes, size) }
}
#endif
