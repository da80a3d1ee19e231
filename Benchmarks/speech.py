#!/usr/bin/env python3
"""How long plain mode takes to hear: whole seeded games played through `memorize --plain` and read
aloud by espeak-ng at its default voice and rate, the length of each WAV measured.

    python3 Benchmarks/speech.py --memorize PATH [--before PATH] [--transcripts DIR]
    python3 Benchmarks/speech.py --memorize PATH --lang ko [--transcripts DIR]

With `--lang ko` the games are played in Korean (`--lang ko`) and read by espeak-ng's Korean voice
(`-v ko`), and every face heard is checked: a face whose name is not all Hangul (an emoji or a symbol
passed through, which the voice skips) or that the voice turns into no phonemes is a silent face.
The report lists them; it exits 1 when there is one.

The same games are played by every binary given, by the same player: one who remembers every card
it has heard (`Card N: NAME`) and takes a pair it knows, else the first card it has not heard, and
quits at the summary. After each line it types it asks for the score (`s`) to know the answer is
over; those answers are the player's probes and are left out of what is heard. `--before` names an
older binary (0.3.3) to compare with; the report says each game's seconds and the whole, and the
share of the older binary's seconds. Prints Markdown; exits 1 when the share is over the target, 2
when a game could not be played.
"""

import argparse
import os
import re
import select
import subprocess
import sys
import tempfile
import wave

GAMES = [
    ("solo, Halloween, 12 cards", ["--theme", "Halloween", "--seed", "1"]),
    ("solo, Animals, 16 cards", ["--theme", "Animals", "--pairs", "8", "--seed", "2"]),
    ("timed, Fruit, 12 cards", ["--theme", "Fruit", "--pairs", "6", "--timed", "--seed", "3"]),
    ("Matchismo, 12 cards", ["--mode", "matchismo", "--cards", "12", "--seed", "4"]),
    ("against the computer (normal), Halloween", ["--theme", "Halloween", "--versus", "computer", "--seed", "5"]),
    ("two players, Fruit, 8 cards", ["--theme", "Fruit", "--pairs", "4", "--players", "2", "--seed", "6"]),
    ("unseeded, Halloween", ["--theme", "Halloween"]),
]

TARGET = 0.60


class Words:
    """What the player reads in one language's lines: a card turned, the score probe's answer, the
    number of cards in the opening, a result, the summary's last line."""

    def __init__(self, card, probe, cards, match, no_match, summary, voice):
        self.card = re.compile(card)
        self.probe = re.compile(probe)
        self.cards = re.compile(cards)
        self.match, self.no_match, self.summary, self.voice = match, no_match, summary, voice


ENGLISH = Words(r"^Card (\d+): (.*)$", r"\bflips?\b.*\bleft\b", r"(\d+) cards", "match", "no match",
                ("again", "Enter"), None)
KOREAN = Words(r"^(\d+)번 카드, (.*)$", r"뒤집기 .*남은 ", r"카드 (\d+)장", "짝 맞음", "짝 틀림", ("다시", "엔터"), "ko")
# Pairs games only: Matchismo's player reads English card names (`10 of hearts`).
KOREAN_GAMES = [(game, arguments) for game, arguments in GAMES if "--mode" not in arguments]
WORDS = ENGLISH
CARD = ENGLISH.card
PROBE = ENGLISH.probe


def read_until_probe(process, transcript):
    """Reads lines until the answer to the score probe; every other line goes to `transcript`."""
    lines = []
    buffer = b""
    while True:
        ready, _, _ = select.select([process.stdout], [], [], 10)
        if not ready:
            raise RuntimeError("no answer in 10 s; last lines: %r" % lines[-5:])
        chunk = os.read(process.stdout.fileno(), 65536)
        if not chunk:
            return lines, True
        buffer += chunk
        while b"\n" in buffer:
            raw, buffer = buffer.split(b"\n", 1)
            line = raw.decode("utf-8", "replace")
            if PROBE.search(line):
                return lines, False
            lines.append(line)
            transcript.append(line)


def face_name(rest):
    """The face's name in a card line of either version: `ghost 👻` (0.3.3, full lines) or `ghost.`."""
    if rest.endswith("."):
        return rest[:-1]
    words = rest.split(" ")
    if len(words) > 1 and not words[-1].isascii():
        words = words[:-1]
    return " ".join(words)


def is_result(line):
    """Whether `line` says what a comparison did (`Match! Plus 2.`, `Ann: no match.`)."""
    lowered = line.lower()
    return WORDS.match in lowered and "already" not in lowered and not CARD.match(line)


def is_summary(line):
    """Whether `line` is the summary's last line, the one that says what to type next."""
    again, enter = WORDS.summary
    return again in line and (enter in line or "play" in line)


