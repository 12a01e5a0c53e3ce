#!/usr/bin/env bash
# Inside the Debian 13 environment: build the debug preset and start rowan with the given arguments.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
jobs=${ROWAN_JOBS:-$(nproc)}
[ -f build/debug/build.ninja ] || cmake --preset debug >/dev/null
cmake --build --preset debug --target rowan -j "$jobs"
if [ $# -eq 0 ] && [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
    echo "rowan-dev: no display: set DISPLAY (e.g. run under Xvfb) or QT_QPA_PLATFORM=offscreen" >&2
    exit 1
fi
exec build/debug/app/rowan "$@"
