#!/usr/bin/env python3
"""A table across terminals on the loopback interface: bytes on the wire, joining time, the host's
idle CPU and peak memory.

    python3 Benchmarks/table.py --memorize PATH [--idle-seconds N] [--transcripts DIR]

One host (`--host 0 --seats 4 --plain --names Ann --theme Halloween --seed 4`, so the deal is the
same in every run), three players (`--join`, Bob, Cy and Dee) and two spectators (`--watch`, Eve
before the first card, Fay mid-game), all in plain mode through pipes, on 127.0.0.1 only. Each
joining process connects to a counting relay of its own (a thread per direction in this script),
which forwards to the host's port and counts the bytes and frames (a frame is its 4-byte length and
what follows) both ways, with the time of each.

A whole game is played by one player for every seat, who remembers every card the table has shown
(`Card N: NAME`) and takes a pair it knows, else the first card not yet shown, then its partner if
it is known: the seat to move (read from the host's `X's turn` lines) types the number. Before each
next card, every side present must have printed the last one, so the bytes of a card are through
every relay before the next is typed. The players are started together (the deal waits for the
last seat, so each one's first board line comes when all three are seated; the seats, and so the
turns, go in the order they prove the code); a joining time runs from just before the process is
started to the moment this script reads the line. Mid-game the table waits --idle-seconds with no input, and the
host's utime + stime (/proc/PID/stat, and /proc/PID/schedstat in nanoseconds) is read before and
after. At the end of the game the peak memory (VmHWM) of every process is read, then the host types
`q` (and `y` if it is asked); the others are given a few seconds to end by themselves, then `q`,
then the end of their input, then SIGKILL, and which of these ended each is reported. A solo game
(`memorize --plain`, the same theme and seed) is played by the same player for its peak memory.

Python 3 standard library only. Every wait has a deadline, the whole run is bounded (--deadline),
and every process it started is killed and every socket closed when it ends, also on failure. Prints
a Markdown section for BENCHMARKS.md; exits 0, or 2 when the table could not be played (there are no
targets to fail).
"""

import argparse
import os
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HOST_NAME = "Ann"
PLAYERS = ("Bob", "Cy", "Dee")
EARLY_SPECTATOR, LATE_SPECTATOR = "Eve", "Fay"
GAME = ["--theme", "Halloween", "--seed", "4"]
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
WAIT = 10.0

JOIN_LINE = re.compile(r"^\s+memorize --join (127\.0\.0\.1):(\d+) --code (\S+)\s*$")
BOARD_LINE = re.compile(r"^.+: (\d+) cards in \d+ rows of \d+\.")
JOINED_LINE = re.compile(r"^Joined .+'s table")
TURN_LINE = re.compile(r"^(?:(Your) turn|(.+)'s turn)\.")
QUESTION = re.compile(r"y/N")
# The frames of a ping and a pong: 4 (length) + 4 (sequence) + 1 (sealed) + 1 (ping) + 16 (tag).
PING_FRAME = 26


class TableFailed(Exception):
    """The table could not be played to the end: the message says what was seen."""


class Deadline:
    """The whole run's time limit: every wait is cut to what is left of it."""

    def __init__(self, seconds):
        self.end = time.monotonic() + seconds

    def cap(self, seconds):
        left = self.end - time.monotonic()
        if left <= 0:
            raise TableFailed("the run took longer than its deadline")
        return min(seconds, left)


class Direction:
    """One direction of a relayed connection: bytes and whole frames, each frame with its time."""

    def __init__(self):
        self.bytes = 0
        self.frames = []  # (monotonic time, frame size in bytes)
        self.pending = b""


