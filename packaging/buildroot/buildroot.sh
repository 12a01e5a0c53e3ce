#!/usr/bin/env bash
# Runs a command in a Debian 13 environment with every package Rowan needs.
#
#   packaging/buildroot/buildroot.sh exec -- COMMAND [ARGS...]
#   packaging/buildroot/buildroot.sh path      # prints the build root in use ("/" when native)
#
# On Debian 13 or Ubuntu 25.04+ the packages are installed natively with apt and the command runs as is.
# Elsewhere (Debian 12, whose Qt is too old) a Debian 13 root made with debootstrap is kept outside the
# repository, keyed by a hash of packages.txt so it is rebuilt only when that list changes, and the command
# runs inside it. Mounts live in a private mount namespace, so they vanish with the command, however it
# ends. Safe to run twice or concurrently; never asks a question.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
packages_file="$here/packages.txt"
suite=trixie
mirror=${ROWAN_DEBIAN_MIRROR:-http://deb.debian.org/debian}
export DEBIAN_FRONTEND=noninteractive

log() { printf 'buildroot: %s\n' "$*" >&2; }
die() { printf 'buildroot: error: %s\n' "$*" >&2; exit 1; }

packages() { grep -v -e '^#' -e '^[[:space:]]*$' "$packages_file"; }

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"
    elif command -v sudo >/dev/null; then sudo -n "$@" || die "needs root: run as root or with passwordless sudo"
    else die "needs root (or sudo) to run: $*"; fi
}

native_ok() {
    [ "${ROWAN_USE_BUILDROOT:-}" = 1 ] && return 1
    [ -r /etc/os-release ] || return 1
    local id version
    id=$(. /etc/os-release && echo "${ID:-}")
    version=$(. /etc/os-release && echo "${VERSION_ID:-0}")
    case "$id" in
        debian) [ "${version%%.*}" -ge 13 ] 2>/dev/null ;;
        ubuntu) [ "$(printf '%s\n' "$version" 25.04 | sort -V | head -n1)" = 25.04 ] ;;
        *) return 1 ;;
    esac
}

install_native() {
    local missing=()
    local p
    for p in $(packages); do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    log "installing ${missing[*]}"
    as_root apt-get update -q </dev/null
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" </dev/null
}

base_dir() { echo "${ROWAN_BUILDROOT_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/rowan-buildroot}"; }
root_dir() { echo "$(base_dir)/$suite-$(packages | sha256sum | cut -c1-12)"; }

host_ca_bundle() {
    local f
    for f in "${NODE_EXTRA_CA_CERTS:-}" "${SSL_CERT_FILE:-}" /etc/ssl/certs/ca-certificates.crt; do
        [ -n "$f" ] && [ -r "$f" ] && { echo "$f"; return; }
    done
}

# Copies a host file into the root atomically, so concurrent runs never see half a file.
refresh_file() {
    local src=$1 dst=$2
    [ -r "$src" ] || return 0
    mkdir -p "$(dirname "$dst")" && cp -L "$src" "$dst.tmp.$$" && mv -f "$dst.tmp.$$" "$dst"
}

refresh_host_files() {
    local root=$1 ca
    refresh_file /etc/resolv.conf "$root/etc/resolv.conf"
    ca=$(host_ca_bundle)
    # Behind a TLS-inspecting proxy npm only works when the root trusts the host's authorities.
    [ -n "$ca" ] && refresh_file "$ca" "$root/etc/ssl/host-ca-bundle.crt"
    return 0
}

