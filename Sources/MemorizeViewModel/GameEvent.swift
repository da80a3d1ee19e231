/// Something that happened in the game, as whoever sits at the board would say it: the view model
/// publishes a list of these after each action (`GameViewModel.events`), so that a presenter tells
/// what happened without comparing two screens.
package enum GameEvent: Equatable, Sendable {
    /// A new game was dealt, its cards face down.
    case dealt(cards: Int)
    /// A choice of `seat` turned `card` face up, showing `face`.
    case turnedUp(card: Int, face: CardFace, seat: Int)
    /// What a choice came to.
    case result(ChoiceResult)
    /// It is now `seat`'s turn: the last choice passed it.
    case turn(seat: Int)
    /// Another screen shows: the summary, the pause, the picker, a question, the board again.
    case mode(ScreenMode, from: ScreenMode)
    /// A one-time warning for the player.
    case notice(String)
    /// News of the table across terminals, in one line: a player is back, strangers were
    /// refused, the host did not act on a card. The grid shows it on the message line.
    case tableNews(String)
    /// The bell, for a match (the last one included) when the run asked for it (`--bell`): a
    /// presenter rings it where its output has one.
    case bell
    /// Text the player asked to copy (a finished daily's lines to share): a presenter puts it on
    /// the clipboard where its output has one.
    case copy(String)
}

/// What one choice came to: a match or not, its points, the seen cards it cost, and what is left.
package struct ChoiceResult: Equatable, Sendable {
    /// The seat that chose.
    package var seat: Int
    /// The card chosen.
    package var card: Int
    /// True for a match, false for a mismatch, nil when the choice compared no two cards.
    package var isMatch: Bool?
    /// The points the choice scored, a timed multiplier included.
    package var points: Int
    /// In a timed game, the multiplier of `points`; nil otherwise.
    package var multiplier: Int?
    /// The cards of a mismatch that had been seen before it: each cost a point (seen-card scoring).
    package var seenCards: [Int]
    /// Pairs not matched yet, after the choice.
    package var pairsLeft: Int
    /// The line the choice leaves under the board, in Unicode, in ASCII and in words; nil for none.
    package var message: ChoiceMessage?

    package init(
        seat: Int, card: Int, isMatch: Bool?, points: Int, multiplier: Int? = nil, seenCards: [Int] = [],
        pairsLeft: Int, message: ChoiceMessage?
    ) {
        self.seat = seat
        self.card = card
        self.isMatch = isMatch
        self.points = points
        self.multiplier = multiplier
        self.seenCards = seenCards
        self.pairsLeft = pairsLeft
        self.message = message
    }
}
