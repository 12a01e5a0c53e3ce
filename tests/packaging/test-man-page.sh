#!/usr/bin/env bash
# Checks that the manual page has a section for every command `rowan --help` lists and for no other, that
# each section names every option `rowan help COMMAND` prints, and that groff reads the page without a
# warning.
#
#   test-man-page.sh ROWAN MAN_PAGE PLANNED_COMMANDS...
set -euo pipefail
rowan=$1 page=$2
shift 2
planned=" $* "
fail() { printf 'test-man-page: FAIL: %s\n' "$*" >&2; failed=1; }
failed=0

# The commands: the lines of `rowan --help` between "Commands" and the next blank line.
mapfile -t commands < <("$rowan" --help | sed -n '/^Commands/,/^$/p' | awk 'NF && !/^Commands/ {print $1}')
[ ${#commands[@]} -gt 0 ] || { fail "rowan --help lists no commands"; exit 1; }
mapfile -t sections < <(sed -n 's/^\.SS "rowan \([a-z-]*\).*/\1/p' "$page")

# Sets, not `printf | grep -q`: grep -q exits at its first match, the writer may then die of SIGPIPE, and
# pipefail turns that into "not found".
declare -A hasSection=() hasCommand=()
for section in "${sections[@]}"; do hasSection[$section]=1; done
for cmd in "${commands[@]}"; do hasCommand[$cmd]=1; done

for cmd in "${commands[@]}"; do
    if [[ -z ${hasSection[$cmd]:-} ]]; then
        if [[ $planned == *" $cmd "* ]]; then
            fail "rowan has the command '$cmd' now: check packaging/man/commands/$cmd.man against" \
                "'rowan help $cmd', drop its PLANNED comment and move it from ROWAN_MAN_PLANNED to" \
                "ROWAN_MAN_COMMANDS in packaging/linux.cmake"
        else
            fail "the manual page has no section for '$cmd': add packaging/man/commands/$cmd.man and list" \
                "it in ROWAN_MAN_COMMANDS in packaging/linux.cmake"
        fi
        continue
    fi
    # Every long option of the command, as the page writes it (\-\-name).
    for option in $({ "$rowan" help "$cmd" 2>/dev/null || true; } | grep -o -- '--[a-z][a-z-]*' | sort -u); do
        [ "$option" = --help ] && continue
        escaped=${option//-/\\-}
        awk -v cmd="$cmd" '/^\.SS "/ {on = ($0 ~ ("^\\.SS \"rowan " cmd "[ \"]"))} on' \
            "$page" | grep -F -- "$escaped" >/dev/null || fail "the section of '$cmd' does not mention $option"
    done
done
for section in "${sections[@]}"; do
    [[ -n ${hasCommand[$section]:-} ]] \
        || fail "the manual page describes '$section', which rowan does not have"
done

if command -v groff >/dev/null; then
    warnings=$(LC_ALL=C.UTF-8 groff -man -Tutf8 -ww -z "$page" 2>&1) || true
    [ -z "$warnings" ] || fail "groff warns about the page: $warnings"
fi
[ $failed -eq 0 ] || exit 1
echo "test-man-page: ${#commands[@]} commands, each with its section and options"
