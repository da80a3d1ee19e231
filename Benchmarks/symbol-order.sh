#!/bin/sh
# How stale the symbol order is: of the names in Sources/memorize/startup.order (which lld lays out
# first, see Package.swift), how many the release binary still has. The order is regenerated only when
# a release is made (Scripts/update-symbol-order.sh); a name the code no longer has is ignored by the
# linker and only costs the page it would have shared.
#
#   sh Benchmarks/symbol-order.sh .build/release/memorize    # the unstripped release binary
set -eu
binary=$1
order=$(dirname "$0")/../Sources/memorize/startup.order
listed=$(grep -c . "$order")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
nm --defined-only "$binary" | awk '{ print $NF }' | sort -u >"$work/defined"
grep . "$order" | sort -u >"$work/listed"
present=$(comm -12 "$work/defined" "$work/listed" | wc -l)
missing=$((listed - present))
echo "### Symbol order"
echo
echo "\`Sources/memorize/startup.order\` names $listed functions and variables for the linker to lay out first;" \
    "the release binary has $present of them ($missing gone since the order was last made: $((missing * 100 / listed))% stale)." \
    "Regenerate it with \`Scripts/update-symbol-order.sh\` when a release is made."
