#!/bin/sh
# Regenerates Sources/memorize/startup.order: the functions a run of `memorize` executes from its
# start to the first frame, four cursor moves and `q`, recorded with valgrind's callgrind.
#
# The release link (Package.swift) hands this list to lld as --symbol-ordering-file, which puts
# those functions next to each other. The kernel maps a program's code 64 KiB at a time around each
# page it touches, so start-up code spread over the whole 5.7 MB text made almost all of it
# resident (5.4 MB of the 7.4 MB peak); grouped, about half of it is. A stale list only gives back
# part of that gain: names that no longer exist are skipped, and the program is the same.
#
#   Scripts/update-symbol-order.sh    (needs valgrind, strip and python3)
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
target="Sources/memorize/startup.order"
swift build -c release --product memorize
bin=$(swift build -c release --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

# Without its debug information, which Debian's valgrind (3.19) cannot read; the symbols stay.
strip --strip-debug -o "$work/memorize" "$bin/memorize"

# The game in a 100x30 pseudo-terminal, as Benchmarks/terminal.py drives it.
python3 - "$work/memorize" "$work/callgrind.out" <<'PYTHON'
import sys
import time

sys.path.insert(0, "Benchmarks")
from terminal import Session  # noqa: E402

binary, out = sys.argv[1], sys.argv[2]
argv = ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}", binary, "--theme", "Halloween"]
session = Session([__import__("shutil").which("valgrind")] + argv[1:], 1.0, 60)
try:
    session.burst()
    for direction in ("Right", "Down", "Left", "Up"):
        session.arrow(direction)
        session.burst()
    session.quit()
    time.sleep(1)
finally:
    session.close()
PYTHON

# Every function callgrind saw (its names are defined once as "fn=(id) name"), without callgrind's
# recursion marks ('2) and unnamed addresses; sorted, so the file changes only when the code does.
sed -n 's/^c\{0,1\}fn=([0-9]*) //p' "$work/callgrind.out" | sed "s/'[0-9]*\$//" | grep -v '^0x' |
    LC_ALL=C sort -u >"$work/order"
[ -s "$work/order" ] || { echo "update-symbol-order: callgrind recorded no functions" >&2; exit 1; }
mv "$work/order" "$target"
echo "update-symbol-order: wrote $target ($(wc -l <"$target") functions)"