def play(binary, arguments, state_home):
    """Plays one game to its summary and returns every line said, in order.

    Pairs games: a pair it knows, else the first card it has not heard, then the partner of the card
    up if it knows it. Matchismo: the cards in turn, round and round, skipping those matched."""
    environment = dict(os.environ, XDG_STATE_HOME=state_home, LC_ALL="C.UTF-8", TERM="dumb")
    environment.pop("MEMORIZE_PLAIN", None)
    process = subprocess.Popen(
        [binary, "--plain"] + arguments, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL, env=environment,
        # Not the checkout: a binary run there reads its themes.json, which an older one may refuse.
        cwd=state_home)
    transcript = []

    def say(line):
        process.stdin.write(((line + "\n" if line is not None else "") + "s\n").encode())
        process.stdin.flush()
        return read_until_probe(process, transcript)

    def card_of(name):
        """Rank and suit of a playing card's name: `10 of hearts`."""
        rank, _, suit = name.partition(" of ")
        return rank, suit

    def matchismo_partner(card, among):
        """A card in `among` that matches `card`, the same rank first, then the same suit."""
        rank, suit = card_of(known[card])
        same_rank = [c for c in among if card_of(known[c])[0] == rank]
        same_suit = [c for c in among if card_of(known[c])[1] == suit]
        return (same_rank or same_suit or [None])[0]

    heard, ended = say(None)
    found = next((WORDS.cards.search(line) for line in heard if WORDS.cards.search(line)), None)
    cards = int(found.group(1)) if found else 0
    matchismo = "--mode" in arguments
    known, matched, recent = {}, set(), []
    waiting = None
    for _ in range(600):
        if ended or any(is_summary(line) for line in heard):
            break
        unheard = [c for c in range(1, cards + 1) if c not in known and c not in matched and c != waiting]
        in_play = [c for c in sorted(known) if c not in matched and c != waiting]
        if matchismo:
            if waiting is not None:
                choice = matchismo_partner(waiting, in_play) or (unheard or in_play or [waiting])[0]
            else:
                pair = next((c for c in in_play if matchismo_partner(c, [d for d in in_play if d != c])), None)
                choice = pair or (unheard or in_play)[0]
        elif waiting is not None:
            partner = [c for c in in_play if known[c] == known[waiting]]
            choice = (partner or unheard or in_play)[0]
        else:
            by_face, choice = {}, None
            for card in in_play:
                if known[card] in by_face:
                    choice = by_face[known[card]]
                    break
                by_face[known[card]] = card
            if choice is None:
                choice = (unheard or in_play)[0]
        heard, ended = say(str(choice))
        turned_mine, compared, matched_now = False, False, False
        for line in heard:
            card_line = CARD.match(line)
            if card_line and "," not in card_line.group(2):
                number = int(card_line.group(1))
                known[number] = face_name(card_line.group(2))
                recent.append(number)
                turned_mine = turned_mine or number == choice
            elif "already matched" in line:
                matched.add(choice)
            elif is_result(line):
                compared = True
                if WORDS.no_match not in line.lower() and len(recent) >= 2:
                    matched.update(recent[-2:])
                    matched_now = True
        if matchismo:
            # A mismatch leaves the card just chosen up: the next choice is compared with it.
            waiting = choice if turned_mine and not matched_now else None
        else:
            waiting = choice if turned_mine and not compared and waiting is None else None
    try:
        process.stdin.write(b"q\ny\n")
        process.stdin.flush()
    except BrokenPipeError:
        pass  # it ended by itself (0.3.3 at its summary): what it said last is still to be read
    try:
        rest, _ = process.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        rest, _ = process.communicate()
    transcript += [line for line in rest.decode("utf-8", "replace").splitlines() if not PROBE.search(line)]
    return transcript


def seconds(text, directory, name):
    """How long espeak-ng takes to say `text` at its default voice and rate."""
    path = os.path.join(directory, name + ".wav")
    voice = ["-v", WORDS.voice] if WORDS.voice else []
    subprocess.run(["espeak-ng"] + voice + ["-w", path, text], check=True, stdout=subprocess.DEVNULL)
    with wave.open(path) as sound:
        return sound.getnframes() / sound.getframerate()


def is_hangul_name(name):
    """Whether espeak-ng's Korean voice reads every character of a face's name: Hangul syllables and
    spaces (digits too), nothing it would skip."""
    return any("\uac00" <= c <= "\ud7a3" for c in name) and all(
        "\uac00" <= c <= "\ud7a3" or c.isspace() or c.isdigit() for c in name)


def silent_faces(names):
    """The faces of `names` the Korean voice would not say: not all Hangul, or no phonemes."""
    silent = []
    for name in sorted(names):
        phonemes = subprocess.run(["espeak-ng", "-v", "ko", "-q", "-x", name], check=True,
                                  capture_output=True, text=True).stdout.strip()
        if not is_hangul_name(name) or not phonemes:
            silent.append(name)
    return silent


