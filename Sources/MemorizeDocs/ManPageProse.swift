import MemorizeSystem

/// The sections of `memorize(6)` that no table holds: what the game is, its scoring, theme files,
/// environment, files, exit status and examples. Exit statuses come from `ExitStatus`.
enum ManPageProse {
    /// The DESCRIPTION section.
    static var description: [String] {
        [".SH DESCRIPTION"]
            + paragraphs(
                "memorize is the card game Concentration in a terminal. The cards of a theme are dealt face down "
                    + "in pairs; turn two at a time, find all the pairs, and score points for remembering where "
                    + "you saw a card. It is drawn with ncurses, plays with the keyboard or the mouse, survives "
                    + "resizes and signals, and always gives the terminal back as it was. With a screen reader or "
                    + "a braille display, memorize --plain plays the same game in lines of text (see "
                    + "ACCESSIBILITY).",
                "Without options it deals a theme drawn at random. The grid fills the terminal; a terminal too "
                    + "small for the board says how big it needs to be, and the game goes on when it grows. "
                    + "The cursor card's top border is a solid bar, cyan, or in reverse video without colors, and "
                    + "a > replaces its left border on the row of its face; "
                    + "without colors the game stays playable, as face-down cards carry a pattern. Each card's "
                    + "face row starts with its place, its row letter and its place in the row (b3), as plain "
                    + "mode names it, where that fits beside the face. After every frame the terminal's cursor, "
                    + "hidden unless --cursor shows it, sits on the focused card's place (or its face), or on "
                    + "the current line of a box (help, pause, summary, theme list, question), where console "
                    + "screen readers, braille displays and magnifiers look. Outside a "
                    + "UTF-8 locale, faces fall back to letters and borders to ASCII."
            )
    }

    /// Every section after KEYS.
    static var rest: [String] {
        scoring + daily + tables + lobby + accessibility + themes + environment + files + exitStatus + examples
    }

    static var scoring: [String] {
        [".SH SCORING"]
            + paragraphs(
                "Choose a card to turn it face up, then choose a second one. If the two match they stay face up, "
                    + "marked as matched, until the next choice, and then stay on the board as finished cards "
                    + "showing their face dimmed. If they do not match, both stay visible until the next choice "
                    + "and then turn back.",
                "A match scores +2. A mismatch costs 1 point for each of its two cards that was seen before "
                    + "(turned up earlier and turned back), so it scores 0, -1 or -2; the score may go negative. "
                    + "Every card turned up counts one flip. The game is over when every card is matched: the "
                    + "last pair stays in view for a second (any key skips), then the summary shows beside or "
                    + "under the board the score, the flips, the time, the best score of the session beside the "
                    + "record kept for the theme, New best! beside each record beaten, and the seed that deals "
                    + "the same game again; v hides it to look at the board.",
                "Best scores (the best score, the fewest flips and the best time) are kept for each theme, mode, "
                    + "timing and board size, with the date each was set; memorize --scores prints them. A run "
                    + "given --seed is practice: it deals boards that can be dealt again, so none of its games "
                    + "is kept, and its summary says so."
            )
    }

    static var daily: [String] {
        [".SH DAILY DEAL"]
            + paragraphs(
                "memorize --daily deals the board of the day (the date in UTC); --daily 2026-12-01 that of a "
                    + "past day, from the archive (a day still to come is refused). The theme, from a frozen "
                    + "catalog of its own, and the deal come from the date alone, so every player gets the same "
                    + "board that day, on every machine and with every later version. Every daily deals 10 pairs, "
                    + "or 20 cards with --mode matchismo. It works with --timed and --plain. It is one player's "
                    + "game: with several players, the computer or a table it is refused, since a game of "
                    + "several seats would turn the day's cards without being the day's try. The summary says "
                    + "the day and gives one line to share: the date, the theme, the score, the flips and the time.",
                "The first daily game of a day is its one scored try, whatever it was played as (--timed, "
                    + "--mode matchismo): it is filed when its first card is turned, not won, and brought up to "
                    + "date when it ends or is left, by q, another deal or a signal; so no way out gives the day "
                    + "back, not even kill -9. Playing that day again, or a past day, is practice, and the "
                    + "summary says so.",
                "Daily games are kept in the scores file apart from the best scores, one entry per day; "
                    + "memorize --stats prints the games played and cleared alone, against the computer (won, lost "
                    + "and drawn at each level) and with friends (wins by name), the current and the longest "
                    + "daily streak (days in a row), and the best of each theme."
            )
    }

