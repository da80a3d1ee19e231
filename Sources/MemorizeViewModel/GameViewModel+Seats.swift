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
    }

    /// A seat that moves by itself moves only while it is its turn and the board shows; a box over the
    /// board, or the end of its turn, takes its next move off the clock.
    func scheduleOtherSeat() {
        guard isComputersTurn, mode == .playing, !isQuitRequested else {
            otherSeatMovesAt = nil
            return
        }
        let policy = settings.policy
        let pause = session.flipCount == 0 ? policy.firstMovePause : policy.otherSeatsPause
        if otherSeatMovesAt == nil { otherSeatMovesAt = clock.now + pause }
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
        guard isComputersTurn, mode == .playing, var computer = computers[seat] else { return }
        let card = computer.nextCard(seeing: session.observation)
        computers[seat] = computer
        otherSeatMovesAt = nil
        chooseCard(at: card)
    }
}