class Relay:
    """A counting TCP relay on 127.0.0.1: each connection to its port is forwarded to the host's."""

    def __init__(self, host_port):
        self.host_port = host_port
        self.lock = threading.Lock()
        self.to_peer = Direction()  # host -> peer
        self.to_host = Direction()  # peer -> host
        self.connections = 0
        self.sockets = []
        self.closed = False
        self.listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(4)
        self.port = self.listener.getsockname()[1]
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self):
        while not self.closed:
            try:
                peer, _ = self.listener.accept()
            except OSError:
                return
            try:
                host = socket.create_connection(("127.0.0.1", self.host_port), timeout=WAIT)
                host.settimeout(None)
            except OSError:
                peer.close()
                continue
            for end in (peer, host):
                end.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            with self.lock:
                self.connections += 1
                self.sockets += [peer, host]
            threading.Thread(target=self._pump, args=(host, peer, self.to_peer), daemon=True).start()
            threading.Thread(target=self._pump, args=(peer, host, self.to_host), daemon=True).start()

    def _pump(self, source, sink, direction):
        while True:
            try:
                data = source.recv(65536)
            except OSError:
                data = b""
            if not data:
                try:
                    sink.shutdown(socket.SHUT_WR)
                except OSError:
                    pass
                return
            now = time.monotonic()
            with self.lock:
                direction.bytes += len(data)
                direction.pending += data
                while len(direction.pending) >= 4:
                    size = 4 + int.from_bytes(direction.pending[:4], "big")
                    if len(direction.pending) < size:
                        break
                    direction.frames.append((now, size))
                    direction.pending = direction.pending[size:]
            try:
                sink.sendall(data)
            except OSError:
                return

    def snapshot(self):
        """Both directions' frames so far."""
        with self.lock:
            return list(self.to_peer.frames), list(self.to_host.frames)

    def close(self):
        self.closed = True
        with self.lock:
            ends = [self.listener] + self.sockets
        for end in ends:
            try:
                end.close()
            except OSError:
                pass


class Side:
    """One memorize process in plain mode, its standard output read line by line by a thread."""

    def __init__(self, name, argv, environment, directory):
        self.name = name
        self.argv = argv
        self.lines = []  # (monotonic time, line)
        self.condition = threading.Condition()
        self.stderr = open(os.path.join(directory, name + ".stderr"), "w+b")
        self.started = time.monotonic()
        self.process = subprocess.Popen(
            argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr, env=environment,
            cwd=directory)
        self.status = None
        self.ended_by = None
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for raw in self.process.stdout:
            line = raw.decode("utf-8", "replace").rstrip("\n")
            with self.condition:
                self.lines.append((time.monotonic(), line))
                self.condition.notify_all()
        with self.condition:
            self.lines.append((time.monotonic(), None))
            self.condition.notify_all()

    def wait_for(self, pattern, start, deadline, seconds=WAIT):
        """The index, time and match of the first line from `start` on that matches `pattern`."""
        limit = time.monotonic() + deadline.cap(seconds)
        index = start
        with self.condition:
            while True:
                while index < len(self.lines):
                    at, line = self.lines[index]
                    if line is None:
                        raise TableFailed(f"{self.name} ended (waiting for /{pattern.pattern}/): {self.tail()}")
                    found = pattern.search(line)
                    if found:
                        return index, at, found
                    index += 1
                left = limit - time.monotonic()
                if left <= 0:
                    raise TableFailed(f"{self.name}: no /{pattern.pattern}/ in {seconds:.0f} s: {self.tail()}")
                self.condition.wait(left)

    def count(self):
        with self.condition:
            return len(self.lines)

    def tail(self, count=6):
        with self.condition:
            lines = [line for _, line in self.lines[-count:] if line is not None]
        self.stderr.seek(0)
        error = self.stderr.read().decode("utf-8", "replace").strip().splitlines()[-2:]
        return repr(lines) + (f" stderr {error!r}" if error else "")

    def type(self, text):
        try:
            self.process.stdin.write((text + "\n").encode())
            self.process.stdin.flush()
        except (BrokenPipeError, ValueError):
            pass

    def close_input(self):
        try:
            self.process.stdin.close()
        except (BrokenPipeError, ValueError):
            pass

    def alive(self):
        return self.process.poll() is None

    def wait_exit(self, seconds):
        try:
            self.status = self.process.wait(timeout=seconds)
            return True
        except subprocess.TimeoutExpired:
            return False

    def cpu_ticks(self):
        with open(f"/proc/{self.process.pid}/stat") as file:
            fields = file.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15)

    def cpu_nanoseconds(self):
        with open(f"/proc/{self.process.pid}/schedstat") as file:
            return int(file.read().split()[0])

    def peak_memory_kib(self):
        with open(f"/proc/{self.process.pid}/status") as file:
            for line in file:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        return None

    def kill(self):
        if self.alive():
            self.process.kill()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        if self.status is None:
            self.status = self.process.returncode
        for stream in (self.process.stdin, self.process.stdout):
            try:
                stream.close()
            except (BrokenPipeError, OSError, ValueError):
                pass
        self.stderr.close()

    def transcript(self):
        with self.condition:
            return [line for _, line in self.lines if line is not None]


