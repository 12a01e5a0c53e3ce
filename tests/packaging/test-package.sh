#!/usr/bin/env bash
# Builds the Linux packages from a build tree with CPack and checks them as Debian and the desktop
# specifications would: lintian (no error or warning; overrides are justified in packaging/lintian-overrides),
# desktop-file-validate, appstreamcli validate, the files a user gets (binary, icons at every size,
# manual page, copyright, changelogs) and the version CMake gave the project. Exits 77 (skipped) when
# dpkg-deb is missing; a missing checker skips only its own check, saying so.
#
#   test-package.sh BUILD_DIR PROJECT_VERSION APP_ID [CPACK]
set -euo pipefail
build=$1 version=$2 appid=$3 cpack=${4:-cpack}
out=$build/package-check
fail() { printf 'test-package: FAIL: %s\n' "$*" >&2; failed=1; }
failed=0
command -v dpkg-deb >/dev/null || { echo "test-package: dpkg-deb missing, skipped"; exit 77; }

rm -rf "$out"
"$cpack" --config "$build/CPackConfig.cmake" -G 'DEB;TGZ' -B "$out" >"$out.log" 2>&1 \
    || { cat "$out.log" >&2; echo "test-package: FAIL: cpack failed" >&2; exit 1; }
deb=$out/rowan_${version}-1_$(dpkg --print-architecture).deb
tgz=$out/rowan-${version}-Linux.tar.gz
[ -f "$deb" ] || { ls "$out" >&2; echo "test-package: FAIL: no $deb" >&2; exit 1; }
[ -f "$tgz" ] || fail "no $tgz"

[ "$(dpkg-deb -f "$deb" Version)" = "$version-1" ] || fail "the package's version is $(dpkg-deb -f "$deb" Version)"
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libqt6core6 libqt6widgets6 libsqlcipher; do
    [[ $depends == *"$lib"* ]] || fail "Depends (from dpkg-shlibdeps) lacks $lib: $depends"
done

root=$out/root
mkdir -p "$root"
dpkg-deb -x "$deb" "$root"
share=$root/usr/share
expect=(usr/bin/rowan "usr/share/applications/$appid.desktop" "usr/share/metainfo/$appid.metainfo.xml"
    usr/share/man/man1/rowan.1.gz usr/share/doc/rowan/copyright usr/share/doc/rowan/changelog.Debian.gz
    usr/share/doc/rowan/changelog.gz "usr/share/icons/hicolor/scalable/apps/$appid.svg")
for f in "${expect[@]}"; do
    [ -f "$root/$f" ] || fail "the package lacks /$f"
done
for size in 16 22 24 32 48 64 128 256 512; do
    png=$share/icons/hicolor/${size}x$size/apps/$appid.png
    if [ ! -f "$png" ]; then
        fail "the package lacks the ${size}x$size icon"
    elif command -v file >/dev/null && ! file "$png" | grep -q "PNG image data, $size x $size,"; then
        fail "the ${size}x$size icon is $(file -b "$png")"
    fi
done
# Policy: gzip files without a time stamp; the Debian changelog names this version first.
for gz in usr/share/man/man1/rowan.1.gz usr/share/doc/rowan/changelog.Debian.gz; do
    [ "$(od -An -tu4 -j4 -N4 "$root/$gz" | tr -d ' ')" = 0 ] || fail "/$gz carries a time stamp"
done
zcat "$share/doc/rowan/changelog.Debian.gz" | head -n 1 | grep -q "^rowan ($version-1) " \
    || fail "changelog.Debian does not start with version $version-1"
"$root/usr/bin/rowan" --version | head -n 1 | grep -q "^rowan $version (commit " \
    || fail "the packaged rowan --version says: $("$root/usr/bin/rowan" --version | head -n 1)"
tar tzf "$tgz" | grep -x "rowan-$version-Linux/bin/rowan" >/dev/null || fail "the tarball lacks bin/rowan"

skipped=()
if command -v lintian >/dev/null; then
    # --fail-on warning: an error or a warning fails; informational tags are printed for the reader.
    lintian --display-info --fail-on error,warning "$deb" 2>/dev/null || fail "lintian reports errors or warnings (above)"
else
    skipped+=(lintian)
fi
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$share/applications/$appid.desktop" || fail "desktop-file-validate"
else
    skipped+=(desktop-file-validate)
fi
if command -v appstreamcli >/dev/null; then
    appstreamcli validate --no-net --pedantic "$share/metainfo/$appid.metainfo.xml" \
        || fail "appstreamcli validate"
else
    skipped+=(appstreamcli)
fi
[ $failed -eq 0 ] || exit 1
echo "test-package: $(basename "$deb") and $(basename "$tgz") pass${skipped:+ (not checked, tools missing: ${skipped[*]})}"
