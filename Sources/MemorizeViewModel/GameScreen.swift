import ScreenKit

/// Everything the renderer needs to draw one screen, as plain values: a snapshot of the view model.
///
/// The renderer reads only this; it knows nothing of the rules that produced it.
package struct GameScreen: Equatable, Sendable {
    /// Which screen is showing over (or instead of) the board.
    package var mode: ScreenMode
    /// The cards in board order.
    package var cards: [CardView]
    /// The index in `cards` of the card under the keyboard cursor.
    package var cursor: Int
    /// What the status line shows.
    package var status: StatusLine
    /// Card-back colors: one color, or two for a gradient.
    package var cardBack: [TerminalColor]
    /// Theme names for the theme picker, in file order.
    package var themeNames: [String]
    /// The result of a finished game; set in `.gameOver`.
    package var summary: GameSummary?
    /// Whether the summary shows over the finished board; the player can hide it to look at the board.
    package var showsSummary: Bool
    /// A one-time warning for the player (an unknown color name, for example), or nil.
    package var notice: String?
    /// The grid chosen for this deal, or nil to let the renderer choose one for the size.
    package var grid: BoardGrid?
    /// What the last choice did, shown under the board.
    package var message: ChoiceMessage?
    /// How scoring works, for the help.
    package var scoringHelp: [String]
    /// For each name in `themeNames`: a few faces, the game size and the card-back colors; empty
    /// shows the names alone.
    package var themePreviews: [ThemePreview]
    /// The players in turn order, with their points and pairs; one entry in a game of one player.
    package var players: [PlayerStanding]
    /// Whose turn it is, an index into `players`.
    package var currentPlayer: Int
    /// The one player here when every other seat is the computer's or at another terminal (an index
    /// into `players`), so that their turn is `Your turn`; nil for one player, for players taking
    /// turns at one keyboard, and for a spectator.
    package var playerHere: Int?
    /// Whether a game may be dealt here: not at a table's guest, nor at a table the other player left.
    package var dealsHere: Bool
    /// The day of the daily deal when the game on the board is one (`YYYY-MM-DD`), else nil.
    package var daily: String?
    /// Whether the game is timed, so a presenter can say how points are multiplied.
    package var isTimed: Bool

    package init(
        mode: ScreenMode, cards: [CardView], cursor: Int, status: StatusLine, cardBack: [TerminalColor],
        themeNames: [String] = [], summary: GameSummary? = nil, showsSummary: Bool = true, notice: String? = nil,
        message: ChoiceMessage? = nil, scoringHelp: [String] = [], themePreviews: [ThemePreview] = [],
        grid: BoardGrid? = nil, players: [PlayerStanding] = [], currentPlayer: Int = 0,
        daily: String? = nil, isTimed: Bool = false, playerHere: Int? = nil, dealsHere: Bool = true
    ) {
        self.playerHere = playerHere
        self.dealsHere = dealsHere
        self.daily = daily
        self.isTimed = isTimed
        self.players = players
        self.currentPlayer = currentPlayer
        self.mode = mode
        self.cards = cards
        self.cursor = cursor
        self.status = status
        self.cardBack = cardBack
        self.themeNames = themeNames
        self.summary = summary
        self.showsSummary = showsSummary
        self.notice = notice
        self.grid = grid
        self.message = message
        self.scoringHelp = scoringHelp
        self.themePreviews = themePreviews
    }
}

/// A row of the theme picker beyond the name.
package struct ThemePreview: Equatable, Sendable {
    package var preview: VariantPreview
    /// The card-back colors, shown as a swatch.
    package var swatch: [TerminalColor]

    package init(preview: VariantPreview, swatch: [TerminalColor]) {
        self.preview = preview
        self.swatch = swatch
    }
}

/// The screens a player can be looking at.
package enum ScreenMode: Equatable, Sendable {
    /// The board, taking choices.
    case playing
    /// The key help overlay.
    case help
    /// The theme picker, with the highlighted row.
    case themePicker(selection: Int)
    /// The finished game's summary.
    case gameOver
    /// The terminal is too small for the board; input other than quit waits for a resize.
    case tooSmall
    /// A yes-or-no question over the board, such as "Quit this game?".
    case confirm(question: String)
    /// The game is paused: the board is hidden and the clock stopped.
    case paused
    /// The new-game screen: the choices of the next game, the current row, and its command line.
    case newGame(NewGameForm)
}

/// One card as the player sees it.
package struct CardView: Equatable, Sendable {
    /// Which side of the card shows.
    package enum Side: Equatable, Sendable {
        case faceDown
        case faceUp
        /// Matched by the last choice: face up and marked as found until the next choice.
        case justMatched
        /// Matched earlier: a finished card showing its face dimmed.
        case matched

        /// Whether the face is drawn.
        package var showsFace: Bool { self != .faceDown }
    }

    package var side: Side
    /// How the card looks face up; nil while it is face down, so that a screen never carries the face
    /// of a hidden card and nothing that reads a screen can learn one.
    package private(set) var face: CardFace?
    /// In a timed game, how much of the bonus window is left for this card (1 to 0); nil shows no bar.
    package var bonus: Double?
    /// Where the card is in its flip, while it turns; nil when it is not turning.
    package var flip: FlipPhase?
    /// Whether the card flashes, a match showing briefly.
    package var flashes = false

    /// The frames of a card turning over: its back narrowing, its edge, its face widening.
    package enum FlipPhase: Int, Equatable, Sendable, CaseIterable {
        case narrowBack, edge, narrowFace
    }

    /// A card showing `side`; `face` is kept only for a side that shows it.
    package init(side: Side, face: CardFace?, bonus: Double? = nil) {
        self.side = side
        self.face = side.showsFace ? face : nil
        self.bonus = bonus
    }

    /// A card showing `side` with the face `face` (Unicode) or `asciiFace` (ASCII).
    package init(
        side: Side, face: String, asciiFace: String, faceColor: TerminalColor = .default, bonus: Double? = nil
    ) {
        self.init(side: side, face: CardFace(text: face, asciiText: asciiFace, color: faceColor), bonus: bonus)
    }

    /// A face-down card.
    package static let faceDown = CardView(side: .faceDown, face: nil)
}

