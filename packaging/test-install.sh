#!/usr/bin/env bash
# Installs a built rowan .deb into a fresh Debian 13 root with `apt-get install ./rowan_….deb`, as a user
# would, and checks what the package installed (never the build tree): `rowan --version`, `rowan demo`,
# `rowan serve` answering one request of the official Azure SDK, and the explorer under Xvfb, whose
# screenshot is kept.
#
#   packaging/test-install.sh [DEB]
#
# DEB defaults to the newest rowan_*.deb under build/. The screenshot and logs go to build/install-test/
# (ROWAN_INSTALL_TEST_OUT to change). Needs root (chroot and mounts, as the build root does), debootstrap,
# Xvfb and node; run it inside the build root (packaging/buildroot/buildroot.sh exec -- packaging/test-install.sh)
# or on any Debian 13 host.
#
# The SDK runs here, from tests/compat's node_modules (npm ci when missing), against the port `rowan serve`
# opens inside the root: the root shares this network, and the package under test is rowan, not node, so
# the root gets nothing the package does not pull in itself.
#
# The base root (debootstrap --variant=minbase plus package lists) is made once and cached in
# ~/.cache/rowan-install-test/trixie-<key> (ROWAN_INSTALL_TEST_CACHE to change), keyed like the build root
# by what makes it; downloaded .debs are kept in its archives/ folder. A second run copies the base root
# and downloads nothing. Each run installs into a fresh copy, deleted afterwards.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/.." && pwd)
suite=trixie
mirror=${ROWAN_DEBIAN_MIRROR:-http://deb.debian.org/debian}
cache=${ROWAN_INSTALL_TEST_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/rowan-install-test}
out=${ROWAN_INSTALL_TEST_OUT:-$repo/build/install-test}
export DEBIAN_FRONTEND=noninteractive

log() { printf 'test-install: %s\n' "$*" >&2; }
die() { printf 'test-install: FAIL: %s\n' "$*" >&2; exit 1; }

[ "$(id -u)" -eq 0 ] || die "needs root (chroot and mounts): run it inside the build root or as root"
for tool in debootstrap Xvfb node unshare chroot flock; do
    command -v "$tool" >/dev/null || die "needs $tool"
done

# Mounts made below live in a private mount namespace and vanish with the script, however it ends. Inside
# the build root (a chroot, whose / is no mount point) propagation cannot be changed, and need not be: the
# build root's own namespace is private already.
if [ "${ROWAN_INSTALL_TEST_NS:-}" != 1 ]; then
    propagation=private
    unshare --mount --propagation private true 2>/dev/null || propagation=unchanged
    exec env ROWAN_INSTALL_TEST_NS=1 unshare --mount --propagation "$propagation" -- "$0" "$@"
fi

deb=${1:-}
if [ -z "$deb" ]; then
    deb=$(find "$repo/build" -name 'rowan_*.deb' -printf '%T@ %p\n' 2>/dev/null | sort -n | tail -n 1 | cut -d' ' -f2-)
    [ -n "$deb" ] || die "no rowan_*.deb under build/: build one with 'cmake --workflow --preset package'"
fi
[ -f "$deb" ] || die "$deb does not exist"
deb=$(cd "$(dirname "$deb")" && pwd)/$(basename "$deb")
version=$(dpkg-deb -f "$deb" Version)
log "testing $deb ($version)"
mkdir -p "$cache" "$out"
start=$SECONDS
step() { log "$* ($((SECONDS - start)) s)"; }

# --- The base root, made once ---------------------------------------------------------------------------
# Changing how the base is made changes the key, so an old base is never used for a new recipe.
recipe="$suite $mirror minbase apt-lists v1"
base=$cache/$suite-$(printf '%s' "$recipe" | sha256sum | cut -c1-12)
archives=$cache/archives
mkdir -p "$archives/partial"
if [ ! -f "$base/.rowan-ready" ]; then
    exec 9>"$cache/.lock"
    flock 9
    if [ ! -f "$base/.rowan-ready" ]; then
        step "creating the base root $base (once)"
        rm -rf "$base.partial"
        debootstrap --variant=minbase "$suite" "$base.partial" "$mirror" >"$cache/debootstrap.log" 2>&1 \
            || { tail -n 20 "$cache/debootstrap.log" >&2; die "debootstrap failed (log: $cache/debootstrap.log)"; }
        cp -L /etc/resolv.conf "$base.partial/etc/resolv.conf"
        chroot "$base.partial" apt-get update -q >"$cache/apt-update.log" 2>&1 \
            || { tail -n 20 "$cache/apt-update.log" >&2; die "apt-get update in the base root failed"; }
        touch "$base.partial/.rowan-ready"
        mv "$base.partial" "$base"
        step "base root ready"
    fi
    flock -u 9
    exec 9>&-
fi

# --- A fresh copy for this run --------------------------------------------------------------------------
run=$(mktemp -d "$cache/run.XXXXXX")
root=$run/root
xvfb= serve= gui=
cleanup() {
    local pid
    for pid in $gui $serve $xvfb; do
        kill "$pid" 2>/dev/null || true
    done
    wait 2>/dev/null || true
    # The namespace's mounts go with the process; unmount anyway so the copy can be deleted now.
    umount -R "$root/proc" "$root/dev" "$root/sys" "$root/var/cache/apt/archives" "$root/tmp/.X11-unix" \
        2>/dev/null || true
    umount "$root" 2>/dev/null || true
    rm -rf "$run"
}
trap cleanup EXIT
# An overlay over the base leaves the base untouched and costs nothing; a copy where overlays are refused.
mkdir -p "$root" "$run/upper" "$run/work"
if ! mount -t overlay overlay -o "lowerdir=$base,upperdir=$run/upper,workdir=$run/work" "$root" 2>/dev/null; then
    rmdir "$root"
    cp -a "$base" "$root"
fi
cp -L /etc/resolv.conf "$root/etc/resolv.conf"
mount -t proc proc "$root/proc"
mount --rbind /dev "$root/dev"
mount --rbind /sys "$root/sys"
mount --bind "$archives" "$root/var/cache/apt/archives"
step "fresh root ready"
rootenv=(/usr/bin/env -i HOME=/root LANG=C.UTF-8 PATH=/usr/sbin:/usr/bin:/sbin:/bin)
in_root() { chroot "$root" "${rootenv[@]}" "$@"; }

# --- Install as a user would ----------------------------------------------------------------------------
# --no-install-recommends: the package's Depends alone must give a working rowan. force-unsafe-io: no
# fsync for a root that is thrown away.
cp "$deb" "$root/tmp/"
install_deb() {
    flock "$cache/.archives-lock" chroot "$root" /usr/bin/env DEBIAN_FRONTEND=noninteractive /bin/sh -c \
        'cd /tmp && apt-get install -y -q --no-install-recommends -o Dpkg::Options::=--force-unsafe-io "./$1"' _ "$(basename "$deb")" \
        </dev/null >>"$out/apt.log" 2>&1
}
: >"$out/apt.log"
if ! install_deb; then
    # Package lists older than the mirror name files it no longer has: refresh and try once more.
    log "installing failed with the cached package lists; updating them"
    in_root apt-get update -q >>"$out/apt.log" 2>&1 || true
    install_deb || { tail -n 30 "$out/apt.log" >&2; die "apt-get install ./$(basename "$deb") failed"; }
fi
step "installed with apt-get (log: $out/apt.log)"

# --- From the package -----------------------------------------------------------------------------------
[ "$(in_root dpkg-query -W -f='${Version}' rowan)" = "$version" ] || die "dpkg does not list rowan $version"
[ "$(in_root dpkg -S /usr/bin/rowan | cut -d: -f1)" = rowan ] || die "/usr/bin/rowan is not the package's"
for f in /usr/share/man/man1/rowan.1.gz /usr/share/applications/io.github.rowan_tables.Rowan.desktop \
    /usr/share/metainfo/io.github.rowan_tables.Rowan.metainfo.xml; do
    [ -f "$root$f" ] || die "the package did not install $f"
done
versionText=$(in_root rowan --version) || die "rowan --version failed"
printf '%s\n' "$versionText" | sed 's/^/    /' >&2
upstream=${version%-*}
[[ $(head -n 1 <<<"$versionText") == "rowan $upstream (commit "* ]] || die "rowan --version does not name $upstream"

demoText=$(in_root rowan demo /root/demo.rowan) || die "rowan demo failed"
log "$demoText"
[[ $demoText == Created* ]] || die "rowan demo printed: $demoText"

# rowan serve inside the root (chroot and env exec it, so $serve is rowan's own pid); the SDK from here.
chroot "$root" "${rootenv[@]}" rowan serve --store /root/demo.rowan --port 0 >"$run/serve.out" 2>"$run/serve.err" &
serve=$!
connection=
for _ in $(seq 300); do
    connection=$(head -n 1 "$run/serve.out" 2>/dev/null || true)
    [ -n "$connection" ] && break
    kill -0 "$serve" 2>/dev/null || break
    sleep 0.1
done
[ -n "$connection" ] || { cat "$run/serve.err" >&2; die "rowan serve printed no connection string in 30 s"; }
compat=$repo/tests/compat
if [ ! -d "$compat/node_modules/@azure/data-tables" ]; then
    (cd "$compat" && npm ci --no-audit --no-fund --cache "$repo/build/npm-cache" >"$out/npm.log" 2>&1) \
        || { tail -n 20 "$out/npm.log" >&2; die "npm ci in tests/compat failed"; }
fi
node "$here/install-test/sdk-request.mjs" "$compat" "$connection" >&2 \
    || { cat "$run/serve.err" >&2; die "the Azure SDK's request to the packaged rowan serve failed"; }
kill -TERM "$serve"
status=0
wait "$serve" || status=$?
serve=
[ "$status" -eq 0 ] || { cat "$run/serve.err" >&2; die "rowan serve exited with status $status on SIGTERM"; }
step "rowan serve answered @azure/data-tables and stopped cleanly"

# --- The explorer under Xvfb ----------------------------------------------------------------------------
mkdir -p "$run/fb" "$root/tmp/.X11-unix"
Xvfb -displayfd 3 -screen 0 1280x800x24 -fbdir "$run/fb" -nolisten tcp 3>"$run/display" 2>"$run/xvfb.log" &
xvfb=$!
for _ in $(seq 100); do
    [ -s "$run/display" ] && break
    sleep 0.1
done
display=$(head -n 1 "$run/display" 2>/dev/null || true)
[ -n "$display" ] || { cat "$run/xvfb.log" >&2; die "Xvfb did not start"; }
mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
chroot "$root" "${rootenv[@]}" DISPLAY=":$display" XDG_RUNTIME_DIR=/tmp rowan /root/demo.rowan >"$out/explorer.log" 2>&1 &
gui=$!
# The window is up when the screen has stopped changing for two seconds (30 s at most).
previous= stable=0
for _ in $(seq 60); do
    sleep 0.5
    kill -0 "$gui" 2>/dev/null || { cat "$out/explorer.log" >&2; die "the explorer exited at start"; }
    current=$(md5sum <"$run/fb/Xvfb_screen0" | cut -d' ' -f1)
    if [ "$current" = "$previous" ]; then stable=$((stable + 1)); else stable=0; fi
    previous=$current
    [ $stable -ge 4 ] && break
done
cp "$run/fb/Xvfb_screen0" "$run/screen.xwd"
node "$here/install-test/xwd-to-png.mjs" "$run/screen.xwd" "$out/explorer.png" >&2 \
    || { cat "$out/explorer.log" >&2; die "the explorer painted nothing (screenshot: $out/explorer.png)"; }
kill -0 "$gui" 2>/dev/null || { cat "$out/explorer.log" >&2; die "the explorer exited"; }
step "the explorer runs; screenshot $out/explorer.png"
log "passed in $((SECONDS - start)) s"
