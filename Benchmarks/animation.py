#!/usr/bin/env python3
"""The flip animation's cost in a 100x30 pseudo-terminal: bytes per frame, and idle CPU after it.

Starts memorize (animations on), waits for the first frame, presses Enter, and reads the output with
the time of each chunk for half a second. Chunks closer than 20 ms belong to one frame (frames are 50
ms apart). Prints a Markdown section for BENCHMARKS.md; exits 1 when a frame exceeds 400 bytes or the
game uses CPU while idle afterwards. The first choice starts the game's clock, which redraws once in
that second; as in terminal.py's idle check, one tick is allowed when the game wrote in the second (a
scheduler tick charges a whole 10 ms to whatever runs when it fires, so a redraw of a millisecond or
two is charged one now and then), and the CPU time from schedstat is shown beside it.

    python3 Benchmarks/animation.py [--memorize PATH] [--runs N]
"""
import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from terminal import Session  # noqa: E402

FRAME_GAP = 0.020
BUDGET = 400


def frames_after_enter(session):
    session.send(b"\r")
    frames = []
    start = time.monotonic()
    last = None
    while time.monotonic() - start < 0.5:
        chunk = session._read(0.01)
        if chunk is None:
            break
        if chunk:
            now = time.monotonic()
            if last is None or now - last > FRAME_GAP:
                frames.append(0)
            frames[-1] += len(chunk)
            last = now
    return frames


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--memorize", default=".build/release/memorize")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    os.environ.pop("MEMORIZE_NO_ANIMATION", None)
    argv = [args.memorize, "--theme", "Halloween", "--seed", "1"]
    counts, largest, idle, idle_ns, idle_bytes = [], [], [], [], []
    for _ in range(args.runs):
        session = Session(argv, 0.3, 10)
        try:
            session.burst()
            frames = frames_after_enter(session)
            counts.append(len(frames))
            largest.append(max(frames) if frames else 0)
            before, before_ns = session.cpu_ticks(), session.cpu_nanoseconds()
            idle_bytes.append(session.drain(1.0))
            idle.append(session.cpu_ticks() - before)
            idle_ns.append(session.cpu_nanoseconds() - before_ns)
            session.quit()
        finally:
            session.close()
    worst = max(largest)
    print("### Flip animation")
    print()
    print(f"`Benchmarks/animation.py`: `{' '.join(argv)}` in a 100×30 pseudo-terminal, Enter pressed once")
    print(f"after the first frame, {args.runs} runs; output chunks less than 20 ms apart count as one frame.")
    print()
    print("| what | measured | target |")
    print("| --- | ---: | --- |")
    print(f"| frames drawn for one choice (median) | {statistics.median(counts):.0f} | 3 flip frames and the face |")
    print(f"| bytes in the largest frame (worst run) | {worst} | ≤ {BUDGET} |")
    clock = max(idle_bytes) > 0
    allowed = 1 if clock else 0
    print(f"| CPU ticks in the second after it (worst run) | {max(idle)} | 0; 1 while a clock is shown |")
    print(f"| CPU time in the second after it (ms, schedstat, worst run) | {max(idle_ns) / 1e6:.3f} | |")
    print(f"| bytes written in the second after it (worst run) | {max(idle_bytes)} | only a clock's redraw |")
    ok = worst <= BUDGET and max(idle) <= allowed
    print()
    print(
        f"- **{'PASS' if ok else 'FAIL'}** animation frames within {BUDGET} bytes, no CPU once over "
        + ("(the clock redraws in that second, so 1 tick is allowed)" if clock else "(nothing written after it)")
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
