#!/bin/sh
# Renders the icons ui/style/icons.cpp names from Debian's kf6-breeze-icon-theme package into theme/ as PNG
# (16 and 22 px, and twice that for high-density screens), with a trimmed index.theme per theme, so the
# explorer carries only the icons it uses and needs no SVG plugin to show them. Needs rsvg-convert (the
# build root has it). Run it again after adding an icon name there:
#   apt-get download kf6-breeze-icon-theme && dpkg-deb -x kf6-breeze-icon-theme_*.deb /tmp/breeze
#   resources/icons/bundle-icons.sh /tmp/breeze
set -eu
extracted=$1
here=$(cd "$(dirname "$0")" && pwd)
names=$(grep -o 'QStringLiteral("[a-z-]*")}' "$here/../../ui/style/icons.cpp" | sed 's/.*("\([a-z-]*\)")}/\1/' | sort -u)
rm -rf "$here/theme"
for theme in breeze breeze-dark; do
    from="$extracted/usr/share/icons/$theme"
    to="$here/theme/$theme"
    dirs=""
    for size in 16 22; do
        for name in $names; do
            found=$(ls "$from"/*/"$size/$name.svg" 2>/dev/null | head -n 1 || true)
            if [ -z "$found" ]; then
                echo "bundle-icons: $theme has no $size px icon $name" >&2
                exit 1
            fi
            context=$(basename "$(dirname "$(dirname "$found")")")
            for scale in 1 2; do
                dir=$context/$size
                [ "$scale" = 2 ] && dir=$context/$size@2x
                mkdir -p "$to/$dir"
                rsvg-convert -w $((size * scale)) -h $((size * scale)) -o "$to/$dir/$name.png" "$found"
                case " $dirs " in *" $dir "*) ;; *) dirs="$dirs $dir" ;; esac
            done
        done
    done
    {
        echo "[Icon Theme]"
        echo "Name=$theme (the icons Rowan uses)"
        echo "Comment=From KDE's Breeze icon theme, LGPL-3.0-or-later; see COPYING"
        echo "Directories=$(echo $dirs | tr ' ' ',')"
        for d in $dirs; do
            size=${d#*/}
            echo
            echo "[$d]"
            echo "Size=${size%@2x}"
            case "$d" in *@2x) echo "Scale=2" ;; esac
            echo "Type=Fixed"
        done
    } > "$to/index.theme"
done
cp /usr/share/common-licenses/LGPL-3 "$here/theme/COPYING"
printf '\n\n%s\n\n' "The LGPL-3.0 refers to the GNU General Public License version 3, which follows." >> "$here/theme/COPYING"
cat /usr/share/common-licenses/GPL-3 >> "$here/theme/COPYING"
echo "bundle-icons: $(find "$here/theme" -name '*.png' | wc -l) icons"
