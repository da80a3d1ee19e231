import MemorizeTable
import MemorizeText
import MemoryGame
import ScreenKit

/// A table across terminals (`--host`, `--join`, `--watch`): the host deals and judges every choice
/// and tells every seat and spectator what a player at the table sees; a seat at another terminal
/// mirrors the board and asks the host for each of its choices; a spectator mirrors it and asks
/// nothing. Every side plays through the same choosing, turns and filing as a local game: the players
/// at other terminals are seats of kind `.remote`.
extension GameViewModel {
    /// The longest a name or a reason from the other side is shown.
    static let longestPeerText = 120

    /// The guest's view model of a table: the host's `board`, mirrored, its seats as the host named
    /// them (`settings.seats`, the host's `.remote`), talking to the host through `settings.table`.
    package convenience init(joining board: TableBoard, clock: any GameClock, settings: Settings) {
        let variant = TableVariant(board)
        self.init(
            variants: [variant], variant: variant, generator: SplitMix64(seed: 0), clock: clock, settings: settings)
    }

    /// What the table is told of the board on the table: the board, then the table as it stands (the
    /// host's protocol keeps both for whoever arrives later).
    package var tableGreeting: [TableUpdate] {
        [.board(tableBoard), .table(session.tableState(deal: session.dealNumber))]
    }

    /// The host's board, as a guest lays it out.
    private var tableBoard: TableBoard {
        let variant = session.variant
        return TableBoard(
            deal: session.dealNumber, name: variant.name, cards: session.cardCount,
            matchismo: variant.ruleSet != .memorize, timed: variant.isTimed, back: variant.cardBack.map(\.tableNumber),
            differentPairs: session.hasDifferentPairs)
    }

    /// Whether this run is one side of a table across terminals.
    var isAtTable: Bool { settings.table != nil }

    /// Whether this run watches a table: every seat is a player's at another terminal.
    var isWatching: Bool { isAtTable && !session.seats.contains { $0.kind != .remote } }

    /// Whether the guest's turn waits for the host's answer to the card it asked for.
    package var isWaitingForHost: Bool { requestedCard != nil }

    /// Acts on what the table heard.
    func hear(_ event: TableEvent) {
        guard let table = settings.table, !isTableClosed else { return }
        switch event {
        case .seats(let names, _):
            session.renameSeats(names)
            for seat in openSeats.sorted() where names.indices.contains(seat) && !names[seat].isEmpty {
                openSeats.remove(seat)
                tell(TableScreenText.takesSeat.text(names[seat], "\(seat + 1)"))
            }
        case .away(let seat, let reason):
            awaySeats.insert(seat)
            awayNotice = Self.shown(reason)
            screenState.notice = awayNotice
            screenState.noticeNumber &+= 1
        case .back(let seat):
            awaySeats.remove(seat)
            if awaySeats.isEmpty {
                if screenState.notice == awayNotice { screenState.notice = nil }
                awayNotice = nil
            }
            if session.seats.indices.contains(seat) { tell(TableScreenText.isBack.text(session.seats[seat].shownName)) }
        case .note(let line): tell(Self.shown(line))
        case .ended(let reason): leaveTable(Self.shown(reason))
        case .left(let seat, let reason):
            // The game cannot go on without a seat's player: it ends for everyone, every score shown,
            // and the seat waits for a player to take it before the next deal.
            guard case .host(let link) = table, session.seats.indices.contains(seat) else { return }
            openSeats.insert(seat)
            awaySeats.remove(seat)
            link.tell(.stop(seat: seat))
            stopGame(Self.shown(reason))
        case .stopped(let seat):
            guard case .guest = table, session.seats.indices.contains(seat) else { return }
            awaySeats.remove(seat)
            stopGame(TableScreenText.leftTable.text(session.seats[seat].shownName))
        case .chose(let seat, let card, let deal):
            guard case .host(let link) = table else { return }
            hostHears(seat: seat, card: card, deal: deal, link: link)
        case .board, .table, .choice, .ignored:
            guard case .guest = table else { return }
            guestHears(event)
        }
        syncClock()
    }

    // MARK: - The host

    private func hostHears(seat: Int, card: Int, deal: Int, link: any TableLink) {
        guard deal == session.dealNumber else {
            // A choice on its way as a new board was dealt: not out of turn, only late.
            return link.tell(.ignored(seat: seat, card: card, deal: deal, reason: "A new board was dealt"))
        }
        guard session.seats.indices.contains(seat), session.seats[seat].kind == .remote else { return }
        guard session.currentSeat == seat, !session.isOver, card >= 0, card < session.cardCount else {
            return link.tell(.refuse(seat: seat, reason: "\(session.seats[seat].name) chose out of turn"))
        }
        guard mode == .playing else {
            let host = session.seats.first { $0.kind == .here }?.name ?? "The host"
            return link.tell(
                .ignored(
                    seat: seat, card: card, deal: deal, reason: "\(host) is away from the board: try again in a moment")
            )
        }
        chooseCard(at: card)
    }

