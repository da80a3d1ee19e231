#!/bin/sh
# Prints the "Installed size" section of BENCHMARKS.md: the release binary of memorize stripped as
# Scripts/install.sh and Scripts/package-deb.sh strip it, beside nbmemoblocks as Debian ships it.
#
#   Benchmarks/sizes.sh MEMORIZE NBMEMOBLOCKS
#
# Benchmarks/run.sh calls it with the binaries it measured; it can be run alone.
set -eu

if [ $# -ne 2 ]; then
    echo "usage: Benchmarks/sizes.sh MEMORIZE NBMEMOBLOCKS" >&2
    exit 64
fi
memorize=$1
nbmemoblocks=$2

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
cp "$memorize" "$work/memorize"
strip --strip-all --remove-section=.comment --remove-section=.note "$work/memorize"

size() { stat -L -c %s "$1"; }
grouped() { echo "$1" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a / b }'; }

stripped=$(size "$work/memorize")
unstripped=$(size "$memorize")
own=$(size "$nbmemoblocks")
# The shared libraries nbmemoblocks loads at start-up (the dynamic loader included), which
# memorize carries inside itself.
libraries=$(ldd "$nbmemoblocks" | awk '/=>/ { print $3 } !/=>/ && $1 ~ /^\// { print $1 }' | sort -u)
library_bytes=0
library_names=
for library in $libraries; do
    library_bytes=$((library_bytes + $(size "$library")))
    library_names="$library_names${library_names:+, }$(basename "$library")"
done

echo "### Installed size"
echo
echo "The release binary stripped as \`Scripts/install.sh\` and \`Scripts/package-deb.sh\` strip it" \
    "(\`strip --strip-all\`), beside \`nbmemoblocks\` as Debian ships it. \`memorize\` is static: the Swift" \
    "runtime, ncurses and the C library are inside it, while \`nbmemoblocks\` loads its libraries at" \
    "start-up, so they are counted too."
echo
echo "| File | Bytes | memorize stripped ÷ this |"
echo "| --- | ---: | ---: |"
echo "| memorize, release build as linked | $(grouped "$unstripped") | $(ratio "$stripped" "$unstripped")× |"
echo "| memorize, stripped (what is installed) | $(grouped "$stripped") | 1.0× |"
echo "| $nbmemoblocks | $(grouped "$own") | $(ratio "$stripped" "$own")× |"
echo "| $nbmemoblocks with the libraries it loads ($library_names) | $(grouped $((own + library_bytes))) |" \
    "$(ratio "$stripped" $((own + library_bytes)))× |"
