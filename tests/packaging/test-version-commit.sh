#!/usr/bin/env bash
# Checks the commit `rowan --version` names: the checkout's HEAD (with "+modified" when tracked files
# differ from it), and packaging/gitcommit.cmake's answers outside a checkout and with the commit given.
#
#   test-version-commit.sh ROWAN SOURCE_DIR PROJECT_VERSION
set -euo pipefail
rowan=$1 source=$2 version=$3
fail() { printf 'test-version-commit: FAIL: %s\n' "$*" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

first=$("$rowan" --version | head -n 1)
if commit=$(git -C "$source" rev-parse --short=12 HEAD 2>/dev/null); then
    git -C "$source" diff --quiet HEAD -- 2>/dev/null || commit+=+modified
else
    commit=unknown
fi
[ "$first" = "rowan $version (commit $commit)" ] \
    || fail "rowan --version says '$first', expected 'rowan $version (commit $commit)' (a stale build?)"

script=$source/packaging/gitcommit.cmake
header() { cmake "$@" -P "$script" && sed -n 's/^#define ROWAN_GIT_COMMIT "\(.*\)"$/\1/p' "$work/h.h"; }
mkdir "$work/not-a-checkout"
got=$(header -DSOURCE_DIR="$work/not-a-checkout" -DOUTPUT="$work/h.h" -DGIT="$(command -v git || echo git)")
[ "$got" = unknown ] || fail "outside a checkout the commit is '$got', expected 'unknown'"
got=$(header -DSOURCE_DIR="$source" -DOUTPUT="$work/h.h" -DGIT=/nonexistent/git)
[ "$got" = unknown ] || fail "without a working git the commit is '$got', expected 'unknown'"
got=$(header -DSOURCE_DIR="$work/not-a-checkout" -DOUTPUT="$work/h.h" -DCOMMIT=0123456789ab)
[ "$got" = 0123456789ab ] || fail "with COMMIT given the commit is '$got'"
# An unchanged commit leaves the header alone, so nothing rebuilds.
touch -d '2000-01-01' "$work/h.h"
header -DSOURCE_DIR="$work/not-a-checkout" -DOUTPUT="$work/h.h" -DCOMMIT=0123456789ab >/dev/null
[ "$(stat -c %Y "$work/h.h")" = "$(date -d 2000-01-01 +%s)" ] || fail "an unchanged commit rewrote the header"
echo "test-version-commit: '$first'; unknown outside a checkout and without git"