    /// Tells the guest what a choice did, after the host's session judged it.
    func tellGuest(seat: Int, card: Int, outcome: ChoiceOutcome, passed: Bool) {
        guard case .host(let link) = settings.table, tableEnded == nil, !outcome.isIgnored else { return }
        let shown = outcome.events.compactMap { event -> Int? in
            if case .turnedUp(let card, _) = event { return card }
            return nil
        }
        // In a game of different pairs a face identity names the card's pair (`2 × pair + side`): the
        // guest is told the card's own place instead, and learns the pair only from the match.
        let events = outcome.events.map { event -> ChoiceEvent in
            guard session.hasDifferentPairs, case .turnedUp(let card, _) = event else { return event }
            return .turnedUp(card, face: card)
        }
        link.tell(
            .choice(
                TableChoice(
                    seat: seat, card: card, events: events, points: outcome.points,
                    multiplier: outcome.multiplier, passesTurn: passed,
                    state: session.tableState(deal: session.dealNumber, newFaces: shown))))
    }

    /// Tells the guest of a new board.
    func tellGuestOfDeal() {
        guard case .host(let link) = settings.table, tableEnded == nil else { return }
        for update in tableGreeting { link.tell(update) }
    }

    // MARK: - The guest

    /// Asks the host to choose `index` for the seat here, when it is a card not matched of a game
    /// under way and no other card is asked for. A face-up card goes too: the card the other
    /// player's mismatch left up may start a turn, and a chosen Matchismo card may be put back; the
    /// host says when it may not. A matched card is left to the ordinary path, which says so.
    ///
    /// - Returns: Whether the choice went to the host (or waits behind the one that did).
    func askHost(toChoose index: Int) -> Bool {
        guard case .guest(let link) = settings.table, let board = (session.variant as? TableVariant)?.board else {
            return false
        }
        guard !isWatching else {
            sayWhoseTurn()
            return true
        }
        let state = session.state(ofCardAt: index)
        guard !state.isMatched, !session.isOver, tableEnded == nil,
            session.seats[session.currentSeat].kind == .here
        else { return false }
        screenState.cursor = index
        guard requestedCard == nil else { return true }
        requestedCard = index
        link.tell(.choose(card: index, deal: board.deal))
        return true
    }

    private func guestHears(_ event: TableEvent) {
        let board = (session.variant as? TableVariant)?.board
        switch event {
        case .board(let board):
            guard (1...TableLimits.maximumCards).contains(board.cards) else {
                return refuse(
                    "the host sent a board of \(board.cards) cards", TableScreenText.boardOfCards.text("\(board.cards)")
                )
            }
            requestedCard = nil
            // Coming back, the host greets with the board on the table: only its table follows.
            if let current = (session.variant as? TableVariant)?.board, current.deal == board.deal,
                current.cards == board.cards
            {
                return
            }
            start(TableVariant(board))
        case .table(let state):
            guard let board, isValid(state, of: board) else {
                return refuse("the host sent a table that cannot be", TableScreenText.impossibleTable.text())
            }
            session.take(Self.cleaned(state))
            // Arriving mid-game (a spectator, a player back): the cards up are said as if just turned,
            // so that plain mode tells what the grid shows.
            for card in 0..<session.cardCount {
                let shown = session.state(ofCardAt: card)
                guard shown.isFaceUp, !shown.isMatched, let face = session.face(ofCardAt: card) else { continue }
                report(.turnedUp(card: card, face: face, seat: session.currentSeat))
            }
        case .choice(let choice):
            guard let board, isValid(choice, of: board) else {
                return refuse("the host sent a choice that cannot be", TableScreenText.impossibleChoice.text())
            }
            requestedCard = nil
            var choice = choice
            choice.state = Self.cleaned(choice.state)
            chooseCard(at: choice.card, asTold: choice)
        case .ignored(let card, let deal, let reason):
            // An answer to a card asked for on an earlier board must not free the one asked for now.
            guard deal == board?.deal, card == requestedCard else { return }
            requestedCard = nil
            tell(Self.shown(reason))
        default: break
        }
    }

