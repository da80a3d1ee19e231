import MemorizePlayers
import MemoryGame

/// The seats that move by themselves (the computer): when they move, and how a key here hurries
/// them. Which seats these are comes from the seats' kinds, not from a special case.
extension GameViewModel {
    /// Whether the seat to move in the game on the board moves by itself (the computer).
    package var isComputersTurn: Bool {
        session.seats[session.currentSeat].kind.movesByItself && !session.isOver
    }

    /// The seat of the one player here when every other seat is not (the computer's, or players' at
    /// other terminals): the game speaks to it as "you" (`Your turn`, `You win`). Nil for one player,
    /// for players taking turns at one keyboard (each goes by their name) and for a spectator. Told by
    /// the seats' kinds, never by a name: a name is only what the screen shows.
    var yourSeat: Int? {
        let seats = session.seats
        guard seats.count > 1 else { return nil }
        let here = seats.indices.filter { seats[$0].kind == .here }
        return here.count == 1 ? here[0] : nil
    }

    /// Whether the seat to move in the game on the board is not the player here: nothing typed or
    /// clicked here chooses a card for it.
    var isOtherSeatsTurn: Bool {
        session.seats[session.currentSeat].kind != .here && !session.isOver
    }

    /// A fresh computer player for each computer seat of each deal, its choices drawn from a hash of
    /// the deal's seed, so a game replays and the draws say nothing of the board; in Matchismo one that
    /// remembers ranks and suits.
    func seatComputers() {
        computers = [:]
        for (index, seat) in session.seats.enumerated() {
            guard case .computer(let level) = seat.kind else { continue }
            let generator = session.computerGenerator()
            computers[index] =
                switch session.variant.ruleSet {
                case .memorize: ComputerPlayer(level: level, generator: generator)
                case .matchismo: MatchismoComputer(level: level, generator: generator)
                }
        }
        otherSeatMovesAt = nil
        plannedMove = nil
        mismatchShownAt = nil
    }

    /// A seat that moves by itself moves only while it is its turn and the board shows; a box over the
    /// board, or the end of its turn, takes its next move off the clock.
    func scheduleOtherSeat() {
        guard isComputersTurn, mode == .playing, !isQuitRequested else {
            otherSeatMovesAt = nil
            return
        }
        guard otherSeatMovesAt == nil, let planned = planMove() else { return }
        let policy = settings.policy
        var pause = ComputerPace.thinking(over: planned.move, level: level, unit: policy.otherSeatsPause)
        if session.flipCount == 0 { pause = max(pause, policy.firstMovePause) }
        var movesAt = clock.now + pause
        // The cards of a mismatch stay up to be read, however sure the computer is of its next card.
        if let mismatchShownAt { movesAt = max(movesAt, mismatchShownAt + policy.mismatchHold) }
        otherSeatMovesAt = movesAt
    }

    /// What the seat to move knew of the card it chose, while it waits to turn it: for the
    /// benchmark of its pace.
    package var plannedComputerMove: ComputerMove? { plannedMove?.move }

    /// What has been shown face up so far, as every seat saw it: for the benchmark's player.
    package var shownCards: BoardObservation { session.observation }

    /// The level of the seat to move, when it is the computer.
    private var level: ComputerLevel {
        if case .computer(let level) = session.seats[session.currentSeat].kind { return level }
        return .normal
    }

    /// The card the seat to move chooses next, chosen once per choice: before its wait, so that the wait
    /// fits what it knows, and the same card however often the wait starts again.
    private func planMove() -> (card: Int, move: ComputerMove, choice: Int)? {
        let choice = session.observation.choiceCount
        if let plannedMove, plannedMove.choice == choice { return plannedMove }
        guard var computer = computers[session.currentSeat] else { return nil }
        let card = computer.nextCard(seeing: session.observation)
        computers[session.currentSeat] = computer
        plannedMove = (card, computer.lastMove, choice)
        return plannedMove
    }

    /// A key here asked the seat to move to get on with it: it moves now if its kind lets itself be
    /// hurried, and nothing else happens.
    func hurryOtherSeat() {
        guard session.seats[session.currentSeat].kind.mayBeHurried else { return sayWhoseTurn() }
        otherSeatMoves()
    }

    /// The seat to move turns its next card now, chosen from what has been shown.
    func otherSeatMoves() {
        let seat = session.currentSeat
        guard isComputersTurn, mode == .playing, let planned = planMove() else { return }
        plannedMove = nil
        otherSeatMovesAt = nil
        if planned.move == .pass { report(.aside(Self.passLine(seat: session.seats[seat].shownName))) }
        chooseCard(at: planned.card)
        if planned.move == .pass { sayPass(seat: seat) }
    }

    /// What a pass is, in words: turning a known card on purpose looks like a slip otherwise.
    static func passLine(seat name: String) -> String {
        ChoiceText.passes.text(name)
    }

    /// Puts the pass first on the line under the board, before what the choice said.
    private func sayPass(seat: Int) {
        let line = Self.passLine(seat: session.seats[seat].shownName)
        let message = screenState.message
        screenState.message = ChoiceMessage(
            text: line + (message.map { " · " + $0.text } ?? ""),
            asciiText: line + (message.map { " - " + $0.asciiText } ?? ""), spoken: message?.spoken)
    }

    /// The line under the board: while the seat to move thinks over its next card, what the last
    /// choice said and that it is thinking; otherwise what the last choice said.
    var thinkingMessage: ChoiceMessage? {
        guard otherSeatMovesAt != nil, isComputersTurn, mode == .playing else { return screenState.message }
        let name = session.seats[session.currentSeat].shownName
        let thinking = ChoiceText.thinking.text(name)
        guard let message = screenState.message else {
            return ChoiceMessage(text: thinking + "…", asciiText: thinking + "...", spoken: nil)
        }
        // "Computer's turn" says less than what it is doing.
        func joined(_ text: String, _ separator: String, _ ellipsis: String) -> String {
            let turn = ChoiceText.playersTurn.text(name)
            let base = text.hasSuffix(turn) ? String(text.dropLast(turn.count + separator.count)) : text
            return (base.isEmpty ? "" : base + separator) + thinking + ellipsis
        }
        return ChoiceMessage(
            text: joined(message.text, " · ", "…"), asciiText: joined(message.asciiText, " - ", "..."),
            spoken: message.spoken)
    }
}
