#!/usr/bin/env bash
# Checks the committed Windows and macOS icons (made by packaging/icons/make-icons.sh from rowan.svg): the
# .ico's directory and the .icns's elements point at PNGs of the sizes they declare, and the .icns's
# length field matches the file. Exits 77 (skipped) without `file`.
#
#   test-platform-icons.sh ICONS_DIR
set -euo pipefail
dir=$1
fail() { printf 'test-platform-icons: FAIL: %s\n' "$*" >&2; exit 1; }
command -v file >/dev/null || { echo "test-platform-icons: file missing, skipped"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
u() { od -An -t"u$2" --endian="$3" -j "$1" -N "$2" "$4" | tr -d ' '; }

ico=$dir/rowan.ico
[ "$(u 2 2 little "$ico")" = 1 ] || fail "rowan.ico is not an icon file"
count=$(u 4 2 little "$ico")
[ "$count" -ge 5 ] || fail "rowan.ico holds $count images"
for i in $(seq 0 $((count - 1))); do
    entry=$((6 + 16 * i))
    side=$(u $entry 1 little "$ico"); [ "$side" = 0 ] && side=256
    length=$(u $((entry + 8)) 4 little "$ico"); offset=$(u $((entry + 12)) 4 little "$ico")
    dd if="$ico" of="$work/i.png" bs=1 skip="$offset" count="$length" status=none
    file "$work/i.png" | grep -q "PNG image data, $side x $side," || fail "rowan.ico entry $i is not a ${side}px PNG"
done

icns=$dir/rowan.icns
[ "$(head -c 4 "$icns")" = icns ] || fail "rowan.icns is not an icns file"
[ "$(u 4 4 big "$icns")" = "$(stat -c %s "$icns")" ] || fail "rowan.icns's length field is not its size"
declare -A pixels=([icp4]=16 [icp5]=32 [icp6]=64 [ic07]=128 [ic08]=256 [ic09]=512 [ic10]=1024 [ic11]=32
    [ic12]=64 [ic13]=256 [ic14]=512)
at=8 seen=0
while [ $at -lt "$(stat -c %s "$icns")" ]; do
    type=$(dd if="$icns" bs=1 skip=$at count=4 status=none)
    length=$(u $((at + 4)) 4 big "$icns")
    [ -n "${pixels[$type]:-}" ] || fail "rowan.icns has an element of unknown type '$type'"
    dd if="$icns" of="$work/e.png" bs=1 skip=$((at + 8)) count=$((length - 8)) status=none
    file "$work/e.png" | grep -q "PNG image data, ${pixels[$type]} x ${pixels[$type]}," \
        || fail "rowan.icns's $type is not a ${pixels[$type]}px PNG"
    at=$((at + length)) seen=$((seen + 1))
done
echo "test-platform-icons: rowan.ico ($count images) and rowan.icns ($seen elements) hold the sizes they declare"