    /// Whether a table the host sent fits the board: every card, seat and face in range.
    private func isValid(_ state: TableState, of board: TableBoard) -> Bool {
        state.deal == board.deal && state.cards.count == session.cardCount && state.scores.count == session.seats.count
            && state.pairs.count == session.seats.count && session.seats.indices.contains(state.seat)
            && state.faces.allSatisfy { (0..<session.cardCount).contains($0.card) }
    }

    /// Whether a choice the host sent can be played here: the seat to move chose a card on the board,
    /// and its events (at most a choice's) name cards on the board.
    private func isValid(_ choice: TableChoice, of board: TableBoard) -> Bool {
        let cards = 0..<session.cardCount
        let named = choice.events.flatMap { event -> [Int] in
            switch event {
            case .turnedDown(let card), .turnedUp(let card, _): [card]
            case .matched(let first, let second), .mismatched(let first, let second): [first, second]
            }
        }
        return isValid(choice.state, of: board) && choice.seat == session.currentSeat && cards.contains(choice.card)
            && (1...ChoiceEvents.capacity).contains(choice.events.count) && named.allSatisfy(cards.contains)
    }

    // MARK: - Either side

    /// Says `line` on the message line, and to plain mode as news of the table.
    private func tell(_ line: String) {
        screenState.message = ChoiceMessage(text: line, asciiText: line)
        report(.tableNews(line))
    }

    /// Answers a card chosen while the player at the other terminal is to move: it is theirs to choose.
    func sayWhoseTurn() {
        guard !isWatching else { return tell(TableScreenText.watching.text()) }
        tell(TableScreenText.whoseTurn.text(session.seats[session.currentSeat].shownName))
    }

    /// Ends the table for a message that breaks the protocol: the other side is told why in one line
    /// (in English: its player's language is not known here), and the game ends here with the same
    /// line in this player's language (`shown`).
    private func refuse(_ reason: String, _ shown: String) {
        settings.table?.link.tell(.leave(reason: reason))
        leaveTable(TableScreenText.gameEnded.text(shown))
    }

    /// Ends the game under way because a seat's player left for good: the summary shows every score,
    /// nothing is filed (the game did not end by its rules), and the table goes on; between games it
    /// is only said.
    private func stopGame(_ reason: String) {
        if awaySeats.isEmpty {
            if screenState.notice == awayNotice { screenState.notice = nil }
            awayNotice = nil
        }
        guard !session.isOver, tableEnded == nil else {
            return tell(reason)
        }
        tableEnded = reason
        requestedCard = nil
        screenState.finishHeldUntil = nil
        if case .confirm? = screenState.overlay { screenState.overlay = nil }
        if screenState.overlay == .paused { screenState.overlay = nil }
        syncClock()
    }

    /// Ends the table here: the host left, or broke the protocol, or this side's connection is gone.
    /// The summary shows every score, and nothing is filed (the game did not end by its rules).
    func leaveTable(_ reason: String) {
        guard !isTableClosed else { return }
        isTableClosed = true
        // A summary already on the screen keeps its headline: the line says why the table is over.
        if session.isOver || tableEnded != nil { tell(reason) }
        tableEnded = reason
        requestedCard = nil
        if screenState.notice == awayNotice { screenState.notice = nil }
        awayNotice = nil
        awaySeats = []
        screenState.finishHeldUntil = nil
        if case .confirm? = screenState.overlay { screenState.overlay = nil }
        if screenState.overlay == .paused { screenState.overlay = nil }
        syncClock()
    }

    /// Leaves the table at this side's own wish (quitting): the other side hears it in one line.
    package func leaveTableHere() {
        guard let table = settings.table, !isTableClosed else { return }
        let name = session.seats.first { $0.kind == .here }?.name ?? "The other player"
        table.link.tell(.leave(reason: "\(name) left the game"))
        isTableClosed = true
        tableEnded = tableEnded ?? TableScreenText.youLeft.text()
        syncClock()
    }

    /// Text from the other side as it may show: no control characters, and not longer than `limit`.
    static func shown(_ text: String, limit: Int = longestPeerText) -> String {
        SafeText.stripped(text, limit: limit)
    }

    /// A table whose faces are safe to draw: no control characters, at most three characters a face.
    private static func cleaned(_ state: TableState) -> TableState {
        var state = state
        state.faces = state.faces.map { face in
            var face = face
            face.text = shown(face.text, limit: 3)
            face.ascii = String(shown(face.ascii, limit: 3).unicodeScalars.filter(\.isASCII).prefix(3))
            if face.ascii.isEmpty { face.ascii = "?" }
            face.name = face.name.isEmpty ? "" : shown(face.name, limit: 40)
            return face
        }
        return state
    }
}
