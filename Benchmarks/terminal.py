#!/usr/bin/env python3
"""Terminal benchmark: memorize against nbmemoblocks in a pseudo-terminal of a fixed size.

Each program is started in a fresh pty (100x30, TERM=xterm-256color, a UTF-8 locale) and measured:

- first frame: time from spawn to the last byte of the first burst of output (a burst ends after
  --quiet-ms of silence; that quiet window is not counted), and the bytes of that burst;
- peak memory: VmHWM from /proc/PID/status right after the first frame;
- bytes per move: cursor keys alternately Right and Left (so the cursor never stops at an edge), each
  followed by a burst; the mean over --moves moves. Keys are sent as an xterm would: ESC O C when the
  program switched the terminal to application cursor keys (ESC [ ? 1 h, as ncurses' keypad() does),
  else ESC [ C;
- idle CPU: utime + stime ticks from /proc/PID/stat over --idle-seconds without input, and the bytes
  written meanwhile (a program that writes while idle is showing a clock, which may cost one tick).

CPU time (from /proc/PID/schedstat, in nanoseconds) until the first frame and while idle is reported
too: unlike wall-clock time it hardly depends on what else the machine is doing.

Runs alternate between the programs (and which one goes first) and every figure is a median over
--runs runs. Then 'q' is sent; a program still alive after a second gets SIGTERM, then SIGKILL.
Prints a Markdown table with the ratios memorize / nbmemoblocks and a PASS/FAIL line per target.

Python 3 standard library only. Every read has a timeout, and children are always killed.
"""

import argparse
import fcntl
import os
import re
import select
import shlex
import signal
import statistics
import struct
import sys
import termios
import time

COLUMNS, ROWS = 100, 30
RIGHT = {False: b"\x1b[C", True: b"\x1bOC"}
LEFT = {False: b"\x1b[D", True: b"\x1bOD"}
PRIVATE_MODE = re.compile(rb"\x1b\[\?([0-9;]+)([hl])")
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
SPAWN_NOTES = {
    "posix_spawn": "Programs are started with posix_spawn (vfork and exec, no Python in the child), so the "
    "clock and the CPU time start with the program itself.",
    "fork": "Programs are started the way pty.fork does (Python forks, then execs), which adds the same "
    "fork cost (a few milliseconds) to both programs' times and CPU.",
}


class ProgramFailed(Exception):
    """The program could not be measured (it exited early, drew nothing, ...)."""