/// The status line: theme, pairs found, score, flips and time.
package struct StatusLine: Equatable, Sendable {
    package var themeName: String
    package var score: Int
    package var flips: Int
    /// Whole seconds since the game's first choice.
    package var elapsedSeconds: Int
    /// Pairs matched so far.
    package var pairsFound: Int
    /// Pairs on the board; 0 when the game has no pairs to count.
    package var pairsTotal: Int
    /// The players with their pairs and points, when more than one plays; empty for one player.
    package var players: [PlayerStanding] = []
    /// Whose turn it is, an index into `players`; `players.count` (nobody) once the game is over.
    package var currentPlayer = 0
    /// The daily the game is (`Daily #17`, or `Daily 2026-12-01` without a number), named beside the
    /// theme; nil for any other game.
    package var daily: String?
    /// Whether points depend on time (`--timed`), which the status line says from the first moment.
    package var isTimed: Bool
    /// In a timed game, the multiplier a match or a mismatch made now would get, while a card waits
    /// for its partner; nil otherwise.
    package var multiplier: Int?

    package init(
        themeName: String, score: Int, flips: Int, elapsedSeconds: Int, pairsFound: Int = 0, pairsTotal: Int = 0,
        isTimed: Bool = false, multiplier: Int? = nil, players: [PlayerStanding] = [], currentPlayer: Int = 0,
        daily: String? = nil
    ) {
        self.daily = daily
        self.players = players
        self.currentPlayer = currentPlayer
        self.isTimed = isTimed
        self.multiplier = multiplier
        self.themeName = themeName
        self.score = score
        self.flips = flips
        self.elapsedSeconds = elapsedSeconds
        self.pairsFound = pairsFound
        self.pairsTotal = pairsTotal
    }
}

/// The result of a finished game.
package struct GameSummary: Equatable, Sendable {
    package var score: Int
    package var flips: Int
    package var elapsedSeconds: Int
    /// The best score for this theme in this session, including this game; nil in a game of several
    /// seats, which has no one score to compare.
    package var bestScore: Int?
    /// The seats in turn order with their points and pairs, in a game of several seats; empty for
    /// one player. There is no shared score: `score` is then the seats' points together.
    package var players: [PlayerStanding]
    /// The winner, an index into `players`; nil for a draw or a game of one player.
    package var winner: Int?
    /// The best score kept from run to run for games like this one, when known.
    package var keptBestScore: Int?
    /// Whether the game was practice (a seeded run), and so not a record.
    package var isPractice: Bool
    /// The seed the game was dealt with, to share it (`--seed`); nil when unknown.
    package var seed: UInt64?
    /// The command that deals this board again, word by word (`memorize`, `--theme`, `Fruit`,
    /// `--seed`, the seed); nil when the seed is unknown.
    package var replayCommand: [String]?
    /// The records this game beat ("New best!"), from the kept best scores.
    package var newRecords: Set<Record>
    /// The first line of the box ("All pairs found!").
    package var headline: String
    /// The day of the daily deal this game was (`YYYY-MM-DD`), or nil.
    package var daily: String?
    /// For a daily game, what to share: its number, the result against the best, and a square a turn.
    package var share: DailyShare?
    /// For a daily game that did not count, why; nil otherwise.
    package var dailyPractice: String?
    /// What `c` did with the lines to share, once pressed; nil before.
    package var copied: String?
    /// What comes after this game: another here, one the host deals (a table's guest), or none (a
    /// table the other player left).
    package var next: NextGame = .here

    /// What may follow a finished game.
    package enum NextGame: Hashable, Sendable {
        /// The player here deals the next game (Enter, n, t).
        case here
        /// The host of the table deals it; the guest waits.
        case host
        /// Nothing: the other player left the table. Only quitting is left.
        case none
    }

    /// A best score kept from game to game.
    package enum Record: Hashable, Sendable {
        case score, flips, time
    }

    package init(
        score: Int, flips: Int, elapsedSeconds: Int, bestScore: Int?, seed: UInt64? = nil,
        newRecords: Set<Record> = [], headline: String = SummaryText.allPairsFound.text(), keptBestScore: Int? = nil,
        isPractice: Bool = false, daily: String? = nil, share: DailyShare? = nil, dailyPractice: String? = nil,
        replayCommand: [String]? = nil, players: [PlayerStanding] = [], winner: Int? = nil
    ) {
        self.players = players
        self.winner = winner
        self.replayCommand = replayCommand
        self.keptBestScore = keptBestScore
        self.isPractice = isPractice
        self.daily = daily
        self.share = share
        self.dailyPractice = dailyPractice
        self.score = score
        self.flips = flips
        self.elapsedSeconds = elapsedSeconds
        self.bestScore = bestScore
        self.seed = seed
        self.newRecords = newRecords
        self.headline = headline
    }
}
