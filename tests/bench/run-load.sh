#!/usr/bin/env bash
# Starts `rowan serve` on a fresh store in a temporary folder and runs rowan-load against it (keep-alive
# SAS point reads). Not part of the test suite.
#
#   tests/bench/run-load.sh [BUILD_DIR [rowan-load options…]]   (BUILD_DIR default build/release, which
#                                                               must hold app/rowan and tests/bench/rowan-load)
# ROWAN_BIN overrides the server executable; SERVE_WRAPPER prefixes its command line (e.g. "valgrind
# --tool=callgrind").
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${1:-$repo/build/release}
shift || true
rowan=${ROWAN_BIN:-$build/app/rowan}
for exe in "$rowan" "$build/tests/bench/rowan-load"; do
    [ -x "$exe" ] || { echo "run-load: $exe is not built" >&2; exit 1; }
done

tmp=$(mktemp -d)
server=
cleanup() {
    if [ -n "$server" ]; then
        kill -TERM "$server" 2>/dev/null || true
        wait "$server" 2>/dev/null || true
    fi
    rm -rf "$tmp"
}
trap cleanup EXIT

${SERVE_WRAPPER:-} "$rowan" serve --store "$tmp/load.rowan" --port 0 >"$tmp/serve.out" 2>"$tmp/serve.err" &
server=$!
connection=
for _ in $(seq 1200); do
    connection=$(grep -m1 'TableEndpoint=' "$tmp/serve.out" 2>/dev/null || true)
    [ -n "$connection" ] && break
    kill -0 "$server" 2>/dev/null || break
    sleep 0.1
done
if [ -z "$connection" ]; then
    echo "run-load: rowan serve printed no connection string" >&2
    cat "$tmp/serve.err" >&2
    exit 1
fi
status=0
"$build/tests/bench/rowan-load" --connection "$connection" --server-pid "$server" "$@" || status=$?
kill -TERM "$server"
wait "$server" || true
server=
cat "$tmp/serve.err" >&2
exit "$status"
