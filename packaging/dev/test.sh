#!/usr/bin/env bash
# Inside the Debian 13 environment: configure, build and test the debug preset, install its .deb into a
# fresh Debian 13 root and try it there, then the ASan+UBSan preset, then the extra suites (fuzzing, SDK
# compatibility, the crash soak, the remote client against Azurite) when present. Prints CTest's
# summaries; exits non-zero on any failure, after running everything.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
export CMAKE_BUILD_PARALLEL_LEVEL=${ROWAN_JOBS:-$(nproc)}
export QT_QPA_PLATFORM=offscreen

# A first run builds the debug, ASan and fuzz presets into build/: say so before a full disk fails a link
# half-way through. (Measured from a fresh clone; a later run reuses the build directories.)
NEED_GIB=${ROWAN_TEST_NEED_GIB:-10}
if [ ! -d build/asan ]; then
    free_kib=$(df -Pk . | awk 'NR == 2 { print $4 }')
    if [ "$free_kib" -lt $((NEED_GIB * 1024 * 1024)) ]; then
        echo "rowan-dev test: a first run needs about $NEED_GIB GiB free for build/;" \
            "$((free_kib / 1024 / 1024)) GiB free on $(df -P . | awk 'NR == 2 { print $6 }')" >&2
        exit 1
    fi
fi

# A step that passed is not run again while nothing it depends on has changed: the sources (committed or
# not), the build environment's packages and the ROWAN_* settings. The mark lives in the step's build
# directory, so deleting that directory runs the step again; ROWAN_TEST_AGAIN=1 runs every step.
fingerprint() {
    git rev-parse --is-inside-work-tree >/dev/null 2>&1 || return 1
    case ${ROWAN_FUZZ_SEED:-} in random) return 1 ;; esac
    {
        git rev-parse HEAD
        git diff --binary HEAD # a binary file changed twice must not read the same
        git ls-files -o --exclude-standard -z | xargs -0 -r sha256sum
        cat /var/lib/dpkg/status 2>/dev/null
        env | grep '^ROWAN_' | sort || : # no setting is no failure
    } | sha256sum | cut -d' ' -f1
}
tree=$(fingerprint) || tree=
[ "${ROWAN_TEST_AGAIN:-0}" = 1 ] && tree=

failed=()
# step NAME MARK_DIR COMMAND...
step() {
    local name=$1 mark=$2/.rowan-test-passed; shift 2
    local start=$SECONDS
    echo "=== $name"
    if [ -n "$tree" ] && [ "$(cat "$mark" 2>/dev/null)" = "$tree" ]; then
        echo "=== $name: passed before with these sources and settings ($(date -r "$mark" '+%F %T')): not run again"
        return
    fi
    rm -f "$mark"
    if "$@"; then
        echo "=== $name: passed in $((SECONDS - start)) s"
        [ -n "$tree" ] && mkdir -p "$(dirname "$mark")" && echo "$tree" >"$mark"
    else
        echo "=== $name: FAILED after $((SECONDS - start)) s"
        failed+=("$name")
    fi
}

step "debug build and tests" build/debug cmake --workflow --preset debug
# The .deb the debug suite's linux_packages test built, installed into a fresh Debian 13 root and used
# from there. It needs root (chroot), which the build root has; elsewhere it runs when sudo asks nothing.
install_test() {
    local deb
    deb=$(ls build/debug/package-check/rowan_*.deb 2>/dev/null | head -n 1)
    [ -n "$deb" ] || { echo "no .deb from the debug suite (build/debug/package-check)"; return 1; }
    if [ "$(id -u)" -eq 0 ]; then packaging/test-install.sh "$deb"
    elif sudo -n true 2>/dev/null; then sudo -n env HOME="$HOME" packaging/test-install.sh "$deb"
    else echo "skipped: packaging/test-install.sh needs root or passwordless sudo"; fi
}
step "packaging/test-install.sh" build/debug/install-test install_test
step "ASan+UBSan build and tests" build/asan cmake --workflow --preset asan
# The fuzzers build into build/fuzz; the other suites use the debug build's rowan and test executables.
[ -x tests/fuzz/run-fuzzers.sh ] && step tests/fuzz/run-fuzzers.sh build/fuzz tests/fuzz/run-fuzzers.sh
for suite in tests/compat/run-compat.sh tests/soak/crash-soak.sh tests/remote/run-azurite.sh; do
    [ -x "$suite" ] && step "$suite" "build/debug/suites/$(basename "$suite" .sh)" "$suite"
done

# The failing tests by name, last, so that a log that keeps only its end still says what failed and why.
failed_tests() {
    local preset list name
    for preset in debug asan; do
        list=build/$preset/Testing/Temporary/LastTestsFailed.log
        [ -s "$list" ] || continue
        while IFS=: read -r _ name; do
            echo "--- $preset: $name failed; the end of its output:"
            awk -v t="\"$name\"" 'index($0, t " start time:") == 1 { on = 1; next }
                index($0, t " end time:") == 1 { on = 0 }
                on && NF' "build/$preset/Testing/Temporary/LastTest.log" >"build/$preset/failed-output.txt"
            grep -E -A1 -m 10 'FAIL!|Sanitizer|runtime error|Timeout|Subprocess' "build/$preset/failed-output.txt"
            echo "..."
            tail -n 15 "build/$preset/failed-output.txt"
        done <"$list"
    done
}

echo
echo "build/ holds $(du -sh build | cut -f1); $(df -Ph . | awk 'NR == 2 { print $4 }') free"
if [ ${#failed[@]} -gt 0 ]; then
    failed_tests
    printf 'rowan-dev test: FAILED: %s\n' "${failed[*]}"
    exit 1
fi
echo "rowan-dev test: all suites passed"