class Memory:
    """What the one player behind every seat remembers: the faces shown and the pairs taken."""

    def __init__(self, cards):
        self.cards = cards
        self.faces = {}
        self.matched = set()
        self.up = None  # the first card of the pair being turned

    def choose(self):
        unmatched = [card for card in range(1, self.cards + 1) if card not in self.matched and card != self.up]
        unseen = [card for card in unmatched if card not in self.faces]
        if self.up is not None:
            partner = [card for card in unmatched if self.faces.get(card) == self.faces.get(self.up)]
            return (partner or unseen or unmatched)[0]
        by_face = {}
        for card in unmatched:
            face = self.faces.get(card)
            if face is None:
                continue
            if face in by_face:
                return by_face[face]
            by_face[face] = card
        return (unseen or unmatched)[0]

    def turned(self, card, face):
        self.faces[card] = face
        if self.up is None:
            self.up = card
            return False
        first, self.up = self.up, None
        if self.faces[first] == face:
            self.matched.update((first, card))
        return True

    def over(self):
        return len(self.matched) == self.cards


def environment(directory):
    env = dict(os.environ, XDG_STATE_HOME=os.path.join(directory, "state"),
               XDG_CONFIG_HOME=os.path.join(directory, "config"), LC_ALL="C.UTF-8", TERM="dumb")
    env.pop("MEMORIZE_PLAIN", None)
    return env


def play_card(mover, card, watchers, deadline):
    """`mover` types `card`; returns its face once every side in `watchers` has printed it."""
    marks = {side.name: side.count() for side in watchers}
    mover.type(str(card))
    face = None
    pattern = re.compile(rf"^Card {card}: ([^,]+)\.$")
    for side in watchers:
        _, _, found = side.wait_for(pattern, marks[side.name], deadline)
        face = face or found.group(1)
    return face


def play(host, seats, watchers, deadline, midgame=None):
    """Plays the game dealt at `host` to its end; `seats` maps a turn line's name to the side that
    types. `midgame(turned)` is called between turns (when no card is up). Returns the cards turned
    and each seat's count of cards chosen."""
    index, _, found = host.wait_for(BOARD_LINE, 0, deadline)
    memory = Memory(int(found.group(1)))
    turn_index, _, turn = host.wait_for(TURN_LINE, index, deadline) if len(seats) > 1 else (index, 0, None)
    mover_name = HOST_NAME if turn is None or turn.group(1) else turn.group(2)
    chosen = {name: 0 for name in seats}
    turned = 0
    while not memory.over():
        if turned > 200:
            raise TableFailed("more than 200 cards turned: the player is stuck")
        if memory.up is None and midgame:
            midgame(turned)
        card = memory.choose()
        mover = seats[mover_name]
        mark = host.count()
        face = play_card(mover, card, watchers(), deadline)
        turned += 1
        chosen[mover_name] += 1
        if memory.turned(card, face) and not memory.over() and len(seats) > 1:
            # The second card of a pair: a mismatch passes the turn, a match keeps it.
            turn_index, _, result = host.wait_for(re.compile(r"match|turn\.", re.I), mark, deadline)
            if "no match" in result.string.lower():
                _, _, turn = host.wait_for(TURN_LINE, turn_index, deadline)
                mover_name = HOST_NAME if turn.group(1) else turn.group(2)
    return turned, chosen