class Session:
    """One program running in its own pseudo-terminal."""

    def __init__(self, argv, quiet, timeout, spawn="posix_spawn"):
        self.argv = argv
        self.quiet = quiet
        self.timeout = timeout
        self.application_cursor_keys = False
        self.status = None
        self.fd, slave = os.openpty()
        try:
            fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
            env = {k: v for k, v in os.environ.items() if k not in ("LINES", "COLUMNS", "NO_COLOR", "TMUX")}
            env.update(TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
            if spawn == "fork":
                self.started = time.monotonic()
                self.pid = os.fork()
                if self.pid == 0:
                    self._exec_child(slave, env)
            else:
                # posix_spawn (vfork + exec) runs no Python in the child, so the clock and the child's
                # CPU time start with the program itself. After setsid, opening the pty makes it the
                # child's controlling terminal.
                actions = [
                    (os.POSIX_SPAWN_OPEN, 0, os.ttyname(slave), os.O_RDWR, 0),
                    (os.POSIX_SPAWN_DUP2, 0, 1),
                    (os.POSIX_SPAWN_DUP2, 0, 2),
                ]
                self.started = time.monotonic()
                self.pid = os.posix_spawn(argv[0], argv, env, file_actions=actions, setsid=True)
        except BaseException:
            os.close(self.fd)
            raise
        finally:
            os.close(slave)

    def _exec_child(self, slave, env):
        """In a forked child (what pty.fork does): the pty becomes the controlling terminal and stdio."""
        try:
            os.close(self.fd)
            os.setsid()
            fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
            for target in (0, 1, 2):
                os.dup2(slave, target)
            os.execve(self.argv[0], self.argv, env)
        except BaseException as error:  # noqa: BLE001 - nothing may escape the child
            os.write(2, f"cannot start {self.argv[0]}: {error}\n".encode())
        finally:
            os._exit(127)

    # MARK: - Reading

    def burst(self):
        """Reads until `quiet` seconds pass without output (or `timeout` overall).

        Returns (bytes, the monotonic time of the last byte, or None if nothing came).
        """
        data = bytearray()
        start = time.monotonic()
        last = None
        deadline = start + self.timeout
        while True:
            now = time.monotonic()
            if now >= deadline:
                break
            wait = self.quiet if last is not None else min(self.timeout, deadline - now)
            wait = min(wait, deadline - now)
            chunk = self._read(wait)
            if chunk is None:
                break
            if chunk:
                data += chunk
                last = time.monotonic()
                continue
            if last is not None and time.monotonic() - last >= self.quiet:
                break
        self._track_modes(bytes(data))
        return bytes(data), last

    def drain(self, seconds):
        """Reads whatever comes for `seconds`; returns the number of bytes."""
        total = 0
        deadline = time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            chunk = self._read(left)
            if chunk is None:
                time.sleep(max(0.0, deadline - time.monotonic()))
                break
            total += len(chunk)
            self._track_modes(chunk)
        return total

    def _read(self, wait):
        """One read: bytes, b'' if nothing came within `wait` seconds, None once the pty is closed."""
        try:
            ready, _, _ = select.select([self.fd], [], [], max(0.0, wait))
            if not ready:
                return b""
            chunk = os.read(self.fd, 65536)
            return chunk if chunk else None
        except OSError:
            return None

    def _track_modes(self, data):
        for params, action in PRIVATE_MODE.findall(data):
            if b"1" in params.split(b";"):
                self.application_cursor_keys = action == b"h"

    # MARK: - Input and /proc

    def send(self, data):
        try:
            os.write(self.fd, data)
        except OSError:
            pass

    def arrow(self, right):
        self.send((RIGHT if right else LEFT)[self.application_cursor_keys])

    def alive(self):
        if self.status is not None:
            return False
        pid, status = os.waitpid(self.pid, os.WNOHANG)
        if pid == 0:
            return True
        self.status = status
        return False

    def peak_memory_kib(self):
        with open(f"/proc/{self.pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        raise ProgramFailed("no VmHWM in /proc status")

    def cpu_nanoseconds(self):
        """Time spent on a CPU so far, in nanoseconds (first field of /proc/PID/schedstat)."""
        with open(f"/proc/{self.pid}/schedstat") as schedstat:
            return int(schedstat.read().split()[0])

    def cpu_ticks(self):
        with open(f"/proc/{self.pid}/stat") as stat:
            text = stat.read()
        fields = text[text.rindex(")") + 2 :].split()
        return int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15 of stat)

    # MARK: - Ending

    def quit(self):
        """Sends 'q' and waits up to a second; returns True if the program left by itself."""
        if not self.alive():
            return False
        self.send(b"q")
        deadline = time.monotonic() + 1.0
        while time.monotonic() < deadline:
            self._read(0.05)
            if not self.alive():
                return True
        return False

    def close(self):
        """Makes sure the child is gone and the pty is closed, whatever happened before."""
        for sig, grace in ((signal.SIGTERM, 0.5), (signal.SIGKILL, 2.0)):
            if not self.alive():
                break
            try:
                os.kill(self.pid, sig)
            except ProcessLookupError:
                break
            deadline = time.monotonic() + grace
            while time.monotonic() < deadline and self.alive():
                self._read(0.02)
        if self.status is None:
            try:
                _, self.status = os.waitpid(self.pid, 0)
            except ChildProcessError:
                pass
        try:
            os.close(self.fd)
        except OSError:
            pass


def exit_description(status):
    if status is None:
        return "still running"
    if os.WIFSIGNALED(status):
        return f"killed by signal {os.WTERMSIG(status)}"
    return f"exit status {os.WEXITSTATUS(status)}"


def measure(argv, args):
    """Measures one run of one program; returns a dict of figures."""
    session = Session(argv, args.quiet_ms / 1000, args.timeout, args.spawn)
    try:
        frame, last_byte = session.burst()
        if last_byte is None or not session.alive() or len(frame) < 64:
            raise ProgramFailed(
                f"no first frame ({len(frame)} bytes, {exit_description(session.status)}): "
                + repr(frame[-300:].decode("utf-8", "replace"))
            )
        figures = {
            # From spawn to the last byte of the first burst: the quiet window after it is not counted.
            "first_frame_ms": (last_byte - session.started) * 1000,
            "first_frame_bytes": len(frame),
            "peak_kib": session.peak_memory_kib(),
            "first_frame_cpu_ms": session.cpu_nanoseconds() / 1e6,
        }
        moves = []
        for index in range(args.moves):
            session.arrow(right=index % 2 == 0)
            data, _ = session.burst()
            moves.append(len(data))
        if not session.alive():
            raise ProgramFailed(f"exited while moving the cursor ({exit_description(session.status)})")
        figures["move_bytes"] = statistics.mean(moves)
        figures["silent_moves"] = sum(1 for size in moves if size == 0)
        before, before_ns = session.cpu_ticks(), session.cpu_nanoseconds()
        figures["idle_bytes"] = session.drain(args.idle_seconds)
        if not session.alive():
            raise ProgramFailed(f"exited while idle ({exit_description(session.status)})")
        figures["idle_ticks"] = session.cpu_ticks() - before
        figures["idle_cpu_ms"] = (session.cpu_nanoseconds() - before_ns) / 1e6
        figures["quit_cleanly"] = session.quit()
        return figures
    finally:
        session.close()


# MARK: - Report


def median_of(runs, key):
    return statistics.median(run[key] for run in runs)


def ratio(mine, theirs):
    if theirs == 0:
        return "n/a" if mine else "1.00×"
    return f"{mine / theirs:.2f}×"


def number(value, decimals=0):
    return f"{value:,.{decimals}f}"


def report(args, names, results, failures):
    mine, theirs = (results[name] for name in names)
    lines = [
        "### Terminal: memorize against nbmemoblocks",
        "",
        f"Pseudo-terminal {COLUMNS}×{ROWS}, TERM=xterm-256color, LC_ALL=C.UTF-8; medians over {args.runs} "
        f"alternating runs. A burst of output ends after {args.quiet_ms} ms of silence, and that quiet window "
        "is not counted in the first-frame time (spawn to the last byte of the first burst). "
        + SPAWN_NOTES[args.spawn]
        + " Cursor moves "
        f"alternate Right and Left, {args.moves} per run, sent as the terminal would (ESC O C / ESC O D in "
        "application cursor mode, which both programs switch on). Idle CPU is utime + stime over "
        f"{args.idle_seconds:g} s without input ({CLOCK_TICKS} ticks per second).",
        "",
        "Commands:",
        "",
    ]
    for name in names:
        lines.append(f"- {name}: `{shlex.join(args.commands[name])}`")
    lines.append("")
    for name in names:
        for message in failures[name]:
            lines.append(f"- **{name} failed:** {message}")
        silent = sum(run["silent_moves"] for run in results[name])
        if silent:
            lines.append(f"- **{name}:** {silent} cursor moves wrote nothing (the cursor did not move).")
    if len(lines) > 0 and lines[-1] != "":
        lines.append("")

    def row(title, key, decimals=0, show_ratio=True):
        cells = [number(median_of(runs, key), decimals) if runs else "not measured" for runs in (mine, theirs)]
        relation = ratio(median_of(mine, key), median_of(theirs, key)) if mine and theirs and show_ratio else ""
        return f"| {title} | {cells[0]} | {cells[1]} | {relation} |"

    def quits(runs):
        return f"{sum(1 for run in runs if run['quit_cleanly'])}/{len(runs)}" if runs else "not measured"

    def worst(runs, key):
        return str(max(run[key] for run in runs)) if runs else "not measured"

    lines += [
        f"| Median of {args.runs} runs | {names[0]} | {names[1]} | {names[0]} / {names[1]} |",
        "| --- | ---: | ---: | ---: |",
        row("First frame (ms)", "first_frame_ms", 1),
        row("CPU time until the first frame (ms, /proc/PID/schedstat)", "first_frame_cpu_ms", 2),
        row("First frame (bytes)", "first_frame_bytes"),
        row("Peak memory after the first frame (VmHWM, KiB)", "peak_kib"),
        row(f"Bytes per cursor move (mean of {args.moves})", "move_bytes", 1),
        row(f"CPU ticks in {args.idle_seconds:g} s idle", "idle_ticks", 0, show_ratio=False),
        f"| CPU ticks in {args.idle_seconds:g} s idle, worst run | {worst(mine, 'idle_ticks')} "
        f"| {worst(theirs, 'idle_ticks')} | |",
        row(f"CPU time in {args.idle_seconds:g} s idle (ms, schedstat)", "idle_cpu_ms", 3, show_ratio=False),
        row(f"Bytes written in {args.idle_seconds:g} s idle", "idle_bytes", 0, show_ratio=False),
        f"| Left by itself on `q` | {quits(mine)} | {quits(theirs)} | |",
        "",
    ]
    verdicts = targets(names[0], mine, theirs, args.idle_seconds)
    lines += [f"- **{'PASS' if passed else 'FAIL'}** {text}" for passed, text in verdicts]
    return lines, all(passed for passed, _ in verdicts)


def targets(name, mine, theirs, idle_seconds):
    """The targets of issue 5, as (passed, description) pairs."""
    if not mine or not theirs:
        return [(False, f"targets not checked: {name if not mine else 'nbmemoblocks'} was not measured")]
    frame = median_of(mine, "first_frame_ms") / median_of(theirs, "first_frame_ms")
    memory = median_of(mine, "peak_kib") / median_of(theirs, "peak_kib")
    move = median_of(mine, "move_bytes")
    quarter = median_of(mine, "first_frame_bytes") / 4
    ticks = median_of(mine, "idle_ticks")
    clock = median_of(mine, "idle_bytes") > 0
    allowed = 1 if clock else 0
    return [
        (frame <= 2, f"first frame: {frame:.2f}× nbmemoblocks (target ≤ 2×)"),
        (memory <= 5, f"peak memory: {memory:.2f}× nbmemoblocks (target ≤ 5×)"),
        (move <= quarter, f"bytes per move: {move:,.1f} (target ≤ ¼ of the first frame = {quarter:,.1f})"),
        (move <= 300, f"bytes per move: {move:,.1f} (target ≤ 300 at {COLUMNS}×{ROWS})"),
        (
            ticks <= allowed,
            f"idle: {ticks:g} ticks in {idle_seconds:g} s (target 0; 1 allowed while a clock is shown; "
            + ("it writes while idle, so a clock is shown)" if clock else "nothing is written while idle)"),
        ),
    ]


# MARK: - Main


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--memorize", default=".build/release/memorize", help="the memorize binary")
    parser.add_argument("--memorize-args", default="--theme Halloween --seed 1", help="its arguments, one string")
    parser.add_argument("--nbmemoblocks", default="/usr/games/nbmemoblocks", help="the nbmemoblocks binary")
    parser.add_argument("--runs", type=int, default=10, help="runs of each program (at least 10 for the record)")
    parser.add_argument("--moves", type=int, default=6, help="cursor moves per run")
    parser.add_argument("--idle-seconds", type=float, default=2.0, help="length of the idle window")
    parser.add_argument("--quiet-ms", type=int, default=300, help="silence that ends a burst of output")
    parser.add_argument(
        "--spawn",
        choices=("posix_spawn", "fork"),
        default="posix_spawn",
        help="posix_spawn starts the clock at the program itself; fork (like pty.fork) adds Python's fork "
        "to both programs' times",
    )
    parser.add_argument("--timeout", type=float, default=10.0, help="longest wait for any burst, in seconds")
    args = parser.parse_args()
    if args.runs < 1 or args.moves < 1 or args.quiet_ms < 1 or args.timeout <= 0 or args.idle_seconds <= 0:
        parser.error("--runs, --moves, --quiet-ms, --timeout and --idle-seconds must be positive")
    args.commands = {
        "memorize": [args.memorize, *shlex.split(args.memorize_args)],
        "nbmemoblocks": [args.nbmemoblocks],
    }
    return args


def main():
    args = parse_arguments()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    signal.signal(signal.SIGHUP, lambda *_: sys.exit(129))
    names = ["memorize", "nbmemoblocks"]
    results = {name: [] for name in names}
    failures = {name: [] for name in names}
    for name in names:
        path = args.commands[name][0]
        if not os.access(path, os.X_OK):
            failures[name].append(f"`{path}` is not an executable file")
    if args.runs < 10:
        print(f"note: {args.runs} runs; the issue asks for at least 10", file=sys.stderr)
    for run in range(args.runs):
        order = names if run % 2 == 0 else names[::-1]
        for name in order:
            if len(failures[name]) >= 2 or (failures[name] and not results[name]):
                continue
            try:
                figures = measure(args.commands[name], args)
            except (ProgramFailed, OSError) as error:
                failures[name].append(f"run {run + 1}: {error}")
                print(f"run {run + 1:2}/{args.runs} {name:12} FAILED: {error}", file=sys.stderr)
                continue
            results[name].append(figures)
            print(
                f"run {run + 1:2}/{args.runs} {name:12} frame {figures['first_frame_ms']:7.1f} ms "
                f"{figures['first_frame_bytes']:6} B  peak {figures['peak_kib']:6} KiB  "
                f"cpu {figures['first_frame_cpu_ms']:5.2f} ms  move {figures['move_bytes']:6.1f} B  "
                f"idle {figures['idle_ticks']} ticks",
                file=sys.stderr,
            )
    lines, passed = report(args, names, results, failures)
    print("\n".join(lines))
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
