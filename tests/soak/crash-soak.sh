#!/usr/bin/env bash
# Crash soak: runs `rowan serve` on an encrypted store under write load from the official Azure Tables SDK
# (soak.mjs: single inserts, upserts, merges, entity group transactions from four workers), kills the server
# with SIGKILL at a random moment, restarts it and checks that every acknowledged write is there and every
# batch is all or none; repeats for a number of cycles, then stops the server and runs `rowan check`.
#
#   tests/soak/crash-soak.sh [--cycles N] [--seed S] [--keep]
#
# --cycles: 10 by default (ROWAN_SOAK_CYCLES too). --seed: the random kill moments (default: from the clock;
# printed, so a failing run can be repeated). --keep: keep the store and the logs (their folder is printed).
# ROWAN_BIN overrides the rowan executable. Exits non-zero on the first lost or torn write, or when the
# final check finds damage.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
cd "$here"
rowan=${ROWAN_BIN:-$repo/build/debug/app/rowan}
cycles=${ROWAN_SOAK_CYCLES:-10}
seed=$(date +%s)
keep=0
while [ $# -gt 0 ]; do
    case $1 in
    --cycles) cycles=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --keep) keep=1; shift ;;
    *) echo "crash-soak: unknown option $1" >&2; exit 2 ;;
    esac
done
if ! [[ $cycles =~ ^[1-9][0-9]*$ && $seed =~ ^[0-9]+$ ]]; then
    echo "crash-soak: --cycles must be a positive number and --seed a number" >&2
    exit 2
fi
if [ ! -x "$rowan" ]; then
    echo "crash-soak: $rowan is not built" >&2
    exit 1
fi
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    npm ci --no-audit --no-fund --cache "$repo/build/npm-cache" >/dev/null 2>&1
fi

tmp=$(mktemp -d)
server=
load=
cleanup() {
    for pid in $load $server; do
        kill -KILL "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
    done
    if [ "$keep" = 1 ]; then
        echo "crash-soak: kept $tmp"
    else
        rm -rf "$tmp"
    fi
}
trap cleanup EXIT

cp "$rowan" "$tmp/rowan" # a rebuild of the tree's binary during the run cannot change it under the server
store=$tmp/soak.rowan
printf 'soak passphrase\n' >"$tmp/passphrase"
journal=$tmp/journal.jsonl
RANDOM=$seed
echo "crash-soak: $cycles cycles, seed $seed"

# Starts the server and sets ROWAN_CONNECTION_STRING; the server's stderr goes to serve-N.err.
start_server() {
    local n=$1
    : >"$tmp/serve.out"
    "$tmp/rowan" serve --store "$store" --passphrase-file "$tmp/passphrase" --port 0 \
        >"$tmp/serve.out" 2>"$tmp/serve-$n.err" &
    server=$!
    for _ in $(seq 300); do
        if [ -s "$tmp/serve.out" ]; then
            ROWAN_CONNECTION_STRING=$(head -n 1 "$tmp/serve.out")
            export ROWAN_CONNECTION_STRING
            if grep -q warning "$tmp/serve-$n.err"; then
                echo "crash-soak: rowan serve warned on open:" >&2
                cat "$tmp/serve-$n.err" >&2
                exit 1
            fi
            return 0
        fi
        kill -0 "$server" 2>/dev/null || break
        sleep 0.1
    done
    echo "crash-soak: rowan serve did not start" >&2
    cat "$tmp/serve-$n.err" >&2
    exit 1
}

start=$SECONDS
for cycle in $(seq 1 "$cycles"); do
    start_server "$cycle"
    if [ "$cycle" -gt 1 ]; then
        node soak.mjs verify "$journal" || { echo "crash-soak: cycle $cycle: verification failed" >&2; exit 1; }
    fi
    : >"$tmp/load-$cycle.out"
    node soak.mjs load "$cycle" "$journal" >"$tmp/load-$cycle.out" &
    load=$!
    for _ in $(seq 300); do
        grep -qs ready "$tmp/load-$cycle.out" && break
        kill -0 "$load" 2>/dev/null || break
        sleep 0.05
    done
    # Somewhere between 0.5 and 3 s into the load.
    delay=$((500 + RANDOM % 2500))
    sleep "$(printf '%d.%03d' $((delay / 1000)) $((delay % 1000)))"
    kill -KILL "$server"
    wait "$server" 2>/dev/null || true
    server=
    loadStatus=0
    wait "$load" || loadStatus=$?
    load=
    if [ "$loadStatus" -ne 0 ]; then
        echo "crash-soak: cycle $cycle: the load failed (status $loadStatus)" >&2
        exit 1
    fi
    echo "crash-soak: cycle $cycle: killed after ${delay} ms; $(tail -n 1 "$tmp/load-$cycle.out")"
done

start_server final
node soak.mjs verify "$journal" || { echo "crash-soak: final verification failed" >&2; exit 1; }
kill -TERM "$server"
wait "$server" || { echo "crash-soak: rowan serve did not stop cleanly" >&2; exit 1; }
server=
if grep -l -i -E 'warning|damaged' "$tmp"/serve-*.err >/dev/null; then
    echo "crash-soak: rowan serve reported damage:" >&2
    cat "$tmp"/serve-*.err >&2
    exit 1
fi
"$tmp/rowan" check --store "$store" --passphrase-file "$tmp/passphrase" || {
    echo "crash-soak: rowan check failed" >&2
    exit 1
}
echo "crash-soak: $cycles cycles passed in $((SECONDS - start)) s"