def ended_sides(sides, seconds):
    """Waits up to `seconds` for every side in `sides` to exit; the ones still running."""
    limit = time.monotonic() + seconds
    running = list(sides)
    while running and time.monotonic() < limit:
        running = [side for side in running if not side.wait_exit(0.05)]
    return running


def quit_side(side, deadline):
    """Types `q` at `side` (and `y` if it asks), the way a player leaves; what was typed."""
    mark = side.count()
    side.type("q")
    try:
        side.wait_for(QUESTION, mark, deadline, seconds=1.0)
    except TableFailed:
        return "`q`"
    side.type("y")
    return "`q`, `y`"


def size_of(frames):
    return sum(size for _, size in frames)


def pings_of(frames):
    return [frame for frame in frames if frame[1] == PING_FRAME]


def run_table(binary, args, directory, deadline, sides, relays):
    env = environment(directory)
    host = Side(HOST_NAME, [binary, "--host", "0", "--seats", "4", "--plain", "--names", HOST_NAME] + GAME, env,
                directory)
    sides.append(host)
    _, _, found = host.wait_for(JOIN_LINE, 0, deadline)
    host_port, code = int(found.group(2)), found.group(3)
    for name in PLAYERS + (EARLY_SPECTATOR, LATE_SPECTATOR):
        relays[name] = Relay(host_port)

    def guest(name, verb):
        address = f"127.0.0.1:{relays[name].port}"
        side = Side(name, [binary, verb, address, "--code", code, "--plain", "--names", name], env, directory)
        sides.append(side)
        return side

    # The three players are started together: the deal waits for the last seat, so each one's first
    # board line comes when all three have joined.
    players = [guest(name, "--join") for name in PLAYERS]
    joined, boards = {}, {}
    for side in players:
        _, at, _ = side.wait_for(JOINED_LINE, 0, deadline)
        joined[side.name] = at - side.started
        _, at, _ = side.wait_for(BOARD_LINE, 0, deadline)
        boards[side.name] = at - side.started
    seat_order = [line for _, line in host.lines if line and " joined (" in line]
    early = guest(EARLY_SPECTATOR, "--watch")
    _, at, _ = early.wait_for(BOARD_LINE, 0, deadline)
    boards[EARLY_SPECTATOR] = at - early.started
    present = [host] + players + [early]
    seats = {HOST_NAME: host, **{side.name: side for side in players}}
    state = {"late": None, "late_turned": 0, "idle": None}

    def midgame(turned):
        if state["late"] is None and turned >= 6:
            late = guest(LATE_SPECTATOR, "--watch")
            _, at, _ = late.wait_for(BOARD_LINE, 0, deadline)
            boards[LATE_SPECTATOR] = at - late.started
            time.sleep(0.5)  # the rest of its greeting: the turn and the cards up
            present.append(late)
            state["late"], state["late_turned"] = late, turned
        elif state["idle"] is None and turned >= 10:
            state["idle"] = idle(host, present, relays, args.idle_seconds, deadline)

    turned, chosen = play(host, seats, lambda: present, deadline, midgame)
    if state["late"] is None or state["idle"] is None:
        raise TableFailed(f"the game ended after {turned} cards, before the mid-game measurements")
    # The game is over: wait for every side's summary, then read the peaks before anyone leaves.
    time.sleep(0.5)
    peaks = {side.name: side.peak_memory_kib() for side in present}
    frames = {name: relay.snapshot() for name, relay in relays.items()}
    connections = {name: relay.connections for name, relay in relays.items()}

    # Leaving: the host quits; the others may end by themselves, else they are asked.
    ending = {HOST_NAME: quit_side(host, deadline)}
    if not host.wait_exit(deadline.cap(WAIT)):
        ending[HOST_NAME] += ", then SIGKILL"
        host.kill()
    others = [side for side in present if side is not host]
    for side in others:
        side.ended_by = "by itself"
    running = ended_sides(others, deadline.cap(5.0))
    for side in running:
        side.ended_by = "on " + quit_side(side, deadline)
    running = ended_sides(running, deadline.cap(3.0))
    for side in running:
        side.close_input()
        side.ended_by += ", then the end of input"
    running = ended_sides(running, deadline.cap(3.0))
    for side in running:
        side.ended_by += ", then SIGKILL"
        side.kill()
    for side in others:
        ending[side.name] = side.ended_by
    said_left = {side.name: any(line and f"{HOST_NAME} left the game" in line for _, line in side.lines)
                 for side in others}
    return {
        "turned": turned, "chosen": chosen, "late_turned": state["late_turned"], "idle": state["idle"],
        "joined": joined, "boards": boards, "peaks": peaks, "frames": frames, "connections": connections,
        "ending": ending, "statuses": {side.name: side.status for side in present}, "said_left": said_left,
        "seat_order": seat_order, "transcripts": {side.name: side.transcript() for side in present},
    }


