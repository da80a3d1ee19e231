import MemorizeKeys

/// How the view model reads an intent, before acting on it.
extension Intent {
    /// Whether the intent chooses a card.
    var choosesACard: Bool {
        switch self {
        case .choose, .chooseCardUnderCursor: true
        default: false
        }
    }

    /// Whether the intent deals a game, or opens the picker that does.
    var deals: Bool {
        switch self {
        case .newGame, .replay, .showThemes, .pickSelectedTheme, .pickTheme: true
        case .newGameScreen(let intent): intent == .open || intent == .start
        default: false
        }
    }

    /// Whether the intent still acts while another seat is to move, instead of hurrying it.
    var actsDuringAnotherSeatsTurn: Bool {
        switch self {
        case .pause, .toggleHelp, .quit: true
        default: false
        }
    }
}
