#!/usr/bin/env bash
# Configures and builds the `fuzz` preset (clang, ASan+UBSan, libFuzzer) and runs every fuzzer for
# ROWAN_FUZZ_SECONDS seconds (default 15) from its seed corpus, as many at once as there are cores
# (ROWAN_FUZZ_JOBS): eleven fuzzers take about a minute and a half on two cores. Exits non-zero on a build failure or on any crash, hang (over 5 s for one
# input), leak, out-of-memory (over 2 GiB) or broken invariant. The input that caused it is kept under the
# build directory's fuzz-artifacts/ and copied into the fuzzer's corpus as `regression-<kind>-<hash>`:
# commit it with the fix, and every later run replays it first as a regression test.
#
# Whether the command passes depends on the code, not on the day: each fuzzer replays the committed corpus,
# then explores from a seed taken from the committed code it fuzzes (engine/ and tests/fuzz/, so a commit
# that changes only documents or the GUI fuzzes the same way). The seed is printed; ROWAN_FUZZ_SEED=N
# repeats a run, and ROWAN_FUZZ_SEED=random explores from a new seed, which is what longer exploratory runs
# are for:
#
#   tests/fuzz/run-fuzzers.sh
#   ROWAN_FUZZ_SEED=random ROWAN_FUZZ_SECONDS=600 ROWAN_FUZZ_BUILD_DIR=build/my-fuzz tests/fuzz/run-fuzzers.sh
#
# Outside the Debian 13 environment it re-runs itself inside it (packaging/buildroot/buildroot.sh).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
cd "$repo"

if [ "${ROWAN_FUZZ_INSIDE:-}" != 1 ] && [ "$(packaging/buildroot/buildroot.sh path)" != / ]; then
    exec packaging/buildroot/buildroot.sh exec -- env ROWAN_FUZZ_INSIDE=1 "$here/run-fuzzers.sh" "$@"
fi

seconds=${ROWAN_FUZZ_SECONDS:-15}
build_dir=${ROWAN_FUZZ_BUILD_DIR:-$repo/build/fuzz}
case "$build_dir" in /*) ;; *) build_dir=$repo/$build_dir ;; esac

# name:corpus:dictionary for each fuzzer.
fuzzers=(
    "fuzz_filter:$here/corpus/filter:$here/filter.dict"
    "fuzz_http:$here/corpus/http:$here/http.dict"
    "fuzz_csvreader:$here/corpus/csvreader:$here/csvreader.dict"
    "fuzz_jsonimport:$here/corpus/jsonimport:$here/jsonimport.dict"
    "fuzz_batch:$here/corpus/batch:$here/batch.dict"
    "fuzz_json:$here/corpus/json:$here/json.dict"
    "fuzz_query:$here/corpus/query:$here/query.dict"
    "fuzz_sharedkey:$here/corpus/sharedkey:$here/sharedkey.dict"
    "fuzz_connectionstring:$here/corpus/connectionstring:$here/connectionstring.dict"
    "fuzz_continuation:$here/corpus/continuation:$here/continuation.dict"
    "fuzz_serviceproperties:$here/corpus/serviceproperties:$here/serviceproperties.dict"
)

cmake --preset fuzz -B "$build_dir" >/dev/null
targets=()
for f in "${fuzzers[@]}"; do targets+=("${f%%:*}"); done
cmake --build "$build_dir" --target "${targets[@]}"

# libFuzzer takes a seed in 1..2^31-1; 0 would mean "from the clock".
seed=${ROWAN_FUZZ_SEED:-}
if [ -z "$seed" ]; then
    code=$(git -C "$repo" ls-tree HEAD engine tests/fuzz 2>/dev/null | git hash-object --stdin)
    seed=$(( (16#${code:0:7} % 2147483646) + 1 ))
    echo "=== fuzzing from seed $seed (from the committed engine/ and tests/fuzz/; ROWAN_FUZZ_SEED to change)"
elif [ "$seed" = random ]; then
    seed=$(( (RANDOM << 15 | RANDOM) % 2147483646 + 1 ))
    echo "=== fuzzing from random seed $seed (ROWAN_FUZZ_SEED=$seed repeats this run)"
else
    echo "=== fuzzing from seed $seed"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
artifacts=$build_dir/fuzz-artifacts
mkdir -p "$artifacts"

# The fuzzers run side by side, one per core (ROWAN_FUZZ_JOBS): each still gets its whole time on a core
# of its own, and the step takes a fraction of the time. Each one's output is printed whole when it ends.
jobs_max=${ROWAN_FUZZ_JOBS:-$(nproc)}
run_fuzzer() {
    local name=$1 corpus=$2 dict=$3 binary=$4 rc=0
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        "$binary" "$work/$name" "$corpus" -dict="$dict" -max_total_time="$seconds" -timeout=5 \
        -rss_limit_mb=2048 -seed="$seed" -artifact_prefix="$artifacts/$name-" -print_final_stats=1 \
        >"$work/$name.log" 2>&1 || rc=$?
    echo "$rc" >"$work/$name.status"
}
for f in "${fuzzers[@]}"; do
    IFS=: read -r name corpus dict <<<"$f"
    binary=$(find "$build_dir" -type f -name "$name" -perm -u+x | head -n1)
    [ -n "$binary" ] || { echo "run-fuzzers: $name was not built" >&2; exit 1; }
    # New inputs go to a scratch corpus, so the seeds in the repository stay as they are.
    mkdir -p "$work/$name"
    rm -f "$artifacts/$name"-*
    while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do wait -n || true; done
    echo "=== $name for $seconds s"
    run_fuzzer "$name" "$corpus" "$dict" "$binary" &
done
wait

status=0
for f in "${fuzzers[@]}"; do
    IFS=: read -r name corpus dict <<<"$f"
    echo "=== $name"
    cat "$work/$name.log"
    if [ "$(cat "$work/$name.status" 2>/dev/null)" = 0 ]; then
        echo "=== $name: no crash, hang or leak"
    else
        echo "=== $name: FAILED (see $artifacts)" >&2
        status=1
        for a in "$artifacts/$name"-*; do
            [ -f "$a" ] || continue
            kept=$corpus/regression-${a#"$artifacts/$name"-}
            [ -e "$kept" ] || { cp "$a" "$kept" && echo "=== $name: input kept as $kept" >&2; }
        done
    fi
done
exit $status
