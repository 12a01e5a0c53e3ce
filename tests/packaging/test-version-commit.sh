#!/usr/bin/env bash
# Checks the commit `rowan --version` names: the one the build read (the generated header), a commit of this
# repository that HEAD contains (files edited or commits made since the build do not fail the test), and
# packaging/gitcommit.cmake's answers outside a checkout, without git and with the commit given.
#
#   test-version-commit.sh ROWAN SOURCE_DIR PROJECT_VERSION GENERATED_HEADER
set -euo pipefail
rowan=$1 source=$2 version=$3 generated=$4
fail() { printf 'test-version-commit: FAIL: %s\n' "$*" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

first=$("$rowan" --version | head -n 1)
built=$(sed -n 's/^#define ROWAN_GIT_COMMIT "\(.*\)"$/\1/p' "$generated")
[ "$first" = "rowan $version (commit $built)" ] \
    || fail "rowan --version says '$first'; the build read the commit '$built' (in $generated)"
if git -C "$source" rev-parse --verify -q HEAD >/dev/null 2>&1; then
    hash=${built%+modified}
    [[ $hash =~ ^[0-9a-f]{12}$ ]] || fail "in a checkout the commit is '$built', not a 12-digit hash"
    git -C "$source" merge-base --is-ancestor "$hash" HEAD 2>/dev/null \
        || fail "the commit $hash is not HEAD or one of its ancestors"
else
    [ "$built" = unknown ] || fail "outside a working checkout the commit is '$built', expected 'unknown'"
fi

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
