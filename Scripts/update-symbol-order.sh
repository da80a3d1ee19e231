#!/bin/sh
# Regenerates Sources/memorize/startup.order: the functions a run of `memorize` executes from its
# start to the first frame, four cursor moves and `q`, recorded with valgrind's callgrind, then the
# variables it touches to its first frame, recorded with valgrind's lackey.
#
# The release link (Package.swift) hands this list to lld as --symbol-ordering-file, which puts
# those functions next to each other. The kernel maps a program's code 64 KiB at a time around each
# page it touches, so start-up code spread over the whole 5.7 MB text made almost all of it
# resident (5.4 MB of the 7.4 MB peak); grouped, about half of it is. A stale list only gives back
# part of that gain: names that no longer exist are skipped, and the program is the same.
# It then writes the offset at which Sources/memorize/stdlib-placement.ld starts the standard
# library's one large section, from the same run.
#
#   Scripts/update-symbol-order.sh    (needs valgrind, strip and python3)
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
target="Sources/memorize/startup.order"
placement="Sources/memorize/stdlib-placement.ld"
bin=$(swift build -c release --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
# Linked again (the binary removed first, or SwiftPM would skip the link), keeping the link command.
rm -f "$bin/memorize"
swift build -c release --product memorize -v >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
grep -- '-emit-executable' "$work/build.log" | grep -- "-o $bin/memorize " | tail -n 1 >"$work/link-command"
[ -s "$work/link-command" ] || { echo "update-symbol-order: no link command in the build log" >&2; exit 1; }

# Without its debug information, which Debian's valgrind (3.19) cannot read; the symbols stay.
strip --strip-debug -o "$work/memorize" "$bin/memorize"

# The game in a 100x30 pseudo-terminal, as Benchmarks/terminal.py drives it: from an empty directory
# of its own and with no scores yet, as a player starts it. (From the repository it would read the
# repository's themes.json instead of its built-in themes, and run other code.)
mkdir "$work/run" "$work/state"
python3 - "$work/memorize" "$work" "$root/Benchmarks" "$work/run" "$work/state" <<'PYTHON'
import os
import shutil
import sys
import time

binary, work, benchmarks, directory, state = sys.argv[1:6]
sys.path.insert(0, benchmarks)
from terminal import Session  # noqa: E402

os.chdir(directory)
os.environ["XDG_STATE_HOME"] = state


def record(tool, moves, quiet=1.0):
    """One game under a valgrind tool: the first frame, then `moves` arrows, then `q`.

    `quiet` is the silence that ends the first frame: lackey runs the game so slowly that the frame
    comes a few seconds after ncurses' first bytes.
    """
    argv = [shutil.which("valgrind"), *tool, binary, "--theme", "Halloween", "--seed", "1"]  # the benchmark's game
    session = Session(argv, quiet, 120)
    try:
        session.burst()
        for direction in moves:
            session.arrow(direction)
            session.burst()
        session.quit()
        time.sleep(1)
    finally:
        session.close()


callgrind = ["--tool=callgrind", "--demangle=no"]
record([*callgrind, f"--callgrind-out-file={work}/callgrind.first"], [])
record([*callgrind, f"--callgrind-out-file={work}/callgrind.out"], ["Right", "Down", "Left", "Up"])
# Every load and store, for the variables start-up touches (below).
record(["--tool=lackey", "--trace-mem=yes", f"--log-file={work}/lackey.out"], [], quiet=10.0)
PYTHON

# The same link with a map, which says in which input section each function lies.
sed "s#-o $bin/memorize #-o $work/memorize-mapped -Xlinker -Map=$work/link.map #" "$work/link-command" >"$work/link.sh"
sh "$work/link.sh" >/dev/null 2>&1 || { echo "update-symbol-order: the link with a map failed" >&2; exit 1; }

# Every function callgrind saw (its names are defined once as "fn=(id) name"), without callgrind's
# recursion marks ('2) and unnamed addresses: first those of the game that quit at its first frame,
# then the others of the game that also moved the cursor, each part sorted, so the file changes only
# when the code does. The first frame's code then sits in as few pages as it can (the kernel maps 64
# KiB around each page touched), and the cursor's code comes after it.
# Left out: the functions of input sections over 256 KiB. That is the standard library's code that
# was not compiled a section per function (libswiftCore's Swift.o has one of 1.6 MB): it cannot be
# taken apart, and one of its functions early in the list would put all of it among the first,
# splitting the start-up code in two.
for run in first out; do
    sed -n 's/^c\{0,1\}fn=([0-9]*) //p' "$work/callgrind.$run" | sed "s/'[0-9]*\$//" | grep -v '^0x' |
        LC_ALL=C sort -u >"$work/seen.$run"
done
# Added: the other builds of each C library string function the run used. glibc picks one build per
# processor when the program starts, and valgrind's processor has no AVX-512, so callgrind sees the
# AVX2 ones (__strlen_avx2) while the processors that run the game mostly take the EVEX and AVX-512
# ones (__strlen_evex, __memmove_avx512_unaligned_erms), which would otherwise lie at the far end of
# the code, a page fault each.
nm "$work/memorize-mapped" | awk '$2 ~ /^[tT]$/ { print $3 }' >"$work/symbols"
python3 - "$work/link.map" "$work/seen.first" "$work/seen.out" "$work/symbols" >"$work/order" <<'PYTHON'
import re
import sys

map_path, first_path, seen_path, symbols_path = sys.argv[1:5]
builds = r"_(?:sse2|ssse3|sse4_1|sse4_2|sse42|avx|avx2|evex|avx512)(?:_|$)"
wide_builds = re.compile(r"_(?:evex|avx512|avx2|avx)(?:_|$)")
in_large_section = set()
large = False
for line in open(map_path, errors="replace"):
    fields = line.split(None, 4)
    if len(fields) < 5 or not re.fullmatch(r"[0-9a-f]+", fields[0]):
        continue
    name = fields[4].strip()
    if ":(" in name:  # an input section: "file:(section)"
        large = int(fields[2], 16) > 256 * 1024
    elif large:
        in_large_section.add(name)
symbols = open(symbols_path).read().split("\n")


def with_other_builds(seen):
    """`seen` and the other wide builds of each string function in it."""
    bases = {re.split(builds, symbol)[0] for symbol in seen if symbol.startswith("__") and re.search(builds, symbol)}
    return seen | {
        symbol
        for symbol in symbols
        if re.split(builds, symbol)[0] in bases
        and wide_builds.search(symbol)
        and "_rtm" not in symbol
        and "no_vzeroupper" not in symbol
    }


first = with_other_builds({symbol for symbol in open(first_path).read().split("\n") if symbol})
seen = with_other_builds({symbol for symbol in open(seen_path).read().split("\n") if symbol})
for symbol in sorted(first) + sorted(seen - first):
    if symbol not in in_large_section:
        print(symbol)
PYTHON
[ -s "$work/order" ] || { echo "update-symbol-order: callgrind recorded no functions" >&2; exit 1; }
functions=$(wc -l <"$work/order")

# Then the variables the game to its first frame reads or writes (lackey's trace of every load and
# store, against the variables' addresses): the linker orders them too, in `.data`, `.bss` and
# `.data.rel.ro`. Spread over the program's 290 KiB of zeroed variables, the ones start-up touches
# took 23 pages, and most of them two faults each (a read maps the shared zero page, the first write
# copies it); together they take 14 (the standard library's own variables are one section of its
# object and move as one). Small ones first, then the few of over 1 KiB (the runtime's metadata pool,
# glibc's heap state), so that the small ones share pages.
python3 - "$work/memorize" "$work/lackey.out" >>"$work/order" <<'PYTHON'
import bisect
import subprocess
import sys

binary, trace = sys.argv[1:3]
sections = []
for line in subprocess.run(["readelf", "-SW", binary], capture_output=True, text=True).stdout.splitlines():
    fields = line.split("]", 1)[-1].split()
    if fields and fields[0] in (".data", ".bss", ".data.rel.ro"):
        sections.append((int(fields[2], 16), int(fields[4], 16)))
variables = []
for line in subprocess.run(["nm", "-n", "-S", binary], capture_output=True, text=True).stdout.splitlines():
    fields = line.split()
    if len(fields) == 4 and fields[2] in "bBdDvV":
        variables.append((int(fields[0], 16), int(fields[1], 16), fields[3]))
starts = [variable[0] for variable in variables]
touched = {}
for line in open(trace, errors="replace"):
    # " L 04a1b2c0,8", " S ...", " M ...": a load, a store, a modification.
    if len(line) < 4 or line[0] != " " or line[1] not in "LSM":
        continue
    address = int(line[3:].split(",")[0], 16)
    if not any(start <= address < start + size for start, size in sections):
        continue
    index = bisect.bisect_right(starts, address) - 1
    if index >= 0 and address < variables[index][0] + max(variables[index][1], 1):
        touched[variables[index][2]] = max(touched.get(variables[index][2], 0), variables[index][1])
small = sorted(name for name, size in touched.items() if size <= 1024)
large = sorted(name for name, size in touched.items() if size > 1024)
print("\n".join(small + large))
PYTHON
mv "$work/order" "$target"
echo "update-symbol-order: wrote $target ($functions functions, then $(($(wc -l <"$target") - functions)) variables)"

# Last, where the standard library's large section starts (see stdlib-placement.ld): the offset from
# a 64 KiB boundary at which the first frame's functions in it fall in the fewest 64 KiB windows, the
# middle of the widest range of such offsets, so that a few functions more or fewer seldom matter.
python3 - "$work/link.map" "$work/seen.first" "$work/memorize-mapped" "$placement" <<'PYTHON'
import subprocess
import sys

map_path, first_path, binary, placement = sys.argv[1:5]
start = size = None
for line in open(map_path, errors="replace"):
    fields = line.split(None, 4)
    if len(fields) == 5 and fields[4].strip().endswith("libswiftCore.a(Swift.o):(.text)"):
        start, size = int(fields[0], 16), int(fields[2], 16)
if start is None:
    sys.exit("update-symbol-order: the link map names no libswiftCore.a(Swift.o):(.text)")
first = set(open(first_path).read().split("\n"))
spans = []
for line in subprocess.run(["nm", "-S", binary], capture_output=True, text=True).stdout.splitlines():
    fields = line.split()
    if len(fields) == 4 and fields[2] in "tTwW" and fields[3] in first:
        address = int(fields[0], 16)
        if start <= address < start + size:
            spans.append((address - start, max(int(fields[1], 16), 1)))
window = 64 * 1024
counts = []
for pad in range(0, window, 16):
    counts.append(len({page for offset, length in spans for page in range((pad + offset) // window, (pad + offset + length - 1) // window + 1)}))
fewest = min(counts)
runs, run_start = [], None
for index, count in enumerate(counts + [fewest + 1]):
    if count == fewest and run_start is None:
        run_start = index
    elif count != fewest and run_start is not None:
        runs.append((index - run_start, run_start))
        run_start = None
length, first_index = max(runs)
pad = (first_index + length // 2) * 16
template = open(placement).read()
head, _, rest = template.partition(". += ")
_, _, tail = rest.partition(";")
open(placement, "w").write(f"{head}. += {pad:#x};{tail}")
print(f"update-symbol-order: wrote {placement} (offset {pad:#x}: {fewest} windows for {len(spans)} functions, "
      f"{max(counts)} at worst)")
PYTHON
