#!/usr/bin/env python3
"""Plays the built `memorize` in plain mode over pipes against the computer, with a strategy of its own,
as an outside player would: it knows only the `Card N: ...` lines it reads, and tracks the turns by the
rules (a match keeps the turn, a mismatch passes it; a card the other side's mismatch left face up may
start the next turn). Each side moves first in half the games, on seeds 1..N.

    python3 Benchmarks/versus.py --memorize .build/release/memorize --level expert \
        --strategy optimal --games 400

Strategies: greedy (perfect memory, a known pair, else two cards never shown, the first's partner if
known), optimal (Zwick and Paterson, passing whenever moving is worse, even right after a pass),
optimal-no-pass-after-pass, span:M (the last M cards in play shown; a matched card gives its place
back, the bench's span player), recent:M (the last M cards turned up, a matched card forgotten without
giving its place back), fifo:M (M places; a matched pair empties its two, which only new cards fill).
Prints the strategy's mean pair advantage with a 95% interval, and its points (wins + draws / 2). A game
in which 20 passes follow one another is stopped there and counted as it stands (`optimal` against
`expert`: both would rather pass than move).
"""

import argparse
import math
import random
import subprocess
import sys

PASSES_BEFORE_STOP = 20


def zp_table(pairs, free_passing):
    """Zwick and Paterson's values: (unseen, known) -> mover's expected pair advantage. With free
    passing an endless series of passes is worth 0 (a pass is always open); otherwise the player who
    passes second must move."""
    free, after = {}, {}

    def val(u, k, after_pass=False):
        if k < 0 or u < k or (u - k) % 2 or u + k > 2 * pairs:
            return 0.0
        return (after if after_pass else free).get((u, k), 0.0)

    def second_new(u, other):  # after a new first card, u never-shown cards left
        pair = 1 + val(u - 1, other)
        new = (1 - other) * pair
        if u - 1 - other > 0:
            new -= (u - 1 - other) * val(u - 1, other + 2)
        return new / u

    def options(u, k, other_passed):
        opts = {}
        if u == 0:
            return opts
        new = 0.0
        if k > 0:
            new += k / u * (1 + val(u - 1, k - 1))
        if u > k:
            s_new = second_new(u - 1, k)
            s_known = -val(u - 1, k + 1) if k > 0 else -math.inf
            new += (u - k) / u * max(s_new, s_known)
        opts["new"] = new
        if k > 0:
            pair = 1 + val(u - 1, k - 1)
            kn = (1 - (k - 1)) * pair
            if u > k:
                kn -= (u - k) * val(u - 1, k + 1)
            opts["known"] = kn / u
            if k >= 2:
                if free_passing:
                    opts["pass"] = 0.0 if other_passed else -val(u, k, True)
                elif not other_passed:
                    opts["pass"] = -val(u, k, True)
        return opts

    for u in range(1, 2 * pairs + 1):
        for k in range(u % 2, u + 1, 2):
            if u + k > 2 * pairs:
                continue
            after[(u, k)] = max(options(u, k, True).values())
            free[(u, k)] = max(options(u, k, False).values())
    return val, options, second_new


