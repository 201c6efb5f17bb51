#!/usr/bin/env bash
# Runs the test suite under a sanitizer, in its own build folder:
#   scripts/sanitize.sh address [swift test options…]   # AddressSanitizer: use after free, overflows
#   scripts/sanitize.sh thread  [swift test options…]   # ThreadSanitizer: data races
# e.g. scripts/sanitize.sh thread --filter WayfarerServerTests. Leak detection is off (Foundation leaks small
# buffers that are not ours). The suite is slower under a sanitizer (ThreadSanitizer about 5–15×), so under
# ThreadSanitizer the two tests that judge a tour's quality after a fixed time budget are skipped (by name).
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizer=${1:?usage: scripts/sanitize.sh address|thread [swift test options]}
shift
case "$sanitizer" in address|thread) ;; *) echo "sanitize.sh: use address or thread" >&2; exit 2 ;; esac
export ASAN_OPTIONS=detect_leaks=0 TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1"
budgeted=()
if [ "$sanitizer" = thread ]; then
    budgeted=(--skip "LargeTourTests/(randomUniformPoints|stalling)")
    echo "sanitize.sh: skipping LargeTourTests' randomUniformPoints and stalling (quality within a time budget)" >&2
fi
swift test --sanitize="$sanitizer" --build-path ".build/sanitize-$sanitizer" --no-parallel "${budgeted[@]}" "$@"