def idle(host, present, relays, seconds, deadline):
    """The host's CPU while the table waits for a turn with no input, and what was said meanwhile."""
    deadline.cap(seconds + 1)
    marks = {side.name: side.count() for side in present}
    before = {name: relay.snapshot() for name, relay in relays.items() if relay.connections}
    ticks, nanoseconds, start = host.cpu_ticks(), host.cpu_nanoseconds(), time.monotonic()
    time.sleep(seconds)
    ticks, nanoseconds = host.cpu_ticks() - ticks, host.cpu_nanoseconds() - nanoseconds
    elapsed = time.monotonic() - start
    after = {name: relays[name].snapshot() for name in before}
    said = {side.name: side.count() - marks[side.name] for side in present}
    window = {
        name: (len(after[name][0]) - len(before[name][0]), size_of(after[name][0][len(before[name][0]):]),
               len(after[name][1]) - len(before[name][1]), size_of(after[name][1][len(before[name][1]):]))
        for name in before
    }
    return {"ticks": ticks, "nanoseconds": nanoseconds, "seconds": elapsed, "said": said, "window": window}


def run_solo(binary, directory, deadline, sides):
    side = Side("solo", [binary, "--plain"] + GAME, environment(directory), directory)
    sides.append(side)
    turned, _ = play(side, {HOST_NAME: side}, lambda: [side], deadline)
    time.sleep(0.5)
    peak = side.peak_memory_kib()
    quit_side(side, deadline)
    if not side.wait_exit(deadline.cap(WAIT)):
        side.close_input()
        side.wait_exit(deadline.cap(3.0))
    return {"turned": turned, "peak": peak, "status": side.status, "transcript": side.transcript()}


def number(value, decimals=0):
    return f"{value:,.{decimals}f}"


def milliseconds(seconds):
    return number(seconds * 1000, 1)


def gap(frames, first, second):
    """Seconds between frame `first` and frame `second` (counted from 0) at the relay."""
    return frames[second][0] - frames[first][0] if len(frames) > second else None


def endings(table):
    """Who ended how, grouped: `Bob, Cy after q, status 0`."""
    groups = {}
    for name, how in table["ending"].items():
        if name == HOST_NAME:
            continue
        groups.setdefault((how, table["statuses"][name]), []).append(name)
    return "; ".join(f"{', '.join(names)} {how}, status {status}" for (how, status), names in groups.items())


