#!/bin/sh
# Regenerates BENCHMARKS.md with one command: builds the release binaries, installs nbsdgames if it is
# missing, runs the model benchmark (memorize-bench), the opponents' strength (memorize-bench
# --opponents), the computer in Matchismo (--matchismo) and the terminal benchmark (terminal.py), and
# compares the stripped binary's size with nbmemoblocks' (sizes.sh), and measures the flip
# animation's bytes per frame (animation.py), a table of four and two spectators on the loopback
# (table.py: bytes per card, joining time, the host's idle CPU and peak memory), how long plain mode
# takes to say beside 0.3.3 (speech.py, espeak-ng), and says how stale the symbol order is
# (symbol-order.sh).
#
#   Benchmarks/run.sh
#
# Environment (all optional):
#   SCRATCH_PATH       SwiftPM build directory (default: SwiftPM's .build)
#   SWIFT_BUILD_FLAGS  extra flags for `swift build -c release`, e.g. --static-swift-stdlib
#   RUNS               runs of each program in the terminal benchmark (default 10)
#   OUTPUT             the file to write (default BENCHMARKS.md)
#   MEMORIZE_BEFORE    0.3.3's memorize binary for speech.py (default: built from commit 666918c)
set -eu

cd "$(dirname "$0")/.."
SCRATCH_PATH=${SCRATCH_PATH:-}
SWIFT_BUILD_FLAGS=${SWIFT_BUILD_FLAGS:-}
RUNS=${RUNS:-10}
OUTPUT=${OUTPUT:-BENCHMARKS.md}
NBMEMOBLOCKS=/usr/games/nbmemoblocks