    /// The TABLES section: a game across terminals, what the code protects, and how a table fails.
    static var tables: [String] {
        let failed = ExitStatus.tableFailed.rawValue
        return [".SH TABLES"]
            + paragraphs(
                "memorize --host [ADDRESS:]PORT deals a table of 2 to 4 seats (--seats N; 2 by default) and waits "
                    + "for players at other terminals; it prints the commands that join and watch, with a code. "
                    + "The host's seat is one of them; with --versus computer[:LEVEL] the computer takes another "
                    + "(3 seats by default), so that friends play it together. A player takes a seat "
                    + "with memorize --join HOST:PORT --code CODE, and is named as they join (--names gives the "
                    + "name). Enter at the host starts early with the seats filled so far, at least two. Each "
                    + "side plays in the grid or in plain mode, as it chooses.",
                "memorize --watch HOST:PORT --code CODE watches the table as a spectator: at any moment, also "
                    + "once the game has started, seeing what the seats see and taking no turn; up to 8 may watch.",
                "The host's process deals and judges every choice. Seats and spectators are sent only what the "
                    + "table shows: the layout, each card as it turns, each result and every seat's score, never "
                    + "the seed or a face still down. A lost seat pauses the game and may come back within a "
                    + "minute; otherwise the game ends with every score shown.",
                "The code is the password of a PAKE (CPace on ristretto255, from libsodium): neither a stranger "
                    + "who connects nor one who records a whole join on the network can test a guessed code "
                    + "offline. Each connection is one guess, and five wrong guesses retire the code. The key the "
                    + "PAKE agrees on encrypts and authenticates every frame after the join. The host listens on "
                    + "127.0.0.1 unless an address is given; over the Internet, forward the port "
                    + "(ssh -L 7777:localhost:7777 HOST) and join localhost:7777.",
                "A table that fails exits with status \(failed): the port is taken, no host answers, the code is "
                    + "wrong, or the host refuses the join, as when the table is full."
            )
    }

    /// The LOBBY section: playing with nothing installed, over SSH, and how an operator opens a lobby.
    static var lobby: [String] {
        let refused = ExitStatus.refused.rawValue
        return [".SH LOBBY"]
            + paragraphs(
                "ssh -t play@HOST opens a lobby of tables on a server that runs one, with nothing to install: the "
                    + "open tables (theme, mode, seats taken and free, who sits, who watches), a new table (theme, "
                    + "pairs or Matchismo, timed or not, 2 to 4 seats, a computer seat at a level), joining or "
                    + "watching one, and today's daily with the server's board of who played it. ssh -t play@HOST "
                    + "plain opens it in plain mode (help lists the commands). A player is the SSH key they "
                    + "connect with, and names themselves on their first visit.",
                "OpenSSH is the door: sshd runs memorize --lobby for every session of the play account, whatever "
                    + "it asked for. A session that asks to run a command, scp or sftp, or that was opened without "
                    + "a key, is refused in one line with status \(refused); forwarding of any kind is off.",
                "To open a lobby, as root: create the play account (useradd -m -s /bin/sh play; usermod -p '*' "
                    + "play, so that a key can log in), the server's account (useradd --system -s /usr/sbin/nologin "
                    + "memorize) and add play to its group (usermod -aG memorize play), since only that group may "
                    + "speak to the server's socket. Copy memorize-lobby.socket and memorize-lobby.service from "
                    + "/usr/share/doc/memorize/examples to /etc/systemd/system and run systemctl enable --now "
                    + "memorize-lobby.socket (systemd holds the socket and starts the server at the first "
                    + "session, and sessions wait while it restarts); copy memorize-lobby.conf "
                    + "to /etc/ssh/sshd_config.d, check it with sshd -t and run systemctl reload ssh. The snippet "
                    + "accepts any key for play through /usr/lib/memorize/lobby-authorized-keys, which must stay "
                    + "owned by root."
            )
    }

