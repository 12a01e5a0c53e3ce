#!/usr/bin/env bash
# Renders resources/icons/rowan.svg into the icon files of the other platforms, kept in the repository
# because their build machines have no SVG renderer: rowan.ico (Windows: the executable and the installer)
# and rowan.icns (the macOS bundle). Both hold PNGs, which every Windows since Vista and every macOS since
# 10.7 read. Run it after changing the SVG; needs rsvg-convert (Debian: librsvg2-bin).
#
#   packaging/icons/make-icons.sh [OUTPUT_DIR]      (default resources/icons)
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
svg=$repo/resources/icons/rowan.svg
out=${1:-$repo/resources/icons}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

png() { rsvg-convert --width="$1" --height="$1" --format=png -o "$work/$1.png" "$svg"; }
byte() { printf "\\x$(printf %02x "$1")"; }
u16le() { byte $(($1 & 255)); byte $(($1 >> 8 & 255)); }
u32le() { byte $(($1 & 255)); byte $(($1 >> 8 & 255)); byte $(($1 >> 16 & 255)); byte $(($1 >> 24 & 255)); }
u32be() { byte $(($1 >> 24 & 255)); byte $(($1 >> 16 & 255)); byte $(($1 >> 8 & 255)); byte $(($1 & 255)); }
size() { stat -c %s "$1"; }

# ICO: a directory of 16-byte entries, then the PNGs.
sizes=(16 24 32 48 64 128 256)
for s in "${sizes[@]}"; do png "$s"; done
{
    u16le 0; u16le 1; u16le ${#sizes[@]}
    offset=$((6 + 16 * ${#sizes[@]}))
    for s in "${sizes[@]}"; do
        byte $((s & 255)); byte $((s & 255)); byte 0; byte 0 # 256 is written as 0
        u16le 1; u16le 32; u32le "$(size "$work/$s.png")"; u32le $offset
        offset=$((offset + $(size "$work/$s.png")))
    done
    for s in "${sizes[@]}"; do cat "$work/$s.png"; done
} >"$out/rowan.ico"

# ICNS: "icns", the total length, then (type, length, PNG) elements; types by pixel size, @2x ones too.
types=(icp4:16 icp5:32 icp6:64 ic07:128 ic08:256 ic09:512 ic10:1024 ic11:32 ic12:64 ic13:256 ic14:512)
for t in "${types[@]}"; do [ -f "$work/${t#*:}.png" ] || png "${t#*:}"; done
total=8
for t in "${types[@]}"; do total=$((total + 8 + $(size "$work/${t#*:}.png"))); done
{
    printf icns; u32be $total
    for t in "${types[@]}"; do
        printf '%s' "${t%:*}"; u32be $((8 + $(size "$work/${t#*:}.png"))); cat "$work/${t#*:}.png"
    done
} >"$out/rowan.icns"
echo "make-icons: $out/rowan.ico ($(size "$out/rowan.ico") bytes), $out/rowan.icns ($(size "$out/rowan.icns") bytes)"