build_command="swift build -c release${SCRATCH_PATH:+ --scratch-path $SCRATCH_PATH}${SWIFT_BUILD_FLAGS:+ $SWIFT_BUILD_FLAGS}"
echo "+ $build_command" >&2
# The flags are a list: split them on purpose.
$build_command --product memorize
$build_command --product memorize-bench
bin=$($build_command --show-bin-path)
bin=${bin#"$PWD/"}

if [ ! -x "$NBMEMOBLOCKS" ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    echo "+ $sudo apt-get install -y nbsdgames" >&2
    $sudo apt-get install -y nbsdgames || { $sudo apt-get update && $sudo apt-get install -y nbsdgames; }
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

echo "+ $bin/memorize-bench" >&2
"$bin/memorize-bench" >"$work/model.md"

echo "+ $bin/memorize-bench --opponents" >&2
"$bin/memorize-bench" --opponents >"$work/opponents.md"

echo "+ $bin/memorize-bench --matchismo" >&2
"$bin/memorize-bench" --matchismo >"$work/matchismo.md"

echo "+ $bin/memorize-bench --pace" >&2
"$bin/memorize-bench" --pace >"$work/pace.md"

echo "+ python3 Benchmarks/terminal.py --memorize $bin/memorize --runs $RUNS" >&2
terminal_status=0
python3 Benchmarks/terminal.py --memorize "$bin/memorize" --runs "$RUNS" >"$work/terminal.md" || terminal_status=$?
if [ "$terminal_status" -gt 1 ]; then
    echo "terminal.py failed (status $terminal_status)" >&2
    exit "$terminal_status"
fi

echo "+ python3 Benchmarks/animation.py --memorize $bin/memorize" >&2
animation_status=0
python3 Benchmarks/animation.py --memorize "$bin/memorize" >"$work/animation.md" || animation_status=$?
if [ "$animation_status" -gt 1 ]; then
    echo "animation.py failed (status $animation_status)" >&2
    exit "$animation_status"
fi

echo "+ python3 Benchmarks/table.py --memorize $bin/memorize" >&2
table_status=0
python3 Benchmarks/table.py --memorize "$bin/memorize" >"$work/table.md" || table_status=$?
if [ "$table_status" -gt 1 ]; then
    echo "table.py failed (status $table_status)" >&2
    exit "$table_status"
fi

# Plain mode read aloud, beside 0.3.3 (built once from the repository's history unless MEMORIZE_BEFORE
# names that binary): espeak-ng measures the seconds.
if ! command -v espeak-ng >/dev/null 2>&1; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get install -y espeak-ng || { $sudo apt-get update && $sudo apt-get install -y espeak-ng; }
fi
before=${MEMORIZE_BEFORE:-}
if [ -z "$before" ]; then
    echo "+ git worktree add $work/v0.3.3 666918c && swift build -c release --product memorize" >&2
    git worktree add --detach "$work/v0.3.3" 666918c >&2
    (cd "$work/v0.3.3" && swift build -c release --product memorize >&2)
    before=$(cd "$work/v0.3.3" && swift build -c release --product memorize --show-bin-path)/memorize
fi
echo "+ python3 Benchmarks/speech.py --memorize $bin/memorize --before $before" >&2
speech_status=0
python3 Benchmarks/speech.py --memorize "$bin/memorize" --before "$before" >"$work/speech.md" || speech_status=$?
[ -d "$work/v0.3.3" ] && git worktree remove --force "$work/v0.3.3"
if [ "$speech_status" -gt 1 ]; then
    echo "speech.py failed (status $speech_status)" >&2
    exit "$speech_status"
fi
echo "+ python3 Benchmarks/speech.py --memorize $bin/memorize --lang ko" >&2
korean_status=0
python3 Benchmarks/speech.py --memorize "$bin/memorize" --lang ko >"$work/speech-ko.md" || korean_status=$?
if [ "$korean_status" -gt 1 ]; then
    echo "speech.py --lang ko failed (status $korean_status)" >&2
    exit "$korean_status"
fi

echo "+ sh Benchmarks/sizes.sh $bin/memorize $NBMEMOBLOCKS" >&2
sh Benchmarks/sizes.sh "$bin/memorize" "$NBMEMOBLOCKS" >"$work/sizes.md"

echo "+ sh Benchmarks/symbol-order.sh $bin/memorize" >&2
sh Benchmarks/symbol-order.sh "$bin/memorize" >"$work/symbol-order.md"

foundation=$(ldd "$bin/memorize" 2>/dev/null | grep -c -i foundation || true)
swift_libraries=$(ldd "$bin/memorize" 2>/dev/null | grep -c 'libswift' || true)
cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)
nbsdgames=$(dpkg-query -W -f '${Version}' nbsdgames 2>/dev/null || echo unknown)

if [ -f "$OUTPUT" ]; then
    awk '/^### Lobby$/ { keep = 1 } /^### / && !/^### Lobby$/ { keep = 0 } keep' "$OUTPUT" >"$work/lobby.md"
fi
{
    echo "# Benchmarks"
    echo
    echo "Generated by \`Benchmarks/run.sh\` on $(date -u '+%Y-%m-%d %H:%M UTC'). Regenerate with:"
    echo
    echo '```sh'
    echo 'Benchmarks/run.sh'
    echo '```'
    echo
    echo "It runs:"
    echo
    echo '```sh'
    echo "$build_command --product memorize"
    echo "$build_command --product memorize-bench"
    echo "$bin/memorize-bench    # what swift run -c release memorize-bench runs"
    echo "$bin/memorize-bench --opponents"
    echo "$bin/memorize-bench --matchismo"
    echo "$bin/memorize-bench --pace"
    echo "python3 Benchmarks/terminal.py --memorize $bin/memorize --runs $RUNS"
    echo "python3 Benchmarks/animation.py --memorize $bin/memorize"
    echo "python3 Benchmarks/table.py --memorize $bin/memorize"
    echo "python3 Benchmarks/speech.py --memorize $bin/memorize --before <0.3.3's memorize>"
    echo "python3 Benchmarks/speech.py --memorize $bin/memorize --lang ko"
    echo "sh Benchmarks/sizes.sh $bin/memorize $NBMEMOBLOCKS"
    echo "sh Benchmarks/symbol-order.sh $bin/memorize"
    echo '```'
    echo
    echo "Machine: $(nproc) cores ($cpu), $(uname -srm), $(swift --version 2>&1 | head -n 1)," \
        "nbsdgames $nbsdgames. Figures are from one run on this machine; compare ratios, not absolute times."
    if ldd "$bin/memorize" 2>&1 | grep -q 'not a dynamic executable'; then
        echo "\`memorize\` is a static executable (no shared libraries at all, so no Foundation either)."
    else
        echo "\`ldd memorize\`: $swift_libraries Swift runtime libraries linked dynamically, $foundation Foundation libraries."
    fi
    echo
    cat "$work/model.md"
    echo
    cat "$work/opponents.md"
    echo
    cat "$work/matchismo.md"
    echo
    cat "$work/pace.md"
    echo
    cat "$work/terminal.md"
    echo
    cat "$work/animation.md"
    echo
    cat "$work/table.md"
    echo
    # The lobby's section is measured by hand (Benchmarks/lobby.sh): kept from the file as it was.
    if [ -s "$work/lobby.md" ]; then
        cat "$work/lobby.md"
    fi
    cat "$work/speech.md"
    echo
    cat "$work/speech-ko.md"
    echo
    cat "$work/sizes.md"
    echo
    cat "$work/symbol-order.md"
} >"$work/BENCHMARKS.md"
mv "$work/BENCHMARKS.md" "$OUTPUT"
echo "wrote $OUTPUT" >&2
