#!/usr/bin/env bash
# Inside the Debian 13 environment: configure, build and test the debug preset, then the ASan+UBSan preset,
# then the extra suites (fuzzing, SDK compatibility, the remote client against Azurite) when present. Prints
# CTest's summaries; exits non-zero on any failure, after running everything.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
export CMAKE_BUILD_PARALLEL_LEVEL=${ROWAN_JOBS:-$(nproc)}
export QT_QPA_PLATFORM=offscreen

failed=()
step() {
    local name=$1; shift
    local start=$SECONDS
    echo "=== $name"
    if "$@"; then
        echo "=== $name: passed in $((SECONDS - start)) s"
    else
        echo "=== $name: FAILED after $((SECONDS - start)) s"
        failed+=("$name")
    fi
}

step "debug build and tests" cmake --workflow --preset debug
step "ASan+UBSan build and tests" cmake --workflow --preset asan
for suite in tests/fuzz/run-fuzzers.sh tests/compat/run-compat.sh tests/remote/run-azurite.sh; do
    [ -x "$suite" ] && step "$suite" "$suite"
done

echo
if [ ${#failed[@]} -gt 0 ]; then
    printf 'rowan-dev test: FAILED: %s\n' "${failed[*]}"
    exit 1
fi
echo "rowan-dev test: all suites passed"
