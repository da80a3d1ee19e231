#!/bin/sh
# The lobby server under load: starts the release `memorize --serve` on a temporary socket and state
# directory, runs `memorize-bench --lobby` (headless players on the socket, two to a table, each
# thinking THINK_MS before a choice), prints its Markdown table, and stops the server with SIGTERM.
# The figures go into BENCHMARKS.md's "Lobby" section by hand.
#
#   Benchmarks/lobby.sh
#
# Environment (all optional):
#   SCRATCH_PATH  SwiftPM build directory (default: SwiftPM's .build)
#   PLAYERS       how many players (default 200: 100 tables)
#   THINK_MS      each player's time to think before a choice (default 300)
set -eu

cd "$(dirname "$0")/.."
BIN=${SCRATCH_PATH:-.build}/release
PLAYERS=${PLAYERS:-200}
THINK_MS=${THINK_MS:-300}
swift build -c release --product memorize ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"} >&2
swift build -c release --product memorize-bench ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"} >&2

work=$(mktemp -d)
server=
cleanup() {
    [ -n "$server" ] && kill "$server" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT INT TERM
XDG_STATE_HOME="$work/state" "$BIN/memorize" --serve --socket "$work/lobby.sock" &
server=$!
tries=0
while [ ! -S "$work/lobby.sock" ]; do
    tries=$((tries + 1))
    [ "$tries" -lt 100 ] || { echo "lobby.sh: the server did not start" >&2; exit 1; }
    sleep 0.05
done
"$BIN/memorize-bench" --lobby "$work/lobby.sock" "$server" "$PLAYERS" "$THINK_MS"
kill -TERM "$server"
wait "$server"
server=