class Board:
    """What an outside player knows: faces shown by card, matched cards, open cards, showings."""

    def __init__(self, cards):
        self.cards = cards
        self.face = {}
        self.matched = set()
        self.open = []  # face-up unmatched cards, in order
        self.open_is_previous = False  # the open cards are the other seat's mismatch
        self.showings = []  # card numbers in order turned up
        self.first_shown = []  # whether each showing was the card's first

    def unseen(self):
        return [c for c in range(self.cards) if c not in self.face and c not in self.matched]

    def singles(self):
        by_face = {}
        for c, f in self.face.items():
            if c not in self.matched:
                by_face.setdefault(f, []).append(c)
        return [cs[0] for cs in by_face.values() if len(cs) == 1]

    def known_pair(self):
        by_face = {}
        for c, f in sorted(self.face.items()):
            if c not in self.matched:
                by_face.setdefault(f, []).append(c)
        for cs in by_face.values():
            if len(cs) == 2:
                return cs
        return None

    def choosable(self, c):
        if c in self.matched:
            return False
        if c in self.open:
            return self.open_is_previous and len(self.open) == 2
        return True

    def turn_up(self, card, face):
        """Returns 'first', 'match' or 'mismatch'."""
        if card in self.open and self.open_is_previous:  # the natural move
            self.open = [card]
            self.open_is_previous = False
            self._show(card, face)
            return "first"
        if len(self.open) == 1:
            other = self.open[0]
            self.open.append(card)
            self._show(card, face)
            if self.face[other] == face:
                self.matched.update([other, card])
                self.open = []
                return "match"
            return "mismatch"
        self.open = [card]
        self.open_is_previous = False
        self._show(card, face)
        return "first"

    def _show(self, card, face):
        self.first_shown.append(card not in self.face)
        self.face[card] = face
        self.showings.append(card)


class Strategy:
    def __init__(self, spec, pairs, rng):
        self.spec = spec
        self.rng = rng
        self.kind, _, m = spec.partition(":")
        self.span = int(m) if m else 0
        if self.kind.startswith("optimal"):
            self.val, self.options, self.second_new = zp_table(pairs, self.kind == "optimal")
        self.other_passed = False
        self.first_was_new = True
        self.places = []  # fifo: M places, oldest first
        self.planned_pass = False

    def memory(self, b):
        if self.kind in ("greedy", "optimal", "optimal-no-pass-after-pass"):
            return {c: f for c, f in b.face.items() if c not in b.matched}
        mem = {}
        if self.kind == "span":
            for c in reversed(b.showings):
                if len(mem) >= self.span:
                    break
                if c in b.matched or c in mem:
                    continue
                mem[c] = b.face[c]
            return mem
        if self.kind == "fifo":
            return {c: b.face[c] for c in self.places}
        # recent: the last M distinct cards turned up, matched ones dropped without giving places back
        seen = []
        for c in reversed(b.showings):
            if c in seen:
                continue
            seen.append(c)
            if len(seen) == self.span:
                break
        return {c: b.face[c] for c in seen if c not in b.matched}

    def saw(self, card, matched):
        """fifo: the newest card takes the oldest's place; a matched pair empties its two places, which
        only new cards fill."""
        if card in self.places:
            self.places.remove(card)
        self.places.append(card)
        if len(self.places) > self.span:
            self.places.pop(0)
        self.places = [c for c in self.places if c not in matched]

    def random_card(self, b, mem, exclude):
        choosable = [c for c in range(b.cards) if b.choosable(c) and c not in exclude and c not in b.open]
        unknown = [c for c in choosable if c not in mem]
        pool = unknown or choosable
        if not pool:
            pool = [c for c in range(b.cards) if b.choosable(c) and c not in exclude]
        return self.rng.choice(pool)

    def choose(self, b, first):
        """first: whether this is the turn's first card. Returns a card index."""
        if self.kind.startswith("optimal"):
            return self.optimal(b, first)
        mem = self.memory(b)
        if not first:
            w = b.open[0]
            partner = [c for c, f in mem.items() if f == b.face[w] and c != w and c not in b.matched]
            if partner:
                return partner[0]
            return self.random_card(b, mem, {w})
        by_face = {}
        for c, f in sorted(mem.items()):
            by_face.setdefault(f, []).append(c)
        for cs in by_face.values():
            if len(cs) == 2:
                return cs[0] if cs[0] not in b.open else cs[1]
        return self.random_card(b, mem, set())

    def optimal(self, b, first):
        mem = self.memory(b)
        if not first:
            w = b.open[0]
            partner = [c for c, f in mem.items() if f == b.face[w] and c != w]
            if partner:
                return partner[0]
            unseen = b.unseen()
            singles = [c for c in b.singles() if c != w]
            k = len(b.singles())
            if self.first_was_new:
                # u, k counted after the first card: it is one of the k singles now
                s_new = self.second_new(len(unseen), k - 1)
                s_known = -self.val(len(unseen), k) if singles else -math.inf
                if singles and s_known > s_new + 1e-9:
                    return singles[0]
            elif self.planned_pass and singles:
                return singles[0]
            return self.rng.choice(unseen) if unseen else singles[0]
        pair = b.known_pair()
        if pair:
            return pair[0] if pair[0] not in b.open else pair[1]
        unseen, singles = b.unseen(), b.singles()
        opts = self.options(len(unseen), len(singles), self.other_passed)
        if not singles:
            opts = {"new": opts.get("new", 0)}
        best, move = -math.inf, "new"
        for name in ("new", "known", "pass"):
            if name in opts and opts[name] > best + 1e-9:
                best, move = opts[name], name
        self.first_was_new = move == "new"
        self.planned_pass = move == "pass"
        if move == "new" and unseen:
            return self.rng.choice(unseen)
        # a face-down single first if there is one, else one the other's mismatch left face up
        down = [c for c in singles if c not in b.open]
        return (down or singles)[0]