    static var accessibility: [String] {
        [".SH ACCESSIBILITY"]
            + paragraphs(
                "memorize --plain plays in lines of text for a screen reader (Orca in a terminal, speakup, "
                    + "yasr) or a braille display: no grid, colors or cursor movement, one line per event, in "
                    + "order, each fact said once and briefly. It starts with a line naming the theme and the "
                    + "grid, for example \"Halloween: 12 cards in 3 rows of 4. Type a number or help.\" Type a "
                    + "card by its number in reading order (5) or by row letter and column (b1), then Enter; each "
                    + "card turned is read as \"Card 5: ghost.\", and the result follows on its own line "
                    + "(\"Match.\", \"No match, minus 1: bat was seen.\"), with the player's name first when "
                    + "several play. The summary is one line; the seed is said only when asked.",
                "Commands, one a line: l 7 (or 7?) says what card 7 shows (face down, its face and face up, "
                    + "or matched); l or look reads the board row by row, l b row b; r or repeat says the last "
                    + "result again, or the other player's whole turn; s or score reads whose turn it is, the "
                    + "score or each player's pairs and points, the flips, the time and what is left; seed, at the "
                    + "end, how to deal the board again; share, at the end of a daily, its result in words and then "
                    + "its line to paste; verbose switches between brief "
                    + "and full lines; n or new deals a new game; t or themes lists the themes by number and reads "
                    + "the choice; p or pause pauses; help (or ?); q or quit (it asks first during a game). A line "
                    + "that names no card says what is wrong with it (\"There is no card 99: cards go from 1 to "
                    + "12.\").",
                "--plain=full (or MEMORIZE_PLAIN=full) keeps the longer lines for braille and sighted readers: "
                    + "each face's picture after its name, the opening and the whole summary with the seed. "
                    + "Times and dates are said in words (1 minute 47, December 2, 2026). Where the locale is not "
                    + "UTF-8 every line is ASCII. With --bell a match rings the terminal's bell when the output is "
                    + "a terminal. Faces are read by their CLDR names (ghost, jack-o-lantern, flag: France); a "
                    + "theme may name its own faces with a \"names\" list. It works in pipes and with TERM=dumb; "
                    + "the end of input ends the game with status 0."
            )
    }

