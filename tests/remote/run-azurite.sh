#!/usr/bin/env bash
# The remote client against Azurite: installs Azurite from npm (package-lock.json in azurite/), starts its
# table service on a free loopback port with in-memory persistence, runs tst_remoteazurite against it and
# stops it. BUILD_DIR (default build/debug) holds the test executable.
#
#   tests/remote/run-azurite.sh [BUILD_DIR]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
build=$(cd "${1:-$repo/build/debug}" && pwd) # absolute: the script changes folder before running the test
test=$build/tests/remote/tst_remoteazurite
if [ ! -x "$test" ]; then
    echo "run-azurite: $test is not built" >&2
    exit 1
fi

cd "$here/azurite"
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    npm ci --no-audit --no-fund --cache "$repo/build/npm-cache"
fi

tmp=$(mktemp -d)
azurite=
cleanup() {
    if [ -n "$azurite" ] && kill -0 "$azurite" 2>/dev/null; then
        kill -TERM "$azurite" 2>/dev/null || true
        wait "$azurite" 2>/dev/null || true
    fi
    rm -rf "$tmp"
}
trap cleanup EXIT

port=$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });')
(cd "$tmp" && exec node "$here/azurite/node_modules/azurite/dist/src/table/main.js" --inMemoryPersistence \
    --tableHost 127.0.0.1 --tablePort "$port") >"$tmp/azurite.out" 2>&1 &
azurite=$!
for _ in $(seq 300); do
    grep -Eq 'Table service (is )?(successfully|listening)' "$tmp/azurite.out" && break
    kill -0 "$azurite" 2>/dev/null || break
    sleep 0.1
done
if ! grep -Eq 'Table service (is )?(successfully|listening)' "$tmp/azurite.out"; then
    echo "run-azurite: Azurite did not start within 30 s" >&2
    cat "$tmp/azurite.out" >&2
    exit 1
fi
echo "run-azurite: azurite $(node -p 'require("./node_modules/azurite/package.json").version') on 127.0.0.1:$port"

status=0
ROWAN_AZURITE_TABLE_ENDPOINT="http://127.0.0.1:$port/devstoreaccount1" QT_QPA_PLATFORM=offscreen \
    timeout 600 "$test" || status=$?
exit "$status"
