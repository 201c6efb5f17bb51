#!/usr/bin/env bash
# Checks the server against its own OpenAPI document with schemathesis (pip install schemathesis), every check and
# the stateful phase included, on a release build serving MAP (a .wayfarer map file):
#   scripts/contract.sh MAP [schemathesis run options…]     e.g. scripts/contract.sh malta.wayfarer -n 200
# Its configuration (the rejection statuses) is schemathesis.toml at the repository's root.
set -euo pipefail
cd "$(dirname "$0")/.."
map=${1:?usage: scripts/contract.sh MAP [schemathesis run options]}
shift
command -v st >/dev/null || { echo "contract.sh: schemathesis is not installed (pip install schemathesis)" >&2; exit 2; }
swift build -c release --product wayfarer >/dev/null
port=$((20000 + RANDOM % 20000))
# schemathesis starts thousands of solve and tour jobs within minutes: the queue is made long enough to take them all,
# so that what is checked is the contract, not the capacity (a full queue is 503 Overloaded; the soak measures load).
"$(swift build -c release --show-bin-path)/wayfarer" serve --map "$map" --port "$port" --queued-jobs 1000000 >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null' EXIT
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/api/v1/health" >/dev/null && break; sleep 0.1; done
st run "http://127.0.0.1:$port/api/v1/openapi.json" --checks all --workers 2 "$@"
