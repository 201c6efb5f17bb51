#!/usr/bin/env bash
# Fuzzes one reader of outside input with libFuzzer for a while:
#   scripts/fuzz.sh TARGET [SECONDS] [more libFuzzer options…]
# Targets: pbf, osm-xml, geojson, barriers, polyline, coordinates, osrm-url, osrm-body, solve-body, tour-body,
# map-file, tsplib, gpx, speed-csv. Builds `wayfarer-fuzz` with coverage (-sanitize=fuzzer) and AddressSanitizer in its own build
# folder, starts from the committed seeds (Fuzz/corpus/TARGET) plus what earlier runs found (.build/fuzz/corpus),
# and writes crashes, hangs (> 10 s) and inputs using more than 2 GB to Fuzz/findings/. A finding, once fixed,
# goes into Fuzz/corpus/TARGET so the tests replay it. Leak detection is off: Foundation's String(contentsOf:)
# leaks a 4 KB buffer per call, which is not ours to fix.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: scripts/fuzz.sh TARGET [SECONDS] [libFuzzer options]}
seconds=${2:-60}
shift $(( $# < 2 ? $# : 2 ))
build=.build/fuzz
swift build -c release --build-path "$build" --product wayfarer-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -D -Xswiftc FUZZING
mkdir -p "$build/corpus/$target" Fuzz/findings
ASAN_OPTIONS=detect_leaks=0 WAYFARER_FUZZ_TARGET="$target" "$build/release/wayfarer-fuzz" "$build/corpus/$target" "Fuzz/corpus/$target" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -detect_leaks=0 \
    -artifact_prefix="Fuzz/findings/$target-" "$@"