def report(args, table, solo):
    frames, turned = table["frames"], table["turned"]
    late_seen = turned - table["late_turned"]
    idle_result = table["idle"]
    print("### Tables across terminals")
    print()
    print(
        f"`Benchmarks/table.py`: a table of four on 127.0.0.1, all in plain mode through pipes: the host "
        f"`memorize --host 0 --seats 4 --plain --names {HOST_NAME} {' '.join(GAME)}`, three players "
        f"`memorize --join ADDR --code CODE --plain --names NAME` ({', '.join(PLAYERS)}, started together) and "
        f"two spectators `memorize --watch ADDR --code CODE --plain --names NAME` ({EARLY_SPECTATOR} before the "
        f"first card, {LATE_SPECTATOR} after card {table['late_turned']}). Each of the five connects to a "
        "counting relay of its own that forwards to the host's port and counts bytes and frames both ways. One "
        "player plays every seat, remembering every card shown and taking a pair it knows, else the first card "
        f"not yet shown: {turned} cards turned, the same game in every run. \"After the join\" is every frame "
        "after the handshake and the welcome (host to peer) or after the join message (peer to host), up to the "
        f"end of the game: it includes the pings and pongs ({PING_FRAME}-byte frames, sent after 2 s with "
        f"nothing else to send, so nearly all in the {args.idle_seconds:.0f}-second idle wait) and, for "
        f"{LATE_SPECTATOR}, the board and table it is greeted with mid-game."
    )
    print()
    print("| Peer | Role | Cards turned while there | Host → peer after the join (bytes) | of it pings "
          "| Bytes per card turned | without pings | Peer → host after the join (bytes) | Cards it chose "
          "| Bytes per card chosen | without pongs |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name in PLAYERS + (EARLY_SPECTATOR, LATE_SPECTATOR):
        to_peer, to_host = frames[name]
        down, up = to_peer[2:], to_host[3:]
        seen = late_seen if name == LATE_SPECTATOR else turned
        down_bytes, down_pings = size_of(down), size_of(pings_of(down))
        up_bytes, up_pings = size_of(up), size_of(pings_of(up))
        cells = [name, "seat" if name in PLAYERS else "spectator", str(seen), number(down_bytes),
                 number(down_pings), number(down_bytes / seen, 1), number((down_bytes - down_pings) / seen, 1),
                 number(up_bytes)]
        cards = table["chosen"].get(name, 0)
        if cards:
            cells += [str(cards), number(up_bytes / cards, 1), number((up_bytes - up_pings) / cards, 1)]
        else:
            cells += [str(cards), "n/a", "n/a"]
        print("| " + " | ".join(cells) + " |")
    print()
    joins = [table["joined"][name] for name in PLAYERS]
    boards = [table["boards"][name] for name in PLAYERS]
    late_down, late_up = frames[LATE_SPECTATOR]
    held_join = gap(late_up, 1, 2)
    held_greeting = gap(late_down, 1, 2)
    peaks = table["peaks"]
    ticks = idle_result["ticks"]
    per_minute = 60 / idle_result["seconds"]
    window = idle_result["window"]
    sent = sum(cells[0] for cells in window.values())

    def each(values):
        return ", ".join(milliseconds(value) for value in sorted(values))

    print("| what | measured |")
    print("| --- | ---: |")
    print(f"| A player: start to `Joined {HOST_NAME}'s table` (ms), median of 3 ({each(joins)}) "
          f"| {milliseconds(statistics.median(joins))} |")
    print(f"| A player: start to its first board line (ms), median of 3 ({each(boards)}; the deal waits for the "
          f"last seat) | {milliseconds(statistics.median(boards))} |")
    print(f"| A spectator before the first card: start to its first board line (ms) "
          f"| {milliseconds(table['boards'][EARLY_SPECTATOR])} |")
    print(f"| A spectator mid-game: start to its first board line (ms) "
          f"| {milliseconds(table['boards'][LATE_SPECTATOR])} |")
    if held_join is not None and held_greeting is not None:
        print(f"| of it, its join message sent after its proof (ms, at the relay) | {milliseconds(held_join)} |")
        print(f"| of it, the host's board sent after its welcome (ms, at the relay) "
              f"| {milliseconds(held_greeting)} |")
    print(f"| Host's CPU while the table waits {idle_result['seconds']:.1f} s for a turn: utime + stime ticks "
          f"({1000 // CLOCK_TICKS} ms each) | {ticks} |")
    print(f"| the same, ms per idle minute (from the ticks) | {number(ticks * 1000 / CLOCK_TICKS * per_minute, 0)} |")
    print(f"| the same, ms per idle minute (schedstat) | {number(idle_result['nanoseconds'] / 1e6 * per_minute, 1)} |")
    print(f"| frames the host sent meanwhile, to {len(window)} peers | {sent} |")
    print(f"| lines printed meanwhile, all {len(idle_result['said'])} sides | {sum(idle_result['said'].values())} |")
    print(f"| Host's peak memory at the end of the game (VmHWM, KiB) | {number(peaks[HOST_NAME])} |")
    print(f"| A solo game's, `memorize --plain {' '.join(GAME)}`, played the same way (VmHWM, KiB) "
          f"| {number(solo['peak'])} |")
    print(f"| A player's, median of 3 (VmHWM, KiB) | {number(statistics.median(peaks[name] for name in PLAYERS))} |")
    print(f"| A spectator's, {EARLY_SPECTATOR} (VmHWM, KiB) | {number(peaks[EARLY_SPECTATOR])} |")
    print()
    order = ", ".join([HOST_NAME] + [line.split(" joined")[0] for line in table["seat_order"]])
    told = [name for name, said_it in table["said_left"].items() if said_it]
    choose = [size for name in PLAYERS for _, size in frames[name][1][3:] if size != PING_FRAME]
    stalled = held_join is not None and held_greeting is not None and min(held_join, held_greeting) >= 0.030
    print(
        f"The seats (and so the turns) went in the order the players proved the code: {order}. Every card "
        "costs the host one message to each peer, the table as it stands after it"
        + (f"; a choice costs a seat one {statistics.mode(choose)}-byte frame. " if choose else ". ")
        + ("Joining takes two round trips (the PAKE's share and challenge, then the proof and the welcome) "
           "and waits twice for a delayed ACK (40 ms on Linux): the joining side writes its proof and its "
           "join message as two small writes, and the host its welcome and the board, with Nagle's "
           "algorithm on (no TCP_NODELAY), so each second write waits until the first is acknowledged. "
           if stalled else "")
        + f"At the end of the game the host typed {table['ending'][HOST_NAME]} at its summary and exited with "
        f"status {table['statuses'][HOST_NAME]}; the others, given 5 s to end by themselves, ended: "
        f"{endings(table)}. "
        f"{len(told)} of {len(table['said_left'])} printed `{HOST_NAME} left the game`."
    )
    reconnects = [name for name, count in table["connections"].items() if count != 1]
    if reconnects:
        print()
        print(f"Connected more than once (a reconnect): {', '.join(reconnects)}.")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--memorize", default=".build/release/memorize")
    parser.add_argument("--idle-seconds", type=float, default=10.0)
    parser.add_argument("--deadline", type=float, default=120.0, help="seconds for the whole run")
    parser.add_argument("--transcripts", help="a directory to write every side's lines to")
    args = parser.parse_args()
    binary = os.path.abspath(args.memorize)
    # SIGTERM unwinds as an exception does, so every process started is killed on the way out.
    signal.signal(signal.SIGTERM, lambda number, frame: sys.exit(128 + number))
    deadline = Deadline(args.deadline)
    sides, relays = [], {}
    try:
        with tempfile.TemporaryDirectory() as directory:
            try:
                table = run_table(binary, args, directory, deadline, sides, relays)
            finally:
                for side in sides:
                    side.kill()
                for relay in relays.values():
                    relay.close()
            solo_sides = []
            try:
                solo = run_solo(binary, directory, deadline, solo_sides)
            finally:
                for side in solo_sides:
                    side.kill()
    except (TableFailed, OSError) as failure:
        print(f"table.py: {failure}", file=sys.stderr)
        return 2
    if args.transcripts:
        os.makedirs(args.transcripts, exist_ok=True)
        for name, lines in list(table["transcripts"].items()) + [("solo", solo["transcript"])]:
            with open(os.path.join(args.transcripts, name + ".txt"), "w") as file:
                file.write("\n".join(lines) + "\n")
    report(args, table, solo)
    return 0


if __name__ == "__main__":
    sys.exit(main())