# Runs "$@" chrooted into $root, with /proc, /dev, /sys, the host's /tmp (X sockets) and the repository
# bind-mounted inside a private mount namespace.
enter() {
    local root=$1; shift
    local workdir=$PWD
    case "$workdir" in "$repo"*) ;; *) workdir=$repo ;; esac
    local envs=(HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8
        DEBIAN_FRONTEND=noninteractive)
    local v
    # Rowan's own settings (ROWAN_FUZZ_SEED, ROWAN_TEST_AGAIN…) and ccache's (CCACHE_DISABLE) pass through;
    # the cache itself is the one mounted below.
    for v in DISPLAY XAUTHORITY QT_QPA_PLATFORM CI TERM CTEST_PARALLEL_LEVEL CMAKE_BUILD_PARALLEL_LEVEL \
        ASAN_OPTIONS UBSAN_OPTIONS $(compgen -e | grep -E '^(ROWAN|CCACHE)_' | grep -v '^CCACHE_DIR$'); do
        [ -n "${!v:-}" ] && envs+=("$v=${!v}")
    done
    if [ -f "$root/etc/ssl/host-ca-bundle.crt" ]; then
        envs+=(NODE_EXTRA_CA_CERTS=/etc/ssl/host-ca-bundle.crt SSL_CERT_FILE=/etc/ssl/host-ca-bundle.crt)
    fi
    as_root unshare --mount --propagation private -- /bin/bash -euc '
        root=$1 repo=$2 workdir=$3 cache=$4; shift 4
        envs=()
        while [ "$1" != -- ]; do envs+=("$1"); shift; done
        shift
        mount -t proc proc "$root/proc"
        mount --rbind /dev "$root/dev"
        mount --rbind /sys "$root/sys"
        mount --bind /tmp "$root/tmp"
        mkdir -p "$root$repo"
        mount --bind "$repo" "$root$repo"
        # The compiler cache outlives the root, so a new package list does not mean compiling everything.
        mkdir -p "$cache" "$root/root/.cache/ccache"
        mount --bind "$cache" "$root/root/.cache/ccache"
        exec chroot "$root" /usr/bin/env -i "${envs[@]}" /bin/bash -c "cd \"\$0\" && exec \"\$@\"" "$workdir" "$@"
    ' _ "$root" "$repo" "$workdir" "$(base_dir)/ccache" "${envs[@]}" -- "$@"
}

ensure_root() {
    local root base lock
    root=$(root_dir)
    [ -f "$root/.rowan-ready" ] && { refresh_host_files "$root" >&2; echo "$root"; return; }
    base=$(base_dir)
    mkdir -p "$base"
    lock="$base/.lock"
    exec 9>"$lock"
    log "waiting for the build-root lock"
    flock 9
    if [ ! -f "$root/.rowan-ready" ]; then
        # Standard output of this function is the root's path and nothing else (callers capture it), so
        # everything the creation prints, the host's apt-get included, goes to standard error.
        build_root "$root" >&2
    fi
    flock -u 9
    exec 9>&-
    refresh_host_files "$root" >&2
    echo "$root"
}

build_root() {
    local root=$1 tmp="$1.partial"
    command -v debootstrap >/dev/null || {
        log "installing debootstrap on the host"
        as_root apt-get update -q </dev/null
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap </dev/null
    }
    rm -rf "$tmp"
    log "creating a Debian 13 build root in $root (once per package list)"
    local start=$SECONDS
    as_root debootstrap --variant=minbase "$suite" "$tmp" "$mirror" </dev/null >"$(base_dir)/debootstrap.log" 2>&1 \
        || { tail -n 20 "$(base_dir)/debootstrap.log" >&2; die "debootstrap failed (log: $(base_dir)/debootstrap.log)"; }
    refresh_host_files "$tmp"
    printf 'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n' >"$tmp/etc/apt/apt.conf.d/90rowan"
    # shellcheck disable=SC2046
    enter "$tmp" apt-get install -y -q $(packages) </dev/null >"$(base_dir)/apt.log" 2>&1 \
        || { tail -n 20 "$(base_dir)/apt.log" >&2; die "installing packages in the build root failed (log: $(base_dir)/apt.log)"; }
    enter "$tmp" apt-get clean </dev/null >/dev/null 2>&1
    touch "$tmp/.rowan-ready"
    mv "$tmp" "$root"
    log "build root ready in $((SECONDS - start)) s"
    # Older roots (other package lists) are left for a human to remove; name them so they can.
    local old
    for old in "$(base_dir)/$suite"-*; do
        [ "$old" != "$root" ] && [ -d "$old" ] && log "an older build root can be removed: $old"
    done
    return 0
}

cmd=${1:-}
shift || true
case "$cmd" in
    exec)
        [ "${1:-}" = -- ] && shift
        [ $# -gt 0 ] || die "exec needs a command"
        if native_ok; then
            install_native
            exec "$@"
        fi
        root=$(ensure_root)
        enter "$root" "$@"
        ;;
    path)
        if native_ok; then echo /; else ensure_root; fi
        ;;
    *)
        die "usage: $0 exec -- COMMAND [ARGS...] | path"
        ;;
esac
