import MemoryGame

// What a table across terminals shows its seats and spectators: the board as dealt, each face once
// it shows, the table as it stands and what one choice did. Nothing here can carry the seed or a
// face still down. The view model builds and reads these; the network carries them.

/// A new board as the guest lays it out: its name, its size, its rules, its card back.
package struct TableBoard: Hashable, Sendable {
    /// Counts the host's deals, so that a choice meant for an earlier board is known as one.
    package var deal: Int
    /// The variant's name, as the status line shows it.
    package var name: String
    package var cards: Int
    /// Matchismo's rules rather than pairs.
    package var matchismo: Bool
    /// Timed bonus scoring.
    package var timed: Bool
    /// The card back's colors, as `TerminalColor` numbers (the view model converts them).
    package var back: [Int]
    /// Whether a pair is two different cards (a theme's `matches`): the guest's help and summary say
    /// so; which cards make a pair is told only as each pair is found.
    package var differentPairs: Bool

    package init(
        deal: Int, name: String, cards: Int, matchismo: Bool, timed: Bool, back: [Int], differentPairs: Bool = false
    ) {
        self.deal = deal
        self.name = name
        self.cards = cards
        self.matchismo = matchismo
        self.timed = timed
        self.back = back
        self.differentPairs = differentPairs
    }
}

/// The face of one card that shows: only ever sent for a card face up, matched, or of a finished game.
package struct TableFace: Hashable, Sendable {
    package var card: Int
    package var text: String
    package var ascii: String
    /// What plain mode calls it; empty to read it by its Unicode name.
    package var name: String
    /// Its color, as a `TerminalColor` number.
    package var color: Int

    package init(card: Int, text: String, ascii: String, name: String, color: Int) {
        self.card = card
        self.text = text
        self.ascii = ascii
        self.name = name
        self.color = color
    }
}

/// The table as a player sees it: each card's side, the faces that show, the seats' points and pairs,
/// whose turn it is, the game's score and flips.
package struct TableState: Hashable, Sendable {
    /// The deal this is the table of.
    package var deal: Int
    /// One byte per card: 1 face up, 2 matched, 4 seen.
    package var cards: [UInt8]
    /// In a `.table`, every face that shows; in a `.choice`, the faces the choice showed first.
    package var faces: [TableFace]
    package var scores: [Int]
    package var pairs: [Int]
    /// Whose turn it is.
    package var seat: Int
    package var score: Int
    package var flips: Int
    /// Whether the game is over (a Matchismo game may end with cards left).
    package var over: Bool

    package init(
        deal: Int, cards: [UInt8], faces: [TableFace], scores: [Int], pairs: [Int], seat: Int, score: Int,
        flips: Int, over: Bool = false
    ) {
        self.over = over
        self.deal = deal
        self.cards = cards
        self.faces = faces
        self.scores = scores
        self.pairs = pairs
        self.seat = seat
        self.score = score
        self.flips = flips
    }
}

/// What one choice did, as the game told the host: who chose which card, its events and points,
/// whether it passed the turn, and the table after it.
package struct TableChoice: Hashable, Sendable {
    package var seat: Int
    package var card: Int
    package var events: [ChoiceEvent]
    package var points: Int
    /// The timed multiplier, or nil.
    package var multiplier: Int?
    package var passesTurn: Bool
    package var state: TableState

    package init(
        seat: Int, card: Int, events: [ChoiceEvent], points: Int, multiplier: Int?, passesTurn: Bool,
        state: TableState
    ) {
        self.seat = seat
        self.card = card
        self.events = events
        self.points = points
        self.multiplier = multiplier
        self.passesTurn = passesTurn
        self.state = state
    }
}
