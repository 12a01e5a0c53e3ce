#!/usr/bin/env bash
# The Azure SDK compatibility suite: starts `rowan serve` on a fresh store at a free port and runs the test
# files *.test.mjs (node:test, @azure/data-tables; shared set-up in support.mjs) against it. ROWAN_BIN overrides
# the rowan executable.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
cd "$here"
rowan=${ROWAN_BIN:-$repo/build/debug/app/rowan}
if [ ! -x "$rowan" ]; then
    echo "run-compat: $rowan is not built" >&2
    exit 1
fi

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    npm ci --no-audit --no-fund --cache "$repo/build/npm-cache"
fi

tmp=$(mktemp -d)
server=
cleanup() {
    if [ -n "$server" ] && kill -0 "$server" 2>/dev/null; then
        kill -TERM "$server" 2>/dev/null || true
        wait "$server" 2>/dev/null || true
    fi
    rm -rf "$tmp"
}
trap cleanup EXIT

# A private copy, so that a rebuild of the tree's binary during the run cannot change it under the server.
cp "$rowan" "$tmp/rowan"
"$tmp/rowan" serve --store "$tmp/compat.rowan" --port 0 >"$tmp/serve.out" 2>"$tmp/serve.err" &
server=$!
connection=
for _ in $(seq 300); do
    if [ "$(wc -l <"$tmp/serve.out")" -ge 1 ]; then
        connection=$(head -n 1 "$tmp/serve.out")
        break
    fi
    kill -0 "$server" 2>/dev/null || break
    sleep 0.1
done
if [ -z "$connection" ]; then
    echo "run-compat: rowan serve stopped or printed no connection string within 30 s" >&2
    cat "$tmp/serve.err" >&2
    exit 1
fi
endpoint=${connection##*TableEndpoint=}
echo "run-compat: serving at ${endpoint%%;*}"
export ROWAN_CONNECTION_STRING=$connection
# For the tests that run other rowan commands on what the SDK wrote (schema.test.mjs).
export ROWAN_COMPAT_ROWAN=$tmp/rowan

status=0
# One node process per file, one file at a time (in name order), as when the suite was a single file.
timeout 900 node --test --test-concurrency=1 --test-reporter=spec ./*.test.mjs || status=$?

serverStatus=0
if kill -0 "$server" 2>/dev/null; then
    kill -TERM "$server"
fi
wait "$server" || serverStatus=$?
server=
cat "$tmp/serve.err" >&2
if [ "$serverStatus" -ne 0 ]; then
    echo "run-compat: rowan serve exited with status $serverStatus" >&2
    status=1
fi
exit "$status"