    static var themes: [String] {
        [".SH THEMES"]
            + paragraphs(
                "The shipped themes are built into memorize (run in its source repository, it reads the "
                    + "repository's themes.json instead). Your own themes file, if it exists, is added after "
                    + "them; a missing file is fine, a broken one is an error, and so is a theme named like a "
                    + "shipped one. With --themes-file only that file is read.",
                "A theme file is a JSON array of themes. Each theme is an object with these fields:"
            )
            + tagged([
                (
                    "name",
                    "A non-empty name of at most 64 characters, unique in the file (ignoring case), without "
                        + "invisible characters (zero-width spaces, soft hyphens, byte order marks). Required."
                ),
                (
                    "emojis",
                    "A non-empty array of faces without duplicates, each one visible character: an emoji, also "
                        + "with a variation selector, or a letter or symbol; not a blank one (U+2800), and no two "
                        + "that look alike (a Latin A beside a Cyrillic or a Greek one). Required, unless the "
                        + "theme gives matches."
                ),
                (
                    "matches",
                    "Instead of emojis, for pairs of two different cards: an array of pairs, each an array of two "
                        + "faces, where a face is an emoji or a text of at most 12 cells (a wide character takes "
                        + "two), such as [[\"cow\", \"calf\"], [\"hen\", \"chick\"]] (an emoji beside its word "
                        + "is written the same way). A pair is what matches. No face "
                        + "may appear twice in the theme, nor a pair be one face twice, nor a text hold invisible "
                        + "characters, a space at an end or look-alikes. A random game never draws such a theme; "
                        + "--theme and the picker do."
                ),
                (
                    "pairs",
                    "A whole number of at least 1 (reduced to the number of emoji when larger), or \"random\" for "
                        + "a fresh count from 2 to the number of emoji each game. Omitted: one pair per emoji."
                ),
                (
                    "names",
                    "What --plain calls each face, one name for each emoji in the same order, each a non-empty "
                        + "line of text; with matches, a pair of names for each pair ([[\"a cow\", \"a calf\"]]). "
                        + "Optional: without it faces are read by their CLDR names, a text face as itself."
                ),
                (
                    "translations",
                    "The theme's name in the languages the game speaks, by language: {\"ko\": {\"name\": "
                        + "\"...\"}, \"zh_CN\": {\"name\": \"...\"}}, written in UTF-8 as they are. Each name follows the rules of name, "
                        + "is at most 64 cells wide (a wide character takes two) and must not look like another "
                        + "theme's name in that language; a language may also give names, in the shape of the "
                        + "theme's, for --plain in that language (else the theme's names, else CLDR's in the "
                        + "language). A key other than ko and zh_CN, or a field other than name and names, is "
                        + "refused. The picker, the status line, --plain and --list-themes show the name in the "
                        + "run's language; --theme takes the theme's name or its name in the run's language. "
                        + "Best scores, the daily and the share line keep the theme's own name, so that a record "
                        + "is the same in every language. Optional."
                ),
                (
                    "color",
                    "A color name (black, red, green, yellow, blue, magenta, cyan, white, orange, gray, pink, "
                        + "purple, brown), or {\"gradient\": [\"blue\", \"cyan\"]} for a two-color card back. An "
                        + "unknown name falls back to a default color with a warning. Required."
                ),
            ])
            + paragraphs(
                "A file with two themes, one of letters and one of symbols with a random number of pairs "
                    + "(emoji are written the same way, as they are, in UTF-8):")
            + example([
                #"["#,
                #"  { "name": "Letters", "emojis": ["A", "B", "C", "D"], "color": "green" },"#,
                #"  { "name": "Card Suits", "emojis": ["♠", "♥", "♦", "♣"], "pairs": "random","#,
                #"    "color": { "gradient": ["blue", "cyan"] } }"#,
                #"]"#,
            ])
            + paragraphs(
                "A file that cannot be used is refused with a message naming the file, the theme and the "
                    + "problem; check a file with memorize --list-themes --themes-file FILE."
            )
    }

    static var environment: [String] {
        [".SH ENVIRONMENT"]
            + tagged([
                (
                    "NO_COLOR",
                    "When set and not empty, the game draws without colors (see DESCRIPTION)."
                ),
                (
                    "TERM",
                    "The terminal type, looked up in the terminfo database. A terminal that cannot move the "
                        + "cursor (dumb, or TERM unset) is refused with a one-line message; --plain needs no terminal type."
                ),
                (
                    "LC_ALL, LC_CTYPE, LANG",
                    "The locale: in a UTF-8 locale cards show emoji and borders are drawn with box-drawing "
                        + "characters; otherwise faces are letters and borders ASCII."
                ),
                (
                    "XDG_CONFIG_HOME",
                    "Where your own themes file is: $XDG_CONFIG_HOME/memorize/themes.json. When it is unset "
                        + "or not an absolute path, ~/.config is used."
                ),
                (
                    "XDG_STATE_HOME",
                    "Where the best scores are kept: $XDG_STATE_HOME/memorize/scores.json. When it is unset or "
                        + "not an absolute path, ~/.local/state is used."
                ),
                ("HOME", "Your home directory, for ~/.config and ~/.local/state when the variables above are not set."),
                (
                    "MEMORIZE_PLAIN",
                    "When set to a true value (1, true, yes or on, in any case), every game is played in plain "
                        + "mode, as with --plain: for a screen reader's user, once and for all."
                ),
                (
                    "MEMORIZE_NO_ANIMATION",
                    "When set to a true value, cards turn at once, as with --no-animation."
                ),
            ])
    }