def korean(options):
    """Korean plain mode read by espeak-ng's Korean voice: seconds per game, and no silent face."""
    global WORDS, CARD, PROBE
    WORDS, CARD, PROBE = KOREAN, KOREAN.card, KOREAN.probe
    rows, faces, total = [], set(), 0.0
    with tempfile.TemporaryDirectory() as work:
        for index, (game, arguments) in enumerate(KOREAN_GAMES):
            state = os.path.join(work, "ko-%d" % index)
            os.makedirs(state)
            transcript = play(options.memorize, ["--lang", "ko"] + arguments, state)
            for line in transcript:
                card = CARD.match(line)
                if card and "," not in card.group(2):
                    faces.add(face_name(card.group(2)))
            text = "\n".join(transcript)
            if options.transcripts:
                os.makedirs(options.transcripts, exist_ok=True)
                with open(os.path.join(options.transcripts, "ko-%d.txt" % index), "w") as file:
                    file.write(text + "\n")
            spoken = seconds(text, work, "ko-%d" % index)
            total += spoken
            rows.append("| %s | %d, %.1f s |" % (game, len(transcript), spoken))
    silent = silent_faces(faces)
    print("### Plain mode read aloud in Korean")
    print()
    print("`Benchmarks/speech.py --lang ko`: the pairs games above played through `memorize --plain --lang ko` "
          "by the same player, each transcript said by espeak-ng's Korean voice (`-v ko`) at its default "
          "rate. A face is silent when its name is not all Hangul (an emoji or symbol the voice skips) or "
          "the voice makes no phonemes of it.")
    print()
    print("| Game | lines, seconds |")
    print("| --- | ---: |")
    for row in rows:
        print(row)
    print("| all | %.1f s |" % total)
    print()
    verdict = "PASS" if faces and not silent else "FAIL"
    print("- **%s** %d faces heard, %d silent%s" % (
        verdict, len(faces), len(silent), (": " + ", ".join(silent)) if silent else ""))
    return 0 if verdict == "PASS" else 1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--memorize", required=True)
    parser.add_argument("--before")
    parser.add_argument("--transcripts")
    parser.add_argument("--lang", choices=["en", "ko"], default="en")
    options = parser.parse_args()
    # Each game runs in a state folder of its own, so a path relative to here (as run.sh gives) must
    # be made whole first.
    options.memorize = os.path.abspath(options.memorize)
    options.before = options.before and os.path.abspath(options.before)
    if options.lang == "ko":
        return korean(options)
    binaries = [("now", options.memorize)] + ([("0.3.3", options.before)] if options.before else [])
    results = {}
    with tempfile.TemporaryDirectory() as work:
        for label, binary in binaries:
            for index, (game, arguments) in enumerate(GAMES):
                state = os.path.join(work, "%s-%d" % (label, index))
                os.makedirs(state)
                transcript = play(binary, arguments, state)
                text = "\n".join(transcript)
                if options.transcripts:
                    os.makedirs(options.transcripts, exist_ok=True)
                    with open(os.path.join(options.transcripts, "%s-%d.txt" % (label, index)), "w") as file:
                        file.write(text + "\n")
                results[(label, game)] = (seconds(text, work, "%s-%d" % (label, index)), len(transcript))
    print("### Plain mode read aloud")
    print()
    print("`Benchmarks/speech.py`: the same games played through `memorize --plain` by every binary (brief lines, "
          "the default), by a player who remembers every card it heard and quits at the summary, each whole "
          "transcript said by espeak-ng at its default voice and rate and its WAV measured. The player's own "
          "score probes are left out. The computer's choices differ between the versions (its levels changed "
          "in 0.4.0), so that game is not the same game in both.")
    print()
    print("| Game | " + " | ".join("%s: lines, seconds" % label for label, _ in binaries)
          + (" | share of 0.3.3 |" if options.before else " |"))
    print("| --- | " + " | ".join("---:" for _ in binaries) + (" | ---: |" if options.before else " |"))
    totals = {label: 0.0 for label, _ in binaries}
    for game, _ in GAMES:
        cells = []
        for label, _ in binaries:
            spoken, lines = results[(label, game)]
            totals[label] += spoken
            cells.append("%d, %.1f s" % (lines, spoken))
        row = "| %s | %s |" % (game, " | ".join(cells))
        if options.before:
            row += " %.0f%% |" % (100 * results[("now", game)][0] / results[("0.3.3", game)][0])
        print(row)
    row = "| all | %s |" % " | ".join("%.1f s" % totals[label] for label, _ in binaries)
    status = 0
    if options.before:
        share = totals["now"] / totals["0.3.3"]
        row += " %.0f%% |" % (100 * share)
        print(row)
        print()
        verdict = "PASS" if share <= TARGET else "FAIL"
        print("- **%s** plain mode speaks %.0f%% of 0.3.3's seconds on the same games (target ≤ %.0f%%)"
              % (verdict, 100 * share, 100 * TARGET))
        status = 0 if share <= TARGET else 1
    else:
        print(row)
    return status


if __name__ == "__main__":
    # 1 is the verdict FAIL; a benchmark that could not run says so with 2, which run.sh stops on,
    # rather than leaving its section out of BENCHMARKS.md.
    try:
        status = main()
    except Exception:
        import traceback

        traceback.print_exc()
        status = 2
    sys.exit(status)
