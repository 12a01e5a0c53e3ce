#!/usr/bin/env bash
# Side-by-side benchmark: `rowan serve` (release build) and Azurite's table service (in memory), driven by
# the same SDK workload (bench.mjs) in one run. Not part of the test suite.
#
#   tests/bench/serve-vs-azurite/run.sh [BUILD_DIR]      (default build/release, configured with the
#                                                         release preset when missing; rowan is rebuilt)
# On Debian 12 run it in the build root: packaging/buildroot/buildroot.sh exec -- tests/bench/.../run.sh
# ROWAN_BIN skips the build and uses that executable. BENCH_* variables change the workload (see bench.mjs);
# BENCH_JSON names a file for the JSON lines. BENCH_SCRIPT runs another script of this folder against the
# same two servers instead of bench.mjs (capture.mjs: the raw HTTP exchange of one partition query).
# SERVE_WRAPPER prefixes the server's command (e.g. "valgrind --tool=callgrind --callgrind-out-file=...").
# bench.mjs gets both servers' pids (ROWAN_PID, AZURITE_PID) for their CPU time.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../../.." && pwd)
build=${1:-$repo/build/release}
case "$build" in /*) ;; *) build=$(pwd)/$build ;; esac

command -v node >/dev/null || { echo "run.sh: node is missing (run it in the build root)" >&2; exit 1; }
if [ -n "${ROWAN_BIN:-}" ]; then
    rowan=$ROWAN_BIN
else
    if [ ! -f "$build/CMakeCache.txt" ]; then
        launcher=()
        if command -v ccache >/dev/null; then
            launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
        fi
        (cd "$repo" && cmake --preset release -B "$build" "${launcher[@]}")
    fi
    cmake --build "$build" --target rowan -j"$(nproc)"
    rowan=$build/app/rowan
fi
[ -x "$rowan" ] || { echo "run.sh: $rowan is not built" >&2; exit 1; }

cd "$here"
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    npm ci --no-audit --no-fund --cache "$repo/build/npm-cache"
fi

tmp=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do
        kill -TERM "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
    done
    rm -rf "$tmp"
}
trap cleanup EXIT

# Waits until FILE has a line matching PATTERN (prints it), or PID ends, or 60 s pass.
await_line() {
    local file=$1 pattern=$2 pid=$3 line
    for _ in $(seq 600); do
        line=$(grep -m1 -E "$pattern" "$file" 2>/dev/null || true)
        if [ -n "$line" ]; then
            echo "$line"
            return 0
        fi
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    return 1
}

cp "$rowan" "$tmp/rowan"
${SERVE_WRAPPER:-} "$tmp/rowan" serve --store "$tmp/bench.rowan" --port 0 >"$tmp/rowan.out" 2>"$tmp/rowan.err" &
pids+=($!)
if ! rowanConnection=$(await_line "$tmp/rowan.out" 'TableEndpoint=' "${pids[0]}"); then
    echo "run.sh: rowan serve printed no connection string" >&2
    cat "$tmp/rowan.err" >&2
    exit 1
fi

# Free ports for Azurite (it has no "any port" option).
read -r port blobPort queuePort < <(node -e '
const net = require("net");
const ports = [];
const next = () => { const s = net.createServer().listen(0, "127.0.0.1", () => { ports.push(s.address().port);
    if (ports.length < 3) next(); else { console.log(ports.join(" ")); } s.close(); }); };
next();')
# Azurite's full entry, in memory (it takes no --location then), telemetry off. Its table-only entry
# (azurite-table) ignores --tableKeepAliveTimeout, and the default 5 s keep-alive closes the SDK's idle
# sockets while Rowan's turn runs, so that a later request on one fails: hence the full entry (its blob and
# queue services stay idle) and 600 s.
(cd "$tmp" && exec node "$here/node_modules/azurite/dist/src/azurite.js" --inMemoryPersistence --loose \
    --skipApiVersionCheck --disableTelemetry --silent --tableKeepAliveTimeout 600 \
    --tableHost 127.0.0.1 --tablePort "$port" --blobHost 127.0.0.1 --blobPort "$blobPort" \
    --queueHost 127.0.0.1 --queuePort "$queuePort") >"$tmp/azurite.out" 2>&1 &
pids+=($!)
if ! await_line "$tmp/azurite.out" 'Table service (is )?(successfully|listening)' "${pids[1]}" >/dev/null; then
    echo "run.sh: Azurite did not start" >&2
    cat "$tmp/azurite.out" >&2
    exit 1
fi
# Azurite's well-known development account and key.
devKey='Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=='
export ROWAN_CONNECTION_STRING=$rowanConnection ROWAN_PID=${pids[0]} AZURITE_PID=${pids[1]}
export AZURITE_CONNECTION_STRING="DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=$devKey;TableEndpoint=http://127.0.0.1:$port/devstoreaccount1;"
echo "run.sh: rowan $("$tmp/rowan" --version 2>/dev/null | head -n1) ($rowan), azurite $(node -p 'require("./node_modules/azurite/package.json").version'), @azure/data-tables $(node -p 'require("./node_modules/@azure/data-tables/package.json").version')"
status=0
node "${BENCH_SCRIPT:-bench.mjs}" || status=$?
if [ "$status" -ne 0 ]; then
    echo "run.sh: the workload failed; the servers' output:" >&2
    tail -n 20 "$tmp/rowan.err" "$tmp/azurite.out" >&2
fi
exit "$status"