    static var files: [String] {
        [".SH FILES"]
            + tagged([
                (
                    "$XDG_CONFIG_HOME/memorize/themes.json, ~/.config/memorize/themes.json",
                    "Your own themes, added after the shipped ones (see THEMES)."
                ),
                (
                    "./themes.json",
                    "The shipped themes, read instead of the built-in copy when memorize runs in its source "
                        + "repository (a Package.swift there names the package Memorize)."
                ),
            ])
            + tagged([
                (
                    "$XDG_STATE_HOME/memorize/scores.json, ~/.local/state/memorize/scores.json",
                    "The best scores. Each game that ends re-reads the file under a lock (scores.json.lock beside "
                        + "it), adds the game and replaces the file whole. A file that cannot be used is renamed "
                        + "to scores.json.corrupt-1 (then -2, and so on) when the next game ends, and a new one is "
                        + "started; --scores only reads it."
                ),
                (
                    "$XDG_STATE_HOME/memorize/new-game, ~/.local/state/memorize/new-game",
                    "The last choices of the new-game screen (o), as the options that deal them, one a line, "
                        + "never the seed. A run given no option that chooses a game opens the screen with them; "
                        + "a file that cannot be read is ignored."
                ),
            ])
    }

    static var exitStatus: [String] {
        [".SH EXIT STATUS"]
            + tagged(
                ExitStatus.allCases.map { status in
                    ("\(status.rawValue)", status.summary.prefix(1).uppercased() + status.summary.dropFirst() + ".")
                })
            + paragraphs(
                "Errors are one or two lines on standard error, each starting with \"memorize: \". A game ended "
                    + "by SIGINT, SIGTERM, SIGHUP or SIGQUIT gives the terminal back and then ends by that signal."
            )
    }

    static var examples: [String] {
        [".SH EXAMPLES"]
            + tagged([
                ("memorize", "Play a theme drawn at random."),
                (
                    "memorize --theme hal --seed 7",
                    "Play Halloween (a unique start of the name is enough), dealt "
                        + "the same way every time."
                ),
                ("memorize --list-themes", "List the themes with their pairs, colors and emoji."),
                ("memorize --scores", "Show the best scores and where they are kept."),
                ("memorize --daily", "Play today's board, the same for every player."),
                (
                    "memorize --versus computer:expert --first computer",
                    "Play the computer at its strongest (the levels are easy, normal, hard and expert), "
                        + "and let it start."
                ),
                (
                    "memorize --host 0.0.0.0:7777 --seats 3",
                    "Deal a table of three seats on every network, and wait for two friends to join."
                ),
                (
                    "memorize --watch bob.example:7777 --code k7m2qx",
                    "Watch the table Bob hosts, with the code Bob's terminal printed."
                ),
                ("memorize --plain | espeak-ng", "Hear a game read aloud, typing cards and commands."),
                (
                    "memorize --list-themes --themes-file my-themes.json",
                    "Check a theme file: list its themes, or say what is wrong with it."
                ),
                (
                    "memorize --theme \"Card Suits\" --themes-file my-themes.json",
                    "Play a theme of your own file; quote a name with spaces."
                ),
            ])
    }

    // MARK: - Building blocks

    /// Paragraphs of running text.
    static func paragraphs(_ texts: String...) -> [String] {
        texts.flatMap { [".PP", Roff.escaped($0)] }
    }

    /// A list of tags in bold, each followed by its indented text.
    static func tagged(_ items: [(tag: String, text: String)]) -> [String] {
        items.flatMap { [".TP", Roff.bold($0.tag), Roff.escaped($0.text)] }
    }

    /// Lines shown as they are, in a monospaced, indented block.
    static func example(_ lines: [String]) -> [String] {
        [".PP", ".RS 4", ".nf"] + lines.map(Roff.escaped) + [".fi", ".RE"]
    }
}
