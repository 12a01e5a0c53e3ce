#!/usr/bin/env bash
# Checks that `buildroot.sh path` prints the build root's path and nothing else, also on the first run of
# a machine without debootstrap, when the host's apt-get and debootstrap are chatty. Callers capture that
# output as a path, so one stray line of apt-get output breaks them (the first run then tries to mount
# "Get:1 http://…/proc").
#
# Nothing is downloaded: apt-get, debootstrap and unshare are stand-ins that print the kind of noise the
# real ones print and make what the real ones would leave behind.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
script=$(cd "$here/../../packaging/buildroot" && pwd)/buildroot.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { printf 'test-buildroot-path: FAIL: %s\n' "$*" >&2; exit 1; }

# Only the tools the script needs, so the host's own debootstrap (if any) is out of sight.
mkdir -p "$work/tools" "$work/stubs"
for tool in bash grep sha256sum cut id mkdir flock rm touch mv tail cp dirname sort head cat env chmod; do
    path=$(command -v "$tool") || fail "the test needs $tool"
    ln -s "$path" "$work/tools/$tool"
done

cat >"$work/stubs/apt-get" <<STUB
#!$(command -v bash)
echo "Get:1 http://deb.debian.org/debian bookworm InRelease [151 kB]"
echo "Reading package lists..."
case " \$* " in
    *" install "*debootstrap*)
        printf '#!%s\n' "$(command -v bash)" >"$work/stubs/debootstrap"
        cat >>"$work/stubs/debootstrap" <<'INNER'
echo "I: Retrieving InRelease"
target=\$3
mkdir -p "\$target/etc/apt/apt.conf.d" "\$target/etc/ssl" "\$target/proc" "\$target/dev" "\$target/sys" "\$target/tmp"
echo "I: Base system installed successfully."
INNER
        chmod +x "$work/stubs/debootstrap"
        echo "Setting up debootstrap (1.0.128) ..."
        ;;
esac
STUB
cat >"$work/stubs/unshare" <<STUB
#!$(command -v bash)
# Stands in for entering the root: the real one runs apt-get inside it, which is chatty too.
echo "Get:2 http://deb.debian.org/debian trixie InRelease [140 kB]"
echo "Setting up qt6-base-dev ..."
STUB
cat >"$work/stubs/sudo" <<STUB
#!$(command -v bash)
[ "\${1:-}" = -n ] && shift
exec "\$@"
STUB
chmod +x "$work/stubs/"*

base=$work/roots
run_path() {
    env -i HOME="$work" PATH="$work/stubs:$work/tools" ROWAN_USE_BUILDROOT=1 ROWAN_BUILDROOT_DIR="$base" \
        "$work/tools/bash" "$script" path 2>>"$work/stderr"
}

for attempt in first second; do
    out=$(run_path) || { cat "$work/stderr" >&2; fail "the $attempt run of 'buildroot.sh path' failed"; }
    [ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] \
        || fail "the $attempt run printed more than the path on standard output: $(printf '%q' "$out")"
    case "$out" in
        "$base"/trixie-*) ;;
        *) fail "the $attempt run printed '$out', not a root under $base" ;;
    esac
    [ -f "$out/.rowan-ready" ] || fail "the $attempt run printed '$out', which is not a ready build root"
done
grep -q 'installing debootstrap' "$work/stderr" || fail "the first run did not install debootstrap"
echo "test-buildroot-path: the path alone on standard output, first and second run"