def play(binary, level, strategy_spec, seed, computer_first, pairs, theme):
    args = [binary, "--plain", "--versus", "computer:" + level, "--seed", str(seed), "--theme", theme]
    if computer_first:
        args += ["--first", "computer"]
    proc = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True, bufsize=1)
    b = Board(2 * pairs)
    me = Strategy(strategy_spec, pairs, random.Random(seed * 7919 + 1))
    mine = theirs = 0
    my_turn = not computer_first
    first = True
    passes_in_a_row = 0
    turn_cards = []
    stopped = False

    def read_card():
        while True:
            line = proc.stdout.readline()
            if not line:
                raise RuntimeError("memorize ended early (seed %d)" % seed)
            if line.startswith("Card ") and ":" in line:
                head, rest = line.split(":", 1)
                return int(head[5:]) - 1, rest.strip()

    while len(b.matched) < 2 * pairs:
        if my_turn:
            card = me.choose(b, first)
            proc.stdin.write("%d\n" % (card + 1))
            proc.stdin.flush()
        got, face = read_card()
        if my_turn:
            assert got == card, (got, card, seed)
        result = b.turn_up(got, face)
        me.saw(got, b.matched)
        turn_cards.append(got)
        if result == "first":
            first = False
            turn_cards = [got]
            continue
        first = True
        was_pass = len(turn_cards) == 2 and not b.first_shown[-1] and not b.first_shown[-2]
        if result == "match":
            if my_turn:
                mine += 1
            else:
                theirs += 1
            passes_in_a_row = 0
            continue
        passes_in_a_row = passes_in_a_row + 1 if was_pass else 0
        if passes_in_a_row >= PASSES_BEFORE_STOP:
            stopped = True
            break
        b.open_is_previous = True
        my_turn = not my_turn
        me.other_passed = my_turn and was_pass
    proc.stdin.write("q\ny\n")
    proc.stdin.close()
    proc.stdout.read()
    proc.wait()
    return mine - theirs, stopped


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--memorize", required=True)
    parser.add_argument("--level", default="expert")
    parser.add_argument("--strategy", default="optimal")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--theme", default="Animals")
    parser.add_argument("--pairs", type=int, default=8)
    a = parser.parse_args()
    diffs, stops = [], 0
    for game in range(a.games):
        seed = a.first_seed + game
        d, stopped = play(a.memorize, a.level, a.strategy, seed, game % 2 == 1, a.pairs, a.theme)
        diffs.append(d)
        stops += stopped
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / max(n - 1, 1)
    points = (sum(d > 0 for d in diffs) + sum(d == 0 for d in diffs) / 2) / n
    print("%s against %s, %d games: advantage %+.2f ± %.2f pairs, points %.1f%%, stopped by passes %d"
          % (a.strategy, a.level, n, mean, 1.96 * math.sqrt(var / n), 100 * points, stops))


if __name__ == "__main__":
    main()
